/**
 * Pictures in the content. A picture is a file under `app/content/images/` imported with
 * `?picture` (`import cover from "./images/projects/x.svg?picture"`): the build turns it into
 * AVIF and WebP files at several widths (see scripts/images.ts) and the import gives this shape.
 * Photos (JPEG, PNG, WebP, AVIF) and drawings (SVG) go through the same pipeline.
 */
export type PictureSource = {
  /** Intrinsic size of the largest file; its aspect ratio is the picture's. */
  width: number;
  height: number;
  /** `srcset` of each format, e.g. "/assets/cover-400-a1b2c3.avif 400w, …". */
  avif: string;
  webp: string;
  /** For browsers without `<picture>`: a WebP of middle width. */
  src: string;
  /** Its colours in a few cells, drawn blurred until the picture arrives. */
  placeholder: Placeholder;
};

/**
 * The picture shrunk to a grid of a few cells, row by row, as "#rrggbb" colours: drawn as an
 * inline SVG rather than a data URI, so the page requests nothing for it (a data URI is a
 * request like any other, competing with the page's largest picture while the page loads).
 */
export type Placeholder = { columns: number; colors: string[] };

/** A picture and what it shows, in words, for people who cannot see it. */
export type ContentPicture = { image: PictureSource; alt: string };
