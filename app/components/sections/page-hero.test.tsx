// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../test-support";
import { HeroBand, HeroHeading } from "./page-hero";

describe("HeroHeading", () => {
  it("is the page's h1 in the hero type, with the lead under it", () => {
    const root = renderMarkup(
      <HeroHeading id="service-title" lead="Move." offset="mt-2" leadWidth="max-w-xl">
        Cloud
      </HeroHeading>,
    );
    const h1 = root.querySelector("h1")!;
    expect(h1.id).toBe("service-title");
    expect(h1.textContent).toBe("Cloud");
    expect(h1.className).toBe("mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl");
    expect(h1.nextElementSibling!.className).toBe("mt-5 max-w-xl text-lg text-pretty text-muted");
    expect(h1.nextElementSibling!.textContent).toBe("Move.");
  });

  it("bounds the lead as the heading unless told otherwise, and centres both when asked", () => {
    const classes = (element: React.JSX.Element) => {
      const root = renderMarkup(element);
      return [root.querySelector("h1")!.className, root.querySelector("p")!.className];
    };
    expect(
      classes(
        <HeroHeading lead="Notes." width="max-w-3xl">
          Blog
        </HeroHeading>,
      ),
    ).toEqual([
      "mt-5 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl",
      "mt-5 max-w-3xl text-lg text-pretty text-muted",
    ]);
    const centred = (
      <HeroHeading lead="Notes." centred offset="mt-3" width="max-w-3xl" leadWidth="max-w-2xl">
        About
      </HeroHeading>
    );
    expect(classes(centred)).toEqual([
      "mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl",
      "mx-auto mt-5 max-w-2xl text-lg text-balance text-muted",
    ]);
    expect(renderMarkup(centred).querySelector("h1")!.hasAttribute("id")).toBe(false);
  });
});

describe("HeroBand", () => {
  it("is a section clear of the header, with the glow behind the page's width", () => {
    const band = renderMarkup(
      <HeroBand labelledBy="project-title">
        <h1 id="project-title">Case study</h1>
      </HeroBand>,
    ).firstElementChild!;
    expect(band.tagName).toBe("SECTION");
    expect(band.getAttribute("aria-labelledby")).toBe("project-title");
    expect(band.className).toBe("relative isolate overflow-hidden pt-32 pb-16 sm:pt-40 sm:pb-20");
    const [glow, container] = [...band.children];
    expect(glow!.getAttribute("aria-hidden")).toBe("true");
    expect(container!.className).toBe("container-page");
    expect(container!.querySelector("h1")?.textContent).toBe("Case study");
  });

  it("can be an article's header, with its own padding and width", () => {
    const band = renderMarkup(
      <HeroBand as="header" className="pt-32 pb-10" container="container-page max-w-5xl">
        <p>Post</p>
      </HeroBand>,
    ).firstElementChild!;
    expect(band.tagName).toBe("HEADER");
    expect(band.hasAttribute("aria-labelledby")).toBe(false);
    expect(band.className).toBe("relative isolate overflow-hidden pt-32 pb-10");
    expect(band.lastElementChild!.className).toBe("container-page max-w-5xl");
  });
});
