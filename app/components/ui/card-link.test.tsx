// @vitest-environment jsdom
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../test-support";
import { TitleLink } from "./card-link";

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
