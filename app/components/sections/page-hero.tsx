import type { ReactNode } from "react";

/** The opening band of an inner page: an eyebrow, the page's one h1, a lead and optional actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden pt-32 pb-16 sm:pt-40 sm:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklch,var(--primary)_28%,transparent),transparent)]"
      />
      <div className="container-page text-center">
        <p className="text-sm font-semibold tracking-wide text-accent">{eyebrow}</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted">{lead}</p>
        {children ? (
          // Phones: full-width buttons, one under the other, as on the home and service pages.
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
