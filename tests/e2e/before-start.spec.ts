/**
 * What a visitor does before the app has started (scripts/defer-start.ts,
 * docs/decisions/007-deferred-app-start.md): a tap or a form sent in that moment is held and
 * done by the app once it runs; if the app cannot start, the page works as plain HTML.
 */
import type { Page, Route } from "@playwright/test";
import { PENDING_TOAST_KEY } from "../../app/components/shell/toaster";
import { RELEASE_AFTER_MS } from "../../scripts/defer-start";
import { test, expect } from "./support/fixtures";
import {
  contactForm,
  contactSendingMs,
  humanFillMs,
  newsletterForm,
  quoteForm,
} from "./support/forms";
import { runClockUntilVisible, stopClockAt } from "./support/clock";
import { appStarted, isModal, waitForHydration } from "./support/hydration";
import { leadsFrom, uniqueVisitor } from "./support/leads";

/** The app's entry chunk: the last script the start loads, the one that hydrates the page. */
const ENTRY = "**/assets/entry.client-*.js";

/**
 * Holds the entry chunk's request until the journey lets it through; `requested` settles once
 * the page has asked for it (the app has started and loaded everything else).
 */
async function holdEntry(page: Page) {
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  let letThrough!: () => void;
  const through = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(ENTRY, async (route: Route) => {
    requested();
    await through;
    // The page that asked may be gone by now (the visitor followed a link): nothing to answer.
    await route.continue().catch(() => {});
  });
  return { requested: asked, letThrough };
}

/**
 * Counts the clicks that reach a button and the submissions that reach a form as the page's own
 * handlers would see them: after the start script's hold. A submission that arrives with its
 * default action intact is what the browser would hand to the e-mail program; the count stops it
 * there, so no e-mail program opens in the test.
 */
async function watch(page: Page) {
  await page.evaluate(() => {
    const seen = { clicks: 0, submits: [] as { native: boolean; action: string }[] };
    (window as { seen?: typeof seen }).seen = seen;
    document.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest('button[type="button"]'))
        seen.clicks++;
    });
    document.addEventListener("submit", (event) => {
      const form = event.target as HTMLFormElement;
      seen.submits.push({ native: !event.defaultPrevented, action: form.action });
      if (!event.defaultPrevented) event.preventDefault();
    });
  });
  return () =>
    page.evaluate(
      () =>
        (
          window as {
            seen?: { clicks: number; submits: { native: boolean; action: string }[] };
          }
        ).seen!,
    );
}

const meera = {
  name: "Meera Iyer",
  phone: "+91 98111 22334",
  message: "Sent before the site's app had started.",
};

/** A fixed start for the fake clock; the page then only moves time when a journey says so. */
const T0 = new Date("2026-03-02T10:00:00+05:30");

test.beforeEach(async ({ page }) => {
  await stopClockAt(page, new Date(T0.getTime() + 1000));
});

