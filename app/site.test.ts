import { describe, expect, it } from "vitest";
import { labelToSlug, phoneHref, quickLinks } from "./site";

describe("labelToSlug", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(labelToSlug("About Us")).toBe("about-us");
    expect(labelToSlug("Software Development")).toBe("software-development");
  });

  it("keeps other characters as they are, as the footer's addresses do", () => {
    expect(labelToSlug("AI & Machine Learning")).toBe("ai-&-machine-learning");
  });

  it("folds runs of spaces and trims the ends", () => {
    expect(labelToSlug("  IT   Consulting ")).toBe("it-consulting");
  });
});

describe("site links", () => {
  it("builds the footer's quick links from their labels", () => {
    expect(quickLinks.map((link) => link.to)).toEqual([
      "/about-us",
      "/services",
      "/projects",
      "/blog",
      "/career",
      "/contact",
    ]);
  });

  it("dials the phone number without spaces", () => {
    expect(phoneHref).toMatch(/^tel:\+\d{10,13}$/);
  });
});
