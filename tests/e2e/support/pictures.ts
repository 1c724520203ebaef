import { expect, type Locator, type Page } from "@playwright/test";

/** What the browser made of one `<picture>`: the attributes it was given and what it loaded. */
type Loaded = {
  alt: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  naturalWidth: number;
  /** The file it chose, and the width that file was announced with in the AVIF srcset. */
  currentSrc: string;
  chosenWidth: number | null;
  /** How many device pixels wide the picture is shown. */
  shownWidth: number;
};

export function read(img: Locator): Promise<Loaded> {
  return img.evaluate((element: HTMLImageElement) => {
    const avif = element.parentElement?.querySelector<HTMLSourceElement>(
      'source[type="image/avif"]',
    );
    const path = new URL(element.currentSrc, location.href).pathname;
    const candidate = (avif?.srcset ?? "")
      .split(",")
      .map((entry) => entry.trim().split(/\s+/))
      .find(([url]) => url === path);
    return {
      alt: element.alt,
      width: element.getAttribute("width"),
      height: element.getAttribute("height"),
      loading: element.getAttribute("loading"),
      fetchPriority: element.getAttribute("fetchpriority"),
      naturalWidth: element.naturalWidth,
      currentSrc: path,
      chosenWidth: candidate ? Number.parseInt(candidate[1]!, 10) : null,
      shownWidth: element.getBoundingClientRect().width * devicePixelRatio,
    };
  });
}

/** Records the content type of every picture file the page loads. */
export function imageTypes(page: Page): Map<string, string> {
  const types = new Map<string, string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "image" && !response.url().startsWith("data:")) {
      types.set(new URL(response.url()).pathname, response.headers()["content-type"] ?? "");
    }
  });
  return types;
}

/**
 * Waits until the picture has arrived, scrolling it into view first if it is lazy. The page
 * scrolls it, not Playwright, whose scrolling first waits for the picture to hold still: once in
 * CI it waited out the test's whole minute on a post's picture (not seen again in a dozen runs
 * under load since); what this waits on is the picture's own state.
 */
export async function loaded(img: Locator): Promise<Loaded> {
  await img.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect.poll(async () => (await read(img)).naturalWidth).toBeGreaterThan(0);
  return read(img);
}

/** A picture that is sized, described, AVIF, and neither blurry nor needlessly large. */
export function expectGoodPicture(picture: Loaded, types: Map<string, string>) {
  expect(picture.alt.length, picture.currentSrc).toBeGreaterThan(20);
  expect(Number(picture.width), picture.currentSrc).toBeGreaterThan(0);
  expect(Number(picture.height), picture.currentSrc).toBeGreaterThan(0);
  expect(types.get(picture.currentSrc), picture.currentSrc).toBe("image/avif");
  expect(picture.chosenWidth, `${picture.currentSrc} is one of the AVIF widths`).not.toBeNull();
  // The browser picks the smallest file at least as wide as the picture is shown (or the largest).
  expect(picture.chosenWidth! >= Math.min(picture.shownWidth, 1200) - 1).toBe(true);
  expect(picture.chosenWidth! < Math.max(picture.shownWidth * 2.5, 400) + 1).toBe(true);
}