test.describe("when the app cannot start", () => {
  test(`a tap and a form held while it loads go through as plain HTML after ${RELEASE_AFTER_MS / 1000} s`, async ({
    page,
  }) => {
    // The entry chunk never arrives (a stalled connection): the app starts but never hydrates.
    const entry = await holdEntry(page);
    await page.goto("/contact");
    const seen = await watch(page);

    const theme = page.getByRole("banner").getByRole("button", { name: /^Switch to .* theme$/ });
    await theme.click();
    const form = contactForm(page);
    await form.fill(uniqueVisitor(test.info(), meera));
    await form.submit();
    await entry.requested;
    expect(await seen(), "both held while the app may still come").toEqual({
      clicks: 0,
      submits: [],
    });

    await page.clock.runFor(RELEASE_AFTER_MS);
    await expect.poll(async () => (await seen()).clicks).toBe(1);
    const [submission] = (await seen()).submits;
    expect(submission, "the form goes to its e-mail fallback").toEqual({
      native: true,
      action: expect.stringMatching(/^mailto:/),
    });

    // Nothing is held any more: the next tap and submission go straight through, links are links.
    await theme.click();
    await form.submit();
    expect(await seen()).toMatchObject({
      clicks: 2,
      submits: [{ native: true }, { native: true }],
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("when the entry chunk fails to load, held taps and forms go through at once", async ({
    page,
    consoleProblems,
  }) => {
    let tapped!: () => void;
    const tap = new Promise<void>((resolve) => (tapped = resolve));
    // The chunk fails only once the visitor has tapped and sent: both are held until then.
    await page.route(ENTRY, async (route) => {
      await tap;
      await route.abort("connectionfailed");
    });
    await page.goto("/contact");
    const seen = await watch(page);

    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Switch to .* theme$/ })
      .click();
    const form = contactForm(page);
    await form.fill(uniqueVisitor(test.info(), meera));
    await form.submit();
    expect(await seen()).toEqual({ clicks: 0, submits: [] });
    tapped();

    await expect.poll(async () => (await seen()).clicks).toBe(1);
    expect((await seen()).submits).toEqual([
      { native: true, action: expect.stringMatching(/^mailto:/) },
    ]);
    // The failed load is the point of this journey.
    const rest = consoleProblems.filter((text) => !text.includes("net::ERR_"));
    consoleProblems.splice(0, consoleProblems.length, ...rest);
  });
});

test("a message sent before the app has started is sent by the app once it has", async ({
  page,
}, testInfo) => {
  const visitor = uniqueVisitor(testInfo, meera);
  const entry = await holdEntry(page);
  await page.goto("/contact");
  const form = contactForm(page);
  await form.fill(visitor);
  await page.clock.runFor(humanFillMs("contact"));
  await form.submit();
  await entry.requested;
  // Held: still on the page, nothing sent, every field as typed.
  await expect(page).toHaveURL(/\/contact$/);
  await form.expectKept(visitor);

  const answer = page.waitForResponse("**/api/contact");
  entry.letThrough();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await page.clock.runFor(contactSendingMs);
  await expect(form.sent).toBeVisible();

  const stored = leadsFrom(testInfo, "contact", visitor.email);
  expect(stored, "sent once, as typed").toHaveLength(1);
  expect(stored[0]!.data).toEqual(visitor);
});

test("a subscription sent from the footer before the app has started is sent once the footer is the app's", async ({
  page,
}, testInfo) => {
  const { email } = uniqueVisitor(testInfo, meera);
  const entry = await holdEntry(page);
  await page.goto("/about");
  // The footer hydrates on its own, after the rest of the page, once it nears the viewport: its
  // form is sent again when it is the app's, not when the page is.
  const newsletter = newsletterForm(page);
  await newsletter.email.scrollIntoViewIfNeeded();
  await page.clock.runFor(humanFillMs("newsletter"));
  await newsletter.subscribe(email);
  await entry.requested;
  await expect(newsletter.email).toHaveValue(email);

  const answer = page.waitForResponse("**/api/newsletter");
  entry.letThrough();
  expect((await answer).status()).toBe(201);
  await expect(newsletter.status).toHaveText("Thanks for subscribing!");
  expect(leadsFrom(testInfo, "newsletter", email)).toHaveLength(1);
});

test("/quotation's dialog is modal from the first paint, before the app has started", async ({
  page,
}) => {
  // The app's entry is held: it cannot hydrate, so the page's own script made the dialog modal.
  const entry = await holdEntry(page);
  await page.goto("/quotation");
  const dialog = quoteForm(page).dialog;
  await expect(dialog).toBeVisible();
  expect(await isModal(dialog)).toBe(true);
  entry.letThrough();
});

test("/quotation's dialog closed with Escape before the app has started: the app, once it runs, goes where closing goes", async ({
  page,
}) => {
  // Time flows here: the app starts on the page's load and idle moments.
  await page.clock.resume();
  await page.goto("/about");
  await appStarted(page);
  const entry = await holdEntry(page);
  await page.goto("/quotation");
  const dialog = quoteForm(page).dialog;
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/quotation$/);

  // Closing goes back one step, to the page of this site the visitor came from.
  entry.letThrough();
  await expect(
    page.getByRole("heading", { level: 1, name: "About Nexora Technologies" }),
  ).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => location.pathname)).toBe("/about");
  await expect(dialog).toBeHidden();
});

