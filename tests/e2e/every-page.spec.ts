import { firstViewBudget } from "../../scripts/budgets";
import type { Page, Request, Response } from "@playwright/test";
import {
  accessibilityTree,
  axe,
  structureProblems,
  unlabelledGraphics,
} from "./support/accessibility";
import { test, expect } from "./support/fixtures";
import { focusProblems, listTabbables } from "./support/focus";
import { animationsSettled, appStarted } from "./support/hydration";
import { movingThings, slowStyles } from "./support/motion";
import { sitePages } from "./support/site-pages";

/**
 * Every page of the sitemap and the 404 page, met in each of four ways: at 1280 and 375 px, in
 * the dark and the light theme. A page is loaded once per width, in one theme (one page of each
 * template is then switched to the other), and everything checked that way is checked on that one
 * load:
 * - dark at 1280 px, every page, as a screen reader and a keyboard meet it, and as it arrives:
 *   axe, its outline, landmarks and names, the first-view budgets, no file failing to load and no
 *   request leaving the origin, and nothing wider than the screen, then at 375 px too (what a long
 *   word does depends on the page's own text); and on one page of each template (the first
 *   service, case study, post, category…), Tab through every control and the skip link: a
 *   template's pages have the same controls, drawn by the same components;
 * - light at 375 px, with reduced motion preferred, one page of each template: axe, and nothing
 *   animates or transitions;
 * - the other two ways (light at 1280 px, dark at 375 px), one page of each template: colour
 *   contrast, on the same load switched to the other theme.
 * So every template is met in all four ways, and every page in the first. What a width changes is
 * which parts show (the header's menu, the phone's bar) and how they are laid out, what a theme
 * changes is the colours, and what the motion preference changes is how things move: all of it is
 * the same in every page of a template, drawn by the same components.
 * The pages are shared out among a few tests per width, so the walk runs on every worker.
 */

/*
 * First-view budgets (scripts/budgets.ts): measured 102.4–103.8 KiB of JavaScript (the 404 page
 * too), and 104.9 on the home page, whose carousel hydrates with it (React and the router 89.2 of
 * it), on 1 December 2026; and 13.1 KiB of CSS, one stylesheet for every page (an article's
 * prose styles in it since 2 December). /quotation, whose dialog hydrates when used: 104.8 KiB.
 */
/**
 * What a new connection delivers in its first round trip (TCP's initial window of 10 segments of
 * 1460 bytes): a page's HTML and headers beyond it wait a round trip more before the first paint,
 * about 0.15 s on Lighthouse's mobile connection (the home page's did: LCP 1.07 s, and 0.91 s
 * without its map). The largest, /projects, is 14.3 KB.
 */
const firstRoundTrip = 14_600;

/**
 * Axe checks the site's frame (header, footer, floating buttons: the same on every page) on the
 * top-level pages and the 404 page; on the pages below them (a service, a case study, a post, a
 * category, a legal page) only the page's own content.
 */
const ownContentOnly = (path: string) => path.split("/").length > 2;

const ways = [
  { theme: "dark", then: "light", width: 1280, groups: 4, everyPage: true },
  { theme: "light", then: "dark", width: 375, groups: 2, everyPage: false },
] as const;

/** A page's template: its path, or with its last part starred below the top level. */
const template = (path: string) =>
  path.split("/").length > 2 ? path.replace(/[^/]+$/, "*") : path;

/** The first page of each template, in the sitemap's order. */
function onePerTemplate(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => !seen.has(template(path)) && seen.add(template(path)));
}

/**
 * Notes what the pages load: files that fail, requests that leave the origin, and the script
 * and CSS bytes of each page's view.
 */
