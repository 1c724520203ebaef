/**
 * One picture per case study: the system we built, as its users see it (a console, a
 * storefront, a clinic app, a dashboard). Our own drawings, until the client's screenshots
 * replace them. 1600×1000 (16:10).
 */
import {
  browser,
  circle,
  curve,
  donut,
  el,
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

const W = 1600;
const H = 1000;

/**
 * The hospital group's app (healthcare case study), in a browser window `width` wide: the
 * address at `page` written in `muted`, and its sidebar of five icons with the `active` one lit.
 */
export function careAppFrame(width: number, page: string, active: number, muted: string): string[] {
  return [
    browser(
      50,
      50,
      width,
      900,
      { frame: "#ffffff", bar: "#eef6f5", address: "#fff", addressText: muted },
      `care.sanjeevani.health / ${page}`,
    ),
    rect(50, 102, 90, 848, "#0f766e"),
    ...[0, 1, 2, 3, 4].map((i) =>
      rect(75, 140 + i * 70, 40, 40, i === active ? "#fff" : "#14b8a6", 12, {
        opacity: i === active ? 1 : 0.5,
      }),
    ),
  ];
}

/** Cloud migration: the migration console of a logistics company moving to AWS. */
function cloudMigration(): string {
  const bg = "#0a1020";
  const card = "#111a2e";
  const line2 = "#22304d";
  const muted = "#8a9bbd";
  const amber = "#f59e0b";
  const teal = "#2dd4bf";
  const x0 = 330;
  const kpis = [
    ["Services migrated", "120 / 120", teal],
    ["Unplanned downtime", "0 min", "#a5b4fc"],
    ["Monthly cost", "−38%", amber],
    ["Availability", "99.95%", "#7dd3fc"],
  ] as const;
  const waves = Array.from({ length: 14 }, (_, i) => i);
  const nodes = [
    [1190, 470, "Booking", teal],
    [1330, 420, "Tracking", "#7dd3fc"],
    [1420, 520, "Billing", amber],
    [1260, 580, "Oracle → RDS", "#a5b4fc"],
    [1110, 600, "Fleet", teal],
    [1400, 640, "Invoices", "#7dd3fc"],
  ] as const;
  const edges = [
    [0, 1],
    [0, 3],
    [1, 2],
    [2, 3],
    [3, 4],
    [2, 5],
    [4, 0],
    [5, 3],
  ] as const;
  const cost = [0.92, 0.95, 0.9, 0.93, 0.86, 0.8, 0.74, 0.69, 0.63, 0.6, 0.58, 0.57];
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      circle(1450, 80, 420, "url(#glow)"),
      browser(
        50,
        50,
        1500,
        900,
        { frame: bg, bar: "#0d1528", address: "#17223b", addressText: muted },
        "console.cloud · migration / waves",
      ),
      // Sidebar
      rect(50, 102, 250, 848, "#0c1426"),
      rect(80, 130, 40, 40, amber, 10),
      text(134, 158, "Cargo Cloud", { size: 20, weight: "bold" }),
      ...["Overview", "Migration waves", "Landing zone", "Costs", "Guardrails", "Runbooks"].map(
        (label, i) =>
          (i === 1 ? rect(70, 196 + i * 52, 210, 40, "#1c2a48", 10) : "") +
          rect(88, 210 + i * 52, 14, 14, i === 1 ? amber : "#33425f", 4) +
          text(114, 222 + i * 52, label, { size: 17, fill: i === 1 ? "#fff" : muted }),
      ),
      rect(70, 860, 210, 64, "#111c33", 12),
      text(88, 888, "ap-south-1 · ap-south-2", { size: 14, fill: muted }),
      text(88, 910, "Mumbai · Hyderabad", { size: 14, fill: "#cbd5e1" }),
      // Header
      text(x0, 160, "Migration waves", { size: 34, weight: "bold" }),
      text(x0, 192, "Logistics platform · 14 waves · 120 services", { size: 17, fill: muted }),
      rect(1310, 132, 200, 46, amber, 12),
      text(1410, 162, "Wave 14 live", {
        size: 17,
        weight: "bold",
        fill: "#1a1204",
        anchor: "middle",
      }),
      // KPIs
      ...kpis.map(([label, value, color], i) => {
        const x = x0 + i * 298;
        return (
          rect(x, 220, 280, 118, card, 16, { stroke: line2 }) +
          text(x + 22, 256, label, { size: 16, fill: muted }) +
          text(x + 22, 306, value, { size: 36, weight: "bold", fill: color })
        );
      }),
      // Waves
      rect(x0, 360, 720, 560, card, 16, { stroke: line2 }),
      text(x0 + 24, 400, "Waves", { size: 20, weight: "bold" }),
      text(x0 + 696, 400, "Cut-over", { size: 15, fill: muted, anchor: "end" }),
      ...waves.map((i) => {
        const y = 428 + i * 34;
        const done = i < 13;
        const width = 120 + ((i * 73) % 260);
        return (
          text(x0 + 24, y + 15, `W${String(i + 1).padStart(2, "0")}`, {
            size: 14,
            fill: muted,
            mono: true,
          }) +
          rect(x0 + 80, y + 2, 470, 16, "#1a2640", 8) +
          rect(x0 + 80 + ((i * 31) % 140), y + 2, width, 16, done ? teal : amber, 8, {
            opacity: done ? 0.85 : 1,
          }) +
          circle(x0 + 600, y + 10, 7, done ? teal : amber) +
          text(x0 + 696, y + 15, done ? "Done" : "Live", {
            size: 14,
            fill: done ? "#99f6e4" : "#fde68a",
            anchor: "end",
          })
        );
      }),
      // Dependency map
      rect(1070, 360, 450, 330, card, 16, { stroke: line2 }),
      text(1094, 400, "Service dependencies", { size: 20, weight: "bold" }),
      ...edges.map(([a, b]) =>
        line(nodes[a][0], nodes[a][1], nodes[b][0], nodes[b][1], "#3b4d72", 3),
      ),
      ...nodes.map(
        ([x, y, label, color]) =>
          circle(x, y, 22, color, { opacity: 0.2 }) +
          circle(x, y, 11, color) +
          text(x, y + 42, label, { size: 13, fill: "#cbd5e1", anchor: "middle" }),
      ),
      // Cost chart
      rect(1070, 710, 450, 210, card, 16, { stroke: line2 }),
      text(1094, 748, "Infrastructure cost", { size: 18, weight: "bold" }),
      text(1496, 748, "−38%", { size: 18, weight: "bold", fill: amber, anchor: "end" }),
      path(`${curve(1094, 770, 400, 120, cost)} L1494 890 L1094 890 Z`, { fill: "url(#area)" }),
      path(curve(1094, 770, 400, 120, cost), { fill: "none", stroke: amber, "stroke-width": 4 }),
      line(1094, 890, 1494, 890, line2, 2),
    ],
    [
      linear("bg", ["#0b1430", "#1b1036"]),
      radial("glow", "#f59e0b", 0.25),
      `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f59e0b" stop-opacity="0.35"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></linearGradient>`,
    ],
  );
}

