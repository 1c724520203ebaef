/**
 * The names of the site's icons, drawn in components/ui/icons.tsx. Plain data, so content can
 * name an icon, and its schema check the name, without importing a component.
 */
export const iconNames = [
  "menu",
  "close",
  "plus",
  "sun",
  "moon",
  "chat",
  "send",
  "arrowRight",
  "arrowLeft",
  "quote",
  "mapPin",
  "phone",
  "mail",
  "clock",
  "check",
  "pause",
  "play",
  "star",
  "alert",
  "code",
  "cloud",
  "shield",
  "chart",
  "brain",
  "mobile",
  "server",
  "globe",
  "palette",
  "infinity",
  "headset",
  "rocket",
  "briefcase",
  "users",
  "target",
  "eye",
  "lightbulb",
] as const;

export type IconName = (typeof iconNames)[number];
