import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { appStarted, waitForHydration } from "./support/hydration";
import { contrastMap } from "./support/pixels";
import { sitePages } from "./support/site-pages";
import { testimonials } from "../../app/content/testimonials";

/** What is known about the element that has the focus after one press of Tab. */
type Stop = {
  /** Position among the page's tabbable elements in DOM order; -1 when not one of them. */
  index: number;
  label: string;
  /**
   * What decides how its ring looks: its tag, classes and style and those of its ancestors.
   * Stops of one kind (the cards of a list, the links of a column) draw the same ring on the same
   * background.
   */
  kind: string;
  focusVisible: boolean;
  /** An outline or a box shadow is drawn for it. */
  indicator: boolean;
  /** How many of 25 points spread over it show the element itself, not something on top. */
  shownPoints: number;
  rect: { x: number; y: number; width: number; height: number };
  /** The widest of its boxes: a link wrapped over two lines has its outline drawn around each. */
  widestBox: { x: number; y: number; width: number; height: number };
  /** Where the outline is drawn: its offset from the border box and its width, in px. */
  outline: { offset: number; width: number };
};

type Probe = {
  tabbables: HTMLElement[];
  /** The stop of the focused element now; null when nothing on the page has the focus. */
  stop: () => Stop | null;
  /** The stops recorded as each press of Tab ended (on its keyup, after the focus and scroll). */
  recorded: Stop[];
};

/**
 * Lists the page's tabbable elements, in DOM order, and sets up the probe that `focusStop` and
 * `tabThrough` read the focused element with. Returns the elements' labels.
 */
async function listTabbables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      "a[href], button, input, select, textarea, summary, iframe, [contenteditable], [tabindex]";
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    const tabbables = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !(element instanceof HTMLInputElement && element.type === "hidden") &&
        element.closest("[inert]") === null &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    const stop = (): Stop | null => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      const style = getComputedStyle(element);
      const r = element.getBoundingClientRect();
      let shownPoints = 0;
      for (const fx of [0.05, 0.25, 0.5, 0.75, 0.95]) {
        for (const fy of [0.05, 0.25, 0.5, 0.75, 0.95]) {
          const x = r.x + r.width * fx;
          const y = r.y + r.height * fy;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === element || element.contains(hit))) shownPoints++;
        }
      }
      const kind: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement)
        kind.push(`${node.tagName}.${node.className}[${node.getAttribute("style") ?? ""}]`);
      return {
        index: tabbables.indexOf(element),
        label: label(element),
        kind: kind.join(" < "),
        focusVisible: element.matches(":focus-visible"),
        indicator:
          (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== "none",
        shownPoints,
        rect: { x: r.x, y: r.y, width: r.width, height: r.height },
        widestBox: [r, ...element.getClientRects()]
          .slice(element.getClientRects().length > 1 ? 1 : 0)
          .reduce((widest, box) => (box.width > widest.width ? box : widest))
          .toJSON() as { x: number; y: number; width: number; height: number },
        outline: { offset: parseFloat(style.outlineOffset), width: parseFloat(style.outlineWidth) },
      };
    };
    const probe: Probe = { tabbables, stop, recorded: [] };
    const window_ = window as unknown as { __probe?: Probe };
    if (!window_.__probe)
      addEventListener(
        "keyup",
        (event) => {
          const current = window_.__probe!;
          if (event.key !== "Tab") return;
          const reached = current.stop();
          if (reached) current.recorded.push(reached);
        },
        true,
      );
    window_.__probe = probe;
    return tabbables.map(label);
  });
}

async function focusStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.stop());
}

/**
 * Presses Tab from the top of the page until the focus comes back round to a control it reached,
 * calling `atStop` at each element reached. Returns the stops in the order reached.
 * Without `atStop` the stops are recorded in the page as the presses end and read once at the end.
 */
async function tabThrough(
  page: Page,
  { atStop, settle = false }: { atStop?: (stop: Stop) => Promise<void>; settle?: boolean } = {},
): Promise<Stop[]> {
  const tabbables = await listTabbables(page);
  // Every stop, the browser's own UI between the last stop and the first, then the first again;
  // a few more for anything that takes the focus without being a listed control.
  const presses = tabbables.length + 5;
  const stops: Stop[] = [];
  // Round again: a control reached a second time (the first may be passed in the browser's UI).
  const wrapped = (stop: Stop) =>
    stops.some((seen) => seen.index === stop.index && seen.label === stop.label);
  if (!atStop) {
    for (let press = 0; press < presses; press++) await page.keyboard.press("Tab");
    const recorded = await page.evaluate(
      () => (window as unknown as { __probe: Probe }).__probe.recorded,
    );
    for (const stop of recorded) {
      if (wrapped(stop)) break;
      stops.push(stop);
    }
    return stops;
  }
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press("Tab");
    // Let a frame pass, so styles that change on focus (even in 0.01 ms) have settled.
    if (settle)
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    const stop = await focusStop(page);
    if (!stop) continue; // the browser's own UI, between the last stop and the first
    if (wrapped(stop)) break;
    stops.push(stop);
    await atStop(stop);
  }
  return stops;
}