/** A garment on a hanger-less tile: kurta, dress, shirt or saree drape, in one colour. */
export function garment(
  kind: number,
  cx: number,
  top: number,
  color: string,
  trim: string,
): string {
  const shapes = [
    // kurta
    `M${cx - 34} ${top} L${cx - 80} ${top + 30} L${cx - 64} ${top + 84} L${cx - 46} ${top + 76} L${cx - 52} ${top + 210} L${cx + 52} ${top + 210} L${cx + 46} ${top + 76} L${cx + 64} ${top + 84} L${cx + 80} ${top + 30} L${cx + 34} ${top} Q${cx} ${top + 30} ${cx - 34} ${top}Z`,
    // dress
    `M${cx - 30} ${top} L${cx - 42} ${top + 70} L${cx - 96} ${top + 210} L${cx + 96} ${top + 210} L${cx + 42} ${top + 70} L${cx + 30} ${top} Q${cx} ${top + 24} ${cx - 30} ${top}Z`,
    // shirt
    `M${cx - 36} ${top} L${cx - 86} ${top + 28} L${cx - 72} ${top + 92} L${cx - 52} ${top + 84} L${cx - 52} ${top + 190} L${cx + 52} ${top + 190} L${cx + 52} ${top + 84} L${cx + 72} ${top + 92} L${cx + 86} ${top + 28} L${cx + 36} ${top} L${cx} ${top + 40}Z`,
    // drape
    `M${cx - 70} ${top} Q${cx - 10} ${top + 20} ${cx + 70} ${top} L${cx + 84} ${top + 200} Q${cx} ${top + 218} ${cx - 84} ${top + 200}Z`,
  ];
  return (
    path(shapes[kind % 4]!, { fill: color }) +
    path(
      kind % 4 === 3
        ? `M${cx - 70} ${top} L${cx + 84} ${top + 200}`
        : `M${cx} ${top + 20} L${cx} ${top + 180}`,
      {
        stroke: trim,
        "stroke-width": 6,
        fill: "none",
        opacity: 0.8,
      },
    )
  );
}

