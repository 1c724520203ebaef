/**
 * Small SVG drawing kit for the site's own artwork (scripts/artwork/draw.ts): plain strings,
 * so a drawing is a readable list of shapes. Text uses the DejaVu fonts that the image pipeline
 * ships, so it renders the same on every machine.
 */
export type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join("");

const escape = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

export function svg(width: number, height: number, body: string[], defs: string[] = []): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${defs.join("")}</defs>
${body.join("\n")}
</svg>
`;
}

export const el = (name: string, a: Attrs, inner = "") =>
  inner ? `<${name}${attrs(a)}>${inner}</${name}>` : `<${name}${attrs(a)}/>`;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  r = 0,
  a: Attrs = {},
) => el("rect", { x, y, width: w, height: h, rx: r || undefined, fill, ...a });

export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...a });

export const path = (d: string, a: Attrs) => el("path", { d, ...a });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  a: Attrs = {},
) => el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round", ...a });

export function text(
  x: number,
  y: number,
  content: string,
  { size = 20, weight = "normal", fill = "#fff", anchor = "start", mono = false, spacing = 0 } = {},
) {
  return el(
    "text",
    {
      x,
      y,
      "font-family": mono ? "DejaVu Sans Mono" : "DejaVu Sans",
      "font-size": size,
      "font-weight": weight,
      fill,
      "text-anchor": anchor,
      "letter-spacing": spacing || undefined,
    },
    escape(content),
  );
}

export const linear = (id: string, stops: string[], x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map((c, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`;

export const radial = (id: string, color: string, opacity = 0.6) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

/** Grey bars standing for lines of text too small to read at card size. */
export function skeleton(x: number, y: number, widths: number[], fill: string, h = 10, gap = 20) {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join("");
}

/** A smooth line through values in [0, 1], drawn inside the box (x, y, w, h). */
export function curve(x: number, y: number, w: number, h: number, values: number[]): string {
  const pts = values.map((v, i) => [x + (i * w) / (values.length - 1), y + h - v * h] as const);
  let d = `M${pts[0]![0].toFixed(1)} ${pts[0]![1].toFixed(1)}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    const mx = (x0 + x1) / 2;
    d += ` C${mx.toFixed(1)} ${y0.toFixed(1)} ${mx.toFixed(1)} ${y1.toFixed(1)} ${x1.toFixed(1)} ${y1.toFixed(1)}`;
  }
  return d;
}

/** An application window: a title bar with three dots and an address, then the content area. */
export function browser(
  x: number,
  y: number,
  w: number,
  h: number,
  {
    frame,
    bar,
    address,
    addressText,
  }: { frame: string; bar: string; address: string; addressText: string },
  url: string,
) {
  return [
    rect(x, y, w, h, frame, 18),
    rect(x, y, w, 52, bar, 18),
    rect(x, y + 34, w, 18, bar),
    circle(x + 28, y + 26, 7, "#f87171"),
    circle(x + 50, y + 26, 7, "#fbbf24"),
    circle(x + 72, y + 26, 7, "#34d399"),
    rect(x + w / 2 - 220, y + 12, 440, 28, address, 14),
    text(x + w / 2, y + 31, url, { size: 15, fill: addressText, anchor: "middle" }),
  ].join("");
}

/** A phone: body, screen (returned separately so the caller draws into it) and notch. */
export function phone(x: number, y: number, w: number, h: number, body: string, screen: string) {
  return [
    rect(x - 4, y + 8, w + 8, h, "#000", 44, { opacity: 0.25 }),
    rect(x, y, w, h, body, 42),
    rect(x + 12, y + 12, w - 24, h - 24, screen, 32),
    rect(x + w / 2 - 44, y + 22, 88, 22, body, 11),
  ].join("");
}

/** A tick mark centred near (cx, cy), `s` times its usual size. */
export const check = (cx: number, cy: number, color: string, s = 1) =>
  path(`M${cx - 7 * s} ${cy} l${5 * s} ${5 * s} l${9 * s} -${10 * s}`, {
    fill: "none",
    stroke: color,
    "stroke-width": 3.5,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });

/** A donut from 0 to `share` (0–1) of a full turn. */
export function donut(
  cx: number,
  cy: number,
  r: number,
  share: number,
  color: string,
  track: string,
  width = 18,
) {
  const c = 2 * Math.PI * r;
  return [
    circle(cx, cy, r, "none", { stroke: track, "stroke-width": width }),
    circle(cx, cy, r, "none", {
      stroke: color,
      "stroke-width": width,
      "stroke-dasharray": `${(c * share).toFixed(1)} ${c.toFixed(1)}`,
      "stroke-linecap": "round",
      transform: `rotate(-90 ${cx} ${cy})`,
    }),
  ].join("");
}
