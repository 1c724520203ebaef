import { createContext, use, type ReactNode } from "react";
import { ButtonLink } from "../ui/button";
import { cn } from "../ui/cn";

/** The words of a section's heading: a small eyebrow, the title and an optional lead. */
export type HeadingText = { eyebrow: string; title: string; lead?: ReactNode };

/** The id of the section being rendered, which names its heading. */
const SectionId = createContext<string | undefined>(undefined);

/**
 * A page section with the site's vertical rhythm, labelled by its heading. Given the heading's
 * words it opens with a centred SectionHeading, or with `action` a start-aligned one beside a
 * link onward ("View all projects"). A section that places its heading elsewhere (beside other
 * content) renders SectionHeading itself, or is a SplitSection.
 */
export function Section({
  id,
  className,
  action,
  children,
  ...heading
}: {
  /** Used for the heading's id (`${id}-title`) and as the section's anchor. */
  id: string;
  className?: string;
  action?: { to: string; label: string };
  children: ReactNode;
} & (HeadingText | { [key in keyof HeadingText]?: never })) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("py-20 sm:py-24", className)}>
      <SectionId value={id}>
        <div className="container-page">
          {heading.title !== undefined &&
            (action ? (
              <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
                <SectionHeading {...heading} />
                <ButtonLink
                  to={action.to}
                  variant="secondary"
                  className="self-start sm:self-auto"
                  arrow
                >
                  {action.label}
                </ButtonLink>
              </div>
            ) : (
              <SectionHeading {...heading} align="center" />
            ))}
          {children}
        </div>
      </SectionId>
    </section>
  );
}

/**
 * The heading block of a section: a small eyebrow, an h2 (id `${id}-title`, the enclosing
 * Section's id unless `id` names another) and a lead. Set beside other content it starts at the
 * start; a Section's own heading is centred.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "start",
}: HeadingText & { id?: string; align?: "center" | "start" }) {
  const sectionId = use(SectionId);
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p className="text-sm font-semibold tracking-wide text-accent">{eyebrow}</p>
      <h2
        id={`${id ?? sectionId}-title`}
        className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={cn(
            "mt-4 text-lg text-muted",
            align === "center" ? "text-balance" : "text-pretty",
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
