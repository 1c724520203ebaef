import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "./cn";
import { Icon } from "./icons";

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed",
  {
    variants: {
      variant: {
        primary:
          "bg-primary text-primary-foreground shadow-primary/25 hover:bg-primary-strong disabled:opacity-60",
        secondary: "border border-border bg-surface text-foreground hover:bg-surface-2",
        ghost: "text-foreground hover:bg-surface-2",
        inverse: "bg-white text-slate-900 hover:bg-slate-100",
      },
      size: {
        xs: "h-8 px-3 text-xs",
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-7 text-base",
        icon: "size-10",
      },
      /** A primary button's shadow: its own, a deeper one (floating), or none (inline chips). */
      shadow: { auto: "", raised: "", flat: "" },
    },
    compoundVariants: [
      { variant: "primary", shadow: "auto", class: "shadow-lg" },
      { variant: "primary", shadow: "raised", class: "shadow-xl" },
    ],
    defaultVariants: { variant: "primary", size: "md", shadow: "auto" },
  },
);

type Styled = VariantProps<typeof buttonVariants>;
export type ButtonVariant = NonNullable<Styled["variant"]>;
export type ButtonSize = NonNullable<Styled["size"]>;
type ButtonShadow = NonNullable<Styled["shadow"]>;

/** The classes of a button of the given variant and size, for links and native buttons. */
export function buttonClass(variant?: ButtonVariant, size?: ButtonSize, shadow?: ButtonShadow) {
  return buttonVariants({ variant, size, shadow });
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
    <button
      type={type}
      className={cn(buttonVariants({ variant, size, shadow }), className)}
      {...props}
    />
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
    <Link className={cn(buttonVariants({ variant, size, shadow }), className)} {...props}>
      {children}
      {arrow && <Icon name="arrowRight" className="size-4" />}
    </Link>
  );
}

const closeButtonVariants = cva(
  "inline-flex shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-foreground",
  { variants: { size: { sm: "size-8", md: "size-10" } }, defaultVariants: { size: "md" } },
);

/** A round ✕ button that closes or dismisses something; `label` names what it does. */
export function CloseButton({
  label,
  size,
  className,
  ...props
}: Omit<ComponentProps<"button">, "children"> &
  VariantProps<typeof closeButtonVariants> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(closeButtonVariants({ size }), className)}
      {...props}
    >
      <Icon name="close" className={size === "sm" ? "size-4" : "size-5"} />
    </button>
  );
}
