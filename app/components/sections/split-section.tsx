import type { ReactNode } from "react";
import { Section, SectionHeading, type HeadingText } from "./section";

/**
 * A section in two columns with its heading at the top of the first. `children` follow the
 * heading in that column (without them the heading alone is the column), `beside` is the second
 * column and `below` spans both under them. `columns` sets the grid's tracks, gaps and alignment.
 */
export function SplitSection({
  id,
  className,
  columns,
  beside,
  below,
  children,
  ...heading
}: HeadingText & {
  id: string;
  className?: string;
  columns: string;
  beside: ReactNode;
  below?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Section id={id} className={className}>
      <div className={columns}>
        {children ? (
          <div>
            <SectionHeading {...heading} />
            {children}
          </div>
        ) : (
          <SectionHeading {...heading} />
        )}
        {beside}
      </div>
      {below}
    </Section>
  );
}
