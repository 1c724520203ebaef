import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  pictureModule,
  pictureRequest,
  pictureWidths,
  processImage,
  rasteriseSvg,
  widthsFor,
} from "./images";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "pictures-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">
  <rect width="160" height="100" fill="#312e81"/><circle cx="80" cy="50" r="30" fill="#f59e0b"/>
  <text x="10" y="90" font-family="DejaVu Sans" font-size="12" fill="#fff">Nexora</text>
</svg>`;

const rgb = (color: string) =>
  [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16)) as [number, number, number];

// Encoding AVIF takes seconds on a busy two-core machine.
describe("processImage", { timeout: 60_000 }, () => {
  it("turns one SVG into AVIF and WebP at every layout width, with sizes and a placeholder", async () => {
    const source = join(dir, "cover.svg");
    await writeFile(source, drawing);
    const result = await processImage(source, join(dir, "cache"));

    // Drawn at the largest width, so every width is available; 16:10 kept.
    expect(result).toMatchObject({ width: 1200, height: 750 });
    expect(result.variants.map((v) => `${v.format} ${v.width}×${v.height}`).sort()).toEqual(
      [
        "avif 1200×750",
        "avif 400×250",
        "avif 800×500",
        "webp 1200×750",
        "webp 400×250",
        "webp 800×500",
      ].sort(),
    );
    for (const variant of result.variants) {
      const meta = await sharp(variant.file).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect(meta.compression ?? variant.format).toBe(variant.format === "avif" ? "av1" : "webp");
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    }
    // Three columns by the picture's shape (16:10 → 2 rows), each cell the colour drawn there.
    expect(result.placeholder.columns).toBe(3);
    expect(result.placeholder.colors).toHaveLength(6);
    expect(result.placeholder.colors.every((color) => /^#[0-9a-f]{6}$/.test(color))).toBe(true);
    // The top left cell is mostly the drawing's indigo background (#312e81); the circle's
    // orange (#f59e0b) tints the top middle one.
    const [red, , blue] = rgb(result.placeholder.colors[0]!);
    expect(blue).toBeGreaterThan(red + 40);
    const [middleRed, , middleBlue] = rgb(result.placeholder.colors[1]!);
    expect(middleRed).toBeGreaterThan(middleBlue);
  });

  it("never upscales a small photo, and keeps its own width between two steps", async () => {
    const source = join(dir, "office.jpg");
    await sharp({ create: { width: 600, height: 450, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toFile(source);
    const result = await processImage(source, join(dir, "cache"));
    expect(result).toMatchObject({ width: 600, height: 450 });
    expect([...new Set(result.variants.map((v) => v.width))]).toEqual([400, 600]);
    expect(widthsFor(2400)).toEqual([...pictureWidths]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it("reads the source file from a `?picture` import, and nothing else", () => {
    expect(pictureRequest("/app/team/a.svg?picture")).toBe("/app/team/a.svg");
    expect(pictureRequest("/app/team/a.svg?picture&small")).toBeNull();
    expect(pictureRequest("/app/team/a.svg")).toBeNull();
    expect(pictureRequest("/app/team/a.svg?raw")).toBeNull();
  });

  it("reuses the cached files when the same source is built again", async () => {
    const source = join(dir, "again.svg");
    await writeFile(source, drawing.replace("#f59e0b", "#22d3ee"));
    const first = await processImage(source, join(dir, "cache"));
    const written = (await stat(first.variants[0]!.file)).mtimeMs;
    const second = await processImage(source, join(dir, "cache"));
    expect(second).toEqual(first);
    expect((await stat(second.variants[0]!.file)).mtimeMs).toBe(written);
  });

  it("draws text with the shipped font, the same on every machine", () => {
    const blank = rasteriseSvg(drawing.replace(/<text[\s\S]*?<\/text>/, ""), 320);
    expect(rasteriseSvg(drawing, 320).equals(blank)).toBe(false);
  });
});

describe("pictureModule", { timeout: 60_000 }, () => {
  it("imports each file as an asset and assembles the srcsets", async () => {
    const source = join(dir, "module.svg");
    await writeFile(source, drawing);
    const processed = await processImage(source, join(dir, "cache"));
    const code = pictureModule(processed, dir);
    expect(
      code.match(/^import v\d+ from "\/cache\/[\w]+\/module-\d+\.(avif|webp)";$/gm),
    ).toHaveLength(6);
    expect(code).toContain("width: 1200,");
    expect(code).toContain("height: 750,");
    expect(code).toMatch(/avif: v\d+ \+ " 400w" \+ ", " \+ v\d+ \+ " 800w"/);
    expect(code).toContain(JSON.stringify(processed.placeholder));
    expect(await readFile(source, "utf8")).toBe(drawing);
  });
});
