/**
 * The legal documents as pages show them: each is one Markdown file in ./legal (its name is its
 * slug, /legal/{slug}), whose facts are written as placeholders filled from app/site.ts, so a
 * new address or e-mail changes every document with it. Plain TypeScript without the schema
 * (./legal-schema.ts checks the files on the build's side), so the chat can load it too.
 */
import { slugFromFile } from "../text.ts";
import { emailHref, fullAddress, paths, phoneHref, site } from "../site.ts";

/** A part of a document, from one h2 to the next: its anchor, heading and body as HTML. */
export type LegalSection = { id: string; title: string; html: string };

export type LegalDocument = {
  slug: string;
  title: string;
  lead: string;
  /** For search results and link previews. */
  description: string;
  /** ISO date, YYYY-MM-DD. */
  updated: string;
  /** The document read with this one, linked at its end. */
  related: { label: string; to: string };
  sections: LegalSection[];
};

/** What a document's front matter says, as the schema checks it. */
export type LegalFrontMatter = Pick<LegalDocument, "title" | "lead" | "description" | "updated"> & {
  /** The slug of the related document. */
  related: string;
};

/** What a placeholder may name: "{{site.email}}", "{{paths.terms}}", "{{fullAddress}}"… */
const values = { site, paths, fullAddress, emailHref, phoneHref };

/** "{{site.email}}", and the same inside a link's address, where Markdown encodes the braces. */
const placeholder = /\{\{\s*([\w.]+)\s*\}\}|%7B%7B([\w.]+)%7D%7D/g;

/** Every placeholder a text names that the site has no text for. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(placeholder)]
    .map((match) => match[1] ?? match[2] ?? "")
    .filter((name) => lookUp(name) === undefined);
}

function lookUp(name: string): string | undefined {
  let value: unknown = values;
  for (const key of name.split(".")) {
    value = value !== null && typeof value === "object" ? Reflect.get(value, key) : undefined;
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};

/** A text with its placeholders filled in; `html` escapes the filled values for markup. */
export function fillPlaceholders(text: string, html = false): string {
  return text.replace(placeholder, (match, name?: string, encoded?: string) => {
    const value = lookUp(name ?? encoded ?? "") ?? match;
    return html ? value.replace(/[&<>"]/g, (char) => htmlEscapes[char]!) : value;
  });
}

/** A document from its file's front matter and sections, its placeholders filled. */
export function toLegalDocument(
  file: string,
  data: LegalFrontMatter,
  sections: readonly LegalSection[],
  titles: Readonly<Record<string, string>>,
): LegalDocument {
  return {
    slug: slugFromFile(file),
    title: fillPlaceholders(data.title),
    lead: fillPlaceholders(data.lead),
    description: fillPlaceholders(data.description),
    updated: data.updated,
    related: {
      label: fillPlaceholders(titles[data.related] ?? data.related),
      to: paths.legal(data.related),
    },
    sections: sections.map((section) => ({
      id: section.id,
      title: fillPlaceholders(section.title),
      html: fillPlaceholders(section.html, true),
    })),
  };
}
