import { cn } from "~/components/ui/cn";
import { initials } from "~/content/team";

const tones = [
  "from-indigo-600 via-indigo-500 to-cyan-600",
  "from-violet-700 via-purple-600 to-fuchsia-600",
  "from-teal-700 via-teal-600 to-blue-600",
  "from-amber-600 via-orange-600 to-rose-600",
] as const;

/**
 * The stand-in for a team member who has no portrait yet: a gradient, a soft silhouette and
 * the initials, in colours picked by the name. It has a fixed aspect ratio and costs no request.
 */
export function TeamPortrait({
  name,
  alt,
  className,
}: {
  name: string;
  alt: string;
  className?: string;
}) {
  const tone = tones[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % tones.length]!;
  return (
    <div
      role="img"
      aria-label={alt}
      className={cn(
        "relative isolate overflow-hidden bg-gradient-to-br text-white",
        tone,
        className,
      )}
    >
      <svg
        viewBox="0 0 160 200"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
        aria-hidden="true"
      >
        <circle cx="130" cy="30" r="46" fill="white" opacity="0.08" />
        <circle cx="18" cy="120" r="30" fill="white" opacity="0.06" />
        <g stroke="white" strokeOpacity="0.1" strokeWidth="0.5">
          {[32, 64, 96, 128].map((x) => (
            <line key={x} x1={x} y1="0" x2={x} y2="200" />
          ))}
          {[40, 80, 120, 160].map((y) => (
            <line key={y} x1="0" y1={y} x2="160" y2={y} />
          ))}
        </g>
        <path d="M14 200c0-42 28-66 66-66s66 24 66 66z" fill="white" opacity="0.16" />
        <circle cx="80" cy="86" r="36" fill="white" opacity="0.2" />
        <text
          x="80"
          y="86"
          textAnchor="middle"
          dominantBaseline="central"
          fill="white"
          fontSize="26"
          fontWeight="700"
          letterSpacing="1"
        >
          {initials(name)}
        </text>
      </svg>
    </div>
  );
}
