// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { galleryPicture, renderMarkup } from "~/components/test-support";
import { Gallery } from "~/components/gallery";
import type { GalleryPicture } from "~/content/project-gallery.server";
import { ProjectGallery } from "./project-gallery";

const diagram = galleryPicture("diagram", "diagram", "How the parts fit together.");
const screen = galleryPicture("screen", "screenshot", "What a planner sees.");

describe("a case study's gallery section", () => {
  it("is headed 'Inside the system' and holds the pictures", () => {
    const root = renderMarkup(<ProjectGallery pictures={[diagram, screen]} />);
    const section = root.querySelector("section")!;
    const heading = section.querySelector("h2")!;
    expect(heading.textContent).toBe("Inside the system");
    expect(section.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(section.querySelectorAll("figure")).toHaveLength(2);
  });

  it("leads with what the pictures are: diagrams, screens or both", () => {
    const lead = (pictures: GalleryPicture[]) =>
      renderMarkup(<ProjectGallery pictures={pictures} />).querySelector("h2 + p")?.textContent;
    expect(lead([diagram, screen])).toBe("How it is built, and what its users see.");
    expect(lead([diagram])).toBe("How it is built.");
    expect(lead([screen])).toBe("What its users see.");
  });

  it("is absent without pictures: no heading, no empty slot", () => {
    expect(renderMarkup(<ProjectGallery pictures={[]} />).innerHTML).toBe("");
    expect(renderMarkup(<Gallery pictures={[]} />).innerHTML).toBe("");
  });
});
