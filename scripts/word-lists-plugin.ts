import type { Plugin } from "vite";

/** The file whose word lists the plugin writes short: the chat's stop words and weak words. */
const listFile = /[\\/]app[\\/]chat[\\/]fold\.ts$/;

/**
 * A list of words written the short way `sortedWords` (app/chat/fold.ts) reads: each word that
 * shares two letters or more with the word before as their number and the rest ("aap aapka
 * aapke" is "aap 3ka 3ke"), on one line. A word of the list that starts with a digit would be
 * read as such a number: it is refused.
 */
export function shortList(list: string): string {
  let last = "";
  return list
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (/^\d/.test(word)) throw new Error(`A word list's word starts with a digit: ${word}`);
      let shared = 0;
      while (shared < word.length && word[shared] === last[shared]) shared++;
      last = word;
      return shared >= 2 ? `${shared}${word.slice(shared)}` : word;
    })
    .join(" ");
}

/**
 * The Vite plugin: the lists passed to `sortedWords` in the chat's text helpers, written short
 * (`shortList`), about 650 bytes less of the chat's gzipped code for the same words; the source
 * keeps them whole, one word after another, for whoever reads and extends them.
 */
export function shortWordLists(): Plugin {
  return {
    name: "nexora:word-lists",
    enforce: "pre",
    transform(source, id) {
      if (!listFile.test(id.split("?")[0]!)) return null;
      return {
        code: source.replace(
          /\bsortedWords\(`([^`]*)`\)/g,
          (_, list: string) => `sortedWords(\`${shortList(list)}\`)`,
        ),
        map: null,
      };
    },
  };
}
