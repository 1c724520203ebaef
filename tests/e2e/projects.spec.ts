import type { Locator, Page } from "@playwright/test";
import { readProjects } from "../../scripts/content-files";
import { test, expect } from "./support/fixtures";
import { expectGetInTouch } from "./support/site-pages";

/** The three featured cards as SPEC lists them: address, category and title. */
const featured = [
  { href: "/projects/e-commerce", category: "Web Development", title: "E-commerce Platform" },
  {
    href: "/projects/healthcare",
    category: "Software Solutions",
    title: "Healthcare Management System",
  },
  {
    href: "/projects/ai-analytics",
    category: "Data Analytics",
    title: "AI-Powered Analytics Dashboard",
  },
];

/** Every case study page, with its title and its three headline results. */
const caseStudies = [
  { slug: "cloud-migration", title: "Cloud Migration for a Logistics Leader", category: "Cloud" },
  { slug: "ecommerce-platform", title: "E-commerce Platform", category: "Web Development" },
  {
    slug: "security-infrastructure",
    title: "Security Infrastructure Overhaul",
    category: "Security",
  },
  { slug: "healthcare", title: "Healthcare Management System", category: "Software Solutions" },
  { slug: "ai-analytics", title: "AI-Powered Analytics Dashboard", category: "Data Analytics" },
];

function featuredSection(page: Page): Locator {
  return page.getByRole("region", { name: "Featured Projects" });
}

/** The cards: each a list item whose link covers the whole card. */
function featuredCards(page: Page): Locator {
  return featuredSection(page).getByRole("listitem");
}

