import { test, expect } from "./support/fixtures";
import { readServices } from "../../scripts/content-files";
import { site } from "../../app/site";

const services = readServices();

/** The six steps, in order, exactly as the specification names them. */
const processSteps = [
  ["01", "Discovery & Planning"],
  ["02", "Strategy & Design"],
  ["03", "Development & Implementation"],
  ["04", "Testing & Quality Assurance"],
  ["05", "Deployment & Launch"],
  ["06", "Support & Optimization"],
] as const;

test.describe("services page", () => {
  // One load of the page, a step per section: a browser context and a page load cost more than the
  // checks.
  test("the services page, section by section", async ({ page }) => {
    await page.goto("/services");
    await test.step("opens with the 'Our Services' heading and a description for search engines", async () => {
      await expect(page).toHaveTitle("Our Services | Nexora Technologies");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        new RegExp(
          `^${services.length} IT services from ${site.name}, Bhopal: Software Development, Cloud Solutions`,
        ),
      );
    });

    await test.step("shows every service, each with four features and a 'Learn more' link", async () => {
      const cards = page
        .getByRole("region", { name: "Everything your business needs from technology" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3 }) });
      await expect(cards).toHaveCount(services.length);

      for (const [index, service] of services.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
        await expect(card.getByText(service.description)).toBeVisible();
        await expect(card.getByRole("listitem")).toHaveText([...service.features]);
        const link = card.getByRole("link");
        await expect(link).toHaveCount(1);
        await expect(link).toHaveText(`Learn more about ${service.title}`);
        await expect(link).toHaveAccessibleName(`Learn more about ${service.title}`);
        await expect(link).toHaveAttribute("href", `/services/${service.slug}`);
      }
    });

    await test.step("links the services the specification names to their addresses", async () => {
      for (const [title, slug] of [
        ["Software Development", "software-development"],
        ["Cloud Solutions", "cloud-solutions"],
        ["Cybersecurity", "cybersecurity"],
        ["Data Analytics", "data-analytics"],
        ["AI & Machine Learning", "ai-machine-learning"],
        ["Mobile Development", "mobile-development"],
      ]) {
        await expect(
          page.getByRole("link", { name: `Learn more about ${title}`, exact: true }),
        ).toHaveAttribute("href", `/services/${slug}`);
      }
    });

    await test.step("walks through 'Our Process' in six numbered steps", async () => {
      const process = page.getByRole("region", { name: "Our Process" });
      await expect(process.getByRole("heading", { level: 2 })).toHaveText("Our Process");
      const steps = process.getByRole("list").first().locator(":scope > li");
      await expect(steps).toHaveCount(6);
      for (const [index, [number, title]] of processSteps.entries()) {
        const step = steps.nth(index);
        await expect(step.getByText(number, { exact: true })).toBeVisible();
        await expect(step.getByRole("heading", { level: 3 })).toHaveText(title);
        await expect(step.getByRole("paragraph").nth(1)).not.toBeEmpty();
      }
      await expect(process.getByRole("heading", { level: 3 })).toHaveText(
        processSteps.map(([, title]) => title),
      );
    });

    await test.step("hero buttons jump to the services and to the process", async () => {
      await page.getByRole("link", { name: "How we work" }).click();
      await expect(page).toHaveURL(/\/services#process$/);
      await expect(page.getByRole("heading", { name: "Our Process" })).toBeInViewport();
    });

    // Last: it leaves the page.
    await test.step("ends with 'Ready to get started?' and a 'Contact Us' button to the contact page", async () => {
      const cta = page.getByRole("region", { name: "Ready to get started?" });
      await expect(cta.getByRole("heading", { level: 2 })).toHaveText("Ready to get started?");
      const contact = cta.getByRole("link", { name: "Contact Us" });
      await expect(contact).toHaveAttribute("href", "/contact");
      await contact.click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });

  test("fits a phone screen without sideways scrolling @phone", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    // The timeline is a single column: each step's card sits below the previous one.
    const cards = page.getByRole("region", { name: "Our Process" }).getByRole("article");
    const first = (await cards.nth(0).boundingBox())!;
    const second = (await cards.nth(1).boundingBox())!;
    expect(second.x).toBeCloseTo(first.x, 0);
    expect(second.y).toBeGreaterThan(first.y + first.height);
  });
});
