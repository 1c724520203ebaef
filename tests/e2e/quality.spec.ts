import { HtmlValidate } from "html-validate";
import { axe } from "./support/accessibility";
import { test, expect } from "./support/fixtures";
import { animationsSettled, appStarted, shownModally } from "./support/hydration";
import { sitePages } from "./support/site-pages";

test.describe("accessibility", () => {
  test("open parts of the shell pass axe: quote dialog, chat panel, mobile menu", async ({
    page,
  }) => {
    // Three whole-page axe runs: on a busy machine, more than the default 30 s.
    test.setTimeout(90_000);
    // Each part is judged as a visitor reads it, once it has faded in (and the last one out):
    // mid-fade its text is fainter than it will be.
    const settled = async () => {
      await animationsSettled(page.locator("body"));
      return axe(page);
    };
    await page.goto("/services");
    // Opened in the app, over the page (before-start.spec follows the plain link before then).
    await appStarted(page);
    await page.getByRole("link", { name: "Get a Quote" }).click();
    // Modal once its code has arrived: Escape before that would meet no modal (a CI run's dialog
    // came back after it and covered the chat button).
    const dialog = page.getByRole("dialog");
    await shownModally(dialog);
    expect(await settled()).toEqual([]);
    await page.keyboard.press("Escape");
    // Closed, not fading out: its fade may start a frame after the key, after the wait above.
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Open chat" }).click();
    // The panel itself, once its code has come, not the frame that shows while it loads.
    const chat = page.getByRole("region", { name: "Chat with us" });
    await expect(chat.getByRole("button", { name: "Send" })).toBeVisible();
    expect(await settled()).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await settled()).toEqual([]);
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
