// @vitest-environment jsdom
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { galleryPicture, renderMarkup } from "~/components/test-support";
import type { ContentPicture } from "~/content/pictures";
import { serviceBySlug } from "~/content/services";
import { ServiceHero } from "./service-hero";

const devops = serviceBySlug("devops")!;
const hero = (picture: ContentPicture | undefined) =>
  renderMarkup(
    <MemoryRouter>
      <ServiceHero service={devops} picture={picture} />
    </MemoryRouter>,
  );

describe("a service's hero", () => {
  it("shows the service's picture, sized, described and fetched at once, not the artwork", () => {
    const root = hero({
      ...galleryPicture("pipeline", "screenshot"),
      alt: "A release moving through the pipeline",
    });
    const img = root.querySelector("picture img")!;
    expect(img.getAttribute("alt")).toBe("A release moving through the pipeline");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "750"]);
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(root.querySelector('picture source[type="image/avif"]')?.getAttribute("sizes")).toBe(
      "(min-width: 1280px) 548px, (min-width: 1024px) 42vw, 92vw",
    );
    expect(root.querySelector('[role="img"][aria-label="Illustration for DevOps"]')).toBeNull();
  });

  it("falls back to the designed artwork, the same shape, when the service has no picture", () => {
    const root = hero(undefined);
    expect(root.querySelector("picture")).toBeNull();
    const artwork = root.querySelector('[role="img"][aria-label="Illustration for DevOps"]');
    expect(artwork?.getAttribute("class")).toContain("aspect-[16/10]");
    expect(root.querySelector("#included-title")?.textContent).toBe("What’s included");
  });
});
