/**
 * Runs after `react-router build`: makes the static folder servable by the Node server
 * and by any static host.
 * - client/404.html, the not-found page for unknown addresses;
 * - every page starts its app after the first paint, with no module preloads (defer-start.ts);
 * - csp.json: the SHA-256 hashes of each page's inline scripts, for its Content-Security-Policy;
 * - og/*.png, each page's Open Graph picture; sitemap.xml and robots.txt, from the pages' canonical
 *   addresses;
 * - client/_headers and client/_redirects (Netlify, Cloudflare Pages), nginx.conf and nginx/*.conf,
 *   with the same headers, redirects and 404 behaviour as the Node server (scripts/deploy-files.ts);
 * - Brotli and gzip copies of every text file, served when the browser accepts them.
 */
import { createHash } from "node:crypto";
import { copyFile, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { absoluteUrl } from "../app/site.ts";
import { writeOgImages } from "./og-images.ts";
import { writeDeployFiles } from "./deploy-files.ts";
import { deferAppStart } from "./defer-start.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const client = join(buildDir, "client");
/** A static build whose forms post to another origin names it here (see README). */
const apiOrigins = process.env.VITE_API_ORIGIN ? [new URL(process.env.VITE_API_ORIGIN).origin] : [];

await copyFile(join(client, "404/index.html"), join(client, "404.html"));
await rm(join(client, "404"), { recursive: true });
await rm(join(client, "__spa-fallback.html"), { force: true });

const files = (await readdir(client, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

// Each page's address → the hashes of its inline scripts, as the deferred start leaves them. JSON-LD
// blocks are data, never run, so the policy needs no hash of them (nor the bytes of one in every
// response's headers).
const hashes: Record<string, string[]> = {};
for (const file of files.filter((f) => f.endsWith(".html"))) {
  const html = deferAppStart(await readFile(file, "utf8"));
  await writeFile(file, html);
  const inline = [
    ...html.matchAll(
      /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ];
  const rel = "/" + relative(client, file).split(sep).join("/");
  const address = rel === "/index.html" ? "/" : rel.replace(/\/index\.html$/, "");
  hashes[address] = [
    ...new Set(
      inline.map(([, body]) => `sha256-${createHash("sha256").update(body!).digest("base64")}`),
    ),
  ];
  if (address !== rel) hashes[rel] = hashes[address]!;
}
await writeFile(join(buildDir, "csp.json"), JSON.stringify(hashes, null, 2));

// Every page that names a canonical address and lets robots index it goes into the sitemap.
const htmlFiles = files.filter((f) => f.endsWith(".html"));
const canonical: string[] = [];
for (const file of htmlFiles) {
  const html = await readFile(file, "utf8");
  const href = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (href && !/<meta name="robots" content="[^"]*noindex/.test(html)) canonical.push(href);
}
canonical.sort();
await writeFile(
  join(client, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[...new Set(canonical)].map((loc) => `  <url><loc>${loc.replaceAll("&", "&amp;")}</loc></url>`).join("\n")}
</urlset>
`,
);
await writeFile(
  join(client, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`,
);
const ogCount = await writeOgImages(client, htmlFiles);

const deployFiles = await writeDeployFiles(buildDir, hashes, apiOrigins);

const compressible = /\.(html|js|css|svg|json|txt|xml|data|webmanifest)$/;
let count = 0;
// Every text file gets its compressed copies when they are smaller, the page's smallest chunks
// (a few hundred bytes each) too: each of them is part of some page's first view.
for (const file of files.filter((f) => compressible.test(f))) {
  const body = await readFile(file);
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(body, { level: 9 });
  if (brotli.length >= body.length) continue;
  await writeFile(`${file}.br`, brotli);
  if (gzip.length < body.length) await writeFile(`${file}.gz`, gzip);
  count++;
}
console.log(
  `postbuild: 404.html, csp.json, ${deployFiles.length} deploy files (_headers, _redirects, nginx), sitemap.xml (${canonical.length} pages), robots.txt, ${ogCount} Open Graph images; ${count} files precompressed`,
);
