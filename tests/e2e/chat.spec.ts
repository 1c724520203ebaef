import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { chatModuleServer } from "../../app/chat/eval/chat-modules";
import type * as SectionsModule from "../../app/chat/sections";
import { axe } from "./support/accessibility";
import { test, expect } from "./support/fixtures";
import { chatHandoff, humanFillMs } from "./support/forms";
import { animationsSettled, appStarted } from "./support/hydration";
import { leadsFrom } from "./support/leads";

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Open chat" }).click();
  const chat = page.getByRole("region", { name: "Chat with us" });
  await expect(chat.getByRole("textbox", { name: "Message" })).toBeFocused();
  return chat;
}

async function ask(page: Page, question: string) {
  const chat = page.getByRole("region", { name: "Chat with us" });
  await chat.getByRole("textbox", { name: "Message" }).fill(question);
  await chat.getByRole("textbox", { name: "Message" }).press("Enter");
  const log = chat.getByRole("log", { name: "Conversation" });
  await expect(log.getByText(question, { exact: true })).toBeVisible();
  return log;
}

/**
 * Asks a question on the about page, checks the answer says `says` and cites `link` with `href`,
 * and follows that link to its page.
 */
async function followSource(
  page: Page,
  question: string,
  { says, link, href }: { says: string; link: string; href: string },
) {
  await page.goto("/about");
  const chat = await openChat(page);
  const log = await ask(page, question);
  await expect(log).toContainText(says);
  const source = log.getByRole("link", { name: link, exact: true });
  await expect(source).toHaveAttribute("href", href);
  await source.click();
  await expect(page).toHaveURL(href);
  return { chat, log };
}

