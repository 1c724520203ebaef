/**
 * Portrait-style illustrations of the team, until their photographs arrive: a person drawn in
 * flat shapes (no face, no likeness), in their own colours, before a motif of their work.
 * 800×1000 (4:5).
 */
import { circle, el, line, linear, path, radial, rect, svg } from "./kit.ts";

const W = 800;
const H = 1000;

type Look = {
  bg: [string, string];
  skin: string;
  shade: string;
  hair: string;
  hairStyle: "short" | "long" | "curly" | "bun";
  outfit: "blazer" | "top" | "polo" | "kurta";
  cloth: string;
  trim: string;
  glasses?: boolean;
  beard?: boolean;
  earrings?: string;
  motif: string;
};

function hairBack(style: Look["hairStyle"], color: string): string {
  if (style === "long")
    return path(
      "M270 380 C250 240 330 170 400 170 C470 170 550 240 530 380 L560 640 C500 670 300 670 240 640Z",
      { fill: color },
    );
  if (style === "bun") return circle(400, 158, 58, color);
  if (style === "short") return el("ellipse", { cx: 400, cy: 318, rx: 112, ry: 100, fill: color });
  return "";
}

function hairFront(style: Look["hairStyle"], color: string): string {
  switch (style) {
    case "short":
      return path(
        "M298 352 C284 230 340 186 404 186 C470 186 520 226 504 352 C494 300 470 262 430 256 C380 280 330 282 298 352Z",
        { fill: color },
      );
    case "curly":
      return [
        ...[
          [320, 290],
          [350, 240],
          [400, 222],
          [452, 240],
          [484, 290],
          [300, 340],
          [500, 338],
          [372, 226],
          [428, 226],
        ].map(([x, y]) => circle(x!, y!, 46, color)),
      ].join("");
    case "long":
      return path(
        "M296 380 C286 240 340 196 404 196 C470 196 520 240 506 380 C490 300 440 262 400 258 C360 262 312 300 296 380Z",
        { fill: color },
      );
    case "bun":
      return path(
        "M300 350 C290 236 344 200 402 200 C462 200 514 236 502 350 C486 290 450 256 400 252 C350 256 316 290 300 350Z",
        { fill: color },
      );
  }
}

function outfit(look: Look): string {
  const shoulders = "M120 1000 C130 800 230 730 400 720 C570 730 670 800 680 1000Z";
  switch (look.outfit) {
    case "blazer":
      return [
        path(shoulders, { fill: look.cloth }),
        path("M340 724 L400 860 L460 724 C440 716 360 716 340 724Z", { fill: look.trim }),
        path("M400 860 L372 930 L400 1000 L428 930Z", { fill: "#1e293b" }),
        path("M340 724 L300 760 L360 900 L400 860Z", { fill: look.shade, opacity: 0.5 }),
        path("M460 724 L500 760 L440 900 L400 860Z", { fill: look.shade, opacity: 0.5 }),
        rect(520, 860, 70, 10, look.trim, 5, { opacity: 0.7 }),
      ].join("");
    case "top":
      return [
        path(shoulders, { fill: look.cloth }),
        path("M336 726 C360 800 440 800 464 726", { fill: look.skin }),
        path("M336 726 C360 800 440 800 464 726", {
          fill: "none",
          stroke: look.trim,
          "stroke-width": 8,
        }),
      ].join("");
    case "polo":
      return [
        path(shoulders, { fill: look.cloth }),
        path("M350 722 L400 790 L450 722 L430 716 L400 760 L370 716Z", { fill: look.trim }),
        line(400, 790, 400, 880, look.shade, 6),
        circle(400, 815, 6, look.shade),
        circle(400, 850, 6, look.shade),
      ].join("");
    case "kurta":
      return [
        path(shoulders, { fill: look.cloth }),
        path("M360 724 L400 840 L440 724Z", { fill: look.skin }),
        path("M360 724 L400 840 L440 724", {
          fill: "none",
          stroke: look.trim,
          "stroke-width": 10,
          "stroke-linejoin": "round",
        }),
        ...[0, 1, 2, 3, 4].map((i) => circle(190 + i * 105, 960, 10, look.trim, { opacity: 0.8 })),
      ].join("");
  }
}

function portrait(look: Look): string {
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      look.motif,
      circle(400, 420, 330, "url(#glow)"),
      `<g transform="translate(0 60)">${hairBack(look.hairStyle, look.hair)}</g>`,
      // Neck, with the chin's shadow
      rect(350, 590, 100, 160, look.skin, 40),
      path("M350 596 C380 636 420 636 450 596 L450 630 C420 660 380 660 350 630Z", {
        fill: look.shade,
        opacity: 0.6,
      }),
      outfit(look),
      // Head, moved down so the neck stays short
      `<g transform="translate(0 60)">`,
      el("ellipse", { cx: 294, cy: 420, rx: 22, ry: 36, fill: look.shade }),
      el("ellipse", { cx: 506, cy: 420, rx: 22, ry: 36, fill: look.shade }),
      el("ellipse", { cx: 400, cy: 400, rx: 110, ry: 140, fill: look.skin }),
      path(
        "M300 430 C310 520 360 560 400 560 C440 560 490 520 500 430 C490 500 450 540 400 540 C350 540 310 500 300 430Z",
        { fill: look.shade, opacity: 0.35 },
      ),
      look.beard
        ? path(
            "M300 420 C306 520 350 566 400 566 C450 566 494 520 500 420 C480 480 450 500 400 500 C350 500 320 480 300 420Z",
            { fill: look.hair, opacity: 0.9 },
          )
        : "",
      hairFront(look.hairStyle, look.hair),
      look.glasses
        ? [
            rect(320, 380, 66, 48, "none", 14, { stroke: "#111827", "stroke-width": 7 }),
            rect(414, 380, 66, 48, "none", 14, { stroke: "#111827", "stroke-width": 7 }),
            line(386, 398, 414, 398, "#111827", 6),
          ].join("")
        : "",
      look.earrings
        ? circle(292, 470, 12, look.earrings) + circle(508, 470, 12, look.earrings)
        : "",
      "</g>",
    ],
    [linear("bg", look.bg), radial("glow", "#ffffff", 0.22)],
  );
}

