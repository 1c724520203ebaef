// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../test-support";
import { titleWords } from "./title-words";

const heading = (title: string) => renderMarkup(<h3>{titleWords(title)}</h3>).querySelector("h3")!;

describe("titleWords", () => {
  it("keeps a title's last two words together and its text unchanged", () => {
    const h3 = heading("Security Infrastructure Overhaul");
    expect(h3.textContent).toBe("Security Infrastructure Overhaul");
    expect(h3.querySelector("span.inline-block")?.textContent).toBe("Infrastructure Overhaul");
  });

  it("can hold the pair together only from a width up", () => {
    const h1 = renderMarkup(<h1>{titleWords("About Nexora Technologies", "sm:inline-block")}</h1>);
    expect(h1.querySelector("span")?.className).toBe("sm:inline-block");
  });

  it("leaves short titles and a last word after a joining word as they are", () => {
    for (const title of ["DevOps", "Cloud Solutions", "Development & Implementation"]) {
      const h3 = heading(title);
      expect(h3.textContent).toBe(title);
      expect(h3.querySelector("span")).toBeNull();
    }
  });
});
