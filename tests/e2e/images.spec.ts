import { team } from "../../app/content/team";
import { test, expect } from "./support/fixtures";
import { layoutShifts } from "./support/layout-shift";
import { expectGoodPicture, imageTypes, loaded, read } from "./support/pictures";

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

  test("on a phone, pictures further down are fetched only once the page has painted and started @phone", async ({
    page,
  }) => {
    // Chrome fetches a lazy picture up to about two screens ahead: on a phone, a listing's next
    // covers, which would compete with the page's largest picture, its first cover. They wait
    // for the page's start (after its first paint, scripts/defer-start.ts), then load as usual.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-started")) return;
        (window as { startedAt?: number }).startedAt = performance.now();
        observer.disconnect();
        // Run before the page has its <html>: the document is watched, and the attribute.
      }).observe(document, { subtree: true, attributeFilter: ["data-started"] });
    });
    await page.goto("/blog");
    await page.waitForLoadState("networkidle");
    const covers = page.getByRole("region", { name: "Latest Insights" }).getByRole("img");
    await expect(covers).toHaveCount(3);
    const fetched = await covers.evaluateAll((imgs) => {
      const startedAt = (window as { startedAt?: number }).startedAt!;
      return imgs.map((img) => {
        const src = (img as HTMLImageElement).currentSrc;
        const timing = performance.getEntriesByName(src)[0];
        return timing ? (timing.startTime > startedAt ? "after" : "before") : "not yet";
      });
    });
    // The first cover is the first screen's; the next ones, a screen or two down, come after.
    expect(fetched[0]).toBe("before");
    expect(fetched.slice(1)).not.toContain("before");
    expect(fetched.slice(1)).toContain("after");
  });

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
      const { shift, moved } = await layoutShifts(page);
      expect(shift, `${path}: ${moved.join(", ")}`).toBeLessThan(0.01);
    }
  });

  test("a blog listing's first cover, in a phone's first view, comes first @phone", async ({
    page,
  }) => {
    const types = imageTypes(page);
    // The phone Lighthouse measures with: its largest element there is this cover.
    await page.setViewportSize({ width: 412, height: 823 });
    for (const path of ["/blog", "/blog/category/cloud"]) {
      await page.goto(path);
      const covers = page.getByRole("main").locator("li picture img");
      await expect(covers.first()).toBeInViewport();
      const first = await read(covers.first());
      expect(first.fetchPriority, path).toBe("high");
      expect(first.loading, path).toBe("eager");
      expectGoodPicture(await loaded(covers.first()), types);
      // One picture fetched first: the others wait until they near the screen.
      for (const img of (await covers.all()).slice(1)) {
        expect(await img.getAttribute("loading"), path).toBe("lazy");
        expect(await img.getAttribute("fetchpriority"), path).toBeNull();
      }
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