/** Motifs: a blueprint grid, circuit traces, hexagons, and conversation bubbles. */
const blueprint = [
  ...Array.from({ length: 9 }, (_, i) =>
    line(i * 100, 0, i * 100, H, "#c7d2fe", 1.5, { opacity: 0.25 }),
  ),
  ...Array.from({ length: 11 }, (_, i) =>
    line(0, i * 100, W, i * 100, "#c7d2fe", 1.5, { opacity: 0.25 }),
  ),
  rect(540, 80, 200, 140, "none", 0, { stroke: "#e0e7ff", "stroke-width": 3, opacity: 0.45 }),
  line(540, 150, 740, 150, "#e0e7ff", 3, { opacity: 0.45 }),
  line(640, 80, 640, 220, "#e0e7ff", 3, { opacity: 0.45 }),
  circle(120, 160, 60, "none", { stroke: "#e0e7ff", "stroke-width": 3, opacity: 0.45 }),
].join("");

const circuit = [
  ...[
    "M0 140 H180 L240 200 H420",
    "M800 120 H620 L560 180 V300",
    "M0 620 H120 L180 560 V420",
    "M800 560 H680 L640 520 V380",
    "M560 40 V100 H720",
  ].map((d) => path(d, { stroke: "#f5d0fe", "stroke-width": 5, fill: "none", opacity: 0.4 })),
  ...[
    [420, 200],
    [560, 300],
    [180, 420],
    [640, 380],
    [720, 100],
  ].map(([x, y]) => circle(x!, y!, 12, "#f5d0fe", { opacity: 0.6 })),
].join("");

const hexagons = Array.from({ length: 5 * 6 }, (_, n) => {
  const r = Math.floor(n / 5);
  const c = n % 5;
  const cx = 80 + c * 170 + (r % 2) * 85;
  const cy = 70 + r * 148;
  const pts = Array.from({ length: 6 }, (_, k) => {
    const a = (Math.PI / 3) * k + Math.PI / 6;
    return `${(cx + 80 * Math.cos(a)).toFixed(1)},${(cy + 80 * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
  return el("polygon", {
    points: pts,
    fill: "none",
    stroke: "#a7f3d0",
    "stroke-width": 3,
    opacity: (n * 7) % 5 === 0 ? 0.5 : 0.16,
  });
}).join("");

const bubbles = [
  path(
    "M520 90 h200 a30 30 0 0 1 30 30 v80 a30 30 0 0 1 -30 30 h-130 l-40 36 v-36 h-30 a30 30 0 0 1 -30 -30 v-80 a30 30 0 0 1 30 -30z",
    { fill: "#fff", opacity: 0.22 },
  ),
  path(
    "M60 180 h170 a26 26 0 0 1 26 26 v64 a26 26 0 0 1 -26 26 h-24 v32 l-36 -32 h-110 a26 26 0 0 1 -26 -26 v-64 a26 26 0 0 1 26 -26z",
    { fill: "#fff", opacity: 0.16 },
  ),
  ...[0, 1, 2].map((i) => circle(590 + i * 50, 160, 12, "#fff", { opacity: 0.5 })),
  path("M110 230 h100 M110 260 h70", {
    stroke: "#fff",
    "stroke-width": 10,
    "stroke-linecap": "round",
    opacity: 0.35,
  }),
].join("");

export const teamArtwork = {
  "arjun-mehta": () =>
    portrait({
      bg: ["#312e81", "#1e40af"],
      skin: "#b97a56",
      shade: "#9c6444",
      hair: "#1c1917",
      hairStyle: "short",
      outfit: "blazer",
      cloth: "#1e293b",
      trim: "#f8fafc",
      beard: true,
      motif: blueprint,
    }),
  "priya-sharma": () =>
    portrait({
      bg: ["#6d28d9", "#c026d3"],
      skin: "#d9a177",
      shade: "#bf8660",
      hair: "#231815",
      hairStyle: "long",
      outfit: "top",
      cloth: "#0f766e",
      trim: "#5eead4",
      glasses: true,
      motif: circuit,
    }),
  "vikram-rao": () =>
    portrait({
      bg: ["#064e3b", "#0e7490"],
      skin: "#8d5a3b",
      shade: "#744a30",
      hair: "#111111",
      hairStyle: "curly",
      outfit: "polo",
      cloth: "#e2e8f0",
      trim: "#cbd5e1",
      motif: hexagons,
    }),
  "ananya-kulkarni": () =>
    portrait({
      bg: ["#c2410c", "#e11d48"],
      skin: "#c98b62",
      shade: "#ad7350",
      hair: "#2b1d16",
      hairStyle: "bun",
      outfit: "kurta",
      cloth: "#fbbf24",
      trim: "#7c2d12",
      earrings: "#fde68a",
      motif: bubbles,
    }),
} as const;
