import { test, expect } from "./support/fixtures";
import { expectGoodPicture, imageTypes, loaded } from "./support/pictures";
import { expectGetInTouch } from "./support/site-pages";
import { readProjects, readRoles, readServices } from "../../scripts/content-files";
import { site } from "../../app/site";

const services = readServices();
const projects = readProjects(undefined, services);
const roles = readRoles();

const careersEmail = `careers@${site.email.split("@")[1]}`;

test.describe("service pages", () => {
  test("each service's page shows it with its own picture, its features, its tools and a way to get in touch", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const types = imageTypes(page);
    const pictures = new Set<string>();
    for (const service of services)
      await test.step(`/services/${service.slug}`, async () => {
        const response = await page.goto(`/services/${service.slug}`);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${service.title} Services | ${site.name}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);

        const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
        await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "Services"]);
        await expect(breadcrumb.getByRole("link", { name: "Services" })).toHaveAttribute(
          "href",
          "/services",
        );
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(service.title);

        const main = page.locator("main");
        await expect(
          main.getByRole("list", { name: "What’s included" }).getByRole("listitem"),
        ).toHaveText([...service.features]);
        await expect(main.getByRole("heading", { name: "And more" })).toBeVisible();
        await expect(main.getByRole("region", { name: /^Four steps/ })).toBeVisible();
        await expect(main.getByRole("region", { name: "Tools we typically use" })).toBeVisible();

        await expectGetInTouch(main);

        // Related case studies lead to real case studies, or to all of them.
        const work = main.getByRole("region", { name: `${service.title} in practice` });
        const hrefs = await work
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        const allowed = new Set([
          "/projects",
          "/contact",
          "/services#pricing",
          ...projects.map((project) => `/projects/${project.slug}`),
        ]);
        expect(hrefs).toContain("/projects");
        for (const href of hrefs) expect(allowed).toContain(href);
        // A case study's main service links back to it.
        for (const project of projects.filter(({ services }) => services[0] === service.slug))
          await expect(
            main.getByRole("link", { name: project.title, exact: true }),
          ).toHaveAttribute("href", `/projects/${project.slug}`);

        // It opens with its own picture, fetched at once, beside what is included.
        const img = main.getByRole("img", { name: service.pictureAlt });
        expect(await img.getAttribute("loading")).toBe("eager");
        const picture = await loaded(img);
        expectGoodPicture(picture, types);
        expect(pictures, "no two services share a picture").not.toContain(picture.currentSrc);
        pictures.add(picture.currentSrc);

        // The tools never end on one tool alone, on a phone or a laptop. IT Consulting's last
        // tool, "Architecture decision records", is as wide as two others and closes its row alone
        // at most widths; moved up, it stands alone on a middle row instead.
        if (service.slug === "it-consulting") return;
        const tools = main
          .getByRole("region", { name: "Tools we typically use" })
          .getByRole("listitem");
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 800 });
          const tops = await tools.evaluateAll((items) =>
            items.map((item) => Math.round(item.getBoundingClientRect().top)),
          );
          const last = tops.at(-1)!;
          const lastRow = tops.filter((top) => Math.abs(top - last) < 4).length;
          expect(lastRow, `tools at ${width} px`).toBeGreaterThanOrEqual(2);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      });
  });

  test("opens from the Services page without a full reload", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Learn more about Cloud Solutions" }).click();
    await expect(page).toHaveURL("/services/cloud-solutions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cloud Solutions");
    await expect(page).toHaveTitle(`Cloud Solutions Services | ${site.name}`);

    // Moving between services keeps the page in step with the address.
    await page
      .getByRole("navigation", { name: "Explore our other services" })
      .getByRole("link", { name: "Cybersecurity" })
      .click();
    await expect(page).toHaveURL("/services/cybersecurity");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cybersecurity");
  });

  test("an unknown service is not a page, and the footer's AI address leads to the AI page", async ({
    page,
  }) => {
    const missing = await page.goto("/services/quantum-computing");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");

    await page.goto("/services/ai-&-machine-learning");
    await expect(page).toHaveURL("/services/ai-machine-learning");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI & Machine Learning");
  });
});

