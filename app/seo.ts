import type { MetaDescriptor } from "react-router";
import { absoluteUrl, ogImagePath, paths, site } from "./site";
import { breadcrumbJsonLd, type JsonLd } from "./structured-data";

type PageMeta = {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  /** Structured data of the page itself; breadcrumbs are added for nested pages. */
  jsonLd?: JsonLd[];
  /** The page's name in breadcrumbs, when shorter than its title. */
  crumb?: string;
};

/**
 * A page's <title>, description, canonical address, Open Graph and Twitter tags (with the
 * page's own picture, drawn at build time) and its JSON-LD.
 */
export function pageMeta({
  title,
  description,
  path,
  type = "website",
  jsonLd = [],
  crumb = title,
}: PageMeta): MetaDescriptor[] {
  const branded = path === "/" ? `${site.name} | ${site.tagline}` : `${title} | ${site.name}`;
  // Search results cut titles near 70 characters: a long title goes without the brand.
  const fullTitle = branded.length <= 70 ? branded : title;
  const url = absoluteUrl(path);
  const image = absoluteUrl(ogImagePath(path));
  const breadcrumb = breadcrumbJsonLd(path, crumb);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${title} — ${site.name}` },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...[...jsonLd, ...(breadcrumb ? [breadcrumb] : [])].map((data) => ({ "script:ld+json": data })),
  ];
}

/**
 * The `<link rel="alternate">` that lets browsers and feed readers find the blog's RSS feed,
 * as a meta descriptor: the blog's pages add it from `meta`, so an unknown address's head stays
 * the not-found page's.
 */
export const feedLink = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: `${site.name} Blog`,
  href: paths.blogFeed,
} as const;
