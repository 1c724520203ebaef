/**
 * Markdown at build time: `import { frontmatter, html } from "./post.md"` gets the post's
 * front matter (YAML, parsed by gray-matter) and its body rendered to HTML, so no Markdown parser ever reaches the browser.
 * Lists import only `frontmatter` (and `readingMinutes`), so they never carry article bodies.
 */
import matter from "gray-matter";
import { Marked, type Tokens } from "marked";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { htmlToText } from "../app/text.ts";
import { fillPlaceholders } from "../app/content/legal-text.ts";
import { indexText, plain } from "../app/chat/fold.ts";

/** Front matter as YAML gives it; each collection's schema checks it. */
export type FrontMatter = Record<string, unknown>;

export type Heading = { id: string; text: string; depth: number };

/** A part of a document from one h2 to the next: its heading, and its body as HTML. */
export type MarkdownSection = { id: string; title: string; html: string };

export type RenderedMarkdown = {
  frontmatter: FrontMatter;
  html: string;
  /** The body's h2 and h3 headings, in order, for a table of contents. */
  headings: Heading[];
  /** The body split at its h2 headings (what comes before the first is left out). */
  sections: MarkdownSection[];
  words: number;
  readingMinutes: number;
};

/** Words a visitor reads per minute, for "5 min read". */
const WORDS_PER_MINUTE = 220;

/**
 * Splits YAML front matter from the body with gray-matter. Dates stay as written
 * (YYYY-MM-DD), not JavaScript Dates, so what the schema checks is what the author typed.
 */
export function parseFrontMatter(source: string): { data: FrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  // No cache: gray-matter's cache would hand back the first parse of identical text.
  const parsed = matter(text, {});
  const raw: unknown = parsed.data;
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw new Error('front matter must be YAML "key: value" lines');
  }
  const data: FrontMatter = {};
  for (const [key, value] of Object.entries(raw)) {
    // YAML reads 2026-11-10 as a Date (midnight UTC); keep the day as written.
    data[key] = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  }
  return { data, body: parsed.content.replace(/^\n/, "") };
}

/** "Zero trust, <em>in practice</em>" → "zero-trust-in-practice" */
export function slugify(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z]+;|&#\d+;/gi, "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "-");
}

/** Renders a Markdown document: front matter, HTML with heading anchors, and reading time. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const { data, body } = parseFrontMatter(source);
  const headings: Heading[] = [];
  const used = new Set<string>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        // The page's title is its one h1; a body starts at h2.
        if (depth === 1) throw new Error("use '##' and deeper in a post body: the title is the h1");
        // "## Who we are {#who-we-are}" keeps an anchor that no longer follows its wording.
        const [, label = "", fixed] = /^(.*?)(?:\s*\{#([\w-]+)\})?$/s.exec(
          this.parser.parseInline(tokens),
        )!;
        const inner = label;
        const base = fixed ?? (slugify(inner) || "section");
        let id = base;
        for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
        if (fixed && id !== fixed) throw new Error(`the anchor {#${fixed}} is used twice`);
        used.add(id);
        if (depth <= 3) headings.push({ id, text: inner.replace(/<[^>]*>/g, ""), depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  const html = marked.parse(body, { async: false });
  const sections = [...html.matchAll(/<h2 id="([^"]+)">(.*?)<\/h2>\n([\s\S]*?)(?=<h2 |$)/g)].map(
    ([, id = "", title = "", content = ""]) => ({
      id,
      title: title.replace(/<[^>]*>/g, ""),
      html: content.trim(),
    }),
  );
  const words = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return {
    frontmatter: data,
    html,
    headings,
    sections,
    words,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}

/**
 * The Vite plugin: every `*.md` import becomes a module of named constants. With `?pick=title,icon`
 * it is only `frontmatter`, holding those fields: what a list needs of each item, without the rest
 * of its page. With `?text` it is `text`: `frontmatter`, `intro` and `sections`, a part per h2 and
 * h3 heading, as plain text (`textParts`), placeholders filled: what the chat reads of a legal
 * document or a post, without the markup the page needs and the code that fills them. With
 * `&lead=3` as well, each part keeps its first three sentences as written and, after them, only the
 * words the chat searches. With `?pick` and `&searched=approach.description`, each such field is
 * only the words the chat searches (`indexText` with no lead): a text the chat never quotes
 * (`searchedFields`). With `?pick` and `&body=html` it is `page`, the picked `frontmatter` and the
 * page's `body` in one (what a collection adds to its cards, see app/content/with-pages.ts); with
 * `&body=words`, the body is only the words the chat searches, less, with
 * `&known=title,description`, the terms those fields already give it. With `&records`, a list whose
 * items share their keys names them once (`toCode`).
 */
