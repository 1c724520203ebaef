import type { Page, Request } from "@playwright/test";
import { SPLASH_MS } from "../../app/components/shell/use-splash-end";
import { test, expect } from "./support/fixtures";
import { runClockUntilVisible, stopClockAt } from "./support/clock";
import { quoteForm } from "./support/forms";
import {
  APP_START_MS,
  appStarted,
  isModal,
  shownModally,
  waitForHydration,
} from "./support/hydration";
import { layoutShifts } from "./support/layout-shift";

const THANKS =
  "Thank you! Your quote request has been received. We'll be in touch within one business day.";

const request = {
  name: "Rahul Mehta",
  email: "rahul@startup.example",
  projectType: "mobile",
  description: "An app for booking yoga classes, with payments.",
  budget: "medium",
};

const quoteDialog = (page: Page) => quoteForm(page).dialog;

/** Opens the modal with the floating button over a scrolled page; returns the scroll offset. */
async function openOverContact(page: Page) {
  await page.goto("/contact");
  await page.getByRole("heading", { name: "Frequently Asked Questions" }).scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(200);
  // Over the page it is an in-app link; before the app runs it is a plain link to /quotation.
  const quoteLink = page.getByRole("link", { name: "Get a Quote" });
  await waitForHydration(quoteLink);
  await quoteLink.click();
  await expect(quoteDialog(page)).toBeVisible();
  return scrollY;
}

/** What the Back/Forward step keeps in the page: the close events held back, the history steps. */
type Held = { heldCloses: EventTarget[]; historySteps: number[] };

/** The request as the visitor picks it: the choices by their visible labels. */
const draft = { ...request, projectType: "Mobile App", budget: "$10,000-$25,000" };

