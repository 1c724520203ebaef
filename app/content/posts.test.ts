import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../scripts/markdown-plugin";
import { postSlugs } from "./post-files.server";
import { postCategories, toPostMeta } from "./post-meta";

// The posts as the build sees them: each Markdown file rendered and its front matter checked.
const posts = postSlugs().map((slug) => {
  const rendered = renderMarkdown(
    readFileSync(new URL(`./posts/${slug}.md`, import.meta.url), "utf8"),
  );
  return { ...rendered, meta: toPostMeta(slug, rendered.frontmatter, rendered.readingMinutes) };
});

describe("blog posts", () => {
  it("has the three posts the Blog page links to, one per category", () => {
    expect(posts.map((post) => post.meta.slug)).toEqual([
      "cloud-trends",
      "cybersecurity-practices",
      "future-of-ai",
    ]);
    expect(posts.map((post) => post.meta.category).sort()).toEqual([...postCategories].sort());
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
