import type { ComponentProps } from "react";
import type { IconName } from "~/icon-names";

export type { IconName };

/** Stroke icons drawn for this site (24×24, currentColor). Decorative unless given a title. */
const paths: Readonly<Record<IconName, string>> = {
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  plus: "M12 5v14M5 12h14",
  sun: "M12 3v2m0 14v2M5.6 5.6l1.4 1.4m10 10l1.4 1.4M3 12h2m14 0h2M5.6 18.4L7 17M17 7l1.4-1.4M16 12a4 4 0 11-8 0 4 4 0 018 0z",
  moon: "M20 14.5A8 8 0 019.5 4a8 8 0 1010.5 10.5z",
  chat: "M4 5h16v11H8l-4 4V5z M8 9h8M8 12h5",
  send: "M4 12l16-8-6 16-2.5-6.5L4 12z",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  arrowLeft: "M19 12H5M11 6l-6 6 6 6",
  quote: "M8 4h8l4 4v12H4V4h4z M8 12h8M8 16h5",
  mapPin:
    "M12 21s-7-6.2-7-11.5a7 7 0 1114 0C19 14.8 12 21 12 21z M12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z",
  mail: "M3 6h18v12H3V6z M3 7l9 6 9-6",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18z M12 7v5l3 2",
  check: "M5 12.5l4.5 4.5L19 7",
  pause: "M8 5v14M16 5v14",
  play: "M7 4.5v15l12-7.5-12-7.5z",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z",
  alert: "M12 3l10 18H2L12 3z M12 10v4m0 3v.5",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16",
  cloud: "M7 18a5 5 0 01-.6-9.96A6 6 0 0118 9a4.5 4.5 0 01-.5 9H7z",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z M9 12l2 2 4-4",
  chart: "M4 20V10m6 10V4m6 16v-7m4 7H2",
  brain:
    "M9 4a3 3 0 00-3 3 3 3 0 00-2 5 3 3 0 002 5 3 3 0 006 0V7a3 3 0 00-3-3z M15 4a3 3 0 013 3 3 3 0 012 5 3 3 0 01-2 5 3 3 0 01-6 0",
  mobile: "M7 2h10v20H7V2z M11 18h2",
  server: "M4 4h16v6H4V4z M4 14h16v6H4v-6z M8 7h.01M8 17h.01",
  globe:
    "M12 21a9 9 0 100-18 9 9 0 000 18z M3 12h18 M12 3c2.5 3 2.5 15 0 18 M12 3c-2.5 3-2.5 15 0 18",
  palette:
    "M12 3a9 9 0 000 18c1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 004-4c0-4.7-4-8.5-9-8.5z M7.5 11h.01M10 7h.01M14.5 7h.01",
  infinity:
    "M7 9c-3 0-4 1.5-4 3s1 3 4 3c3.5 0 6.5-6 10-6 3 0 4 1.5 4 3s-1 3-4 3c-3.5 0-6.5-6-10-6z",
  headset: "M4 14v-2a8 8 0 0116 0v2 M4 14h3v5H4v-5z M17 14h3v5h-3v-5z",
  rocket:
    "M5 19l3-1 8-8c2-2 3-5 3-7-2 0-5 1-7 3l-8 8-1 3 2 2z M14 7a1 1 0 102 0 1 1 0 00-2 0 M9 15l-3-3",
  briefcase: "M3 8h18v12H3V8z M8 8V5h8v3 M3 13h18",
  users:
    "M9 11a4 4 0 100-8 4 4 0 000 8z M2 21a7 7 0 0114 0 M16 3.5a4 4 0 010 7.5 M18 14.5a6 6 0 014 6.5",
  target: "M12 21a9 9 0 100-18 9 9 0 000 18z M12 16a4 4 0 100-8 4 4 0 000 8z M12 12h.01",
  eye: "M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 15a3 3 0 100-6 3 3 0 000 6z",
  lightbulb:
    "M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0012 3z",
};

export function Icon({
  name,
  title,
  className = "size-5",
  ...props
}: { name: IconName; title?: string } & Omit<ComponentProps<"svg">, "children">) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <path d={paths[name]} />
    </svg>
  );
}
