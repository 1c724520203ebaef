// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../test-support";
import { HeroHeading } from "./page-hero";

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
