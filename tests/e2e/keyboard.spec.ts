import type { Locator, Page } from "@playwright/test";
import { stopClockAt } from "./support/clock";
import { test, expect } from "./support/fixtures";
import { appStarted, waitForHydration } from "./support/hydration";
import {
  focusProblems,
  focusStop,
  focusTabbable,
  listTabbables,
  ringContrast,
  tabbableKinds,
} from "./support/focus";
import { testimonials } from "../../app/content/testimonials";

test.describe("the focus ring", () => {
  // One page of each kind of control: cards and bands, project cards, prose and post cards, forms.
  // The header and footer are the same on every page: the first page checks theirs.
  const paths = ["/", "/projects", "/blog/future-of-ai", "/contact"];
  for (const path of paths) {
    test(`the focus ring stands out 3:1 from what is behind it on ${path}, in both themes`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // Transitions finish at once, so each screenshot shows the settled ring.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const problems: string[] = [];
      // Dark first: the theme a page has until the visitor picks another.
      await page.goto(path);
      await appStarted(page);
      // One control of each kind: the rest of a list's cards draw the same ring on the same ground.
      const kinds = new Map<string, number>();
      const labels = await listTabbables(page);
      const within = path === paths[0] ? undefined : "main";
      for (const [index, kind] of (await tabbableKinds(page, within)).entries())
        if (kind !== null && !kinds.has(kind)) kinds.set(kind, index);
      // A press of Tab first: after it, the browser draws the ring of a control focused by script
      // as it would had Tab reached it (that Tab reaches each, in order, is every-page.spec's).
      await page.keyboard.press("Tab");
      for (const theme of ["dark", "light"] as const) {
        // The theme toggle's whole effect on the page is this class (its own journeys click it).
        await page.evaluate(
          (dark) => document.documentElement.classList.toggle("dark", dark),
          theme === "dark",
        );
        for (const index of kinds.values()) {
          const label = labels[index];
          const stop = (await focusTabbable(page, index))!;
          const sides = await ringContrast(page, stop);
          // Most of the ring must stand out: a side may touch a neighbour or be off the screen.
          const measured = sides.filter((ratio) => ratio !== null);
          const strong = measured.filter((ratio) => ratio >= 3);
          if (!stop.focusVisible || measured.length === 0 || strong.length < measured.length / 2)
            problems.push(
              `${theme} ${path}: ${label} ring ${sides.map((r) => r?.toFixed(1) ?? "-").join("/")}${stop.focusVisible ? "" : " (not drawn)"}`,
            );
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

/** The floating Get a Quote link, reached from the end of the page with Shift+Tab. */
async function focusQuoteButtonFromTheEnd(page: Page) {
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Open chat" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  const quote = page.getByRole("link", { name: "Get a Quote" });
  await expect(quote).toBeFocused();
  return quote;
}

/** Marks the live regions present now: an announcement is heard only in a region that was there before it. */
async function markLiveRegions(page: Page) {
  await page.evaluate(() => {
    for (const region of document.querySelectorAll<HTMLElement>(
      "[aria-live], [role=log], [role=status]",
    ))
      region.dataset.liveBefore = "";
  });
}

async function announcedInExistingRegion(message: Locator): Promise<boolean> {
  return message.evaluate((element) => {
    const live = "[aria-live]:not([aria-live=off]), [role=log], [role=status], [role=alert]";
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.matches(live) && node.hasAttribute("data-live-before")) return true;
    }
    return false;
  });
}

test.describe("keyboard journeys", () => {
  test("the theme toggle works with Enter and Space and keeps the focus", async ({ page }) => {
    await page.goto("/about");
    const html = page.locator("html");
    const toggle = page.getByRole("button", { name: "Switch to light theme" });
    for (let i = 0; i < 12 && !(await toggle.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(html).not.toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeFocused();
  });

  test("the quote dialog opens, keeps the focus, sends and closes by keyboard", async ({
    page,
  }) => {
    await page.route("**/api/quote", (route) =>
      route.fulfill({ status: 201, json: { ok: true, id: route.request().postDataJSON().id } }),
    );
    await page.goto("/services");
    await appStarted(page);
    const quote = await focusQuoteButtonFromTheEnd(page);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Get a Quote" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/quotation$/);
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    // Escape closes it and gives the focus back to the link that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
    await expect(quote).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    // Forwards and backwards, the focus never reaches the page behind the modal.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press(key);
        const outside = await dialog.evaluate(
          (d) => document.activeElement !== document.body && !d.contains(document.activeElement),
        );
        expect(outside, `${key} ${i + 1} left the dialog`).toBe(false);
      }
    }

    // Fill it in from the keyboard: the browser stops an empty required field first.
    await dialog.getByLabel("Full Name").focus();
    await page.keyboard.type("Asha Verma");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Email Address")).toBeFocused();
    await page.keyboard.type("asha@example.com");
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Project Type")).toBeFocused();
    await dialog.getByLabel("Project Type").selectOption("web");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Budget Range")).toBeFocused();
    await dialog.getByLabel("Budget Range").selectOption("small");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Project Description")).toBeFocused();
    await page.keyboard.type("A booking site for our clinics.");
    await markLiveRegions(page);
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Submit Request" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
    await expect(quote).toBeFocused();
    const thanks = page.getByRole("status").filter({ hasText: "quote request has been received" });
    await expect(thanks).toBeVisible();
    expect(await announcedInExistingRegion(thanks)).toBe(true);
  });

  test("the chat opens, is used and closes by keyboard, and its replies are announced", async ({
    page,
  }) => {
    await page.goto("/");
    await appStarted(page);
    await page.keyboard.press("Shift+Tab");
    const toggle = page.getByRole("button", { name: "Open chat" });
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Space");
    const chat = page.getByRole("region", { name: "Chat with us" });
    const input = chat.getByRole("textbox", { name: "Message" });
    await expect(input).toBeFocused();

    const log = chat.getByRole("log", { name: "Conversation" });
    await expect(log).toHaveAttribute("aria-live", "polite");
    await markLiveRegions(page);
    await page.keyboard.type("Are you open on Saturday?");
    await page.keyboard.press("Enter");
    const reply = log.getByText(/Saturday 10:00 AM-2:00 PM/).first();
    await expect(reply).toBeVisible();
    expect(await announcedInExistingRegion(reply)).toBe(true);
    await expect(input).toBeFocused();

    // The panel sits before its button: Send, then the button that closes it.
    await page.keyboard.press("Tab");
    await expect(chat.getByRole("button", { name: "Send" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Close chat" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the testimonials move, pause and play from the keyboard", async ({ page }) => {
    const start = new Date("2026-03-02T10:00:00+05:30");
    await stopClockAt(page, new Date(start.getTime() + 1000));
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    const showing = (n: number) =>
      expect(carousel.getByRole("button", { name: `Show testimonial ${n}` })).toHaveAttribute(
        "aria-current",
        "true",
      );
    await waitForHydration(carousel.getByRole("button", { name: "Previous testimonial" }));
    await expect(carousel.getByRole("button", { name: "Pause testimonials" })).toBeVisible();

    await page.getByRole("link", { name: "More about us" }).focus();
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Previous testimonial" })).toBeFocused();
    await page.keyboard.press("Enter");
    await showing(3);
    await expect(carousel.getByText(testimonials[2].content)).toBeVisible();
    // While the keyboard is in the carousel it stays put.
    await page.clock.runFor(20_000);
    await showing(3);

    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Show testimonial 2" })).toBeFocused();
    await page.keyboard.press("Space");
    await showing(2);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Next testimonial" })).toBeFocused();
    await page.keyboard.press("Enter");
    await showing(3);

    // Pause stops it for good, even when the focus moves on; Play starts it again.
    await page.keyboard.press("Tab");
    const pause = carousel.getByRole("button", { name: "Pause testimonials" });
    await expect(pause).toBeFocused();
    await page.keyboard.press("Enter");
    const play = carousel.getByRole("button", { name: "Play testimonials" });
    await expect(play).toBeFocused();
    await page.keyboard.press("Tab");
    await page.clock.runFor(30_000);
    await showing(3);
    await play.focus();
    await page.keyboard.press("Space");
    await expect(pause).toBeFocused();
    await page.keyboard.press("Tab");
    await page.clock.runFor(8000);
    await showing(1);
  });

  test("the newsletter subscribes from the keyboard and the thanks is announced", async ({
    page,
  }) => {
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({ status: 201, json: { ok: true, id: route.request().postDataJSON().id } }),
    );
    await page.goto("/blog");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: "Your email" });
    // The footer only shows; its newsletter box becomes the app's when the visitor comes to it.
    await appStarted(page);
    await footer.getByRole("link", { name: "AI & Machine Learning" }).focus();
    await page.keyboard.press("Tab");
    await expect(email).toBeFocused();
    await markLiveRegions(page);
    await page.keyboard.type("reader@example.com");
    await page.keyboard.press("Enter");
    const thanks = footer.getByRole("status");
    await expect(thanks).toHaveText("Thanks for subscribing!");
    expect(await announcedInExistingRegion(thanks)).toBe(true);
  });

  test("a question of the FAQ opens and closes with the keyboard", async ({ page }) => {
    await page.goto("/contact");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const first = faq.locator("summary").first();
    await first.focus();
    const answer = faq.getByText(/businesses of all sizes/);
    await expect(answer).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
  });
});

test.describe("mobile menu on a phone @phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens with the keyboard, closes with Escape and hands the focus back", async ({ page }) => {
    await page.goto("/");
    await appStarted(page);
    const button = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (let i = 0; i < 4 && !(await button.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    await expect(close).toHaveAttribute("aria-expanded", "true");
    // Escape on the button closes it.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Escape from a link inside closes it and the focus goes back to the button.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "About" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("every link in it is reachable and visibly focused, and Tab past its end closes it", async ({
    page,
  }) => {
    await page.goto("/");
    await appStarted(page);
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    for (const name of ["Home", "About", "Services", "Projects", "Blog", "Contact", "Login"]) {
      await page.keyboard.press("Tab");
      const link = menu.getByRole("link", { name, exact: true });
      await expect(link).toBeFocused();
      await listTabbables(page);
      const stop = (await focusStop(page))!;
      expect(stop.focusVisible && stop.indicator, `${name} shows its focus`).toBe(true);
      expect(stop.shownPoints, `${name} is not covered`).toBeGreaterThan(0);
    }
    // Leaving the menu closes it, so it never covers the control that now has the focus.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Explore Services" })).toBeFocused();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    // A link chosen with Enter navigates, and the menu is closed on the new page.
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await menu.getByRole("link", { name: "Services" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/services");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the contact page is reachable by Tab, and nothing focused is hidden", async ({ page }) => {
    await page.goto("/contact");
    await appStarted(page);
    expect(await focusProblems(page, "/contact")).toEqual([]);
  });
});
