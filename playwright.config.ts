import { defineConfig, devices } from "@playwright/test";
import { headlessShellPath, playwrightArgs } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);

/** Journeys run in Debian's Chromium against the built site, served as production serves it. */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  // Three browsers on these two-core machines: a journey spends most of its time waiting (for the
  // page, the network, a frame), not computing. The whole suite, back to back on one build while
  // other builds and screenshots ran beside it: 8.2 minutes with three workers, 11.0 with two.
  workers: 3,
  retries: 0,
  // Waits are on state, never fixed sleeps, so these caps cost a passing test nothing. They are
  // what a long journey (two page loads, hydration, a form filled and sent) and one wait in it
  // may take with other CPU-heavy work beside the suite: a run beside a tuning loop's several
  // processes took a 30 s journey past 30 s and an app's start past 5 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: headlessShellPath,
      args: playwrightArgs,
    },
    // Off: recording a trace (actions, console, every response's body) for every journey, to keep
    // the failed ones', cost the chat and quote journeys 12–15 % of their time and of the CPU,
    // Chromium's and Playwright's. A failure still leaves its error and the page's accessibility
    // snapshot in test-results/; to trace a failing journey, run it again with
    // `npx playwright test <file> --trace retain-on-failure`.
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 } },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: "node server/main.ts",
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: `test-results/data-${port}` },
  },
});
