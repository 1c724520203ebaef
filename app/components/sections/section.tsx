import type { ReactNode } from "react";
import { cn } from "../ui/cn";

/** The words of a section's heading: a small eyebrow, the title and an optional lead. */
type HeadingText = { eyebrow: string; title: string; lead?: ReactNode };

/**
 * A page section with the site's vertical rhythm, labelled by its heading. Given the heading's
 * words it opens with a centred SectionHeading; a section that places its heading elsewhere
 * (beside other content) renders SectionHeading itself.
 */
export function Section({
  id,
  className,
  children,
  ...heading
}: {
  /** Used for the heading's id (`${id}-title`) and as the section's anchor. */
  id: string;
  className?: string;
  children: ReactNode;
} & (HeadingText | { [key in keyof HeadingText]?: never })) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("py-20 sm:py-24", className)}>
      <div className="container-page">
        {heading.title !== undefined && <SectionHeading id={id} {...heading} />}
        {children}
      </div>
    </section>
  );
}

/** The heading block of a section: a small eyebrow, an h2 (id `${id}-title`) and a lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  align?: "center" | "start";
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p className="text-sm font-semibold tracking-wide text-accent">{eyebrow}</p>
      <h2
        id={`${id}-title`}
        className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
      >
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-pretty text-muted">{lead}</p> : null}
    </div>
  );
}