function watchLoads(page: Page, origin: string) {
  const foreign: string[] = [];
  const failed: string[] = [];
  // The bytes each file took to arrive (brotli, as the server sends it), noted the first time it
  // does: a later page that finds it in the cache counts it as its first visitor would.
  const arrived = new Map<string, Promise<number>>();
  let view: Response[] = [];
  // The requests made since the page in view was opened: a file the page before was still loading
  // when it was left (a part its last scroll or resize brought near, say) is not the new page's.
  let asked = new Set<Request>();
  page.on("request", (r) => {
    asked.add(r);
    if (!r.url().startsWith(origin) && !r.url().startsWith("data:")) foreign.push(r.url());
  });
  page.on("requestfailed", (r) => {
    // Cancelled by the browser, not failed: a picture the other width asked for, say, still
    // coming when the next page opens.
    if (r.failure()?.errorText !== "net::ERR_ABORTED")
      failed.push(`${r.url()} ${r.failure()?.errorText}`);
  });
  page.on("response", (response: Response) => {
    // The 404 page's own document answers 404 on purpose.
    if (response.status() >= 400 && !response.request().isNavigationRequest())
      failed.push(`${response.url()} ${response.status()}`);
    if (asked.has(response.request())) view.push(response);
  });
  const size = (response: Response) => {
    const url = response.url();
    if (!arrived.has(url))
      arrived.set(
        url,
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      );
    return arrived.get(url)!;
  };
  return {
    foreign,
    failed,
    /** Opens a page: what loads from now on is its view. */
    async goto(path: string) {
      // (…nor one it asks for as its last layout settles: it asks for it now, before the reset)
      await page.evaluate(
        () => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled))),
      );
      view = [];
      asked = new Set();
      await page.goto(path);
    },
    /**
     * The script and CSS bytes the page has loaded so far, and its HTML's with the response's
     * headers.
     */
    async loaded() {
      const bytes = { script: 0, stylesheet: 0, document: 0 };
      for (const response of view) {
        const type = response.request().resourceType();
        if (type === "script" || type === "stylesheet") bytes[type] += await size(response);
        if (type === "document")
          bytes.document +=
            (await size(response)) + (await response.request().sizes()).responseHeadersSize;
      }
      return bytes;
    },
  };
}

/**
 * The first view's script and CSS within their budgets, its HTML and its largest picture each
 * within the first round trip, and every picture sized.
 */
async function checkFirstView(
  page: Page,
  path: string,
  loaded: () => Promise<{ script: number; stylesheet: number; document: number }>,
) {
  // What the app loads once it has started is part of the first view.
  await page.waitForLoadState("networkidle");
  const bytes = await loaded();
  expect(bytes.document, `${path} HTML with its headers`).toBeLessThanOrEqual(firstRoundTrip);
  expect(bytes.script, `${path} JavaScript`).toBeLessThanOrEqual(firstViewBudget.script * 1024);
  expect(bytes.stylesheet, `${path} CSS`).toBeLessThanOrEqual(firstViewBudget.stylesheet * 1024);
  // The page's largest picture, at each width a phone takes (to 800 px), with its headers, also
  // arrives in its connection's first round trip: one more is 0.15 s before it is painted.
  const phoneWidths = await page
    .locator('picture:has(img[fetchpriority="high"]) source[type="image/avif"]')
    .evaluateAll((sources) =>
      sources.flatMap((source) =>
        (source.getAttribute("srcset") ?? "")
          .split(", ")
          .map((candidate) => candidate.split(" "))
          .filter(([, width]) => parseInt(width!) <= 800)
          .map(([url]) => url!),
      ),
    );
  for (const url of phoneWidths) {
    const response = await page.request.get(url);
    const headers = response
      .headersArray()
      .reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0);
    expect((await response.body()).length + headers, url).toBeLessThanOrEqual(firstRoundTrip);
  }
  const unsized = await page
    .locator("img")
    .evaluateAll((imgs) =>
      imgs
        .filter((i) => !i.getAttribute("width") || !i.getAttribute("height"))
        .map((i) => i.outerHTML),
    );
  expect(unsized, path).toEqual([]);
}

/** Outline, landmarks and names as a screen reader meets them. */
async function readerProblems(page: Page, path: string): Promise<string[]> {
  const tree = await accessibilityTree(page);
  if (path === "/quotation") {
    // Opened directly, the quote modal is all that is exposed; the page behind is inert.
    const exposed = tree.filter((node) => node.role !== "RootWebArea");
    expect(exposed.find((node) => node.role === "dialog")?.name).toBe("Get a Quote");
    expect(exposed.filter((node) => ["banner", "main", "contentinfo"].includes(node.role))).toEqual(
      [],
    );
    return structureProblems(tree).filter((problem) => !/h1|landmarks|follows h0/.test(problem));
  }
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle(/\S/);
  return [...structureProblems(tree), ...(await unlabelledGraphics(page))];
}

/**
 * The skip link: the first Tab stop of every page (the walk checks that Tab follows the DOM
 * order), shown when focused, uncovered, a real target, and it moves the focus into the main
 * content.
 */
