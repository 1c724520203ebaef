import type { ReactNode } from "react";
import type { ContentPicture, Placeholder } from "~/content/pictures";
import { cn } from "./ui/cn";

/** How wide a card's picture is shown: a third of the page, half on tablets, all on phones. */
export const cardSizes =
  "(min-width: 1280px) 390px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw";

/**
 * Every picture on the site: AVIF and WebP at several widths through `<picture>`, the browser
 * choosing by `sizes`; the intrinsic width and height on the `<img>`, and a blurred placeholder
 * under it until it arrives, drawn in the page (it costs no request). Lazy and asynchronous
 * unless it is the page's largest element (`priority`), which is fetched first instead.
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
      {fit === "cover" && <Blurred placeholder={image.placeholder} />}
      {/* Until the app starts, a lazy picture away from the viewport is not laid out (app.css):
        positioned, it sizes nothing around it. */}
      <picture className={cn("absolute inset-0", !priority && "lazy-picture")}>
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

/** The placeholder's cells as an SVG stretched over the box and blurred into a colour wash. */
function Blurred({ placeholder: { columns, colors } }: { placeholder: Placeholder }) {
  const rows = Math.ceil(colors.length / columns);
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${columns} ${rows}`}
      preserveAspectRatio="none"
      className="absolute inset-0 size-full scale-110 blur-xl"
    >
      {colors.map((color, cell) => (
        <rect
          key={cell}
          x={cell % columns}
          y={Math.floor(cell / columns)}
          width="1"
          height="1"
          fill={color}
        />
      ))}
    </svg>
  );
}
