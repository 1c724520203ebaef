// @vitest-environment jsdom
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../test-support";
import { Section, SectionHeading } from "./section";
import { SplitSection } from "./split-section";

const words = { eyebrow: "Why us", title: "Why choose us", lead: "Reasons." };

describe("Section", () => {
  it("is labelled by its heading, named after the section's id, and centres it", () => {
    const root = renderMarkup(
      <Section id="why" {...words}>
        <p>Body</p>
      </Section>,
    );
    const section = root.querySelector("section#why")!;
    const heading = section.querySelector("h2")!;
    expect(heading.id).toBe("why-title");
    expect(section.getAttribute("aria-labelledby")).toBe("why-title");
    expect(heading.parentElement!.className).toContain("mx-auto text-center");
    expect(section.querySelector("h2 + p")?.textContent).toBe("Reasons.");
  });

  it("with an action, starts the heading and sets the link onward beside it", () => {
    const root = renderMarkup(
      <MemoryRouter>
        <Section id="work" {...words} action={{ to: "/projects", label: "View all projects" }}>
          <p>Body</p>
        </Section>
      </MemoryRouter>,
    );
    const row = root.querySelector("section > div > div")!;
    expect(row.querySelector("h2")!.parentElement!.className).not.toContain("text-center");
    const link = row.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/projects");
    expect(link.textContent).toBe("View all projects");
  });

  it("gives a heading set inside it the section's id, unless it names its own", () => {
    const root = renderMarkup(
      <Section id="stack">
        <SectionHeading eyebrow="Built with" title="Stack" />
        <SectionHeading id="other" eyebrow="Also" title="Other" />
      </Section>,
    );
    expect([...root.querySelectorAll("h2")].map((h) => h.id)).toEqual([
      "stack-title",
      "other-title",
    ]);
  });
});

describe("SplitSection", () => {
  it("puts the heading and what follows it in the first column, `beside` in the second", () => {
    const root = renderMarkup(
      <SplitSection id="story" columns="grid" {...words} beside={<aside />} below={<footer />}>
        <p>Under the heading</p>
      </SplitSection>,
    );
    const grid = root.querySelector("section .grid")!;
    const [first, second] = [...grid.children];
    expect(first!.querySelector("h2")?.id).toBe("story-title");
    expect(first!.lastElementChild!.textContent).toBe("Under the heading");
    expect(second!.tagName).toBe("ASIDE");
    expect(grid.nextElementSibling!.tagName).toBe("FOOTER");
  });

  it("without anything under the heading, makes the heading itself the first column", () => {
    const root = renderMarkup(
      <SplitSection id="overview" columns="grid" {...words} beside={<aside />} />,
    );
    const grid = root.querySelector("section .grid")!;
    expect(grid.children).toHaveLength(2);
    expect(grid.firstElementChild!.querySelector(":scope > h2")?.id).toBe("overview-title");
  });
});
