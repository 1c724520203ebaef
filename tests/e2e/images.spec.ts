import type { Locator, Page } from "@playwright/test";
import { team } from "../../app/content/team";
import { readServices } from "../../scripts/content-files";
import { test, expect } from "./support/fixtures";

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

function read(img: Locator): Promise<Loaded> {
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
function imageTypes(page: Page): Map<string, string> {
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
async function loaded(img: Locator): Promise<Loaded> {
  await img.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect.poll(async () => (await read(img)).naturalWidth).toBeGreaterThan(0);
  return read(img);
}

/** A picture that is sized, described, AVIF, and neither blurry nor needlessly large. */
function expectGoodPicture(picture: Loaded, types: Map<string, string>) {
  expect(picture.alt.length, picture.currentSrc).toBeGreaterThan(20);
  expect(Number(picture.width), picture.currentSrc).toBeGreaterThan(0);
  expect(Number(picture.height), picture.currentSrc).toBeGreaterThan(0);
  expect(types.get(picture.currentSrc), picture.currentSrc).toBe("image/avif");
  expect(picture.chosenWidth, `${picture.currentSrc} is one of the AVIF widths`).not.toBeNull();
  // The browser picks the smallest file at least as wide as the picture is shown (or the largest).
  expect(picture.chosenWidth! >= Math.min(picture.shownWidth, 1200) - 1).toBe(true);
  expect(picture.chosenWidth! < Math.max(picture.shownWidth * 2.5, 400) + 1).toBe(true);
}

const heroes = [
  { path: "/projects/healthcare", name: /outpatient schedule/ },
  { path: "/blog/future-of-ai", name: /neural network/ },
  { path: "/services/devops", name: /CI\/CD pipeline/ },
];

test.describe("pictures", () => {
  for (const { path, name } of heroes) {
    test(`${path}: the opening picture comes first, as AVIF, sized and described`, async ({
      page,
    }) => {
      const types = imageTypes(page);
      await page.goto(path);
      const hero = page.getByRole("main").getByRole("img", { name });
      // Fetched at once, without scrolling to it, and it is the first screen's largest element.
      await expect.poll(async () => (await read(hero)).naturalWidth).toBeGreaterThan(0);
      const picture = await read(hero);
      expect(picture.fetchPriority).toBe("high");
      expect(picture.loading).not.toBe("lazy");
      expectGoodPicture(picture, types);
      // Arrived is not yet painted: on a busy machine the heading is the largest element until
      // the picture's first paint, so the latest candidate is read until it settles.
      const largest = () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              new PerformanceObserver((list) => {
                const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
                resolve(entry.element?.getAttribute("alt") ?? entry.element?.tagName ?? "");
              }).observe({ type: "largest-contentful-paint", buffered: true });
            }),
        );
      await expect.poll(largest).toBe(picture.alt);
    });
  }

  test("a case study's cards further down load lazily, each with its own picture", async ({
    page,
  }) => {
    const types = imageTypes(page);
    await page.goto("/projects");
    const cards = page.getByRole("region", { name: "More case studies" }).getByRole("listitem");
    await expect(cards).toHaveCount(2);
    const sources = new Set<string>();
    for (const card of await cards.all()) {
      const img = card.getByRole("img");
      expect(await img.getAttribute("loading")).toBe("lazy");
      expect(await img.getAttribute("decoding")).toBe("async");
      const picture = await loaded(img);
      expectGoodPicture(picture, types);
      sources.add(picture.currentSrc);
    }
    expect(sources.size, "no two case studies share a picture").toBe(2);
  });

  for (const { width, tag } of [
    { width: 1280, tag: "" },
    { width: 375, tag: " @phone" },
  ]) {
    test(`a case study's gallery at ${width} px: lazy, sized, AVIF at the width it is shown${tag}`, async ({
      page,
    }) => {
      const types = imageTypes(page);
      await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
      await page.goto("/projects/cloud-migration");
      const gallery = page.getByRole("region", { name: "Inside the system" });
      const images = gallery.getByRole("figure").getByRole("img");
      await expect(images).toHaveCount(2);
      const sources = new Set<string>();
      for (const img of await images.all()) {
        expect(await img.getAttribute("loading")).toBe("lazy");
        expect(await img.getAttribute("decoding")).toBe("async");
        const picture = await loaded(img);
        expectGoodPicture(picture, types);
        sources.add(picture.currentSrc);
      }
      expect(sources.size, "each picture its own file").toBe(2);
    });
  }

  test("a post's further reading loads lazily, one cover per post", async ({ page }) => {
    const types = imageTypes(page);
    await page.goto("/blog/future-of-ai");
    const more = page.getByRole("region", { name: "More insights" });
    const covers = more.getByRole("img");
    await expect(covers).not.toHaveCount(0);
    const sources = new Set<string>();
    for (const img of await covers.all()) {
      expect(await img.getAttribute("loading")).toBe("lazy");
      const picture = await loaded(img);
      expectGoodPicture(picture, types);
      sources.add(picture.currentSrc);
    }
    expect(sources.size).toBe(await covers.count());
  });

  test("every service's page opens with its own picture, at once, beside what is included", async ({
    page,
  }) => {
    const types = imageTypes(page);
    const sources = new Set<string>();
    for (const service of readServices()) {
      await page.goto(`/services/${service.slug}`);
      const img = page.getByRole("main").getByRole("img", { name: service.pictureAlt });
      expect(await img.getAttribute("loading"), service.slug).toBe("eager");
      const picture = await loaded(img);
      expectGoodPicture(picture, types);
      sources.add(picture.currentSrc);
    }
    expect(sources.size, "no two services share a picture").toBe(readServices().length);
  });

  test("About: every team member has their own portrait, lazy below the fold", async ({ page }) => {
    const types = imageTypes(page);
    await page.goto("/about");
    const section = page.getByRole("region", { name: "Meet our team" });
    const sources = new Set<string>();
    for (const member of team) {
      const img = section.getByRole("img", { name: `portrait of ${member.name}, ` });
      expect(await img.getAttribute("loading")).toBe("lazy");
      const picture = await loaded(img);
      expectGoodPicture(picture, types);
      sources.add(picture.currentSrc);
    }
    expect(sources.size).toBe(team.length);
  });

  test("pictures, and the page around them, shift nothing while they arrive", async ({ page }) => {
    // A slow device: its parser yields early, so a page it painted half-parsed would move as the
    // rest came in (the header's right side, a column beside a centred one: /about's story did
    // in one CI run under load). Pages hold their first paint until their main content is in.
    // Slowed only while the page arrives, so that the pictures below load in good time.
    const cdp = await page.context().newCDPSession(page);
    for (const path of ["/projects/ecommerce-platform", "/blog/cloud-trends", "/about"]) {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(path);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      const held = await page.evaluate(() => {
        const expect = document.head.querySelector('link[rel="expect"][blocking="render"]');
        const until = expect && document.querySelector(expect.getAttribute("href")!);
        const main = document.querySelector("main");
        // After the whole of <main>, not inside it.
        return Boolean(
          until &&
          main &&
          !main.contains(until) &&
          main.compareDocumentPosition(until) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      });
      expect(held, `${path} paints once its main content is parsed`).toBe(true);
      const images = page.locator("picture img");
      for (const img of await images.all()) await loaded(img);
      // What moved is named, so that a failure says where to look.
      const { shift, moved } = await page.evaluate(
        () =>
          new Promise<{ shift: number; moved: string[] }>((resolve) => {
            let shift = 0;
            const moved: string[] = [];
            new PerformanceObserver((list) => {
              type LayoutShift = { value: number; sources: { node: Node | null }[] };
              for (const entry of list.getEntries() as unknown as LayoutShift[]) {
                shift += entry.value;
                for (const { node } of entry.sources)
                  if (node instanceof Element)
                    moved.push(`<${node.localName} class="${node.getAttribute("class")}">`);
              }
            }).observe({ type: "layout-shift", buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve({ shift, moved })));
          }),
      );
      expect(shift, `${path}: ${moved.join(", ")}`).toBeLessThan(0.01);
    }
  });

  test("phones get pictures sized for their screen, not the desktop's @phone", async ({ page }) => {
    const types = imageTypes(page);
    await page.goto("/");
    const cards = page.getByRole("region", { name: "Featured Projects" }).getByRole("listitem");
    for (const card of await cards.all()) {
      const picture = await loaded(card.getByRole("img"));
      expectGoodPicture(picture, types);
    }
    await page.goto("/about");
    const portrait = page
      .getByRole("region", { name: "Meet our team" })
      .getByRole("img", { name: `portrait of ${team[0].name}, ` });
    const picture = await loaded(portrait);
    expectGoodPicture(picture, types);
    // A 112 px thumbnail on a phone never fetches the desktop's large file.
    expect(picture.chosenWidth).toBeLessThan(800);
  });
});
