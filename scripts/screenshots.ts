/**
 * Screenshots of pages for a person to look at: every path given (default: the main pages)
 * at 1280 px and 375 px, dark and light, into screenshots/. Needs the server running
 * (npm start) or BASE_URL pointing at one.
 *   node scripts/screenshots.ts /about /contact
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { APP_READY_EVENT } from "../app/components/head-script.ts";
import { headlessShellPath, playwrightArgs } from "./chromium.ts";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const paths = process.argv.slice(2);
const pages =
  paths.length > 0
    ? paths
    : ["/", "/about", "/services", "/projects", "/blog", "/contact", "/quotation", "/nope"];
const full = process.env.FULL !== "0";

await mkdir("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: headlessShellPath,
  args: playwrightArgs,
});
for (const theme of ["dark", "light"] as const) {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 400 ? 800 : 740 },
    });
    await context.addInitScript(
      ([t, ready]) => {
        localStorage.setItem("theme", t);
        sessionStorage.setItem("splash-seen", "1");
        addEventListener(ready, () => ((window as { appStarted?: boolean }).appStarted = true));
      },
      [theme, APP_READY_EVENT] as const,
    );
    const page = await context.newPage();
    let loading = 0;
    page.on("request", () => loading++);
    page.on("requestfinished", () => loading--);
    page.on("requestfailed", () => loading--);
    /** Returns once no request has been under way for 300 ms. */
    const quiet = async () => {
      for (let still = 0; still < 300; still = loading > 0 ? 0 : still + 50)
        await new Promise((done) => setTimeout(done, 50));
    };
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      // The app starts after the first paint; parts below the fold wake only once it has.
      await page.waitForFunction(() => (window as { appStarted?: boolean }).appStarted === true);
      if (full) {
        // Down the page and back, so lazy pictures and sections that wake near the viewport
        // show themselves rather than their placeholders.
        // Each step waits two frames (the observers see it) and until nothing is loading: the
        // page's "networkidle" state, once reached, is not waited for again.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600) {
          await page.evaluate(async (top) => {
            window.scrollTo(0, top);
            await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          }, y);
          await quiet();
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        // Every picture decoded, or 5 s at most: a lazy one the page never scrolled near (a
        // dialog locks the page's scroll) would never decode.
        await page.evaluate(() =>
          Promise.all(
            [...document.images].map((image) =>
              Promise.race([
                image.decode().catch(() => undefined),
                new Promise((done) => setTimeout(done, 5000)),
              ]),
            ),
          ),
        );
      }
      const name = `${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}-${width}-${theme}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: full });
      console.log(`screenshots/${name}`);
      if (process.env.SLICES) {
        // Viewport-sized slices of the whole page, easier to look at than one tall picture.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const step = width > 400 ? 1600 : 1400;
        for (let y = 0, i = 0; y < height; y += step, i++) {
          const slice = name.replace(".png", `.${i}.png`);
          await page.screenshot({
            path: `screenshots/${slice}`,
            fullPage: true,
            clip: { x: 0, y, width, height: Math.min(step, height - y) },
          });
        }
      }
    }
    await context.close();
  }
}
await browser.close();
