import { expect, type APIRequestContext, type Locator } from "@playwright/test";

/** Every page the site offers, read from its sitemap.xml as a crawler would, as local paths. */
export async function sitePages(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!.replaceAll("&amp;", "&")).pathname,
  );
}

/** The two ways to get in touch that close a page's content: Contact Us and Get a Quote. */
export async function expectGetInTouch(scope: Locator): Promise<void> {
  await expect(scope.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(scope.getByRole("link", { name: "Get a Quote" }).first()).toHaveAttribute(
    "href",
    "/quotation",
  );
}