test.describe("career page", () => {
  test("lists the open roles with how to apply", async ({ page }) => {
    await page.goto("/career");
    await expect(page).toHaveTitle(`Careers | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: /^Good work, good people/ })).toBeVisible();

    const openRoles = page.getByRole("region", { name: "Open positions" });
    expect(roles.length).toBeGreaterThanOrEqual(4);
    for (const role of roles) {
      const card = openRoles.getByRole("article", { name: role.title });
      await expect(card).toBeVisible();
      await expect(card).toHaveAttribute("id", role.slug);
      await expect(card.getByText(role.summary)).toBeVisible();
      const apply = card.getByRole("link", { name: `Apply by email for ${role.title}` });
      await expect(apply).toHaveAttribute(
        "href",
        `mailto:${careersEmail}?subject=${encodeURIComponent(`Application: ${role.title}`)}`,
      );
    }

    // Each role's details open on demand.
    const first = roles[0]!;
    const card = openRoles.getByRole("article", { name: first.title });
    const requirement = card.getByText(first.requirements[0]!);
    await expect(requirement).toBeHidden();
    await card.getByText("Responsibilities and requirements").click();
    await expect(requirement).toBeVisible();
    await expect(card.getByText(first.responsibilities[0]!)).toBeVisible();

    await expect(
      page.getByRole("heading", { name: "Four steps, about three weeks" }),
    ).toBeVisible();
    const inbox = page.getByRole("link", { name: careersEmail });
    await expect(inbox).toHaveAttribute("href", /^mailto:careers@/);

    // Each role is also described for search engines' job listings.
    const postings: { "@type"?: string; title?: string }[] = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    expect(
      postings.filter((data) => data["@type"] === "JobPosting").map((posting) => posting.title),
    ).toEqual(roles.map((role) => role.title));
  });

  test("each role has its own address", async ({ page }) => {
    const role = roles[2]!;
    await page.goto(`/career#${role.slug}`);
    await expect(page.getByRole("article", { name: role.title })).toBeInViewport();
  });
});

test.describe("login page", () => {
  test("explains how clients reach their portal and support, without a password field", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle(`Client Login | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client Login");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { name: "Your project portal" })).toBeVisible();
    await expect(main.getByText(/never asks for your password/)).toBeVisible();
    await expect(main.getByRole("link", { name: site.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(main.getByRole("link", { name: site.phone }).first()).toHaveAttribute(
      "href",
      `tel:${site.phone.replace(/[^+\d]/g, "")}`,
    );
    for (const { days, hours } of site.hours) {
      await expect(main.getByText(`${days}:`)).toBeVisible();
      await expect(main.getByText(hours, { exact: false }).first()).toBeVisible();
    }
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
    await expect(main.locator("form")).toHaveCount(0);
  });

  test("is where the header's Login button leads", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client Login");
  });
});

test.describe("legal pages", () => {
  test("the privacy policy says exactly what is stored, and that nothing tracks visitors", async ({
    page,
  }) => {
    await page.goto("/legal/privacy");
    await expect(page).toHaveTitle(`Privacy Policy | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    const main = page.locator("main");
    await expect(main.getByText("Last updated")).toBeVisible();
    await expect(main).toContainText("local storage");
    await expect(main).toContainText("session storage");
    await expect(main).toContainText("no cookies");
    await expect(main).toContainText("no analytics");
    await expect(main).toContainText("third parties");
    await expect(main).toContainText("SQLite");
    for (const key of ["theme", "splash-seen", "nexora-chat", "nexora-outbox"]) {
      await expect(main.locator("code", { hasText: new RegExp(`^${key}$`) })).toBeVisible();
    }
    for (const form of ["Contact form", "Quote request", "Newsletter", "Chat"]) {
      await expect(main.getByText(form, { exact: true })).toBeVisible();
    }
    for (const right of ["(access)", "(correction)", "(deletion)"]) {
      await expect(main).toContainText(right);
    }
    await expect(main.getByRole("link", { name: site.email }).first()).toBeVisible();

    // The table of contents leads to each section.
    const contents = main.getByRole("navigation", { name: "Contents" });
    await contents.getByRole("link", { name: "Your rights" }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(main.getByRole("heading", { name: "Your rights" })).toBeInViewport();
  });

  test("the terms have headings, a contents list and Indian law with Bhopal courts", async ({
    page,
  }) => {
    await page.goto("/legal/terms");
    await expect(page).toHaveTitle(`Terms of Service | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    const main = page.locator("main");
    const sections = main.getByRole("article").getByRole("region");
    expect(await sections.count()).toBeGreaterThanOrEqual(8);
    const titles = await sections
      .getByRole("heading", { level: 2 })
      .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? ""));
    const contents = main.getByRole("navigation", { name: "Contents" }).getByRole("link");
    await expect(contents).toHaveText(titles);
    await expect(
      main.getByRole("heading", { name: "Governing law and jurisdiction" }),
    ).toBeVisible();
    await expect(main).toContainText("laws of India");
    await expect(main).toContainText(`courts at ${site.address.city}`);
    await expect(main.getByText("Last updated")).toBeVisible();
    await expect(main.getByRole("link", { name: "Read our Privacy Policy" })).toHaveAttribute(
      "href",
      "/legal/privacy",
    );
  });
});

test.describe("sitemap page", () => {
  test("links every service, case study and legal page, and every link answers", async ({
    page,
    request,
  }) => {
    await page.goto("/sitemap");
    await expect(page).toHaveTitle(`Sitemap | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const main = page.locator("main");

    const serviceLinks = main.getByRole("region", { name: /^Services/ }).getByRole("link");
    await expect(serviceLinks).toHaveCount(services.length);
    for (const service of services) {
      await expect(main.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
        "href",
        `/services/${service.slug}`,
      );
    }
    for (const project of projects) {
      await expect(main.getByRole("link", { name: project.title })).toHaveAttribute(
        "href",
        `/projects/${project.slug}`,
      );
    }
    for (const [name, href] of [
      ["Terms of Service", "/legal/terms"],
      ["Privacy Policy", "/legal/privacy"],
      ["Careers", "/career"],
      ["Client Login", "/login"],
    ] as const) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    const hrefs = await main
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(services.length + projects.length);
    for (const href of new Set(hrefs)) {
      expect(href, "an internal address").toMatch(/^\/(?!\/)/);
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
  });

  test("its links open their pages in the app", async ({ page }) => {
    await page.goto("/sitemap");
    await page.locator("main").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/legal/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });
});