test.describe("chat", () => {
  test("loads its answering code only when first opened, from this site only, within 60 KB gzip", async ({
    page,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(requests.filter((url) => /chat-panel/.test(url))).toEqual([]);

    const opened = requests.length;
    await openChat(page);
    await ask(page, "Do you do cloud migration?");
    const loaded = requests.slice(opened);
    expect(loaded.filter((url) => /\/assets\/chat-panel-[\w-]+\.js$/.test(url))).toHaveLength(1);
    expect(requests.filter((url) => !url.startsWith(baseURL!))).toEqual([]);

    // Issue 12: the chat's own code and its index, gzipped, under 60 KB (decimal, the stricter),
    // at gzip's default level as build tools report it (larger than the level 9 the server sends).
    // The content modules and form code it shares with the pages are theirs, not counted.
    const own = loaded.filter((url) => /\/assets\/chat(-panel)?-[\w-]+\.js$/.test(url));
    expect(own).toHaveLength(2);
    let bytes = 0;
    for (const url of own) {
      const body = await (await page.request.get(url)).body();
      bytes += gzipSync(body).length;
    }
    expect(bytes, own.join(", ")).toBeLessThanOrEqual(60_000);
  });

  test("shows its frame and greeting while its code loads, and fades in once, not again when the code comes", async ({
    page,
  }) => {
    let letThrough!: () => void;
    const through = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route("**/assets/chat-panel-*.js", async (route) => {
      await through;
      await route.continue();
    });
    await page.goto("/about");
    await appStarted(page);
    await page.getByRole("button", { name: "Open chat" }).click();
    const chat = page.getByRole("region", { name: "Chat with us" });
    await expect(chat).toHaveAttribute("aria-busy", "true");
    await expect(chat).toContainText("Hello! How can we help you today?");
    await animationsSettled(page.locator("body"));
    // Every animation that starts from now on, by its element's tag.
    await page.evaluate(() => {
      const started: string[] = [];
      Object.assign(window, { started });
      document.addEventListener("animationstart", (event) => {
        started.push((event.target as Element).tagName);
      });
    });

    letThrough();
    await expect(chat.getByRole("textbox", { name: "Message" })).toBeFocused();
    await expect(chat).not.toHaveAttribute("aria-busy");
    await animationsSettled(page.locator("body"));
    expect(await page.evaluate(() => (window as unknown as { started: string[] }).started)).toEqual(
      [],
    );
  });

  test("answers from the site's content and its link leads to the page", async ({ page }) => {
    const { chat, log } = await followSource(page, "Are you open on Saturday?", {
      says: "Saturday 10:00 AM-2:00 PM",
      link: "Contact",
      href: "/contact",
    });
    await expect(log.getByRole("link", { name: "Contact form" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    // The chat stays open, conversation and all.
    await expect(chat.getByText("Are you open on Saturday?")).toBeVisible();
  });

  test("tells what happens after a message, and its link scrolls the contact page to those steps", async ({
    page,
  }) => {
    await followSource(page, "What happens after I send the contact form?", {
      says: "We reply within one business day",
      link: "What happens next",
      href: "/contact#next-steps",
    });
    await expect(
      page.getByRole("heading", { level: 2, name: "What happens next" }),
    ).toBeInViewport();
  });

  test("cites only pages the site serves, and anchors each page has once, where a jump can scroll", async ({
    request,
  }) => {
    const server = await chatModuleServer();
    try {
      const { buildSections } = (await server.ssrLoadModule(
        "/app/chat/sections.ts",
      )) as typeof SectionsModule;
      const cited = [...new Set(buildSections().map((section) => section.source.href))];
      expect(cited.length).toBeGreaterThan(100);
      const pages = new Map<string, string>();
      for (const href of cited) {
        const [path = "", anchor] = href.split("#");
        if (!pages.has(path)) {
          const response = await request.get(path);
          expect(response.status(), href).toBe(200);
          pages.set(path, await response.text());
        }
        if (!anchor) continue;
        const tags = pages.get(path)!.match(new RegExp(`<[a-z][^>]*\\sid="${anchor}"[^>]*>`, "g"));
        expect(tags, href).toHaveLength(1);
        // (an element drawn as "display: contents" has no box to scroll to)
        expect(tags![0], href).not.toMatch(/\bclass="([^"]* )?contents( [^"]*)?"/);
      }
    } finally {
      await server.close();
    }
  });

  test("answers in the visitor's words: several parts, Hinglish, and what it does not know", async ({
    page,
  }) => {
    await page.goto("/");
    await openChat(page);
    // Two questions in one message: two answers, each citing its page.
    const log = await ask(page, "Where is your office, and are you open on Sunday?");
    await expect(log).toContainText("Hoshangabad Road");
    await expect(log).toContainText("closed on Sunday");
    await expect(log.getByRole("link", { name: "Contact", exact: true })).toHaveCount(2);

    await ask(page, "app banate ho kya?");
    const service = log.getByRole("link", { name: "Mobile Development", exact: true });
    await expect(service).toHaveAttribute("href", "/services/mobile-development");
    await expect(log.getByRole("link", { name: "Get a Quote" })).toHaveAttribute(
      "href",
      "/quotation",
    );

    // Off-topic: the honest fallback and the hand-off, not a guess.
    await ask(page, "Who won the cricket match yesterday?");
    await expect(log).toContainText("Sorry, I couldn't find a good answer to that on our site.");
    await expect(log.getByRole("button", { name: "Leave your email" })).toBeVisible();

    await service.click();
    await expect(page).toHaveURL("/services/mobile-development");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Mobile Development");
  });

  test("prices come from the engagement models, a cloud bill from the cloud service", async ({
    page,
  }) => {
    await page.goto("/contact");
    await openChat(page);
    const log = await ask(page, "How much does a mobile app cost?");
    await expect(log.getByRole("link", { name: "How we price" })).toHaveAttribute(
      "href",
      "/services#pricing",
    );
    await expect(log).toContainText("Fixed price");
    const bill = await ask(page, "How can we cut our AWS bill?");
    await expect(bill.getByRole("link", { name: /Cloud Solutions/ }).last()).toHaveAttribute(
      "href",
      /^\/services\/cloud-solutions/,
    );
  });

  test("says when it has no answer, and hands off to the team by email", async ({
    page,
  }, testInfo) => {
    await page.clock.install();
    await page.goto("/services");
    const chat = await openChat(page);
    const log = await ask(page, "Can you fix my car?");
    await expect(log).toContainText("Sorry, I couldn't find a good answer to that on our site.");

    await log.getByRole("button", { name: "Leave your email" }).click();
    const handoff = chatHandoff(page);
    const form = handoff.form;
    const email = `chat-${Date.now()}@example.com`;
    await expect(handoff.email).toBeFocused();
    await handoff.fill({ email, name: "Asha Verma" });
    // A person takes more than a second to get here; the API drops faster hand-offs as bots.
    await page.clock.fastForward(humanFillMs("chat"));
    await handoff.submit();

    await expect(log).toContainText(`Thanks! Our team will email you at ${email}`);
    await expect(form).toBeHidden();
    await expect(chat.getByRole("textbox", { name: "Message" })).toBeFocused();

    const [lead] = leadsFrom(testInfo, "chat", email);
    expect(lead?.data.name).toBe("Asha Verma");
    expect(lead?.data.transcript).toEqual([
      { from: "visitor", text: "Can you fix my car?" },
      { from: "bot", text: expect.stringContaining("couldn't find") },
    ]);
  });

  test("keeps the address and offers a retry when the hand-off fails", async ({
    page,
    consoleProblems,
  }, testInfo) => {
    await page.clock.install();
    await page.goto("/");
    const chat = await openChat(page);
    await ask(page, "Can I talk to a real person?");
    // Asking for a person opens the form straight away.
    const handoff = chatHandoff(page);
    const form = handoff.form;
    const emailBox = handoff.email;
    await expect(emailBox).toBeFocused();

    await handoff.fill({ email: "not-an-address" });
    await handoff.submit();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();

    const email = `retry-${Date.now()}@example.com`;
    await handoff.fill({ email });
    // The corrected field takes the alert with it, so the one below is the server's.
    await expect(handoff.alert).toBeHidden();
    await page.clock.fastForward(humanFillMs("chat"));
    await page.route("**/api/chat", (route) =>
      route.fulfill({ status: 500, json: { ok: false, error: "Internal Server Error" } }),
    );
    await handoff.submit();
    const alert = handoff.alert;
    await expect(alert).toContainText("Your request was not sent");
    await expect(alert).toContainText("Our server could not store your submission just now.");
    await expect(alert.getByRole("link", { name: "Email us instead" })).toHaveAttribute(
      "href",
      /^mailto:hello@nexora\.example\?subject=Chat%20follow-up/,
    );
    await expect(emailBox).toHaveValue(email);

    // The browser reports the failed request itself: that one is expected.
    consoleProblems.splice(
      0,
      consoleProblems.length,
      ...consoleProblems.filter((text) => !text.includes("status of 500")),
    );
    await page.unroute("**/api/chat");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(chat.getByRole("log")).toContainText(
      `Thanks! Our team will email you at ${email}`,
    );
    expect(leadsFrom(testInfo, "chat", email)).toHaveLength(1);
  });

  test("the conversation survives navigation and a reload; the panel is closed after a reload", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = await openChat(page);
    await ask(page, "Where is your office?");
    await expect(chat).toContainText("Bhopal, Madhya Pradesh");

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .click();
    await expect(page).toHaveURL("/blog");
    // On a desktop the panel stays open across pages.
    await expect(chat.getByText("Where is your office?")).toBeVisible();

    await page.reload();
    const toggle = page.getByRole("button", { name: "Open chat" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(chat).toBeHidden();
    await openChat(page);
    await expect(chat.getByText("Where is your office?")).toBeVisible();
    await expect(chat).toContainText("Bhopal, Madhya Pradesh");
    const log = await ask(page, "How long does a project take?");
    await expect(log).toContainText("4-6 weeks");
    await expect(log.getByText("Where is your office?")).toBeVisible();
  });

  test("Escape closes the chat and returns focus to its button", async ({ page }) => {
    await page.goto("/");
    const chat = await openChat(page);
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open chat" });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Keyboard only: open with Enter, ask with a suggestion, close with Escape.
    await page.keyboard.press("Enter");
    await expect(chat.getByRole("textbox", { name: "Message" })).toBeFocused();
    await chat.getByRole("button", { name: "Are you open on Saturday?" }).focus();
    await page.keyboard.press("Enter");
    await expect(chat.getByRole("log")).toContainText("Saturday 10:00 AM-2:00 PM");
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(page.getByRole("button", { name: "Open chat" })).toBeFocused();
  });
});

test.describe("chat accessibility", () => {
  test("has no WCAG 2.2 AA problems, in either theme", async ({ page }) => {
    // Three full audits and three of contrast: slow on a busy two-core machine.
    test.slow();
    await page.goto("/");
    const chat = await openChat(page);
    const panel = await page
      .getByRole("button", { name: "Close chat" })
      .getAttribute("aria-controls");
    const within = `[id="${panel}"]`;
    const problems: string[] = [];
    /** Every rule in the dark theme, then colour contrast, the one that depends on it, in the light. */
    async function audit(state: string) {
      for (const light of [false, true]) {
        // The theme toggle's whole effect on the page is this class (its own journeys click it).
        await page.evaluate(
          (light) => document.documentElement.classList.toggle("dark", !light),
          light,
        );
        // Let the bubbles' fade-in (and the colours' change) finish: axe measures what is painted.
        await animationsSettled(page.locator(within));
        const found = await axe(page, light ? "colour contrast" : "every rule", within);
        problems.push(
          ...found.map((violation) => `${state}, ${light ? "light" : "dark"}: ${violation}`),
        );
      }
    }
    await audit("greeting");
    await ask(page, "Do you do cloud migration?");
    await ask(page, "Can you fix my car?");
    await audit("answers");
    await chat.getByRole("button", { name: "Leave your email" }).click();
    await chat.getByRole("textbox", { name: "Email" }).fill("not-an-address");
    await chat.getByRole("button", { name: "Request follow-up" }).click();
    await audit("hand-off with an error");
    expect(problems).toEqual([]);
  });
});

test.describe("chat on a phone @phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("fits the screen above the floating buttons and gets out of the way", async ({ page }) => {
    await page.goto("/");
    const chat = await openChat(page);
    const box = (await chat.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y).toBeGreaterThanOrEqual(0);
    // The floating Get a Quote button stays visible and reachable below the panel.
    const quoteVisible = await page.evaluate(() => {
      const quote = [...document.querySelectorAll<HTMLAnchorElement>("a[href='/quotation']")].find(
        (link) => link.parentElement && getComputedStyle(link.parentElement).position === "fixed",
      );
      const rect = quote?.getBoundingClientRect();
      if (!quote || !rect) return false;
      return quote.contains(
        document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2),
      );
    });
    expect(quoteVisible).toBe(true);

    const log = await ask(page, "Where is your office?");
    await log.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    // A new page on a phone closes the panel; the conversation waits for the next time.
    await expect(chat).toBeHidden();
    await page.getByRole("button", { name: "Open chat" }).click();
    await expect(chat.getByText("Where is your office?")).toBeVisible();

    // A reload leaves it closed too.
    await page.reload();
    await expect(page.getByRole("button", { name: "Open chat" })).toBeVisible();
    await expect(chat).toBeHidden();
  });

  test("never stacks with the mobile menu, and keeps the conversation readable beside the hand-off form", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = await openChat(page);
    const log = await ask(page, "Can I talk to a real person?");
    const form = chat.getByRole("form", { name: "Leave your email" });
    await expect(form.getByRole("textbox", { name: "Email" })).toBeFocused();
    // The form does not squeeze the conversation away: the question and answer still show.
    await expect(log.getByText("Can I talk to a real person?")).toBeInViewport();
    await expect(log.getByText(/someone from our team will reply personally/)).toBeInViewport();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await expect(chat).toBeHidden();
  });
});
