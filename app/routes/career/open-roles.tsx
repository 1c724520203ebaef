import { CheckList } from "~/components/ui/icon-line";
import { DisclosureMarker } from "~/components/faq-list";
import { Section } from "~/components/sections/section";
import { buttonClass } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icons";
import {
  applicationSubject,
  applyHref,
  employmentTypeLabels,
  roleLocationLabel,
  roles,
  salaryLabel,
  type Role,
} from "~/content/careers";
import { formatDate } from "~/text";

function Fact({ icon, children }: { icon: IconName; children: string }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <Icon name={icon} className="size-4 shrink-0 text-accent" />
      {children}
    </li>
  );
}

function BulletList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      <CheckList items={items} className="mt-3 space-y-2 text-sm/6 text-muted" />
    </div>
  );
}

function RoleCard({ role }: { role: Role }) {
  const titleId = `${role.slug}-title`;
  return (
    <li>
      <article
        id={role.slug}
        aria-labelledby={titleId}
        className="scroll-mt-24 rounded-2xl border border-border bg-surface shadow-sm transition-colors target:border-primary/60 target:shadow-lg target:shadow-primary/10"
      >
        <div className="flex flex-col gap-6 p-6 sm:p-8 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-accent">{role.team}</p>
            <h3 id={titleId} className="mt-1 text-xl font-semibold tracking-tight sm:text-2xl">
              <a
                href={`#${role.slug}`}
                className="rounded-sm underline-offset-4 hover:text-primary hover:underline"
              >
                {role.title}
              </a>
            </h3>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
              <Fact icon="mapPin">{roleLocationLabel(role)}</Fact>
              <Fact icon="briefcase">{employmentTypeLabels[role.employmentType]}</Fact>
              <Fact icon="star">{role.experience}</Fact>
              <Fact icon="chart">{salaryLabel(role.salary)}</Fact>
            </ul>
            <p className="mt-4 max-w-3xl text-pretty">{role.summary}</p>
            {/* Each date with its words on one line, and the dot with the first: a narrow card
                breaks after the dot. */}
            <p className="mt-3 text-xs text-muted">
              <span className="whitespace-nowrap">
                Posted <time dateTime={role.datePosted}>{formatDate(role.datePosted)}</time>
              </span>
              {"\u00a0· "}
              <span className="whitespace-nowrap">
                Apply by <time dateTime={role.validThrough}>{formatDate(role.validThrough)}</time>
              </span>
            </p>
          </div>
          <a href={applyHref(applicationSubject(role))} className={buttonClass("primary", "md")}>
            <Icon name="mail" className="size-4" />
            Apply by email
            <span className="sr-only"> for {role.title}</span>
          </a>
        </div>
        <details className="group border-t border-border">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-b-2xl px-6 py-4 text-sm font-semibold text-primary hover:text-primary-strong sm:px-8 [&::-webkit-details-marker]:hidden">
            <span>
              Responsibilities and requirements
              <span className="sr-only"> for {role.title}</span>
            </span>
            <DisclosureMarker />
          </summary>
          <div className="grid gap-8 px-6 pb-8 sm:px-8 md:grid-cols-3">
            <BulletList title="What you will do" items={role.responsibilities} />
            <BulletList title="What you bring" items={role.requirements} />
            <BulletList title="Nice to have" items={role.niceToHave} />
          </div>
        </details>
      </article>
    </li>
  );
}

/** Every open role, each with its own anchor and its details a click away. */
export function OpenRoles() {
  return (
    <Section
      id="open-roles"
      className="border-y border-border bg-surface-2/50"
      eyebrow={`${roles.length} open roles`}
      title="Open positions"
      lead="Every role is based in or run from our Bhopal office. Pay ranges are real and published; remote roles are open to anyone living in India."
    >
      <ul className="mx-auto mt-12 grid max-w-5xl gap-5 lg:mt-16">
        {roles.map((role) => (
          <RoleCard key={role.slug} role={role} />
        ))}
      </ul>
    </Section>
  );
}
