/**
 * Screenshots of pages for a person to look at: every path given (default: the main pages)
 * at 1280 px and 375 px, dark and light, into screenshots/. Needs the server running
 * (npm start) or BASE_URL pointing at one.
 *   node scripts/screenshots.ts /about /contact
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const paths = process.argv.slice(2);
const pages =
  paths.length > 0
    ? paths
    : ["/", "/about", "/services", "/projects", "/blog", "/contact", "/quotation", "/nope"];
const full = process.env.FULL !== "0";

await mkdir("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
for (const theme of ["dark", "light"] as const) {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 400 ? 800 : 740 },
    });
    await context.addInitScript((t) => {
      localStorage.setItem("theme", t);
      sessionStorage.setItem("splash-seen", "1");
    }, theme);
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      if (full) {
        // Down the page and back, so lazy pictures and sections that wake near the viewport
        // show themselves rather than their placeholders.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForLoadState("networkidle");
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
