/**
 * One picture per service, atop its page: the work itself as a client would see it (a pull
 * request, an architecture, a console, a dashboard, app screens, a roadmap), each its own scene.
 * 1200×750 (16:10), shown about 560 px wide, so the smallest words are 18 px.
 */
import { arrow, group, node, type Palette } from "./diagram.ts";
import {
  browser,
  check,
  circle,
  curve,
  donut,
  line,
  linear,
  path,
  phone,
  radial,
  rect,
  skeleton,
  svg,
  text,
} from "./kit.ts";
import { person } from "./projects.ts";

const W = 1200;
const H = 750;

/** A rounded label: `label` in `ink` on a pill of `fill`, `w` wide, its left edge at x. */
function pill(
  x: number,
  y: number,
  w: number,
  label: string,
  fill: string,
  ink: string,
  size = 18,
) {
  return (
    rect(x, y, w, size + 16, fill, (size + 16) / 2) +
    text(x + w / 2, y + size + 3, label, { size, weight: "bold", fill: ink, anchor: "middle" })
  );
}

/** Software development: an editor beside the pull request it opened, every check passing. */
function softwareDevelopment(): string {
  const muted = "#94a3c8";
  const green = "#34d399";
  const code: [number, string[]][] = [
    [0, ["#c084fc:export async function", "#7dd3fc: exportInvoices", "#e2e8f0:(range) {"]],
    [1, ["#c084fc:const", "#e2e8f0: rows = ", "#c084fc:await", "#e2e8f0: db.invoices"]],
    [2, ["#e2e8f0:.between(range.from, range.to);"]],
    [1, ["#c084fc:if", "#e2e8f0: (!rows.length) ", "#c084fc:return", "#fbbf24: null", "#e2e8f0:;"]],
    [1, ["#c084fc:return", "#e2e8f0: toCsv(rows, ", "#86efac:'gst'", "#e2e8f0:);"]],
    [0, ["#e2e8f0:}"]],
    [0, []],
    [0, ["#64748b:// invoices.test.ts"]],
    [0, ["#7dd3fc:test", "#e2e8f0:(", "#86efac:'exports a quarter'", "#e2e8f0:, …)"]],
  ];
  const checks = [
    ["Build", "1m 12s"],
    ["Unit tests · 412", "2m 40s"],
    ["Lint and types", "48s"],
    ["Security scan", "1m 05s"],
  ] as const;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      circle(1080, 80, 360, "url(#glow)"),
      // Editor
      rect(40, 60, 700, 630, "#0d1222", 18, { stroke: "#1e2744", "stroke-width": 2 }),
      rect(40, 60, 700, 50, "#121a31", 18),
      rect(40, 92, 700, 18, "#121a31"),
      ...["#f87171", "#fbbf24", "#34d399"].map((c, i) => circle(68 + i * 22, 85, 7, c)),
      rect(150, 68, 190, 42, "#0d1222", 10),
      text(170, 96, "invoices.ts", { size: 18, fill: "#e2e8f0", mono: true }),
      text(370, 96, "export.ts", { size: 18, fill: muted, mono: true }),
      ...code.map(([indent, tokens], i) => {
        const y = 160 + i * 46;
        let x = 110 + indent * 34;
        const parts = [text(62, y, String(i + 12), { size: 17, fill: "#475073", mono: true })];
        for (const token of tokens) {
          const [color, word] = token.split(/:(.*)/s) as [string, string];
          // SVG drops a text's leading spaces: step over them instead.
          const indent = word.length - word.trimStart().length;
          parts.push(
            text(x + indent * 11.45, y, word.trim(), { size: 19, fill: color, mono: true }),
          );
          x += word.length * 11.45;
        }
        return parts.join("");
      }),
      rect(40, 210, 5, 132, green),
      rect(40, 590, 700, 100, "#0a0f1c", 0),
      rect(40, 672, 700, 18, "#0a0f1c", 18),
      text(64, 630, "$ npm test", { size: 18, fill: muted, mono: true }),
      text(64, 664, "✓ 412 passed · coverage 91%", { size: 18, fill: green, mono: true }),
      // Pull request
      rect(690, 120, 470, 560, "#f8fafc", 20),
      pill(716, 146, 110, "Open", "#dcfce7", "#166534"),
      text(840, 168, "#482", { size: 20, fill: "#64748b" }),
      text(716, 222, "Export invoices as CSV", { size: 26, weight: "bold", fill: "#0f172a" }),
      text(716, 254, "feature/invoice-export → main", { size: 17, fill: "#64748b", mono: true }),
      line(716, 280, 1134, 280, "#e2e8f0", 2),
      ...checks.map(([label, time], i) => {
        const y = 318 + i * 56;
        return (
          circle(734, y, 16, "#dcfce7") +
          check(735, y, "#16a34a", 0.9) +
          text(764, y + 7, label, { size: 20, fill: "#0f172a" }) +
          text(1134, y + 7, time, { size: 17, fill: "#64748b", anchor: "end" })
        );
      }),
      rect(716, 540, 418, 2, "#e2e8f0"),
      person(744, 580, 0.38, "#c68863", "#6366f1", "#1f2937"),
      text(776, 584, "Approved by Neha", { size: 18, fill: "#334155" }),
      rect(716, 610, 418, 52, "#16a34a", 12),
      text(925, 644, "Merge pull request", {
        size: 20,
        weight: "bold",
        fill: "#fff",
        anchor: "middle",
      }),
    ],
    [linear("bg", ["#111a3a", "#231542"]), radial("glow", "#818cf8", 0.35)],
  );
}

