// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../test-support";
import { HeroBand, HeroHeading } from "./page-hero";

describe("HeroHeading", () => {
  it("is the page's h1 in the hero type, placed by the page, with the lead under it", () => {
    const root = renderMarkup(
      <HeroHeading id="service-title" title="Cloud" lead="Move." className="mt-2" />,
    );
    const h1 = root.querySelector("h1")!;
    expect(h1.id).toBe("service-title");
    expect(h1.textContent).toBe("Cloud");
    expect(h1.className).toBe("mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl");
    expect(h1.nextElementSibling!.className).toBe("mt-5 text-lg text-pretty text-muted");
    expect(h1.nextElementSibling!.textContent).toBe("Move.");
  });

  it("places the lead as the page asks, and has no id unless given one", () => {
    const root = renderMarkup(
      <HeroHeading title="Blog" lead="Notes." className="mx-auto" leadClassName="mx-auto mt-5" />,
    );
    expect(root.querySelector("h1")!.hasAttribute("id")).toBe(false);
    expect(root.querySelector("p")!.className).toBe("mx-auto mt-5 text-lg text-pretty text-muted");
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
