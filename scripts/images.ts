/**
 * The image pipeline, at build time only: `import cover from "./cover.svg?picture"` turns one
 * source picture (SVG, PNG, JPEG, WebP or AVIF) into AVIF and WebP files at the widths the
 * layout needs, emitted by Vite into the client build with content-hashed names, and gives the
 * page what `<Picture>` needs: the `srcset` of each format, a fallback `src`, the intrinsic width
 * and height (so nothing shifts), and the colours of a tiny placeholder drawn blurred.
 *
 * SVG is drawn with resvg and the DejaVu fonts shipped as an npm package, so text in artwork
 * renders the same on every machine. Encoded files are cached under node_modules/.cache, keyed
 * by the source's bytes and the settings, so only new or changed pictures cost build time.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, extname, join, relative, sep } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import type { Plugin } from "vite";
import type { Placeholder } from "../app/content/pictures.ts";

/** The widths the layout asks for: cards (400), half-page heroes and 2× cards (800), 2× heroes. */
export const pictureWidths = [400, 800, 1200] as const;

export const formats = ["avif", "webp"] as const;
export type Format = (typeof formats)[number];

/** One encoded file in the cache, named `<source name>-<width>.<format>`. */
export type Variant = { format: Format; width: number; height: number; file: string };

export type Processed = {
  width: number;
  height: number;
  placeholder: Placeholder;
  variants: Variant[];
};

/** Changing this (or any setting below) invalidates every cached file. */
const VERSION = 2;
/** The placeholder's columns; its rows follow the picture's aspect ratio. */
const PLACEHOLDER_COLUMNS = 3;
const quality = { avif: { quality: 44, effort: 3 }, webp: { quality: 80, effort: 4 } } as const;

const require = createRequire(import.meta.url);
const fontFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf"].map((name) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${name}`),
);

/** "#rrggbb" of one pixel's red, green and blue bytes. */
const hex = (rgb: Uint8Array) =>
  `#${[...rgb].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;

/** Draws an SVG at `width` pixels wide with the shipped fonts only (no system fonts). */
export function rasteriseSvg(svg: Buffer | string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
  });
  return resvg.render().asPng();
}

/**
 * Widths to encode for a source `sourceWidth` px wide: the layout's widths it can fill, plus its
 * own width when it falls between two of them. Never upscaled; at least one.
 */
export function widthsFor(sourceWidth: number): number[] {
  const fitting: number[] = pictureWidths.filter((width) => width <= sourceWidth);
  return sourceWidth < Math.max(...pictureWidths) && !fitting.includes(sourceWidth)
    ? [...fitting, sourceWidth]
    : fitting;
}

// libvips already uses every core for one image; two at a time keeps a two-core build moving.
// AVIF at effort 3 is within a few per cent of effort 4 in size and three times faster here.
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Encodes one source file into every format and width, or reads the result from `cacheDir`
 * when this exact source was encoded before with the same settings.
 */
export async function processImage(sourcePath: string, cacheDir: string): Promise<Processed> {
  const source = await readFile(sourcePath);
  const name = basename(sourcePath, extname(sourcePath));
  const key = createHash("sha256")
    .update(JSON.stringify({ VERSION, quality, widths: pictureWidths, PLACEHOLDER_COLUMNS, name }))
    .update(source)
    .digest("hex")
    .slice(0, 16);
  const dir = join(cacheDir, key);
  const manifest = join(dir, "picture.json");
  try {
    return JSON.parse(await readFile(manifest, "utf8")) as Processed;
  } catch {
    // Not cached yet.
  }
  return limited(async () => {
    const isSvg = extname(sourcePath).toLowerCase() === ".svg";
    const master = isSvg ? rasteriseSvg(source, Math.max(...pictureWidths)) : source;
    const meta = await sharp(master).metadata();
    if (!meta.width || !meta.height) throw new Error(`${sourcePath}: no size`);
    const ratio = meta.height / meta.width;
    await mkdir(dir, { recursive: true });
    const variants: Variant[] = [];
    for (const width of widthsFor(meta.width)) {
      for (const format of formats) {
        const file = join(dir, `${name}-${width}.${format}`);
        const image = sharp(master).rotate().resize({ width, withoutEnlargement: true });
        const encoded = format === "avif" ? image.avif(quality.avif) : image.webp(quality.webp);
        await writeFile(file, await encoded.toBuffer());
        variants.push({ format, width, height: Math.round(width * ratio), file });
      }
    }
    const rows = Math.max(1, Math.round(PLACEHOLDER_COLUMNS * ratio));
    const cells = await sharp(master)
      .rotate()
      .resize(PLACEHOLDER_COLUMNS, rows, { fit: "fill" })
      .removeAlpha()
      .raw()
      .toBuffer();
    const colors = Array.from({ length: PLACEHOLDER_COLUMNS * rows }, (_, cell) =>
      hex(cells.subarray(cell * 3, cell * 3 + 3)),
    );
    const largest = variants.at(-1)!;
    const processed: Processed = {
      width: largest.width,
      height: largest.height,
      placeholder: { columns: PLACEHOLDER_COLUMNS, colors },
      variants,
    };
    // Written last, through a rename, so a build stopped half-way never leaves a partial entry.
    await writeFile(`${manifest}.tmp`, JSON.stringify(processed));
    await rename(`${manifest}.tmp`, manifest);
    return processed;
  });
}

/**
 * The module a `?picture` import becomes: each file is imported as a Vite asset, so Vite
 * fingerprints it and copies it into the build, and the page gets the assembled srcsets.
 * `root` is Vite's root: the cached files are imported by their root-relative path.
 */
export function pictureModule(processed: Processed, root: string): string {
  const imports: string[] = [];
  const names = processed.variants.map((variant, index) => {
    const path = "/" + relative(root, variant.file).split(sep).join("/");
    imports.push(`import v${index} from ${JSON.stringify(path)};`);
    return { ...variant, name: `v${index}` };
  });
  const srcset = (format: Format) =>
    names
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.name} + " ${variant.width}w"`)
      .join(' + ", " + ');
  const webps = names.filter((variant) => variant.format === "webp");
  const fallback = webps[Math.min(1, webps.length - 1)]!;
  return `${imports.join("\n")}
export default {
  width: ${processed.width},
  height: ${processed.height},
  avif: ${srcset("avif")},
  webp: ${srcset("webp")},
  src: ${fallback.name},
  placeholder: ${JSON.stringify(processed.placeholder)},
};
`;
}

/** The source file a module id asks for, or null when it is not a picture import. */
export function pictureRequest(id: string): string | null {
  const [file, query] = id.split("?", 2);
  return query === "picture" ? file! : null;
}

/** The Vite plugin: resolves `*.{svg,png,jpg,…}?picture` imports through `processImage`. */
export function pictures(): Plugin {
  let root = process.cwd();
  let cacheDir = join(root, "node_modules/.cache/pictures");
  return {
    name: "nexora:pictures",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      cacheDir = join(root, "node_modules/.cache/pictures");
    },
    async load(id) {
      const file = pictureRequest(id);
      if (!file) return null;
      if (!/\.(svg|png|jpe?g|webp|avif)$/i.test(file)) {
        this.error(`${file}: a picture must be SVG, PNG, JPEG, WebP or AVIF`);
      }
      this.addWatchFile(file);
      const processed = await processImage(file, cacheDir);
      return { code: pictureModule(processed, root), map: null, moduleType: "js" };
    },
  };
}
