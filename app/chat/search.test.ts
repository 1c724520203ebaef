import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { indexTerms } from "./normalise";
import { createSearch, editDistance } from "./search";
import { buildSections } from "./sections";

const sections = buildSections().filter((section) => !section.intentOnly);
const fields = ["title", "keywords", "text"] as const;
const documents = sections.map((section) => ({
  id: section.id,
  fields: fields.map((field) => indexTerms(section[field]).join(" ")),
}));
const boosts = { title: 3, keywords: 1.5, text: 1 };
const fuzzy = (term: string) => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2);
const prefix = (term: string) => term.length >= 4;
const boostDocument = (id: string) => (id.startsWith("legal:") ? 0.5 : 1);

/** The library the search was written after, set up as the chat set it up. */
const reference = new MiniSearch<{ id: string; fields: readonly string[] }>({
  fields: [...fields],
  storeFields: [],
  extractField: (document, field) =>
    field === "id" ? document.id : document.fields[fields.indexOf(field as "text")]!,
  tokenize: (text) => text.split(" "),
  processTerm: (term) => term || null,
  searchOptions: {
    boost: boosts,
    combineWith: "OR",
    fuzzy: (term) => fuzzy(term) || false,
    prefix,
    maxFuzzy: 2,
    boostDocument: (id) => boostDocument(String(id)),
  },
});
reference.addAll(documents);

const search = createSearch(documents, {
  fields: Object.entries(boosts),
  fuzzy,
  prefix,
  boostDocument,
});

describe("the chat's search", () => {
  it("ranks as MiniSearch does: same sections, scores and matched words, in the same order", () => {
    // Queries of the site's own words, with typos, prefixes and words it never uses.
    const words = [
      ...new Set(documents.flatMap((document) => document.fields.join(" ").split(" "))),
    ];
    const queries = [
      "price cloud migrat",
      "secur audit complianc iso",
      "clod servr cost",
      "mobil app develop android",
      "privacy delet my data",
      "careers remot engineer salary",
      "zzzz qqqq",
      "",
      ...words
        .filter((_, index) => index % 7 === 0)
        .map((word, index) => {
          const other = words[(index * 31) % words.length]!;
          return `${word} ${other.slice(0, -1)} ${other.replace(/[aeiou]/, "")}`;
        }),
    ];
    // (as text: the scores to twelve digits, as the two add a section's scores for a word's
    // forms in different orders, and its matched words in alphabetical order, as MiniSearch lists
    // them in its term tree's order and the chat in its index's)
    const text = (hits: readonly { id: string | number; score: number; match: object }[]) =>
      JSON.stringify(
        hits.map(({ id, score, match }) => [
          String(id),
          score.toPrecision(12),
          Object.entries(match).sort(([a], [b]) => a.localeCompare(b)),
        ]),
      );
    for (const query of queries) {
      expect(text(search(query)), query).toBe(text(reference.search(query)));
    }
  });

  it("finds nothing in an empty index", () => {
    expect(
      createSearch([], { fields: [["text", 1]], fuzzy, prefix, boostDocument })("cloud"),
    ).toEqual([]);
  });
});

describe("editDistance", () => {
  it("counts each letter added, dropped or changed as one, as MiniSearch does", () => {
    expect(editDistance("clod", "cloud", 2)).toBe(1);
    expect(editDistance("servr", "server", 2)).toBe(1);
    expect(editDistance("andriod", "android", 2)).toBe(2);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
  });

  it("stops at one more than its limit", () => {
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("cat", "catalogue", 2)).toBe(3);
  });

  it("with a typing cost, counts two swapped neighbours as one and a change as it says", () => {
    const typed = (x: string, y: string) => (x === "q" || y === "q" ? 1 : 2);
    expect(editDistance("andriod", "android", 2, typed)).toBe(1);
    expect(editDistance("qat", "cat", 2, typed)).toBe(1);
    expect(editDistance("bat", "cat", 2, typed)).toBe(2);
  });
});
