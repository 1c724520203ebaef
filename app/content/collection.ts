/**
 * What every content collection shares: an item is one Markdown file in the collection's
 * folder, its name is the item's slug, and its YAML front matter is checked by the collection's
 * valibot schema. Plain TypeScript with relative imports, so the build's Node side and the tests
 * load collections with it as the app does.
 */
import * as v from "valibot";

/** What the Markdown plugin gives for each file (see scripts/markdown-plugin.ts). */
export type MarkdownModule = {
  frontmatter: Record<string, unknown>;
  /** The body rendered to HTML. */
  html: string;
};

/** A text that must say something. */
export const text = v.pipe(v.string("must be text"), v.trim(), v.nonEmpty("must not be empty"));

/** A picture's file name, in app/content/images/{folder}/. */
export function pictureFile(folder: string) {
  return v.pipe(
    v.string("must be a file name"),
    v.regex(
      /^[\w-]+\.(svg|png|jpe?g|webp|avif)$/,
      `must be a file name in app/content/images/${folder}/ (SVG, PNG, JPEG, WebP or AVIF)`,
    ),
  );
}

/** "./services/x.md" → "app/content/services/x.md", the file an author opens. */
export function fileName(file: string): string {
  return file.startsWith("./") ? `app/content/${file.slice(2)}` : file;
}

/**
 * A file's front matter checked by its collection's schema. A missing or wrong field throws
 * naming the file and the field, so the build fails instead of publishing a broken page.
 */
export function checkFrontMatter<
  const Schema extends v.GenericSchema<unknown, unknown, v.BaseIssue<unknown>>,
>(schema: Schema, file: string, frontmatter: unknown): v.InferOutput<Schema> {
  const result = v.safeParse(schema, frontmatter);
  if (result.success) return result.output;
  const problems = result.issues.map(
    (issue) => `"${v.getDotPath(issue) ?? "front matter"}" ${issue.message}`,
  );
  throw new Error(`${fileName(file)}: front matter field ${problems.join("; ")}`);
}

/** A problem with a file that its schema cannot see on its own (a body, a reference). */
export function fileError(file: string, problem: string): Error {
  return new Error(`${fileName(file)}: ${problem}`);
}

/**
 * Items in their stated `order`, each order used once: a clash throws naming both files, so
 * the lists never depend on the order files happen to be read in.
 */
export function inOrder<T extends { slug: string; order: number }>(
  items: readonly T[],
  folder: string,
): T[] {
  const sorted = items.toSorted((a, b) => a.order - b.order);
  sorted.forEach((item, index) => {
    const next = sorted[index + 1];
    if (next && next.order === item.order) {
      throw new Error(
        `app/content/${folder}/${item.slug}.md and ${next.slug}.md: front matter field "order" is ${item.order} in both; give each its own place`,
      );
    }
  });
  return sorted;
}

/** A list split into pages of `perPage` items; an empty list has no pages. */
export function paginate<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) {
    pages.push(items.slice(start, start + perPage));
  }
  return pages;
}
