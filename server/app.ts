import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Config } from "./config.ts";
import { indexSite, sendFile } from "./static.ts";

/** Builds the request handler: prerendered pages and assets, redirects, and the 404 page. */
export async function createApp(config: Config): Promise<RequestListener> {
  const files = await indexSite(config.clientDir);
  const notFound = files.get("/404.html");
  if (!notFound) throw new Error(`No 404.html in ${config.clientDir}: run "npm run build" first`);

  return (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      res
        .writeHead(405, { "Content-Type": "text/plain; charset=utf-8" })
        .end("Method Not Allowed\n");
      return;
    }

    const url = new URL(req.url ?? "/", "http://localhost");
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      sendFile(req, res, notFound, 404);
      return;
    }

    // One address per page: /about/ → /about.
    if (path.length > 1 && path.endsWith("/")) {
      res.writeHead(301, { Location: path.replace(/\/+$/, "") + url.search }).end();
      return;
    }

    const file = files.get(path);
    if (file && path !== "/404" && path !== "/404.html") sendFile(req, res, file);
    else sendFile(req, res, notFound, 404);
  };
}
