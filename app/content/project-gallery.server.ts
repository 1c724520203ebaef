/**
 * A case study's gallery, the screenshots and diagrams under "Inside the system": files in
 * ./images/projects/gallery/, named, described and captioned by its front matter (`gallery`).
 * Until the client's screenshots arrive, our own drawings (scripts/artwork/gallery.ts).
 *
 * Server only: the case study's loader resolves its own pictures at build time, so the page's
 * data carries its two or three pictures and the browser's JavaScript none of them, nor their
 * words (./project-entries.ts leaves the field out).
 */
import type { GalleryItem } from "./project-schema";
import type { ContentPicture, PictureSource } from "./pictures";

// Only the `gallery` field of each file, checked with the rest when the site is built.
const galleries = import.meta.glob<{ gallery?: GalleryItem[] }>("./projects/*.md", {
  eager: true,
  import: "frontmatter",
  query: { pick: "gallery" },
});

// Every file in the folder, through the image pipeline.
const files = import.meta.glob<PictureSource>(
  "./images/projects/gallery/*.{svg,png,jpg,jpeg,webp,avif}",
  { eager: true, import: "default", query: "?picture" },
);

/** One picture of a gallery: the image, what it shows, and what to notice in it. */
export type GalleryPicture = ContentPicture &
  Pick<GalleryItem, "kind"> & { caption: string | undefined };

/** A case study's gallery as its front matter lists it, if it has one. */
export function galleryOf(slug: string): GalleryItem[] | undefined {
  return galleries[`./projects/${slug}.md`]?.gallery;
}

/** A case study's gallery, in its front matter's order; a file that is missing is left out. */
export function projectGallery(slug: string): GalleryPicture[] {
  return (galleryOf(slug) ?? []).flatMap(({ file, kind, alt, caption }) => {
    const image = files[`./images/projects/gallery/${file}`];
    return image ? [{ image, alt, kind, caption }] : [];
  });
}