/** E-commerce: the fashion retailer's storefront on the desktop, and its mobile shop beside it. */
function ecommercePlatform(): string {
  const ink = "#2a1620";
  const muted = "#8a6f78";
  const rose = "#e11d48";
  const products = [
    ["Indigo cotton kurta", "₹1,499", "#e0e7ff", "#4338ca", "#fbbf24", 0],
    ["Marigold midi dress", "₹2,299", "#fef3c7", "#f59e0b", "#b45309", 1],
    ["Linen shirt, sage", "₹1,299", "#dcfce7", "#4d7c0f", "#f0fdf4", 2],
    ["Banarasi silk stole", "₹3,499", "#ffe4e6", "#be123c", "#fcd34d", 3],
  ] as const;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      circle(200, 900, 380, "url(#glow)"),
      browser(
        50,
        50,
        1240,
        900,
        { frame: "#fffaf6", bar: "#f3e8e1", address: "#fff", addressText: muted },
        "aarna.in / festive-edit",
      ),
      // Store header
      text(96, 150, "AARNA", { size: 34, weight: "bold", fill: ink, spacing: 6 }),
      ...["Women", "Men", "Festive", "Stores"].map((label, i) =>
        text(330 + i * 120, 146, label, {
          size: 18,
          fill: i === 2 ? rose : ink,
          weight: i === 2 ? "bold" : "normal",
        }),
      ),
      rect(850, 118, 300, 42, "#f5ede8", 21),
      circle(878, 139, 9, "none", { stroke: muted, "stroke-width": 3 }),
      text(900, 146, "Search kurtas, sarees…", { size: 15, fill: muted }),
      path("M1190 126 h28 l-4 30 h-20 z", { fill: "none", stroke: ink, "stroke-width": 3 }),
      circle(1224, 126, 11, rose),
      text(1224, 131, "2", { size: 13, weight: "bold", anchor: "middle" }),
      // Hero banner
      rect(96, 190, 1148, 300, "url(#hero)", 20),
      text(140, 272, "FESTIVE EDIT 2026", {
        size: 18,
        weight: "bold",
        fill: "#ffe4e6",
        spacing: 4,
      }),
      text(140, 336, "Made for Diwali,", { size: 50, weight: "bold" }),
      text(140, 394, "in stock near you", { size: 50, weight: "bold" }),
      rect(140, 420, 180, 48, "#fff", 24),
      text(230, 451, "Shop now", { size: 18, weight: "bold", fill: rose, anchor: "middle" }),
      circle(960, 340, 130, "#fff", { opacity: 0.12 }),
      garment(0, 880, 240, "#fde68a", "#b45309"),
      garment(1, 1080, 250, "#fff1f2", "#e11d48"),
      // Product grid
      text(96, 540, "Trending this week", { size: 24, weight: "bold", fill: ink }),
      ...products.map(([name, price, tile, color, trim, kind], i) => {
        const x = 96 + i * 292;
        return (
          rect(x, 566, 272, 270, tile, 16) +
          garment(kind, x + 136, 596, color, trim) +
          text(x, 868, name, { size: 17, fill: ink }) +
          text(x, 898, price, { size: 19, weight: "bold", fill: ink }) +
          text(x + 272, 898, "★ 4.8", { size: 15, fill: "#b45309", anchor: "end" })
        );
      }),
      // Phone
      phone(1200, 180, 330, 700, "#1f1418", "#fffaf6"),
      rect(1224, 252, 282, 260, "#e0e7ff", 20),
      garment(0, 1365, 276, "#4338ca", "#fbbf24"),
      text(1226, 548, "Indigo cotton kurta", { size: 19, weight: "bold", fill: ink }),
      text(1226, 580, "₹1,499", { size: 22, weight: "bold", fill: ink }),
      ...["S", "M", "L", "XL"].map(
        (size, i) =>
          rect(1226 + i * 66, 604, 54, 40, i === 1 ? ink : "#fff", 10, { stroke: "#e7d8d0" }) +
          text(1253 + i * 66, 630, size, {
            size: 16,
            fill: i === 1 ? "#fff" : ink,
            anchor: "middle",
          }),
      ),
      rect(1226, 662, 280, 58, "#ecfdf5", 12),
      circle(1250, 691, 8, "#10b981"),
      text(1268, 688, "In stock at 3 stores", { size: 15, fill: "#065f46", weight: "bold" }),
      text(1268, 708, "near you · pick up today", { size: 13, fill: "#047857" }),
      rect(1226, 740, 280, 58, rose, 29),
      text(1366, 776, "Add to bag", { size: 19, weight: "bold", anchor: "middle" }),
      text(1366, 832, "Loaded in 1.4 s", { size: 14, fill: muted, anchor: "middle" }),
    ],
    [
      linear("bg", ["#fde8e4", "#fbe3d0"]),
      linear("hero", ["#be123c", "#f97316"], 1, 0.4),
      radial("glow", "#fb7185", 0.35),
    ],
  );
}

