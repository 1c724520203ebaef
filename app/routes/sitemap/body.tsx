import { Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { IconBadge } from "~/components/ui/icon-badge";
import { Icon } from "~/components/ui/icons";
import { site } from "~/site";
import type { Route } from "./+types/route";
import type { SitemapGroup, SitemapLink } from "./sitemap-groups";

const linkClass =
  "group/link flex items-start justify-between gap-3 rounded-lg px-3 py-2 transition-colors hover:bg-surface-2";

function SitemapEntry({ link }: { link: SitemapLink }) {
  const content = (
    <>
      <span className="min-w-0">
        <span className="block font-medium group-hover/link:text-primary">{link.label}</span>
        {link.note ? <span className="block text-xs text-muted">{link.note}</span> : null}
      </span>
      <Icon
        name="arrowRight"
        className="mt-1 size-4 shrink-0 text-muted opacity-0 transition-opacity group-hover/link:opacity-100"
      />
    </>
  );
  return (
    <li>
      {link.document ? (
        <a href={link.to} className={linkClass}>
          {content}
        </a>
      ) : (
        <Link to={link.to} className={linkClass}>
          {content}
        </Link>
      )}
    </li>
  );
}

function SitemapCard({ group }: { group: SitemapGroup }) {
  return (
    <section
      aria-labelledby={`${group.id}-title`}
      className="mb-6 break-inside-avoid rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-3 px-3">
        <IconBadge name={group.icon} size="sm" />
        <h2 id={`${group.id}-title`} className="text-lg font-semibold tracking-tight">
          {`${group.title} `}
          <span className="text-sm font-normal text-muted">({group.links.length})</span>
        </h2>
      </div>
      <ul className="mt-4 space-y-0.5 text-sm">
        {group.links.map((link) => (
          <SitemapEntry key={link.to} link={link} />
        ))}
      </ul>
      {group.extras ? (
        <ul className="mt-3 space-y-0.5 border-t border-border pt-3 text-sm">
          {group.extras.map((link) => (
            <SitemapEntry key={link.to} link={link} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The human sitemap: every page, grouped. */
/** The page's content: it only shows, so it never hydrates (see route.tsx). */
export function SitemapBody({
  loaderData: { groups },
}: {
  loaderData: Route.ComponentProps["loaderData"];
}) {
  return (
    <>
      <PageHero
        eyebrow="Sitemap"
        title="Every page, in one place"
        lead={`Find your way around ${site.name}: our services, case studies, articles, company pages and legal documents.`}
      />
      <div className="container-page pb-20 sm:pb-24">
        <div className="gap-6 md:columns-2 lg:columns-3">
          {groups.map((group) => (
            <SitemapCard key={group.id} group={group} />
          ))}
        </div>
      </div>
    </>
  );
}
