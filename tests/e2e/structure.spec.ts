import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { appStarted } from "./support/hydration";
import { contrastMap } from "./support/pixels";

/**
 * The weakest contrast of an element's text with what is behind it, for text axe cannot judge
 * (over gradients, or painted with one): the element is shot with its text and without it,
 * and in each tenth of its width the strongest pixel (a glyph's core) is taken; the weakest
 * of those tenths is returned. Measured again while no text shows at all (0: both shots alike,
 * as one .ci/run under load met once for the chat's title bar), so a shot taken before the
 * text was painted is not read as text that cannot be seen; text that never shows still fails.
 */
async function textContrast(page: Page, text: Locator): Promise<number> {
  let ratio = 0;
  await expect
    .poll(async () => (ratio = await contrastOnce(page, text)), {
      message: "the text shows in its screenshot",
    })
    .toBeGreaterThan(0);
  return ratio;
}

async function contrastOnce(page: Page, text: Locator): Promise<number> {
  await text.scrollIntoViewIfNeeded();
  const clip = (await text.boundingBox())!;
  const shown = await page.screenshot({ clip });
  await text.evaluate((element) => {
    for (const part of [element, ...element.querySelectorAll<HTMLElement>("*")]) {
      part.style.setProperty("-webkit-text-fill-color", "transparent", "important");
      part.style.setProperty("color", "transparent", "important");
      // Gradient text is its background, clipped to the glyphs.
      if (getComputedStyle(part).backgroundClip === "text")
        part.style.setProperty("background-image", "none", "important");
    }
  });
  const hidden = await page.screenshot({ clip });
  await text.evaluate((element) => {
    for (const part of [element, ...element.querySelectorAll<HTMLElement>("*")]) {
      part.style.removeProperty("-webkit-text-fill-color");
      part.style.removeProperty("color");
      part.style.removeProperty("background-image");
    }
  });
  const ratios = await contrastMap(shown, hidden);
  const columns = Array.from({ length: 10 }, () => 1);
  for (let y = 0; y < ratios.height; y++)
    for (let x = 0; x < ratios.width; x++) {
      const column = Math.floor((x / ratios.width) * 10);
      columns[column] = Math.max(columns[column]!, ratios.at(x, y));
    }
  // Tenths with no text in them (a short last line, padding) do not count.
  const withText = columns.filter((ratio) => ratio > 1.5);
  return withText.length ? Math.min(...withText) : 0;
}

for (const theme of ["dark", "light"] as const) {
  test(`text over gradients and gradient text keep AA contrast in the ${theme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const problems: string[] = [];
    await page.goto("/");
    await page.evaluate((t) => localStorage.setItem("theme", t), theme);
    await page.reload();
    await appStarted(page);
    const band = page.getByRole("region", { name: "Ready to build what's next?" });
    const texts: [string, Locator, number][] = [
      // Painted with the primary-to-accent gradient.
      ["hero's gradient words", page.locator("#hero-title span"), 3],
      ["Projects Completed", page.getByRole("definition").first().locator("span").last(), 3],
      // White on the indigo-to-cyan band.
      ["band heading", band.getByRole("heading"), 3],
      ["band lead", band.locator("p").first(), 4.5],
      ["band outline button", band.getByRole("link", { name: /^Call/ }), 4.5],
    ];
    for (const [name, text, needed] of texts) {
      const ratio = await textContrast(page, text);
      if (!(ratio >= needed)) problems.push(`${theme}: ${name} ${ratio.toFixed(2)} < ${needed}`);
    }
    await page.getByRole("button", { name: "Open chat" }).click();
    // Measured once the panel itself (not its loading frame) is there.
    await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
    const chatLine = page.getByText("Instant answers, or our team by email");
    const ratio = await textContrast(page, chatLine);
    if (!(ratio >= 4.5)) problems.push(`${theme}: chat title bar ${ratio.toFixed(2)} < 4.5`);
    await page.getByRole("button", { name: "Close chat" }).click();
    expect(problems).toEqual([]);
  });
}
