import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi } from "./test-server.ts";

type Server = Awaited<ReturnType<typeof startApi>>;
let server: Server;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

/** A plain node:http GET (fetch adds Cache-Control: no-cache to conditional requests). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Headers; text: () => Promise<string> }>(
    (resolve, reject) => {
      request(server.base + path, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const decode = () =>
            encoding === "br"
              ? brotliDecompressSync(body)
              : encoding === "gzip"
                ? gunzipSync(body)
                : body;
          const all = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (typeof value === "string") all.set(name, value);
          resolve({
            status: response.statusCode!,
            headers: all,
            text: async () => decode().toString(),
          });
        });
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("the built site", () => {
  it("serves a page at its clean address, precompressed, revalidated, with its CSP", async () => {
    const page = await get("/about", { "Accept-Encoding": "br" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(page.headers.get("content-security-policy")).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/,
    );
    expect(await page.text()).toContain("<h1>About</h1>");
    const etag = page.headers.get("etag")!;
    const again = await get("/about", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("caches hashed assets for a year and gives them no page policy", async () => {
    const asset = await get("/assets/app-abc123.js", { "Accept-Encoding": "gzip" });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-encoding")).toBe("gzip");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(asset.headers.get("content-security-policy")).toMatch(/^default-src 'none'; frame/);
  });

  it("answers unknown addresses with the 404 page, whatever conditions the request sets", async () => {
    const conditions: Array<Record<string, string>> = [
      {},
      { "If-None-Match": "*" },
      { "If-Modified-Since": "Wed, 21 Oct 2099 07:28:00 GMT" },
      { "If-Match": '"nope"' },
      { Range: "bytes=0-5" },
    ];
    for (const headers of conditions) {
      const answer = await get("/no/such/page", headers);
      expect(answer.status, JSON.stringify(headers)).toBe(404);
      expect(await answer.text()).toContain("Page Not Found");
      expect(answer.headers.get("content-security-policy")).toContain("sha256-");
    }
  });

  it("never serves the 404 page or a compressed copy at an address of its own", async () => {
    expect((await get("/404.html")).status).toBe(404);
    expect((await get("/assets/app-abc123.js.br")).status).toBe(404);
    expect((await get("/index.html")).status).toBe(301);
  });

  it("takes GET and HEAD only on pages", async () => {
    const head = await fetch(server.base + "/about", { method: "HEAD" });
    expect(head.status).toBe(200);
    const posted = await fetch(server.base + "/about", { method: "POST", body: "x" });
    expect(posted.status).toBe(405);
    expect(posted.headers.get("allow")).toBe("GET, HEAD");
    expect(posted.headers.get("x-frame-options")).toBe("DENY");
  });
});
