/**
 * One cover per article, showing what it is about. 1600×800 (2:1): the article's header shows
 * it whole, cards crop its sides a little, so each composition keeps its subject in the middle.
 */
import { circle, curve, el, line, linear, path, radial, rect, svg, text } from "./kit.ts";

const W = 1600;
const H = 800;

/** A label in the top right corner (cards put the category top left): the subject in capitals. */
function chip(label: string, fill: string, ink: string) {
  const width = label.length * 17 + 48;
  // Clear of the sides that cards crop (2:1 shown at 16:9).
  const x = W - 120 - width;
  return (
    rect(x, 70, width, 48, fill, 24) +
    text(x + 24, 102, label, { size: 20, weight: "bold", fill: ink, spacing: 2 })
  );
}

/** AI in business: a model's network on the left becomes a checked, running workflow on the right. */
function futureOfAi(): string {
  const layers = [
    [560, 260, 340, 420, 500, 580],
    [690, 220, 300, 380, 460, 540, 620],
    [820, 300, 380, 460, 540],
  ];
  const edges: string[] = [];
  for (let l = 0; l < layers.length - 1; l++) {
    const [x1, ...ys1] = layers[l]!;
    const [x2, ...ys2] = layers[l + 1]!;
    for (const [i, y1] of ys1.entries())
      for (const [j, y2] of ys2.entries())
        if ((i + j) % 2 === 0) edges.push(line(x1!, y1, x2!, y2, "#f5d0fe", 2, { opacity: 0.35 }));
  }
  const steps = ["Invoices read", "Checked by rules", "Reviewed by people", "Posted to ERP"];
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      circle(700, 420, 380, "url(#glow)"),
      chip("AI · FROM PILOT TO PRODUCTION", "#ffffff", "#6b21a8"),
      // Scattered pilot experiments on the far left
      ...[
        [150, 300, "#f0abfc"],
        [250, 420, "#c4b5fd"],
        [170, 540, "#fda4af"],
        [330, 300, "#93c5fd"],
        [330, 560, "#f0abfc"],
      ].map(([x, y, c]) =>
        rect(Number(x) - 40, Number(y) - 40, 80, 80, String(c), 20, {
          opacity: 0.35,
          transform: `rotate(${(Number(x) % 30) - 15} ${x} ${y})`,
        }),
      ),
      text(240, 680, "pilots", { size: 24, fill: "#f5d0fe", anchor: "middle" }),
      path("M400 430 C450 430 470 430 520 430", {
        stroke: "#fff",
        "stroke-width": 4,
        fill: "none",
        "stroke-dasharray": "4 10",
        "stroke-linecap": "round",
      }),
      ...edges,
      ...layers.flatMap(([x, ...ys]) =>
        ys.map((y) => circle(x!, y, 16, "#fff") + circle(x!, y, 7, "#a21caf")),
      ),
      // Arrow to production
      path("M870 420 H960", { stroke: "#fff", "stroke-width": 8, "stroke-linecap": "round" }),
      path("M944 396 L972 420 L944 444", {
        stroke: "#fff",
        "stroke-width": 8,
        fill: "none",
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      // Production workflow card
      rect(1010, 190, 470, 460, "#ffffff", 28),
      text(1050, 250, "In production", { size: 28, weight: "bold", fill: "#3b0764" }),
      text(1050, 284, "3,000 invoices a month", { size: 19, fill: "#7e22ce" }),
      ...steps.map((step, i) => {
        const y = 320 + i * 76;
        return (
          rect(1050, y, 390, 60, i === 2 ? "#fdf4ff" : "#faf5ff", 14) +
          circle(1084, y + 30, 16, i === 2 ? "#d946ef" : "#7c3aed") +
          path(`M1076 ${y + 30} l6 6 l11 -12`, {
            stroke: "#fff",
            "stroke-width": 4,
            fill: "none",
            "stroke-linecap": "round",
          }) +
          text(1114, y + 37, step, { size: 20, fill: "#3b0764" })
        );
      }),
    ],
    [linear("bg", ["#4c1d95", "#a21caf", "#db2777"]), radial("glow", "#f0abfc", 0.35)],
  );
}

