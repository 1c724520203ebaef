import { test as base, expect } from "@playwright/test";
import { APP_READY_EVENT } from "../../../app/components/head-script";

/**
 * Every journey starts as a visitor who has already seen this session's splash (the splash
 * journey opts out with `splashSeen: false`) and fails on any console error or warning. Each page
 * notes when the app has started (see `appStarted`).
 */
export const test = base.extend<{ splashSeen: boolean; consoleProblems: string[] }>({
  splashSeen: [true, { option: true }],
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        // The 404 page's own document answers 404 on purpose.
        if (message.location().url === page.url() && message.text().includes("404")) return;
        problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await use(problems);
      expect(problems, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, splashSeen }, use) => {
    if (splashSeen) await page.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
    await page.addInitScript((event) => {
      addEventListener(event, () => ((window as { appStarted?: boolean }).appStarted = true), {
        once: true,
      });
    }, APP_READY_EVENT);
    await use(page);
  },
});

export { expect };
