import { services } from "~/content/services";

/**
 * The service a /services/{slug} address names. Only the twelve known slugs have a route
 * (see routes.ts), so an unknown one is a programming error, not a visitor's typo.
 */
export function serviceFromPath(pathname: string): (typeof services)[number] {
  const slug = decodeURIComponent(pathname.split("/").filter(Boolean).at(-1) ?? "");
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No service page for "${pathname}"`);
  return service;
}
