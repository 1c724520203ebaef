/**
 * A service's picture, atop its page: a file in ./images/services/ named and described by its
 * front matter (`picture`, `pictureAlt`). Until the company's own screenshots and photos arrive,
 * our own drawings (scripts/artwork/services.ts).
 *
 * Server only: the service's loader resolves its picture at build time, so the page's data
 * carries its one picture and the browser's JavaScript none of them, nor their words
 * (./service-entries.ts leaves the fields out).
 */
import type { ContentPicture, PictureSource } from "./pictures";

// Only the picture's fields of each file, checked with the rest when the site is built.
const fields = import.meta.glob<{ picture?: string; pictureAlt?: string }>("./services/*.md", {
  eager: true,
  import: "frontmatter",
  query: { pick: "picture,pictureAlt" },
});

// Every file in the folder, through the image pipeline.
const files = import.meta.glob<PictureSource>("./images/services/*.{svg,png,jpg,jpeg,webp,avif}", {
  eager: true,
  import: "default",
  query: "?picture",
});

/** A service's picture, if its front matter names one and the file is there. */
export function servicePicture(slug: string): ContentPicture | undefined {
  const { picture, pictureAlt } = fields[`./services/${slug}.md`] ?? {};
  const image = picture && files[`./images/services/${picture}`];
  return image ? { image, alt: pictureAlt ?? "" } : undefined;
}
