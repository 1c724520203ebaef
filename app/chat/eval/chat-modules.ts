/**
 * Loads the chat's modules through Vite, as the build does (path aliases, the Markdown, thesaurus
 * and word-list plugins, raw imports), for the command-line tools beside this file. Close the
 * returned server when done.
 */
import { createServer } from "vite";
import { markdown } from "../../../scripts/markdown-plugin.ts";
import { compactThesaurus } from "../../../scripts/thesaurus-plugin.ts";
import { shortWordLists } from "../../../scripts/word-lists-plugin.ts";

export async function chatModuleServer() {
  return createServer({
    configFile: false,
    root: new URL("../../..", import.meta.url).pathname,
    plugins: [markdown(), compactThesaurus(), shortWordLists()],
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}