test.describe("projects page", () => {
  test("shows 'Featured Projects' with three cards linking to the SPEC addresses @phone", async ({
    page,
  }) => {
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(
      page.getByRole("heading", { level: 2, name: "Featured Projects", exact: true }),
    ).toBeVisible();

    const cards = featuredCards(page);
    await expect(cards).toHaveCount(3);
    for (const [index, expected] of featured.entries()) {
      const card = cards.nth(index);
      const link = card.getByRole("link");
      await expect(link).toHaveAttribute("href", expected.href);
      await expect(link).toHaveAccessibleName(`${expected.title} View Details`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(expected.title);
      await expect(card.getByText(expected.category, { exact: true })).toBeVisible();
      await expect(card.getByRole("img")).toBeVisible();
      // Every picture keeps its shape: 16:10.
      const box = (await card.getByRole("img").boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(1.6, 1);
    }

    const viewAll = featuredSection(page).getByRole("link", { name: "View All Projects" });
    await expect(viewAll).toBeVisible();
    // It leads to the case studies listed below the featured ones.
    await expect(viewAll).toHaveAttribute("href", "/projects#case-studies");
  });

  test("'View Details' appears when a card is hovered", async ({ page }) => {
    await page.goto("/projects");
    const cards = featuredCards(page);
    for (let index = 0; index < 3; index++) {
      const details = cards.nth(index).getByText("View Details", { exact: true });
      // Faded out, not removed: screen readers still hear it as part of the link.
      await expect(details).toHaveCSS("opacity", "0");
      await cards.nth(index).hover();
      await expect(details).toBeVisible();
      await expect(details).toHaveCSS("opacity", "1");
    }
    // Moving away hides it again.
    await page.getByRole("heading", { name: "Featured Projects", exact: true }).hover();
    await expect(cards.nth(2).getByText("View Details", { exact: true })).toHaveCSS("opacity", "0");
  });

  test("'View Details' appears when a card gets keyboard focus", async ({ page }) => {
    await page.goto("/projects");
    const cards = featuredCards(page);
    const details = cards.first().getByText("View Details", { exact: true });
    await expect(details).toHaveCSS("opacity", "0");
    // Click the section's lead text, then Tab into the first card, as a keyboard user would.
    await featuredSection(page).getByText("A few of the products").click();
    await page.keyboard.press("Tab");
    await expect(cards.first().getByRole("link")).toBeFocused();
    await expect(details).toHaveCSS("opacity", "1");
    await page.keyboard.press("Tab");
    await expect(cards.nth(1).getByRole("link")).toBeFocused();
    await expect(cards.nth(1).getByText("View Details", { exact: true })).toHaveCSS("opacity", "1");
    await expect(details).toHaveCSS("opacity", "0");
  });

  test("the e-commerce card leads to the e-commerce case study", async ({ page }) => {
    await page.goto("/projects");
    await featuredCards(page).first().getByRole("link").click();
    await expect(page).toHaveURL("/projects/ecommerce-platform");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-commerce Platform");
  });

  test("lists every case study once: the featured three, then the others, each linking to its page", async ({
    page,
  }) => {
    await page.goto("/projects");
    const featuredSlugs = ["ecommerce-platform", "healthcare", "ai-analytics"];
    const others = caseStudies.filter((study) => !featuredSlugs.includes(study.slug));
    const list = page.getByRole("region", { name: "More case studies" });
    const links = list.getByRole("link");
    await expect(links).toHaveCount(others.length);
    for (const [index, study] of others.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/projects/${study.slug}`);
      await expect(links.nth(index)).toHaveAccessibleName(study.title);
    }
    // Client-side navigation loads the case study's prerendered data.
    await links.nth(1).click();
    await expect(page).toHaveURL("/projects/security-infrastructure");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Security Infrastructure Overhaul",
    );
    await expect(page.getByRole("heading", { name: "The challenge" })).toBeVisible();
    // The gallery comes with the page's data, as on a direct load.
    await expect(
      page.getByRole("region", { name: "Inside the system" }).getByRole("figure"),
    ).toHaveCount(2);
  });
});

test.describe("case study pages", () => {
  test("each case study tells the whole story, with its screenshots and diagrams captioned @phone", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const project of readProjects())
      await test.step(`/projects/${project.slug}`, async () => {
        // The specification's texts where it names the study, else its file's.
        const study = caseStudies.find(({ slug }) => slug === project.slug) ?? project;
        const gallery = project.gallery ?? [];
        const response = await page.goto(`/projects/${project.slug}`);
        expect(response?.status()).toBe(200);
        // Branded unless that would pass 70 characters.
        const branded = `${study.title}: Case Study | Nexora Technologies`;
        await expect(page).toHaveTitle(
          branded.length <= 70 ? branded : `${study.title}: Case Study`,
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        const hero = page.getByRole("region", { name: study.title });
        await expect(hero.getByText(study.category, { exact: true })).toBeVisible();
        await expect(hero.getByText("Client", { exact: true })).toBeVisible();

        const results = page.getByRole("region", { name: "Measured results" });
        await expect(results.getByRole("listitem")).toHaveCount(3);

        const challenge = page.getByRole("region", { name: "The challenge" });
        await expect(challenge.locator("p").last()).not.toBeEmpty();

        const approach = page.getByRole("region", { name: "Our approach" });
        expect(await approach.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
        await expect(approach.getByRole("listitem").first().getByRole("heading")).toBeVisible();

        const stack = page.getByRole("region", { name: "Technology stack" });
        expect(await stack.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
        await expect(stack.locator("blockquote")).toBeVisible();

        const services = page.getByRole("region", { name: "Related services" }).getByRole("link");
        expect(await services.count()).toBeGreaterThanOrEqual(1);
        for (const href of await services.evaluateAll((links) =>
          links.map((link) => link.getAttribute("href")),
        )) {
          expect(href).toMatch(/^\/services\/[a-z-]+$/);
        }

        await expectGetInTouch(page.getByRole("region", { name: "Facing a similar challenge?" }));
        await expect(page.getByRole("link", { name: "All projects" })).toHaveAttribute(
          "href",
          "/projects",
        );

        const section = page.getByRole("region", { name: "Inside the system" });
        await expect(
          section.getByRole("heading", { level: 2, name: "Inside the system" }),
        ).toBeVisible();
        await expect(section.getByRole("figure")).toHaveCount(gallery.length);
        for (const item of gallery) {
          // Each picture is a figure named by its caption, described by its alt text.
          const figure = section.getByRole("figure", { name: item.caption });
          await expect(figure.getByText(item.caption!, { exact: true })).toBeVisible();
          await expect(
            figure.getByText(item.kind === "diagram" ? "Diagram" : "Screen", { exact: true }),
          ).toBeVisible();
          const img = figure.getByRole("img", { name: item.alt, exact: true });
          // Below the fold: lazy, and sized before it arrives, so nothing shifts.
          await expect(img).toHaveAttribute("loading", "lazy");
          const width = Number(await img.getAttribute("width"));
          const height = Number(await img.getAttribute("height"));
          expect(width).toBeGreaterThan(0);
          expect(width / height).toBeCloseTo(1.6, 1);
          await img.scrollIntoViewIfNeeded();
          await expect(img).toBeVisible();
          await expect
            .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
            .toBeGreaterThan(0);
          // Shown whole in its 16:10 frame, inside the page's width.
          const box = (await img.boundingBox())!;
          expect(box.width / box.height).toBeCloseTo(1.6, 1);
          expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
          // The picture opens its largest file, to read a diagram's small print.
          await expect(figure.getByRole("link", { name: item.alt })).toHaveAttribute(
            "href",
            /^\/assets\/.+\.webp$/,
          );
        }
      });
  });

  test("an unknown case study is the 404 page", async ({ page }) => {
    const response = await page.goto("/projects/no-such-project");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page Not Found")).toBeVisible();
  });
});

test.describe("case study galleries", () => {
  test("two pictures side by side on a wide screen, one above the other on a phone", async ({
    page,
  }) => {
    await page.goto("/projects/healthcare");
    const figures = page.getByRole("region", { name: "Inside the system" }).getByRole("figure");
    await figures.first().scrollIntoViewIfNeeded();
    const [first, second] = [
      (await figures.nth(0).boundingBox())!,
      (await figures.nth(1).boundingBox())!,
    ];
    expect(second.y).toBeCloseTo(first.y, 0);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    await page.setViewportSize({ width: 375, height: 740 });
    const [top, below] = [
      (await figures.nth(0).boundingBox())!,
      (await figures.nth(1).boundingBox())!,
    ];
    expect(below.y).toBeGreaterThan(top.y + top.height);
    expect(below.x).toBeCloseTo(top.x, 0);
  });
});
