/**
 * For component tests (jsdom): markup rendered as the prerender writes it, and pictures shaped as
 * the image pipeline gives them.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { GalleryPicture } from "~/content/project-gallery.server";

/** The element's prerendered markup, inside a detached element to query. */
export function renderMarkup(element: ReactElement): HTMLDivElement {
  const root = document.createElement("div");
  root.innerHTML = renderToStaticMarkup(element);
  return root;
}

/** A gallery picture named `name`, 1200×750, in AVIF and WebP 400 and 1200 px wide. */
export function galleryPicture(
  name: string,
  kind: GalleryPicture["kind"],
  caption?: string,
): GalleryPicture {
  const srcset = (format: string) =>
    [400, 1200].map((width) => `/assets/${name}-${width}.${format} ${width}w`).join(", ");
  return {
    alt: `The ${name} of the system, described`,
    kind,
    caption,
    image: {
      width: 1200,
      height: 750,
      avif: srcset("avif"),
      webp: srcset("webp"),
      src: `/assets/${name}-400.webp`,
      placeholder: { columns: 1, colors: ["#0f172a"] },
    },
  };
}
