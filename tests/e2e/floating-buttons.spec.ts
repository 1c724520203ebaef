import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { appStarted } from "./support/hydration";

/** Whether the element's centre is the element itself, not something drawn over it. */
async function uncovered(control: Locator) {
  return control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** The floating Get a Quote and chat buttons' box, and whether another box overlaps it. */
async function floatingBox(page: Page) {
  const quote = await page.getByRole("link", { name: "Get a Quote" }).last().boundingBox();
  const chat = await page.getByRole("button", { name: "Open chat" }).boundingBox();
  expect(quote).not.toBeNull();
  expect(chat).not.toBeNull();
  return [quote!, chat!];
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("floating buttons on a phone @phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("tabbing through the contact form, no focused control is under them", async ({ page }) => {
    await page.goto("/contact");
    await appStarted(page);
    await page.getByLabel("Full Name").focus();
    const send = page.getByRole("button", { name: "Send Message" });
    for (let step = 0; step < 8; step++) {
      const focused = page.locator(":focus");
      const box = await focused.boundingBox();
      expect(box).not.toBeNull();
      for (const floating of await floatingBox(page))
        expect(
          overlaps(box!, floating),
          `${await focused.evaluate((el) => el.outerHTML.slice(0, 60))}`,
        ).toBe(false);
      expect(await uncovered(focused)).toBe(true);
      if (await send.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(send).toBeFocused();
  });

  test("every page keeps room below its last line for them", async ({ page }) => {
    for (const path of ["/", "/about", "/services", "/contact", "/no-such-page"]) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerLinks = page.getByRole("contentinfo").getByRole("link");
      const last = footerLinks.last();
      await expect(last).toBeInViewport();
      const box = (await last.boundingBox())!;
      for (const floating of await floatingBox(page)) expect(overlaps(box, floating)).toBe(false);
      expect(await uncovered(last)).toBe(true);
    }
  });

  test("the hero's trust line is readable above them on the first screen", async ({ page }) => {
    await page.goto("/");
    const trust = page.getByRole("list", { name: "Why clients trust us" });
    const [first] = await floatingBox(page);
    const items = await trust.getByRole("listitem").all();
    for (const item of items) {
      const box = await item.boundingBox();
      if (box && box.y + box.height <= first!.y) expect(await uncovered(item)).toBe(true);
    }
    // The bar the buttons sit in is part of the layout: a page can scroll past it.
    const room = await page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    expect(parseFloat(room)).toBeGreaterThanOrEqual(72);
  });
});

test("at 1280 px the 404 page's content and footer stay clear of them", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  const floating = await floatingBox(page);
  // The first screen: the message and its link, with the footer below the fold.
  for (const control of [
    page.getByRole("link", { name: "Back to Home" }),
    page.getByText("The page you are looking for"),
  ]) {
    const box = (await control.boundingBox())!;
    for (const button of floating) expect(overlaps(box, button)).toBe(false);
  }
  await expect(page.getByRole("contentinfo")).not.toBeInViewport();
  // At the end of the page nothing in the footer is under them.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (const control of await page.getByRole("contentinfo").getByRole("link").all()) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    for (const button of await floatingBox(page))
      expect(overlaps(box, button), await control.innerText()).toBe(false);
  }
  const subscribe = page.getByRole("button", { name: "Subscribe" });
  const box = (await subscribe.boundingBox())!;
  for (const button of await floatingBox(page)) expect(overlaps(box, button)).toBe(false);
});
