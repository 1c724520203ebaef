/**
 * Two more pictures per case study, for the gallery under "Inside the system": a diagram of the
 * system we built and a second screen of it, each true to the case study's text. Our own
 * drawings until the client's screenshots replace them. 1600×1000 (16:10), like the covers,
 * with larger text, since a gallery shows them smaller.
 */
import { arrow, group, heading, legend, node, type Palette } from "./diagram.ts";
import {
  browser,
  check,
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
  svg,
  text,
} from "./kit.ts";
import { careAppFrame, garment, person } from "./projects.ts";

const W = 1600;
const H = 1000;

/**
 * The top of a dark console screen: the page with a glow, a browser window at `address`, the
 * screen's title and subtitle, and (given a `status`) a pill with a tick at the right.
 */
function consoleScreen({
  glow,
  window,
  address,
  title,
  subtitle,
  status,
}: {
  glow: { cx: number; cy: number; r: number };
  window: { frame: string; bar: string; address: string; muted: string };
  address: string;
  title: string;
  subtitle: string;
  status?: { label: string; width: number; fill: string; color: string };
}): string[] {
  const header = [
    rect(0, 0, W, H, "url(#bg)"),
    el("circle", { ...glow, fill: "url(#glow)" }),
    browser(
      50,
      50,
      1500,
      900,
      { frame: window.frame, bar: window.bar, address: window.address, addressText: window.muted },
      address,
    ),
    text(100, 166, title, { size: 40, weight: "bold" }),
    text(100, 204, subtitle, { size: 22, fill: window.muted }),
  ];
  if (!status) return header;
  const x = 1500 - status.width;
  return [
    ...header,
    rect(x, 136, status.width, 56, status.fill, 28, { stroke: status.color, "stroke-width": 2 }),
    check(x + 32, 164, status.color),
    text(x + 54, 172, status.label, { size: 22, weight: "bold", fill: status.color }),
  ];
}

/* ------------------------------------------------------------------ Cloud migration */

const cloud: Palette = { ink: "#f1f5f9", muted: "#9fb0d0", box: "#111a2e", border: "#27385a" };
const amber = "#f59e0b";
const teal = "#2dd4bf";
const sky = "#7dd3fc";
const indigo = "#a5b4fc";

/** The landing zone: two data centres' 120 services moved into a multi-account AWS setup. */
function cloudMigrationArchitecture(): string {
  const p = cloud;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      el("circle", { cx: 1400, cy: 120, r: 420, fill: "url(#glow)" }),
      heading(
        "Architecture",
        "From two data centres to an AWS landing zone",
        "120 services in 14 waves · everything as code · Mumbai primary, Hyderabad standby",
        p,
        amber,
      ),
      // Before
      group(50, 220, 330, 700, "Before · 2 data centres", "#64748b"),
      node(
        75,
        290,
        280,
        120,
        "Data centre 1",
        ["Booking, tracking", "68 services on VMs"],
        p,
        "#64748b",
      ),
      node(
        75,
        440,
        280,
        120,
        "Data centre 2",
        ["Billing, fleet", "52 services on VMs"],
        p,
        "#64748b",
      ),
      node(75, 600, 280, 120, "Oracle, 6 TB", ["The core database"], p, "#64748b"),
      text(215, 790, "Hardware renewal due", { size: 20, fill: "#fca5a5", anchor: "middle" }),
      text(215, 820, "Full every festive season", { size: 20, fill: "#fca5a5", anchor: "middle" }),
      // AWS
      group(470, 220, 1070, 700, "AWS organisation · one account per purpose", amber),
      ...["Single sign-on", "Budgets and alerts", "Security baseline"].map((label, i) => {
        const x = 500 + i * 340;
        return (
          rect(x, 280, 320, 52, "#1a2440", 26, { stroke: "#33456b" }) +
          check(x + 30, 306, amber) +
          text(x + 52, 313, label, { size: 20, fill: p.ink })
        );
      }),
      // Mumbai
      group(500, 360, 640, 410, "ap-south-1 · Mumbai · production", teal, "#0d1a2a"),
      node(530, 420, 330, 150, "Amazon EKS", ["Containers for the", "stateless services"], p, teal),
      ...["Booking", "Tracking", "Billing", "Fleet"].map(
        (label, i) =>
          rect(880, 420 + i * 38, 230, 30, "#132b35", 8) +
          text(896, 442 + i * 38, label, { size: 18, fill: "#99f6e4" }),
      ),
      node(
        530,
        600,
        330,
        130,
        "Amazon RDS",
        ["Core database, switched", "in a 20-minute window"],
        p,
        indigo,
      ),
      node(880, 600, 230, 130, "Autoscaling", ["Festive peaks", "scale out"], p, amber),
      // Hyderabad
      group(1170, 360, 340, 410, "ap-south-2 · Hyderabad", sky, "#0d1a2a"),
      node(1195, 420, 290, 130, "Standby", ["Warm copy of", "every service"], p, sky),
      node(1195, 600, 290, 130, "RDS replica", ["Backups, restore", "tested monthly"], p, sky),
      // Pipeline and observability
      node(
        500,
        795,
        500,
        105,
        "Terraform + GitHub Actions",
        ["Every account and service as code"],
        p,
        amber,
      ),
      node(1030, 795, 480, 105, "Grafana", ["Latency, errors and cost per wave"], p, teal),
      // The moves, over everything
      path("M355 350 H415 V500 M355 500 H415", { fill: "none", stroke: amber, "stroke-width": 3 }),
      arrow(
        [
          [415, 495],
          [530, 495],
        ],
        amber,
        { label: "14 waves", chip: "#2a1f0a", at: [418, 425] },
      ),
      arrow(
        [
          [355, 665],
          [530, 665],
        ],
        teal,
        { dashed: true, label: "AWS DMS", chip: "#0b2a2a", at: [425, 632] },
      ),
      arrow(
        [
          [695, 730],
          [695, 752],
          [1340, 752],
          [1340, 734],
        ],
        sky,
        { dashed: true },
      ),
      legend(
        70,
        965,
        [
          { label: "Services moved", color: amber },
          { label: "Data replicated", color: teal, dashed: true },
          { label: "Standby copy", color: sky, dashed: true },
        ],
        p,
      ),
    ],
    [linear("bg", ["#0b1430", "#1b1036"]), radial("glow", amber, 0.18)],
  );
}

