import { describe, expect, it } from "vitest";
import { byNewest, formatDate, slugFromFile, toPostMeta, type PostMeta } from "./post-meta";

const valid = {
  title: "The Future of AI",
  excerpt: "What changes next.",
  author: "Arjun Mehta",
  date: "2026-11-10",
  category: "Technology",
  image: "future-of-ai.svg",
  imageAlt: "A network of nodes leading to a checked workflow",
};

describe("toPostMeta", () => {
  it("types a complete front matter", () => {
    const { image, imageAlt, ...rest } = valid;
    expect(toPostMeta("future-of-ai", valid, 4)).toEqual({
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
    expect(toPostMeta("x", noCover, 1).cover).toBeUndefined();
  });

  it("names the post and the field when one is missing or empty", () => {
    const noAuthor = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== "author"));
    expect(() => toPostMeta("x", noAuthor, 1)).toThrow('post "x": front matter needs "author"');
    expect(() => toPostMeta("x", { ...valid, title: "  " }, 1)).toThrow(/needs "title"/);
  });

  it("rejects a bad date, an unknown category, a cover that is no file and one without alt", () => {
    expect(() => toPostMeta("x", { ...valid, date: "10/11/2026" }, 1)).toThrow(/YYYY-MM-DD/);
    expect(() => toPostMeta("x", { ...valid, date: "2026-13-45" }, 1)).toThrow(/YYYY-MM-DD/);
    expect(() => toPostMeta("x", { ...valid, category: "Cooking" }, 1)).toThrow(
      /Technology, Cloud, Security/,
    );
    expect(() => toPostMeta("x", { ...valid, image: "https://example.com/a.jpg" }, 1)).toThrow(
      /image must be a file name/,
    );
    expect(() => toPostMeta("x", { ...valid, imageAlt: "" }, 1)).toThrow(/needs "imageAlt"/);
  });
});

describe("helpers", () => {
  it("derives the slug from the file name", () => {
    expect(slugFromFile("./posts/cloud-trends.md")).toBe("cloud-trends");
  });

  it("formats dates the same way everywhere", () => {
    expect(formatDate("2026-11-10")).toBe("10 November 2026");
    expect(formatDate("2026-01-02")).toBe("2 January 2026");
  });

  it("sorts newest first", () => {
    const post = (slug: string, date: string): PostMeta => toPostMeta(slug, { ...valid, date }, 1);
    const sorted = [post("a", "2026-01-01"), post("b", "2026-03-01"), post("c", "2026-02-01")]
      .sort(byNewest)
      .map((p) => p.slug);
    expect(sorted).toEqual(["b", "c", "a"]);
  });
});
