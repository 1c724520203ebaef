import type { Page, Request } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { runClockUntilVisible, stopClockAt } from "./support/clock";
import { appStarted, waitForHydration } from "./support/hydration";
import { contactForm, contactSendingMs, contactSuccessMs, humanFillMs } from "./support/forms";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SUCCESS_LINE = "Thank you for contacting us. We'll get back to you soon.";

const visitor = {
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  subject: "Project Discussion",
  message: "We need a booking system for our three clinics.",
};

/** Answers the contact API as the server does once it has stored a message; returns what was posted. */
async function acceptMessages(page: Page) {
  const bodies: Record<string, unknown>[] = [];
  await page.route("**/api/contact", async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    bodies.push(body);
    await route.fulfill({ status: 201, json: { ok: true, id: body.id } });
  });
  return bodies;
}

/** Failed answers the journey asks for show up as console errors; they are expected here. */
function expectFailedLoads(problems: string[], status: number) {
  const rest = problems.filter((text) => !text.includes(`status of ${status}`));
  problems.splice(0, problems.length, ...rest);
}

test.beforeEach(async ({ page }) => {
  // Time stands still unless a test moves it: a form's sending state, its success panel and a
  // toast last until then, however slow the machine.
  const start = new Date("2026-03-02T10:00:00+05:30");
  await stopClockAt(page, new Date(start.getTime() + 1000));
});

test("the contact page: hero, form, contact information and map @phone", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
  await expect(page.getByRole("heading", { level: 2, name: "Send us a message" })).toBeVisible();

  await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
  await expect(page.getByLabel("Phone Number")).not.toHaveAttribute("required");
  for (const label of ["Full Name", "Email Address", "Subject"])
    await expect(page.getByLabel(label)).toHaveAttribute("required");
  const message = page.getByLabel("Message", { exact: true });
  await expect(message).toHaveAttribute("required");
  await expect(message).toHaveAttribute("rows", "5");
  await expect(page.getByLabel("Subject").locator("option")).toHaveText([
    "Select a subject",
    "General Inquiry",
    "Project Discussion",
    "Partnership",
    "Support",
    "Other",
  ]);
  await expect(page.getByLabel("Subject")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

  await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
  await expect(page.getByText("Bhopal, Madhya Pradesh 462026, India").first()).toBeVisible();
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "hello@nexora.example" })).toHaveAttribute(
    "href",
    "mailto:hello@nexora.example",
  );
  await expect(main.getByRole("link", { name: "+91 755 412 7800" })).toHaveAttribute(
    "href",
    "tel:+917554127800",
  );
  for (const line of [
    "Monday-Friday: 9:00 AM-6:00 PM",
    "Saturday: 10:00 AM-2:00 PM",
    "Sunday: Closed",
  ])
    await expect(main.getByText(line, { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Map of Bhopal showing .*Bhopal/ })).toBeVisible();
  await expect(page.getByText("Interactive map would be displayed here")).toHaveCount(0);
});

