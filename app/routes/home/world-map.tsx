import { useId } from "react";
import { useHydrated } from "~/components/shell/use-hydrated";
import { cn } from "~/components/ui/cn";
import type { CountryMarker } from "~/content/regions";

/**
 * The continents, simplified by hand as [longitude, latitude] outlines. Drawn on an
 * equirectangular grid from 84°N to 62°S; no map data is fetched.
 */
const landmasses: readonly (readonly (readonly [number, number])[])[] = [
  // North America
  [
    [-168, 65],
    [-162, 70],
    [-150, 71],
    [-140, 70],
    [-125, 70],
    [-110, 72],
    [-95, 72],
    [-82, 70],
    [-75, 65],
    [-62, 60],
    [-56, 52],
    [-66, 45],
    [-70, 42],
    [-76, 37],
    [-81, 31],
    [-80, 26],
    [-82, 28],
    [-84, 30],
    [-90, 29.5],
    [-97, 27],
    [-98, 22],
    [-95, 18.5],
    [-90, 21],
    [-87, 21],
    [-88, 16],
    [-83, 15],
    [-83, 10],
    [-79, 9],
    [-77, 8],
    [-80, 7],
    [-86, 11],
    [-92, 14.5],
    [-97, 16],
    [-105, 20],
    [-106, 23],
    [-112, 29],
    [-114, 31],
    [-110, 24],
    [-115, 28],
    [-117, 33],
    [-121, 35],
    [-124, 40],
    [-124, 46],
    [-123, 49],
    [-131, 54],
    [-137, 58],
    [-147, 61],
    [-153, 59],
    [-158, 57],
    [-165, 55],
    [-158, 59],
    [-163, 60],
    [-165, 63],
  ],
  // Arctic Canada and Baffin Island
  [
    [-120, 73],
    [-100, 77],
    [-80, 80],
    [-68, 83],
    [-90, 82],
    [-115, 78],
  ],
  [
    [-80, 63],
    [-62, 66],
    [-70, 73],
    [-85, 73],
  ],
  // Greenland
  [
    [-73, 78],
    [-60, 82],
    [-30, 83],
    [-20, 80],
    [-20, 72],
    [-25, 68],
    [-40, 65],
    [-44, 60],
    [-50, 64],
    [-54, 68],
    [-58, 75],
  ],
  // Cuba
  [
    [-85, 22],
    [-80, 23],
    [-74, 20],
    [-78, 20],
  ],
  // South America
  [
    [-80, 9],
    [-75, 11],
    [-72, 12],
    [-62, 10.5],
    [-52, 5],
    [-50, 0],
    [-44, -2],
    [-35, -5],
    [-35, -9],
    [-39, -14],
    [-40, -21],
    [-48, -26],
    [-53, -34],
    [-58, -38],
    [-62, -39],
    [-65, -42],
    [-65, -47],
    [-69, -51],
    [-68, -55],
    [-74, -53],
    [-75, -47],
    [-73, -40],
    [-71, -30],
    [-70, -18],
    [-76, -14],
    [-81, -6],
    [-80, -2],
    [-78, 2],
  ],
  // Iceland, Great Britain, Ireland
  [
    [-24, 65],
    [-14, 65],
    [-15, 66.5],
    [-22, 66.5],
  ],
  [
    [-5, 50],
    [1.5, 51],
    [0, 53],
    [-2, 56],
    [-3, 58.5],
    [-6, 58],
    [-5, 55],
    [-3, 54],
    [-4.5, 52.5],
  ],
  [
    [-10, 52],
    [-6, 52],
    [-6, 55],
    [-8, 55],
  ],
  // Europe and Asia
  [
    [-9, 37],
    [-9, 43],
    [-2, 43.5],
    [-1, 46],
    [-4.5, 48.5],
    [2, 51],
    [5, 53],
    [8, 54],
    [9, 57],
    [12, 56],
    [10.5, 59.5],
    [5, 58],
    [5, 62],
    [12, 66],
    [16, 69],
    [25, 71],
    [30, 70],
    [41, 67],
    [40, 64],
    [44, 66],
    [50, 68],
    [60, 69],
    [70, 73],
    [80, 73],
    [95, 76],
    [105, 78],
    [112, 74],
    [130, 72],
    [140, 72],
    [160, 70],
    [170, 70],
    [180, 68],
    [180, 65],
    [172, 64],
    [163, 60],
    [162, 56],
    [156, 51],
    [156, 57],
    [150, 59],
    [142, 59],
    [137, 54],
    [140, 48],
    [135, 43],
    [130, 42],
    [129, 35],
    [127, 37],
    [126, 39],
    [122, 40],
    [121, 37],
    [119, 35],
    [122, 31],
    [120, 26],
    [116, 23],
    [110, 21],
    [108, 21],
    [106, 18],
    [109, 12],
    [105, 9],
    [103, 11],
    [100, 13],
    [99, 9],
    [103, 1.5],
    [100, 3],
    [98, 8],
    [98, 16],
    [94, 16],
    [92, 21],
    [90, 22],
    [87, 21],
    [80, 15],
    [80, 10],
    [77, 8],
    [73, 16],
    [72, 21],
    [69, 22],
    [67, 25],
    [61, 25],
    [57, 26],
    [55, 24],
    [52, 24],
    [56, 26],
    [50, 30],
    [48, 30],
    [51, 27],
    [57, 22],
    [59, 22],
    [55, 17],
    [52, 16],
    [44, 12.5],
    [43, 15],
    [39, 22],
    [35, 28],
    [34, 31],
    [35, 33],
    [36, 36],
    [30, 36],
    [27, 37],
    [26, 40],
    [23, 40],
    [24, 38],
    [22, 37],
    [21, 39],
    [19, 42],
    [14, 45],
    [12.5, 44],
    [16, 41],
    [18, 40],
    [16, 38],
    [12, 42],
    [10, 44],
    [7, 43.5],
    [3, 43],
    [3, 42],
    [0, 39],
    [-2, 37],
  ],
  // Africa and Madagascar
  [
    [-17, 21],
    [-16, 28],
    [-10, 30],
    [-6, 36],
    [10, 37],
    [11, 33],
    [20, 31],
    [30, 31],
    [34, 28],
    [37, 22],
    [39, 15],
    [43, 12],
    [51, 12],
    [48, 5],
    [40, -3],
    [39, -7],
    [40, -15],
    [35, -20],
    [35, -25],
    [32, -29],
    [27, -34],
    [20, -35],
    [18, -32],
    [15, -27],
    [12, -17],
    [13, -11],
    [9, -1],
    [9, 4],
    [5, 4.5],
    [-2, 5],
    [-8, 4.5],
    [-12, 7],
    [-17, 14],
  ],
  [
    [44, -25],
    [47, -25],
    [50, -15],
    [49, -12],
    [44, -16],
  ],
  // Sri Lanka, Japan, Philippines
  [
    [80, 6],
    [82, 7],
    [81, 9.5],
    [80, 9],
  ],
  [
    [130, 31],
    [132, 34],
    [135, 34],
    [140, 35],
    [141, 38],
    [142, 42],
    [145, 44],
    [141, 45],
    [140, 41],
    [138, 37],
    [133, 35.5],
    [130, 33.5],
  ],
  [
    [120, 18],
    [122, 18],
    [124, 12],
    [126, 7],
    [122, 7],
    [120, 14],
  ],
  // Sumatra, Borneo, Java, New Guinea
  [
    [95, 5.5],
    [98, 4],
    [106, -6],
    [102, -4],
    [96, 3],
  ],
  [
    [109, 2],
    [113, 3],
    [117, 7],
    [119, 1],
    [116, -4],
    [110, -3],
  ],
  [
    [106, -6],
    [114, -7],
    [114, -8.5],
    [106, -7],
  ],
  [
    [131, -1],
    [138, -2],
    [147, -6],
    [150, -10],
    [141, -9],
    [138, -8],
    [134, -4],
  ],
  // Australia and New Zealand
  [
    [114, -22],
    [114, -26],
    [115, -34],
    [118, -35],
    [124, -33],
    [131, -31],
    [135, -35],
    [138, -34],
    [140, -38],
    [146, -39],
    [150, -37],
    [153, -32],
    [153, -25],
    [149, -20],
    [146, -18],
    [145, -14],
    [142, -10.5],
    [141, -17],
    [136, -15],
    [137, -12],
    [132, -11],
    [129, -15],
    [125, -14],
    [121, -19],
  ],
  [
    [172, -34],
    [178, -38],
    [175, -41],
    [172, -42],
    [167, -46],
    [170, -46],
    [174, -41],
  ],
];

