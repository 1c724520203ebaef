/**
 * Draws each page's Open Graph picture (1200×630 PNG) from the og:title and og:image the page
 * declares, in the site's colours, with a font shipped as an npm package, so the build needs
 * nothing from the machine.
 */
import { readFile, mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { site } from "../app/site.ts";
import { escapeXml } from "../app/text.ts";

const require = createRequire(import.meta.url);
const fonts = ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"].map((name) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${name}`),
);

/** Breaks a title into lines of about `width` characters, at most three. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + " " + word).length <= width)
      lines[lines.length - 1] = last + " " + word;
    else lines.push(word);
  }
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        lines
          .slice(2)
          .join(" ")
          .slice(0, width - 1) + "…",
      ]
    : lines;
}

function svg(title: string): string {
  const lines = wrap(title, 26);
  const size = lines.length > 2 ? 64 : 76;
  const top = 315 - ((lines.length - 1) * size * 1.15) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1020"/><stop offset="1" stop-color="#1e1b4b"/>
    </linearGradient>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#818cf8"/><stop offset="1" stop-color="#22d3ee"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1080" cy="80" r="260" fill="#6366f1" opacity="0.18"/>
  <circle cx="1150" cy="600" r="200" fill="#22d3ee" opacity="0.12"/>
  <rect x="80" y="70" width="64" height="64" rx="18" fill="url(#mark)"/>
  <path d="M100 118V86l24 32V86" fill="none" stroke="#0b1020" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="164" y="114" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#ffffff">${escapeXml(site.name)}</text>
  ${lines
    .map(
      (line, i) =>
        `<text x="80" y="${top + i * size * 1.15 + size / 2}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("\n  ")}
  <rect x="80" y="520" width="120" height="6" rx="3" fill="url(#mark)"/>
  <text x="80" y="572" font-family="DejaVu Sans" font-size="28" fill="#c7d2fe">${escapeXml(site.tagline)} · ${escapeXml(new URL(site.url).host)}</text>
</svg>`;
}

/** Writes the picture each built page names in its og:image, into the client folder. */
export async function writeOgImages(client: string, htmlFiles: string[]): Promise<number> {
  const drawn = new Set<string>();
  for (const file of htmlFiles) {
    const html = await readFile(file, "utf8");
    const title = html.match(/<meta property="og:title" content="([^"]*)"/)?.[1];
    const image = html.match(/<meta property="og:image" content="([^"]*)"/)?.[1];
    if (!title || !image) continue;
    const path = new URL(image).pathname;
    if (drawn.has(path)) continue;
    const decoded = title
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"');
    const png = new Resvg(svg(decoded), {
      font: { fontFiles: fonts, loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
    })
      .render()
      .asPng();
    await mkdir(dirname(join(client, path)), { recursive: true });
    await writeFile(join(client, path), png);
    drawn.add(path);
  }
  return drawn.size;
}
