import { paths, site } from "~/site";

/** The `<link rel="alternate">` that lets browsers and feed readers find the blog's RSS feed. */
export const feedLink = {
  rel: "alternate",
  type: "application/rss+xml",
  title: `${site.name} Blog`,
  href: paths.blogFeed,
} as const;
