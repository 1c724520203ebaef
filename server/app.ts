import { readFile } from "node:fs/promises";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import { redirects } from "../app/site.ts";
import { createApi } from "./api.ts";
import type { Config } from "./config.ts";
import { createNotifier } from "./notify.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { apiCsp, baseHeaders, pageCsp } from "./security-headers.ts";
import { indexSite, sendFile, type StaticFile } from "./static.ts";
import type { Store } from "./store.ts";

/** Hashes of each page's inline scripts, written by scripts/postbuild.ts beside the client folder. */
async function readScriptHashes(clientDir: string): Promise<Record<string, string[]>> {
  const file = join(dirname(clientDir), "csp.json");
  try {
    return JSON.parse(await readFile(file, "utf8")) as Record<string, string[]>;
  } catch {
    throw new Error(`No ${file}: run "npm run build" first`);
  }
}

/**
 * The request handler: the form API under /api/, redirects of alias addresses, prerendered
 * pages and assets, and the 404 page; every answer with the security headers.
 */
export async function createApp(config: Config, store: Store): Promise<RequestListener> {
  const files = await indexSite(config.clientDir);
  const hashes = await readScriptHashes(config.clientDir);
  const notFound = files.get("/404.html");
  if (!notFound) throw new Error(`No 404.html in ${config.clientDir}: run "npm run build" first`);
  const api = createApi({
    config,
    store,
    limiter: createRateLimiter(config.rateLimitPerMinute),
    notifier: createNotifier(config.notify),
  });
  const cspByFile = new Map<StaticFile, string>();
  for (const [path, list] of Object.entries(hashes)) {
    const file = files.get(path);
    if (file) cspByFile.set(file, pageCsp(list));
  }

  function page(req: IncomingMessage, res: ServerResponse, file: StaticFile, status = 200) {
    res.setHeader("Content-Security-Policy", cspByFile.get(file) ?? apiCsp);
    sendFile(req, res, file, status);
  }

  return (req, res) => {
    for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);
    const url = new URL(req.url ?? "/", "http://localhost");

    if (url.pathname.startsWith("/api/")) {
      res.setHeader("Content-Security-Policy", apiCsp);
      void api(req, res, url.pathname.slice("/api/".length));
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Content-Security-Policy", apiCsp);
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed\n");
      return;
    }

    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      page(req, res, notFound, 404);
      return;
    }
    // One address per page: /about/ → /about, and aliases to their canonical page.
    const target =
      path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") : redirects[path];
    if (target) {
      res.writeHead(301, {
        Location: encodeURI(target) + url.search,
        "Content-Security-Policy": apiCsp,
      });
      res.end();
      return;
    }

    const file = files.get(path);
    if (file && path !== "/404.html") page(req, res, file);
    else page(req, res, notFound, 404);
  };
}