test("/quotation's form filled in before the app has started is the app's once it has, with what was typed", async ({
  page,
}) => {
  // Time flows here: the app starts on the page's load and idle moments (filling in presses no key).
  await page.clock.resume();
  const entry = await holdEntry(page);
  await page.goto("/quotation");
  const quote = quoteForm(page);
  await quote.fields.name.fill(meera.name);
  entry.letThrough();
  await appStarted(page);
  // The focus is in the form already: its code loads with the app, with no further key or press.
  await expect(quote.fields.name).toBeFocused();
  await waitForHydration(quote.fields.name);
  await expect(quote.fields.name).toHaveValue(meera.name);
});

test("a subscription sent once the app has started, while the newsletter box's own code is still on its way, is sent when it arrives", async ({
  page,
}, testInfo) => {
  const { email } = uniqueVisitor(testInfo, meera);
  // The footer's newsletter box becomes the app's when the visitor first uses it: its code is
  // held until the journey lets it through.
  let letThrough!: () => void;
  const through = new Promise<void>((resolve) => (letThrough = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route("**/assets/newsletter-form-*.js", async (route) => {
    requested();
    await through;
    await route.continue();
  });
  await page.goto("/about");
  await appStarted(page);
  const seen = await watch(page);
  const newsletter = newsletterForm(page);
  await page.clock.runFor(humanFillMs("newsletter"));
  await newsletter.subscribe(email);
  await asked;
  expect((await seen()).submits, "held, not handed to the e-mail program").toEqual([]);
  await expect(newsletter.email).toHaveValue(email);

  const answer = page.waitForResponse("**/api/newsletter");
  letThrough();
  // React reveals the box, its code come, on a timer of its own, which moves with the clock.
  await runClockUntilVisible(
    page,
    100,
    newsletter.status.filter({ hasText: "Thanks for subscribing!" }),
  );
  expect((await answer).status()).toBe(201);
  expect((await seen()).submits, "sent by the app").toEqual([
    { native: false, action: expect.stringMatching(/^mailto:/) },
  ]);
  expect(leadsFrom(testInfo, "newsletter", email)).toHaveLength(1);
});

test("a quote requested through the plain link before the app started is confirmed on the page it returns to", async ({
  page,
}, testInfo) => {
  // Time flows here: React reveals the dialog and its form, loaded after hydration, on timers.
  await page.clock.resume();
  const visitor = uniqueVisitor(testInfo, meera);
  // On /about the app has not started when the visitor taps the floating button: a plain link.
  const entry = await holdEntry(page);
  await page.goto("/about");
  const link = page.getByRole("link", { name: "Get a Quote" });
  await link.click();
  await expect(page).toHaveURL(/\/quotation$/);
  entry.letThrough();
  await page.unroute(ENTRY);

  // /quotation is a page of its own: the home page with the dialog, which its app opens.
  await appStarted(page);
  const quote = quoteForm(page);
  await expect(quote.dialog).toBeVisible();
  await waitForHydration(quote.fields.name);
  await quote.fill({
    name: visitor.name,
    email: visitor.email,
    projectType: "Web Development",
    description: visitor.message,
    budget: "$5,000-$10,000",
  });
  await page.clock.runFor(humanFillMs("quote"));
  const sent = page.waitForRequest("**/api/quote");
  await quote.submit();
  await sent;

  // Back one step: /about, loaded afresh (which takes its time on a busy machine), shows the
  // confirmation once its app runs.
  await expect(
    page.getByRole("heading", { level: 1, name: "About Nexora Technologies" }),
  ).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => location.pathname)).toBe("/about");
  await appStarted(page);
  await expect(quote.sent).toBeVisible();
  // The dialog closed once the server had stored the request.
  expect(leadsFrom(testInfo, "quote", visitor.email)).toHaveLength(1);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_TOAST_KEY)).toBeNull();

  // Shown once: the next load of the page has no confirmation.
  await page.reload();
  await appStarted(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(quote.sent).toHaveCount(0);
});
