// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../test-support";
import { CardGrid } from "./card-grid";

const grid = (count: number, ordered = false) =>
  renderMarkup(
    <CardGrid ordered={ordered}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>Card {i + 1}</li>
      ))}
    </CardGrid>,
  ).firstElementChild!;

describe("CardGrid", () => {
  it("sets four cards in one row of four on large screens", () => {
    expect(grid(4).className).toBe("mt-12 grid gap-6 sm:grid-cols-2 lg:mt-16 lg:grid-cols-4");
  });

  it("sets any other number of cards in rows of three", () => {
    for (const count of [1, 3, 6, 8, 12]) {
      expect(grid(count).className).toBe("mt-12 grid gap-6 sm:grid-cols-2 lg:mt-16 lg:grid-cols-3");
    }
  });

  it("holds the cards in a list, numbered when their order means something", () => {
    expect(grid(3).tagName).toBe("UL");
    expect(grid(4, true).tagName).toBe("OL");
    expect(grid(4, true).querySelectorAll(":scope > li")).toHaveLength(4);
  });
});