test("a message goes through every state on time", async ({ page }) => {
  const bodies = await acceptMessages(page);
  await page.goto("/contact");
  await waitForHydration(page.locator("main form"), { pausedClock: true });
  await contactForm(page).fill(visitor);

  const sent = page.waitForRequest("**/api/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  const request = await sent;
  expect(request.method()).toBe("POST");
  expect(request.headers()["content-type"]).toBe("application/json");

  // The server has answered, but the sending state lasts its minimum (1.5 s).
  await page.clock.runFor(contactSendingMs - 1);
  await expect(sending).toBeDisabled();
  await expect(page.getByText("Message Sent!")).toHaveCount(0);

  await page.clock.runFor(1);
  await expect(page.getByText("Message Sent!")).toBeVisible();
  await expect(page.getByText(SUCCESS_LINE)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveCount(0);

  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ ...visitor, website: "" });
  expect(bodies[0]!.id).toMatch(UUID);
  expect(typeof bodies[0]!.elapsedMs).toBe("number");

  // Exactly the success panel's time (3 s) later the empty form is back.
  await page.clock.runFor(contactSuccessMs - 1);
  await expect(page.getByText("Message Sent!")).toBeVisible();
  await page.clock.runFor(1);
  await expect(page.getByText("Message Sent!")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByLabel("Email Address")).toHaveValue("");
  await expect(page.getByLabel("Subject")).toHaveValue("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
});

test("a server error keeps every field and offers a retry and an e-mail", async ({
  page,
  consoleProblems,
}) => {
  const ids: unknown[] = [];
  let status = 500;
  await page.route("**/api/contact", async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    ids.push(body.id);
    if (status === 500)
      await route.fulfill({ status, json: { ok: false, error: "Internal Server Error" } });
    else await route.fulfill({ status, json: { ok: true, id: body.id } });
  });
  await page.goto("/contact");
  await waitForHydration(page.locator("main form"), { pausedClock: true });
  await contactForm(page).fill(visitor);
  await page.getByRole("button", { name: "Send Message" }).click();

  const alert = page.getByRole("alert").filter({ hasText: "not sent" });
  await runClockUntilVisible(page, contactSendingMs, alert);
  await expect(alert).toContainText("could not store");
  await contactForm(page).expectKept(visitor);
  await expect(page.getByText("Message Sent!")).toHaveCount(0);

  const mailto = alert.getByRole("link", { name: "Email us instead" });
  const href = await mailto.getAttribute("href");
  expect(href).toMatch(/^mailto:hello@nexora\.example\?subject=/);
  const url = new URL(href!);
  expect(url.searchParams.get("subject")).toBe("Project Discussion from Asha Verma");
  expect(url.searchParams.get("body")).toContain(visitor.message);
  expect(url.searchParams.get("body")).toContain(visitor.email);

  status = 201;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await page.clock.runFor(contactSendingMs);
  await expect(page.getByText("Message Sent!")).toBeVisible();
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
  expectFailedLoads(consoleProblems, 500);
});

test("the server's field messages are shown next to their fields", async ({
  page,
  consoleProblems,
}) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 422,
      json: {
        ok: false,
        error: "Some fields need your attention.",
        fields: { email: "This address cannot receive email." },
      },
    }),
  );
  await page.goto("/contact");
  await waitForHydration(page.locator("main form"), { pausedClock: true });
  await contactForm(page).fill(visitor);
  await page.getByRole("button", { name: "Send Message" }).click();
  await runClockUntilVisible(page, contactSendingMs, page.getByRole("alert"));

  const email = page.getByLabel("Email Address");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("This address cannot receive email.");
  await expect(email).toBeFocused();
  await expect(page.getByRole("alert")).toContainText("Some fields need your attention.");
  await expect(page.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid");
  await contactForm(page).expectKept(visitor);

  await email.fill("asha@clinic.example");
  await expect(email).not.toHaveAttribute("aria-invalid");
  // Every field it asked about has been edited: the alert goes too.
  await expect(page.getByRole("alert")).toHaveCount(0);
  expectFailedLoads(consoleProblems, 422);
});

test("the browser blocks a message without a subject", async ({ page }) => {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/")) requests.push(request);
  });
  await page.goto("/contact");
  await waitForHydration(page.locator("main form"), { pausedClock: true });
  await contactForm(page).fill(visitor);
  await page.getByLabel("Subject").selectOption("");
  await page.getByRole("button", { name: "Send Message" }).click();

  const subject = page.getByLabel("Subject");
  await expect(subject).toBeFocused();
  expect(await subject.evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(
    true,
  );
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await page.clock.runFor(2000);
  expect(requests).toHaveLength(0);
});

test("offline, the message is kept and sent when the connection returns", async ({
  page,
  context,
}) => {
  const posted = await acceptMessages(page);
  await page.goto("/contact");
  await waitForHydration(page.locator("main form"), { pausedClock: true });
  await contactForm(page).fill(visitor);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Send Message" }).click();
  const alert = page.getByRole("alert");
  // The sending state's timer starts once the browser has failed the request.
  await runClockUntilVisible(page, contactSendingMs, alert);
  await expect(alert).toContainText("offline");
  await expect(alert).toContainText("sent automatically");
  await contactForm(page).expectKept(visitor);
  const saved = await page.evaluate(() => localStorage.getItem("nexora-outbox"));
  expect(JSON.parse(saved ?? "[]")).toHaveLength(1);
  expect(posted).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText("Message Sent!")).toBeVisible();
  await expect(page.getByText(SUCCESS_LINE)).toBeVisible();
  expect(posted).toHaveLength(1);
  expect(posted[0]!.id).toMatch(UUID);
  expect(await page.evaluate(() => localStorage.getItem("nexora-outbox"))).toBeNull();
});