/** The night the core database moved: the cut-over runbook, step by step, in 20 minutes. */
function cloudMigrationCutover(): string {
  const bg = "#0a1020";
  const card = "#111a2e";
  const border = "#22304d";
  const muted = "#9fb0d0";
  const steps = [
    ["01:58", "Freeze writes to Oracle", "Booking queue holds new orders"],
    ["02:01", "Replication lag at 0 s", "AWS DMS caught up, 412 tables"],
    ["02:04", "Row counts and checksums", "Every table matches"],
    ["02:08", "Switch connection strings", "Parameter Store, 38 services"],
    ["02:12", "Smoke tests", "Booking, tracking, billing"],
    ["02:17", "Open traffic on RDS", "Queue drained in 40 s"],
  ] as const;
  const lag = [0.92, 0.7, 0.62, 0.5, 0.34, 0.26, 0.14, 0.08, 0.03, 0, 0, 0];
  return svg(
    W,
    H,
    [
      ...consoleScreen({
        glow: { cx: 200, cy: 900, r: 400 },
        window: { frame: bg, bar: "#0d1528", address: "#17223b", muted },
        address: "console.cloud · runbooks / core-database-cut-over",
        title: "Core database cut-over",
        subtitle: "Sunday night · Oracle on premises → Amazon RDS",
        status: { label: "Done in 19 min", width: 270, fill: "#052e2b", color: teal },
      }),
      // Steps
      rect(100, 240, 820, 670, card, 18, { stroke: border }),
      text(130, 290, "Runbook", { size: 26, weight: "bold" }),
      text(890, 290, "6 of 6", { size: 22, fill: muted, anchor: "end" }),
      line(148, 344, 148, 344 + 5 * 104, "#1f5f5a", 4),
      ...steps.map(([time, what, detail], i) => {
        const y = 344 + i * 104;
        return (
          circle(148, y, 20, "#0f3b38", { stroke: teal, "stroke-width": 3 }) +
          check(148, y, teal, 0.9) +
          text(190, y - 4, what, { size: 24, weight: "bold" }) +
          text(190, y + 28, detail, { size: 20, fill: muted }) +
          text(890, y + 6, time, { size: 22, fill: "#fde68a", anchor: "end", mono: true })
        );
      }),
      // Window
      rect(950, 240, 550, 250, card, 18, { stroke: border }),
      text(980, 290, "Maintenance window", { size: 24, weight: "bold" }),
      rect(980, 330, 490, 34, "#1a2640", 17),
      rect(980, 330, 466, 34, "url(#bar)", 17),
      text(980, 410, "19 of 20 minutes", { size: 30, weight: "bold", fill: amber }),
      text(980, 450, "No trucks stopped, no orders lost", { size: 20, fill: muted }),
      // Lag chart
      rect(950, 510, 550, 400, card, 18, { stroke: border }),
      text(980, 560, "Replication lag", { size: 24, weight: "bold" }),
      text(1470, 560, "0 s", { size: 24, weight: "bold", fill: teal, anchor: "end" }),
      ...[0, 1, 2, 3].map((i) => line(980, 610 + i * 80, 1470, 610 + i * 80, "#1c2946", 2)),
      path(`${curve(980, 600, 490, 250, lag)} L1470 850 L980 850 Z`, { fill: "url(#area)" }),
      path(curve(980, 600, 490, 250, lag), { fill: "none", stroke: teal, "stroke-width": 4 }),
      text(980, 886, "01:30", { size: 18, fill: muted, mono: true }),
      text(1470, 886, "02:01", { size: 18, fill: muted, anchor: "end", mono: true }),
    ],
    [
      linear("bg", ["#0b1430", "#1b1036"]),
      radial("glow", teal, 0.2),
      linear("bar", [teal, amber], 1, 0),
      `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${teal}" stop-opacity="0.35"/><stop offset="1" stop-color="${teal}" stop-opacity="0"/></linearGradient>`,
    ],
  );
}

/* ------------------------------------------------------------------ E-commerce */

const shop: Palette = { ink: "#2a1620", muted: "#7a5f68", box: "#ffffff", border: "#ecd9d0" };
const rose = "#e11d48";
const orange = "#ea580c";
const plum = "#7c3aed";
const green = "#059669";

