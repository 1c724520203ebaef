import type { Plugin } from "vite";

/** The file the plugin compacts: the chat's visitor thesaurus. */
const thesaurusFile = /[\\/]app[\\/]content[\\/]visitor-thesaurus\.ts$/;

/**
 * The thesaurus's lines without the space after each colon and comma ("wi-fi network:wi fi,wifi"):
 * the file keeps them for whoever reads and extends it, the chat's parser needs none of them.
 * Only the text between backticks changes, where the lines are.
 */
export function compactLines(source: string): string {
  return source.replace(/`[^`]*`/g, (lines) => lines.replace(/([:,]) /g, "$1"));
}

/**
 * The Vite plugin: the visitor thesaurus as the chat downloads it, its lines compacted
 * (`compactLines`): about 170 bytes less of the chat's gzipped code, for the same entries.
 */
export function compactThesaurus(): Plugin {
  return {
    name: "nexora:thesaurus",
    enforce: "pre",
    transform(source, id) {
      if (!thesaurusFile.test(id.split("?")[0]!)) return null;
      return { code: compactLines(source), map: null };
    },
  };
}
