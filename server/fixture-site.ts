import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The size of the fixture's large download, for tests of aborted transfers. */
export const BIG_FILE_BYTES = 2 * 1024 * 1024;

/**
 * A tiny built site, shaped like `npm run build`'s output, for tests that start the real
 * server without a build: BUILD_DIR/client with pages, a hashed asset and its compressed
 * copies, a large file, the 404 page, and BUILD_DIR/csp.json.
 */
export function writeFixtureSite(buildDir: string) {
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
    "assets/big-abc123.bin": Buffer.alloc(BIG_FILE_BYTES, 7),
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