/** The headless storefront: fast pages at the edge, one commerce engine, every store's stock. */
function ecommerceArchitecture(): string {
  const p = shop;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      el("circle", { cx: 1450, cy: 900, r: 420, fill: "url(#glow)" }),
      heading(
        "Architecture",
        "A headless shop that sells what the stores hold",
        "Server-rendered pages at the edge · one commerce engine · stock from 60 stores",
        p,
        rose,
      ),
      // Shoppers
      group(50, 230, 300, 420, "Shoppers", "#b4838f"),
      phone(120, 290, 150, 300, "#2a1620", "#fff7f3"),
      rect(140, 330, 110, 90, "#e0e7ff", 10),
      rect(140, 432, 90, 12, "#d8c4bc", 6),
      rect(140, 454, 60, 12, rose, 6),
      rect(140, 540, 110, 28, rose, 14),
      text(200, 620, "Android on 4G", { size: 20, fill: p.muted, anchor: "middle" }),
      // Edge and storefront
      node(410, 290, 300, 130, "Cloudflare", ["Cached pages and", "resized images"], p, orange),
      node(
        410,
        470,
        300,
        150,
        "Storefront",
        ["React, server-", "rendered on Node.js", "1.4 s on mobile"],
        p,
        rose,
      ),
      // Back office
      group(770, 230, 780, 420, "Commerce engine and content", "#b4838f", "#fffaf7"),
      node(800, 290, 340, 150, "Orders and carts", ["Prices, promotions,", "checkout"], p, rose),
      node(
        800,
        470,
        340,
        150,
        "PostgreSQL + Redis",
        ["Orders stored,", "sessions cached"],
        p,
        plum,
      ),
      node(
        1180,
        290,
        340,
        150,
        "Headless CMS",
        ["Marketing edits the", "festive pages alone"],
        p,
        orange,
      ),
      node(1180, 470, 340, 150, "Razorpay", ["UPI, cards, wallets", "and refunds"], p, green),
      // Stores
      group(50, 700, 1500, 230, "60 stores", "#b4838f"),
      node(
        80,
        760,
        380,
        140,
        "Store point of sale",
        ["Every sale updates", "stock within a minute"],
        p,
        green,
      ),
      node(
        560,
        760,
        420,
        140,
        "Inventory service",
        ["One stock figure per", "product per store"],
        p,
        green,
      ),
      node(
        1080,
        760,
        440,
        140,
        "Ship from store",
        ["Click and collect,", "nearest store ships"],
        p,
        rose,
      ),
      // Flows
      arrow(
        [
          [270, 440],
          [410, 440],
          [410, 430],
        ],
        rose,
        { label: "HTTPS", chip: "#fff", at: [340, 400] },
      ),
      arrow(
        [
          [560, 420],
          [560, 470],
        ],
        orange,
        { both: true },
      ),
      arrow(
        [
          [710, 545],
          [800, 545],
        ],
        rose,
        { label: "API", chip: "#fff", at: [755, 510] },
      ),
      arrow(
        [
          [970, 440],
          [970, 470],
        ],
        plum,
        { both: true },
      ),
      arrow(
        [
          [1140, 365],
          [1180, 365],
        ],
        orange,
        { both: true },
      ),
      arrow(
        [
          [1140, 545],
          [1180, 545],
        ],
        green,
        { both: true },
      ),
      arrow(
        [
          [460, 830],
          [560, 830],
        ],
        green,
      ),
      arrow(
        [
          [770, 760],
          [770, 680],
          [900, 680],
          [900, 620],
        ],
        green,
        { label: "stock", chip: "#fff", at: [835, 680], both: true },
      ),
      arrow(
        [
          [980, 830],
          [1080, 830],
        ],
        rose,
      ),
      legend(
        70,
        972,
        [
          { label: "Shopper's request", color: rose },
          { label: "Content", color: orange },
          { label: "Stock and payments", color: green },
        ],
        p,
      ),
    ],
    [linear("bg", ["#fdf0ea", "#fbe3d0"]), radial("glow", "#fb7185", 0.25)],
  );
}

/** The store's pick-up app on a tablet: today's click-and-collect orders, one ready to hand over. */
function ecommerceStorePickup(): string {
  const ink = "#2a1620";
  const muted = "#7a5f68";
  const orders = [
    ["A-20814", "Ananya R.", "Ready", green, "#ecfdf5"],
    ["A-20809", "Farhan S.", "Picking", orange, "#fff7ed"],
    ["A-20803", "Kavya M.", "Picking", orange, "#fff7ed"],
    ["A-20797", "Rohit P.", "New", plum, "#f5f3ff"],
    ["A-20790", "Sneha D.", "Collected", "#94a3b8", "#f1f5f9"],
  ] as const;
  const items = [
    ["Indigo cotton kurta", "Size M · shelf B4", "₹1,499", "#e0e7ff", "#4338ca", "#fbbf24", 0],
    ["Banarasi silk stole", "One size · shelf D1", "₹3,499", "#ffe4e6", "#be123c", "#fcd34d", 3],
  ] as const;
  const tx = 110;
  const ty = 90;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      el("circle", { cx: 240, cy: 160, r: 380, fill: "url(#glow)" }),
      // Tablet
      rect(tx - 6, ty + 14, 1392, 844, "#000", 48, { opacity: 0.18 }),
      rect(tx - 20, ty - 20, 1420, 860, "#2a1620", 48),
      rect(tx, ty, 1380, 820, "#fffaf6", 30),
      circle(tx + 1390, ty + 410, 6, "#4a2a36"),
      // App bar
      rect(tx, ty, 1380, 96, "#fff", 30),
      rect(tx, ty + 60, 1380, 36, "#fff"),
      line(tx, ty + 96, tx + 1380, ty + 96, "#f0e2da", 2),
      text(tx + 40, ty + 60, "AARNA", { size: 30, weight: "bold", fill: ink, spacing: 5 }),
      text(tx + 210, ty + 58, "Store pick-up · MG Road, Indore", { size: 22, fill: muted }),
      rect(tx + 1120, ty + 26, 220, 46, "#fff1f2", 23),
      text(tx + 1230, ty + 56, "12 orders today", {
        size: 19,
        weight: "bold",
        fill: rose,
        anchor: "middle",
      }),
      // Order list
      text(tx + 40, ty + 150, "Click and collect", { size: 26, weight: "bold", fill: ink }),
      ...orders.map(([id, name, state, color, tint], i) => {
        const y = ty + 180 + i * 116;
        return (
          rect(tx + 30, y, 500, 100, i === 0 ? "#fff" : "#fffaf6", 16, {
            stroke: i === 0 ? rose : "#f0e2da",
            "stroke-width": i === 0 ? 3 : 2,
          }) +
          text(tx + 56, y + 42, `#${id}`, { size: 22, weight: "bold", fill: ink, mono: true }) +
          text(tx + 56, y + 76, name, { size: 20, fill: muted }) +
          rect(tx + 370, y + 30, 136, 40, tint, 20) +
          text(tx + 438, y + 57, state, { size: 18, weight: "bold", fill: color, anchor: "middle" })
        );
      }),
      // Order detail
      rect(tx + 560, ty + 120, 790, 670, "#fff", 22, { stroke: "#f0e2da", "stroke-width": 2 }),
      text(tx + 600, ty + 180, "Order #A-20814", { size: 30, weight: "bold", fill: ink }),
      text(tx + 600, ty + 216, "Ananya R. · paid by UPI · collect by 8 pm today", {
        size: 20,
        fill: muted,
      }),
      rect(tx + 1160, ty + 150, 160, 44, "#ecfdf5", 22),
      check(tx + 1186, ty + 172, green),
      text(tx + 1206, ty + 180, "Ready", { size: 20, weight: "bold", fill: green }),
      ...items.map(([name, where, price, tile, color, trim, kind], i) => {
        const y = ty + 250 + i * 170;
        return (
          rect(tx + 600, y, 140, 150, tile, 14) +
          `<g transform="translate(${tx + 670} ${y + 12}) scale(0.55) translate(${-(tx + 670)} 0)">${garment(kind, tx + 670, 0, color, trim)}</g>` +
          text(tx + 770, y + 50, name, { size: 24, weight: "bold", fill: ink }) +
          text(tx + 770, y + 86, where, { size: 20, fill: muted }) +
          text(tx + 1310, y + 50, price, { size: 24, weight: "bold", fill: ink, anchor: "end" }) +
          rect(tx + 770, y + 106, 196, 34, "#ecfdf5", 17) +
          check(tx + 792, y + 123, green, 0.8) +
          text(tx + 810, y + 130, "Picked, bagged", { size: 17, fill: green })
        );
      }),
      line(tx + 600, ty + 600, tx + 1310, ty + 600, "#f0e2da", 2),
      text(tx + 600, ty + 644, "Total", { size: 24, fill: muted }),
      text(tx + 1310, ty + 644, "₹4,998", { size: 30, weight: "bold", fill: ink, anchor: "end" }),
      rect(tx + 600, ty + 680, 710, 76, rose, 38),
      text(tx + 955, ty + 728, "Scan the customer's code to hand over", {
        size: 24,
        weight: "bold",
        fill: "#fff",
        anchor: "middle",
      }),
    ],
    [linear("bg", ["#fbe3d0", "#fde8e4"]), radial("glow", "#f97316", 0.22)],
  );
}

