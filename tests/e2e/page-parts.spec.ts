import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { appStarted } from "./support/hydration";

/**
 * A page hydrates only its interactive parts (docs/decisions/013-pages-hydrate-their-interactive-parts.md):
 * what only shows keeps its prerendered HTML, and its links are followed in the app all the same.
 */

/** Counts the documents the page loads from now on: a link followed in the app loads none. */
function documentLoads(page: Page) {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  return documents;
}

const footer = (page: Page) => page.getByRole("contentinfo");

test("the footer stays whole after a header link is followed before scrolling down", async ({
  page,
}) => {
  await page.goto("/about");
  await appStarted(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Services" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  // Its content, and its newsletter box, which still works.
  await expect(footer(page).getByRole("navigation", { name: "Quick Links" })).toBeVisible();
  await expect(
    footer(page).getByText(/© 2015–\d{4} Nexora Technologies Private Limited/),
  ).toBeVisible();
  await footer(page).getByPlaceholder("Your email").fill("not an address");
  await footer(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(footer(page).getByPlaceholder("Your email")).toHaveJSProperty(
    "validity.valid",
    false,
  );
});

test("the page and its footer stay whole after the quote dialog, opened before scrolling down", async ({
  page,
}) => {
  await page.goto("/about");
  await appStarted(page);
  const headings = await page.getByRole("main").getByRole("heading").allTextContents();
  await page.getByRole("link", { name: "Get a Quote" }).last().click();
  const dialog = page.getByRole("dialog", { name: "Get a Quote" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close modal" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("main").getByRole("heading")).toHaveText(headings);
  await expect(footer(page).getByRole("navigation", { name: "Services" })).toBeVisible();
  await expect(footer(page).getByRole("link", { name: "Privacy Policy" })).toBeVisible();
});

test("links in parts of a page that never hydrate are followed in the app, and the next page appears whole", async ({
  page,
}) => {
  await page.goto("/about");
  await appStarted(page);
  const documents = documentLoads(page);
  // The About page's closing band only shows: its link is the browser's plain link until the
  // app hands it to the router.
  await page.getByRole("link", { name: "View Careers" }).click();
  await expect(page).toHaveURL("/career");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Build the future of technology with us",
  );
  await expect(
    page.getByRole("heading", { name: "Apply by email, no portal and no forms" }),
  ).toBeVisible();
  // The footer's links too.
  await footer(page).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/legal/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  expect(documents, "the app navigated without reloading").toEqual([]);
});

test("a jump to a section keeps the page as it was and the keyboard's place in it", async ({
  page,
}) => {
  await page.goto("/services");
  await appStarted(page);
  const cards = await page.getByRole("link", { name: /^Learn more about/ }).count();
  await page.getByRole("link", { name: "How we price" }).click();
  await expect(page).toHaveURL("/services#pricing");
  await expect(page.getByRole("heading", { name: "How we price" })).toBeInViewport();
  await expect(page.getByRole("link", { name: /^Learn more about/ })).toHaveCount(cards);
  // The skip link's jump to the content, and the next Tab stays in it.
  await page.keyboard.press("Shift+Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await skip.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(
    await page.getByRole("main").evaluate((main) => main.contains(document.activeElement)),
  ).toBe(true);
});
