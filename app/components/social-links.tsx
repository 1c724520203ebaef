import { site } from "~/site";
import { cn } from "./ui/cn";

type Network = (typeof site.social)[number]["label"];

/** Simple marks drawn for this site (24×24, filled with currentColor), one per network. */
const marks: Record<Network, string> = {
  LinkedIn:
    "M4 3h16a1 1 0 011 1v16a1 1 0 01-1 1H4a1 1 0 01-1-1V4a1 1 0 011-1z M7 10v7h2.4v-7H7z M8.2 6.2a1.4 1.4 0 100 2.8 1.4 1.4 0 000-2.8z M11 10v7h2.4v-3.8c0-1 .6-1.6 1.4-1.6s1.2.6 1.2 1.6V17h2.4v-4.4c0-2-1.1-2.8-2.6-2.8-1 0-1.8.5-2.4 1.2V10H11z",
  GitHub:
    "M12 2.5a9.5 9.5 0 00-3 18.5c.5.1.7-.2.7-.5v-1.8c-2.7.6-3.3-1.2-3.3-1.2-.4-1.1-1.1-1.4-1.1-1.4-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.1-.2-4.4-1.1-4.4-4.8 0-1 .4-1.9 1-2.6-.1-.2-.4-1.2.1-2.6 0 0 .8-.3 2.6 1a9 9 0 014.8 0c1.8-1.3 2.6-1 2.6-1 .5 1.4.2 2.4.1 2.6.6.7 1 1.6 1 2.6 0 3.7-2.3 4.6-4.4 4.8.3.3.6.9.6 1.8v2.7c0 .3.2.6.7.5A9.5 9.5 0 0012 2.5z",
  X: "M4 3.5h4.6l3.8 5.3 4.5-5.3h2.3l-5.8 6.8 6.6 9.2h-4.6l-4.1-5.7-4.9 5.7H4.1l6.2-7.2L4 3.5z M7 5l9.1 13h1.3L8.3 5H7z",
  YouTube:
    "M21.6 7.2a2.6 2.6 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 002.4 7.2 27 27 0 002 12a27 27 0 00.4 4.8 2.6 2.6 0 001.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 001.8-1.8A27 27 0 0022 12a27 27 0 00-.4-4.8z M10 15.2l5.2-3.2L10 8.8v6.4z",
};

/**
 * The company's profiles on other networks, as plain links: nothing is loaded from those
 * networks until a visitor follows one. Each link is named for screen readers and shows a tooltip.
 */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul aria-label={`${site.name} elsewhere`} className={cn("flex flex-wrap gap-2", className)}>
      {site.social.map((profile) => (
        <li key={profile.label}>
          <a
            href={profile.href}
            rel="me noopener"
            target="_blank"
            aria-label={`${site.name} on ${profile.label} (opens in a new tab)`}
            title={`${site.name} on ${profile.label}`}
            className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-muted transition-colors hover:border-primary hover:text-foreground"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-5"
              fill="currentColor"
              fillRule="evenodd"
            >
              <path d={marks[profile.label]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