/* ------------------------------------------------------------------ Security */

const sec: Palette = { ink: "#ecfdf5", muted: "#8fb5a9", box: "#0c1916", border: "#1c3b33" };
const mint = "#34d399";
const violet = "#a78bfa";
const sky2 = "#38bdf8";
const gold = "#fbbf24";

/** Zero-trust access: no VPN; every request checked for person, key and device, per application. */
function securityArchitecture(): string {
  const p = sec;
  const apps = ["Loans", "KYC", "Ledger", "CRM", "AWS console"];
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      el("circle", { cx: 1350, cy: 150, r: 460, fill: "url(#glow)" }),
      heading(
        "Architecture",
        "Zero-trust access instead of one VPN",
        "Each request is checked for the person, their key and their laptop, per application",
        p,
        mint,
      ),
      // Before
      rect(1130, 62, 400, 96, "#1a0f12", 18, { stroke: "#5b2530", "stroke-width": 2 }),
      text(1160, 102, "Before: one VPN", { size: 22, weight: "bold", fill: "#fda4af" }),
      text(1160, 134, "Everyone reached everything", { size: 20, fill: "#fb7185" }),
      line(1150, 82, 1510, 140, "#f43f5e", 3, { opacity: 0.7 }),
      // People
      group(50, 220, 330, 500, "300 people", "#5f8f82"),
      node(75, 280, 280, 120, "Managed laptop", ["Encrypted disk,", "Defender EDR"], p, violet),
      node(75, 430, 280, 120, "Security key", ["Phishing-resistant", "sign-in (FIDO2)"], p, gold),
      node(75, 580, 280, 110, "Role", ["Loan ops, finance…"], p, sky2),
      // Checks
      node(
        450,
        300,
        330,
        150,
        "Okta",
        ["Single sign-on,", "MFA for every", "member of staff"],
        p,
        gold,
      ),
      node(
        450,
        520,
        330,
        150,
        "Device check",
        ["Managed, patched,", "encrypted, or no", "access"],
        p,
        violet,
      ),
      node(
        850,
        380,
        300,
        200,
        "Cloudflare",
        ["Zero Trust gateway:", "access per app", "and per role"],
        p,
        mint,
      ),
      // Apps
      group(1210, 220, 340, 500, "Applications", "#5f8f82"),
      ...apps.map(
        (app, i) =>
          rect(1240, 276 + i * 84, 280, 64, p.box, 14, { stroke: p.border, "stroke-width": 2 }) +
          circle(1270, 308 + i * 84, 8, mint) +
          text(1292, 316 + i * 84, app, { size: 22, weight: "bold", fill: p.ink }),
      ),
      // Monitoring
      group(50, 760, 1500, 180, "24/7 monitoring", "#5f8f82"),
      node(
        80,
        810,
        420,
        110,
        "Wazuh + Security Hub",
        ["Logs from every laptop, app, cloud"],
        p,
        mint,
      ),
      node(
        560,
        810,
        440,
        110,
        "Security operations",
        ["Median time to detect: 15 min"],
        p,
        "#f43f5e",
      ),
      node(1060, 810, 460, 110, "HashiCorp Vault", ["Application secrets, rotated"], p, gold),
      // Flows
      arrow(
        [
          [355, 490],
          [400, 490],
          [400, 375],
          [450, 375],
        ],
        gold,
      ),
      arrow(
        [
          [355, 340],
          [410, 340],
          [410, 595],
          [450, 595],
        ],
        violet,
      ),
      arrow(
        [
          [780, 375],
          [815, 375],
          [815, 440],
          [850, 440],
        ],
        gold,
      ),
      arrow(
        [
          [780, 595],
          [815, 595],
          [815, 520],
          [850, 520],
        ],
        violet,
      ),
      ...apps.map((_, i) =>
        arrow(
          [
            [1150, 480],
            [1190, 480],
            [1190, 308 + i * 84],
            [1240, 308 + i * 84],
          ],
          mint,
        ),
      ),
      arrow(
        [
          [1000, 580],
          [1000, 740],
          [290, 740],
          [290, 810],
        ],
        "#5f8f82",
        {
          dashed: true,
          label: "access logs",
          chip: "#0a1714",
          at: [645, 740],
          labelColor: p.muted,
        },
      ),
      arrow(
        [
          [500, 865],
          [560, 865],
        ],
        "#f43f5e",
      ),
      legend(
        70,
        980,
        [
          { label: "Who you are", color: gold },
          { label: "What you use", color: violet },
          { label: "What you may open", color: mint },
          { label: "Logs", color: "#5f8f82", dashed: true },
        ],
        p,
      ),
    ],
    [linear("bg", ["#04110d", "#0b1a24"]), radial("glow", "#10b981", 0.2)],
  );
}

