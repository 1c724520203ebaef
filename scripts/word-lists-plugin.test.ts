import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { shortList, shortWordLists } from "./word-lists-plugin";
import { sortedWords, stopwords } from "../app/chat/fold";

const transform = shortWordLists().transform as (
  source: string,
  id: string,
) => { code: string } | null;

/** The lists a file passes to `sortedWords`, as written. */
const listsIn = (file: string) =>
  [...file.matchAll(/\bsortedWords\(`([^`]*)`\)/g)].map(([, list]) => list!);

describe("word lists plugin", () => {
  it("writes a word that shares two letters or more with the one before as their number and the rest", () => {
    expect(shortList("aap aapka aapke\nab abhi about b")).toBe("aap 3ka 4e ab 2hi 2out b");
    expect(sortedWords("aap 3ka 4e ab 2hi 2out b")).toEqual(
      "aap aapka aapke ab abhi about b".split(" "),
    );
    // (a word written whole reads as itself: the source's lists need no plugin to be read)
    expect(sortedWords("aap aapka aapke")).toEqual(["aap", "aapka", "aapke"]);
    expect(() => shortList("ab 2fa")).toThrow(/2fa/);
  });

  it("leaves the chat the words fold.ts lists", () => {
    const path = "/work/app/chat/fold.ts";
    const source = readFileSync(new URL("../app/chat/fold.ts", import.meta.url), "utf8");
    const written = listsIn(source);
    const short = listsIn(transform(source, path)!.code);
    expect(written).toHaveLength(2);
    expect(short.map(sortedWords)).toEqual(written.map((list) => list.split(/\s+/)));
    expect(short.join(" ").length).toBeLessThan(written.join(" ").length * 0.85);
    // (…and the code around them as it was)
    expect(transform(source, path)!.code.replace(/`[^`]*`/g, "``")).toBe(
      source.replace(/`[^`]*`/g, "``"),
    );
  });

  it("is what the chat reads: its stop words are the list as written", () => {
    const source = readFileSync(new URL("../app/chat/fold.ts", import.meta.url), "utf8");
    expect([...stopwords]).toEqual(listsIn(source)[0]!.split(/\s+/));
  });

  it("writes only the chat's text helpers short", () => {
    expect(transform("sortedWords(`aap aapka`)", "/x/app/content/faq.ts")).toBeNull();
    expect(transform("sortedWords(`aap aapka`)", "/x/app/chat/normalise.ts")).toBeNull();
  });
});
