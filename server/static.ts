import { readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { canonicalLocation } from "./canonical.ts";
import type { Log } from "./log.ts";
import { pageCsp } from "./security-headers.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The hashes of each page's inline scripts, from csp.json beside the client folder (written by
 * scripts/postbuild.ts). Read again when the file changes, so a rebuild under a running server
 * gets its new hashes; while it is missing or half-written, the last good copy stays.
 */
export function scriptHashes(clientDir: string, log: Log) {
  const file = join(dirname(clientDir), "csp.json");
  let hashes: Record<string, string[]> = {};
  let seen = "";
  let checkedAt = 0;
  function refresh() {
    const now = Date.now();
    if (now - checkedAt < 1000) return;
    checkedAt = now;
    try {
      const info = statSync(file);
      const stamp = `${info.mtimeMs}:${info.size}`;
      if (stamp === seen) return;
      hashes = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
      seen = stamp;
    } catch (error) {
      if (seen !== "missing") log.warn("csp.json cannot be read", { file, error: String(error) });
      seen = "missing";
    }
  }
  return (address: string): string[] => {
    refresh();
    return hashes[address] ?? [];
  };
}

/** Request headers that could turn a file's answer into a 304, 206 or 412. */
const CONDITIONAL_HEADERS = [
  "if-none-match",
  "if-modified-since",
  "if-match",
  "if-unmodified-since",
  "if-range",
  "range",
];

/** Headers that describe a file's bytes: wrong on any other answer. */
const REPRESENTATION_HEADERS = [
  "content-encoding",
  "content-length",
  "content-range",
  "accept-ranges",
  "etag",
  "last-modified",
  "vary",
];

/** Drops a file's headers from a reply that turned into an error or a 404 before it was sent. */
export function forgetFileHeaders(reply: FastifyReply) {
  for (const name of REPRESENTATION_HEADERS) {
    reply.removeHeader(name);
    if (!reply.raw.headersSent) reply.raw.removeHeader(name);
  }
}

/**
 * The built site from `clientDir`: prerendered pages at their clean address (/about serves
 * about/index.html), assets, and the 404 page for everything else, with the build's Brotli and
 * gzip copies. @fastify/static does the file work: path decoding and traversal checks, ranges,
 * ETag/Last-Modified and 304s, streaming with the file closed when the client goes away. This
 * adds our policy: one address per page (301), caching and each page's CSP.
 */
export async function registerSite(
  app: FastifyInstance,
  clientDir: string,
  hashesOf: (address: string) => string[],
) {
  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    // /about is a folder with index.html: served as it is, not redirected to /about/.
    redirect: false,
    index: ["index.html"],
    dotfiles: "ignore",
    cacheControl: false,
    // The 404 page only ever answers with status 404; compressed copies are not addresses.
    allowedPath: (path, _root, request) =>
      (request as FastifyRequest).is404 ||
      (path.replace(/^\//, "") !== "404.html" && !/\.(br|gz)$/.test(path)),
    setHeaders(reply, file) {
      const address =
        "/" +
        relative(clientDir, file)
          .split(sep)
          .join("/")
          .replace(/\.(br|gz)$/, "");
      reply.header("Cache-Control", address.startsWith("/assets/") ? IMMUTABLE : "no-cache");
      if (address.endsWith(".html")) {
        reply.header("Content-Security-Policy", pageCsp(hashesOf(address)));
        // A page is revalidated by its ETag (it is sent with no-cache): a Last-Modified would
        // add nothing but 47 bytes to what a new connection's first round trip has to carry.
        reply.removeHeader("last-modified");
      }
    },
  });

  // One address per page, in one hop: /about/ and /about/index.html → /about, aliases → page.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (request.url.startsWith("/api/")) return;
    const location = canonicalLocation(request.url);
    if (location) return reply.redirect(location, 301);
  });

  // A page answers GET and HEAD only; refused before any body is read.
  app.route({
    method: ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: "/*",
    onRequest: async (_request, reply) => {
      reply.header("Allow", "GET, HEAD").code(405).type("text/plain; charset=utf-8");
      return reply.send("Method Not Allowed\n");
    },
    handler: async () => {},
  });

  // Answers by side effect, returning nothing: the reply is not awaited once more.
  app.setNotFoundHandler((request, reply) => {
    forgetFileHeaders(reply);
    reply.code(404);
    if (request.url.startsWith("/api/")) reply.send({ ok: false, error: "No such endpoint." });
    else if (request.method !== "GET" && request.method !== "HEAD")
      reply.type("text/plain; charset=utf-8").send("Not Found\n");
    else {
      // Never a range, a 304 or a 412 of the 404 page: its status and body are the point.
      for (const name of CONDITIONAL_HEADERS) delete request.raw.headers[name];
      reply.sendFile("404.html", { acceptRanges: false, etag: false, lastModified: false });
    }
  });
}

/**
 * The 404 page sent directly, for the few answers given outside the routes (a request target
 * the router cannot decode, such as /%E0%A4%A).
 */
export async function sendNotFoundPage(
  reply: FastifyReply,
  clientDir: string,
  hashesOf: (address: string) => string[],
) {
  let html: string;
  try {
    html = await readFile(join(clientDir, "404.html"), "utf8");
  } catch {
    html = "<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>";
  }
  return reply
    .code(404)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-cache")
    .header("Content-Security-Policy", pageCsp(hashesOf("/404.html")))
    .send(html);
}
