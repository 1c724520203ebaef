import type { ReactNode } from "react";

/**
 * The heading of a step in a numbered list: the eye reads the number from the list's marker,
 * a screen reader hears it first ("Step 2: …").
 */
export function StepTitle({
  number,
  className,
  children,
}: {
  number: number;
  className: string;
  children: ReactNode;
}) {
  return (
    <h3 className={className}>
      <span className="sr-only">Step {number}: </span>
      {children}
    </h3>
  );
}
