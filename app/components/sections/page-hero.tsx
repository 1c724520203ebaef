import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../ui/button";
import { cn } from "../ui/cn";
import { Icon } from "../ui/icons";
import { titleWords } from "../ui/title-words";

/** The glow's tones: centred at full strength, fainter behind long reads, or to the left. */
const glows = {
  page: "bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklch,var(--primary)_28%,transparent),transparent)]",
  article:
    "bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklch,var(--primary)_24%,transparent),transparent)]",
  document:
    "bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklch,var(--primary)_22%,transparent),transparent)]",
  left: "bg-[radial-gradient(60rem_30rem_at_30%_-10%,color-mix(in_oklch,var(--primary)_28%,transparent),transparent)]",
};

/**
 * A page's opening band, clear of the fixed header: the soft indigo light from above (`glow`)
 * behind the page's width (`container`). `className` sets the band's padding. It is as tall as
 * its content and padding at every width: on a phone a short hero lets the next section start on
 * the first screen, which invites scrolling, rather than leaving empty space down to the floating
 * buttons' bar.
 */
export function HeroBand({
  as: Tag = "section",
  labelledBy,
  glow = "page",
  className = "pt-32 pb-16 sm:pt-40 sm:pb-20",
  container = "container-page",
  children,
}: {
  as?: "section" | "header";
  /** The id of the band's heading, when the band is a section of its own. */
  labelledBy?: string;
  glow?: keyof typeof glows;
  className?: string;
  container?: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={labelledBy} className={cn("relative isolate overflow-hidden", className)}>
      <div aria-hidden="true" className={`absolute inset-0 -z-10 ${glows[glow]}`} />
      <div className={container}>{children}</div>
    </Tag>
  );
}

/** The way back from a case study or an article to the list it belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-muted transition-colors hover:text-foreground"
    >
      <Icon name="arrowLeft" className="size-4" />
      {children}
    </Link>
  );
}

/**
 * The page's one h1 (its text the children) and the lead under it, in the site's hero type.
 * `offset` is the heading's distance from what is above it; `width` bounds the heading and, unless
 * `leadWidth` says otherwise, the lead; `centred` centres both in the band.
 */
export function HeroHeading({
  id,
  lead,
  offset = "mt-5",
  width,
  leadWidth = width,
  centred = false,
  children,
}: {
  id?: string;
  lead: ReactNode;
  offset?: string;
  width?: string;
  leadWidth?: string;
  centred?: boolean;
  children: string;
}) {
  const centre = centred && "mx-auto";
  return (
    <>
      <h1
        id={id}
        className={cn(
          centre,
          offset,
          width,
          "text-4xl font-bold tracking-tight text-balance sm:text-5xl",
        )}
      >
        {titleWords(children, "sm:inline-block")}
      </h1>
      <p
        className={cn(
          centre,
          "mt-5",
          leadWidth,
          "text-lg",
          // Centred lines read best of even length: no last line with one word alone.
          centred ? "text-balance" : "text-pretty",
          "text-muted",
        )}
      >
        {lead}
      </p>
    </>
  );
}

/**
 * The opening band of an inner page: an eyebrow, the page's one h1, a lead, optional actions and
 * what else belongs to the first screen (`below`).
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  jumps,
  below,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  /**
   * Buttons to sections of the page (by id), the first one primary: plain in-page anchors, so
   * they work before and without JavaScript.
   */
  jumps?: readonly { id: string; label: string }[];
  /** Other actions. */
  children?: ReactNode;
  /** Under the actions, e.g. a listing's filters. */
  below?: ReactNode;
}) {
  return (
    <HeroBand container="container-page text-center">
      <p className="text-sm font-semibold tracking-wide text-accent">{eyebrow}</p>
      <HeroHeading lead={lead} centred offset="mt-3" width="max-w-3xl" leadWidth="max-w-2xl">
        {title}
      </HeroHeading>
      {jumps || children ? (
        // Phones: full-width buttons, one under the other, as on the home and service pages.
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
          {jumps?.map((jump, i) => (
            <a
              key={jump.id}
              href={`#${jump.id}`}
              className={buttonClass(i === 0 ? "primary" : "secondary", "lg")}
            >
              {jump.label}
            </a>
          ))}
          {children}
        </div>
      ) : null}
      {below}
    </HeroBand>
  );
}