/** Security: the fintech's security operations console after the zero-trust roll-out. */
function securityInfrastructure(): string {
  const bg = "#060b0a";
  const card = "#0c1614";
  const border = "#16302a";
  const green = "#34d399";
  const muted = "#7fa69a";
  const alerts = [
    ["High", "#f43f5e", "Impossible travel · finance-admin", "2 min"],
    ["Medium", "#f59e0b", "New device · loan-ops laptop", "14 min"],
    ["Low", "#38bdf8", "Policy change · S3 bucket tags", "32 min"],
    ["Low", "#38bdf8", "Patch applied · 212 endpoints", "1 h"],
    ["Medium", "#f59e0b", "Failed MFA × 5 · support-07", "2 h"],
  ] as const;
  const events = [3, 5, 4, 8, 6, 4, 3, 9, 5, 4, 6, 3, 2, 4, 7, 5, 3, 4, 6, 3, 2, 3, 4, 2];
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      circle(1300, 120, 460, "url(#glow)"),
      browser(
        50,
        50,
        1500,
        900,
        { frame: bg, bar: "#09120f", address: "#0f1d19", addressText: muted },
        "soc.lendwise.in / posture",
      ),
      text(96, 160, "Security posture", { size: 34, weight: "bold" }),
      text(96, 192, "Zero-trust access · 300 people · 42 applications", { size: 17, fill: muted }),
      rect(1290, 132, 214, 46, "#052e22", 23, { stroke: green }),
      circle(1318, 155, 7, green),
      text(1334, 161, "ISO 27001 ready", { size: 16, weight: "bold", fill: green }),
      // Score gauge
      rect(96, 224, 400, 330, card, 18, { stroke: border }),
      text(124, 264, "Posture score", { size: 19, weight: "bold" }),
      path("M166 480 A130 130 0 0 1 426 480", {
        fill: "none",
        stroke: "#16302a",
        "stroke-width": 26,
        "stroke-linecap": "round",
      }),
      path("M166 480 A130 130 0 0 1 406 410", {
        fill: "none",
        stroke: "url(#gauge)",
        "stroke-width": 26,
        "stroke-linecap": "round",
      }),
      text(296, 470, "92", { size: 72, weight: "bold", anchor: "middle" }),
      text(296, 520, "up from 41 in January", { size: 15, fill: muted, anchor: "middle" }),
      // MFA donut
      rect(516, 224, 330, 330, card, 18, { stroke: border }),
      text(544, 264, "Phishing-resistant MFA", { size: 19, weight: "bold" }),
      donut(681, 400, 92, 1, green, "#16302a", 24),
      text(681, 412, "100%", { size: 40, weight: "bold", anchor: "middle" }),
      text(681, 438, "of staff", { size: 15, fill: muted, anchor: "middle" }),
      // Access graph
      rect(866, 224, 638, 330, card, 18, { stroke: border }),
      text(894, 264, "Access by application", { size: 19, weight: "bold" }),
      ...[0, 1, 2, 3].map((i) =>
        circle(940, 310 + i * 62, 20, ["#a78bfa", "#38bdf8", green, "#fbbf24"][i]!, {
          opacity: 0.9,
        }),
      ),
      ...[0, 1, 2, 3].map((i) => line(962, 310 + i * 62, 1150, 400, "#1f4a3f", 3)),
      path("M1185 340 l45 18 v40 c0 34 -22 56 -45 66 c-23 -10 -45 -32 -45 -66 v-40z", {
        fill: "#052e22",
        stroke: green,
        "stroke-width": 4,
      }),
      path("M1168 402 l12 12 l24 -26", {
        fill: "none",
        stroke: green,
        "stroke-width": 5,
        "stroke-linecap": "round",
      }),
      ...[0, 1, 2, 3, 4].map(
        (i) =>
          line(1232, 400, 1370, 290 + i * 56, "#1f4a3f", 3) +
          rect(1370, 272 + i * 56, 110, 36, "#0f211d", 10, { stroke: border }) +
          text(1425, 296 + i * 56, ["Loans", "KYC", "Ledger", "CRM", "AWS"][i]!, {
            size: 14,
            fill: "#d1fae5",
            anchor: "middle",
          }),
      ),
      // Alerts
      rect(96, 574, 860, 346, card, 18, { stroke: border }),
      text(124, 614, "Alerts", { size: 19, weight: "bold" }),
      text(928, 614, "Median time to detect: 15 min", { size: 15, fill: muted, anchor: "end" }),
      ...alerts.map(([level, color, what, when], i) => {
        const y = 640 + i * 54;
        return (
          rect(120, y, 812, 44, i % 2 ? "transparent" : "#0f1e1b", 10) +
          rect(136, y + 10, 84, 24, color, 12, { opacity: 0.18 }) +
          text(178, y + 27, level, { size: 13, weight: "bold", fill: color, anchor: "middle" }) +
          text(244, y + 28, what, { size: 16, fill: "#e2e8f0" }) +
          text(912, y + 28, when, { size: 14, fill: muted, anchor: "end" })
        );
      }),
      // Events chart
      rect(976, 574, 528, 346, card, 18, { stroke: border }),
      text(1004, 614, "Sign-in events · 24 h", { size: 19, weight: "bold" }),
      ...events.map((v, i) =>
        rect(1006 + i * 20, 880 - v * 24, 12, v * 24, i === 7 ? "#f43f5e" : green, 4, {
          opacity: i === 7 ? 1 : 0.75,
        }),
      ),
      line(1004, 888, 1480, 888, border, 2),
    ],
    [
      linear("bg", ["#04110d", "#0b1a24"]),
      radial("glow", "#10b981", 0.22),
      linear("gauge", ["#10b981", "#a3e635"], 1, 0),
    ],
  );
}

