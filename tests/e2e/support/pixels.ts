import sharp from "sharp";

/** Per-pixel WCAG contrast ratio between two screenshots of the same area, row by row. */
export type ContrastMap = { width: number; height: number; at: (x: number, y: number) => number };

/** The relative luminance of each pixel of a PNG, as WCAG defines it. */
async function luminances(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const values = new Float64Array(info.width * info.height);
  for (let i = 0; i < values.length; i++)
    values[i] =
      0.2126 * channel(data[i * 3]!) +
      0.7152 * channel(data[i * 3 + 1]!) +
      0.0722 * channel(data[i * 3 + 2]!);
  return { width: info.width, height: info.height, values };
}

/**
 * Compares two PNG screenshots of the same clip, pixel by pixel, as the WCAG contrast ratio
 * between the colour each pixel has in one and in the other.
 */
export async function contrastMap(a: Buffer, b: Buffer): Promise<ContrastMap> {
  const [one, two] = await Promise.all([luminances(a), luminances(b)]);
  const { width, height } = one;
  return {
    width,
    height,
    at: (x, y) => {
      const cx = Math.floor(x);
      const cy = Math.floor(y);
      if (cx < 0 || cy < 0 || cx >= width || cy >= height) return NaN;
      const l1 = one.values[cy * width + cx]!;
      const l2 = two.values[cy * width + cx]!;
      return Math.round(((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05)) * 100) / 100;
    },
  };
}
