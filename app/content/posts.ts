import { byNewest, toPostMeta, slugFromFile, type PostMeta } from "./post-meta";

// Only the front matter and reading time of each post: lists never carry article bodies.
const frontmatters = import.meta.glob<Record<string, string>>("./posts/*.md", {
  eager: true,
  import: "frontmatter",
});
const readingMinutes = import.meta.glob<number>("./posts/*.md", {
  eager: true,
  import: "readingMinutes",
});

/**
 * Every post, newest first. A post is a Markdown file in ./posts: its file name is its slug
 * (/blog/{slug}) and its front matter is checked by `toPostMeta` when the site is built.
 */
export const posts: readonly PostMeta[] = Object.entries(frontmatters)
  .map(([file, data]) => toPostMeta(slugFromFile(file), data, readingMinutes[file] ?? 1))
  .sort(byNewest);

export function postBySlug(slug: string): PostMeta | undefined {
  return posts.find((post) => post.slug === slug);
}
