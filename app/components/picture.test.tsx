// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderMarkup } from "./test-support";
import type { ContentPicture } from "~/content/pictures";
import { Artwork } from "./artwork";
import { Picture } from "./picture";

const cover: ContentPicture = {
  alt: "The migration console",
  image: {
    width: 1200,
    height: 750,
    avif: "/assets/c-400-a.avif 400w, /assets/c-800-b.avif 800w",
    webp: "/assets/c-400-c.webp 400w, /assets/c-800-d.webp 800w",
    src: "/assets/c-800-d.webp",
    placeholder: { columns: 2, colors: ["#102030", "#405060", "#708090", "#a0b0c0"] },
  },
};

const fallback = (
  <Artwork seed="x" icon="cloud" label="Illustration for X" className="aspect-video" />
);

describe("Picture", () => {
  it("offers AVIF, then WebP, at every width, sized, lazy and asynchronous below the fold", () => {
    const root = renderMarkup(<Picture picture={cover} sizes="50vw" fallback={fallback} />);
    const sources = [...root.querySelectorAll("picture source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources.map((s) => s.getAttribute("srcset"))).toEqual([
      cover.image.avif,
      cover.image.webp,
    ]);
    expect(sources.every((s) => s.getAttribute("sizes") === "50vw")).toBe(true);
    const img = root.querySelector("picture img")!;
    expect(img.getAttribute("alt")).toBe("The migration console");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "750"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
    // Not laid out away from the viewport until the app starts (app.css).
    expect(root.querySelector("picture")!.classList.contains("lazy-picture")).toBe(true);
    // The placeholder is drawn in the page, hidden, its cells in rows; it requests nothing, and
    // nothing is styled inline (strict CSP).
    const placeholder = root.querySelector("svg[aria-hidden]")!;
    expect(placeholder.getAttribute("viewBox")).toBe("0 0 2 2");
    expect(
      [...placeholder.querySelectorAll("rect")].map(
        (cell) =>
          `${cell.getAttribute("x")},${cell.getAttribute("y")} ${cell.getAttribute("fill")}`,
      ),
    ).toEqual(["0,0 #102030", "1,0 #405060", "0,1 #708090", "1,1 #a0b0c0"]);
    expect(root.querySelectorAll("img")).toHaveLength(1);
    expect(root.querySelector("[style]")).toBeNull();
  });

  it("fetches the page's largest picture first instead", () => {
    const img = renderMarkup(
      <Picture picture={cover} sizes="50vw" priority fallback={fallback} />,
    ).querySelector("picture img")!;
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.closest("picture")!.classList.contains("lazy-picture")).toBe(false);
  });

  it("shows the designed artwork when there is no picture, never an empty slot", () => {
    const root = renderMarkup(<Picture picture={undefined} sizes="50vw" fallback={fallback} />);
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector('[role="img"]')?.getAttribute("aria-label")).toBe(
      "Illustration for X",
    );
    expect(root.querySelector("svg")).not.toBeNull();
  });
});
