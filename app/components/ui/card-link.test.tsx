// @vitest-environment jsdom
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../test-support";
import { CardArrow, TitleLink } from "./card-link";

describe("TitleLink", () => {
  it("links the card's title and stretches over the card", () => {
    const link = renderMarkup(
      <MemoryRouter>
        <h3>
          <TitleLink to="/services/devops">DevOps</TitleLink>
        </h3>
      </MemoryRouter>,
    ).querySelector("h3 > a")!;
    expect(link.getAttribute("href")).toBe("/services/devops");
    expect(link.textContent).toBe("DevOps");
    expect(link.className).toContain("before:absolute before:inset-0");
  });
});

describe("CardArrow", () => {
  it("points onward and moves on the card's hover only where motion is welcome", () => {
    const arrow = (className?: string) =>
      renderMarkup(<CardArrow className={className} />)
        .querySelector("svg")!
        .getAttribute("class");
    expect(arrow()).toBe("size-4 transition-transform motion-safe:group-hover:translate-x-1");
    expect(arrow("size-5 text-primary")).toBe(
      "size-5 text-primary transition-transform motion-safe:group-hover:translate-x-1",
    );
  });
});
