import type { ReactNode } from "react";
import { cn } from "./cn";
import { Icon, type IconName } from "./icons";

/**
 * A line led by a small accent icon: a ticked feature, an address, a phone number. `wide` sets
 * the icon a little further from the text (contact details), `relaxed` a little lower (text of
 * relaxed leading).
 */
export function IconLine({
  icon,
  as: Tag = "li",
  wide = false,
  relaxed = false,
  className,
  children,
}: {
  icon: IconName;
  as?: "li" | "p";
  wide?: boolean;
  relaxed?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={cn("flex", wide ? "gap-3" : "gap-2.5", className)}>
      <Icon
        name={icon}
        className={cn(relaxed ? "mt-1" : "mt-0.5", "size-4 shrink-0 text-accent")}
      />
      {children}
    </Tag>
  );
}

/** Ticked points in a list, each an IconLine with its words in a span. */
export function CheckList({
  items,
  wide,
  className,
  itemClassName,
}: {
  items: readonly string[];
  wide?: boolean;
  className: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <IconLine key={item} icon="check" wide={wide} relaxed className={itemClassName}>
          <span>{item}</span>
        </IconLine>
      ))}
    </ul>
  );
}