/** The audit tracker: every ISO 27001 control with its evidence, week by week to certification. */
function securityAuditReadiness(): string {
  const bg = "#060b0a";
  const card = "#0c1614";
  const border = "#16302a";
  const muted = "#8fb5a9";
  const themes = [
    ["Organisational", 37],
    ["People", 8],
    ["Physical", 14],
    ["Technological", 34],
  ] as const;
  const plan = [
    ["Risk assessment", 0, 4, gold],
    ["Zero-trust access", 3, 10, mint],
    ["Endpoints and cloud", 6, 12, violet],
    ["Monitoring, drills", 12, 10, sky2],
    ["Internal audit", 22, 3, gold],
    ["Certification audit", 26, 4, mint],
  ] as const;
  const weeks = 30;
  const gx = 470;
  const gw = 980;
  return svg(
    W,
    H,
    [
      ...consoleScreen({
        glow: { cx: 250, cy: 850, r: 420 },
        window: { frame: bg, bar: "#09120f", address: "#0f1d19", muted },
        address: "soc.lendwise.in / iso-27001",
        title: "ISO 27001 readiness",
        subtitle: "93 controls · evidence for every one · 7 months",
        status: { label: "Certified first time", width: 310, fill: "#052e22", color: mint },
      }),
      // Controls
      rect(100, 240, 560, 320, card, 18, { stroke: border }),
      text(130, 290, "Controls in place", { size: 24, weight: "bold" }),
      donut(250, 420, 80, 1, mint, border, 22),
      text(250, 420, "93", { size: 44, weight: "bold", anchor: "middle" }),
      text(250, 452, "of 93", { size: 20, fill: muted, anchor: "middle" }),
      ...themes.map(
        ([name, count], i) =>
          text(370, 352 + i * 52, name, { size: 20, fill: "#d1fae5" }) +
          text(630, 352 + i * 52, String(count), {
            size: 20,
            weight: "bold",
            fill: mint,
            anchor: "end",
          }),
      ),
      // Evidence
      rect(680, 240, 820, 320, card, 18, { stroke: border }),
      text(710, 290, "Evidence for the auditors", { size: 24, weight: "bold" }),
      ...(
        [
          ["Access reviews, quarterly", "Okta export · signed"],
          ["Incident drill 2 of 2", "Report and actions"],
          ["Laptop encryption, 300 of 300", "Defender report"],
          ["Supplier risk register", "41 suppliers rated"],
        ] as const
      ).map(
        ([what, proof], i) =>
          rect(710, 316 + i * 58, 760, 48, i % 2 ? "transparent" : "#0f1e1b", 10) +
          check(736, 340 + i * 58, mint, 0.9) +
          text(760, 348 + i * 58, what, { size: 20, fill: "#e2e8f0" }) +
          text(1450, 348 + i * 58, proof, { size: 18, fill: muted, anchor: "end" }),
      ),
      // Plan
      rect(100, 580, 1400, 330, card, 18, { stroke: border }),
      text(130, 630, "Plan, week by week", { size: 24, weight: "bold" }),
      ...[0, 5, 10, 15, 20, 25, 30].map(
        (w) =>
          line(gx + (w / weeks) * gw, 650, gx + (w / weeks) * gw, 890, "#16302a", 2) +
          text(gx + (w / weeks) * gw, 640, `W${w}`, {
            size: 16,
            fill: muted,
            anchor: "middle",
            mono: true,
          }),
      ),
      ...plan.map(([name, start, length, color], i) => {
        const y = 662 + i * 38;
        return (
          text(130, y + 22, name, { size: 20, fill: "#d1fae5" }) +
          rect(gx + (start / weeks) * gw, y + 4, (length / weeks) * gw, 24, color, 12, {
            opacity: 0.85,
          })
        );
      }),
    ],
    [linear("bg", ["#04110d", "#0b1a24"]), radial("glow", "#10b981", 0.2)],
  );
}

/* ------------------------------------------------------------------ Healthcare */

const care: Palette = { ink: "#0f2a2e", muted: "#55757a", box: "#ffffff", border: "#cfe4e2" };
const tealD = "#0d9488";
const blue = "#0369a1";
const pink = "#be185d";
const amberD = "#b45309";