/** Cloud: two regions behind one load balancer, each scaling on its own, one database. */
function cloudSolutions(): string {
  const p: Palette = { ink: "#f1f5f9", muted: "#a3b3d1", box: "#111b32", border: "#2a3b61" };
  const sky = "#7dd3fc";
  const amber = "#f59e0b";
  const teal = "#2dd4bf";
  const region = (x: number, name: string, count: number) =>
    [
      group(x, 250, 520, 440, name, sky, "#0d1529"),
      group(x + 30, 300, 460, 190, "Auto scaling group", teal),
      ...Array.from({ length: count }, (_, i) => {
        const cx = x + 70 + i * 110;
        return (
          rect(cx, 360, 90, 100, "#132441", 14, { stroke: teal, "stroke-width": 2 }) +
          skeleton(cx + 18, 386, [54, 40, 48], "#2dd4bf", 8, 20)
        );
      }),
      ...(count < 4
        ? [
            rect(x + 70 + count * 110, 360, 90, 100, "none", 14, {
              stroke: teal,
              "stroke-width": 2,
              "stroke-dasharray": "8 7",
              opacity: 0.6,
            }),
            text(x + 115 + count * 110, 422, "+1", {
              size: 24,
              weight: "bold",
              fill: teal,
              anchor: "middle",
            }),
          ]
        : []),
    ].join("");
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      circle(600, 40, 420, "url(#glow)"),
      node(400, 40, 400, 110, "Load balancer", ["HTTPS · health checks"], p, amber),
      arrow(
        [
          [520, 150],
          [520, 200],
          [300, 200],
          [300, 246],
        ],
        amber,
      ),
      arrow(
        [
          [680, 150],
          [680, 200],
          [900, 200],
          [900, 246],
        ],
        amber,
      ),
      region(40, "Mumbai · ap-south-1", 3),
      region(640, "Hyderabad · ap-south-2", 2),
      node(
        70,
        530,
        460,
        126,
        "Managed database",
        ["PostgreSQL · primary", "backups every 5 min"],
        p,
        sky,
      ),
      node(
        670,
        530,
        460,
        126,
        "Read replica",
        ["PostgreSQL · standby", "fails over in 30 s"],
        p,
        sky,
      ),
      arrow(
        [
          [534, 593],
          [664, 593],
        ],
        sky,
        { dashed: true },
      ),
      text(600, 578, "sync", { size: 18, fill: p.muted, anchor: "middle" }),
    ],
    [linear("bg", ["#08122a", "#0c2540"]), radial("glow", "#f59e0b", 0.22)],
  );
}

/** Cybersecurity: a security operations console, threats drawn to a shield and stopped. */
function cybersecurity(): string {
  const card = "#0b1614";
  const border = "#17332c";
  const mint = "#34d399";
  const muted = "#86b3a6";
  // A coarse world of dots: each row's occupied spans, in columns of 22 px.
  const land: [number, number][][] = [
    [
      [3, 9],
      [17, 27],
    ],
    [
      [2, 11],
      [15, 30],
    ],
    [
      [3, 10],
      [15, 29],
    ],
    [
      [5, 9],
      [16, 20],
      [22, 28],
    ],
    [
      [6, 9],
      [16, 21],
      [24, 26],
    ],
    [
      [8, 11],
      [17, 21],
      [26, 29],
    ],
    [
      [9, 12],
      [18, 20],
      [27, 30],
    ],
    [[9, 11]],
  ];
  const dots = land.flatMap((spans, row) =>
    spans.flatMap(([from, to]) =>
      Array.from({ length: to - from }, (_, i) =>
        circle(80 + (from + i) * 22, 190 + row * 30, 5, "#1f4a3f"),
      ),
    ),
  );
  const home = [600, 330] as const;
  const sources = [
    [150, 220, "#f43f5e"],
    [300, 360, "#f59e0b"],
    [180, 400, "#f43f5e"],
    [560, 220, "#38bdf8"],
    [700, 430, "#f59e0b"],
  ] as const;
  const alerts = [
    ["High", "#f43f5e", "Credential stuffing"],
    ["Med", "#f59e0b", "Unusual admin login"],
    ["Low", "#38bdf8", "Outdated TLS on host"],
    ["Med", "#f59e0b", "Phishing link clicked"],
  ] as const;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      text(60, 90, "Security operations", { size: 34, weight: "bold", fill: "#ecfdf5" }),
      text(60, 126, "Live · 1,840 endpoints watched", { size: 19, fill: muted }),
      rect(60, 160, 720, 380, card, 18, { stroke: border, "stroke-width": 2 }),
      ...dots,
      ...sources.map(
        ([x, y, color]) =>
          path(
            `M${x} ${y} Q${(x + home[0]) / 2} ${Math.min(y, home[1]) - 90} ${home[0]} ${home[1]}`,
            {
              fill: "none",
              stroke: color,
              "stroke-width": 3,
              "stroke-dasharray": "7 6",
            },
          ) +
          circle(x, y, 14, color, { opacity: 0.25 }) +
          circle(x, y, 6, color),
      ),
      circle(home[0], home[1], 62, mint, { opacity: 0.12 }),
      path(
        `M${home[0]} ${home[1] - 44} L${home[0] + 36} ${home[1] - 30} V${home[1] + 2} Q${home[0] + 36} ${home[1] + 32} ${home[0]} ${home[1] + 48} Q${home[0] - 36} ${home[1] + 32} ${home[0] - 36} ${home[1] + 2} V${home[1] - 30} Z`,
        { fill: "#065f46", stroke: mint, "stroke-width": 4 },
      ),
      check(home[0] + 1, home[1] + 2, "#ecfdf5", 1.6),
      // KPIs
      ...(
        [
          ["Threats blocked", "1,284", mint],
          ["Mean time to respond", "11 min", "#7dd3fc"],
          ["Patched", "98.6%", "#fbbf24"],
        ] as const
      ).map(([label, value, color], i) => {
        const x = 60 + i * 244;
        return (
          rect(x, 570, 228, 130, card, 16, { stroke: border, "stroke-width": 2 }) +
          text(x + 20, 610, label, { size: 18, fill: muted }) +
          text(x + 20, 666, value, { size: 38, weight: "bold", fill: color })
        );
      }),
      // Alerts
      rect(810, 60, 350, 640, card, 18, { stroke: border, "stroke-width": 2 }),
      text(836, 108, "Alerts", { size: 24, weight: "bold", fill: "#ecfdf5" }),
      pill(1066, 82, 70, "12", "#f43f5e", "#fff"),
      ...alerts.map(([level, color, label], i) => {
        const y = 140 + i * 134;
        return (
          rect(830, y, 310, 116, "#0f1f1b", 14) +
          rect(830, y + 14, 5, 88, color, 2.5) +
          pill(852, y + 18, 76, level, color, "#06100d", 16) +
          text(852, y + 80, label, { size: 19, fill: "#e2fbf3" }) +
          text(1120, y + 38, `${2 + i * 9} min`, { size: 16, fill: muted, anchor: "end" })
        );
      }),
    ],
    [linear("bg", ["#04100d", "#0a1d24"])],
  );
}

