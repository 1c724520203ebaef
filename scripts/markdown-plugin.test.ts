import { describe, expect, it } from "vitest";
import { markdown, parseFrontMatter, renderMarkdown, slugify } from "./markdown-plugin";
import { records } from "../app/content/records";
import { site } from "../app/site";

describe("parseFrontMatter", () => {
  it("reads YAML front matter, keeps dates as written and returns the body after the fence", () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "Hello: world"\nauthor: Asha Verma\n# a comment\n\ndate: 2026-11-10\n---\n\n## Body\n',
    );
    expect(data).toEqual({ title: "Hello: world", author: "Asha Verma", date: "2026-11-10" });
    expect(body).toBe("## Body\n");
  });

  it("handles CRLF line endings and YAML's single-quote escape", () => {
    const { data, body } = parseFrontMatter("---\r\nexcerpt: 'It''s fine'\r\n---\r\nText");
    expect(data).toEqual({ excerpt: "It's fine" });
    expect(body).toBe("Text");
  });

  it("returns no data for a document without front matter", () => {
    expect(parseFrontMatter("## Just a body")).toEqual({ data: {}, body: "## Just a body" });
  });

  it("rejects front matter that is not YAML", () => {
    expect(() => parseFrontMatter("---\ntitle: [x\n---\n")).toThrow();
  });
});

describe("slugify", () => {
  it("turns heading text into an anchor", () => {
    expect(slugify("Zero trust, <em>in practice</em>")).toBe("zero-trust-in-practice");
    expect(slugify("AI &amp; ML: what’s next?")).toBe("ai-ml-whats-next");
  });
});

describe("renderMarkdown", () => {
  const source = [
    "---",
    "title: Test",
    "---",
    "",
    "## First *step*",
    "",
    "Some words here, with a [link](/contact).",
    "",
    "- one",
    "- two",
    "",
    "## First step",
    "",
    "### Detail",
  ].join("\n");

  it("renders HTML with unique heading ids and collects h2/h3 headings", () => {
    const result = renderMarkdown(source);
    expect(result.frontmatter).toEqual({ title: "Test" });
    expect(result.html).toContain('<h2 id="first-step">First <em>step</em></h2>');
    expect(result.html).toContain('<h2 id="first-step-2">First step</h2>');
    expect(result.html).toContain('<a href="/contact">link</a>');
    expect(result.html).toContain("<li>one</li>");
    expect(result.headings).toEqual([
      { id: "first-step", text: "First step", depth: 2 },
      { id: "first-step-2", text: "First step", depth: 2 },
      { id: "detail", text: "Detail", depth: 3 },
    ]);
  });

  it("counts words and gives at least one minute of reading", () => {
    const result = renderMarkdown(source);
    expect(result.words).toBe(13);
    expect(result.readingMinutes).toBe(1);
    const long = renderMarkdown(Array.from({ length: 1100 }, () => "word").join(" "));
    expect(long.readingMinutes).toBe(5);
  });

  it("refuses an h1 in the body", () => {
    expect(() => renderMarkdown("# Title\n\nText")).toThrow(/the title is the h1/);
  });
});

