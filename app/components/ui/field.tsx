import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn";
import { Icon } from "./icons";

/** The look of every text box, select and text area in the site's forms (`dense`: less tall). */
const controlClass = (dense: boolean) =>
  `block w-full rounded-xl border border-border bg-background px-4 ${dense ? "py-2" : "py-2.5"} text-base text-foreground shadow-xs transition-colors placeholder:text-muted/80 hover:border-muted/60 focus-visible:border-primary sm:text-sm aria-invalid:border-error`;

/** Props a field hands to its control, tying it to its label and message. */
export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

/**
 * A labelled form control with an optional hint and the server's message for it: the message
 * is tied to the control with aria-describedby and marks it aria-invalid. A `dense` field's
 * control is less tall (the chat's hand-off form).
 */
export function Field({
  label,
  name,
  error,
  hint,
  optional = false,
  dense = false,
  className,
  children,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  dense?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 flex items-baseline gap-2 text-sm font-medium">
        {label}
        {optional ? " " : null}
        {optional ? <span className="text-xs font-normal text-muted">(optional)</span> : null}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        className: controlClass(dense),
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-error-strong">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A native select with the site's look: the chevron is drawn over the right edge. */
export function SelectControl({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select {...props} className={cn(className, "appearance-none pr-10")}>
        {children}
      </select>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 7.5l5 5 5-5" />
      </svg>
    </div>
  );
}

/**
 * The honeypot: a field people never see or reach, which simple bots fill in. It sits off
 * screen (not display:none, which bots skip) and out of the tab order and accessibility tree.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
      <label>
        Leave this field empty
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          defaultValue=""
        />
      </label>
    </div>
  );
}
