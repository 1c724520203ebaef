/**
 * The office, until photographs arrive: the Bhopal studio, its window on the Upper Lake and the
 * city's domes, desks with work on the screens, and a wall of sticky notes. 1600×1200 (4:3).
 */
import { circle, el, line, linear, path, radial, rect, skeleton, svg } from "./kit.ts";

const W = 1600;
const H = 1200;

/** A person seen from behind at a desk: hair, head, shoulders. */
function seated(cx: number, top: number, shirt: string, hair: string, skin: string, bun = false) {
  return [
    path(
      `M${cx - 80} ${top + 230} C${cx - 78} ${top + 140} ${cx - 50} ${top + 110} ${cx} ${top + 108} C${cx + 50} ${top + 110} ${cx + 78} ${top + 140} ${cx + 80} ${top + 230}Z`,
      { fill: shirt },
    ),
    rect(cx - 18, top + 80, 36, 40, skin, 12),
    el("ellipse", { cx, cy: top + 50, rx: 44, ry: 52, fill: hair }),
    bun ? circle(cx, top - 8, 22, hair) : "",
  ].join("");
}

/** A monitor on a stand, with something on its screen. */
function monitor(x: number, y: number, w: number, h: number, screen: string, content: string) {
  return [
    rect(x + w / 2 - 10, y + h, 20, 50, "#334155"),
    rect(x + w / 2 - 60, y + h + 46, 120, 12, "#334155", 6),
    rect(x, y, w, h, "#0f172a", 10),
    rect(x + 8, y + 8, w - 16, h - 16, screen, 4),
    content,
  ].join("");
}

