import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { openStore } from "./store.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/**
 * The size of the fixture's large download, for tests of aborted transfers: more than the
 * kernel buffers of a loopback connection hold, so an early abort leaves the file mid-read.
 */
export const BIG_FILE_BYTES = 16 * 1024 * 1024;

/**
 * A tiny built site, shaped like `npm run build`'s output, for tests that start the real
 * server without a build: BUILD_DIR/client with pages, a hashed asset and its compressed
 * copies, the 404 page, BUILD_DIR/csp.json, and on request a large file.
 */
export function writeFixtureSite(buildDir: string, { bigFile = false } = {}) {
  const client = join(buildDir, "client");
  const script = "window.__fixture = true;";
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title><script>${script}</script></head><body><main><h1>${title}</h1>${"<p>Filler text for compression.</p>".repeat(40)}</main></body></html>`;
  const files: Record<string, string | Buffer> = {
    "index.html": page("Home"),
    "about/index.html": page("About"),
    "404.html": page("Page Not Found"),
    "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
    "assets/app-abc123.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
    ...(bigFile ? { "assets/big-abc123.bin": Buffer.alloc(BIG_FILE_BYTES, 7) } : {}),
  };
  for (const [name, body] of Object.entries(files)) {
    const file = join(client, name);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, body);
    if (/\.(html|js)$/.test(name)) {
      writeFileSync(`${file}.br`, brotliCompressSync(body));
      writeFileSync(`${file}.gz`, gzipSync(body));
    }
  }
  const hashes = [sha256(script)];
  writeFileSync(
    join(buildDir, "csp.json"),
    JSON.stringify({
      "/": hashes,
      "/index.html": hashes,
      "/about": hashes,
      "/about/index.html": hashes,
      "/404.html": hashes,
    }),
  );
  return { client, scriptHash: hashes[0]! };
}

/** Fills a new database under `dataDir` with `count` leads in one transaction (one fsync). */
export function writeLeads(dataDir: string, count: number) {
  openStore(dataDir).close();
  const db = new DatabaseSync(join(dataDir, "leads.sqlite"));
  const insert = db.prepare("INSERT INTO leads (id, kind, created_at, data) VALUES (?, ?, ?, ?)");
  db.exec("BEGIN");
  for (let i = 0; i < count; i++)
    insert.run(
      randomUUID(),
      "contact",
      new Date().toISOString(),
      JSON.stringify({ text: "y".repeat(400), i }),
    );
  db.exec("COMMIT");
  db.close();
}
