import { Link } from "react-router";

export type Crumb = { label: string; to: string };

/** Where a page sits in the site: its ancestors as links, then the page itself. */
export function Breadcrumb({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
        {trail.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1.5">
            <Link
              to={crumb.to}
              className="rounded-sm underline-offset-4 transition-colors hover:text-foreground hover:underline"
            >
              {crumb.label}
            </Link>
            <span aria-hidden="true" className="text-base leading-none opacity-70">
              ›
            </span>
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-foreground">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
