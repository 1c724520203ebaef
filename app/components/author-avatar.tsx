import { initials, team } from "~/content/team";
import { teamPortraits } from "~/content/team-pictures";
import { Picture } from "./picture";
import { cn } from "./ui/cn";

/**
 * A post author's face: their team portrait when the team has one, else their initials. The
 * name is written next to it, so the picture has no text (alt="") and the initials are hidden
 * from assistive technology. `className` sets its size.
 */
function AuthorAvatar({ name, className }: { name: string; className: string }) {
  const member = team.find((person) => person.name === name);
  const portrait = member && teamPortraits[member.slug];
  const frame = cn("shrink-0 rounded-full ring-1 ring-primary/25", className);
  return (
    <Picture
      picture={portrait && { ...portrait, alt: "" }}
      sizes="40px"
      className={frame}
      fallback={
        <span
          aria-hidden="true"
          className={cn(
            "inline-flex items-center justify-center bg-gradient-to-br from-primary/25 to-accent/25 text-xs font-bold text-primary",
            frame,
          )}
        >
          {initials(name)}
        </span>
      }
    />
  );
}

/**
 * "By" a post's author, as a card and an article show it: the face, then the name. `className`
 * sets the line's type, `avatarClassName` the face's size.
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
