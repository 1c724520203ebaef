import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readPosts } from "../../scripts/content-files";
import { renderMarkdown } from "../../scripts/markdown-plugin";
import { slugFromFile } from "~/text";
import { byNewest, postCategories, type PostMeta } from "./post";
import { loadPosts } from "./post-schema";

// The posts as the build sees them: each Markdown file rendered and its front matter checked.
const posts = readPosts().map((meta) => ({
  meta,
  ...renderMarkdown(readFileSync(new URL(`./posts/${meta.slug}.md`, import.meta.url), "utf8")),
}));

describe("blog posts", () => {
  it("has the three posts the Blog page links to, one per category", () => {
    expect(posts.map((post) => post.meta.slug).sort()).toEqual([
      "cloud-trends",
      "cybersecurity-practices",
      "future-of-ai",
    ]);
    expect(posts.map((post) => post.meta.category).sort()).toEqual(
      postCategories.map((category) => category.name).sort(),
    );
  });

  it.each(posts)("$meta.slug is a full article with sections and lists", (post) => {
    expect(post.words).toBeGreaterThanOrEqual(600);
    expect(post.words).toBeLessThanOrEqual(900);
    expect(post.headings.filter((heading) => heading.depth === 2).length).toBeGreaterThanOrEqual(4);
    expect(post.html).toMatch(/<(ul|ol)>/);
    expect(post.meta.excerpt.length).toBeLessThan(220);
  });

  it.each(posts)("$meta.slug links only to pages of this site", (post) => {
    const hrefs = [...post.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z]/);
  });
});

const valid = {
  title: "The Future of AI",
  excerpt: "What changes next.",
  author: "Arjun Mehta",
  date: "2026-11-10",
  category: "Technology",
  image: "future-of-ai.svg",
  imageAlt: "A network of nodes leading to a checked workflow",
};
const covers = { "./images/posts/future-of-ai.svg": "future-of-ai.svg" };
const load = (frontmatter: Record<string, unknown>, file = "./posts/x.md") =>
  loadPosts({ [file]: { frontmatter, readingMinutes: 4 } }, covers)[0]!;
const without = (key: string) =>
  Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key));

describe("the post schema", () => {
  it("types a complete front matter", () => {
    const { image, imageAlt, ...rest } = valid;
    expect(load(valid, "./posts/future-of-ai.md")).toEqual({
      slug: "future-of-ai",
      ...rest,
      cover: { file: image, alt: imageAlt },
      readingMinutes: 4,
    });
  });

  it("leaves the cover out when the post names none, so its artwork is drawn", () => {
    const noCover = Object.fromEntries(
      Object.entries(valid).filter(([key]) => key !== "image" && key !== "imageAlt"),
    );
    expect(load(noCover).cover).toBeUndefined();
  });

  it("names the file and the field when one is missing or empty", () => {
    expect(() => load(without("author"))).toThrow(
      /^app\/content\/posts\/x\.md: front matter field "author"/,
    );
    expect(() => load({ ...valid, title: "  " })).toThrow(/"title" must not be empty/);
  });

  it("rejects a bad date, an unknown category, a cover that is no file, a missing one and one without alt", () => {
    expect(() => load({ ...valid, date: "10/11/2026" })).toThrow(/"date" must be a date/);
    expect(() => load({ ...valid, date: "2026-13-45" })).toThrow(/"date" must be a date/);
    expect(() => load({ ...valid, category: "Cooking" })).toThrow(
      /"category" must be one of Technology, Cloud, Security/,
    );
    expect(() => load({ ...valid, image: "https://example.com/a.jpg" })).toThrow(
      /"image" must be a file name/,
    );
    expect(() => load({ ...valid, image: "missing.svg" })).toThrow(
      /"image" names "missing.svg", which is not in app\/content\/images\/posts/,
    );
    expect(() => load(without("imageAlt"))).toThrow(
      /"imageAlt" is required when there is an image/,
    );
  });

  it("derives the slug from the file name and sorts newest first", () => {
    expect(slugFromFile("./posts/cloud-trends.md")).toBe("cloud-trends");
    const post = (slug: string, date: string): PostMeta =>
      load({ ...valid, date }, `./posts/${slug}.md`);
    const sorted = [post("a", "2026-01-01"), post("b", "2026-03-01"), post("c", "2026-02-01")]
      .sort(byNewest)
      .map((p) => p.slug);
    expect(sorted).toEqual(["b", "c", "a"]);
  });
});
