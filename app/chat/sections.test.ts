import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../scripts/markdown-plugin";
import { paths } from "~/site";
import { buildSections } from "./sections";

const sections = buildSections();

describe("the chat's index", () => {
  it("has unique ids and cites only this site's pages", () => {
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
    for (const section of sections) {
      expect(section.source.href, section.id).toMatch(/^\/(?!\/)/);
      expect(section.paragraphs.join(" ").length, section.id).toBeGreaterThan(10);
      expect(section.paragraphs.join(" "), section.id).not.toMatch(/undefined|\{|\}/);
    }
  });

  it.each([
    ["service FAQs", "service:software-development:faq:0"],
    ["service 'and more' lists", "service:ui-ux-design:more:2"],
    ["how a service is delivered", "service:cloud-solutions:delivery"],
    ["case studies", "project:healthcare"],
    ["jobs", "careers:data-engineer"],
    ["how to apply", "careers:apply"],
    ["process steps", "process"],
    ["regions", "company:regions"],
    ["contact FAQ", "faq:3"],
    ["what happens after a message", "contact:next-steps"],
    ["pricing", "pricing:dedicated-team"],
    ["portal", "portal"],
    ["privacy policy", "legal:privacy:no-cookies"],
    ["terms", "legal:terms:governing-law"],
  ])("covers %s", (_, id) => {
    expect(sections.map((section) => section.id)).toContain(id);
  });

  it("quotes a case study's measured results before how it was done, and searches them", () => {
    const approach = sections.find(
      (section) => section.id === "project:security-infrastructure:approach",
    );
    expect(approach?.paragraphs[0]).toBe(
      'Measured results in "Security Infrastructure Overhaul": 7 months to ISO 27001 certification, 100% of staff on phishing-resistant MFA, 15 min median time to detect incidents. How we did it:',
    );
    expect(approach?.text).toContain("median time to detect incidents");
    expect(approach?.points?.[0]).toBe("Risk assessment");
  });

  it("says how long a case study took once, even when its result says it", () => {
    const paragraphs = (id: string) => sections.find((section) => section.id === id)?.paragraphs;
    expect(paragraphs("project:security-infrastructure")?.[1]).toBe(
      "A digital lending fintech regulated by the RBI. Result: Certified to ISO 27001 in 7 months.",
    );
    expect(paragraphs("project:ecommerce-platform")?.[1]).toBe(
      "A fashion retailer with 60 stores across India. Result: 2.3× online revenue in one year, in 6 months.",
    );
  });

  it("reads the legal pages' headings and prose, with the company's facts filled in", () => {
    const privacy = sections.filter((section) => section.id.startsWith("legal:privacy:"));
    expect(privacy.length).toBeGreaterThanOrEqual(8);
    const law = sections.find((section) => section.id === "legal:terms:governing-law");
    expect(law?.text).toContain("laws of India");
    expect(law?.text).toContain("Bhopal");
    expect(law?.source.href).toBe(`${paths.terms}#governing-law`);
  });

  it.each(["privacy", "terms"])("names legal page %s by its own title", (slug) => {
    const source = readFileSync(new URL(`../content/legal/${slug}.md`, import.meta.url), "utf8");
    const legal = sections.filter((section) => section.id.startsWith(`legal:${slug}:`));
    expect(legal.length).toBeGreaterThan(0);
    for (const section of legal) {
      expect(section.source.label).toBe(renderMarkdown(source).frontmatter.title);
    }
  });

  it("splits each post by heading, with the anchors the article pages use", () => {
    const source = readFileSync(
      new URL("../content/posts/future-of-ai.md", import.meta.url),
      "utf8",
    );
    const { headings, frontmatter } = renderMarkdown(source);
    expect(headings.some((heading) => heading.depth === 3)).toBe(true);
    const post = sections.filter((section) => section.id.startsWith("post:future-of-ai"));
    expect(post.map((section) => section.source.href)).toEqual([
      paths.post("future-of-ai"),
      ...headings.map((heading) => `${paths.post("future-of-ai")}#${heading.id}`),
    ]);
    expect(post[0]?.title).toBe(frontmatter.title);
    // (its answer says who wrote it)
    expect(post[0]?.paragraphs[0]).toContain(`, by ${String(frontmatter.author)}:`);
  });
});
