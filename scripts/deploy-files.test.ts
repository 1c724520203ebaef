import { describe, expect, it } from "vitest";
import { redirects } from "../app/site.ts";
import { apiCsp, baseHeaders, pageCsp } from "../server/security-headers.ts";
import {
  headersFile,
  nginxCspMap,
  nginxExample,
  nginxSite,
  redirectsFile,
} from "./deploy-files.ts";

const hashes = {
  "/": ["sha256-AAAA"],
  "/index.html": ["sha256-AAAA"],
  "/about": ["sha256-BBBB", "sha256-CCCC"],
  "/about/index.html": ["sha256-BBBB", "sha256-CCCC"],
  "/404.html": ["sha256-DDDD"],
};

/** The top-level `location … { … }` blocks of site.conf, by their match. */
function locations(conf: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of conf.matchAll(/^location (.+?) \{\n([\s\S]*?)^\}/gm))
    blocks.set(match[1]!, match[2]!);
  return blocks;
}

describe("nginx site.conf", () => {
  const conf = nginxSite();
  const blocks = locations(conf);

  it("repeats every security header, with always, in every location", () => {
    expect(blocks.size).toBeGreaterThan(5);
    for (const [match, body] of blocks) {
      for (const [name, value] of Object.entries(baseHeaders))
        expect(body, `${name} in location ${match}`).toContain(
          `add_header ${name} "${value}" always;`,
        );
      expect(body, `CSP in location ${match}`).toMatch(/add_header Content-Security-Policy \S/);
    }
    // Nothing at server level that a location would silently drop.
    expect(conf.replace(/^location [\s\S]*?^\}/gm, "")).not.toContain("add_header");
  });

  it("answers each alias, with or without a trailing slash, with one 301 to its page", () => {
    for (const [from, to] of Object.entries(redirects))
      for (const path of [from, `${from}/`])
        expect(blocks.get(`= "${path}"`), path).toContain(`return 301 ${to}$is_args$args;`);
  });

  it("serves pages with try_files and the 404 page with status 404", () => {
    expect(conf).toContain("error_page 404 /404.html;");
    expect(blocks.get("/")).toContain("try_files $uri $uri/index.html =404;");
    expect(blocks.get("= /404.html")).toContain("internal;");
    expect(blocks.get("^~ /assets/")).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    expect(conf).toContain("gzip_static on;");
    expect(conf).not.toMatch(/^\s*brotli_static/m);
  });

  it("proxies /api/ with the visitor's host and address and the body limit", () => {
    const api = blocks.get("^~ /api/")!;
    for (const line of [
      "proxy_pass http://nexora_api;",
      "proxy_set_header Host $http_host;",
      "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
      "proxy_set_header X-Forwarded-Proto $scheme;",
      "client_max_body_size 64k;",
      `add_header Content-Security-Policy "${apiCsp}" always;`,
    ])
      expect(api).toContain(line);
  });

  it("never builds a Location from the decoded $uri", () => {
    expect(conf).not.toMatch(/return 30\d [^;]*\$uri/);
    expect(conf).not.toMatch(/rewrite /);
  });
});

describe("nginx csp-map.conf", () => {
  it("maps each page address and file to its own policy, anything else to the API's", () => {
    const conf = nginxCspMap(hashes);
    expect(conf).toContain(`default "${apiCsp}";`);
    for (const [address, list] of Object.entries(hashes))
      expect(conf).toContain(`"${address}" "${pageCsp(list)}";`);
  });

  it("adds an API origin to connect-src for a static build that posts elsewhere", () => {
    expect(nginxCspMap(hashes, ["https://api.example.com"])).toContain(
      "connect-src 'self' https://api.example.com;",
    );
  });
});

it("nginx.conf includes both files and proxies to the server on port 3000", () => {
  const conf = nginxExample("/srv/nexora/build");
  expect(conf).toContain("include /srv/nexora/build/nginx/csp-map.conf;");
  expect(conf).toContain("include /srv/nexora/build/nginx/site.conf;");
  expect(conf).toContain("root /srv/nexora/build/client;");
  expect(conf).toContain("server 127.0.0.1:3000;");
});

describe("_headers and _redirects", () => {
  it("_headers: the security headers on everything, each page its own CSP once", () => {
    const text = headersFile(hashes);
    const [all, assets, ...pages] = text.trim().split(/\n(?=\/)/);
    expect(all).toBe(
      ["/*", ...Object.entries(baseHeaders).map(([name, value]) => `  ${name}: ${value}`)].join(
        "\n",
      ),
    );
    expect(assets).toBe("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(pages).toEqual(
      Object.entries(hashes).map(([address, list]) =>
        [address, `  Content-Security-Policy: ${pageCsp(list)}`, "  Cache-Control: no-cache"].join(
          "\n",
        ),
      ),
    );
  });

  it("_redirects: every alias, with and without a trailing slash", () => {
    const lines = redirectsFile().trim().split("\n");
    expect(lines).toEqual(
      Object.entries(redirects).flatMap(([from, to]) => [
        `${encodeURI(from)} ${to} 301`,
        `${encodeURI(from)}/ ${to} 301`,
      ]),
    );
  });
});
