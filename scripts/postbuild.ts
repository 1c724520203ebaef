/**
 * Runs after `react-router build`: makes the static folder servable by the Node server
 * and by any static host.
 * - build/client/404.html, the not-found page for unknown addresses;
 * - Brotli and gzip copies of every text file, served when the browser accepts them.
 */
import { copyFile, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const client = `${process.env.BUILD_DIR ?? "build"}/client`;

await copyFile(join(client, "404/index.html"), join(client, "404.html"));
await rm(join(client, "404"), { recursive: true });
await rm(join(client, "__spa-fallback.html"), { force: true });

const compressible = /\.(html|js|css|svg|json|txt|xml|data|webmanifest)$/;
const entries = await readdir(client, { recursive: true, withFileTypes: true });
let count = 0;
for (const entry of entries) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const body = await readFile(file);
  if (body.length < 512) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`postbuild: 404.html written, ${count} files precompressed`);
