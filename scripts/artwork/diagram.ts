/**
 * Shapes for architecture diagrams in the case studies' galleries (scripts/artwork/gallery.ts):
 * boxes with a title and a line under it, dashed groups, and arrows between them. Sizes are for
 * a 1600×1000 canvas shown about 600 px wide, so the smallest text is 20 px.
 */
import { el, path, rect, text } from "./kit.ts";

/** Colours of one diagram: its background's ink, muted ink, box fill and border. */
export type Palette = { ink: string; muted: string; box: string; border: string };

/** Roughly how wide a line of DejaVu Sans is, to catch a label longer than its box. */
function width(content: string, size: number, bold: boolean) {
  return content.length * size * (bold ? 0.64 : 0.56);
}

function fits(content: string, size: number, bold: boolean, room: number) {
  if (width(content, size, bold) > room) {
    throw new Error(`"${content}" is too long for its box (${Math.round(room)} px)`);
  }
}

/**
 * A component: a rounded box with a coloured edge, a bold title and up to two lines of detail.
 * `accent` colours the edge and a small dot before the title.
 */
export function node(
  x: number,
  y: number,
  w: number,
  h: number,
  title: string,
  lines: string[],
  p: Palette,
  accent: string,
) {
  fits(title, 24, true, w - 52);
  for (const line of lines) fits(line, 20, false, w - 32);
  const top = y + h / 2 - (lines.length * 28) / 2 - 2;
  return [
    rect(x, y, w, h, p.box, 16, { stroke: p.border, "stroke-width": 2 }),
    rect(x, y + 14, 5, h - 28, accent, 2.5),
    el("circle", { cx: x + 26, cy: top - 8, r: 7, fill: accent }),
    text(x + 42, top, title, { size: 24, weight: "bold", fill: p.ink }),
    ...lines.map((line, i) => text(x + 22, top + 32 + i * 28, line, { size: 20, fill: p.muted })),
  ].join("");
}

/** A dashed boundary around boxes that belong together, labelled at its top-left. */
export function group(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  color: string,
  fill = "none",
) {
  fits(label, 18, true, w - 30);
  return [
    rect(x, y, w, h, fill, 22, {
      stroke: color,
      "stroke-width": 2,
      "stroke-dasharray": "10 8",
    }),
    text(x + 22, y + 36, label.toUpperCase(), {
      size: 18,
      weight: "bold",
      fill: color,
      spacing: 1,
    }),
  ].join("");
}

/**
 * An arrow through `points` (right angles read best), with its head at the last point and an
 * optional label beside its first segment's middle, on a chip of `chip` colour.
 */
export function arrow(
  points: [number, number][],
  color: string,
  {
    dashed = false,
    label,
    chip,
    labelColor = color,
    both = false,
    at,
  }: {
    dashed?: boolean;
    label?: string;
    chip?: string;
    labelColor?: string;
    both?: boolean;
    /** Where the label's centre goes, if not on the first segment. */
    at?: [number, number];
  } = {},
) {
  const d = points.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join(" ");
  const head = (tip: [number, number], from: [number, number]) => {
    const angle = Math.atan2(tip[1] - from[1], tip[0] - from[0]);
    const wing = (turn: number) =>
      `${(tip[0] - 18 * Math.cos(angle + turn)).toFixed(1)} ${(tip[1] - 18 * Math.sin(angle + turn)).toFixed(1)}`;
    return path(`M${tip[0]} ${tip[1]} L${wing(0.45)} L${wing(-0.45)} Z`, { fill: color });
  };
  const parts = [
    path(d, {
      fill: "none",
      stroke: color,
      "stroke-width": 3,
      "stroke-linejoin": "round",
      "stroke-dasharray": dashed ? "9 8" : undefined,
    }),
    head(points.at(-1)!, points.at(-2)!),
  ];
  if (both) parts.push(head(points[0]!, points[1]!));
  if (label) {
    const [[x1, y1], [x2, y2]] = [points[0]!, points[1]!];
    const [mx, my] = at ?? [(x1 + x2) / 2, (y1 + y2) / 2];
    const w = width(label, 18, false) + 24;
    parts.push(
      rect(mx - w / 2, my - 17, w, 34, chip ?? "none", 17),
      text(mx, my + 6, label, { size: 18, fill: labelColor, anchor: "middle" }),
    );
  }
  return parts.join("");
}

/** The diagram's heading: an eyebrow, a title and a line under it, at the top-left. */
export function heading(eyebrow: string, title: string, lead: string, p: Palette, accent: string) {
  return [
    text(70, 86, eyebrow.toUpperCase(), { size: 18, weight: "bold", fill: accent, spacing: 3 }),
    text(70, 134, title, { size: 40, weight: "bold", fill: p.ink }),
    text(70, 172, lead, { size: 22, fill: p.muted }),
  ].join("");
}

/** Small labelled swatches explaining the arrows, along the bottom edge. */
export function legend(
  x: number,
  y: number,
  items: { label: string; color: string; dashed?: boolean }[],
  p: Palette,
) {
  let at = x;
  return items
    .map(({ label, color, dashed }) => {
      const part =
        el("line", {
          x1: at,
          y1: y - 7,
          x2: at + 40,
          y2: y - 7,
          stroke: color,
          "stroke-width": 3,
          "stroke-dasharray": dashed ? "9 8" : undefined,
        }) + text(at + 52, y, label, { size: 18, fill: p.muted });
      at += 52 + width(label, 18, false) + 40;
      return part;
    })
    .join("");
}