test("the floating button links to /quotation and opens the modal over the page @phone", async ({
  page,
}) => {
  await page.goto("/contact");
  const button = page.getByRole("link", { name: "Get a Quote" });
  await expect(button).toHaveAttribute("href", "/quotation");

  const scrollY = await openOverContact(page);
  await expect(page).toHaveURL(/\/quotation$/);
  // The page underneath stays rendered, where it was.
  await expect(page.locator("main h1")).toHaveText("Get in Touch");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

  const dialog = quoteDialog(page);
  expect(await isModal(dialog)).toBe(true);
  await expect(dialog.getByRole("heading", { name: "Get a Quote" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close modal" })).toBeVisible();

  await dialog.getByRole("button", { name: "Close modal" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
});

// One journey over one load of /contact, opening the modal again after each way of closing it.
test("Escape, the backdrop and browser Back each close the modal and return to the page", async ({
  page,
}) => {
  await openOverContact(page);
  const button = page.getByRole("link", { name: "Get a Quote" });
  const dialog = quoteDialog(page);
  const openAgain = async () => {
    await button.click();
    await shownModally(dialog);
  };
  /** Closed: back at the page's address, the focus on the button that opened it. */
  const closedToThePage = async () => {
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(button).toBeFocused();
  };
  await test.step("Escape closes the modal and returns to the page and the button", async () => {
    await expect(page).toHaveURL(/\/quotation$/);
    // Focus never reaches the page behind the modal (it may pass through the browser's own UI).
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const outside = await dialog.evaluate(
        (d) => document.activeElement !== document.body && !d.contains(document.activeElement),
      );
      expect(outside).toBe(false);
    }
    await page.keyboard.press("Escape");
    await closedToThePage();
  });
  await test.step("clicking the backdrop closes the modal, clicking inside does not", async () => {
    await openAgain();
    await dialog.getByRole("heading", { name: "Get a Quote" }).click();
    await dialog.getByText("Project Description").click();
    await expect(dialog).toBeVisible();

    await page.mouse.click(8, 400);
    await closedToThePage();
  });
  await test.step("closed with Escape and asked for again at once, the modal opens again", async () => {
    await openAgain();
    // Escape closes the dialog, gives the focus back to the button and goes back in history at
    // once; Enter follows as soon as the address has changed, before the app may have rendered it.
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/contact$/);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/quotation$/);
    expect(await isModal(dialog)).toBe(true);
    await page.keyboard.press("Escape");
    await closedToThePage();
  });
  await test.step("browser Back closes it and Forward opens it again, even when a close is reported late", async () => {
    await openAgain();
    // The browser fires `close` in a task of its own after the dialog closes; on a busy machine
    // that may come after Forward has asked for the modal again. Hold the events back, and record
    // every step the page takes in history.
    await page.evaluate(() => {
      const w = window as unknown as Held;
      w.heldCloses = [];
      w.historySteps = [];
      window.addEventListener(
        "close",
        (event) => {
          if (!event.isTrusted || !event.target) return;
          event.stopImmediatePropagation();
          w.heldCloses.push(event.target);
        },
        { capture: true },
      );
      const go = history.go.bind(history);
      history.go = (delta = 0) => {
        w.historySteps.push(delta);
        go(delta);
      };
    });
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
    // The close's event is held once it comes (on a busy machine, well after the dialog closed).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Held).heldCloses.length))
      .toBeGreaterThan(0);
    // Forward asks for the modal; the splash's mark holds its showing back, as on a first visit.
    await page.evaluate(() => document.documentElement.setAttribute("data-splash", ""));
    await page.goForward();
    await expect(page).toHaveURL(/\/quotation$/);
    // The app has rendered it (the form is inside), not yet shown it.
    await expect(page.locator("dialog:not([open]) form")).toBeAttached();
    // Only now does the browser's event of the earlier close arrive.
    await page.evaluate(() => {
      for (const target of (window as unknown as Held).heldCloses)
        target.dispatchEvent(new Event("close"));
    });
    await page.evaluate(() => document.documentElement.removeAttribute("data-splash"));
    await shownModally(dialog);
    expect(await page.evaluate(() => (window as unknown as Held).historySteps)).toEqual([]);
    await expect(page).toHaveURL(/\/quotation$/);
  });
});

test("opened directly, /quotation shows the home page behind and closes to / @phone", async ({
  page,
}) => {
  await page.goto("/quotation");
  const dialog = quoteDialog(page);
  await expect(dialog).toBeVisible();
  // Modal from the first paint (the page's own script makes it so), the app, which starts after
  // the page loads, takes it over: the same form, with what the visitor typed, and nothing moves.
  const name = quoteForm(page).fields.name;
  await name.fill(request.name);
  await shownModally(dialog);
  await waitForHydration(name);
  await expect(name).toHaveValue(request.name);
  const { shift, moved } = await layoutShifts(page);
  expect(shift, moved.join(", ")).toBe(0);
  // Nor on a slow device, whose first paint may come while the page is half parsed: it waits for
  // the end of the dialog's form, or the dialog would grow, and move, as its form arrived.
  const html = await (await page.request.get("/quotation")).text();
  const formEnd = html.indexOf("</form>", html.indexOf("<dialog"));
  const awaited = [...html.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render"\/>/g)];
  expect(awaited.some(([, id]) => html.indexOf(`id="${id}"`) > formEnd)).toBe(true);
  await expect(page.locator("main h1")).toHaveCount(1);
  await expect(page).toHaveTitle(/Get a Quote/);

  await dialog.getByRole("button", { name: "Close modal" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("main h1")).toHaveCount(1);
  // Closing replaced the entry: nothing to go back to.
  expect(await page.evaluate(() => window.navigation.canGoBack)).toBe(false);
});

test("opened directly, the dialog's code loads once it is used; its button and backdrop close it meanwhile", async ({
  page,
}) => {
  const dialog = quoteDialog(page);
  for (const close of [
    () => dialog.getByRole("button", { name: "Close modal" }).click(),
    () => page.mouse.click(8, 400),
  ]) {
    // The dialog's code is held once asked for; nothing asks for it before the visitor acts.
    let asked = false;
    let letThrough!: () => void;
    const through = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route("**/assets/quote-dialog-*.js", async (route) => {
      asked = true;
      await through;
      await route.continue().catch(() => {});
    });
    await page.goto("/quotation");
    await appStarted(page);
    await page.waitForLoadState("networkidle");
    expect(asked, "the dialog's code, before the visitor used it").toBe(false);
    // The page behind stops scrolling all the same (app.css).
    const overflow = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    expect(await overflow()).toBe("hidden");

    await close();
    await expect(dialog).toBeHidden();
    expect(await overflow()).not.toBe("hidden");
    // Asked for at the close, by a request the route hears a moment later.
    await expect.poll(() => asked, { message: "the dialog's code, once used" }).toBe(true);
    // Closed by the browser; once its code has come, the app goes where closing goes.
    letThrough();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
    await page.unrouteAll();
  }
});

test("reached by an ordinary link, closing goes back to the page it came from", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/quotation";
    link.textContent = "plain quote link";
    // Outside the app's own markup, which React may still be hydrating.
    document.body.append(link);
  });
  // A full page load of /quotation: the previous entry is still one of this site's pages.
  await page.getByRole("link", { name: "plain quote link" }).click();
  await expect(quoteDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/quotation$/);
  // Escape is the browser's key for a modal dialog (before the app runs too: see
  // before-start.spec.ts); here the app closes it.
  await waitForHydration(quoteForm(page).fields.name);
  await page.keyboard.press("Escape");
  // (going back is a full page load of /contact, which a busy machine may take its time over)
  await expect(page).toHaveURL(/\/contact$/, { timeout: APP_START_MS });
  await expect(page.locator("main h1")).toHaveText("Get in Touch");
});

test("every field is required, with the listed choices", async ({ page }) => {
  const requests: Request[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/")) requests.push(r);
  });
  await openOverContact(page);
  const dialog = quoteDialog(page);

  await expect(dialog.getByLabel("Project Type").locator("option")).toHaveText([
    "Select a project type",
    "Web Development",
    "Mobile App",
    "Cloud Solutions",
    "IT Consulting",
  ]);
  expect(
    await dialog
      .getByLabel("Project Type")
      .locator("option")
      .evaluateAll((options: HTMLOptionElement[]) => options.map((o) => o.value)),
  ).toEqual(["", "web", "mobile", "cloud", "consulting"]);
  await expect(dialog.getByLabel("Budget Range").locator("option")).toHaveText([
    "Select a budget range",
    "$5,000-$10,000",
    "$10,000-$25,000",
    "$25,000-$50,000",
    "$50,000+",
  ]);
  expect(
    await dialog
      .getByLabel("Budget Range")
      .locator("option")
      .evaluateAll((options: HTMLOptionElement[]) => options.map((o) => o.value)),
  ).toEqual(["", "small", "medium", "large", "enterprise"]);

  for (const label of [
    "Full Name",
    "Email Address",
    "Project Type",
    "Project Description",
    "Budget Range",
  ])
    await expect(dialog.getByLabel(label)).toHaveAttribute("required");
  await expect(dialog.getByLabel("Email Address")).toHaveAttribute("type", "email");

  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByLabel("Full Name")).toBeFocused();
  await quoteForm(page).fill(draft);
  await dialog.getByLabel("Email Address").fill("rahul@");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByLabel("Email Address")).toBeFocused();
  await dialog.getByLabel("Budget Range").selectOption("");
  await dialog.getByLabel("Email Address").fill(request.email);
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByLabel("Budget Range")).toBeFocused();
  await expect(dialog).toBeVisible();
  expect(requests).toHaveLength(0);
});