/** Data analytics: a sales dashboard of KPIs, a monthly chart, a share donut and a table. */
function dataAnalytics(): string {
  const ink = "#0f172a";
  const muted = "#64748b";
  const blue = "#2563eb";
  const months = [0.42, 0.5, 0.46, 0.58, 0.62, 0.55, 0.7, 0.76, 0.72, 0.84, 0.9, 0.96];
  const card = (x: number, y: number, w: number, h: number) =>
    rect(x, y, w, h, "#ffffff", 16, { stroke: "#e2e8f0", "stroke-width": 2 });
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      browser(
        30,
        30,
        1140,
        690,
        { frame: "#f8fafc", bar: "#e8eef7", address: "#fff", addressText: muted },
        "insights.nexora.in / sales",
      ),
      text(70, 132, "Sales overview · FY 2026", { size: 28, weight: "bold", fill: ink }),
      pill(940, 106, 190, "Last 12 months", "#dbeafe", "#1e40af"),
      ...(
        [
          ["Revenue", "₹4.8 Cr", "▲ 18%"],
          ["Orders", "12,940", "▲ 9%"],
          ["Repeat buyers", "41%", "▲ 6 pts"],
        ] as const
      ).map(([label, value, change], i) => {
        const x = 70 + i * 360;
        return (
          card(x, 160, 340, 120) +
          text(x + 24, 198, label, { size: 19, fill: muted }) +
          text(x + 24, 252, value, { size: 36, weight: "bold", fill: ink }) +
          text(x + 316, 252, change, { size: 19, weight: "bold", fill: "#059669", anchor: "end" })
        );
      }),
      // Monthly bars
      card(70, 300, 640, 390),
      text(94, 340, "Revenue by month", { size: 21, weight: "bold", fill: ink }),
      ...[0, 1, 2, 3].map((i) => line(94, 400 + i * 64, 686, 400 + i * 64, "#eef2f7", 2)),
      ...months.map((v, i) => {
        const h = v * 230;
        return rect(104 + i * 48, 630 - h, 30, h, i === 11 ? blue : "#93c5fd", 6);
      }),
      path(
        curve(
          119,
          400,
          528,
          230,
          months.map((v) => v * 0.8),
        ),
        { fill: "none", stroke: "#f59e0b", "stroke-width": 4 },
      ),
      text(94, 668, "Apr", { size: 17, fill: muted }),
      text(686, 668, "Mar", { size: 17, fill: muted, anchor: "end" }),
      // Donut
      card(730, 300, 400, 190),
      text(754, 340, "By channel", { size: 21, weight: "bold", fill: ink }),
      donut(820, 418, 44, 0.62, blue, "#fde68a", 20),
      ...(
        [
          [blue, "Online 62%"],
          ["#f59e0b", "Stores 38%"],
        ] as const
      ).map(
        ([color, label], i) =>
          rect(900, 392 + i * 40, 18, 18, color, 5) +
          text(930, 408 + i * 40, label, { size: 19, fill: ink }),
      ),
      // Table
      card(730, 506, 400, 184),
      ...(
        [
          ["Region", "Revenue", true],
          ["Bhopal", "₹1.6 Cr", false],
          ["Indore", "₹1.2 Cr", false],
          ["Pune", "₹0.9 Cr", false],
        ] as const
      ).map(
        ([region, value, head], i) =>
          (i ? line(754, 514 + i * 42, 1106, 514 + i * 42, "#eef2f7", 2) : "") +
          text(754, 544 + i * 42, region, {
            size: 18,
            fill: head ? muted : ink,
            weight: head ? "bold" : "normal",
          }) +
          text(1106, 544 + i * 42, value, {
            size: 18,
            fill: head ? muted : ink,
            weight: "bold",
            anchor: "end",
          }),
      ),
    ],
    [linear("bg", ["#dbeafe", "#e0f2fe"])],
  );
}