test("offline before the form was touched, the message waits with every field kept and goes once the connection is back", async ({
  page,
  context,
  consoleProblems,
}) => {
  const posted = await acceptMessages(page);
  await page.goto("/contact");
  await appStarted(page);
  // The form's own code comes when it is first used: offline, it cannot, and the form stays the
  // page's plain HTML form, which keeps what is typed.
  await context.setOffline(true);
  await contactForm(page).fill(visitor);
  await page.clock.runFor(humanFillMs("contact"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await contactForm(page).expectKept(visitor);
  expect(posted).toEqual([]);

  // Back online, the code comes, takes over the form with what was typed, and sends the message
  // the visitor already sent.
  await context.setOffline(false);
  await runClockUntilVisible(page, 500, page.getByText("Message Sent!"));
  expect(posted).toHaveLength(1);
  const rest = consoleProblems.filter((text) => !text.includes("ERR_INTERNET_DISCONNECTED"));
  consoleProblems.splice(0, consoleProblems.length, ...rest);
});

test("when the code that sends a message cannot come, Send says it was not sent and keeps every field", async ({
  page,
  consoleProblems,
}) => {
  const posted = await acceptMessages(page);
  // The form is the app's, but the code that checks and sends a message (fetched on a field's
  // first focus, and again on Send) does not arrive: the connection dropped in between.
  const sendingCode = /\/assets\/(schemas|submit|outbox)-[\w-]+\.js$/;
  await page.route(sendingCode, (route) => route.abort("internetdisconnected"));
  await page.goto("/contact");
  await waitForHydration(page.locator("main form"), { pausedClock: true });
  await contactForm(page).fill(visitor);
  await page.clock.runFor(humanFillMs("contact"));
  await page.getByRole("button", { name: "Send Message" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "not sent" });
  await expect(alert).toContainText("The connection dropped before this page could send");
  await contactForm(page).expectKept(visitor);
  await expect(alert.getByRole("link", { name: "Email us instead" })).toHaveAttribute(
    "href",
    /^mailto:/,
  );

  await page.unroute(sendingCode);
  await alert.getByRole("button", { name: "Try again" }).click();
  await runClockUntilVisible(page, contactSendingMs, page.getByText("Message Sent!"));
  expect(posted).toHaveLength(1);
  const rest = consoleProblems.filter((text) => !text.includes("ERR_INTERNET_DISCONNECTED"));
  consoleProblems.splice(0, consoleProblems.length, ...rest);
});

test("a message saved offline is sent on the next page load", async ({ page }) => {
  const bodies = await acceptMessages(page);
  await page.goto("/");
  // The app of this first load must not find the entry: it would send it before the reload.
  await appStarted(page);
  const id = "7d4c3a52-0f7e-4d8b-9a51-2f0f3b1c9e11";
  await page.evaluate((id) => {
    const payload = {
      id,
      elapsedMs: 9000,
      website: "",
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "",
      subject: "Support",
      message: "Saved while offline.",
    };
    localStorage.setItem(
      "nexora-outbox",
      JSON.stringify([{ kind: "contact", payload, savedAt: Date.now() }]),
    );
  }, id);
  await page.reload();
  await appStarted(page);
  await expect(
    page.getByRole("status").filter({ hasText: "saved message has now been sent" }),
  ).toBeVisible();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ id, subject: "Support" });
  expect(await page.evaluate(() => localStorage.getItem("nexora-outbox"))).toBeNull();
});

test("the five questions open and close", async ({ page }) => {
  await page.goto("/contact");
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  await expect(faq.getByRole("heading", { level: 2 })).toHaveText("Frequently Asked Questions");
  await expect(faq.locator("details")).toHaveCount(5);

  const answers: [RegExp, RegExp][] = [
    [/types of businesses/, /all sizes/],
    [/How long/, /4-6 weeks[\s\S]*several months/],
    [/support after/, /ongoing support packages/],
    [/pricing/, /fixed-price[\s\S]*well-defined[\s\S]*time-and-materials[\s\S]*evolving/],
    [/existing technology stack/, /integrate with your existing technology stack/],
  ];
  for (const [question, answer] of answers) {
    const item = faq.locator("details").filter({ hasText: question });
    await expect(item).toHaveCount(1);
    await expect(item.getByText(answer)).toBeHidden();
    await item.locator("summary").click();
    await expect(item.getByText(answer)).toBeVisible();
    await item.locator("summary").click();
    await expect(item.getByText(answer)).toBeHidden();
  }
});
