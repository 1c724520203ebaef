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
  // Pointed at, the quote button shows its label again: only the button takes the clicks there,
  // not the empty rest of the column it widens (beside the chat button, over the legal links).
  const quote = page.getByRole("link", { name: "Get a Quote" }).last();
  await quote.hover();
  await expect.poll(async () => (await quote.boundingBox())!.width).toBeGreaterThan(100);
  const unfolded = (await quote.boundingBox())!;
  for (const control of await page.getByRole("contentinfo").getByRole("link").all()) {
    if (!(await control.isVisible()) || overlaps((await control.boundingBox())!, unfolded))
      continue;
    expect(await uncovered(control), await control.innerText()).toBe(true);
  }
});

/** Lines of text in the page's main content that `box` cuts or covers on the first screen. */
async function linesUnder(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  cutOnly: boolean,
) {
  return page.evaluate(
    ({ box, cutOnly }) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(
        document.querySelector("main")!,
        NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only is a pixel wide, however long its line.
        if (!node.textContent!.trim() || node.parentElement!.closest(".sr-only")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          const across = line.right > box.x && line.left < box.x + box.width;
          const cut = line.top < box.y - 1 && line.bottom > box.y + 1;
          const under = line.bottom > box.y + 1 && line.top < box.y + box.height;
          if (line.width > 0 && across && (cutOnly ? cut : under))
            found.push(node.textContent!.trim().slice(0, 40));
        }
      }
      return found;
    },
    { box, cutOnly },
  );
}

test.describe("the first screen on a phone @phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("no line of text is cut by the buttons' bar", async ({ page }) => {
    for (const path of [
      "/",
      "/services",
      "/career",
      "/services/devops",
      "/projects/ecommerce-platform",
      "/blog/category/cloud",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The bar the floating buttons sit in.
      const bar = (await page
        .getByRole("link", { name: "Get a Quote" })
        .last()
        .locator("..")
        .boundingBox())!;
      expect(await linesUnder(page, bar, true), path).toEqual([]);
    }
  });
});

test("at 1280 px no feature of a service page's hero is under them", async ({ page }) => {
  await page.goto("/services/devops");
  const included = page.getByRole("list", { name: "What’s included" });
  await expect(included.getByRole("listitem")).toHaveCount(4);
  for (const button of await floatingBox(page))
    expect(await linesUnder(page, button, false)).toEqual([]);
});

test("at 1280 px they leave a post's cover picture in view on the first screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/blog/cloud-trends");
  await appStarted(page);
  const cover = (await page.getByRole("main").getByRole("img").first().boundingBox())!;
  // The quote button folds to its icon, in the column the page keeps clear.
  await expect
    .poll(async () => (await floatingBox(page)).filter((button) => overlaps(cover, button)))
    .toEqual([]);
});

/** Lines of visible text in the main content and footer that cross the x-range of `box`. */
async function linesInColumn(page: Page, box: { x: number; width: number }) {
  return page.evaluate((box) => {
    const found: string[] = [];
    for (const root of document.querySelectorAll("main, footer")) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || node.parentElement!.closest(".sr-only")) continue;
        // What shows of it: a box that hides its overflow (a map's card) cuts it.
        let [left, right] = [-Infinity, Infinity];
        for (let el = node.parentElement; el; el = el.parentElement)
          if (getComputedStyle(el).overflowX !== "visible") {
            const rect = el.getBoundingClientRect();
            [left, right] = [Math.max(left, rect.left), Math.min(right, rect.right)];
          }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          const [start, end] = [Math.max(line.left, left), Math.min(line.right, right)];
          if (end > start && end > box.x && start < box.x + box.width)
            found.push(node.textContent!.trim().slice(0, 40));
        }
      }
    }
    return found;
  }, box);
}

for (const width of [1024, 1280]) {
  test(`at ${width} px no text passes under them while a page is scrolled`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/services", "/services/devops", "/blog", "/contact", "/about"]) {
      await page.goto(path);
      await appStarted(page);
      // The first screen: nothing under them, the quote button's label out or not.
      for (const button of await floatingBox(page))
        expect(await linesUnder(page, button, false), path).toEqual([]);
      // Scrolled, they stand in a narrow column the page's text keeps clear of, down to its end.
      await page.evaluate(() => window.scrollTo(0, 400));
      const quote = page.getByRole("link", { name: "Get a Quote" }).last();
      await expect.poll(async () => (await quote.boundingBox())!.width, { message: path }).toBe(48);
      const [left] = (await floatingBox(page)).map((box) => box.x).sort((a, b) => a - b);
      expect(await linesInColumn(page, { x: left! - 8, width: width - left! + 8 }), path).toEqual(
        [],
      );
    }
  });
}
