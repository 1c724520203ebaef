// @vitest-environment jsdom
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../test-support";
import { paths } from "~/site";
import { Pagination } from "./pagination";

const render = (listing: "blog" | "projects", page: number, pages: number) =>
  renderMarkup(
    <MemoryRouter>
      <Pagination listing={listing} page={page} pages={pages} />
    </MemoryRouter>,
  );

describe("Pagination", () => {
  it("names the listing's pages and links to the pages either side, in its own words", () => {
    const nav = render("blog", 2, 3).querySelector("nav")!;
    expect(nav.getAttribute("aria-label")).toBe("Blog pages");
    const links = [...nav.querySelectorAll("a")];
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Newer posts", paths.blogPage(1)],
      ["Older posts", paths.blogPage(3)],
    ]);
    expect(nav.textContent).toContain("Page 2 of 3");
  });

  it("has no link back from the first page, none on from the last, and is absent for one page", () => {
    const first = render("projects", 1, 2).querySelector("nav")!;
    expect(first.getAttribute("aria-label")).toBe("Case study pages");
    expect([...first.querySelectorAll("a")].map((link) => link.textContent)).toEqual([
      "More case studies",
    ]);
    const last = render("projects", 2, 2).querySelector("nav")!;
    expect([...last.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      paths.projectsPage(1),
    ]);
    expect(render("blog", 1, 1).innerHTML).toBe("");
  });
});
