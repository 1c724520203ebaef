// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { galleryPicture, renderMarkup } from "./test-support";
import type { GalleryPicture } from "~/content/project-gallery.server";
import { Gallery } from "./gallery";

const diagram = galleryPicture("diagram", "diagram", "How the parts fit together.");
const screen = galleryPicture("screen", "screenshot", "What a planner sees.");
const third = galleryPicture("console", "screenshot");

describe("Gallery", () => {
  it("shows each picture as a figure with its caption, lazily loaded and sized", () => {
    const root = renderMarkup(<Gallery pictures={[diagram, screen]} />);
    const figures = [...root.querySelectorAll("li > figure")];
    expect(figures).toHaveLength(2);
    const [first] = figures;
    const img = first!.querySelector("picture img")!;
    expect(img.getAttribute("alt")).toBe(diagram.alt);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "750"]);
    expect(first!.querySelector("figcaption")?.textContent).toBe(
      "DiagramHow the parts fit together.",
    );
    // The picture opens its largest file, for the small print of a diagram.
    expect(first!.querySelector("a")?.getAttribute("href")).toBe("/assets/diagram-1200.webp");
    expect(figures[1]!.querySelector("figcaption")?.textContent).toContain("What a planner sees.");
  });

  it("lays out one picture wide, two in a pair and three in threes", () => {
    const list = (pictures: GalleryPicture[]) =>
      renderMarkup(<Gallery pictures={pictures} />).querySelector("ul")!.className;
    expect(list([diagram])).toContain("max-w-4xl");
    expect(list([diagram])).not.toContain("grid-cols");
    expect(list([diagram, screen])).toContain("md:grid-cols-2");
    expect(list([diagram, screen])).not.toContain("lg:grid-cols-3");
    expect(list([diagram, screen, third])).toContain("lg:grid-cols-3");
    const sizes = (pictures: GalleryPicture[]) =>
      renderMarkup(<Gallery pictures={pictures} />)
        .querySelector("source")
        ?.getAttribute("sizes");
    expect(sizes([diagram])).toContain("896px");
    expect(sizes([diagram, screen])).toContain("592px");
  });

  it("a picture without a caption still says what kind it is", () => {
    const caption = renderMarkup(<Gallery pictures={[third]} />).querySelector("figcaption");
    expect(caption?.textContent).toBe("Screen");
  });
});
