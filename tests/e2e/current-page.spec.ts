import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { appStarted } from "./support/hydration";

/** Each page, and the header item it marks: "page" on the page itself, "true" on a sub-page. */
const cases = [
  ["/", "Home", "page"],
  ["/about", "About", "page"],
  ["/services", "Services", "page"],
  ["/services/cloud-solutions", "Services", "true"],
  ["/projects", "Projects", "page"],
  ["/projects/healthcare", "Projects", "true"],
  ["/blog", "Blog", "page"],
  ["/blog/cloud-trends", "Blog", "true"],
  ["/contact", "Contact", "page"],
] as const;

/** The header items that carry aria-current, as [label, value] pairs. */
async function marked(page: Page, navigation: "Main" | "Mobile") {
  return page
    .getByRole("navigation", { name: navigation })
    .locator("a[aria-current]")
    .evaluateAll((links) => links.map((link) => [link.textContent, link.ariaCurrent]));
}

test.describe("current page in the header", () => {
  test("each section's page and sub-page marks its item in its HTML and once hydrated", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    for (const [path, label, current] of cases)
      await test.step(`${path} marks ${label}`, async () => {
        // The prerendered HTML, before any script runs: desktop and mobile navigation.
        const html = await (await request.get(path)).text();
        const marks = [
          ...html.matchAll(/<a [^>]*aria-current="(page|true)"[^>]*>([^<]+)<\/a>/g),
        ].map(([, value, text]) => [text, value]);
        expect(marks.filter(([text]) => text === label)).toEqual([
          [label, current],
          [label, current],
        ]);

        await page.goto(path);
        await appStarted(page);
        await expect.poll(() => marked(page, "Main")).toEqual([[label, current]]);
        // Only one item at a time, and the marking is visible, not only announced.
        const link = page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: label, exact: true });
        await expect(link).toHaveClass(/bg-surface-2/);
      });
  });

  test("follows client-side navigation, including into a section's sub-pages", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL("/services");
    await expect.poll(() => marked(page, "Main")).toEqual([["Services", "page"]]);

    await page.getByRole("link", { name: "Learn more about Cloud Solutions" }).click();
    await expect(page).toHaveURL("/services/cloud-solutions");
    await expect(nav.locator("a[aria-current]")).toHaveText(["Services"]);
    await expect.poll(() => marked(page, "Main")).toEqual([["Services", "true"]]);

    await nav.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    await expect.poll(() => marked(page, "Main")).toEqual([["Blog", "page"]]);
  });

  test("marks the Login button on the login page", async ({ page }) => {
    await page.goto("/login");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Login" }).first(),
    ).toHaveAttribute("aria-current", "page");
    await appStarted(page);
    await expect.poll(() => marked(page, "Main")).toEqual([]);
  });

  test("marks nothing on the not-found page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await appStarted(page);
    await expect.poll(() => marked(page, "Main")).toEqual([]);
  });
});

test.describe("current page in the mobile menu @phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a direct load of a sub-page marks its section, and the mark follows navigation", async ({
    page,
  }) => {
    await page.goto("/blog/cloud-trends");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect.poll(() => marked(page, "Mobile")).toEqual([["Blog", "true"]]);

    await menu.getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page).toHaveURL("/projects");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await expect.poll(() => marked(page, "Mobile")).toEqual([["Projects", "page"]]);
  });
});
