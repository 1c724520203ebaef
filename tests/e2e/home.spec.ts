import type { Locator, Page } from "@playwright/test";
import { stopClockAt } from "./support/clock";
import { test, expect } from "./support/fixtures";
import { appStarted } from "./support/hydration";
import { testimonials } from "../../app/content/testimonials";

/** A fixed start for the fake clock; the page then only moves time when a test says so. */
const T0 = new Date("2026-03-02T10:00:00+05:30");

async function openWithPausedClock(page: Page) {
  await stopClockAt(page, new Date(T0.getTime() + 1000));
  await page.goto("/");
}

/**
 * Sections below the fold come alive as they near the viewport: scroll through the whole page
 * as a visitor would, let each load, and come back to the top. The last one is alive once the
 * regional client counts (drawn in the browser) are numbers.
 */
async function wakeEverySection(page: Page, { pausedClock = false } = {}) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState("networkidle");
  }
  // The last lazy section wakes as it nears the viewport: stop on it rather than pass it by.
  const regions = page.getByRole("list", { name: "Clients by region" });
  // Scrolled by the page itself: Playwright's own scrolling waits for frames, which a paused
  // clock holds.
  await regions.evaluate((list) => list.scrollIntoView({ block: "center" }));
  const counted = regions.getByRole("listitem").first();
  // The app starts after the page has loaded; sections already in view then are revealed together,
  // on a timer of React's, which a paused clock holds until it moves.
  if (pausedClock)
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(counted).toContainText(/\d/, { timeout: 1000 });
    }).toPass();
  else {
    // The counts are the app's: on a busy machine its start alone may take most of a wait, so it
    // has its own (a run beside a looping build waited 15 s from the load and saw no count); and
    // then the section's own code and its hydration, which beside a chat tuning run and a second
    // suite (load 14 on two cores) had shown no count 10 s after the start.
    await appStarted(page);
    await expect(counted).toContainText(/\d/, { timeout: 30_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Scrolls an element into view and returns once the browser has reported it in view to the
 * page's own IntersectionObservers (created earlier, so they are notified first).
 */
async function scrollIntoViewAndSettle(locator: Locator) {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
        element.scrollIntoView({ block: "center" });
      }),
  );
}

async function hrefs(links: Locator) {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
}

