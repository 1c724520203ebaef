/**
 * Every link leads somewhere: a crawler follows the site's own links from the home page, as
 * a search engine would, and a visitor's clicks on the footer's alias addresses land on pages.
 */
import type { Page } from "@playwright/test";
import { redirects } from "../../app/site";
import { test, expect } from "./support/fixtures";
import { appStarted } from "./support/hydration";
import { sitePages } from "./support/site-pages";

/** The few entities React writes into attribute values. */
function decodeAttribute(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** The href of every <a> in a page's HTML. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map(([, href]) =>
    decodeAttribute(href!),
  );
}

const isNotFoundPage = (html: string) =>
  /<title>Page Not Found\b/.test(html) || /<h1[^>]*>\s*Page Not Found\s*<\/h1>/.test(html);

test("a crawler from / follows every internal link to a real page", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  /** Each address found, with the first page that links to it. */
  const found = new Map<string, string>([["/", "(start)"]]);
  /** Where each address ended up, after any redirects. */
  const landedOn = new Map<string, string>();
  const queue = ["/"];
  const problems: string[] = [];

  while (queue.length > 0) {
    const address = queue.shift()!;
    const response = await request.get(address);
    const final = new URL(response.url());
    landedOn.set(address, final.pathname + final.search);
    const isHtml = (response.headers()["content-type"] ?? "").startsWith("text/html");
    const html = isHtml ? await response.text() : "";
    const from = found.get(address);
    if (!response.ok())
      problems.push(`${address} answers ${response.status()} (linked from ${from})`);
    else if (isHtml && isNotFoundPage(html))
      problems.push(`${address} shows the 404 page (linked from ${from})`);
    if (!isHtml || final.origin !== origin) continue;

    for (const href of linksIn(html)) {
      const target = new URL(href, final);
      if (target.protocol === "mailto:" || target.protocol === "tel:") continue;
      if (target.origin !== origin) continue;
      const next = target.pathname + target.search;
      if (found.has(next)) continue;
      found.set(next, address);
      queue.push(next);
    }
  }

  console.log(
    `crawl: followed ${found.size} internal addresses to ${new Set(landedOn.values()).size} pages`,
  );
  expect(problems, "links that lead nowhere").toEqual([]);

  const landed = new Set(landedOn.values());
  const unreached = (await sitePages(request)).filter((path) => !landed.has(path));
  expect(unreached, "sitemap pages no link leads to").toEqual([]);

  for (const [alias, canonical] of Object.entries(redirects)) {
    expect(found.has(alias), `the site links to ${alias}`).toBe(true);
    expect(landedOn.get(alias), `${alias} leads to`).toBe(canonical);
  }
});

/** Records whether the 404 page ever shows, even for a moment, in the running app. */
async function watchFor404(page: Page) {
  await page.addInitScript(() => {
    const flag = window as unknown as { saw404?: boolean };
    new MutationObserver(() => {
      if (document.querySelector("h1")?.textContent?.trim() === "Page Not Found")
        flag.saw404 = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { saw404?: boolean }).saw404 === true);
}

for (const { label, nav, alias, heading } of [
  {
    label: "About Us",
    nav: "Quick Links",
    alias: "/about-us",
    heading: "About Nexora Technologies",
  },
  {
    label: "AI & Machine Learning",
    nav: "Services",
    alias: "/services/ai-&-machine-learning",
    heading: "AI & Machine Learning",
  },
] as const) {
  test(`in the app, the footer's ${label} (${alias}) opens ${redirects[alias]} without a 404`, async ({
    page,
  }) => {
    const saw404 = await watchFor404(page);
    await page.goto("/services");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });

    const link = page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: nav })
      .getByRole("link", { name: label, exact: true });
    await expect(link).toHaveAttribute("href", alias);
    // The app's own navigation, not the browser's: the footer only shows and never hydrates, and
    // once the app has started it hands its plain links to the router (before that, the server's
    // 301 handles the address, as the crawler journey shows).
    await appStarted(page);
    await link.click();
    await expect(page).toHaveURL(redirects[alias]!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page Not Found");
    await expect(page).not.toHaveTitle(/Page Not Found/);
    expect(await saw404(), "the 404 page flashed on the way").toBe(false);
    expect(documents, "the app navigated without reloading").toEqual([]);

    // The alias is not left in the history: Back returns to the page the visitor came from.
    await page.goBack();
    await expect(page).toHaveURL("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  });
}