/** A faceless person for avatars in screens: head, hair and shoulders. */
function person(cx: number, cy: number, s: number, skin: string, cloth: string, hair: string) {
  return [
    path(
      `M${cx - 60 * s} ${cy + 90 * s} Q${cx - 56 * s} ${cy + 30 * s} ${cx} ${cy + 28 * s} Q${cx + 56 * s} ${cy + 30 * s} ${cx + 60 * s} ${cy + 90 * s}Z`,
      { fill: cloth },
    ),
    el("ellipse", { cx, cy: cy - 6 * s, rx: 28 * s, ry: 32 * s, fill: skin }),
    path(
      `M${cx - 30 * s} ${cy - 8 * s} Q${cx - 32 * s} ${cy - 44 * s} ${cx} ${cy - 42 * s} Q${cx + 32 * s} ${cy - 44 * s} ${cx + 30 * s} ${cy - 8 * s} Q${cx + 20 * s} ${cy - 28 * s} ${cx} ${cy - 26 * s} Q${cx - 20 * s} ${cy - 28 * s} ${cx - 30 * s} ${cy - 8 * s}Z`,
      { fill: hair },
    ),
  ].join("");
}

/** Healthcare: the hospital network's outpatient schedule, a patient record and a video visit. */
function healthcare(): string {
  const ink = "#0f2a2e";
  const muted = "#5f7d80";
  const teal = "#0d9488";
  const doctors = ["Dr. Iyer · Cardiology", "Dr. Khan · Ortho", "Dr. Bose · Paediatrics"];
  const slots = [
    [0, 0, 1, "#ccfbf1", "#0f766e"],
    [0, 1.5, 1, "#e0f2fe", "#0369a1"],
    [0, 3, 2, "#ccfbf1", "#0f766e"],
    [1, 0.5, 1.5, "#fef3c7", "#b45309"],
    [1, 2.5, 1, "#ccfbf1", "#0f766e"],
    [1, 4, 1, "#fce7f3", "#be185d"],
    [2, 0, 1, "#e0f2fe", "#0369a1"],
    [2, 1.2, 1, "#ccfbf1", "#0f766e"],
    [2, 2.6, 1.6, "#ede9fe", "#6d28d9"],
  ] as const;
  const heart = [
    0.5, 0.5, 0.55, 0.5, 0.9, 0.1, 0.6, 0.5, 0.5, 0.52, 0.5, 0.5, 0.88, 0.12, 0.6, 0.5, 0.5,
  ];
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      ...careAppFrame(1260, "opd", 1, muted),
      path("M88 224 h14 M95 217 v14", { stroke: teal, "stroke-width": 4 }),
      text(180, 160, "Outpatients · Today", { size: 32, weight: "bold", fill: ink }),
      text(180, 192, "Bhopal Central · 146 booked · 12 waiting", { size: 17, fill: muted }),
      rect(950, 132, 250, 46, teal, 23),
      text(1075, 162, "+ New appointment", { size: 17, weight: "bold", anchor: "middle" }),
      // Schedule grid
      rect(180, 224, 700, 696, "#f8fbfb", 18, { stroke: "#dcebea" }),
      ...doctors.map((d, i) =>
        text(370 + i * 200, 262, d, { size: 15, weight: "bold", fill: ink, anchor: "middle" }),
      ),
      ...["09:00", "10:00", "11:00", "12:00", "13:00", "14:00"].map(
        (t, i) =>
          text(200, 310 + i * 100, t, { size: 14, fill: muted, mono: true }) +
          line(262, 304 + i * 100, 860, 304 + i * 100, "#e3efee", 2),
      ),
      ...slots.map(([col, start, len, fill, ink2]) => {
        const x = 280 + col * 200;
        const y = 300 + start * 100;
        return (
          rect(x, y + 6, 180, len * 100 - 12, fill, 12) +
          rect(x, y + 6, 6, len * 100 - 12, ink2, 3) +
          skeleton(x + 20, y + 24, [120, 80], ink2, 10, 20).replace(
            /fill="[^"]+"/g,
            `fill="${ink2}" opacity="0.5"`,
          )
        );
      }),
      // Patient card
      rect(900, 224, 300, 400, "#fff", 18, { stroke: "#dcebea" }),
      circle(950, 276, 30, "#ccfbf1"),
      person(950, 280, 0.55, "#c68642", "#0f766e", "#1f2937"),
      text(996, 272, "Meera Joshi, 54", { size: 18, weight: "bold", fill: ink }),
      text(996, 296, "One record · 3 branches", { size: 14, fill: muted }),
      text(924, 350, "Heart rate", { size: 14, fill: muted }),
      text(1176, 350, "72 bpm", { size: 16, weight: "bold", fill: "#e11d48", anchor: "end" }),
      path(curve(924, 362, 252, 60, heart), { fill: "none", stroke: "#e11d48", "stroke-width": 3 }),
      ...["BP 128/82", "HbA1c 6.1", "Allergy: penicillin"].map(
        (chip, i) =>
          rect(924, 446 + i * 50, 252, 38, "#f0fdfa", 10) +
          text(940, 471 + i * 50, chip, { size: 15, fill: "#115e59" }),
      ),
      rect(900, 644, 300, 276, "#fff", 18, { stroke: "#dcebea" }),
      text(924, 684, "Queue", { size: 18, weight: "bold", fill: ink }),
      ...[0, 1, 2, 3].map(
        (i) =>
          circle(940, 718 + i * 50, 14, ["#99f6e4", "#bae6fd", "#fde68a", "#fbcfe8"][i]!) +
          text(940, 723 + i * 50, String(i + 1), {
            size: 13,
            weight: "bold",
            fill: ink,
            anchor: "middle",
          }) +
          rect(966, 712 + i * 50, 130 - i * 18, 12, "#d7e7e6", 6) +
          text(1176, 723 + i * 50, `${4 + i * 6} min`, { size: 14, fill: muted, anchor: "end" }),
      ),
      // Phone: video visit
      phone(1250, 170, 310, 660, "#0b2326", "#0b3b3f"),
      rect(1262, 182, 286, 636, "url(#video)", 32),
      person(1405, 470, 1.6, "#8d5524", "#e2e8f0", "#111827"),
      rect(1440, 230, 90, 120, "#134e4a", 14, { stroke: "#5eead4", "stroke-width": 2 }),
      person(1485, 300, 0.6, "#e0ac69", "#0d9488", "#3f2d20"),
      text(1290, 240, "Video visit", { size: 16, weight: "bold" }),
      text(1290, 262, "Dr. Iyer · 08:12", { size: 13, fill: "#99f6e4" }),
      circle(1345, 760, 28, "#f43f5e"),
      path("M1333 760 h24", { stroke: "#fff", "stroke-width": 5, "stroke-linecap": "round" }),
      circle(1465, 760, 28, "#ffffff", { opacity: 0.2 }),
      rect(1455, 748, 20, 24, "#fff", 4),
    ],
    [linear("bg", ["#d5f3ee", "#e7f0fb"]), linear("video", ["#115e59", "#164e63"], 0.3, 1)],
  );
}

