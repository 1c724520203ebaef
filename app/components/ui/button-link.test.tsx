// @vitest-environment jsdom
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../test-support";
import { ButtonLink } from "./button";

describe("ButtonLink", () => {
  it("ends its label with an arrow onward when asked, and only then", () => {
    const link = (arrow: boolean) =>
      renderMarkup(
        <MemoryRouter>
          <ButtonLink to="/services" variant="secondary" arrow={arrow}>
            View all services
          </ButtonLink>
        </MemoryRouter>,
      ).querySelector("a")!;
    const withArrow = link(true);
    expect(withArrow.getAttribute("href")).toBe("/services");
    expect(withArrow.textContent).toBe("View all services");
    expect(withArrow.lastElementChild?.tagName.toLowerCase()).toBe("svg");
    expect(withArrow.lastElementChild?.getAttribute("class")).toContain("size-4");
    expect(link(false).children).toHaveLength(0);
  });
});