/** AI and machine learning: data to a trained, evaluated model, and the forecast it makes. */
function aiMachineLearning(): string {
  const p: Palette = { ink: "#f5f3ff", muted: "#b4aede", box: "#1a1540", border: "#342c70" };
  const cyan = "#22d3ee";
  const lilac = "#a78bfa";
  const pink = "#f0abfc";
  const stages = [
    ["Data", "2.4 M rows", cyan],
    ["Features", "86 signals", lilac],
    ["Training", "epoch 40/40", pink],
    ["Evaluation", "passed", "#4ade80"],
  ] as const;
  const actual = [0.3, 0.38, 0.34, 0.46, 0.5, 0.44, 0.56, 0.6];
  const forecast = [0.6, 0.66, 0.63, 0.72, 0.78];
  const band = (sign: number) => forecast.map((v, i) => v + sign * (0.03 + i * 0.025));
  const chart = { x: 60, y: 400, w: 640, h: 240 };
  const fx = chart.x + (7 * chart.w) / 12;
  const fw = (4 * chart.w) / 12;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      circle(1000, 700, 420, "url(#glow)"),
      ...stages.map(([title, detail, color], i) => {
        const x = 40 + i * 290;
        return (
          node(x, 60, 250, 120, title, [detail], p, color) +
          (i < 3
            ? arrow(
                [
                  [x + 252, 120],
                  [x + 288, 120],
                ],
                "#8b84c4",
              )
            : "")
        );
      }),
      // Forecast
      rect(40, 220, 690, 490, p.box, 18, { stroke: p.border, "stroke-width": 2 }),
      text(70, 270, "Demand forecast", { size: 26, weight: "bold", fill: p.ink }),
      text(70, 304, "Next 4 weeks · 90% interval", { size: 19, fill: p.muted }),
      ...[0, 1, 2, 3].map((i) =>
        line(chart.x + 10, chart.y + i * 80, chart.x + chart.w, chart.y + i * 80, "#2a2360", 2),
      ),
      path(
        `M${[
          ...band(1).map((v, i) => [i, v]),
          ...band(-1)
            .map((v, i) => [i, v])
            .reverse(),
        ]
          .map(([i, v]) => `${fx + (i! * fw) / 4} ${chart.y + chart.h - v! * chart.h}`)
          .join(" L")} Z`,
        { fill: pink, opacity: 0.2 },
      ),
      path(curve(chart.x + 10, chart.y, fx - chart.x - 10, chart.h, actual), {
        fill: "none",
        stroke: cyan,
        "stroke-width": 5,
      }),
      path(curve(fx, chart.y, fw, chart.h, forecast), {
        fill: "none",
        stroke: pink,
        "stroke-width": 5,
        "stroke-dasharray": "12 9",
      }),
      line(fx, chart.y - 20, fx, chart.y + chart.h, "#6d64b0", 2, { "stroke-dasharray": "6 6" }),
      text(fx - 12, chart.y - 6, "today", { size: 17, fill: p.muted, anchor: "end" }),
      rect(70, 672, 18, 6, cyan, 3),
      text(98, 680, "Actual", { size: 18, fill: p.muted }),
      rect(200, 672, 18, 6, pink, 3),
      text(228, 680, "Forecast", { size: 18, fill: p.muted }),
      // Evaluation
      rect(760, 220, 400, 490, p.box, 18, { stroke: p.border, "stroke-width": 2 }),
      text(790, 270, "Evaluation", { size: 26, weight: "bold", fill: p.ink }),
      ...(
        [
          ["Accuracy", 0.942, "94.2%", cyan],
          ["Precision", 0.91, "0.91", lilac],
          ["Recall", 0.88, "0.88", pink],
        ] as const
      ).map(([label, share, value, color], i) => {
        const y = 320 + i * 70;
        return (
          text(790, y, label, { size: 19, fill: p.muted }) +
          text(1130, y, value, { size: 19, weight: "bold", fill: p.ink, anchor: "end" }) +
          rect(790, y + 14, 340, 12, "#2a2360", 6) +
          rect(790, y + 14, 340 * share, 12, color, 6)
        );
      }),
      text(790, 548, "Confusion matrix", { size: 19, fill: p.muted }),
      ...[
        [0.9, 0.1],
        [0.14, 0.86],
      ].flatMap((row, r) =>
        row.map((v, c) =>
          rect(790 + c * 92, 566 + r * 62, 86, 56, lilac, 10, { opacity: 0.15 + v * 0.8 }),
        ),
      ),
      pill(990, 600, 140, "Deployed", "#14532d", "#86efac"),
    ],
    [linear("bg", ["#120c30", "#22104a"]), radial("glow", "#a78bfa", 0.3)],
  );
}

/** Mobile development: a clinic booking app, its list of doctors and one doctor's page. */
function mobileDevelopment(): string {
  const ink = "#1e1b4b";
  const muted = "#6b7280";
  const violet = "#6d28d9";
  const doctors = [
    ["Dr. Meera Joshi", "Cardiology · 4.9", "#fcd34d", "#7c3aed"],
    ["Dr. Arjun Rao", "Orthopaedics · 4.8", "#fda4af", "#0ea5e9"],
    ["Dr. Sana Khan", "Dermatology · 4.9", "#a7f3d0", "#db2777"],
    ["Dr. Vikram Das", "Paediatrics · 4.7", "#c7d2fe", "#059669"],
  ] as const;
  const skin = ["#c68863", "#a86b4c", "#e0ac8a", "#8d5a3b"];
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      circle(600, 380, 340, "url(#glow)"),
      // List
      phone(170, 40, 340, 680, "#111827", "#ffffff"),
      text(206, 120, "Find a doctor", { size: 26, weight: "bold", fill: ink }),
      rect(204, 140, 272, 44, "#f3f4f6", 22),
      circle(230, 162, 8, "none", { stroke: muted, "stroke-width": 3 }),
      text(250, 169, "Cardiology, Bhopal", { size: 17, fill: muted }),
      ...doctors.map(([name, detail, tile, cloth], i) => {
        const y = 208 + i * 112;
        return (
          rect(204, y, 272, 96, i === 0 ? "#ede9fe" : "#f9fafb", 16) +
          rect(218, y + 16, 64, 64, tile, 32) +
          person(250, y + 50, 0.42, skin[i]!, cloth, "#1f2937") +
          text(296, y + 42, name, { size: 17, weight: "bold", fill: ink }) +
          text(296, y + 70, detail, { size: 15, fill: muted })
        );
      }),
      // Detail
      phone(690, 40, 340, 680, "#111827", "#faf5ff"),
      rect(702, 52, 316, 250, "url(#head)", 32),
      rect(702, 220, 316, 82, "url(#head)"),
      circle(860, 160, 66, "#fcd34d"),
      person(860, 164, 0.9, "#c68863", "#7c3aed", "#1f2937"),
      text(860, 346, "Dr. Meera Joshi", { size: 24, weight: "bold", fill: ink, anchor: "middle" }),
      text(860, 376, "Cardiologist · 14 years", { size: 17, fill: muted, anchor: "middle" }),
      text(724, 430, "Thursday, 12 March", { size: 18, weight: "bold", fill: ink }),
      ...["10:00", "11:30", "14:00", "16:30"].map((time, i) => {
        const x = 724 + (i % 2) * 140;
        const y = 452 + Math.floor(i / 2) * 62;
        return (
          rect(x, y, 128, 48, i === 1 ? violet : "#fff", 12, {
            stroke: "#ddd6fe",
            "stroke-width": 2,
          }) +
          text(x + 64, y + 31, time, {
            size: 18,
            weight: "bold",
            fill: i === 1 ? "#fff" : ink,
            anchor: "middle",
          })
        );
      }),
      rect(724, 600, 272, 60, violet, 30),
      text(860, 638, "Book 11:30", { size: 20, weight: "bold", fill: "#fff", anchor: "middle" }),
      // Platforms
      pill(40, 620, 110, "iOS", "#111827", "#fff", 20),
      pill(1050, 100, 130, "Android", "#065f46", "#d1fae5", 20),
    ],
    [
      linear("bg", ["#ede9fe", "#fce7f3"]),
      linear("head", ["#7c3aed", "#db2777"]),
      radial("glow", "#a78bfa", 0.45),
    ],
  );
}

