import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const appDir = join(import.meta.dirname, "..");

/** SPEC.md's own fixed texts keep the spec's spelling. */
const fixedTexts = ["Support & Optimization"];

/**
 * Files whose words are what visitors type, not what the site says: the chat's thesaurus
 * recognises American spellings on purpose.
 */
const visitorWords = new Set(["content/visitor-thesaurus.ts"]);

/** American spellings of words the site uses, where Indian English follows British. */
const american =
  /\b\w*(optimiz|organiz(?!ation(Id|JsonLd)?\b)|analyz|prioritiz|customiz|minimiz|maximiz|utiliz|recogniz|standardiz|moderniz|specializ|visualiz|centraliz|summariz|personaliz|categoriz|containeriz|virtualiz)\w*|\bon-premise\b|\blicense (management|fees?|costs?|keys?|terms)\b|\b(behavior|favorite|neighbor|honor|labor|catalog|defense)s?\b/i;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(tsx?|md)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("spelling", () => {
  it("follows British spelling in what the site says, except SPEC.md's fixed texts", () => {
    const found: string[] = [];
    for (const path of files(appDir)) {
      const file = relative(appDir, path);
      if (visitorWords.has(file) || file.startsWith("chat/")) continue;
      readFileSync(path, "utf8")
        .split("\n")
        .forEach((line, i) => {
          // Class names, DOM options and schema.org types are code, not prose.
          let text = line.replace(/className=("[^"]*"|\{[^}]*\})/g, "").replace(/\bbehavior:/g, "");
          for (const fixed of fixedTexts) text = text.replaceAll(fixed, "");
          const match = american.exec(text);
          if (match && !/"@type"|Organization"/.test(text))
            found.push(`${file}:${i + 1} ${match[0]}`);
        });
    }
    expect(found).toEqual([]);
  });
});