test("a stored request closes the modal and is announced @phone", async ({ page }) => {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const bodies: Record<string, unknown>[] = [];
  await page.route("**/api/quote", async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    bodies.push(body);
    await answered;
    await route.fulfill({ status: 201, json: { ok: true, id: body.id } });
  });
  await openOverContact(page);
  await quoteForm(page).fill(draft);
  const dialog = quoteDialog(page);
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("status").filter({ hasText: THANKS })).toBeVisible();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ ...request, website: "" });
  expect(bodies[0]!.id).toEqual(expect.any(String));
});

test("a failed request keeps the modal open with its values", async ({ page, consoleProblems }) => {
  const ids: unknown[] = [];
  let status = 503;
  await page.route("**/api/quote", async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    ids.push(body.id);
    await route.fulfill({ status, json: { ok: status === 201, id: body.id } });
  });
  await openOverContact(page);
  await quoteForm(page).fill(draft);
  const dialog = quoteDialog(page);
  await dialog.getByRole("button", { name: "Submit Request" }).click();

  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("not sent");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/quotation$/);
  await expect(dialog.getByLabel("Full Name")).toHaveValue(request.name);
  await expect(dialog.getByLabel("Email Address")).toHaveValue(request.email);
  await expect(dialog.getByLabel("Project Type")).toHaveValue(request.projectType);
  await expect(dialog.getByLabel("Project Description")).toHaveValue(request.description);
  await expect(dialog.getByLabel("Budget Range")).toHaveValue(request.budget);

  const href = await alert.getByRole("link", { name: "Email us instead" }).getAttribute("href");
  const mail = new URL(href!);
  expect(mail.protocol).toBe("mailto:");
  expect(mail.pathname).toBe("hello@nexora.example");
  expect(mail.searchParams.get("subject")).toBe("Quote request from Rahul Mehta");
  expect(mail.searchParams.get("body")).toContain("Mobile App");
  expect(mail.searchParams.get("body")).toContain("$10,000-$25,000");

  status = 201;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: THANKS })).toBeVisible();
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
  consoleProblems.splice(
    0,
    consoleProblems.length,
    ...consoleProblems.filter((text) => !text.includes("status of 503")),
  );
});

test.describe("on the first visit of a session", () => {
  test.use({ splashSeen: false });

  test("the modal opens once the splash is gone", async ({ page }) => {
    // The clock stands still: the splash goes only when the test moves time, however slow the
    // machine is.
    const start = new Date("2026-03-02T10:00:00+05:30");
    await stopClockAt(page, new Date(start.getTime() + 1000));
    // The splash greets the home page only: the modal is asked for over it.
    await page.goto("/?quote");
    const splash = page.locator("#splash");
    await expect(splash).toBeVisible();
    // The splash starts timing once the app has started.
    await appStarted(page);
    // The dialog loads once the app runs; React reveals it on a timer, so the clock moves a little.
    const dialog = page.locator("dialog");
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(dialog).toBeAttached({ timeout: 500 });
    }).toPass();
    await expect(splash).toBeVisible();
    expect(await isModal(dialog)).toBe(false);
    await runClockUntilVisible(page, SPLASH_MS, quoteDialog(page));
    await expect(splash).toBeHidden();
    await shownModally(dialog);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/quotation still shows the form, which falls back to e-mail", async ({ page }) => {
    await page.goto("/quotation");
    const dialog = quoteDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Submit Request" })).toBeVisible();
    await expect(dialog.locator("form")).toHaveAttribute("action", "mailto:hello@nexora.example");
    // Its close button closes it: the page beneath is the home page.
    await dialog.getByRole("button", { name: "Close modal" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
