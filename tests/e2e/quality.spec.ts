import { brotliCompressSync, constants } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Response } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { test, expect } from "./support/fixtures";
import { appStarted, waitForHydration } from "./support/hydration";
import { sitePages } from "./support/site-pages";

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Axe's findings on the page: every WCAG A/AA rule, or only colour contrast, the one rule whose
 * result depends on the theme (the other rules read markup, roles and layout, which are the
 * same in both).
 */
async function axe(page: Page, rules: "every rule" | "colour contrast" = "every rule") {
  const builder = new AxeBuilder({ page });
  if (rules === "every rule") builder.withTags(wcag);
  else builder.withRules(["color-contrast"]);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("accessibility and a clean runtime on every page", () => {
  // At each width, every rule in one theme and colour contrast in the other.
  for (const [theme, width, rules] of [
    ["dark", 1280, "every rule"],
    ["light", 1280, "colour contrast"],
    ["light", 375, "every rule"],
    ["dark", 375, "colour contrast"],
  ] as const) {
    test(`axe finds nothing (${rules}), nothing fails and nothing leaves the origin (${theme}, ${width} px)`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const foreign: string[] = [];
      const failed: string[] = [];
      page.on("request", (r) => {
        if (!r.url().startsWith(baseURL!) && !r.url().startsWith("data:")) foreign.push(r.url());
      });
      page.on("requestfailed", (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
      page.on("response", (r) => {
        // The 404 page's own document answers 404 on purpose.
        if (r.status() >= 400 && !r.request().isNavigationRequest())
          failed.push(`${r.url()} ${r.status()}`);
      });
      const problems: string[] = [];
      for (const path of [...(await sitePages(request)), "/no-such-page"]) {
        await page.goto(path);
        await appStarted(page);
        problems.push(...(await axe(page, rules)).map((v) => `${path}: ${v}`));
      }
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);
      expect(failed).toEqual([]);
    });
  }

  test("open parts of the shell pass axe: quote dialog, chat panel, mobile menu", async ({
    page,
  }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Get a Quote" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open chat" }).click();
    await expect(page.getByRole("region", { name: "Chat with us" })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await axe(page)).toEqual([]);
  });
});

test("every page's HTML validates", async ({ request }) => {
  const validator = new HtmlValidate({
    extends: ["html-validate:recommended"],
    rules: {
      // How React writes markup: attribute case (charSet), empty boolean values (hidden=""),
      // self-closing void elements, and useId's ids (valid in HTML5, which only forbids spaces).
      "attr-case": "off",
      "attribute-empty-style": "off",
      "attribute-boolean-style": "off",
      "void-style": "off",
      "valid-id": ["error", { relaxed: true }],
      "no-trailing-whitespace": "off",
      // Phone numbers are written as the company writes them.
      "tel-non-breaking": "off",
      // The splash's bar is drawn with CSS, so it is an ARIA progressbar rather than <progress>.
      "prefer-native-element": ["error", { exclude: ["progressbar"] }],
    },
  });
  const reports: string[] = [];
  for (const path of [...(await sitePages(request)), "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    for (const result of report.results) {
      for (const m of result.messages)
        reports.push(`${path}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
  }
  expect(reports).toEqual([]);
});

/**
 * First-view budgets in KB, brotli as the server sends it: measured 114.4–123.4 KB of JavaScript
 * (React and the router alone 93 KB) and 12.2–14.6 KB of CSS, plus a small margin. /quotation
 * opens with the quote dialog and its form, which are its first view: 129.0 KB. Issue 14 aims at
 * JavaScript ≤ 105 KB.
 */
const budget = { script: 126, stylesheet: 15 };
const quoteDialogScript = 131;

test(`first-view budgets: JS ≤ ${budget.script} KB and CSS ≤ ${budget.stylesheet} KB brotli, images sized`, async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  for (const path of await sitePages(request)) {
    const bytes = { script: 0, stylesheet: 0 };
    const measured: Promise<void>[] = [];
    const listener = (response: Response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      // Measure the brotli size of what arrived, whatever encoding the browser negotiated.
      measured.push(
        response.body().then((body) => {
          bytes[type] += brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          }).length;
        }),
      );
    };
    page.on("response", listener);
    await page.goto(path);
    // The app starts after the page has loaded: what it loads then is part of the first view.
    await waitForHydration(page.getByRole("banner"));
    await page.waitForLoadState("networkidle");
    page.off("response", listener);
    await Promise.all(measured);
    const scriptBudget = path === "/quotation" ? quoteDialogScript : budget.script;
    expect(bytes.script, `${path} JavaScript`).toBeLessThanOrEqual(scriptBudget * 1024);
    expect(bytes.stylesheet, `${path} CSS`).toBeLessThanOrEqual(budget.stylesheet * 1024);
    const unsized = await page
      .locator("img")
      .evaluateAll((imgs) =>
        imgs
          .filter((i) => !i.getAttribute("width") || !i.getAttribute("height"))
          .map((i) => i.outerHTML),
      );
    expect(unsized, path).toEqual([]);
  }
});
