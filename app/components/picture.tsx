import type { ReactNode } from "react";
import type { ContentPicture } from "~/content/pictures";
import { cn } from "./ui/cn";

/** How wide a card's picture is shown: a third of the page, half on tablets, all on phones. */
export const cardSizes =
  "(min-width: 1280px) 390px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw";

/**
 * Every picture on the site: AVIF and WebP at several widths through `<picture>`, the browser
 * choosing by `sizes`; the intrinsic width and height on the `<img>`, and a blurred placeholder
 * under it until it arrives. Lazy and asynchronous unless it is the page's largest element
 * (`priority`), which is fetched first instead.
 *
 * Without a picture (none supplied yet) it shows `fallback`, the site's designed artwork for
 * the slot (see `Artwork`), never an empty box.
 * The box's shape comes from `className` (an aspect ratio or a size); the picture covers it.
 */
export function Picture({
  picture,
  sizes,
  priority = false,
  fit = "cover",
  fallback,
  className,
}: {
  picture: ContentPicture | undefined;
  /** How wide the picture is shown, e.g. "(min-width: 1024px) 400px, 100vw". */
  sizes: string;
  /** The page's largest element: not lazy, fetched with high priority. */
  priority?: boolean;
  /** "cover" fills the box (photos, screens); "contain" shows it whole, unblurred (logos). */
  fit?: "cover" | "contain";
  /** What to show when there is no picture: designed artwork with the same shape. */
  fallback: ReactNode;
  className?: string;
}) {
  if (!picture) return fallback;
  const { image, alt } = picture;
  return (
    <div className={cn("relative isolate overflow-hidden", className)}>
      {fit === "cover" && (
        <img
          src={image.placeholder}
          alt=""
          aria-hidden="true"
          width={image.width}
          height={image.height}
          className="absolute inset-0 size-full scale-110 object-cover blur-xl"
        />
      )}
      <picture>
        <source type="image/avif" srcSet={image.avif} sizes={sizes} />
        <source type="image/webp" srcSet={image.webp} sizes={sizes} />
        <img
          src={image.src}
          alt={alt}
          width={image.width}
          height={image.height}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "auto" : "async"}
          fetchPriority={priority ? "high" : undefined}
          className={cn(
            "absolute inset-0 size-full",
            fit === "cover" ? "object-cover" : "object-contain",
          )}
        />
      </picture>
    </div>
  );
}