function office(): string {
  const notes = [
    "#fde68a",
    "#a7f3d0",
    "#fbcfe8",
    "#bfdbfe",
    "#fde68a",
    "#c7d2fe",
    "#fed7aa",
    "#a7f3d0",
    "#fbcfe8",
  ];
  return svg(
    W,
    H,
    [
      // Wall and floor
      rect(0, 0, W, H, "url(#wall)"),
      rect(0, 900, W, 300, "url(#floor)"),
      // Window on the city: sky, the hills, the domes and minarets, the Upper Lake
      rect(80, 80, 900, 560, "#1e293b", 16),
      rect(96, 96, 868, 528, "url(#sky)", 8),
      circle(800, 220, 46, "#fef3c7", { opacity: 0.9 }),
      path("M96 430 C220 360 320 390 430 350 C560 300 700 380 964 330 V520 H96Z", {
        fill: "#7c9a8a",
        opacity: 0.7,
      }),
      // Domes and minarets on the skyline
      rect(360, 360, 200, 120, "#d9c0a3"),
      path("M400 360 a60 60 0 0 1 120 0z", { fill: "#e2c9ab" }),
      path("M372 362 a26 26 0 0 1 52 0z", { fill: "#e2c9ab" }),
      path("M496 362 a26 26 0 0 1 52 0z", { fill: "#e2c9ab" }),
      rect(332, 250, 22, 230, "#e2c9ab"),
      rect(566, 250, 22, 230, "#e2c9ab"),
      path("M332 250 l11 -34 l11 34z", { fill: "#c08457" }),
      path("M566 250 l11 -34 l11 34z", { fill: "#c08457" }),
      ...[0, 1, 2, 3].map((i) => rect(382 + i * 42, 410, 22, 40, "#c9b29c", 11)),
      rect(660, 400, 120, 80, "#cbd5e1"),
      rect(800, 380, 90, 100, "#e2e8f0"),
      rect(160, 410, 140, 70, "#d6d3d1"),
      // The lake
      rect(96, 470, 868, 154, "url(#lake)"),
      ...[0, 1, 2, 3, 4].map((i) =>
        line(140 + i * 170, 520 + (i % 2) * 40, 220 + i * 170, 520 + (i % 2) * 40, "#e0f2fe", 4, {
          opacity: 0.6,
        }),
      ),
      path("M600 560 l40 0 l-10 14 h-20z", { fill: "#fff", opacity: 0.9 }),
      // Window frame bars
      rect(520, 96, 16, 528, "#1e293b"),
      rect(96, 352, 868, 12, "#1e293b"),
      // Plant beside the window
      rect(1000, 560, 80, 90, "#b45309", 10),
      ...[
        [-40, -90],
        [0, -130],
        [40, -96],
        [-20, -60],
        [26, -50],
      ].map(([dx, dy]) =>
        el("ellipse", {
          cx: 1040 + dx!,
          cy: 560 + dy!,
          rx: 26,
          ry: 60,
          fill: "#15803d",
          transform: `rotate(${dx! / 2} ${1040 + dx!} ${560 + dy!})`,
        }),
      ),
      // Wall of sticky notes and a flow
      rect(1120, 90, 420, 520, "#f8fafc", 12, { stroke: "#cbd5e1", "stroke-width": 4 }),
      ...notes.map((c, i) =>
        rect(1150 + (i % 3) * 126, 120 + Math.floor(i / 3) * 110, 100, 86, c, 6, {
          transform: `rotate(${i % 2 ? 3 : -2} ${1200 + (i % 3) * 126} ${160 + Math.floor(i / 3) * 110})`,
        }),
      ),
      path("M1180 470 h120 v60 h-120z M1360 470 h140 v60 h-140z", {
        fill: "none",
        stroke: "#6366f1",
        "stroke-width": 5,
      }),
      path("M1300 500 h56", { stroke: "#6366f1", "stroke-width": 5 }),
      path("M1346 490 l12 10 l-12 10", { stroke: "#6366f1", "stroke-width": 5, fill: "none" }),
      // Long desk
      rect(40, 860, 1520, 30, "#78350f", 6),
      rect(40, 888, 1520, 14, "#451a03"),
      rect(100, 900, 24, 300, "#451a03"),
      rect(1476, 900, 24, 300, "#451a03"),
      // Screens: code, a dashboard, a design
      monitor(
        150,
        640,
        300,
        180,
        "#0b1220",
        skeleton(180, 670, [120, 200, 160, 90, 220, 140], "#38bdf8", 10, 22).replace(
          /fill="#38bdf8"/g,
          (m, i) => (i % 3 ? 'fill="#a78bfa"' : m),
        ),
      ),
      monitor(
        650,
        640,
        300,
        180,
        "#f8fafc",
        [
          rect(680, 672, 110, 60, "#c7d2fe", 6),
          rect(800, 672, 120, 60, "#a7f3d0", 6),
          path("M680 800 L730 760 L780 780 L840 742 L920 752", {
            stroke: "#6366f1",
            "stroke-width": 5,
            fill: "none",
          }),
        ].join(""),
      ),
      monitor(
        1150,
        640,
        300,
        180,
        "#fff7ed",
        [
          circle(1230, 730, 40, "#fb7185"),
          rect(1290, 690, 120, 18, "#fdba74", 9),
          rect(1290, 722, 90, 18, "#fcd34d", 9),
          rect(1290, 754, 110, 18, "#fdba74", 9),
        ].join(""),
      ),
      // People, from behind
      seated(300, 730, "#4f46e5", "#1c1917", "#b97a56"),
      seated(800, 730, "#0f766e", "#2b1d16", "#c98b62", true),
      seated(1300, 730, "#e11d48", "#111111", "#8d5a3b"),
      // Coffee cups and a laptop
      rect(520, 826, 36, 36, "#f8fafc", 6),
      rect(1030, 826, 36, 36, "#fde68a", 6),
      path("M470 860 l20 -50 h100 l20 50z", { fill: "#94a3b8" }),
      circle(400, 420, 600, "url(#light)"),
    ],
    [
      linear("wall", ["#f5efe6", "#e9dfd2"], 0, 1),
      linear("floor", ["#d6c3ad", "#b89b7e"], 0, 1),
      linear("sky", ["#fbcfa6", "#fde7d0", "#dbeafe"], 0, 1),
      linear("lake", ["#60a5fa", "#2563eb"], 0, 1),
      radial("light", "#fff7ed", 0.12),
    ],
  );
}

export const officeArtwork = { "bhopal-studio": office } as const;
