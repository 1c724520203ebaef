import { readdirSync } from "node:fs";

/**
 * The slug of every post, read from the Markdown files' names. For the build's route table and
 * prerender list, which run in Node before any bundling (the app itself uses `~/content/posts`).
 */
export function postSlugs(): string[] {
  return readdirSync(new URL("./posts/", import.meta.url))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length))
    .sort();
}