/** Web development: one site on a desktop and a phone, and its Lighthouse-style scores. */
function webDevelopment(): string {
  const ink = "#0c1f2e";
  const muted = "#5b7083";
  const teal = "#0d9488";
  const site = (x: number, y: number, w: number, columns: number) => {
    const card = (w - 20 * (columns - 1)) / columns;
    return [
      rect(x, y, w, 200, "url(#hero)", 16),
      text(x + 28, y + 70, "Solar for", { size: columns > 1 ? 34 : 22, weight: "bold" }),
      text(x + 28, y + (columns > 1 ? 112 : 100), "every rooftop", {
        size: columns > 1 ? 34 : 22,
        weight: "bold",
      }),
      rect(x + 28, y + 138, 150, 40, "#fff", 20),
      text(x + 103, y + 164, "Get a quote", {
        size: 16,
        weight: "bold",
        fill: teal,
        anchor: "middle",
      }),
      ...Array.from({ length: columns }, (_, i) =>
        [
          rect(x + i * (card + 20), y + 220, card, 150, "#fff", 14, { stroke: "#d6e4ea" }),
          rect(
            x + i * (card + 20) + 16,
            y + 236,
            40,
            40,
            ["#fde68a", "#99f6e4", "#bae6fd"][i]!,
            10,
          ),
          skeleton(x + i * (card + 20) + 16, y + 296, [card * 0.7, card * 0.5], "#cbd5e1", 10, 22),
        ].join(""),
      ),
    ];
  };
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      browser(
        40,
        40,
        860,
        520,
        { frame: "#f8fbfc", bar: "#e2eef2", address: "#fff", addressText: muted },
        "suryaenergy.in",
      ),
      text(80, 132, "SURYA", { size: 24, weight: "bold", fill: ink, spacing: 4 }),
      ...["Homes", "Business", "Finance"].map((label, i) =>
        text(560 + i * 110, 130, label, { size: 17, fill: muted }),
      ),
      ...site(80, 160, 780, 3),
      // Phone
      phone(800, 210, 260, 500, "#0f172a", "#f8fbfc"),
      text(832, 290, "SURYA", { size: 18, weight: "bold", fill: ink, spacing: 3 }),
      ...site(826, 310, 208, 1).slice(0, 7),
      // Scores
      rect(40, 580, 720, 140, "#ffffff", 18, { stroke: "#d6e4ea", "stroke-width": 2 }),
      ...(
        [
          [99, "Performance"],
          [100, "Accessibility"],
          [100, "Best practices"],
          [100, "SEO"],
        ] as const
      ).map(([score, label], i) => {
        const x = 130 + i * 180;
        return (
          donut(x, 630, 30, score / 100, "#16a34a", "#dcfce7", 7) +
          text(x, 637, String(score), {
            size: 19,
            weight: "bold",
            fill: "#15803d",
            anchor: "middle",
          }) +
          text(x, 696, label, { size: 18, fill: ink, anchor: "middle" })
        );
      }),
    ],
    [linear("bg", ["#e0f2f1", "#e0f2fe"]), linear("hero", ["#0f766e", "#0284c7"], 1, 0.5)],
  );
}

/** UI/UX design: a wireframe becoming the finished screen, and the design system under both. */
function uiUxDesign(): string {
  const ink = "#2e1065";
  const muted = "#6b5b8c";
  const grey = "#d4d4d8";
  const frame = (x: number, label: string) =>
    text(x, 86, label, { size: 18, weight: "bold", fill: muted, spacing: 1 });
  const palette = ["#7c3aed", "#ec4899", "#f59e0b", "#10b981", "#0f172a"];
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      ...Array.from({ length: 24 }, (_, i) =>
        Array.from({ length: 15 }, (_, j) => circle(25 + i * 50, 25 + j * 50, 2, "#d8cdf0")).join(
          "",
        ),
      ),
      // Wireframe
      frame(60, "WIREFRAME"),
      rect(60, 100, 320, 470, "#fff", 16, { stroke: grey, "stroke-width": 3 }),
      rect(84, 124, 272, 150, "none", 10, {
        stroke: "#a1a1aa",
        "stroke-width": 3,
        "stroke-dasharray": "10 8",
      }),
      line(84, 124, 356, 274, "#d4d4d8", 3),
      line(356, 124, 84, 274, "#d4d4d8", 3),
      skeleton(84, 300, [230, 170, 200], grey, 14, 30),
      rect(84, 400, 130, 46, grey, 10),
      rect(84, 470, 272, 76, "none", 10, { stroke: grey, "stroke-width": 3 }),
      arrow(
        [
          [400, 330],
          [470, 330],
        ],
        "#7c3aed",
      ),
      // Finished screen
      frame(490, "FINAL"),
      rect(490, 100, 320, 470, "#fff", 16),
      rect(490, 100, 320, 470, "none", 16, { stroke: "#7c3aed", "stroke-width": 3 }),
      rect(514, 124, 272, 150, "url(#photo)", 10),
      circle(740, 170, 26, "#fde68a"),
      path("M514 274 L600 200 L660 250 L710 214 L786 274 Z", { fill: "#4c1d95", opacity: 0.6 }),
      text(514, 318, "Weekend in Pachmarhi", { size: 20, weight: "bold", fill: ink }),
      text(514, 348, "2 nights · hills and waterfalls", { size: 16, fill: muted }),
      text(514, 380, "from ₹6,400", { size: 18, weight: "bold", fill: "#7c3aed" }),
      rect(514, 400, 150, 46, "#7c3aed", 23),
      text(589, 429, "Book now", { size: 17, weight: "bold", fill: "#fff", anchor: "middle" }),
      rect(514, 470, 272, 76, "#f5f3ff", 12),
      circle(548, 508, 18, "#ec4899"),
      text(578, 502, "Loved it!", { size: 16, weight: "bold", fill: ink }),
      text(578, 526, "★★★★★", { size: 16, fill: "#f59e0b" }),
      // Cursor of a collaborator
      path("M690 410 L690 446 L700 436 L708 454 L716 450 L708 433 L722 432 Z", {
        fill: "#ec4899",
        stroke: "#fff",
        "stroke-width": 2,
      }),
      pill(712, 454, 80, "Priya", "#ec4899", "#fff", 16),
      // Design system
      rect(850, 100, 300, 470, "#ffffff", 16, { stroke: "#e4dcf5", "stroke-width": 2 }),
      text(874, 140, "Design system", { size: 20, weight: "bold", fill: ink }),
      ...palette.map((color, i) => rect(874 + i * 52, 160, 44, 44, color, 10)),
      text(874, 256, "Aa", { size: 46, weight: "bold", fill: ink }),
      text(960, 236, "Heading 32", { size: 17, fill: ink, weight: "bold" }),
      text(960, 262, "Body 16 / 24", { size: 16, fill: muted }),
      rect(874, 292, 120, 40, "#7c3aed", 20),
      rect(1006, 292, 120, 40, "#fff", 20, { stroke: "#7c3aed", "stroke-width": 2 }),
      text(934, 318, "Primary", { size: 15, weight: "bold", fill: "#fff", anchor: "middle" }),
      text(1066, 318, "Ghost", { size: 15, weight: "bold", fill: "#7c3aed", anchor: "middle" }),
      rect(874, 352, 252, 44, "#fff", 10, { stroke: "#c4b5fd", "stroke-width": 2 }),
      text(890, 380, "Email address", { size: 15, fill: muted }),
      rect(874, 414, 52, 28, "#7c3aed", 14),
      circle(912, 428, 10, "#fff"),
      text(940, 434, "Toggle", { size: 16, fill: ink }),
      ...[0, 1, 2].map((i) => rect(874 + i * 86, 466, 76, 76, "#f5f3ff", 12)),
      circle(912, 504, 14, "none", { stroke: "#7c3aed", "stroke-width": 3 }),
      path("M984 494 l10 10 l-10 10 M1006 494 l10 10 l-10 10", {
        fill: "none",
        stroke: "#7c3aed",
        "stroke-width": 3,
      }),
      rect(1070, 492, 26, 26, "none", 6, { stroke: "#7c3aed", "stroke-width": 3 }),
      // Contrast check
      rect(60, 600, 1090, 110, "#ffffff", 16, { stroke: "#e4dcf5", "stroke-width": 2 }),
      text(90, 648, "Usability test · 8 participants", { size: 20, weight: "bold", fill: ink }),
      text(90, 684, "Task success 7 of 8 · booking in 41 s", { size: 18, fill: muted }),
      pill(760, 634, 180, "Contrast 7.1:1", "#dcfce7", "#166534", 17),
      pill(956, 634, 170, "WCAG 2.2 AA", "#ede9fe", "#5b21b6", 17),
    ],
    [linear("bg", ["#f5f0ff", "#fdf2f8"]), linear("photo", ["#a78bfa", "#f472b6"], 0.3, 1)],
  );
}