const NORTH = 84;
const SOUTH = -62;
const WIDTH = 360;
const HEIGHT = NORTH - SOUTH;

/** Longitude and latitude to map units. */
function project(lon: number, lat: number): [number, number] {
  return [lon + 180, NORTH - lat];
}

const landPath = landmasses
  .map(
    (outline) =>
      outline
        .map(([lon, lat], i) => {
          const [x, y] = project(lon, lat);
          return `${i === 0 ? "M" : "L"}${x} ${y}`;
        })
        .join("") + "Z",
  )
  .join("");

/** A curved line from home to a marker, bowed towards the pole. */
function arc(from: [number, number], to: [number, number]): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const lift = Math.min(40, Math.hypot(x2 - x1, y2 - y1) / 3);
  return `M${x1} ${y1}Q${(x1 + x2) / 2} ${Math.min(y1, y2) - lift} ${x2} ${y2}`;
}

/**
 * A dotted world map, drawn inline, with a labelled marker for each country in `markers`.
 * The first marker is home: the arcs start there.
 *
 * The map is drawn in the browser: the prerendered page has the picture's place (its viewBox, so
 * nothing moves when it is drawn) and its name, which lists every country, and the region list
 * below says the rest. Its outlines and markers (1.7 KB of the home page's HTML, brotli) would
 * take that page past what arrives in the first round trip of a connection (10 TCP segments,
 * 14.6 KB with the headers): its first paint waited one round trip more, about 0.15 s on a
 * mobile connection. The code is in the section's chunk either way.
 */
