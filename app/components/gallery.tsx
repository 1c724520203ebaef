import type { GalleryPicture } from "~/content/project-gallery.server";
import { cardSizes, Picture } from "./picture";
import { cn } from "./ui/cn";

/** The words above each picture, by kind. */
const kindLabel = { screenshot: "Screen", diagram: "Diagram" } as const;

/**
 * How the pictures are laid out, by how many there are: one wide and centred, two or four in
 * pairs, three or more in threes on wide screens; always one column on phones. `sizes` tells
 * the browser how wide each is shown (the page is at most 1216 px wide inside its margins).
 */
function layoutFor(count: number): { grid: string; sizes: string } {
  if (count === 1) {
    return { grid: "mx-auto max-w-4xl", sizes: "(min-width: 1024px) 896px, 92vw" };
  }
  if (count === 2 || count === 4) {
    return {
      grid: "md:grid-cols-2",
      sizes: "(min-width: 1280px) 592px, (min-width: 768px) 46vw, 92vw",
    };
  }
  return { grid: "md:grid-cols-2 lg:grid-cols-3", sizes: cardSizes };
}

/** The largest file of a picture, for people who want to read a diagram's small print. */
function fullSize(picture: GalleryPicture): string {
  const largest = picture.image.webp.split(",").at(-1)?.trim().split(/\s+/)[0];
  return largest || picture.image.src;
}

/**
 * Screenshots and diagrams of a system, each a figure with its caption, lazily loaded (a
 * gallery sits below the fold). Nothing at all without pictures: no empty slot.
 */
export function Gallery({
  pictures,
  className,
}: {
  pictures: readonly GalleryPicture[];
  className?: string;
}) {
  if (pictures.length === 0) return null;
  const { grid, sizes } = layoutFor(pictures.length);
  return (
    <ul className={cn("grid gap-8", grid, className)}>
      {pictures.map((picture) => (
        <li key={picture.image.src} className="flex">
          <figure className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-lg shadow-primary/5">
            <a
              href={fullSize(picture)}
              className="group relative block border-b border-border focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-primary"
            >
              <Picture picture={picture} sizes={sizes} className="aspect-[16/10]" fallback={null} />
              <span className="absolute right-3 bottom-3 rounded-full bg-black/65 px-3 py-1 text-xs font-medium text-white backdrop-blur transition-opacity pointer-fine:opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100">
                <span aria-hidden="true">Full size</span>
                <span className="sr-only">, opens the full-size picture</span>
              </span>
            </a>
            <figcaption className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
              <span className="text-xs font-semibold tracking-wide text-accent uppercase">
                {kindLabel[picture.kind]}
              </span>
              {picture.caption ? <span className="text-pretty">{picture.caption}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