/** AI analytics: the distributor's demand-forecast dashboard. */
function aiAnalytics(): string {
  const card = "#171338";
  const border = "#2a2458";
  const muted = "#a19cc9";
  const violet = "#a78bfa";
  const cyan = "#22d3ee";
  const actual = [0.3, 0.34, 0.31, 0.42, 0.4, 0.52, 0.47, 0.6, 0.78, 0.55, 0.5, 0.58];
  const forecast = [0.58, 0.63, 0.72, 0.9, 0.66, 0.6];
  const regions = [
    ["Madhya Pradesh", 0.92],
    ["Maharashtra", 0.84],
    ["Gujarat", 0.71],
    ["Rajasthan", 0.63],
    ["Chhattisgarh", 0.48],
  ] as const;
  const kpis = [
    ["Stock-outs", "−22%", cyan],
    ["Inventory held", "−15%", violet],
    ["Forecast accuracy", "91%", "#f0abfc"],
    ["Data freshness", "1 h", "#fde68a"],
  ] as const;
  const cx = 120;
  const cw = 860;
  const fx = cx + (cw * 11) / 17;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      circle(300, 100, 420, "url(#glow)"),
      browser(
        50,
        50,
        1500,
        900,
        { frame: "#0e0b26", bar: "#120e30", address: "#1b1640", addressText: muted },
        "insights.dhanvi.co / demand",
      ),
      text(96, 160, "Demand forecast", { size: 34, weight: "bold" }),
      text(96, 192, "9,000 retailers · 1,240 products · updated 14 min ago", {
        size: 17,
        fill: muted,
      }),
      ...["Week", "Month", "Festive season"].map(
        (label, i) =>
          rect(
            1100 + i * 138 - (i === 2 ? 0 : 0),
            134,
            i === 2 ? 160 : 124,
            42,
            i === 2 ? violet : "#1b1640",
            21,
          ) +
          text(1100 + i * 138 + (i === 2 ? 80 : 62), 161, label, {
            size: 15,
            fill: i === 2 ? "#1e1b4b" : muted,
            anchor: "middle",
            weight: i === 2 ? "bold" : "normal",
          }),
      ),
      ...kpis.map(([label, value, color], i) => {
        const x = 96 + i * 360;
        return (
          rect(x, 220, 340, 120, card, 16, { stroke: border }) +
          text(x + 24, 258, label, { size: 16, fill: muted }) +
          text(x + 24, 312, value, { size: 40, weight: "bold", fill: color }) +
          path(curve(x + 200, 270, 116, 44, [0.2, 0.5, 0.3, 0.7, 0.55, 0.9]), {
            fill: "none",
            stroke: color,
            "stroke-width": 3,
            opacity: 0.8,
          })
        );
      }),
      // Forecast chart
      rect(96, 360, 920, 560, card, 18, { stroke: border }),
      text(120, 402, "Sales vs forecast · festive products", { size: 20, weight: "bold" }),
      circle(720, 396, 6, cyan),
      text(734, 402, "Actual", { size: 15, fill: muted }),
      line(810, 396, 836, 396, violet, 4, { "stroke-dasharray": "6 6" }),
      text(846, 402, "Forecast", { size: 15, fill: muted }),
      ...[0, 1, 2, 3, 4].map((i) => line(cx, 450 + i * 100, cx + cw, 450 + i * 100, "#241f4d", 2)),
      rect(fx - 40, 430, 80, 430, "#f0abfc", 10, { opacity: 0.08 }),
      text(fx, 886, "Diwali", { size: 14, fill: "#f0abfc", anchor: "middle" }),
      path(
        `${curve(
          fx,
          440,
          cx + cw - fx,
          400,
          forecast.map((v) => Math.min(0.98, v + 0.1)),
        )} L${cx + cw} ${440 + 400 - (forecast.at(-1)! - 0.1) * 400} L${fx} ${440 + 400 - (forecast[0]! - 0.1) * 400}Z`,
        { fill: violet, opacity: 0.18 },
      ),
      path(`${curve(cx, 440, fx - cx, 400, actual)} L${fx} 840 L${cx} 840Z`, {
        fill: "url(#area)",
      }),
      path(curve(cx, 440, fx - cx, 400, actual), { fill: "none", stroke: cyan, "stroke-width": 4 }),
      path(curve(fx, 440, cx + cw - fx, 400, forecast), {
        fill: "none",
        stroke: violet,
        "stroke-width": 4,
        "stroke-dasharray": "10 8",
      }),
      circle(fx, 440 + 400 - actual.at(-1)! * 400, 9, cyan, {
        stroke: "#0e0b26",
        "stroke-width": 4,
      }),
      // Regions
      rect(1036, 360, 468, 300, card, 18, { stroke: border }),
      text(1060, 402, "Fill rate by region", { size: 20, weight: "bold" }),
      ...regions.map(([name, v], i) => {
        const y = 430 + i * 44;
        return (
          text(1060, y + 20, name, { size: 15, fill: "#ddd6fe" }) +
          rect(1240, y + 6, 200, 18, "#241f4d", 9) +
          rect(1240, y + 6, 200 * v, 18, "url(#bar)", 9) +
          text(1480, y + 21, `${Math.round(v * 100)}%`, { size: 14, fill: muted, anchor: "end" })
        );
      }),
      // Heatmap
      rect(1036, 680, 468, 240, card, 18, { stroke: border }),
      text(1060, 720, "Stock risk · next 6 weeks", { size: 18, weight: "bold" }),
      ...Array.from({ length: 4 * 9 }, (_, n) => {
        const r = Math.floor(n / 9);
        const c = n % 9;
        const v = ((r * 7 + c * 5) % 11) / 10;
        const color = v > 0.75 ? "#f472b6" : v > 0.45 ? violet : "#3b3480";
        return rect(1060 + c * 48, 744 + r * 42, 40, 34, color, 6, { opacity: 0.35 + v * 0.6 });
      }),
    ],
    [
      linear("bg", ["#120c35", "#07142e"]),
      radial("glow", "#8b5cf6", 0.3),
      `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#22d3ee" stop-opacity="0.35"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></linearGradient>`,
      linear("bar", ["#8b5cf6", "#22d3ee"], 1, 0),
    ],
  );
}

export const projectArtwork = {
  "cloud-migration": cloudMigration,
  "ecommerce-platform": ecommercePlatform,
  "security-infrastructure": securityInfrastructure,
  healthcare,
  "ai-analytics": aiAnalytics,
} as const;

export { person };
