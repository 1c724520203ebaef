import { paths, site } from "~/site";

/**
 * The `<link rel="alternate">` that lets browsers and feed readers find the blog's RSS feed,
 * as a meta descriptor: the pages add it from `meta`, so an unknown address's head stays the
 * not-found page's.
 */
export const feedLink = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: `${site.name} Blog`,
  href: paths.blogFeed,
} as const;
