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