/** One patient record on HL7 FHIR, shared by twelve hospitals, video visits and partners. */
function healthcareArchitecture(): string {
  const p = care;
  const resources = ["Patient", "Encounter", "Observation", "Prescription", "Claim"];
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      heading(
        "Architecture",
        "One patient record for twelve hospitals",
        "Built on HL7 FHIR on Azure: labs, pharmacies and insurers connect through standard interfaces",
        p,
        tealD,
      ),
      // Hospitals
      group(50, 230, 340, 680, "12 hospitals", "#6aa9a3"),
      node(75, 290, 290, 120, "Outpatients", ["Booking, queue,", "SMS updates"], p, tealD),
      node(75, 440, 290, 120, "Wards", ["Notes, vitals,", "medication"], p, blue),
      node(75, 590, 290, 120, "Billing counter", ["Bills and claims", "in one step"], p, amberD),
      node(
        75,
        740,
        290,
        140,
        "1,500 staff",
        ["Role-based views", "for doctors, nurses,", "billing"],
        p,
        pink,
      ),
      // Record
      rect(470, 300, 600, 470, "#ffffff", 26, { stroke: tealD, "stroke-width": 3 }),
      rect(470, 300, 600, 90, "#0f766e", 26),
      rect(470, 360, 600, 30, "#0f766e"),
      text(770, 356, "Patient record · FHIR server", {
        size: 26,
        weight: "bold",
        fill: "#fff",
        anchor: "middle",
      }),
      ...resources.map(
        (name, i) =>
          rect(510, 420 + i * 62, 260, 48, "#f0fdfa", 12, { stroke: "#99f6e4" }) +
          text(532, 452 + i * 62, name, { size: 20, weight: "bold", fill: "#115e59", mono: true }),
      ),
      person(920, 520, 1.1, "#c68642", "#0f766e", "#1f2937"),
      text(920, 660, "Meera Joshi, 54", {
        size: 22,
        weight: "bold",
        fill: p.ink,
        anchor: "middle",
      }),
      text(920, 692, "Visits in 3 branches,", { size: 20, fill: p.muted, anchor: "middle" }),
      text(920, 720, "one history", { size: 20, fill: p.muted, anchor: "middle" }),
      text(770, 820, "Azure · encrypted, backed up, audited", {
        size: 20,
        fill: p.muted,
        anchor: "middle",
      }),
      // Partners
      group(1150, 230, 400, 680, "Standard interfaces", "#6aa9a3"),
      node(
        1175,
        290,
        350,
        120,
        "Telemedicine",
        ["WebRTC video,", "signed prescriptions"],
        p,
        tealD,
      ),
      node(1175, 440, 350, 120, "Labs", ["Reports straight", "into the record"], p, blue),
      node(1175, 590, 350, 120, "Pharmacies", ["Prescriptions", "sent electronically"], p, pink),
      node(
        1175,
        740,
        350,
        140,
        "Insurers",
        ["Claims with the", "documents attached,", "settled 60% faster"],
        p,
        amberD,
      ),
      // Flows
      ...[350, 500, 650, 810].map((y, i) =>
        arrow(
          [
            [365, y],
            [420, y],
            [420, 400 + i * 100],
            [470, 400 + i * 100],
          ],
          [tealD, blue, amberD, pink][i]!,
          { both: true },
        ),
      ),
      ...[350, 500, 650, 810].map((y, i) =>
        arrow(
          [
            [1175, y],
            [1120, y],
            [1120, 400 + i * 100],
            [1070, 400 + i * 100],
          ],
          [tealD, blue, pink, amberD][i]!,
          { both: true },
        ),
      ),
      legend(
        70,
        968,
        [
          { label: "FHIR over HTTPS", color: tealD },
          { label: "Billing and claims", color: amberD },
        ],
        p,
      ),
    ],
    [linear("bg", ["#d5f3ee", "#e7f0fb"])],
  );
}

/** The claims desk: every insurance claim on one board, from pre-authorisation to settlement. */
function healthcareClaims(): string {
  const ink = "#0f2a2e";
  const muted = "#55757a";
  const columns = [
    ["Pre-approval", 9, blue, "#e0f2fe"],
    ["Submitted", 14, tealD, "#ccfbf1"],
    ["Query raised", 3, amberD, "#fef3c7"],
    ["Settled", 41, "#15803d", "#dcfce7"],
  ] as const;
  const cards = [
    [
      ["Knee replacement", "₹2,40,000", "Ortho · day 1"],
      ["Angioplasty", "₹3,10,000", "Cardiology · day 0"],
      ["Hernia repair", "₹70,000", "Surgery · day 0"],
    ],
    [
      ["Appendectomy", "₹85,000", "Surgery · 2 days"],
      ["Cataract, both eyes", "₹60,000", "Eye · 1 day"],
      ["Dengue, 4 nights", "₹48,000", "Medicine · 3 days"],
    ],
    [["Fracture, left arm", "₹52,000", "Discharge summary asked"]],
    [
      ["Caesarean delivery", "₹1,10,000", "Settled in 5 days"],
      ["Gallbladder surgery", "₹92,000", "Settled in 6 days"],
      ["Pneumonia, 5 nights", "₹64,000", "Settled in 7 days"],
    ],
  ] as const;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      ...careAppFrame(1500, "claims", 3, muted),
      text(180, 166, "Insurance claims", { size: 40, weight: "bold", fill: ink }),
      text(180, 204, "All 12 hospitals · documents attached from the patient record", {
        size: 22,
        fill: muted,
      }),
      rect(1180, 130, 320, 86, "#f0fdfa", 18, { stroke: "#99f6e4" }),
      text(1206, 164, "Average settlement", { size: 18, fill: muted }),
      text(1206, 200, "6 days", { size: 28, weight: "bold", fill: tealD }),
      text(1480, 200, "was 15", { size: 20, fill: muted, anchor: "end" }),
      ...columns.map(([name, count, color, tint], c) => {
        const x = 180 + c * 335;
        return (
          rect(x, 250, 315, 500, "#f6faf9", 18, { stroke: "#dcebea" }) +
          circle(x + 26, 288, 8, color) +
          text(x + 44, 296, name, { size: 21, weight: "bold", fill: ink }) +
          rect(x + 255, 272, 44, 32, tint, 16) +
          text(x + 277, 295, String(count), {
            size: 18,
            weight: "bold",
            fill: color,
            anchor: "middle",
          }) +
          cards[c]!.map(
            ([what, amount, note], i) =>
              rect(x + 16, 322 + i * 138, 283, 124, "#fff", 14, { stroke: "#dcebea" }) +
              rect(x + 16, 334 + i * 138, 5, 100, color, 2.5) +
              text(x + 38, 360 + i * 138, what, { size: 20, weight: "bold", fill: ink }) +
              text(x + 38, 394 + i * 138, amount, { size: 22, fill: ink }) +
              text(x + 38, 426 + i * 138, note, { size: 18, fill: muted }),
          ).join("")
        );
      }),
      // Days to settle, month by month
      rect(180, 770, 1320, 150, "#f6faf9", 18, { stroke: "#dcebea" }),
      text(210, 812, "Days to settle a claim", { size: 21, weight: "bold", fill: ink }),
      text(210, 844, "Since the first hospital went live", { size: 18, fill: muted }),
      ...[15, 15, 14, 12, 11, 10, 9, 8, 7, 7, 6, 6].map(
        (days, i) =>
          rect(620 + i * 72, 900 - days * 7, 44, days * 7, i < 2 ? "#94a3b8" : tealD, 6, {
            opacity: i < 2 ? 0.6 : 0.85,
          }) +
          text(642 + i * 72, 890 - days * 7, String(days), {
            size: 16,
            fill: muted,
            anchor: "middle",
          }),
      ),
    ],
    [linear("bg", ["#d5f3ee", "#e7f0fb"])],
  );
}

