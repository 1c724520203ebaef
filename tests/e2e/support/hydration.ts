import { expect, type Locator, type Page } from "@playwright/test";

/**
 * How often the waits below look again, in ms: the app starts within a second of the load, so
 * Playwright's default back-off (100, 250, 500, then every 1000 ms) would add up to a second
 * to every wait, on every page of every walk.
 */
const quickly = [25, 50, 100];

/** How long the app may take to start: load, a background moment, the chunks and hydration. */
export const APP_START_MS = 15_000;

/**
 * Returns once the page's app has started and hydrated it (the root's first effect has run), as
 * noted by the fixtures' page. The app starts after the page has loaded (scripts/defer-start.ts);
 * a journey that reads the hydrated page waits for this rather than for the network to go quiet.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as { appStarted?: boolean }).appStarted === true), {
      intervals: quickly,
      timeout: APP_START_MS,
    })
    .toBe(true);
}

/**
 * The one hydration wait: brings an element to the state in which a visitor meets it, and returns
 * once React has taken it over, that is attached its props. Parts below the fold hydrate as they
 * near the viewport, so the element is scrolled into view; a form hydrates when first used, so
 * for a form (or a field of one) focus moves into it, as when a visitor starts to fill it in.
 * With `pausedClock`, for a page whose fake clock stands still: React reveals a part whose code
 * came after the page hydrated on a timer of its own (within 300 ms of the last fallback it
 * showed), which moves only with the clock, so the clock is moved in short steps meanwhile.
 */
export async function waitForHydration(
  element: Locator,
  { pausedClock = false } = {},
): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await element.evaluate((node) => {
    const form = node instanceof HTMLFormElement ? node : "form" in node ? node.form : null;
    if (form instanceof HTMLFormElement && !form.contains(document.activeElement))
      form.querySelector<HTMLElement>("input, select, textarea")?.focus();
  });
  const reacts = () =>
    element.evaluate((node) => {
      // A form control counts once its form is React's (the form owns the submit handler).
      const target = node instanceof HTMLInputElement && node.form ? node.form : node;
      return Object.keys(target).some((key) => key.startsWith("__reactProps"));
    });
  if (pausedClock)
    await expect(async () => {
      await element.page().clock.runFor(100);
      expect(await reacts()).toBe(true);
    }).toPass({ intervals: quickly });
  else await expect.poll(reacts, { intervals: quickly }).toBe(true);
}

/**
 * Returns once every finite animation inside an element (fade-ins, transitions) has finished;
 * endless ones (a typing indicator's pulse) are left running.
 */
export async function animationsSettled(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    Promise.all(
      node
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until the app shows this `<dialog>` modally: a prerendered one is an ordinary dialog until
 * the app, and the dialog's own code, have started.
 */
export async function shownModally(dialog: Locator): Promise<void> {
  await expect.poll(() => isModal(dialog), { timeout: APP_START_MS }).toBe(true);
}

/** Whether this `<dialog>` is shown modally now. */
export function isModal(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((d: HTMLDialogElement) => d.matches(":modal"));
}
