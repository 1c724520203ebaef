import { test, expect } from "./support/fixtures";
import { appStarted } from "./support/hydration";
import { claims } from "../../app/content/company";
import { discoveryPhase, engagementModels, formatRange } from "../../app/content/pricing";
import { testimonials } from "../../app/content/testimonials";
import { site } from "../../app/site";

test.describe("proof a buyer can check", () => {
  test("the footer names the legal entity, its registration numbers, the years and social profiles", async ({
    page,
  }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    const year = new Date().getFullYear();
    await expect(footer).toContainText(
      `© ${site.foundingYear}–${year} ${site.legalName}. All rights reserved.`,
    );
    for (const { label, value } of site.registration)
      await expect(footer).toContainText(`${label} ${value}`);
    const profiles = footer.getByRole("list", { name: `${site.name} elsewhere` });
    for (const profile of site.social) {
      const link = profiles.getByRole("link", { name: `${site.name} on ${profile.label}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", profile.href);
    }
  });

  test("the legal pages name the company that runs the site", async ({ page }) => {
    for (const path of ["/legal/terms", "/legal/privacy"]) {
      await page.goto(path);
      const main = page.locator("main");
      await expect(main.getByText(site.legalName).first()).toBeVisible();
      for (const { value } of site.registration) await expect(main).toContainText(value);
    }
  });

  test("home and About state the same facts", async ({ page }) => {
    await page.goto("/");
    const trust = page.getByRole("list", { name: "Why clients trust us" });
    await expect(trust).toContainText(claims.certification);
    await expect(trust).toContainText(claims.support);
    await expect(page.locator("main")).toContainText(`clients in ${claims.regionCount}`);

    await page.goto("/about");
    const story = page.getByRole("region", { name: /From a small Bhopal studio/ });
    await expect(story).toContainText(`${claims.projects} for ${claims.clients}`);
    await expect(story).toContainText(claims.regionList);
    await expect(story).not.toContainText("+");
  });

  test("a testimonial's client signs the case study's quote with the same name and title", async ({
    page,
  }) => {
    for (const entry of testimonials) {
      await page.goto(`/projects/${entry.project}`);
      await expect(page.locator("main figure figcaption").last()).toHaveText(
        `${entry.name}, ${entry.role}, ${entry.company}`,
      );
    }
  });

  test("How we price: a fixed-price discovery phase, then three models in rupees and dollars", async ({
    page,
  }) => {
    await page.goto("/services#pricing");
    const pricing = page.getByRole("region", { name: "How we price" });
    await expect(pricing).toBeInViewport();
    const discovery = formatRange(discoveryPhase.range);
    await expect(pricing).toContainText(`${discoveryPhase.title}`);
    await expect(pricing).toContainText(discovery.inr);
    await expect(pricing).toContainText(discovery.usd);
    for (const model of engagementModels) {
      const price = formatRange(model.range);
      // The innermost list item holding the model's heading: its card.
      const card = pricing
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: model.title, exact: true }) })
        .last();
      await expect(card).toContainText(price.inr);
      await expect(card).toContainText(`${price.usd} · ${price.per}`);
      await expect(card).toContainText(model.duration);
    }
  });

  test("the quote form leads to How we price", async ({ page }) => {
    await page.goto("/services/cloud-solutions");
    await appStarted(page);
    await page.getByRole("link", { name: "Get a Quote" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Get a Quote" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "how we price" }).click();
    await expect(page).toHaveURL("/services#pricing");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "How we price" })).toBeInViewport();
  });

  test("the contact map offers directions as a plain link", async ({ page }) => {
    await page.goto("/contact");
    const directions = page.getByRole("link", { name: /^Get directions/ });
    await expect(directions).toBeVisible();
    const href = await directions.getAttribute("href");
    expect(new URL(href!).hostname).toBe("www.google.com");
    expect(decodeURIComponent(href!)).toContain(site.address.postalCode);
  });
});
