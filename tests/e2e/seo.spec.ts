/**
 * What search engines and link previews read: each page's title, description, canonical
 * address, Open Graph and Twitter tags, picture and JSON-LD, checked against what the page
 * shows; and the sitemap, robots.txt and the 404 page's noindex.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import routes from "../../app/routes";
import { site } from "../../app/site";
import { sitePages as collectionPages, staticPathsOf } from "../../scripts/content-files";
import { test, expect } from "./support/fixtures";
import { appStarted } from "./support/hydration";
import { sitePages } from "./support/site-pages";

type JsonLd = Record<string, unknown> & { "@type"?: string | string[] };

const types = (data: JsonLd) => [data["@type"] ?? []].flat();
const ofType = (blocks: JsonLd[], type: string) => blocks.filter((b) => types(b).includes(type));

/** Every page of the site, from its content: what the sitemap must list, no more, no less. */
const expectedPages = collectionPages(staticPathsOf(routes))
  .filter((path) => path !== "/404" && path !== "/blog/rss.xml")
  .sort();

const canonicalOf = (path: string) => new URL(path, site.url).href;

/** The opening hours as schema.org states them, derived from the site config's own words. */
function expectedOpeningHours() {
  const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const expand = (days: string) => {
    const [first, last = first] = days.split("-");
    return week.slice(week.indexOf(first!), week.indexOf(last!) + 1);
  };
  return site.hours.flatMap((slot) =>
    "opens" in slot
      ? [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: expand(slot.days),
            opens: slot.opens,
            closes: slot.closes,
          },
        ]
      : [],
  );
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("latin1"), "IHDR chunk").toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** What a page's head says: the page's own, or that of `html` as served, parsed without a run. */
async function head(page: Page, html?: string) {
  return page.evaluate((served) => {
    const document =
      served === undefined ? window.document : new DOMParser().parseFromString(served, "text/html");
    const all = (selector: string) =>
      [...document.head.querySelectorAll(selector)].map(
        (el) => el.getAttribute("content") ?? el.getAttribute("href") ?? "",
      );
    const meta: Record<string, string[]> = {};
    for (const key of [
      "og:title",
      "og:description",
      "og:url",
      "og:image",
      "og:type",
      "twitter:card",
      "twitter:image",
      "description",
      "robots",
    ]) {
      meta[key] = all(`meta[property="${key}"], meta[name="${key}"]`);
    }
    return {
      title: document.title,
      canonical: all('link[rel="canonical"]'),
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      ),
    };
  }, html);
}

const visibleText = async (page: Page, selector: string) =>
  (await page.locator(selector).allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());

