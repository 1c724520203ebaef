/**
 * The blog's schema: what a post's front matter must say, its categories and how posts are
 * listed. Plain TypeScript, so the build's Node side (react-router.config.ts) and tests can load
 * a folder of posts with it too; the app reads the loaded collection from ./posts.ts.
 */
import * as v from "valibot";
import { checkFrontMatter, fileError, slugFromFile, text } from "./collection.ts";

/** The blog's categories, in the order the Blog page introduces them, with their pages' slugs. */
export const postCategories = [
  { name: "Technology", slug: "technology", icon: "brain" },
  { name: "Cloud", slug: "cloud", icon: "cloud" },
  { name: "Security", slug: "security", icon: "shield" },
] as const;
export type PostCategory = (typeof postCategories)[number]["name"];

/** How many posts a listing page shows before it continues on the next page. */
export const postsPerPage = 9;
/** How many of the newest posts "Latest Insights" shows. */
export const latestCount = 3;

/** An h2 or h3 of a post's body, for its table of contents. */
export type PostHeading = { id: string; text: string; depth: number };

/** A cover's file, under app/content/images/posts/. */
const coverFile = /^[\w-]+\.(svg|png|jpe?g|webp|avif)$/;

/** What a post's front matter must say. */
export const postSchema = v.pipe(
  v.object({
    title: text,
    excerpt: text,
    author: text,
    /** The day it was published, YYYY-MM-DD. */
    date: v.pipe(v.string(), v.isoDate("must be a date written YYYY-MM-DD")),
    category: v.picklist(
      postCategories.map((category) => category.name),
      `must be one of ${postCategories.map((category) => category.name).join(", ")}`,
    ),
    /** A file in app/content/images/posts/; without one the post shows designed artwork. */
    image: v.optional(
      v.pipe(
        v.string(),
        v.regex(
          coverFile,
          "must be a file name in app/content/images/posts/ (SVG, PNG, JPEG, WebP or AVIF)",
        ),
      ),
    ),
    /** What the cover shows, in words: required with an image. */
    imageAlt: v.optional(text),
  }),
  v.forward(
    v.check((data) => !data.image || Boolean(data.imageAlt), "is required when there is an image"),
    ["imageAlt"],
  ),
);

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

/**
 * Checks every post's front matter and returns the posts, newest first. A missing or wrong
 * field, or a cover that is not in `covers`, throws naming the file and the field, so the build
 * fails instead of publishing a broken post.
 */
export function loadPosts(
  modules: Record<string, PostModule>,
  covers: Record<string, unknown>,
): PostMeta[] {
  return Object.entries(modules)
    .map(([file, module]) => {
      const { image, imageAlt, ...data } = checkFrontMatter(postSchema, file, module.frontmatter);
      if (image && !(`./images/posts/${image}` in covers)) {
        throw fileError(
          file,
          `front matter field "image" names "${image}", which is not in app/content/images/posts/`,
        );
      }
      return {
        slug: slugFromFile(file),
        ...data,
        ...(image ? { cover: { file: image, alt: imageAlt ?? "" } } : {}),
        readingMinutes: module.readingMinutes,
      };
    })
    .sort(byNewest);
}

/** The seed of a post's fallback artwork (its colours and shapes): its category and slug. */
export function postArtworkSeed(post: Pick<PostMeta, "slug" | "category">): string {
  return `${post.category}/${post.slug}`;
}

export function categoryOf(name: PostCategory) {
  return postCategories.find((category) => category.name === name)!;
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