export function WorldMap({
  markers,
  className,
}: {
  markers: readonly CountryMarker[];
  className?: string;
}) {
  const id = useId();
  const drawn = useHydrated();
  const [home, ...others] = markers;
  const homePoint = home ? project(home.lon, home.lat) : undefined;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title`}
      className={cn("block h-auto w-full", className)}
    >
      <title id={`${id}-title`}>
        {`World map marking the countries where we have clients: ${markers.map((marker) => marker.country).join(", ")}`}
      </title>
      {drawn ? (
        <>
          <defs>
            <pattern id={`${id}-dots`} width="3" height="3" patternUnits="userSpaceOnUse">
              <circle cx="1.5" cy="1.5" r="0.8" className="fill-foreground/30" />
            </pattern>
            <linearGradient id={`${id}-arc`} x1="0" x2="1" y1="0" y2="0">
              <stop offset="0" className="[stop-color:var(--accent)]" />
              <stop offset="1" className="[stop-color:var(--primary)]" />
            </linearGradient>
          </defs>
          <path d={landPath} fill={`url(#${id}-dots)`} />
          <path d={landPath} className="fill-foreground/[0.03]" />

          {homePoint
            ? others.map((marker) => (
                <path
                  key={marker.id}
                  d={arc(homePoint, project(marker.lon, marker.lat))}
                  fill="none"
                  stroke={`url(#${id}-arc)`}
                  strokeWidth="0.8"
                  strokeDasharray="2 2"
                  strokeLinecap="round"
                  opacity="0.8"
                />
              ))
            : null}

          {markers.map((marker, i) => {
            const [x, y] = project(marker.lon, marker.lat);
            const isHome = i === 0;
            const right = marker.labelSide === "right";
            return (
              <g key={marker.id} className={isHome ? "text-accent" : "text-primary"}>
                <circle
                  cx={x}
                  cy={y}
                  r={isHome ? 7 : 5.5}
                  className="fill-current opacity-20 motion-safe:animate-pulse"
                />
                <circle
                  cx={x}
                  cy={y}
                  r={isHome ? 3 : 2.4}
                  className="fill-current stroke-surface"
                  strokeWidth="1"
                />
                <text
                  x={right ? x + 7 : x - 7}
                  y={y}
                  dy="0.35em"
                  textAnchor={right ? "start" : "end"}
                  // On phones the map is too small for readable labels: a legend below it names the markers.
                  className="fill-foreground stroke-surface font-semibold [paint-order:stroke] [stroke-linejoin:round] max-sm:hidden sm:text-[8px] sm:[stroke-width:2px] lg:text-[5.5px] lg:[stroke-width:1.5px]"
                >
                  {marker.country}
                </text>
              </g>
            );
          })}
        </>
      ) : null}
    </svg>
  );
}
