/**
 * A blog post as lists, feeds and article pages show it: its categories, how posts are listed,
 * and a post from its file's front matter. Plain TypeScript without the schema (./post-schema.ts
 * checks the files on the build's side), for the app and the build's Node side alike.
 */

import { slugFromFile } from "../text.ts";
import { paths } from "../site.ts";

/**
 * The blog's categories, in the order the Blog page introduces them, with their pages' slugs and
 * the line that opens each category's page.
 */
export const postCategories = [
  {
    name: "Technology",
    slug: "technology",
    icon: "brain",
    lead: "How AI, automation and new tools change the way a business works, and how to adopt them for measurable results rather than for the headlines.",
  },
  {
    name: "Cloud",
    slug: "cloud",
    icon: "cloud",
    lead: "Moving to and running on AWS, Azure and Google Cloud: architecture, cost and reliability, from the engineers who migrate and operate these systems.",
  },
  {
    name: "Security",
    slug: "security",
    icon: "shield",
    lead: "Protecting your systems, data and customers: practical security for growing companies that have no large security team of their own.",
  },
] as const;
export type PostCategory = (typeof postCategories)[number]["name"];

/** How many posts a listing page shows before it continues on the next page. */
export const postsPerPage = 9;
/** How many of the newest posts "Latest Insights" shows. */
export const latestCount = 3;

/** An h2 or h3 of a post's body, for its table of contents. */
export type PostHeading = { id: string; text: string; depth: number };

/** What lists, feeds and article pages know about a post: its front matter, checked. */
export type PostMeta = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  category: PostCategory;
  cover?: { file: string; alt: string };
  readingMinutes: number;
};

/** What the Markdown plugin gives for each file (see scripts/markdown-plugin.ts). */
export type PostModule = { frontmatter: Record<string, unknown>; readingMinutes: number };

/** Newest first; ties broken by title so the order never depends on file order. */
export function byNewest(a: PostMeta, b: PostMeta): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}

/** A post from its file's front matter, as its schema checks it. */
export function toPost(
  file: string,
  data: Omit<PostMeta, "slug" | "cover" | "readingMinutes"> & { image?: string; imageAlt?: string },
  readingMinutes: number,
): PostMeta {
  const { image, imageAlt, ...rest } = data;
  return {
    slug: slugFromFile(file),
    ...rest,
    ...(image ? { cover: { file: image, alt: imageAlt ?? "" } } : {}),
    readingMinutes,
  };
}

/** The seed of a post's fallback artwork (its colours and shapes): its category and slug. */
export function postArtworkSeed(post: Pick<PostMeta, "slug" | "category">): string {
  return `${post.category}/${post.slug}`;
}

export function categoryOf(name: PostCategory) {
  return postCategories.find((category) => category.name === name)!;
}

/** The listing page of a post's category. */
export function categoryHref(post: Pick<PostMeta, "category">): string {
  return paths.blogCategory(categoryOf(post.category).slug);
}

/**
 * The posts past "Latest Insights", split into listing pages: page 1 sits on /blog below the
 * newest three, page n on /blog/page/n.
 */
export function archivePages<T>(all: readonly T[]): T[][] {
  const rest = all.slice(latestCount);
  const pages: T[][] = [];
  for (let start = 0; start < rest.length; start += postsPerPage) {
    pages.push(rest.slice(start, start + postsPerPage));
  }
  return pages;
}