/* ------------------------------------------------------------------ AI analytics */

const ai: Palette = { ink: "#f5f3ff", muted: "#a9a3d4", box: "#171338", border: "#2f2868" };
const cyan = "#22d3ee";
const lilac = "#a78bfa";
const pinkL = "#f0abfc";
const butter = "#fde68a";

/** The data flow: hourly pipelines into Snowflake, forecasts per product and region, dashboards. */
function aiArchitecture(): string {
  const p = ai;
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, "url(#bg)"),
      el("circle", { cx: 300, cy: 120, r: 420, fill: "url(#glow)" }),
      heading(
        "Architecture",
        "From orders to forecasts, every hour",
        "Apache Airflow runs the pipelines · dbt models in Snowflake · LightGBM per product and region",
        p,
        lilac,
      ),
      // Sources
      group(50, 230, 320, 660, "Sources", "#6d66a8"),
      node(75, 290, 270, 120, "ERP", ["Orders, shipments,", "stock"], p, cyan),
      node(75, 440, 270, 120, "Sales app", ["9,000 retailers'", "orders"], p, cyan),
      node(75, 590, 270, 120, "Calendar", ["Festivals and", "promotions"], p, pinkL),
      node(75, 740, 270, 120, "Weather", ["Forecast per", "district"], p, pinkL),
      // Airflow
      node(430, 480, 250, 140, "Airflow", ["Runs every hour", "48 quality tests"], p, butter),
      // Snowflake
      group(740, 230, 430, 420, "Snowflake", lilac, "#120f2e"),
      ...(
        [
          ["Raw", "As the sources send it"],
          ["dbt models", "Cleaned and joined"],
          ["Marts", "Sales, stock, forecasts"],
        ] as const
      ).map(
        ([title, lead], i) =>
          rect(770, 290 + i * 115, 370, 95, p.box, 14, { stroke: p.border, "stroke-width": 2 }) +
          text(796, 330 + i * 115, title, { size: 24, weight: "bold", fill: p.ink }) +
          text(796, 362 + i * 115, lead, { size: 20, fill: p.muted }) +
          (i < 2
            ? arrow(
                [
                  [955, 385 + i * 115],
                  [955, 405 + i * 115],
                ],
                lilac,
              )
            : ""),
      ),
      // Model
      node(
        740,
        700,
        430,
        170,
        "LightGBM forecasts",
        ["1,240 products × region", "Retrained every week", "Accuracy tracked: 91%"],
        p,
        pinkL,
      ),
      // Dashboards
      group(1230, 230, 320, 660, "Power BI", "#6d66a8"),
      node(
        1255,
        290,
        270,
        150,
        "Managers",
        ["Sales, stock and", "accuracy in one", "place"],
        p,
        cyan,
      ),
      node(1255, 480, 270, 150, "Planners", ["Forecast review,", "order proposals"], p, lilac),
      phone(1330, 670, 120, 200, "#0e0b26", "#1b1640"),
      rect(1346, 720, 88, 10, cyan, 5),
      rect(1346, 742, 60, 10, lilac, 5),
      path(curve(1346, 770, 88, 50, [0.2, 0.4, 0.3, 0.7, 0.6, 0.9]), {
        fill: "none",
        stroke: pinkL,
        "stroke-width": 3,
      }),
      // Flows
      ...[350, 500, 650, 800].map((y) =>
        arrow(
          [
            [345, y],
            [390, y],
            [390, 550],
            [430, 550],
          ],
          [cyan, cyan, pinkL, pinkL][[350, 500, 650, 800].indexOf(y)]!,
        ),
      ),
      arrow(
        [
          [680, 550],
          [710, 550],
          [710, 337],
          [770, 337],
        ],
        butter,
      ),
      arrow(
        [
          [955, 615],
          [955, 700],
        ],
        lilac,
        { both: true, label: "features in, forecasts out", chip: "#120f2e", at: [955, 672] },
      ),
      arrow(
        [
          [1140, 530],
          [1205, 530],
          [1205, 365],
          [1255, 365],
        ],
        cyan,
      ),
      arrow(
        [
          [1140, 575],
          [1255, 575],
        ],
        lilac,
      ),
      legend(
        70,
        960,
        [
          { label: "Data", color: cyan },
          { label: "Context", color: pinkL },
          { label: "Pipeline", color: butter },
          { label: "Forecasts", color: lilac },
        ],
        p,
      ),
    ],
    [linear("bg", ["#120c35", "#07142e"]), radial("glow", "#8b5cf6", 0.25)],
  );
}

