import { initials } from "~/content/team";
import { cn } from "./ui/cn";

/**
 * A post author's initials on a gradient, `className` its size. Not their portrait: a small
 * picture beside a page's cover is one more request while the cover loads, and on a phone it
 * made the cover (the page's largest element) later. The portraits are on the About page. The
 * name is written next to it, so it is hidden from assistive technology.
 */
function AuthorAvatar({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary/25 to-accent/25 text-xs font-bold text-primary ring-1 ring-primary/25",
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

/**
 * "By" a post's author, as a card and an article show it: the initials, then the name.
 * `className` sets the line's type, `avatarClassName` the initials' size.
 */
export function AuthorByline({
  name,
  className,
  avatarClassName,
}: {
  name: string;
  className: string;
  avatarClassName: string;
}) {
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <AuthorAvatar name={name} className={avatarClassName} />
      <p>
        <span className="sr-only">By </span>
        {name}
      </p>
    </div>
  );
}