test.describe("home page", () => {
  // One load of the page, a step per section: a browser context and a page load cost more than the
  // checks.
  test("the home page, section by section", async ({ page }) => {
    await page.goto("/");
    await test.step("the hero has the page's one h1 and links to services and contact", async () => {
      await expect(page).toHaveTitle("Nexora Technologies | Future of Technology");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Technology that moves your business forward",
      );
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Explore Services" })).toHaveAttribute(
        "href",
        "/services",
      );
      await expect(main.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(main.getByText("Future of Technology")).toBeVisible();
      await expect(main.getByText("Since 2015", { exact: true })).toBeVisible();
    });

    await test.step("six service cards link to their service pages, and one link to all services", async () => {
      const section = page.getByRole("region", { name: "Services that grow with your business" });
      const cards = section.getByRole("listitem");
      await expect(cards).toHaveCount(6);
      expect(await hrefs(cards.getByRole("link"))).toEqual([
        "/services/software-development",
        "/services/cloud-solutions",
        "/services/cybersecurity",
        "/services/data-analytics",
        "/services/ai-machine-learning",
        "/services/mobile-development",
      ]);
      await expect(cards.getByRole("link")).toHaveText([
        "Software Development",
        "Cloud Solutions",
        "Cybersecurity",
        "Data Analytics",
        "AI & Machine Learning",
        "Mobile Development",
      ]);
      await expect(section.getByRole("link", { name: "View all services" })).toHaveAttribute(
        "href",
        "/services",
      );
    });

    await test.step("why choose us lists six points and links to the about page", async () => {
      const section = page.getByRole("region", { name: "Why Choose Nexora" });
      await expect(section.getByRole("listitem")).toHaveCount(6);
      await expect(section.getByRole("link", { name: "More about us" })).toHaveAttribute(
        "href",
        "/about",
      );
    });

    await test.step("three featured projects link to their case studies", async () => {
      const section = page.getByRole("region", { name: "Featured Projects" });
      const cards = section.getByRole("listitem");
      await expect(cards).toHaveCount(3);
      expect(await hrefs(cards.getByRole("link"))).toEqual([
        "/projects/cloud-migration",
        "/projects/ecommerce-platform",
        "/projects/security-infrastructure",
      ]);
      for (const card of await cards.all()) {
        await expect(card.getByRole("img")).toBeVisible();
        const box = await card.getByRole("img").boundingBox();
        expect(box!.width / box!.height).toBeCloseTo(1.6, 1);
      }
      await expect(cards.first()).toContainText("Cloud");
      await expect(cards.first()).toContainText("38% lower infrastructure costs");
      await expect(section.getByRole("link", { name: "View all projects" })).toHaveAttribute(
        "href",
        "/projects",
      );
    });

    await test.step("the closing call to action leads to the contact page", async () => {
      await expect(
        page.getByRole("main").getByRole("link", { name: "Get Started" }),
      ).toHaveAttribute("href", "/contact");
    });

    await test.step("global presence: a map with six countries and six regions with 10 to 39 clients each", async () => {
      const section = page.getByRole("region", { name: "From Bhopal to clients around the world" });
      const map = section.getByRole("img", { name: /^World map/ });
      await expect(map).toBeVisible();
      // Drawn in the browser, when the section nears the viewport.
      await map.scrollIntoViewIfNeeded();
      for (const country of [
        "India",
        "United States",
        "United Kingdom",
        "UAE",
        "Singapore",
        "Australia",
      ]) {
        await expect(map.getByText(country, { exact: true })).toBeVisible();
      }

      const regions = section
        .getByRole("list", { name: "Clients by region" })
        .getByRole("listitem");
      await expect(regions).toHaveCount(6);
      await wakeEverySection(page);
      for (const region of await regions.all()) {
        await expect(region.getByRole("heading", { level: 3 })).toBeVisible();
        const count = Number((await region.textContent())!.match(/(\d+)\s*clients/)![1]);
        expect(count).toBeGreaterThanOrEqual(10);
        expect(count).toBeLessThanOrEqual(39);
      }
    });
  });

  test("counters count from 0 to 500 and 200 over 2 s once scrolled into view", async ({
    page,
  }) => {
    await openWithPausedClock(page);
    const projects = page.getByRole("definition").first();
    const clients = page.getByRole("definition").nth(1);
    await expect(page.getByRole("term")).toHaveText(["Projects Completed", "Satisfied Clients"]);

    // Up top the counters are prerendered HTML with their final numbers, however long the
    // visitor stays; their section comes alive as it nears the viewport.
    await expect(projects).toHaveText("500");
    await page.clock.runFor(5000);
    await expect(projects).toHaveText("500");

    // Scrolled to, they hydrate and drop to 0 before counting; settling after that lets their own
    // observer, made as they hydrated, see them first.
    await projects.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect(projects).toHaveText("0");
    await expect(clients).toHaveText("0");
    await scrollIntoViewAndSettle(projects);
    await expect(projects).toHaveText("0");
    await page.clock.runFor(1000);
    await expect(projects).toHaveText("250");
    await expect(clients).toHaveText("100");
    await page.clock.runFor(999);
    await expect(projects).toHaveText("495");
    await expect(clients).toHaveText("198");
    await page.clock.runFor(1);
    await expect(projects).toHaveText("500");
    await expect(clients).toHaveText("200");

    // Only once: scrolling away and back does not start again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await scrollIntoViewAndSettle(projects);
    await page.clock.runFor(500);
    await expect(projects).toHaveText("500");
    await expect(clients).toHaveText("200");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("counters show their final numbers at once", async ({ page }) => {
      await openWithPausedClock(page);
      await wakeEverySection(page, { pausedClock: true });
      const values = page.getByRole("definition");
      await expect(values).toHaveText(["500", "200"]);
      await scrollIntoViewAndSettle(values.first());
      await expect(values).toHaveText(["500", "200"]);
    });

    test("the carousel does not move by itself", async ({ page }) => {
      await openWithPausedClock(page);
      await wakeEverySection(page, { pausedClock: true });
      const carousel = page.getByRole("region", { name: "Client testimonials" });
      await expect(carousel.getByRole("button", { name: "Play testimonials" })).toBeVisible();
      await page.clock.runFor(30_000);
      await expect(carousel.getByRole("button", { name: "Show testimonial 1" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(carousel.getByText(testimonials[0].content)).toBeVisible();
    });
  });

  test.describe("testimonial carousel", () => {
    const carouselOf = (page: Page) => page.getByRole("region", { name: "Client testimonials" });

    /** Checks that testimonial `n` (1-based) is the one shown, and the others are not. */
    async function expectShowing(carousel: Locator, n: number) {
      for (const [i, testimonial] of testimonials.entries()) {
        const dot = carousel.getByRole("button", { name: `Show testimonial ${i + 1}` });
        if (i + 1 === n) {
          await expect(dot).toHaveAttribute("aria-current", "true");
          await expect(carousel.getByText(testimonial.content)).toBeVisible();
          await expect(carousel.getByText(testimonial.name)).toBeVisible();
        } else {
          await expect(dot).not.toHaveAttribute("aria-current");
          await expect(carousel.getByText(testimonial.content)).toBeHidden();
        }
      }
    }

    test("shows three testimonials with a name, position and star rating", async ({ page }) => {
      await page.goto("/");
      const carousel = carouselOf(page);
      expect(testimonials).toHaveLength(3);
      await expect(carousel.getByRole("button", { name: /^Show testimonial \d$/ })).toHaveCount(3);
      await expect(carousel.getByText(testimonials[0].position)).toBeVisible();
      await expect(
        carousel.getByRole("img", { name: `${testimonials[0].rating} out of 5 stars` }),
      ).toBeVisible();
    });

    test("advances every 8 seconds and wraps back to the first", async ({ page }) => {
      await openWithPausedClock(page);
      const carousel = carouselOf(page);
      await expect(carousel.getByRole("button", { name: "Pause testimonials" })).toBeVisible();
      await expectShowing(carousel, 1);
      await page.clock.runFor(7999);
      await expectShowing(carousel, 1);
      await page.clock.runFor(1);
      await expectShowing(carousel, 2);
      await page.clock.runFor(8000);
      await expectShowing(carousel, 3);
      await page.clock.runFor(8000);
      await expectShowing(carousel, 1);
    });

    test("arrows move both ways and wrap at both ends; dots jump to a testimonial", async ({
      page,
    }) => {
      await page.goto("/");
      const carousel = carouselOf(page);
      await wakeEverySection(page);
      const previous = carousel.getByRole("button", { name: "Previous testimonial" });
      const next = carousel.getByRole("button", { name: "Next testimonial" });

      await previous.click();
      await expectShowing(carousel, 3);
      await previous.click();
      await expectShowing(carousel, 2);
      await next.click();
      await next.click();
      await expectShowing(carousel, 1);
      await next.click();
      await expectShowing(carousel, 2);

      await carousel.getByRole("button", { name: "Show testimonial 3" }).click();
      await expectShowing(carousel, 3);
      await next.click();
      await expectShowing(carousel, 1);
      await carousel.getByRole("button", { name: "Show testimonial 2" }).click();
      await expectShowing(carousel, 2);
    });

    test("the pause button stops auto-advance and play resumes it", async ({ page }) => {
      await openWithPausedClock(page);
      const carousel = carouselOf(page);
      const slides = carousel.locator("[aria-live]");
      await expect(slides).toHaveAttribute("aria-live", "off");

      await carousel.getByRole("button", { name: "Pause testimonials" }).click();
      await expect(carousel.getByRole("button", { name: "Play testimonials" })).toBeVisible();
      await expect(slides).toHaveAttribute("aria-live", "polite");
      await page.clock.runFor(30_000);
      await expectShowing(carousel, 1);

      await carousel.getByRole("button", { name: "Play testimonials" }).click();
      await expect(carousel.getByRole("button", { name: "Pause testimonials" })).toBeVisible();
      await expect(slides).toHaveAttribute("aria-live", "off");
      await page.clock.runFor(8000);
      await expectShowing(carousel, 2);
    });

    test("hovering or focusing the carousel pauses it", async ({ page }) => {
      await openWithPausedClock(page);
      const carousel = carouselOf(page);
      await expect(carousel.getByRole("button", { name: "Pause testimonials" })).toBeVisible();

      await carousel.getByText(testimonials[0].content).hover();
      await page.clock.runFor(20_000);
      await expectShowing(carousel, 1);
      await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
      await page.mouse.move(0, 0);
      await page.clock.runFor(8000);
      await expectShowing(carousel, 2);

      await carousel.getByRole("button", { name: "Next testimonial" }).focus();
      await page.clock.runFor(20_000);
      await expectShowing(carousel, 2);
      await page.getByRole("link", { name: "Explore Services" }).focus();
      await page.clock.runFor(8000);
      await expectShowing(carousel, 3);
    });
  });

  // What is wider than the screen is every-page.spec's to find, on every page at both widths.
  test("on a phone: the main actions are there @phone", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Explore Services" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Contact Us", exact: true })).toBeVisible();
    const getStarted = main.getByRole("link", { name: "Get Started" });
    await getStarted.scrollIntoViewIfNeeded();
    await expect(getStarted).toBeVisible();
    await expect(getStarted).toHaveAttribute("href", "/contact");
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows final counters, the first testimonial and no random numbers", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("definition")).toHaveText(["500", "200"]);
    await expect(page.getByText(testimonials[0].content)).toBeVisible();
    await expect(page.getByText(testimonials[1].content)).toBeHidden();
    const regions = page.getByRole("list", { name: "Clients by region" }).getByRole("listitem");
    await expect(regions).toHaveCount(6);
    for (const region of await regions.all()) await expect(region).not.toContainText(/\d/);
  });
});
