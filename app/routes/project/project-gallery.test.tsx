// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Gallery } from "~/components/gallery";
import type { GalleryPicture } from "~/content/project-gallery.server";
import { ProjectGallery } from "./project-gallery";

function picture(name: string, kind: GalleryPicture["kind"], caption: string): GalleryPicture {
  return {
    alt: `The ${name} of the system, described`,
    kind,
    caption,
    image: {
      width: 1200,
      height: 750,
      avif: `/assets/${name}-400.avif 400w`,
      webp: `/assets/${name}-400.webp 400w`,
      src: `/assets/${name}-400.webp`,
      placeholder: "data:image/webp;base64,UklGRg==",
    },
  };
}

const diagram = picture("diagram", "diagram", "How the parts fit together.");
const screen = picture("screen", "screenshot", "What a planner sees.");

function render(element: React.ReactElement) {
  const root = document.createElement("div");
  root.innerHTML = renderToStaticMarkup(element);
  return root;
}

describe("a case study's gallery section", () => {
  it("is headed 'Inside the system' and holds the pictures", () => {
    const root = render(<ProjectGallery pictures={[diagram, screen]} />);
    const section = root.querySelector("section")!;
    const heading = section.querySelector("h2")!;
    expect(heading.textContent).toBe("Inside the system");
    expect(section.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(section.querySelectorAll("figure")).toHaveLength(2);
  });

  it("leads with what the pictures are: diagrams, screens or both", () => {
    const lead = (pictures: GalleryPicture[]) =>
      render(<ProjectGallery pictures={pictures} />).querySelector("h2 + p")?.textContent;
    expect(lead([diagram, screen])).toBe("How it is built, and what its users see.");
    expect(lead([diagram])).toBe("How it is built.");
    expect(lead([screen])).toBe("What its users see.");
  });

  it("is absent without pictures: no heading, no empty slot", () => {
    expect(renderToStaticMarkup(<ProjectGallery pictures={[]} />)).toBe("");
    expect(renderToStaticMarkup(<Gallery pictures={[]} />)).toBe("");
  });
});
