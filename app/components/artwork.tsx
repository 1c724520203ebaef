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
 * The site's own illustration where no picture is supplied (a service, a new project, post or
 * person): a gradient with soft shapes, a product window with a chart and the subject's icon,
 * all picked from a seed, drawn inline, so it costs no request and never shifts the layout.
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
  const cy = 15 + ((h >>> 8) % 50);
  // The window sits left or right of centre, beside the icon, with one of three charts.
  const wx = (h >>> 5) % 2 ? 76 : 20;
  const chart = (h >>> 7) % 3;
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
          d={`M0 ${60 + (h % 20)} Q 80 ${30 + ((h >>> 4) % 40)} 160 ${55 + ((h >>> 12) % 25)} V90 H0Z`}
          fill="black"
          opacity="0.15"
        />
        <g stroke="white" strokeOpacity="0.1" strokeWidth="0.4">
          {[20, 40, 60, 80, 100, 120, 140].map((x) => (
            <line key={x} x1={x} y1="0" x2={x} y2="90" />
          ))}
          {[18, 36, 54, 72].map((y) => (
            <line key={y} x1="0" y1={y} x2="160" y2={y} />
          ))}
        </g>
        {/* A product window in the seed's colours: a sidebar, lines of text and a chart. */}
        <g transform={`translate(${wx} 22)`}>
          <rect
            width="64"
            height="46"
            rx="3"
            fill="white"
            fillOpacity="0.16"
            stroke="white"
            strokeOpacity="0.35"
            strokeWidth="0.5"
          />
          <rect width="64" height="6" rx="3" fill="white" fillOpacity="0.22" />
          {[3, 6, 9].map((x) => (
            <circle key={x} cx={x} cy="3" r="0.9" fill="white" fillOpacity="0.8" />
          ))}
          <rect x="3" y="9" width="12" height="34" rx="1.5" fill="white" fillOpacity="0.12" />
          {[0, 1, 2].map((i) => (
            <rect
              key={i}
              x="19"
              y={10 + i * 4}
              width={[26, 18, 22][(h + i) % 3]}
              height="1.6"
              rx="0.8"
              fill="white"
              fillOpacity="0.55"
            />
          ))}
          {chart === 0 &&
            [0, 1, 2, 3, 4, 5].map((i) => {
              const bar = 6 + ((h >>> (i * 3)) % 14);
              return (
                <rect
                  key={i}
                  x={20 + i * 6.6}
                  y={42 - bar}
                  width="4"
                  height={bar}
                  rx="1"
                  fill="white"
                  fillOpacity="0.75"
                />
              );
            })}
          {chart === 1 && (
            <path
              d={`M19 ${40 - (h % 8)} C27 ${30 - ((h >>> 3) % 8)} 33 ${38 - ((h >>> 6) % 10)} 41 ${30 - ((h >>> 9) % 6)} S53 ${26 - ((h >>> 12) % 6)} 61 ${24 - ((h >>> 15) % 6)}`}
              fill="none"
              stroke="white"
              strokeOpacity="0.85"
              strokeWidth="1.4"
              strokeLinecap="round"
            />
          )}
          {chart === 2 && (
            <g fill="none" strokeWidth="3">
              <circle cx="40" cy="32" r="8" stroke="white" strokeOpacity="0.25" />
              <circle
                cx="40"
                cy="32"
                r="8"
                stroke="white"
                strokeOpacity="0.85"
                strokeDasharray={`${20 + (h % 25)} 60`}
                transform="rotate(-90 40 32)"
              />
            </g>
          )}
        </g>
      </svg>
      <span
        className={cn(
          "absolute inset-0 flex items-center",
          (h >>> 5) % 2 ? "justify-start pl-[14%]" : "justify-end pr-[14%]",
        )}
      >
        <span className="rounded-2xl bg-white/15 p-4 text-white ring-1 ring-white/25 backdrop-blur-sm">
          <Icon name={icon} className="size-10" />
        </span>
      </span>
    </div>
  );
}
