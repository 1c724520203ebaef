import { cn } from "./cn";
import { Icon, type IconName } from "./icons";

const sizes = {
  sm: ["size-10 rounded-xl", "size-5"],
  md: ["size-12 rounded-xl", "size-6"],
  lg: ["size-14 rounded-2xl", "size-7"],
} as const;

/**
 * An icon on the site's soft indigo-to-cyan tile, as cards and heroes open with it; `fromSm`
 * shows it on screens from the `sm` breakpoint up only.
 */
export function IconBadge({
  name,
  size = "md",
  fromSm = false,
  className,
}: {
  name: IconName;
  size?: keyof typeof sizes;
  fromSm?: boolean;
  className?: string;
}) {
  const [tile, icon] = sizes[size];
  return (
    <span
      className={cn(
        fromSm ? "hidden sm:inline-flex" : "inline-flex",
        "items-center justify-center bg-gradient-to-br from-primary/20 to-accent/20 text-primary ring-1 ring-primary/25",
        tile,
        className,
      )}
    >
      <Icon name={name} className={icon} />
    </span>
  );
}