async function checkSkipLink(page: Page, path: string) {
  const skip = page.getByRole("link", { name: "Skip to main content" });
  const main = page.getByRole("main");
  expect((await listTabbables(page))[0], `${path}: the first Tab stop`).toBe(
    'a "Skip to main content"',
  );
  await skip.focus();
  await expect(skip, path).toBeFocused();
  // Shown while focused, inside the viewport and above the header.
  await expect(skip, path).toBeInViewport({ ratio: 1 });
  // A padded button, at least the 24 px WCAG 2.2 asks of a target.
  const box = (await skip.boundingBox())!;
  expect(box.height, path).toBeGreaterThanOrEqual(24);
  await expect(skip, path).not.toHaveCSS("padding-left", "0px");
  const onTop = await skip.evaluate((link) => {
    const r = link.getBoundingClientRect();
    return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === link;
  });
  expect(onTop, `${path}: the focused skip link is covered`).toBe(true);

  await page.keyboard.press("Enter");
  await expect(main, path).toBeFocused();
  // The next Tab continues inside the main content, past the header.
  await page.keyboard.press("Tab");
  expect(
    await main.evaluate((element) => element.contains(document.activeElement)),
    `${path}: Tab after the skip link leaves the main content`,
  ).toBe(true);
}

for (const { theme, then, width, groups, everyPage } of ways) {
  const checks = everyPage
    ? "axe, the reader's outline and the budgets; Tab and the skip link once per template"
    : "axe, and nothing moves";
  const which = everyPage ? "every page" : "one page of each template";
  const motion = everyPage ? "" : " with reduced motion";
  const other = everyPage ? `, and ${then} on one page of each template` : `, then ${then}`;
  test.describe(`${which}, ${theme} at ${width} px${motion}${other}`, () => {
    if (!everyPage) test.use({ reducedMotion: "reduce" });
    for (let group = 0; group < groups; group++) {
      test(`pages ${group + 1} of ${groups}: ${checks}; nothing fails to load or leaves the origin`, async ({
        page,
        request,
        baseURL,
      }) => {
        test.setTimeout(300_000);
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
        const loads = watchLoads(page, baseURL!);
        const all = [...(await sitePages(request)), "/no-such-page"];
        const firstOfTemplate = new Set(onePerTemplate(all));
        const pages = (everyPage ? all : [...firstOfTemplate]).filter(
          (_, i) => i % groups === group,
        );
        const problems: string[] = [];
        for (const path of pages) {
          await loads.goto(path);
          await appStarted(page);
          if (everyPage) {
            await checkFirstView(page, path, loads.loaded);
            // The quote modal holds the focus on /quotation; its own journeys cover it.
            if (path !== "/quotation" && firstOfTemplate.has(path)) {
              problems.push(...(await focusProblems(page, path)));
              await checkSkipLink(page, path);
            }
            problems.push(...(await readerProblems(page, path)).map((p) => `${path}: ${p}`));
          } else
            for (const found of [await slowStyles(page), await movingThings(page)])
              problems.push(...found.map((p) => `${path}: ${p}`));
          // Last, as it scrolls, and parts of the page start as they near the viewport; once what
          // fades in (the page, the quote modal) has finished, as a visitor reads it. A rotating
          // carousel is paused first, so that no slide fades in while axe reads the colours (but
          // not from behind /quotation's modal dialog, which only the quote journeys close: axe
          // reads that page once the dialog is open, which its code, loaded on demand, may do
          // after the app has started).
          const pause = page.getByRole("button", { name: "Pause testimonials" });
          if (path === "/quotation")
            await expect(page.getByRole("dialog", { name: "Get a Quote" })).toBeVisible();
          else if (await pause.count()) await pause.click();
          await animationsSettled(page.locator("body"));
          const within = ownContentOnly(path) ? "main" : undefined;
          problems.push(...(await axe(page, "every rule", within)).map((v) => `${path}: ${v}`));
          if (firstOfTemplate.has(path)) {
            // The theme toggle's whole effect on the page is this class (its own journeys click
            // it); set here, it also switches /quotation, whose page is inert behind its dialog.
            await page.evaluate(
              (dark) => document.documentElement.classList.toggle("dark", dark),
              then === "dark",
            );
            await animationsSettled(page.locator("body"));
            const found = await axe(page, "colour contrast", within);
            problems.push(...found.map((v) => `${path}, ${then}: ${v}`));
          }
          // Nothing scrolls sideways, at this width and at a phone's (then back for the next page).
          if (everyPage) {
            for (const atWidth of [width, 375]) {
              await page.setViewportSize({ width: atWidth, height: 800 });
              const overflow = await page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              );
              if (overflow > 0) problems.push(`${path}: ${overflow} px wider than ${atWidth} px`);
            }
            await page.setViewportSize({ width, height: 800 });
          }
        }
        expect(problems).toEqual([]);
        expect(loads.foreign).toEqual([]);
        expect(loads.failed).toEqual([]);
      });
    }
  });
}
