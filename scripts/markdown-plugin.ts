/**
 * Markdown at build time: `import { frontmatter, html } from "./post.md"` gets the post's
 * front matter and its body rendered to HTML, so no Markdown parser ever reaches the browser.
 * Lists import only `frontmatter` (and `readingMinutes`), so they never carry article bodies.
 */
import { Marked, type Tokens } from "marked";
import type { Plugin } from "vite";

export type FrontMatter = Record<string, string>;

export type Heading = { id: string; text: string; depth: number };

export type RenderedMarkdown = {
  frontmatter: FrontMatter;
  html: string;
  /** The body's h2 and h3 headings, in order, for a table of contents. */
  headings: Heading[];
  words: number;
  readingMinutes: number;
};

/** Words a visitor reads per minute, for "5 min read". */
const WORDS_PER_MINUTE = 220;

/**
 * Splits `---`-fenced front matter from the body. The front matter is flat `key: value` lines
 * (values may be wrapped in matching quotes; `#` lines are comments). Anything else is an error
 * with its line number, so a typo fails the build instead of publishing a broken post.
 */
export function parseFrontMatter(source: string): { data: FrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  if (!text.startsWith("---\n")) return { data: {}, body: text };
  const end = text.indexOf("\n---", 3);
  if (end === -1 || !/^\n---(\n|$)/.test(text.slice(end, end + 5))) {
    throw new Error("front matter is not closed with a '---' line");
  }
  const data: FrontMatter = {};
  const lines = text.slice(4, end + 1).split("\n");
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const match = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!match) throw new Error(`front matter line ${index + 2} is not "key: value": ${raw}`);
    const [, key, rawValue] = match as unknown as [string, string, string];
    if (Object.hasOwn(data, key)) throw new Error(`front matter key "${key}" appears twice`);
    data[key] = unquote(rawValue.trim());
  });
  return { data, body: text.slice(end + 4).replace(/^\n/, "") };
}

function unquote(value: string): string {
  const first = value[0];
  if (value.length >= 2 && (first === '"' || first === "'") && value.endsWith(first)) {
    return value.slice(1, -1);
  }
  return value;
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
        const inner = this.parser.parseInline(tokens);
        const base = slugify(inner) || "section";
        let id = base;
        for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
        used.add(id);
        if (depth <= 3) headings.push({ id, text: inner.replace(/<[^>]*>/g, ""), depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  const html = marked.parse(body, { async: false });
  const words = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return {
    frontmatter: data,
    html,
    headings,
    words,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}

/** The Vite plugin: every `*.md` import becomes a module of named constants. */
export function markdown(): Plugin {
  return {
    name: "nexora:markdown",
    enforce: "pre",
    transform(source, id) {
      if (!id.endsWith(".md")) return null;
      let rendered: RenderedMarkdown;
      try {
        rendered = renderMarkdown(source);
      } catch (error) {
        this.error(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const code = Object.entries(rendered)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
      return { code, map: null, moduleType: "js" };
    },
  };
}
