import type { PostMeta } from "./post-meta";
import type { ContentPicture, PictureSource } from "./pictures";

// Every file in the covers folder, through the image pipeline.
const files = import.meta.glob<PictureSource>("./images/posts/*.{svg,png,jpg,jpeg,webp,avif}", {
  eager: true,
  import: "default",
  query: "?picture",
});

/**
 * A post's cover picture, or undefined when its front matter names none (the page then draws
 * artwork). A cover named but not found fails the build, naming the post and the file.
 */
export function postCover(post: Pick<PostMeta, "slug" | "cover">): ContentPicture | undefined {
  if (!post.cover) return undefined;
  const image = files[`./images/posts/${post.cover.file}`];
  if (!image) {
    throw new Error(
      `post "${post.slug}": cover "${post.cover.file}" is not in app/content/images/posts/`,
    );
  }
  return { image, alt: post.cover.alt };
}
