import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "./cn";
import { Icon } from "./icons";

const variants = {
  primary:
    "bg-primary text-primary-foreground shadow-primary/25 hover:bg-primary-strong disabled:opacity-60",
  secondary: "border border-border bg-surface text-foreground hover:bg-surface-2",
  ghost: "text-foreground hover:bg-surface-2",
  inverse: "bg-white text-slate-900 hover:bg-slate-100",
};

const sizes = {
  xs: "h-8 px-3 text-xs",
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-7 text-base",
  icon: "size-10",
};

/** A primary button's shadow: its own, a deeper one (floating), or none (inline chips). */
const primaryShadows = { auto: "shadow-lg", raised: "shadow-xl", flat: "" };

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;
type ButtonShadow = keyof typeof primaryShadows;
type Styled = { variant?: ButtonVariant; size?: ButtonSize; shadow?: ButtonShadow };

/** The classes of a button of the given variant and size, for links and native buttons. */
export function buttonClass(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  shadow: ButtonShadow = "auto",
) {
  return cn(
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed",
    variants[variant],
    sizes[size],
    variant === "primary" && primaryShadows[shadow],
  );
}

export function Button({
  variant,
  size,
  shadow,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & Styled) {
  return (
    <button type={type} className={cn(buttonClass(variant, size, shadow), className)} {...props} />
  );
}

/** A link that looks like a button; `arrow` ends its label with an arrow onward. */
export function ButtonLink({
  variant,
  size,
  shadow,
  arrow = false,
  className,
  children,
  ...props
}: ComponentProps<typeof Link> & Styled & { arrow?: boolean }) {
  return (
    <Link className={cn(buttonClass(variant, size, shadow), className)} {...props}>
      {children}
      {arrow && <Icon name="arrowRight" className="size-4" />}
    </Link>
  );
}

/** A round ✕ button that closes or dismisses something; `label` names what it does. */
export function CloseButton({
  label,
  size,
  className,
  ...props
}: Omit<ComponentProps<"button">, "children"> & { size?: "sm" | "md"; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-foreground",
        size === "sm" ? "size-8" : "size-10",
        className,
      )}
      {...props}
    >
      <Icon name="close" className={size === "sm" ? "size-4" : "size-5"} />
    </button>
  );
}
