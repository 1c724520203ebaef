/**
 * The blog's schema: what a post's front matter must say. Plain TypeScript, so the build's Node
 * side (app/routes.ts, through scripts/content-files.ts) and the tests check a folder of posts
 * with it; the app reads the posts from ./posts.ts.
 */
import * as v from "valibot";
import { checkFrontMatter, fileError, text } from "./collection.ts";
import { byNewest, postCategories, toPost, type PostMeta, type PostModule } from "./post.ts";

/** A cover's file, under app/content/images/posts/. */
const coverFile = /^[\w-]+\.(svg|png|jpe?g|webp|avif)$/;

/** What a post's front matter must say. */
const postSchema = v.pipe(
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
      const data = checkFrontMatter(postSchema, file, module.frontmatter);
      const { image } = data;
      if (image && !(`./images/posts/${image}` in covers)) {
        throw fileError(
          file,
          `front matter field "image" names "${image}", which is not in app/content/images/posts/`,
        );
      }
      return toPost(file, data, module.readingMinutes);
    })
    .sort(byNewest);
}
