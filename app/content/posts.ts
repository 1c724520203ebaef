/**
 * The blog, one collection: a post is one Markdown file in ./posts (its name is its slug,
 * /blog/{slug}) whose YAML front matter is checked by ./post-schema.ts when the site is built;
 * its cover, if any, is a file in ./images/posts. Lists, the feed, the sitemap, the prerender
 * list and the chat all read posts from here, so a new post is one new file.
 */
import type { ContentPicture, PictureSource } from "./pictures";
import { byNewest, toPost, type PostHeading, type PostMeta, type PostModule } from "./post";

export * from "./post";

// Only the front matter and reading time of each post: lists never carry article bodies.
const frontmatters = import.meta.glob<PostModule["frontmatter"]>("./posts/*.md", {
  eager: true,
  import: "frontmatter",
});
const readingMinutes = import.meta.glob<number>("./posts/*.md", {
  eager: true,
  import: "readingMinutes",
});
const modules = Object.fromEntries(
  Object.entries(frontmatters).map(([file, frontmatter]) => [
    file,
    { frontmatter, readingMinutes: readingMinutes[file] ?? 1 },
  ]),
);
// Every file in the covers folder, through the image pipeline.
const coverFiles = import.meta.glob<PictureSource>(
  "./images/posts/*.{svg,png,jpg,jpeg,webp,avif}",
  { eager: true, import: "default", query: "?picture" },
);

/**
 * Every post, newest first. Unchecked here, so the schema stays out of the browser: every build
 * checks the files first (app/routes.ts reads them through scripts/content-files.ts, and a wrong
 * field or a missing cover stops it there).
 */
export const posts: readonly PostMeta[] = Object.entries(modules)
  .map(([file, module]) =>
    toPost(file, module.frontmatter as Parameters<typeof toPost>[1], module.readingMinutes),
  )
  .sort(byNewest);

/** A post's cover picture, or undefined when it has none (the page then draws artwork). */
export function postCover(post: Pick<PostMeta, "cover">): ContentPicture | undefined {
  const image = post.cover && coverFiles[`./images/posts/${post.cover.file}`];
  return image && post.cover ? { image, alt: post.cover.alt } : undefined;
}

type PostBody = { html: string; headings: PostHeading[] };

// Bodies load on demand, and only at build time: the article route's loader and the feed.
const bodies = import.meta.glob<PostBody>("./posts/*.md");

/** A post's body rendered to HTML at build time, with its h2/h3 headings. */
export async function loadPostBody(slug: string): Promise<PostBody | undefined> {
  const load = bodies[`./posts/${slug}.md`];
  if (!load) return undefined;
  const { html, headings } = await load();
  return { html, headings };
}