/** DevOps: a release going through the pipeline to a canary, and how often the team ships. */
function devops(): string {
  const p: Palette = { ink: "#e2e8f0", muted: "#94a3b8", box: "#111827", border: "#273449" };
  const green = "#4ade80";
  const amber = "#fbbf24";
  const stages = ["Commit", "Build", "Test", "Scan", "Staging", "Canary"] as const;
  const deploys = [6, 8, 5, 9, 11, 7, 10, 12, 9, 13, 14, 11, 15, 16];
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      circle(150, 80, 360, "url(#glow)"),
      text(60, 90, "release 2026.11.3", { size: 30, weight: "bold", fill: p.ink, mono: true }),
      text(60, 126, "main · a41c9e2 · triggered by merge", { size: 19, fill: p.muted }),
      pill(960, 66, 180, "Deploying", "#422006", amber, 19),
      rect(40, 160, 1120, 200, p.box, 20, { stroke: p.border, "stroke-width": 2 }),
      line(130, 250, 1000, 250, "#334155", 6),
      line(130, 250, 830, 250, green, 6),
      ...stages.map((stage, i) => {
        const x = 130 + i * 174;
        const done = i < 5;
        return (
          circle(x, 250, 34, done ? "#14532d" : "#422006", {
            stroke: done ? green : amber,
            "stroke-width": 4,
          }) +
          (done ? check(x + 1, 250, green, 1.4) : donut(x, 250, 16, 0.25, amber, "#713f12", 6)) +
          text(x, 318, stage, { size: 20, weight: "bold", fill: p.ink, anchor: "middle" })
        );
      }),
      text(1040, 240, "25%", { size: 26, weight: "bold", fill: amber }),
      text(1040, 270, "of traffic", { size: 17, fill: p.muted }),
      // Deploys per week
      rect(40, 390, 700, 320, p.box, 20, { stroke: p.border, "stroke-width": 2 }),
      text(70, 436, "Deploys per week", { size: 22, weight: "bold", fill: p.ink }),
      text(710, 436, "▲ 2.6×", { size: 20, weight: "bold", fill: green, anchor: "end" }),
      ...deploys.map((n, i) => {
        const h = n * 13;
        return rect(76 + i * 46, 680 - h, 30, h, i > 9 ? green : "#3b82f6", 6);
      }),
      line(70, 682, 710, 682, "#334155", 2),
      // DORA
      ...(
        [
          ["Lead time", "42 min", green],
          ["Change failure", "2.1%", "#7dd3fc"],
          ["Time to restore", "9 min", amber],
        ] as const
      ).map(([label, value, color], i) => {
        const y = 390 + i * 110;
        return (
          rect(770, y, 390, 96, p.box, 18, { stroke: p.border, "stroke-width": 2 }) +
          text(796, y + 40, label, { size: 19, fill: p.muted }) +
          text(796, y + 80, value, { size: 30, weight: "bold", fill: color }) +
          path(
            curve(
              990,
              y + 24,
              140,
              50,
              [0.7, 0.5, 0.62, 0.4, 0.3, 0.2].map((v) => (i === 0 ? v : 1 - v) * 0.9),
            ),
            {
              fill: "none",
              stroke: color,
              "stroke-width": 3,
              opacity: 0.8,
            },
          )
        );
      }),
    ],
    [linear("bg", ["#0b1220", "#0f1d2e"]), radial("glow", "#4ade80", 0.18)],
  );
}