export function markdown(): Plugin {
  return {
    name: "nexora:markdown",
    enforce: "pre",
    transform(source, id) {
      const [file = "", query = ""] = id.split("?");
      const params = new URLSearchParams(query);
      const pick = params.get("pick");
      // `?raw` and `?url` are Vite's own; any other query (a dev server's `?t=`) is still Markdown.
      if (!file.endsWith(".md") || params.has("raw") || params.has("url")) return null;
      // `&lead=2`: only the first two sentences under each heading as written, the rest as the
      // words the chat searches (see app/chat/fold.ts).
      const lead = params.get("lead");
      let exports: Record<string, unknown>;
      try {
        const rendered = renderMarkdown(source);
        exports = params.has("text")
          ? {
              text: textParts(rendered, pick?.split(","), lead === null ? undefined : Number(lead)),
            }
          : pick === null
            ? rendered
            : pickedPage(
                rendered,
                pick.split(","),
                params.get("searched"),
                params.get("body"),
                params.get("known"),
              );
      } catch (error) {
        this.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { code: moduleCode(exports, params.has("records")), map: null, moduleType: "js" };
    },
  };
}

/**
 * What `?text` gives: the front matter (with `?pick`, only those fields), the text before the first
 * heading (`intro`, only searched when there is a lead, and then less the terms of the excerpt it
 * is searched with) and `sections`, a part per h2 and h3 heading (`{ id, title, text }`): plain
 * text, placeholders filled, and with a lead of so many sentences, those as written and after them
 * only the words the chat searches (`indexText`).
 */
export function textParts<Fields = FrontMatter>(
  rendered: RenderedMarkdown,
  names?: readonly string[],
  lead?: number,
) {
  const [intro = "", ...bodies] = rendered.html.split(/<h[23] id="[^"]*">.*<\/h[23]>\n/);
  const text = (html: string, sentences = lead, known = "") =>
    fillPlaceholders(
      sentences === undefined ? htmlToText(html) : indexText(htmlToText(html), sentences, known),
    );
  return {
    frontmatter: (names ? pickFields(rendered.frontmatter, names) : rendered.frontmatter) as Fields,
    intro: text(
      intro,
      lead === undefined ? undefined : 0,
      String(rendered.frontmatter.excerpt ?? ""),
    ),
    sections: rendered.headings.map((heading, at) => ({
      id: heading.id,
      title: fillPlaceholders(plain(heading.text)),
      text: text(bodies[at] ?? ""),
    })),
  };
}

/** Where the code that rebuilds a list of records lives (see `toCode`). */
const recordsModule = fileURLToPath(new URL("../app/content/records.ts", import.meta.url));

/**
 * A module of named constants. With `records`, each value is written by `toCode`: what only the
 * chat imports (`&records`), so the helper lands in the chat's chunk. Were the pages' imports to
 * share it, it would be a chunk of its own, and the bundler would regroup the pages' modules
 * around it (measured: 6 KB more JavaScript on the blog).
 */
function moduleCode(exports: Record<string, unknown>, records: boolean): string {
  const code = Object.entries(exports)
    .map(
      ([name, value]) =>
        `export const ${name} = ${records ? toCode(value) : JSON.stringify(value)};`,
    )
    .join("\n");
  return records ? `import { records } from ${JSON.stringify(recordsModule)};\n${code}` : code;
}

/**
 * A value as JavaScript: its JSON, except that a list of two or more plain objects with the same
 * two or more keys in the same order is `records(keys, rows)`, naming the keys once.
 */
function toCode(value: unknown): string {
  if (Array.isArray(value)) {
    const keys = sharedKeys(value);
    return keys
      ? `records(${JSON.stringify(keys)},[${value
          .map(
            (item: Record<string, unknown>) =>
              `[${keys.map((key) => toCode(item[key])).join(",")}]`,
          )
          .join(",")}])`
      : `[${value.map(toCode).join(",")}]`;
  }
  if (isPlainObject(value)) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toCode(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The keys every item of a list has, in the same order, when there are two or more of each. */
function sharedKeys(list: readonly unknown[]): string[] | undefined {
  if (list.length < 2 || !list.every(isPlainObject)) return undefined;
  const keys = Object.keys(list[0]!).join(",");
  return keys.includes(",") && list.every((item) => Object.keys(item).join(",") === keys)
    ? keys.split(",")
    : undefined;
}

/**
 * What `?pick` gives: the named front-matter fields (those `searched` names as the words the chat
 * searches), and with a `body` ("html" or "words") the body too, both as `page`.
 */
function pickedPage(
  rendered: RenderedMarkdown,
  names: readonly string[],
  searched: string | null,
  body: string | null,
  known: string | null,
): Record<string, unknown> {
  const frontmatter = searchedFields(
    pickFields(rendered.frontmatter, names),
    searched?.split(",") ?? [],
  );
  if (body === null) return { frontmatter };
  if (body !== "html" && body !== "words") throw new Error(`&body=${body}: "html" or "words"`);
  // (with `&known=`, less the terms those fields of the page, texts or lists of texts, already
  // give the chat)
  const given = (known?.split(",") ?? []).flatMap((name) => {
    const value = rendered.frontmatter[name] ?? [];
    const texts = [value].flat();
    if (!texts.every((text) => typeof text === "string"))
      throw new Error(`&known=${name}: not text`);
    return texts;
  });
  const text =
    body === "html" ? rendered.html : indexText(htmlToText(rendered.html), 0, given.join(" "));
  return { page: { frontmatter, body: text } };
}

/**
 * A front matter whose named lists' items (`approach.description`: each item's description in
 * `approach`) are, with `&searched=`, only the words the chat searches (`indexText`), less the
 * everyday ones: a text the chat searches and never quotes.
 */
export function searchedFields(frontmatter: FrontMatter, paths: readonly string[]): FrontMatter {
  const result = { ...frontmatter };
  for (const path of paths) {
    const [name = "", key = ""] = path.split(".");
    const list = result[name];
    if (!Array.isArray(list)) continue;
    result[name] = list.map((item: Record<string, unknown>) =>
      typeof item[key] === "string" ? { ...item, [key]: indexText(item[key], 0, "", false) } : item,
    );
  }
  return result;
}

/** The named fields of a front matter, those it has. */
export function pickFields(frontmatter: FrontMatter, names: readonly string[]): FrontMatter {
  return Object.fromEntries(
    names.filter((name) => name in frontmatter).map((name) => [name, frontmatter[name]]),
  );
}