test.describe("as a crawler reads each page (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  test("every sitemap page has its own title, description, canonical address, preview tags and picture", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    const images = new Map<string, string>();
    for (const path of await sitePages(request)) {
      // What a crawler reads is all in the HTML as served: it is parsed, not loaded as a page.
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const { title, canonical, meta } = await head(page, await response.text());

      expect(title, `${path} title`).not.toBe("");
      expect(titles.get(title), `${path} shares its title with`).toBeUndefined();
      titles.set(title, path);

      expect(meta.description, `${path} meta description`).toHaveLength(1);
      const description = meta.description![0]!;
      expect(description.length, `${path} description "${description}"`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${path} description "${description}"`).toBeLessThanOrEqual(170);

      expect(canonical, `${path} canonical`).toEqual([canonicalOf(path)]);
      for (const key of [
        "og:title",
        "og:description",
        "og:url",
        "og:image",
        "og:type",
        "twitter:card",
      ])
        expect(meta[key], `${path} ${key}`).toHaveLength(1);
      expect(meta["og:url"], `${path} og:url`).toEqual([canonicalOf(path)]);
      expect(meta["og:description"], `${path} og:description`).toEqual([description]);
      expect(meta["og:type"]![0], `${path} og:type`).toMatch(/^(website|article)$/);
      expect(meta["twitter:card"], `${path} twitter:card`).toEqual(["summary_large_image"]);
      expect(meta.robots ?? [], `${path} robots`).not.toContainEqual(
        expect.stringContaining("noindex"),
      );

      const image = new URL(meta["og:image"]![0]!);
      expect(image.origin, `${path} og:image`).toBe(site.url);
      expect(image.pathname, `${path} og:image`).toMatch(/^\/og\/[\w-]+\.png$/);
      expect(meta["twitter:image"], `${path} twitter:image`).toEqual([image.href]);
      expect(images.get(image.pathname), `${path} shares its picture with`).toBeUndefined();
      images.set(image.pathname, path);

      const png = await request.get(image.pathname);
      expect(png.status(), image.pathname).toBe(200);
      expect(png.headers()["content-type"], image.pathname).toBe("image/png");
      expect(pngSize(await png.body()), image.pathname).toEqual({ width: 1200, height: 630 });
    }
    expect(titles.size).toBe(expectedPages.length);
  });

  test("every page's JSON-LD parses, names the company in Bhopal and matches what the page shows", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    for (const path of await sitePages(request)) {
      // The HTML as served, laid out without its styles, scripts or pictures: what a crawler
      // reads, in a third of the time that loading the page takes.
      await page.setContent(await (await request.get(path)).text());
      const { title, jsonLd } = await head(page);
      const blocks = jsonLd.map((text, i) => {
        let data: unknown;
        expect(() => (data = JSON.parse(text)), `${path} JSON-LD block ${i}`).not.toThrow();
        return data as JsonLd;
      });
      for (const block of blocks)
        expect(block["@context"], `${path} ${types(block).join()} @context`).toBe(
          "https://schema.org",
        );

      // The company, on every page, with the facts of the site config.
      const organization = ofType(blocks, "Organization");
      expect(organization, `${path} Organization`).toHaveLength(1);
      expect(types(organization[0]!), path).toEqual(
        expect.arrayContaining(["Organization", "ProfessionalService"]),
      );
      expect(organization[0], `${path} Organization`).toMatchObject({
        name: site.name,
        url: site.url,
        telephone: site.phone,
        email: site.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: site.address.street,
          addressLocality: "Bhopal",
          addressRegion: site.address.region,
          postalCode: site.address.postalCode,
          addressCountry: site.address.countryCode,
        },
        openingHoursSpecification: expectedOpeningHours(),
      });

      const h1 = (await visibleText(page, "h1"))[0] ?? "";
      const segments = path.split("/").filter(Boolean);
      const breadcrumbs = ofType(blocks, "BreadcrumbList");
      if (segments.length >= 2) {
        expect(breadcrumbs, `${path} BreadcrumbList`).toHaveLength(1);
        const items = breadcrumbs[0]!.itemListElement as {
          position: number;
          name: string;
          item: string;
        }[];
        expect(
          items.map((item) => item.position),
          `${path} breadcrumb positions`,
        ).toEqual(items.map((_, i) => i + 1));
        expect(items[0], `${path} first crumb`).toMatchObject({
          name: "Home",
          item: `${site.url}/`,
        });
        const last = items.at(-1)!;
        expect(last.item, `${path} last crumb`).toBe(canonicalOf(path));
        const brandless = title.replace(` | ${site.name}`, "");
        expect([h1, brandless], `${path} last crumb "${last.name}"`).toContain(last.name);
        for (const crumb of items.slice(0, -1)) {
          const parent = await request.get(new URL(crumb.item).pathname);
          expect(parent.status(), `${path} crumb ${crumb.item}`).toBe(200);
        }
      } else {
        expect(breadcrumbs, `${path} is a top-level page`).toEqual([]);
      }

      if (path === "/contact") {
        const faq = ofType(blocks, "FAQPage");
        expect(faq, "/contact FAQPage").toHaveLength(1);
        const entries = faq[0]!.mainEntity as {
          name: string;
          acceptedAnswer: { text: string };
        }[];
        const region = page.getByRole("region", { name: "Frequently Asked Questions" });
        const questions = (await region.locator("summary").allTextContents()).map((q) => q.trim());
        const answers = (await region.locator("details > p").allTextContents()).map((a) =>
          a.trim(),
        );
        expect(questions).toHaveLength(5);
        expect(entries.map((entry) => entry.name)).toEqual(questions);
        expect(entries.map((entry) => entry.acceptedAnswer.text)).toEqual(answers);
      }

      if (segments[0] === "services" && segments.length === 2) {
        const service = ofType(blocks, "Service");
        expect(service, `${path} Service`).toHaveLength(1);
        expect(service[0]!.name, `${path} Service name`).toBe(h1);
        expect(service[0]!.url, `${path} Service url`).toBe(canonicalOf(path));
        expect(service[0]!.provider, `${path} Service provider`).toEqual({
          "@id": organization[0]!["@id"],
        });
      }

      if (segments[0] === "blog" && segments.length === 2) {
        const article = ofType(blocks, "Article");
        expect(article, `${path} Article`).toHaveLength(1);
        expect(article[0]!.headline, `${path} headline`).toBe(h1);
        expect(article[0]!.mainEntityOfPage, `${path} mainEntityOfPage`).toBe(canonicalOf(path));
        const author = (article[0]!.author as { name?: string } | undefined)?.name ?? "";
        expect(author, `${path} author`).not.toBe("");
        await expect(
          page.locator("main").getByText(author).first(),
          `${path} shows its author`,
        ).toBeVisible();
      }

      if (path === "/career") {
        const roleTitles = (
          await page
            .getByRole("region", { name: "Open positions" })
            .locator("article h3")
            .allInnerTexts()
        ).map((text) => text.trim());
        expect(roleTitles.length).toBeGreaterThan(0);
        expect(
          ofType(blocks, "JobPosting").map((posting) => posting.title),
          "/career JobPostings",
        ).toEqual(roleTitles);
      }
    }
  });

  test("the 404 page asks not to be indexed and names no canonical address", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    const { meta, canonical } = await head(page);
    expect(meta.robots).toEqual([expect.stringContaining("noindex")]);
    expect(canonical).toEqual([]);
  });
});

async function canonicalAndRobots(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  return {
    status: response.status(),
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&"),
    noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
    notFound: /<title>Page Not Found\b/.test(html),
  };
}

test("sitemap.xml lists exactly the site's canonical pages, each answering 200", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    loc!.replaceAll("&amp;", "&"),
  );
  expect(new Set(locs).size, "no address twice").toBe(locs.length);
  for (const loc of locs) expect(loc.startsWith(`${site.url}/`), loc).toBe(true);

  const paths = await sitePages(request);
  expect([...paths].sort()).toEqual(expectedPages);
  for (const path of paths) {
    const page = await canonicalAndRobots(request, path);
    expect(page.status, path).toBe(200);
    expect(page.notFound, `${path} is the 404 page`).toBe(false);
    expect(page.noindex, `${path} is noindex`).toBe(false);
    expect(page.canonical, `${path} names itself canonical`).toBe(canonicalOf(path));
  }
});

test("robots.txt lets crawlers in and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines, "the whole site is not closed").not.toContain("Disallow: /");
  expect(lines).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  // Nothing a page needs is closed to crawlers: only the form API.
  const disallowed = lines
    .filter((line) => line.startsWith("Disallow:"))
    .map((line) => line.slice("Disallow:".length).trim())
    .filter(Boolean);
  for (const path of await sitePages(request))
    for (const rule of disallowed) expect(path.startsWith(rule), `${path} vs ${rule}`).toBe(false);
});

test("with JavaScript, moving between pages keeps the head in step with the page", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page).toHaveTitle(`Contact Us | ${site.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    canonicalOf("/contact"),
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    canonicalOf("/contact"),
  );
  const blocks = async () => {
    const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
    return texts.map((text) => JSON.parse(text) as JsonLd);
  };
  await expect.poll(async () => ofType(await blocks(), "FAQPage").length).toBe(1);
  expect(ofType(await blocks(), "Organization")).toHaveLength(1);

  await page.getByRole("banner").getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL("/services");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    canonicalOf("/services"),
  );
  await expect.poll(async () => ofType(await blocks(), "FAQPage").length).toBe(0);
  expect(ofType(await blocks(), "Organization")).toHaveLength(1);
});

test("the home page links the site's icon as a file; other pages carry it, and keep one icon once the app runs", async ({
  page,
  request,
}) => {
  const icon = await (await request.get("/favicon.svg")).text();
  const asked: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname === "/favicon.svg") asked.push(sent.url());
  });
  await page.goto("/about");
  const link = page.locator('link[rel="icon"]');
  await expect(link).toHaveCount(1);
  const inPage = await link.getAttribute("href");
  expect(inPage).toMatch(/^data:image\/svg\+xml,/);
  // The same picture as the file: what a browser draws from the address is the file's SVG.
  const drawn = decodeURIComponent(inPage!.slice("data:image/svg+xml,".length));
  expect(drawn).toBe(icon.trim());
  await appStarted(page);
  await page.getByRole("banner").getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL("/services");
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute("href", inPage!);
  expect(asked).toEqual([]);

  const home = await request.get("/");
  expect(await home.text()).toContain(
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  );
});
