import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "./cn";
import { Icon } from "./icons";
import { titleWords } from "./title-words";

/**
 * The link that covers a whole card: named by the card's title (read by screen readers only,
 * the eye sees the card) and described by its summary, the element with id `describedBy`.
 */
export function CardLink({
  to,
  title,
  describedBy,
  className,
  children,
}: {
  to: string;
  title: string;
  describedBy: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-describedby={describedBy}
      className={cn("absolute inset-0 z-10 rounded-2xl", className)}
    >
      <span className="sr-only">{title}</span>
      {children}
    </Link>
  );
}

const stretched = "rounded-sm outline-offset-4 before:absolute before:inset-0 before:rounded-2xl";

/**
 * A card's title as its link, stretched by a layer over the whole card (which is `relative`), so
 * the card is one link named by its title and other text in it stays selectable.
 */
export function TitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={stretched}>
      {typeof children === "string" ? titleWords(children) : children}
    </Link>
  );
}

/**
 * The arrow of a card that is one link: it moves a little onward while the pointer is over the
 * card (a `group`), unless the visitor prefers less motion.
 */
export function CardArrow({ className = "size-4" }: { className?: string }) {
  return (
    <Icon
      name="arrowRight"
      className={cn(className, "transition-transform motion-safe:group-hover:translate-x-1")}
    />
  );
}
