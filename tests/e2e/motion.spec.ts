import { stopClockAt } from "./support/clock";
import { test, expect } from "./support/fixtures";
import { animationsSettled, appStarted } from "./support/hydration";
import { PERCEPTIBLE_MS, movingThings } from "./support/motion";
import { testimonials } from "../../app/content/testimonials";

test.describe("with reduced motion preferred, nothing moves by itself", () => {
  test.use({ reducedMotion: "reduce" });

  test("client-side navigation does not fade the new page in", async ({ page }) => {
    await page.goto("/");
    await appStarted(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Services", "About", "Blog"]) {
      await nav.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Checked at once: a 0.3 s fade would still be running.
      expect(await movingThings(page), name).toEqual([]);
      const main = page.getByRole("main");
      // Polled: the old page's <main> may still be leaving when the new heading shows. Waiting
      // longer cannot hide a fade: a fading <main> keeps its animation's duration in its style.
      await expect
        .poll(
          () =>
            main.evaluate((element, limit) => {
              const style = getComputedStyle(element);
              const duration = parseFloat(style.animationDuration) * 1000;
              return element.isConnected && (style.animationName === "none" || duration <= limit);
            }, PERCEPTIBLE_MS),
          { message: `${name}: the page fades in` },
        )
        .toBe(true);
      await expect(main).toHaveCSS("opacity", "1");
    }
  });

  test("on the home page the carousel stays put for 30 s and the counters show 500 and 200 at once", async ({
    page,
  }) => {
    const start = new Date("2026-03-02T10:00:00+05:30");
    await stopClockAt(page, new Date(start.getTime() + 1000));
    await page.goto("/");
    // The counters' final numbers are there from the first paint, before they are scrolled to.
    const counters = page.getByRole("definition");
    await expect(counters).toHaveText(["500", "200"]);

    // Scrolled to, the carousel comes alive (a hand-made move proves it), but does not rotate.
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    const next = carousel.getByRole("button", { name: "Next testimonial" });
    await next.scrollIntoViewIfNeeded();
    await expect
      .poll(() => next.evaluate((e) => Object.keys(e).some((k) => k.startsWith("__reactProps"))))
      .toBe(true);
    await next.click();
    await expect(carousel.getByText(testimonials[1].content)).toBeVisible();
    // Changing slides by hand swaps them without a fade.
    expect(await movingThings(page)).toEqual([]);
    await page.mouse.move(0, 0);
    await page.getByRole("link", { name: "More about us" }).focus();
    await expect(carousel.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    for (const ms of [5_000, 8_000, 17_000]) {
      await page.clock.runFor(ms);
      await expect(carousel.getByRole("button", { name: "Show testimonial 2" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(carousel.getByText(testimonials[1].content)).toBeVisible();
    }

    await counters.first().scrollIntoViewIfNeeded();
    await page.clock.runFor(2_500);
    await expect(counters).toHaveText(["500", "200"]);
  });

  test("opening the chat, the quote dialog and the mobile menu moves nothing, nor a change of theme", async ({
    page,
  }) => {
    await page.goto("/contact");
    await appStarted(page);
    await page.getByRole("button", { name: "Open chat" }).click();
    const chat = page.getByRole("region", { name: "Chat with us" });
    await expect(chat.getByRole("textbox", { name: "Message" })).toBeFocused();
    expect(await movingThings(page), "chat opening").toEqual([]);
    await chat.getByRole("textbox", { name: "Message" }).fill("Where is your office?");
    await chat.getByRole("textbox", { name: "Message" }).press("Enter");
    await expect(chat.getByRole("log")).toContainText("Bhopal");
    expect(await movingThings(page), "chat reply").toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Get a Quote" }).click();
    await expect(page.getByRole("dialog", { name: "Get a Quote" })).toBeVisible();
    expect(await movingThings(page), "quote dialog").toEqual([]);
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    expect(await movingThings(page), "mobile menu").toEqual([]);

    // Nor does a change of the page's colours (the theme's class, here set without the toggle,
    // which turns transitions off itself): every element has its new colour at once, none fades
    // from the colour it inherited before, level by level down the page.
    const fading = await page.evaluate(() => {
      document.documentElement.classList.toggle("dark");
      return document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition && a.playState !== "finished").length;
    });
    expect(fading, "a change of theme").toBe(0);
  });

  test.describe("on the first visit of a session", () => {
    test.use({ splashSeen: false });

    test("the splash shows its full bar at once and does not animate", async ({ page }) => {
      const start = new Date("2026-03-02T10:00:00+05:30");
      await stopClockAt(page, new Date(start.getTime() + 5000));
      await page.goto("/");
      const bar = page.getByRole("progressbar");
      await expect(bar).toBeVisible();
      expect(await movingThings(page)).toEqual([]);
      // The fill stands at its full width from the start: nothing grows. (Its animation lasts a
      // hundredth of a millisecond, as checked above, but starts with the next frame: measured
      // before that frame, the fill has its first keyframe's width.)
      const fill = bar.locator("div");
      await animationsSettled(bar);
      const [barBox, fillBox] = [await bar.boundingBox(), await fill.boundingBox()];
      expect(fillBox!.width).toBeCloseTo(barBox!.width, 0);
      // It still goes away 2 s after the app has started (its timer starts then).
      await appStarted(page);
      await page.clock.runFor(2000);
      await expect(bar).toBeHidden();
    });
  });
});

test.describe("without a reduced-motion preference", () => {
  test.use({ reducedMotion: "no-preference", splashSeen: false });

  test("the splash bar does fill over 2 s, so the reduced-motion case above is not vacuous", async ({
    page,
  }) => {
    // The clock holds the splash on screen while the bar is looked at.
    const start = new Date("2026-03-02T10:00:00+05:30");
    await stopClockAt(page, new Date(start.getTime() + 5000));
    await page.goto("/");
    await expect(page.getByRole("progressbar")).toBeVisible();
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a instanceof CSSAnimation && a.animationName === "splash-progress")
        .map((a) => a.effect!.getComputedTiming().duration),
    );
    expect(running).toEqual([2000]);
  });
});