/** Cloud trends: a bill that falls (FinOps), a platform in layers, and regions on the map. */
function cloudTrends(): string {
  const bars = [0.9, 0.95, 0.85, 0.78, 0.66, 0.6, 0.55];
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      circle(1250, 150, 360, "url(#glow)"),
      chip("CLOUD · WHAT MATTERS IN 2027", "#ffffff", "#1e3a8a"),
      // Big cloud
      path(
        "M300 560 h420 a110 110 0 0 0 -30 -216 a160 160 0 0 0 -300 -30 a120 120 0 0 0 -90 246z",
        { fill: "#ffffff", opacity: 0.95 },
      ),
      text(505, 500, "₹", { size: 120, weight: "bold", fill: "#2563eb", anchor: "middle" }),
      // Falling bill bars
      ...bars.map((v, i) =>
        rect(190 + i * 90, 700 - v * 110, 56, v * 110, "#bfdbfe", 10, { opacity: 0.9 }),
      ),
      path(
        curve(
          218,
          582,
          540,
          100,
          bars.map((v) => v * 0.9),
        ),
        { stroke: "#fde047", "stroke-width": 5, fill: "none" },
      ),
      text(800, 690, "FinOps", { size: 24, weight: "bold", fill: "#e0f2fe" }),
      // Platform layers (isometric slabs)
      ...[
        ["#1d4ed8", "#60a5fa", "Apps"],
        ["#4338ca", "#a5b4fc", "Platform"],
        ["#0e7490", "#67e8f9", "Cloud"],
      ]
        .map(([side, top, label], i) => {
          const y = 470 - i * 0 + i * 70;
          return (
            path(`M880 ${y} L1060 ${y - 80} L1280 ${y} L1100 ${y + 80}Z`, { fill: top }) +
            path(`M880 ${y} L1100 ${y + 80} L1100 ${y + 110} L880 ${y + 30}Z`, { fill: side }) +
            path(`M1100 ${y + 80} L1280 ${y} L1280 ${y + 30} L1100 ${y + 110}Z`, {
              fill: side,
              opacity: 0.8,
            }) +
            text(1330, y + 24, label!, { size: 22, weight: "bold", fill: "#e0f2fe" })
          );
        })
        .reverse(),
      // Region pins
      ...[
        [1090, 230],
        [1210, 190],
        [1330, 250],
      ].map(
        ([x, y]) =>
          path(`M${x} ${y! + 40} c-22 -26 -30 -38 -30 -52 a30 30 0 0 1 60 0 c0 14 -8 26 -30 52z`, {
            fill: "#fde047",
          }) + circle(x!, y! - 12, 10, "#1e3a8a"),
      ),
      el("path", {
        d: "M1090 270 Q1150 300 1210 230 Q1270 300 1330 290",
        stroke: "#fde047",
        "stroke-width": 3,
        fill: "none",
        "stroke-dasharray": "8 8",
      }),
    ],
    [linear("bg", ["#0c4a6e", "#1d4ed8", "#4338ca"]), radial("glow", "#7dd3fc", 0.4)],
  );
}

/** Security practices: a shield at the centre, with the measures around it. */
function cybersecurityPractices(): string {
  const around = [
    [430, 300, "MFA"],
    [430, 540, "Patching"],
    [1170, 300, "Backups"],
    [1170, 540, "Training"],
  ] as const;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      circle(800, 420, 400, "url(#glow)"),
      chip("SECURITY · STOP MOST ATTACKS", "#ecfdf5", "#065f46"),
      ...around.map(([x, y]) =>
        line(800, 420, x, y, "#6ee7b7", 3, { opacity: 0.5, "stroke-dasharray": "6 10" }),
      ),
      // Shield with lock
      path("M800 170 L990 240 V420 C990 560 890 640 800 680 C710 640 610 560 610 420 V240Z", {
        fill: "url(#shield)",
        stroke: "#a7f3d0",
        "stroke-width": 6,
      }),
      rect(735, 420, 130, 110, "#ecfdf5", 18),
      path("M760 420 v-40 a40 40 0 0 1 80 0 v40", {
        fill: "none",
        stroke: "#ecfdf5",
        "stroke-width": 16,
      }),
      circle(800, 466, 14, "#065f46"),
      rect(794, 470, 12, 34, "#065f46", 6),
      // Measures
      ...around.map(([x, y, label]) => {
        const icon = {
          MFA:
            rect(x - 22, y - 34, 44, 68, "#065f46", 10) +
            rect(x - 14, y - 24, 28, 40, "#a7f3d0", 4) +
            text(x, y + 2, "482", {
              size: 13,
              weight: "bold",
              fill: "#065f46",
              anchor: "middle",
              mono: true,
            }),
          Patching: path(`M${x - 30} ${y + 10} l22 22 l40 -48`, {
            stroke: "#065f46",
            "stroke-width": 10,
            fill: "none",
            "stroke-linecap": "round",
            "stroke-linejoin": "round",
          }),
          Backups:
            el("ellipse", { cx: x, cy: y - 22, rx: 34, ry: 12, fill: "#065f46" }) +
            rect(x - 34, y - 22, 68, 48, "#065f46") +
            el("ellipse", { cx: x, cy: y + 26, rx: 34, ry: 12, fill: "#047857" }),
          Training:
            circle(x, y - 14, 16, "#065f46") +
            path(`M${x - 30} ${y + 30} a30 26 0 0 1 60 0z`, { fill: "#065f46" }),
        }[label];
        return (
          circle(x, y, 78, "#ecfdf5") +
          icon +
          text(x, y + 122, label, { size: 26, weight: "bold", fill: "#ecfdf5", anchor: "middle" })
        );
      }),
    ],
    [
      linear("bg", ["#022c22", "#064e3b", "#0f766e"]),
      radial("glow", "#34d399", 0.35),
      linear("shield", ["#10b981", "#047857"], 0, 1),
    ],
  );
}

export const postArtwork = {
  "future-of-ai": futureOfAi,
  "cloud-trends": cloudTrends,
  "cybersecurity-practices": cybersecurityPractices,
} as const;