/** IT infrastructure and support: the office network, and the helpdesk's tickets. */
function itInfrastructure(): string {
  const p: Palette = { ink: "#0f2a2e", muted: "#4f6f73", box: "#ffffff", border: "#c7dedd" };
  const teal = "#0d9488";
  const blue = "#0369a1";
  const orange = "#ea580c";
  const device = (cx: number, cy: number, label: string, shape: string) =>
    circle(cx, cy, 34, "#ffffff", { stroke: p.border, "stroke-width": 2 }) +
    path(shape, { fill: "none", stroke: blue, "stroke-width": 3, "stroke-linejoin": "round" }) +
    text(cx, cy + 60, label, { size: 17, fill: p.muted, anchor: "middle" });
  const laptop = (cx: number, cy: number) =>
    `M${cx - 16} ${cy - 12} h32 v20 h-32 Z M${cx - 22} ${cy + 12} h44`;
  const tickets = [
    ["#1042", "Printer offline, 2nd floor", "Resolved", "#dcfce7", "#166534"],
    ["#1043", "New laptop for Kavya", "In progress", "#fef3c7", "#92400e"],
    ["#1044", "VPN slow from Indore", "In progress", "#fef3c7", "#92400e"],
    ["#1045", "Reset MFA for accounts", "New", "#e0f2fe", "#075985"],
  ] as const;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      // Network
      path("M230 110 q-10 -46 40 -50 q20 -36 64 -18 q40 -12 50 30 q36 6 26 38 Z", {
        fill: "#ffffff",
        stroke: p.border,
        "stroke-width": 2,
      }),
      text(300, 102, "Internet", { size: 19, weight: "bold", fill: p.ink, anchor: "middle" }),
      line(300, 112, 300, 146, teal, 3),
      node(170, 146, 260, 92, "Firewall", ["VPN · filtering"], p, orange),
      line(300, 238, 300, 276, teal, 3),
      node(170, 276, 260, 92, "Core switch", ["48 ports · VLANs"], p, teal),
      path("M300 368 V400 H140 V430 M300 400 H460 V430", {
        fill: "none",
        stroke: teal,
        "stroke-width": 3,
      }),
      rect(70, 430, 140, 64, "#ffffff", 12, { stroke: p.border, "stroke-width": 2 }),
      text(140, 470, "Switch 1F", { size: 18, weight: "bold", fill: p.ink, anchor: "middle" }),
      rect(390, 430, 140, 64, "#ffffff", 12, { stroke: p.border, "stroke-width": 2 }),
      text(460, 470, "Switch 2F", { size: 18, weight: "bold", fill: p.ink, anchor: "middle" }),
      path("M100 494 V560 M180 494 V560 M420 494 V560 M500 494 V560", {
        fill: "none",
        stroke: "#99c9c5",
        "stroke-width": 3,
      }),
      device(90, 594, "Laptops", laptop(90, 594)),
      device(
        190,
        594,
        "Printer",
        "M174 590 h32 v14 h-32 Z M180 590 v-12 h20 v12 M180 604 v8 h20 v-8",
      ),
      device(410, 594, "Wi-Fi", "M392 590 q18 -18 36 0 M398 598 q12 -10 24 0 M410 606 v0.5"),
      device(510, 594, "Server", "M496 578 h28 v12 h-28 Z M496 594 h28 v12 h-28 Z"),
      rect(40, 680, 560, 44, "#ffffff", 22, { stroke: p.border, "stroke-width": 2 }),
      circle(70, 702, 8, "#16a34a"),
      text(88, 709, "All 64 devices online · backups verified", { size: 18, fill: p.ink }),
      // Helpdesk
      rect(640, 40, 520, 684, "#ffffff", 20, { stroke: p.border, "stroke-width": 2 }),
      text(670, 92, "Helpdesk", { size: 28, weight: "bold", fill: p.ink }),
      pill(960, 66, 170, "SLA met 98%", "#ccfbf1", "#115e59", 17),
      ...tickets.map(([id, title, status, fill, ink], i) => {
        const y = 124 + i * 116;
        return (
          rect(664, y, 472, 100, "#f4faf9", 14) +
          text(688, y + 38, id, { size: 17, fill: p.muted, mono: true }) +
          pill(1106 - 140, y + 16, 140, status, fill, ink, 15) +
          text(688, y + 76, title, { size: 20, fill: p.ink, weight: "bold" })
        );
      }),
      line(670, 606, 1130, 606, p.border, 2),
      text(670, 650, "Median first reply", { size: 19, fill: p.muted }),
      text(1130, 650, "12 min", { size: 22, weight: "bold", fill: teal, anchor: "end" }),
      text(670, 694, "Open tickets", { size: 19, fill: p.muted }),
      text(1130, 694, "7", { size: 22, weight: "bold", fill: p.ink, anchor: "end" }),
    ],
    [linear("bg", ["#e6f4f2", "#eef6fb"])],
  );
}

