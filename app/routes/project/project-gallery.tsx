import { Gallery } from "~/components/gallery";
import { Section } from "~/components/sections/section";
import type { GalleryPicture } from "~/content/project-gallery.server";

/**
 * "Inside the system": the case study's screenshots and diagrams, below its story. A case
 * study without any has no such section at all.
 */
export function ProjectGallery({ pictures }: { pictures: readonly GalleryPicture[] }) {
  if (pictures.length === 0) return null;
  const kinds = new Set(pictures.map((picture) => picture.kind));
  const lead =
    kinds.size > 1
      ? "How it is built, and what its users see."
      : kinds.has("diagram")
        ? "How it is built."
        : "What its users see.";
  return (
    <Section
      id="gallery"
      eyebrow="Screens and diagrams"
      title="Inside the system"
      lead={lead}
      className="border-t border-border"
    >
      <Gallery pictures={pictures} className="mt-12" />
    </Section>
  );
}
