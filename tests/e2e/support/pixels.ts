import type { Page } from "@playwright/test";

/** Per-pixel WCAG contrast ratio between two screenshots of the same area, row by row. */
export type ContrastMap = { width: number; height: number; at: (x: number, y: number) => number };

/**
 * Compares two PNG screenshots of the same clip, pixel by pixel, as the WCAG contrast ratio
 * between the colour each pixel has in one and in the other. `decoder` is any page of the
 * browser (a blank one): it decodes the images with the platform's own image code.
 */
export async function contrastMap(decoder: Page, a: Buffer, b: Buffer): Promise<ContrastMap> {
  const { width, height, ratios } = await decoder.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (d: Uint8ClampedArray, i: number) =>
        0.2126 * channel(d[i]!) + 0.7152 * channel(d[i + 1]!) + 0.0722 * channel(d[i + 2]!);
      const one = await pixels(first!);
      const two = await pixels(second!);
      const ratios: number[] = [];
      for (let i = 0; i < one.data.length; i += 4) {
        const l1 = luminance(one.data, i);
        const l2 = luminance(two.data, i);
        ratios.push(
          Math.round(((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05)) * 100) / 100,
        );
      }
      return { width: one.width, height: one.height, ratios };
    },
    [a.toString("base64"), b.toString("base64")],
  );
  return {
    width,
    height,
    at: (x, y) => {
      const cx = Math.floor(x);
      const cy = Math.floor(y);
      if (cx < 0 || cy < 0 || cx >= width || cy >= height) return NaN;
      return ratios[cy * width + cx]!;
    },
  };
}
