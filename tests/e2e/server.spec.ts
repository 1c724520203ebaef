import { expect, test } from "@playwright/test";

test.describe("server", () => {
  test("pages are compressed and revalidated; hashed assets are cached for a year", async ({
    request,
  }) => {
    const page = await request.get("/about", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(page.status()).toBe(200);
    expect(page.headers()["content-encoding"]).toBe("br");
    expect(page.headers()["cache-control"]).toBe("no-cache");
    expect(page.headers()["content-type"]).toBe("text/html; charset=utf-8");
    const html = await page.text();
    expect(html).toContain("<h1");

    const gzip = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");

    // The page names its chunks inside its start script (the app starts after the paint).
    const script = html.match(/["`](\/assets\/[^"`]+\.js)["`]/)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { "Accept-Encoding": "br" } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toBe("br");
  });

  test("every main route is prerendered HTML with its content", async ({ request }) => {
    for (const path of [
      "/",
      "/about",
      "/services",
      "/projects",
      "/blog",
      "/contact",
      "/quotation",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toMatch(/<main[^>]*>[\s\S]*<h1/);
    }
  });

  test("unknown paths get the 404 page with status 404", async ({ request }) => {
    for (const path of ["/nope", "/services/nope/deeper", "/404", "/%E0%A4%A"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Page Not Found");
    }
  });

  test("a trailing slash redirects to the page's one address", async ({ request }) => {
    const response = await request.get("/about/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/about");
  });

  test("index.html addresses redirect to the page's one address, never a duplicate 200", async ({
    request,
  }) => {
    for (const [from, to] of [
      ["/index.html", "/"],
      ["/about/index.html", "/about"],
      ["/about-us/", "/about"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"], from).toBe(to);
    }
  });

  test("an address that looks like another site gets the 404 page, not a redirect", async ({
    request,
  }) => {
    for (const path of ["/%2Fevil.com/", "/%5Cevil.com/", "/about-us/..%2F%2Fevil.com/"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["location"], path).toBeUndefined();
    }
  });

  test("revalidation and ranges come from the static file library", async ({ request }) => {
    // A picture: text files are sent compressed, and a compressed answer has no ranges.
    const first = await request.get("/og/home.png");
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    expect(first.headers()["last-modified"]).toBeTruthy();
    const again = await request.get("/og/home.png", { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
    const part = await request.get("/og/home.png", { headers: { Range: "bytes=0-9" } });
    expect(part.status()).toBe(206);
    expect((await part.body()).length).toBe(10);
  });

  test("a page is revalidated by its ETag alone", async ({ request }) => {
    const first = await request.get("/about");
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    expect(first.headers()["last-modified"]).toBeUndefined();
    const again = await request.get("/about", { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
  });

  test("the health check answers 200 while the database takes writes", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});

test.describe("security headers", () => {
  const expected = {
    "strict-transport-security": /max-age=\d{8,}/,
    "x-content-type-options": /^nosniff$/,
    "referrer-policy": /^strict-origin-when-cross-origin$/,
    "permissions-policy": /camera=\(\)/,
    "cross-origin-opener-policy": /^same-origin$/,
  };

  test("every page, asset, 404 and API answer carries them, and no cookie", async ({ request }) => {
    const answers = [
      await request.get("/"),
      await request.get("/contact"),
      await request.get("/favicon.svg"),
      await request.get("/no-such-page"),
      await request.get("/about-us/", { maxRedirects: 0 }),
      await request.get("/api/health"),
      await request.post("/api/contact", {
        data: "{}",
        headers: { "Content-Type": "application/json" },
      }),
    ];
    for (const answer of answers) {
      const headers = answer.headers();
      for (const [name, pattern] of Object.entries(expected)) {
        expect(headers[name], `${name} on ${answer.url()}`).toMatch(pattern);
      }
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("unsafe-eval");
      expect(headers["x-powered-by"]).toBeUndefined();
      expect(headers["set-cookie"]).toBeUndefined();
    }
  });

  test("a page's policy allows only its own files and its hashed inline scripts", async ({
    request,
  }) => {
    const csp = (await request.get("/about")).headers()["content-security-policy"]!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  });
});

test.describe("aliases", () => {
  for (const [from, to] of [
    ["/about-us", "/about"],
    ["/services/ai-&-machine-learning", "/services/ai-machine-learning"],
    ["/projects/e-commerce", "/projects/ecommerce-platform"],
  ] as const) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(to);
    });
  }
});
