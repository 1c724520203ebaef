import { Section } from "~/components/sections/section";
import { CardGrid } from "~/components/sections/card-grid";
import { IconBadge } from "~/components/ui/icon-badge";
import { benefits } from "~/content/careers";
import { site } from "~/site";

/** Why people join and stay. */
export function Benefits() {
  return (
    <Section
      id="why-work-with-us"
      eyebrow="Why work with us"
      title="Good work, good people, a good life outside work"
      lead={`Since ${site.foundingYear} we have grown by keeping people: interesting client problems, room to learn, and respect for your time.`}
    >
      <CardGrid>
        {benefits.map((benefit) => (
          <li
            key={benefit.title}
            className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-7"
          >
            <IconBadge name={benefit.icon} />
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{benefit.title}</h3>
            <p className="mt-2 text-sm/6 text-muted">{benefit.description}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