/** IT consulting: a year's technology roadmap, quarter by quarter, in four lanes. */
function itConsulting(): string {
  const ink = "#2b1d0e";
  const muted = "#7c6a55";
  const left = 250;
  const quarter = 225;
  const lanes = [
    [
      "Cloud",
      "#0284c7",
      [
        [0, 1.4, "Landing zone"],
        [1.6, 3.2, "Migrate 40 apps"],
      ],
    ],
    [
      "Data",
      "#7c3aed",
      [
        [0.6, 2.2, "Data platform"],
        [2.4, 4, "Self-serve BI"],
      ],
    ],
    [
      "Security",
      "#059669",
      [
        [0, 1, "Audit"],
        [1.2, 2.8, "Zero trust"],
        [3, 4, "ISO 27001"],
      ],
    ],
    [
      "People",
      "#d97706",
      [
        [0.4, 1.8, "Hire 6 engineers"],
        [2, 3.6, "Cloud training"],
      ],
    ],
  ] as const;
  const milestones = [
    [1.4, 0],
    [2.2, 1],
    [4, 2],
  ] as const;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      text(60, 84, "Technology roadmap 2027", { size: 32, weight: "bold", fill: ink }),
      text(60, 120, "Agreed with the board · reviewed every quarter", { size: 19, fill: muted }),
      pill(930, 62, 220, "Budget ₹3.2 Cr", "#fde68a", "#78350f", 19),
      rect(40, 150, 1120, 560, "#fffdf8", 20, { stroke: "#eadfca", "stroke-width": 2 }),
      ...["Q1", "Q2", "Q3", "Q4"].map(
        (q, i) =>
          text(left + i * quarter + quarter / 2, 196, q, {
            size: 21,
            weight: "bold",
            fill: muted,
            anchor: "middle",
          }) + (i ? line(left + i * quarter, 176, left + i * quarter, 690, "#efe6d4", 2) : ""),
      ),
      line(left, 214, 1150, 214, "#eadfca", 2),
      ...lanes.map(([lane, color, bars], i) => {
        const y = 236 + i * 116;
        return [
          text(70, y + 56, lane, { size: 22, weight: "bold", fill: ink }),
          rect(60, y + 10, 6, 76, color, 3),
          ...bars.map(([from, to, label], j) => {
            const x = left + from * quarter + 6;
            const w = (to - from) * quarter - 12;
            return (
              rect(x, y + 22 + (j % 2) * 0, w, 52, color, 12, { opacity: 0.14 }) +
              rect(x, y + 22, 6, 52, color, 3) +
              text(x + 20, y + 55, label, { size: 18, weight: "bold", fill: ink })
            );
          }),
        ].join("");
      }),
      ...milestones.map(([at, lane]) => {
        const x = left + at * quarter - 6;
        const y = 236 + lane * 116 + 48;
        return path(`M${x} ${y - 16} L${x + 16} ${y} L${x} ${y + 16} L${x - 16} ${y} Z`, {
          fill: "#dc2626",
          stroke: "#fffdf8",
          "stroke-width": 3,
        });
      }),
      line(left + 0.8 * quarter, 214, left + 0.8 * quarter, 668, "#dc2626", 2, {
        "stroke-dasharray": "6 6",
      }),
      pill(left + 0.8 * quarter - 40, 668, 80, "Today", "#dc2626", "#fff", 15),
    ],
    [linear("bg", ["#fef6e7", "#fdebd3"])],
  );
}

/** Digital transformation: the same approval on paper, then as an automated workflow. */
function digitalTransformation(): string {
  const ink = "#f8fafc";
  const muted = "#a8b3c7";
  const steps = [
    ["Form submitted", "online, from any phone", "#38bdf8"],
    ["Checked automatically", "GST and budget rules", "#a78bfa"],
    ["Approved", "one tap, by the manager", "#fbbf24"],
    ["Paid and filed", "synced to accounts", "#4ade80"],
  ] as const;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      // Before
      rect(0, 0, 440, H, "#e9e4da"),
      text(50, 80, "BEFORE", { size: 20, weight: "bold", fill: "#78716c", spacing: 3 }),
      text(50, 118, "Paper approvals", { size: 28, weight: "bold", fill: "#292524" }),
      ...[2, 1, 0].map((i) =>
        rect(70 + i * 22, 170 + i * 18, 250, 320, "#fffdf7", 8, {
          stroke: "#d6d0c4",
          "stroke-width": 2,
          transform: `rotate(${(i - 1) * 4} ${195 + i * 22} ${330 + i * 18})`,
        }),
      ),
      text(100, 226, "Purchase request", { size: 19, weight: "bold", fill: "#44403c" }),
      skeleton(100, 254, [190, 150, 170, 120, 180], "#d6d3d1", 10, 28),
      rect(100, 410, 110, 50, "none", 6, { stroke: "#b91c1c", "stroke-width": 3, opacity: 0.7 }),
      text(155, 442, "PENDING", { size: 16, weight: "bold", fill: "#b91c1c", anchor: "middle" }),
      circle(120, 590, 46, "#fffdf7", { stroke: "#a8a29e", "stroke-width": 4 }),
      line(120, 590, 120, 560, "#57534e", 4),
      line(120, 590, 142, 602, "#57534e", 4),
      text(184, 584, "5 days", { size: 30, weight: "bold", fill: "#292524" }),
      text(184, 614, "4 signatures, 2 offices", { size: 17, fill: "#78716c" }),
      // Arrow between
      circle(440, 375, 38, "#f59e0b"),
      path("M424 375 h28 M442 363 l12 12 l-12 12", {
        fill: "none",
        stroke: "#1c1917",
        "stroke-width": 5,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      // After
      text(520, 80, "AFTER", { size: 20, weight: "bold", fill: "#fbbf24", spacing: 3 }),
      text(520, 118, "Automated workflow", { size: 28, weight: "bold", fill: ink }),
      ...steps.map(([title, detail, color], i) => {
        const y = 160 + i * 118;
        return (
          rect(520, y, 600, 92, "#162036", 16, { stroke: "#2a3a5c", "stroke-width": 2 }) +
          circle(570, y + 46, 24, color, { opacity: 0.2 }) +
          check(571, y + 46, color, 1.2) +
          text(614, y + 40, title, { size: 22, weight: "bold", fill: ink }) +
          text(614, y + 70, detail, { size: 18, fill: muted }) +
          (i < 3 ? line(570, y + 92, 570, y + 118, "#3b4d72", 3) : "") +
          text(1096, y + 54, ["0 s", "4 s", "1 h", "2 h"][i]!, {
            size: 18,
            fill: muted,
            anchor: "end",
            mono: true,
          })
        );
      }),
      rect(520, 650, 600, 60, "#14532d", 30),
      text(820, 688, "2 hours, start to finish · 0 lost forms", {
        size: 20,
        weight: "bold",
        fill: "#bbf7d0",
        anchor: "middle",
      }),
    ],
    [linear("bg", ["#0b1530", "#1a1440"])],
  );
}

export const serviceArtwork = {
  "software-development": softwareDevelopment,
  "cloud-solutions": cloudSolutions,
  cybersecurity,
  "data-analytics": dataAnalytics,
  "ai-machine-learning": aiMachineLearning,
  "mobile-development": mobileDevelopment,
  "web-development": webDevelopment,
  "ui-ux-design": uiUxDesign,
  devops,
  "it-infrastructure": itInfrastructure,
  "it-consulting": itConsulting,
  "digital-transformation": digitalTransformation,
} as const;
