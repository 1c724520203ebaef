/**
 * Loads the chat's modules through Vite, as the tests do (path aliases, Markdown and raw imports),
 * for the command-line tools beside this file. Close the returned server when done.
 */
import { createServer } from "vite";

export async function chatModuleServer() {
  return createServer({
    configFile: false,
    root: new URL("../../..", import.meta.url).pathname,
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}
