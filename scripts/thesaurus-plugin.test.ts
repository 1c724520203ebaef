import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compactLines, compactThesaurus } from "./thesaurus-plugin";
import { parseThesaurus, visitorThesaurus } from "../app/content/visitor-thesaurus.ts";

const source = readFileSync(
  new URL("../app/content/visitor-thesaurus.ts", import.meta.url),
  "utf8",
);
/** The thesaurus lines of a version of the file: the text between its backticks. */
const linesOf = (file: string) =>
  [...file.matchAll(/`([^`]*)`/g)].map((match) => match[1]).join("\n");

describe("thesaurus plugin", () => {
  it("drops the space after each colon and comma of the lines, and sorts them as one text", () => {
    const compacted = compactLines(source);
    expect(compacted.length).toBeLessThan(source.length - 1000);
    const lines = linesOf(compacted).split("\n");
    expect(compacted.match(/`/g)).toHaveLength(2);
    expect(lines.join("\n")).not.toMatch(/[:,] /);
    expect(lines).toEqual([...lines].sort());
    expect(lines).toHaveLength(linesOf(source).split("\n").length);
    // (the code around the lines is left as it is)
    const around = (file: string) => file.replace(/`[\s\S]*`/, "``");
    expect(around(compacted)).toBe(around(source));
    expect(
      compactLines(
        "const a = { b: 1 };\nconst c = [\n  // x\n  `y z: one, two`,\n  // w\n  `x y: three`,\n];",
      ),
    ).toBe("const a = { b: 1 };\nconst c = [\n  // x\n  `x y:three\ny z:one,two`,\n];");
  });

  it("leaves the chat the entries the file says", () => {
    const written = parseThesaurus(linesOf(source));
    expect(Object.keys(written).length).toBeGreaterThan(300);
    expect(parseThesaurus(linesOf(compactLines(source)))).toEqual(written);
    expect(visitorThesaurus).toEqual(written);
  });

  it("compacts only the thesaurus", () => {
    const transform = compactThesaurus().transform as (source: string, id: string) => unknown;
    expect(transform("`a: b, c`", "/x/app/content/visitor-thesaurus.ts")).toEqual({
      code: "`a:b,c`",
      map: null,
    });
    expect(transform("`a: b, c`", "/x/app/content/faq.ts")).toBeNull();
  });
});
