import type { APIRequestContext } from "@playwright/test";

/** Every page the site offers, read from its sitemap.xml as a crawler would, as local paths. */
export async function sitePages(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!.replaceAll("&amp;", "&")).pathname,
  );
}
