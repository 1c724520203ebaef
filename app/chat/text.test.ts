import { describe, expect, it } from "vitest";
import { conceptOf, stem, terms, tokens, words } from "./text";

describe("stem", () => {
  it.each([
    ["pricing", "price", "prices", "priced"],
    ["migration", "migrate", "migrating", "migrations"],
    ["optimisation", "optimise", "optimising", "optimised"],
    ["services", "service"],
    ["developers", "developer"],
    ["development", "developments"],
    ["enterprise", "enterprises"],
    ["searches", "search"],
  ])("brings %s and its family together", (...family) => {
    expect(new Set(family.map(stem)).size).toBe(1);
  });

  it("leaves short words, numbers and false plurals alone", () => {
    expect(stem("aws")).toBe("aws");
    expect(stem("27001")).toBe("27001");
    expect(stem("business")).toBe("business");
    expect(stem("analysis")).toBe("analysis");
    // "apply" is not "app" with an adverb's ending.
    expect(stem("apply")).not.toBe(stem("app"));
  });
});

describe("words", () => {
  it("joins hyphenated words, reads & as and and drops accents and apostrophes", () => {
    expect(words("E-commerce & Café's re-platforming")).toEqual([
      "e",
      "commerce",
      "ecommerce",
      "and",
      "cafe",
      "re",
      "platforming",
      "replatforming",
    ]);
  });

  it("reads phrases as one word however they are spaced", () => {
    expect(words("help desk")).toEqual(["helpdesk"]);
    expect(words("How do I log in?")).toContain("login");
  });
});

describe("terms", () => {
  it("drops common words and adds concepts and neighbouring pairs", () => {
    expect(tokens("Are you open on Saturday?").map((token) => token.term)).toEqual([
      "open",
      "saturday",
    ]);
    expect(terms("cloud migration")).toEqual([
      "cloud",
      "#cloud",
      "cloud_migrat",
      "migrat",
      "#migrat",
    ]);
  });

  it("files words visitors use for one idea under one concept", () => {
    const price = conceptOf(stem("price"));
    expect(price).toBeDefined();
    for (const word of ["cost", "budget", "pricing", "quote", "expensive"]) {
      expect(conceptOf(stem(word))).toBe(price);
    }
    expect(conceptOf(stem("saturday"))).toBe(conceptOf(stem("hours")));
    expect(conceptOf(stem("office"))).toBe(conceptOf(stem("address")));
    expect(conceptOf(stem("long"))).toBe(conceptOf(stem("duration")));
  });
});
