import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".data": "text/x-script; charset=utf-8",
  ".woff2": "font/woff2",
};

type Encoding = "br" | "gzip";

type StaticFile = {
  file: string;
  type: string;
  size: number;
  etag: string;
  /** Precompressed siblings written by the build (name.br, name.gz). */
  encodings: Partial<Record<Encoding, { file: string; size: number }>>;
  immutable: boolean;
};

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Indexes the built site once at start-up: every URL the server can answer maps to a file,
 * so no request path ever touches the file system directly.
 */
export async function indexSite(clientDir: string): Promise<Map<string, StaticFile>> {
  const files = await walk(clientDir);
  const present = new Set(files);
  const index = new Map<string, StaticFile>();
  for (const file of files) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const info = await stat(file);
    const rel = relative(clientDir, file).split(sep).join("/");
    const encodings: StaticFile["encodings"] = {};
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (present.has(file + suffix))
        encodings[encoding] = { file: file + suffix, size: (await stat(file + suffix)).size };
    }
    const entry: StaticFile = {
      file,
      type: TYPES[extname(file)] ?? "application/octet-stream",
      size: info.size,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      encodings,
      immutable: rel.startsWith("assets/"),
    };
    index.set(`/${rel}`, entry);
    // Prerendered pages answer at their clean address: /about → about/index.html.
    if (rel === "index.html") index.set("/", entry);
    else if (rel.endsWith("/index.html"))
      index.set(`/${rel.slice(0, -"/index.html".length)}`, entry);
  }
  return index;
}

function pickEncoding(req: IncomingMessage, file: StaticFile): Encoding | undefined {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (file.encodings.br && /\bbr\b/.test(accepted)) return "br";
  if (file.encodings.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/** Sends one indexed file, precompressed when the client accepts it, with its caching headers. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  status = 200,
) {
  const encoding = pickEncoding(req, file);
  const body = encoding ? file.encodings[encoding]! : file;
  res.setHeader("Content-Type", file.type);
  res.setHeader(
    "Cache-Control",
    file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
  );
  if (Object.keys(file.encodings).length > 0) res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("ETag", encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag);
  if (status === 200 && req.headers["if-none-match"] === res.getHeader("ETag")) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader("Content-Length", body.size);
  res.writeHead(status);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(body.file).pipe(res);
}

export type { StaticFile };