/** The planners' forecast review: the model's numbers beside their own, accepted or adjusted. */
function aiForecastReview(): string {
  const card = "#171338";
  const border = "#2a2458";
  const muted = "#a9a3d4";
  const rows = [
    ["Ghee 1 L", "Indore", "4,200", "4,650", "+11%", "Accepted"],
    ["Dry fruit box 500 g", "Bhopal", "1,800", "2,900", "+61%", "Accepted"],
    ["Basmati rice 5 kg", "Nagpur", "6,100", "5,700", "−7%", "Adjusted"],
    ["Sweets gift pack", "Raipur", "900", "1,640", "+82%", "Accepted"],
    ["Sunflower oil 1 L", "Jaipur", "7,400", "7,250", "−2%", "Accepted"],
    ["Besan 1 kg", "Surat", "2,300", "2,950", "+28%", "To review"],
  ] as const;
  const model = [0.34, 0.3, 0.27, 0.24, 0.2, 0.18, 0.16, 0.15];
  const planners = [0.36, 0.38, 0.34, 0.37, 0.33, 0.36, 0.35, 0.34];
  // Where each column starts (text) or ends (numbers, right-aligned).
  const cols = [130, 480, 830, 1010, 1160, 1250];
  return svg(
    W,
    H,
    [
      ...consoleScreen({
        glow: { cx: 1400, cy: 880, r: 420 },
        window: { frame: "#0e0b26", bar: "#120e30", address: "#1b1640", muted },
        address: "insights.dhanvi.co / forecast-review",
        title: "Forecast review · Diwali weeks",
        subtitle: "Planners compare the model with their own numbers before ordering",
      }),
      // Table
      rect(100, 240, 1400, 420, card, 18, { stroke: border }),
      ...["Product", "Region", "Planner", "Model", "Change", "Decision"].map((h, i) =>
        text(cols[i]!, 286, h, {
          size: 19,
          weight: "bold",
          fill: muted,
          anchor: i >= 2 && i <= 4 ? "end" : "start",
        }),
      ),
      ...rows.map(([product, region, planner, forecast, change, decision], i) => {
        const y = 310 + i * 56;
        const color =
          decision === "Accepted" ? "#6ee7b7" : decision === "Adjusted" ? butter : pinkL;
        return (
          (i % 2 ? "" : rect(110, y, 1380, 50, "#1d1846", 10)) +
          text(cols[0]!, y + 33, product, { size: 21, fill: "#ede9fe" }) +
          text(cols[1]!, y + 33, region, { size: 21, fill: muted }) +
          text(cols[2]!, y + 33, planner, { size: 21, fill: muted, anchor: "end", mono: true }) +
          text(cols[3]!, y + 33, forecast, {
            size: 21,
            weight: "bold",
            fill: lilac,
            anchor: "end",
            mono: true,
          }) +
          text(cols[4]!, y + 33, change, {
            size: 21,
            fill: change.startsWith("+") ? cyan : "#fda4af",
            anchor: "end",
            mono: true,
          }) +
          rect(cols[5]!, y + 9, 170, 32, color, 16, { opacity: 0.16 }) +
          text(cols[5]! + 85, y + 31, decision, {
            size: 18,
            weight: "bold",
            fill: color,
            anchor: "middle",
          })
        );
      }),
      // Error chart
      rect(100, 680, 900, 230, card, 18, { stroke: border }),
      text(130, 724, "Forecast error, last 8 weeks", { size: 22, weight: "bold" }),
      circle(690, 718, 7, lilac),
      text(706, 725, "Model", { size: 18, fill: muted }),
      circle(810, 718, 7, "#64748b"),
      text(826, 725, "Planners", { size: 18, fill: muted }),
      path(
        curve(
          130,
          740,
          780,
          150,
          planners.map((v) => v * 2),
        ),
        {
          fill: "none",
          stroke: "#64748b",
          "stroke-width": 4,
          "stroke-dasharray": "10 8",
        },
      ),
      path(
        curve(
          130,
          740,
          780,
          150,
          model.map((v) => v * 2),
        ),
        {
          fill: "none",
          stroke: lilac,
          "stroke-width": 4,
        },
      ),
      text(970, 848, "15%", { size: 18, weight: "bold", fill: lilac, anchor: "end" }),
      text(970, 798, "34%", { size: 18, fill: "#94a3b8", anchor: "end" }),
      // Summary
      rect(1020, 680, 480, 230, card, 18, { stroke: border }),
      text(1050, 724, "This week", { size: 22, weight: "bold" }),
      text(1050, 790, "91%", { size: 52, weight: "bold", fill: cyan }),
      text(1050, 826, "forecast accuracy", { size: 20, fill: muted }),
      text(1290, 790, "212", { size: 52, weight: "bold", fill: pinkL }),
      text(1290, 826, "orders proposed", { size: 20, fill: muted }),
      text(1050, 878, "Next retraining: Sunday 03:00", { size: 18, fill: muted }),
    ],
    [linear("bg", ["#120c35", "#07142e"]), radial("glow", "#22d3ee", 0.18)],
  );
}

export const galleryArtwork = {
  "cloud-migration-architecture": cloudMigrationArchitecture,
  "cloud-migration-cut-over": cloudMigrationCutover,
  "ecommerce-platform-architecture": ecommerceArchitecture,
  "ecommerce-platform-store-pickup": ecommerceStorePickup,
  "security-infrastructure-architecture": securityArchitecture,
  "security-infrastructure-audit": securityAuditReadiness,
  "healthcare-architecture": healthcareArchitecture,
  "healthcare-claims": healthcareClaims,
  "ai-analytics-architecture": aiArchitecture,
  "ai-analytics-forecast-review": aiForecastReview,
} as const;
