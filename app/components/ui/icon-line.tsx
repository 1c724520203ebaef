import type { ReactNode } from "react";
import { cn } from "./cn";
import { Icon, type IconName } from "./icons";

/** A line led by a small accent icon: a ticked feature, an address, a phone number. */
export function IconLine({
  icon,
  as: Tag = "li",
  className,
  children,
}: {
  icon: IconName;
  as?: "li" | "p";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={cn("flex gap-2.5", className)}>
      <Icon name={icon} className="mt-0.5 size-4 shrink-0 text-accent" />
      {children}
    </Tag>
  );
}
