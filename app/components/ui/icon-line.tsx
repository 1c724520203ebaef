import type { ReactNode } from "react";
import { cn } from "./cn";
import { Icon, type IconName } from "./icons";

/**
 * A line led by a small accent icon: a ticked feature, an address, a phone number. `wide` sets
 * the icon a little further from the text (contact details).
 */
export function IconLine({
  icon,
  as: Tag = "li",
  wide = false,
  className,
  children,
}: {
  icon: IconName;
  as?: "li" | "p";
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={cn("flex", wide ? "gap-3" : "gap-2.5", className)}>
      <Icon name={icon} className="mt-0.5 size-4 shrink-0 text-accent" />
      {children}
    </Tag>
  );
}
