import { cn } from "../ui/cn";

/** The type of a step's title and text: large on a page's process, small in a side panel. */
const sizes = {
  lg: ["text-lg font-semibold", "mt-2"],
  sm: ["text-sm font-semibold", "mt-1"],
} as const;

/**
 * A step of a numbered list: its title (an h3) and what happens in it. The eye reads the number
 * from the list's marker, a screen reader hears it first ("Step 2: …"). `className` places the
 * title.
 */
export function StepText({
  number,
  title,
  text,
  size = "lg",
  className,
}: {
  number: number;
  title: string;
  text: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [titleType, textOffset] = sizes[size];
  return (
    <>
      <h3 className={cn(className, titleType)}>
        <span className="sr-only">Step {number}: </span>
        {title}
      </h3>
      <p className={cn(textOffset, "text-sm/6 text-muted")}>{text}</p>
    </>
  );
}

/** A step's number as the list shows it, "01", "02", …: for the eye only (StepText says it). */
export function StepNumber({ number, className }: { number: number; className: string }) {
  return (
    <span aria-hidden="true" className={className}>
      {String(number).padStart(2, "0")}
    </span>
  );
}
