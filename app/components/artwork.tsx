import { useId } from "react";
import { cn } from "./ui/cn";
import { Icon, type IconName } from "./ui/icons";

/** Colour pairs the artwork draws from; every pair keeps white text and icons readable. */
const palettes = [
  ["#4f46e5", "#0891b2"],
  ["#7c3aed", "#db2777"],
  ["#0f766e", "#2563eb"],
  ["#b45309", "#be123c"],
  ["#1d4ed8", "#7c3aed"],
  ["#047857", "#0e7490"],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * The site's own illustration for a project, post or person: a gradient with soft shapes and
 * an icon, drawn inline from a seed, so it costs no request and never shifts the layout.
 */
export function Artwork({
  seed,
  icon,
  label,
  className,
}: {
  seed: string;
  icon: IconName;
  /** What the picture shows, for screen readers. */
  label: string;
  className?: string;
}) {
  const id = useId();
  const h = hash(seed);
  const [from, to] = palettes[h % palettes.length]!;
  const cx = 20 + (h % 60);
  const cy = 15 + ((h >> 8) % 50);
  return (
    <div
      role="img"
      aria-label={label}
      className={cn("relative isolate overflow-hidden", className)}
    >
      <svg
        viewBox="0 0 160 90"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        </defs>
        <rect width="160" height="90" fill={`url(#${id})`} />
        <circle cx={cx} cy={cy} r="38" fill="white" opacity="0.08" />
        <circle cx={160 - cx / 2} cy={90 - cy / 3} r="28" fill="white" opacity="0.1" />
        <path
          d={`M0 ${60 + (h % 20)} Q 80 ${30 + ((h >> 4) % 40)} 160 ${55 + ((h >> 12) % 25)} V90 H0Z`}
          fill="black"
          opacity="0.15"
        />
        <g stroke="white" strokeOpacity="0.12" strokeWidth="0.4">
          {[20, 40, 60, 80, 100, 120, 140].map((x) => (
            <line key={x} x1={x} y1="0" x2={x} y2="90" />
          ))}
          {[18, 36, 54, 72].map((y) => (
            <line key={y} x1="0" y1={y} x2="160" y2={y} />
          ))}
        </g>
      </svg>
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="rounded-2xl bg-white/15 p-4 text-white ring-1 ring-white/25 backdrop-blur-sm">
          <Icon name={icon} className="size-10" />
        </span>
      </span>
    </div>
  );
}