describe("markdown plugin", () => {
  type Transform = (this: unknown, source: string, id: string) => unknown;
  const transform = markdown().transform as Transform;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };

  it("turns a .md file into a module of named constants", () => {
    const result = transform.call(context, "---\ntitle: A\n---\n\nHi", "/x/post.md") as {
      code: string;
    };
    expect(result.code).toContain('export const frontmatter = {"title":"A"};');
    expect(result.code).toContain('export const html = "<p>Hi</p>\\n";');
    expect(result.code).toContain("export const readingMinutes = 1;");
  });

  it("keeps, with &lead=N, a text's first N sentences as written and then only searched words of a topic", () => {
    const source =
      "---\ntitle: A\nexcerpt: The post in short.\nauthor: B\n---\n\nIntro of the post, in short.\n\n## Step\n\nOne. Two. Then the rest of the backups.\n\n### 1. *Small* step\n\nThree.\n";
    const post = transform.call(context, source, "/x/post.md?text&pick=title&lead=2") as {
      code: string;
    };
    // (a part per h2 and h3, titled as plain text, the text before them only searched, less the
    // terms of the excerpt it is searched with)
    expect(post.code).toBe(
      `export const text = ${JSON.stringify({
        frontmatter: { title: "A" },
        intro: "intro",
        sections: [
          { id: "step", title: "Step", text: "One. Two. backups" },
          { id: "1-small-step", title: "Small step", text: "Three." },
        ],
      })};`,
    );
    const legal = transform.call(
      context,
      "## Law {#law}\n\nOne. Cloud backups. Then the rest.",
      "/x/terms.md?text&lead=1",
    ) as {
      code: string;
    };
    // (…and past it no everyday words, "the rest")
    expect(legal.code).toContain('"text":"One. backups cloud"');
  });

  it("gives, with &body=words or &searched=, a text the chat only searches as its searched words, each term once (&searched= without everyday words)", () => {
    const source =
      "---\ntitle: A\napproach:\n  - title: Plan It\n    description: We migrate the work, then the migration.\n---\n\nThe body, and the body again.\n";
    const page = (body: string) =>
      (transform.call(context, source, `/x/project.md?pick=title&body=${body}`) as { code: string })
        .code;
    expect(page("words")).toBe(
      `export const page = ${JSON.stringify({ frontmatter: { title: "A" }, body: "body" })};`,
    );
    expect(page("html")).toBe(
      `export const page = ${JSON.stringify({ frontmatter: { title: "A" }, body: "<p>The body, and the body again.</p>\n" })};`,
    );
    expect(() => page("text")).toThrow(/\/x\/project\.md: &body=text: "html" or "words"/);
    // (…less, with &known=, the terms those fields of its front matter give the chat already)
    expect(() => page("words&known=approach")).toThrow(/&known=approach: not text/);
    expect(
      (
        transform.call(
          context,
          "---\ntitle: Body\n---\n\nThe body and a cloud.\n",
          "/x/p.md?pick=title&body=words&known=title",
        ) as {
          code: string;
        }
      ).code,
    ).toContain('"body":"cloud"');
    const picked = transform.call(
      context,
      source,
      "/x/project.md?pick=approach&searched=approach.description",
    ) as { code: string };
    expect(picked.code).toBe(
      `export const frontmatter = ${JSON.stringify({ approach: [{ title: "Plan It", description: "migrate" }] })};`,
    );
  });

  it("writes, with &records, a list of items that share their keys as the keys once and rows", () => {
    const source =
      "---\nfaqs:\n  - question: Q1\n    answer: A1\n  - question: Q2\n    answer: A2\ntags:\n  - name: x\n  - name: y\nmixed:\n  - a: 1\n    b: 2\n  - b: 3\n    a: 4\n---\n\nBody\n";
    const id = "/x/service.md?pick=faqs,tags,mixed&body=words";
    const plain = (transform.call(context, source, id) as { code: string }).code;
    const compact = (transform.call(context, source, `${id}&records`) as { code: string }).code;
    expect(plain).not.toContain("records(");
    // Only the list whose items have the same two or more keys in the same order.
    expect(compact).toContain('"faqs":records(["question","answer"],[["Q1","A1"],["Q2","A2"]])');
    expect(compact).toContain('"tags":[{"name":"x"},{"name":"y"}]');
    expect(compact).toContain('"mixed":[{"a":1,"b":2},{"b":3,"a":4}]');
    // Run as the bundle runs it, it is the same value, keys in the same order.
    const [, from = "", body = ""] =
      /^import \{ records \} from ("[^"]+");\n([\s\S]*)$/.exec(compact) ?? [];
    expect(JSON.parse(from)).toMatch(/app[\\/]content[\\/]records\.ts$/);
    const run = (code: string) =>
      new Function("records", code.replace("export const page =", "return"))(records) as unknown;
    expect(JSON.stringify(run(body))).toBe(JSON.stringify(run(plain)));
  });

  it("fills, with ?text, a legal text's placeholders, so the chat needs no code for them", () => {
    const legal = transform.call(
      context,
      "## Write to {{site.name}} {#contact}\n\nEmail {{site.email}}. Or call.",
      "/x/terms.md?text",
    ) as { code: string };
    expect(legal.code).toContain(
      `{"id":"contact","title":"Write to ${site.name}","text":"Email ${site.email}. Or call."}`,
    );
  });

  it("leaves other files alone and names the file in errors", () => {
    expect(transform.call(context, "x", "/x/a.ts")).toBeNull();
    expect(transform.call(context, "x", "/x/a.md?raw")).toBeNull();
    expect(() => transform.call(context, "---\nbad\n---\n", "/x/bad.md")).toThrow(/\/x\/bad\.md/);
  });
});
