import type { Locator } from "@playwright/test";
import { stopClockAt } from "./support/clock";
import { test, expect } from "./support/fixtures";
import { appStarted, waitForHydration } from "./support/hydration";

/** A computed colour as sRGB bytes [r, g, b, a], whatever colour space CSS wrote it in. */
function rgba(element: Locator, property: "backgroundColor" | "color") {
  return element.evaluate((el, name) => {
    const context = new OffscreenCanvas(1, 1).getContext("2d")!;
    context.fillStyle = getComputedStyle(el)[name];
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  }, property);
}

test.describe("site shell", () => {
  test("header and footer: links to every main page, contact facts and the newsletter box", async ({
    page,
  }) => {
    await page.goto("/");
    await test.step("header links to every main page and the Login button", async () => {
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const [name, href] of [
        ["Home", "/"],
        ["About", "/about"],
        ["Services", "/services"],
        ["Projects", "/projects"],
        ["Blog", "/blog"],
        ["Contact", "/contact"],
      ] as const) {
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute(
        "href",
        "/login",
      );
    });

    await test.step("footer links, contact facts and newsletter box", async () => {
      const footer = page.getByRole("contentinfo");
      const quick = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
      await expect(quick).toHaveText([
        "About Us",
        "Services",
        "Projects",
        "Blog",
        "Career",
        "Contact",
      ]);
      expect(await quick.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
        "/about-us",
        "/services",
        "/projects",
        "/blog",
        "/career",
        "/contact",
      ]);
      const services = footer.getByRole("navigation", { name: "Services" }).getByRole("link");
      expect(
        await services.evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
      ).toEqual([
        "/services/software-development",
        "/services/cloud-solutions",
        "/services/it-consulting",
        "/services/cybersecurity",
        "/services/data-analytics",
        "/services/ai-&-machine-learning",
      ]);
      for (const [name, href] of [
        ["Terms of Service", "/legal/terms"],
        ["Privacy Policy", "/legal/privacy"],
        ["Sitemap", "/sitemap"],
      ] as const) {
        await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
      }
      await expect(footer.getByText(/Bhopal, Madhya Pradesh/)).toBeVisible();
      await expect(footer.getByRole("link", { name: /^\+91/ })).toHaveAttribute(
        "href",
        /^tel:\+91/,
      );
      await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
      await expect(footer.getByPlaceholder("Your email")).toBeVisible();
      await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
    });
  });

  test("header turns dark and blurred after scrolling more than 20 px", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).not.toHaveAttribute("data-scrolled");
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).not.toHaveAttribute("data-scrolled");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("backdrop-filter", /blur/);
    const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = background.match(/[\d.]+/g)!.map(Number);
    expect(Math.max(r!, g!, b!)).toBeLessThan(40);
  });

  test("in the light theme the scrolled header is a light, translucent, blurred surface", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await page.goto("/about");
    const header = page.getByRole("banner");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("backdrop-filter", /blur/);
    // Once its 300 ms colour transition has run.
    await expect
      .poll(async () => {
        const [r, g, b, alpha] = await rgba(header, "backgroundColor");
        return Math.min(r!, g!, b!) > 220 && alpha! > 0 && alpha! < 255;
      })
      .toBe(true);
    // Its links keep the light theme's dark text.
    const [tr, tg, tb] = await rgba(
      header.getByRole("link", { name: "Services", exact: true }),
      "color",
    );
    expect(Math.max(tr!, tg!, tb!)).toBeLessThan(140);
  });

  test("navigation scrolls to the top and fades the new page in", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // An in-app link once the app runs (before, a plain link: a new page, no fade). The footer
    // only shows and never hydrates: the app hands its links to the router.
    await appStarted(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL("/services");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const fade = await page
      .locator("main")
      .evaluate(
        (el) => getComputedStyle(el).animationName + " " + getComputedStyle(el).animationDuration,
      );
    expect(fade).toBe("page-in 0.3s");
  });

  test("theme is dark by default, toggles to light and is remembered", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    // Applied before the first paint: the class is already right when the HTML is parsed.
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // Every colour changes at once: no link or button is left fading from the old theme's text
    // (for its 150 ms colour transition) on the new background. Pressed and read in one go, so
    // that no frame passes between.
    const toggle = page.getByRole("button", { name: "Switch to light theme" });
    await waitForHydration(toggle);
    const fading = await toggle.evaluate((button: HTMLButtonElement) => {
      button.click();
      return document
        .getAnimations()
        .filter((a): a is CSSTransition => a instanceof CSSTransition && a.playState !== "finished")
        .map((a) => `${a.transitionProperty} on ${(a.effect as KeyframeEffect).target?.nodeName}`);
    });
    await expect(html).not.toHaveClass(/dark/);
    expect(fading).toEqual([]);
  });

  test("chat opens with a greeting and closes", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open chat" }).click();
    const chat = page.getByRole("region", { name: "Chat with us" });
    await expect(chat.getByText("Hello! How can we help you today?")).toBeVisible();
    await expect(chat.getByRole("textbox", { name: "Message" })).toBeVisible();
    await expect(chat.getByRole("button", { name: "Send" })).toBeVisible();
    await page.getByRole("button", { name: "Close chat" }).click();
    await expect(chat).toBeHidden();
  });

  test("floating Get a Quote button leads to /quotation", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("link", { name: "Get a Quote" })).toHaveAttribute(
      "href",
      "/quotation",
    );
  });

  test("unknown addresses answer 404 with the Page Not Found page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(
      page.getByText(/removed, had its name changed, or is temporarily unavailable/),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("splash", () => {
  test.use({ splashSeen: false });

  test("shows for 2 s when the session starts at the home page, then never again", async ({
    page,
  }) => {
    const start = new Date("2026-11-21T09:00:00Z");
    // Freeze the clock a little ahead of the start, before the page exists.
    await stopClockAt(page, new Date(start.getTime() + 5000));
    await page.goto("/");
    const splash = page.getByRole("progressbar");
    await expect(splash).toBeVisible();
    const screen = page.locator("#splash");
    await expect(screen.getByText("Future of Technology", { exact: true })).toBeVisible();
    await expect(screen.getByText("Nexora Technologies", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
    // The app starts after the page has painted, and times the splash from then.
    await appStarted(page);
    await page.clock.runFor(1999);
    await expect(splash).toBeVisible();
    await page.clock.runFor(1);
    await expect(splash).toBeHidden();

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services" })
      .click();
    await expect(page).toHaveURL("/services");
    await expect(splash).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(splash).toBeHidden();
  });

  test("arriving on another page shows the page at once, and the session has no splash later", async ({
    page,
  }) => {
    // Read at once, not waited for: a splash shown would still be there for two seconds.
    const splashMarked = () => page.locator("html").getAttribute("data-splash");
    const splash = page.getByRole("progressbar");
    await page.goto("/about");
    expect(await splashMarked()).toBeNull();
    await expect(splash).toBeHidden();
    await appStarted(page);
    // A client-side visit to the home page is no first load: no splash.
    await page.getByRole("link", { name: "Nexora Technologies home" }).click();
    await expect(page).toHaveURL("/");
    await expect(splash).toBeHidden();
    // The session began elsewhere: a later load of the home page is no first load either.
    await page.reload();
    expect(await splashMarked()).toBeNull();
    await expect(splash).toBeHidden();
  });

  for (const theme of ["dark", "light"] as const) {
    test(`follows the stored ${theme} theme from its first paint, and names the company once`, async ({
      page,
    }) => {
      await stopClockAt(page, new Date(Date.now() + 5000));
      await page.addInitScript((stored) => localStorage.setItem("theme", stored), theme);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const splash = page.locator("#splash");
      await expect(splash).toBeVisible();
      // Colours as painted, before any script of the app has run.
      const lightness = async (property: "backgroundColor" | "color") => {
        const [r, g, b] = await rgba(splash, property);
        return (r! + g! + b!) / 3;
      };
      if (theme === "light") {
        expect(await lightness("backgroundColor")).toBeGreaterThan(200);
        expect(await lightness("color")).toBeLessThan(100);
      } else {
        expect(await lightness("backgroundColor")).toBeLessThan(50);
        expect(await lightness("color")).toBeGreaterThan(200);
      }
      await expect(splash.getByText(/Nexora/)).toHaveText(["Nexora Technologies"]);
      await page.waitForLoadState("networkidle");
    });
  }

  test("is never shown without JavaScript, and the content is there", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    await expect(page.getByRole("progressbar")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
});

test.describe("phone @phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("Login sits in the mobile menu, which closes on navigation", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Login" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
