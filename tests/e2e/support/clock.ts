import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Moves the page's fake clock by `stepMs` until `shown` is visible. A timer the app starts only
 * after some work of its own (hydration, a failed fetch) may not exist yet when the test first
 * moves the clock; on a busy machine this waits on that state instead of guessing a delay.
 */
export async function runClockUntilVisible(page: Page, stepMs: number, shown: Locator) {
  await expect(async () => {
    await page.clock.runFor(stepMs);
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/**
 * Installs the page's fake clock and stops it at `at`, before the page exists: time then moves
 * only when the test moves it. Installed a minute before `at`, since Playwright's clock runs from
 * its install until it is paused and cannot be paused in its past: installed at `at` minus a
 * second, a setup slower than that second on a busy machine failed the journey.
 */
export async function stopClockAt(page: Page, at: Date) {
  await page.clock.install({ time: new Date(at.getTime() - 60_000) });
  await page.clock.pauseAt(at);
}
