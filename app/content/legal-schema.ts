/**
 * The legal documents' schema (see ./legal-text.ts for how a document reads). Checks each file's
 * front matter, that it is written as numbered sections under "##" headings, that each
 * placeholder names a fact the site has, and that its related document exists. Plain TypeScript,
 * for the build's Node side and the tests.
 */
import { slugFromFile } from "../text.ts";
import * as v from "valibot";
import { checkFrontMatter, fileError, text } from "./collection.ts";
import {
  toLegalDocument,
  unknownPlaceholders,
  type LegalDocument,
  type LegalSection,
} from "./legal-text.ts";

const legalSchema = v.strictObject({
  title: text,
  /** A sentence or two under the title. */
  lead: text,
  /** For search results and link previews. */
  description: text,
  /** When the document last changed, YYYY-MM-DD. */
  updated: v.pipe(v.string("must be a date"), v.isoDate("must be a date written YYYY-MM-DD")),
  /** The slug of the document linked at the end ("terms" for app/content/legal/terms.md). */
  related: text,
});

/** What the Markdown plugin gives for a legal document. */
export type LegalModule = {
  frontmatter: Record<string, unknown>;
  sections: LegalSection[];
  html: string;
};

/**
 * Checks every legal document and returns them. A wrong field, a body that is not in "##"
 * sections, an unknown placeholder or a related document that does not exist throws naming the
 * file.
 */
export function loadLegal(modules: Record<string, LegalModule>): LegalDocument[] {
  const checked = Object.entries(modules).map(([file, module]) => {
    const data = checkFrontMatter(legalSchema, file, module.frontmatter);
    if (module.sections.length === 0 || !module.html.trimStart().startsWith("<h2")) {
      throw fileError(file, 'the body must be sections, each starting with a "##" heading');
    }
    const unknown = unknownPlaceholders(
      [...Object.values(data), ...module.sections.flatMap((s) => [s.title, s.html])].join("\n"),
    );
    if (unknown.length > 0) {
      throw fileError(
        file,
        `no site fact for ${unknown.map((name) => `{{${name}}}`).join(", ")} (see app/content/legal-text.ts)`,
      );
    }
    return { file, data, sections: module.sections };
  });
  const titles = Object.fromEntries(
    checked.map(({ file, data }) => [slugFromFile(file), data.title]),
  );
  return checked.map(({ file, data, sections }) => {
    if (!(data.related in titles)) {
      throw fileError(
        file,
        `front matter field "related" names "${data.related}", which is not in app/content/legal/`,
      );
    }
    return toLegalDocument(file, data, sections, titles);
  });
}