/** Everything wrong with how a page's controls take the focus, as readable lines. */
async function focusProblems(page: Page, path: string): Promise<string[]> {
  const tabbables = await listTabbables(page);
  const stops = await tabThrough(page);
  const problems: string[] = [];
  const reached = new Set(stops.map((stop) => stop.index));
  tabbables.forEach((label, index) => {
    if (!reached.has(index)) problems.push(`${path}: Tab never reaches ${label}`);
  });
  let previous = -1;
  for (const stop of stops) {
    const where = `${path}: ${stop.label}`;
    if (stop.index === -1) problems.push(`${where} takes the focus but is not a visible control`);
    else if (stop.index < previous) problems.push(`${where} comes out of DOM order`);
    previous = Math.max(previous, stop.index);
    if (!stop.focusVisible || !stop.indicator) problems.push(`${where} shows no focus indicator`);
    if (stop.shownPoints === 0) problems.push(`${where} is focused but hidden behind something`);
  }
  return problems;
}

/**
 * How strongly the focus indicator stands out from what is behind it: the contrast between the
 * pixels just outside the element with and without the focus, at the middle of each side, best
 * across the indicator's width. Returns the four sides' ratios; null for a side off the screen.
 */
async function ringContrast(page: Page, decoder: Page, stop: Stop): Promise<(number | null)[]> {
  const viewport = page.viewportSize()!;
  const box = stop.widestBox;
  const reach = Math.max(stop.outline.offset + stop.outline.width, 2);
  const margin = Math.ceil(reach) + 4;
  const x = Math.max(0, Math.floor(box.x) - margin);
  const y = Math.max(0, Math.floor(box.y) - margin);
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width) + margin) - x,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height) + margin) - y,
  };
  const focused = await page.screenshot({ clip });
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement).blur();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  const plain = await page.screenshot({ clip });
  await page.evaluate((index) => {
    (window as unknown as { __probe: Probe }).__probe.tabbables[index]!.focus({
      preventScroll: true,
    });
  }, stop.index);

  const midX = box.x + box.width / 2 - x;
  const midY = box.y + box.height / 2 - y;
  const top = box.y - y;
  const left = box.x - x;
  const bottom = top + box.height;
  const right = left + box.width;
  // Every pixel from the border box out to the outline's outer edge: the indicator may be an
  // outline, a ring drawn with a shadow, or both.
  const distances = Array.from({ length: Math.ceil(reach) }, (_, d) => d + 0.5);
  const sides = [
    distances.map((d) => [midX, top - d]),
    distances.map((d) => [right + d, midY]),
    distances.map((d) => [midX, bottom + d]),
    distances.map((d) => [left - d, midY]),
  ];
  const ratios = await contrastMap(decoder, focused, plain);
  return sides.map((points) => {
    const measured = points.map(([px, py]) => ratios.at(px!, py!)).filter((r) => !isNaN(r));
    return measured.length ? Math.max(...measured) : null;
  });
}

test.describe("every control is reachable by Tab and visibly focused", () => {
  // Four groups of pages, so the walk over the whole site runs in parallel.
  const groups = 4;
  for (let group = 0; group < groups; group++) {
    test(`pages ${group + 1} of ${groups}: in DOM order, each with a focus ring, none hidden behind the header or the floating buttons`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const pages = [...(await sitePages(request)), "/no-such-page"]
        // The quote modal holds the focus there; its own journey below.
        .filter((path) => path !== "/quotation")
        .filter((_, i) => i % groups === group);
      const problems: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await appStarted(page);
        problems.push(...(await focusProblems(page, path)));
      }
      expect(problems).toEqual([]);
    });
  }

  // One page of each kind of control: cards and bands, project cards, prose and post cards, forms.
  for (const path of ["/", "/projects", "/blog/future-of-ai", "/contact"]) {
    test(`the focus ring stands out 3:1 from what is behind it on ${path}, in both themes`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // Transitions finish at once, so each screenshot shows the settled ring.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const decoder = await page.context().newPage();
      const problems: string[] = [];
      for (const theme of ["dark", "light"] as const) {
        // One stop of each kind: the rest of a list's cards draw the same ring on the same ground.
        const measuredKinds = new Set<string>();
        await page.goto(path);
        await page.evaluate((t) => localStorage.setItem("theme", t), theme);
        // The reload keeps the scroll position, so the second theme also meets the header in
        // its scrolled, dark state.
        await page.reload();
        await appStarted(page);
        await tabThrough(page, {
          settle: true,
          atStop: async (stop) => {
            if (stop.index === -1 || measuredKinds.has(stop.kind)) return;
            measuredKinds.add(stop.kind);
            const sides = await ringContrast(page, decoder, stop);
            // Most of the ring must stand out: a side may touch a neighbour or be off the screen.
            const measured = sides.filter((ratio) => ratio !== null);
            const strong = measured.filter((ratio) => ratio >= 3);
            if (measured.length === 0 || strong.length < measured.length / 2)
              problems.push(
                `${theme} ${path}: ${stop.label} ring ${sides.map((r) => r?.toFixed(1) ?? "-").join("/")}`,
              );
          },
        });
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
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
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
    await waitForHydration(footer.getByRole("link", { name: "AI & Machine Learning" }));
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
