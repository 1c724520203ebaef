import { fullAddress, site } from "~/site";

const road = "fill-none stroke-surface dark:stroke-slate-500/60";
const roadCasing = "fill-none stroke-border dark:stroke-slate-950/60";
/** "3rd Floor, Lakeview Tech Centre, …" → "Lakeview Tech Centre" */
const building = site.address.street.split(",")[1]?.trim() ?? site.address.city;
const label = "fill-muted text-[9px] font-medium tracking-wide";

/** The lakes, park and roads named on the map, each where its label starts (or, `end`, ends). */
const places: readonly { name: string; x: number; y: number; anchor?: "end" }[] = [
  { name: "Upper Lake", x: 70, y: 98 },
  { name: "Lower Lake", x: 232, y: 136 },
  { name: "Van Vihar", x: 128, y: 170 },
  { name: "VIP Road", x: 58, y: 30 },
  // Named near the map's edge, away from the office and its label.
  { name: "Hoshangabad Rd", x: 334, y: 234, anchor: "end" },
  { name: "Link Road", x: 300, y: 126 },
];

/**
 * Our own drawing of Bhopal: the Upper and Lower Lakes, a few main roads and a marker at the
 * office. Drawn inline, so no map tiles or scripts come from anywhere else.
 */
export function BhopalMap() {
  return (
    <svg
      viewBox="0 0 360 240"
      role="img"
      aria-label={`Map of Bhopal showing the ${site.name} office at ${fullAddress}`}
      // Taller than drawn when its column is: the drawing is cut at the sides, not squeezed.
      preserveAspectRatio="xMidYMid slice"
      className="block h-auto w-full flex-auto"
    >
      <rect width="360" height="240" className="fill-surface-2" />
      {/* Blocks of the city east of the lakes. */}
      <g className="fill-border/40 dark:fill-white/4">
        <rect x="240" y="20" width="46" height="30" rx="4" />
        <rect x="296" y="18" width="52" height="40" rx="4" />
        <rect x="300" y="70" width="46" height="34" rx="4" />
        <rect x="196" y="196" width="50" height="34" rx="4" />
        <rect x="256" y="206" width="40" height="26" rx="4" />
      </g>
      {/* Van Vihar national park, south of the Upper Lake. */}
      <path
        d="M120 150 C150 142 190 146 214 160 C220 176 206 192 178 196 C150 198 124 188 114 172 Z"
        className="fill-emerald-300/50 dark:fill-emerald-600/20"
      />
      {/* Upper Lake (Bhojtal). */}
      <path
        d="M14 92 C22 66 58 52 92 58 C118 62 136 50 162 54 C190 58 206 74 222 90 C232 102 226 118 208 124 C186 132 170 124 150 132 C128 142 104 140 82 132 C60 126 40 130 24 120 C14 112 10 102 14 92 Z"
        className="fill-sky-300/70 stroke-sky-500/50 dark:fill-sky-500/25 dark:stroke-sky-400/40"
        strokeWidth="1.5"
      />
      {/* Lower Lake. */}
      <path
        d="M240 100 C248 90 264 90 272 98 C278 106 272 118 260 120 C248 122 236 112 240 100 Z"
        className="fill-sky-300/70 stroke-sky-500/50 dark:fill-sky-500/25 dark:stroke-sky-400/40"
        strokeWidth="1.5"
      />

      {/* Roads: a wide casing with the road drawn over it. */}
      <g strokeLinecap="round" strokeLinejoin="round">
        {[
          // VIP Road, along the lake's north shore.
          "M6 48 C60 34 120 30 170 38 C200 44 222 58 236 76",
          // Hamidia Road and on towards the east.
          "M236 76 C262 66 300 64 354 60",
          // Hoshangabad Road, south-east towards the office.
          "M262 124 C284 150 300 172 318 190 C330 202 342 216 354 232",
          // Link Road through the new city.
          "M222 150 C250 140 290 134 354 132",
          // Along the lake's east end.
          "M236 76 C244 86 250 110 262 124 C240 138 228 146 222 150",
        ].map((d) => (
          <g key={d}>
            <path d={d} className={roadCasing} strokeWidth="9" />
            <path d={d} className={road} strokeWidth="6" />
          </g>
        ))}
        {/* The railway line. */}
        <path
          d="M180 6 C210 30 236 44 270 50 C300 54 330 44 354 30"
          className="fill-none stroke-muted/50"
          strokeWidth="1.5"
          strokeDasharray="5 4"
        />
      </g>

      <g aria-hidden="true">
        {places.map(({ name, x, y, anchor }) => (
          <text key={name} x={x} y={y} textAnchor={anchor} className={label}>
            {name}
          </text>
        ))}
      </g>

      {/* North arrow. */}
      <g transform="translate(26 206)" aria-hidden="true">
        <circle r="13" className="fill-surface stroke-border" />
        <path d="M0 -8 L4 3 L0 0 L-4 3 Z" className="fill-foreground" />
        <text y="-15" textAnchor="middle" className="fill-muted text-[8px] font-semibold">
          N
        </text>
      </g>

      {/* The office. */}
      <g transform="translate(312 184)">
        <ellipse rx="9" ry="3.5" className="fill-foreground/20" />
        <ellipse rx="16" ry="6" className="fill-none stroke-primary/40" strokeWidth="1.5" />
        <path
          d="M0 0 C-9 -12 -13 -18 -13 -25 A13 13 0 0 1 13 -25 C13 -18 9 -12 0 0 Z"
          className="fill-primary stroke-surface"
          strokeWidth="2"
        />
        <circle cy="-25" r="4.5" className="fill-primary-foreground" />
        {/* The label sits right beside the pin's point, with a tick pointing at it. */}
        <g transform="translate(-142 -10)">
          <path d="M124 6 L131 10 L124 14 Z" className="fill-surface stroke-border" />
          <rect width="124" height="30" rx="8" className="fill-surface stroke-border" />
          <text x="10" y="13" className="fill-foreground text-[9px] font-semibold">
            {site.name}
          </text>
          <text x="10" y="24" className="fill-muted text-[8px]">
            {building}
          </text>
        </g>
      </g>
    </svg>
  );
}
