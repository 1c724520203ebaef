import { Children, type ReactNode } from "react";
import { cn } from "../ui/cn";

/**
 * Cards in a grid under a section's heading: one column on phones, two from `sm`, and on large
 * screens four cards in one row when there are four, any other number in rows of three. The
 * cards are its children, each its own `li`; `ordered` when their order means something (steps).
 */
export function CardGrid({
  ordered = false,
  children,
}: {
  ordered?: boolean;
  children: ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  const columns = Children.count(children) === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <List className={cn("mt-12 grid gap-6 sm:grid-cols-2 lg:mt-16", columns)}>{children}</List>
  );
}
