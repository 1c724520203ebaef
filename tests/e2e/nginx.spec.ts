/**
 * The deploy files as written: Debian's nginx, run with the build's generated configuration in
 * front of a real `node server/main.ts`, answers as the Node server does (security headers, each
 * page's CSP, redirects, 404, the form API with the visitor's address); and the static host's
 * `_headers` / `_redirects` say what the server does.
 *
 * Runs after the build (BUILD_DIR, default build). Needs /usr/sbin/nginx (`.ci/run` installs it).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { redirects } from "../../app/site.ts";
import { apiCsp, baseHeaders, pageCsp } from "../../server/security-headers.ts";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const RATE_LIMIT = 3;

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** One HTTP request on loopback, redirects not followed, from a chosen local address. */
function send(
  port: number,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    from?: string;
  } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          done({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", fail);
      },
    );
    req.on("error", fail);
    req.end(options.body);
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Polls until the port answers HTTP, failing at once if the process has died. */
async function waitForHttp(port: number, child: ChildProcess, name: string, log: () => string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    try {
      await send(port, "/robots.txt");
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${name} did not answer in 30 s:\n${log()}`);
      await new Promise((next) => setTimeout(next, 100));
    }
  }
}

/** Ends a process this test started and waits for it; SIGKILL if it lingers. */
async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

const root = resolve(dirname(new URL(import.meta.url).pathname), "../..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const hashes = () =>
  JSON.parse(readFileSync(join(buildDir, "csp.json"), "utf8")) as Record<string, string[]>;

test.describe.configure({ mode: "serial" });

test.describe("nginx in front of the Node server, with the generated configuration", () => {
  let prefix: string;
  let dataDir: string;
  let node: ChildProcess | undefined;
  let nginx: ChildProcess | undefined;
  let nodePort: number;
  let port: number;
  const logs = { node: "", nginx: "" };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    if (!existsSync(NGINX))
      throw new Error(
        `nginx is not installed at ${NGINX}: apt-get install nginx (.ci/run installs it), or set NGINX_PATH`,
      );
    for (const file of ["nginx.conf", "nginx/csp-map.conf", "nginx/site.conf", "client/404.html"])
      if (!existsSync(join(buildDir, file)))
        throw new Error(`No ${join(buildDir, file)}: run "npm run build" first`);

    prefix = mkdtempSync(join(tmpdir(), "nexora-nginx-"));
    dataDir = join(prefix, "data");
    for (const dir of ["conf", "logs", "tmp"]) mkdirSync(join(prefix, dir));
    nodePort = await freePort();
    port = await freePort();

    node = spawn(process.execPath, ["server/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(nodePort),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        BUILD_DIR: buildDir,
        TRUST_PROXY: "127.0.0.1",
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    node.stdout!.on("data", (chunk: Buffer) => (logs.node += chunk.toString()));
    node.stderr!.on("data", (chunk: Buffer) => (logs.node += chunk.toString()));
    await waitForHttp(nodePort, node, "node server/main.ts", () => logs.node);

    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
      .map((kind) => `  ${kind}_temp_path ${join(prefix, "tmp", kind)};`)
      .join("\n");
    // As an operator would: the build's two files included, listen/root/upstream our own.
    writeFileSync(
      join(prefix, "conf/nginx.conf"),
      `worker_processes 1;
events { worker_connections 128; }
http {
  access_log ${join(prefix, "logs/access.log")};
${temp}
  include ${join(buildDir, "nginx/csp-map.conf")};
  upstream nexora_api { server 127.0.0.1:${nodePort}; keepalive 4; }
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${join(buildDir, "client")};
    include ${join(buildDir, "nginx/site.conf")};
  }
}
`,
    );
    // The example site file parses as written, included the way README says.
    writeFileSync(
      join(prefix, "conf/example.conf"),
      `events {}\nhttp {\n${temp}\n  include ${join(buildDir, "nginx.conf")};\n}\n`,
    );
    const nginxArgs = (conf: string) => [
      "-p",
      prefix,
      "-e",
      join(prefix, "logs/error.log"),
      "-c",
      join(prefix, "conf", conf),
      "-g",
      `daemon off; pid ${join(prefix, "nginx.pid")};`,
    ];
    execFileSync(NGINX, ["-t", "-q", ...nginxArgs("example.conf")], { stdio: "pipe" });

    nginx = spawn(NGINX, nginxArgs("nginx.conf"), { stdio: ["ignore", "pipe", "pipe"] });
    nginx.stderr!.on("data", (chunk: Buffer) => (logs.nginx += chunk.toString()));
    await waitForHttp(port, nginx, "nginx", () => {
      const file = join(prefix, "logs/error.log");
      return logs.nginx + (existsSync(file) ? readFileSync(file, "utf8") : "");
    });
  });

  test.afterAll(async () => {
    await stop(nginx, "SIGQUIT");
    await stop(node, "SIGTERM");
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  function expectSecurityHeaders(answer: Answer, csp: string, what: string) {
    for (const [name, value] of Object.entries(baseHeaders))
      expect(answer.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
    expect(answer.headers["content-security-policy"], `CSP on ${what}`).toBe(csp);
    expect(answer.headers["server"] ?? "", `server on ${what}`).not.toMatch(/\d/);
    expect(answer.headers["set-cookie"], `cookie on ${what}`).toBeUndefined();
  }

  test("a page: the security headers, its own CSP with its script hashes, compressed", async () => {
    for (const path of ["/about", "/", "/services/ai-machine-learning"]) {
      const page = await send(port, path, { headers: { "Accept-Encoding": "identity" } });
      expect(page.status, path).toBe(200);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.body).toMatch(/<main[^>]*>[\s\S]*<h1/);
      expectSecurityHeaders(page, pageCsp(hashes()[path]!), path);
      // The hashes match this page's inline scripts, so it hydrates under the policy.
      expect(pageCsp(hashes()[path]!)).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    }

    const gzip = await send(port, "/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["vary"]).toMatch(/Accept-Encoding/i);
    expectSecurityHeaders(gzip, pageCsp(hashes()["/about"]!), "/about gzip");

    const html = (await send(port, "/about")).body;
    // The page names its chunks inside its start script (the app starts after the paint).
    const script = html.match(/["`](\/assets\/[^"`]+\.js)["`]/)?.[1];
    expect(script).toBeTruthy();
    const asset = await send(port, script!);
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toMatch(/^text\/javascript/);
    expectSecurityHeaders(asset, apiCsp, script!);
  });

  test("aliases and trailing slashes answer 301 to the one address, in one hop", async () => {
    const cases: [string, string][] = [
      ...Object.entries(redirects).flatMap(([from, to]): [string, string][] => [
        [encodeURI(from), to],
        [`${encodeURI(from)}/`, to],
      ]),
      ["/about-us?ref=mail", "/about?ref=mail"],
      ["/about/", "/about"],
      ["/services/cloud-solutions/?x=1", "/services/cloud-solutions?x=1"],
    ];
    for (const [from, to] of cases) {
      const answer = await send(port, from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers["location"], from).toBe(to);
      expectSecurityHeaders(answer, apiCsp, from);
      const next = await send(port, to);
      expect(next.status, `${to} (from ${from})`).toBe(200);
    }
  });

  test("nginx and the Node server answer each address alike", async () => {
    for (const path of [
      "/",
      "/about",
      "/about/",
      "/about-us",
      "/about-us/?ref=mail",
      "/index.html",
      "/about/index.html?x=1",
      "/services/cloud-solutions/",
      "/no-such-page",
      "/404",
      "/404.html",
      "/assets/no-such-file.js",
      "/favicon.svg",
      "/sitemap.xml",
    ]) {
      const [viaNginx, direct] = [await send(port, path), await send(nodePort, path)];
      expect(viaNginx.status, path).toBe(direct.status);
      expect(viaNginx.headers["location"], path).toBe(direct.headers["location"]);
      expect(viaNginx.headers["cache-control"], path).toBe(direct.headers["cache-control"]);
      expect(viaNginx.headers["content-security-policy"], path).toBe(
        direct.headers["content-security-policy"],
      );
      if (direct.status !== 301) expect(viaNginx.body, path).toBe(direct.body);
    }
  });

  test("no address redirects off the site", async () => {
    for (const path of [
      "//evil.example/",
      "///evil.example/",
      "/%2Fevil.example/",
      "/%5Cevil.example/",
      "/.//evil.example/",
      "/about-us/..//evil.example/",
      "/%0d%0aSet-Cookie:x=1/",
      "//evil.example/index.html",
    ]) {
      const answer = await send(port, path);
      expect([301, 400, 404], path).toContain(answer.status);
      expect(answer.headers["set-cookie"], path).toBeUndefined();
      const location = answer.headers["location"];
      if (location) {
        expect(new URL(location, "https://site.example/").host, path).toBe("site.example");
        expect(location, path).not.toMatch(/^[/\\]{2}/);
      }
    }
  });

  test("an unknown address: the 404 page with status 404 and its headers", async () => {
    for (const path of ["/no-such-page", "/services/nope/deeper", "/404", "/404.html"]) {
      const answer = await send(port, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain("Page Not Found");
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expectSecurityHeaders(answer, pageCsp(hashes()["/404.html"]!), path);
    }
  });

  function contact(tag: string) {
    return {
      id: randomUUID(),
      elapsedMs: 8000,
      website: "",
      name: `Asha Verma ${tag}`,
      email: `asha.${tag}@clinic.example`,
      phone: "+91 98765 43210",
      subject: "Project Discussion",
      message: `A booking system for three clinics (${tag}).`,
    };
  }

  /** A form post shaped as the browser sends it from the site's own page. */
  function post(path: string, body: object, extra: { from?: string; forwardedFor?: string } = {}) {
    return send(port, path, {
      method: "POST",
      from: extra.from,
      body: JSON.stringify(body),
      headers: {
        "Content-Type": "application/json",
        Origin: `http://127.0.0.1:${port}`,
        "Sec-Fetch-Site": "same-origin",
        "Sec-Fetch-Mode": "cors",
        "Sec-Fetch-Dest": "empty",
        ...(extra.forwardedFor ? { "X-Forwarded-For": extra.forwardedFor } : {}),
      },
    });
  }

  test("a form post through nginx answers 201 and is stored", async () => {
    const lead = contact(randomUUID().slice(0, 8));
    const answer = await post("/api/contact", lead, { from: "127.0.0.4" });
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ ok: true, id: lead.id });
    expectSecurityHeaders(answer, apiCsp, "POST /api/contact");

    const stored = JSON.parse(
      execFileSync(process.execPath, ["scripts/leads.ts", "list", "--json", "--kind", "contact"], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
      }),
    ) as { id: string; data: Record<string, unknown> }[];
    const { name, email, phone, subject, message } = lead;
    expect(stored.find((entry) => entry.id === lead.id)?.data).toEqual({
      name,
      email,
      phone,
      subject,
      message,
    });

    // Another site's page may not post; a body over the limit stops at nginx, with the headers.
    const foreign = await send(port, "/api/contact", {
      method: "POST",
      body: JSON.stringify(contact("x")),
      headers: {
        "Content-Type": "application/json",
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      },
    });
    expect(foreign.status).toBe(403);
    const huge = await post("/api/contact", { ...contact("y"), message: "x".repeat(70_000) });
    expect(huge.status).toBe(413);
    expectSecurityHeaders(huge, apiCsp, "413");
  });

  test("the rate limit counts each visitor's own address, passed on by nginx", async () => {
    const newsletter = () => ({
      id: randomUUID(),
      elapsedMs: 5000,
      website: "",
      email: `n.${randomUUID().slice(0, 8)}@example.com`,
    });
    // Visitor A, whatever X-Forwarded-For it makes up, is one address to the server.
    for (let i = 0; i < RATE_LIMIT; i++) {
      const answer = await post("/api/newsletter", newsletter(), {
        from: "127.0.0.2",
        forwardedFor: `198.51.100.${i + 1}`,
      });
      expect(answer.status, `post ${i + 1} from A`).toBe(201);
    }
    const limited = await post("/api/newsletter", newsletter(), {
      from: "127.0.0.2",
      forwardedFor: "198.51.100.99",
    });
    expect(limited.status, "A over the limit").toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expectSecurityHeaders(limited, apiCsp, "429");
    // Visitor B, behind the same nginx, has a bucket of its own.
    const other = await post("/api/newsletter", newsletter(), { from: "127.0.0.3" });
    expect(other.status, "B").toBe(201);
  });

  /** `_headers` as rules: path → header → value. */
  function readHeaders(): Map<string, Record<string, string>> {
    const rules = new Map<string, Record<string, string>>();
    let current: Record<string, string> | undefined;
    for (const line of readFileSync(join(buildDir, "client/_headers"), "utf8").split("\n")) {
      if (!line.trim()) continue;
      if (!line.startsWith(" ")) rules.set(line.trim(), (current = {}));
      else {
        const at = line.indexOf(":");
        current![line.slice(0, at).trim()] = line.slice(at + 1).trim();
      }
    }
    return rules;
  }

  test("a static host's _headers and _redirects say what the Node server does", async () => {
    const rules = readHeaders();
    expect(rules.get("/*")).toEqual(baseHeaders);
    expect(rules.get("/assets/*")).toEqual({
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    for (const [address, list] of Object.entries(hashes())) {
      expect(rules.get(address), address).toEqual({
        "Content-Security-Policy": pageCsp(list),
        "Cache-Control": "no-cache",
      });
    }
    // The Node server's own answers: each page's policy and the headers of everything.
    for (const address of ["/", "/about", "/contact", "/blog"]) {
      const answer = await send(nodePort, address);
      expect(answer.status, address).toBe(200);
      for (const [name, value] of Object.entries({ ...rules.get("/*"), ...rules.get(address) }))
        expect(answer.headers[name.toLowerCase()], `${name} of ${address}`).toBe(value);
    }
    const missing = await send(nodePort, "/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(readFileSync(join(buildDir, "client/404.html"), "utf8"));

    const lines = readFileSync(join(buildDir, "client/_redirects"), "utf8").trim().split("\n");
    const table = lines.map((line) => line.split(/\s+/));
    expect(table).toHaveLength(Object.keys(redirects).length * 2);
    for (const [from, to] of Object.entries(redirects)) {
      expect(table).toContainEqual([encodeURI(from), to, "301"]);
      expect(table).toContainEqual([`${encodeURI(from)}/`, to, "301"]);
    }
    for (const [from, to, status] of table) {
      const answer = await send(nodePort, from!);
      expect(answer.status, `Node on ${from}`).toBe(Number(status));
      expect(answer.headers["location"], `Node on ${from}`).toBe(to);
    }
  });
});
