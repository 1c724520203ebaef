/**
 * The legal documents, one collection: each is one Markdown file in ./legal, checked by
 * ./legal-schema.ts when the site is built. Read by the documents' page at build time and by the
 * chat, which answers from their sections.
 */
import { slugFromFile } from "../text.ts";
import {
  toLegalDocument,
  type LegalDocument,
  type LegalFrontMatter,
  type LegalSection,
} from "./legal-text";

export type { LegalDocument } from "./legal-text";

const frontmatters = import.meta.glob<LegalFrontMatter>("./legal/*.md", {
  eager: true,
  import: "frontmatter",
});
const sections = import.meta.glob<LegalSection[]>("./legal/*.md", {
  eager: true,
  import: "sections",
});

const titles = Object.fromEntries(
  Object.entries(frontmatters).map(([file, data]) => [slugFromFile(file), data.title]),
);

/**
 * Every legal document. Unchecked here, so the schema stays out of the browser: every build
 * checks the files first (app/routes.ts reads them through scripts/content-files.ts).
 */
export const legalDocuments: readonly LegalDocument[] = Object.entries(frontmatters).map(
  ([file, data]) => toLegalDocument(file, data, sections[file] ?? [], titles),
);
