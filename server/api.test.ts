import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "./api.ts";
import { startApi } from "./test-server.ts";

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;

beforeEach(async () => {
  api = await startApi({ RATE_LIMIT_PER_MINUTE: "1000" });
});
afterEach(() => api.close());

const contact = () => ({
  id: randomUUID(),
  elapsedMs: 12_000,
  website: "",
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  subject: "Project Discussion",
  message: "We need a new customer portal.",
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(api.base + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("form API", () => {
  it("stores a valid submission and answers 201 with its id", async () => {
    const lead = contact();
    const response = await post("/api/contact", lead);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: lead.id });
    const [stored] = api.store.list("contact");
    expect(stored?.id).toBe(lead.id);
    expect(stored?.data).toMatchObject({
      name: "Asha Verma",
      email: "asha@example.com",
      subject: "Project Discussion",
    });
  });

  it("stores a retried submission once and answers success again", async () => {
    const lead = contact();
    expect((await post("/api/contact", lead)).status).toBe(201);
    expect((await post("/api/contact", lead)).status).toBe(201);
    expect(api.store.list()).toHaveLength(1);
  });

  it("stores a newsletter address once, however often it subscribes", async () => {
    const subscribe = (email: string) =>
      post("/api/newsletter", { id: randomUUID(), elapsedMs: 5000, email });
    expect((await subscribe("reader@example.com")).status).toBe(201);
    expect((await subscribe("Reader@Example.com")).status).toBe(201);
    expect((await subscribe("other@example.com")).status).toBe(201);
    expect(api.store.list("newsletter").map((lead) => lead.data.email)).toEqual([
      "reader@example.com",
      "other@example.com",
    ]);
  });

  it("accepts every kind of form", async () => {
    const base = { elapsedMs: 9000, website: "" };
    const answers = await Promise.all([
      post("/api/quote", {
        ...base,
        id: randomUUID(),
        name: "Ravi Kumar",
        email: "ravi@example.com",
        projectType: "cloud",
        description: "Move our ERP to the cloud.",
        budget: "large",
      }),
      post("/api/newsletter", { ...base, id: randomUUID(), email: "news@example.com" }),
      post("/api/chat", {
        ...base,
        id: randomUUID(),
        email: "chat@example.com",
        transcript: [
          { from: "visitor", text: "Do you do cloud migration?" },
          { from: "bot", text: "Yes." },
        ],
      }),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(
      answers.map((r) => r.status),
      bodies.join("\n"),
    ).toEqual([201, 201, 201]);
    expect(
      api.store
        .list()
        .map((l) => l.kind)
        .sort(),
    ).toEqual(["chat", "newsletter", "quote"]);
  });

  it.each([
    ["malformed JSON", "{name:", 400],
    ["a JSON array", "[1,2]", 400],
    ["no id", { ...contact(), id: undefined }, 400],
    ["an id that is not a UUID", { ...contact(), id: "1; DROP TABLE leads" }, 400],
    ["elapsedMs as text", { ...contact(), elapsedMs: "soon" }, 400],
    ["missing fields", { id: randomUUID(), elapsedMs: 9000 }, 422],
    ["a number for the name", { ...contact(), name: 42 }, 422],
    ["an invalid email", { ...contact(), email: "asha@" }, 422],
    ["a subject not on the list", { ...contact(), subject: "Hacking" }, 422],
    ["a name of 10,000 characters", { ...contact(), name: "x".repeat(10_000) }, 422],
    ["a message of 20,000 characters", { ...contact(), message: "x".repeat(20_000) }, 422],
    ["an object for the message", { ...contact(), message: { $gt: "" } }, 422],
  ])("rejects %s, stores nothing, and still takes a valid one after", async (_, body, status) => {
    const response = await post("/api/contact", body);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { ok: boolean; error: string };
    expect(answer.ok).toBe(false);
    expect(answer.error).toBeTruthy();
    expect(api.store.list()).toHaveLength(0);
    expect((await post("/api/contact", contact())).status).toBe(201);
  });

  it("names each invalid field", async () => {
    const response = await post("/api/contact", { ...contact(), email: "nope", name: "" });
    expect(response.status).toBe(422);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(["email", "name"]);
  });

  it("refuses a wrong content type with 415", async () => {
    const response = await post("/api/contact", "name=x", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(415);
    expect(api.store.list()).toHaveLength(0);
  });

  it("refuses a body over the limit with 413", async () => {
    const huge = { ...contact(), message: "x".repeat(MAX_BODY_BYTES + 10) };
    expect((await post("/api/contact", huge)).status).toBe(413);
    // A streamed body that declares no length is cut off too.
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode("x".repeat(4096)));
        controller.close();
      },
    });
    const streamed = await fetch(api.base + "/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(api.store.list()).toHaveLength(0);
    expect((await post("/api/contact", contact())).status).toBe(201);
  });

  it("refuses another site's origin with 403", async () => {
    expect((await post("/api/contact", contact(), { Origin: "https://evil.example" })).status).toBe(
      403,
    );
    expect((await post("/api/contact", contact(), { "Sec-Fetch-Site": "cross-site" })).status).toBe(
      403,
    );
    expect(api.store.list()).toHaveLength(0);
    const host = new URL(api.base).host;
    expect((await post("/api/contact", contact(), { Origin: `http://${host}` })).status).toBe(201);
  });

  it("answers unknown forms 404 and other methods 405", async () => {
    expect((await post("/api/orders", contact())).status).toBe(404);
    expect((await fetch(api.base + "/api/contact")).status).toBe(405);
  });

  it("tells bots they succeeded and keeps nothing", async () => {
    const honeypot = await post("/api/contact", { ...contact(), website: "https://spam.example" });
    expect(honeypot.status).toBe(201);
    const tooFast = await post("/api/contact", { ...contact(), elapsedMs: 400 });
    expect(tooFast.status).toBe(201);
    expect(api.store.list()).toHaveLength(0);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After past the limit, per address", async () => {
    const limited = await startApi({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const response = await fetch(limited.base + "/api/newsletter", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ id: randomUUID(), elapsedMs: 5000, email: `p${i}@example.com` }),
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
          expect(((await response.json()) as { error: string }).error).toMatch(/try again/i);
        }
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(limited.store.list()).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe("health", () => {
  it("answers 200 while the database takes writes, 503 with Retry-After once it cannot", async () => {
    const response = await fetch(api.base + "/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("cache-control")).toBe("no-store");
    api.store.close();
    const down = await fetch(api.base + "/api/health");
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("30");
    expect(((await down.json()) as { ok: boolean }).ok).toBe(false);
  });

  it("answers a submission 503 (not 201) when the database cannot store it", async () => {
    api.store.close();
    const response = await post("/api/contact", contact());
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(api.logs.join("\n")).toMatch(/error storing a lead failed kind=contact/);
  });
});

describe("request bodies", () => {
  it.each(["gzip", "deflate", "br", "x-custom"])(
    "refuses a body labelled Content-Encoding: %s with 415 and stores nothing",
    async (encoding) => {
      const response = await post("/api/contact", contact(), { "Content-Encoding": encoding });
      expect(response.status).toBe(415);
      expect(api.store.list()).toHaveLength(0);
    },
  );

  it("accepts Content-Encoding: identity", async () => {
    expect((await post("/api/contact", contact(), { "Content-Encoding": "identity" })).status).toBe(
      201,
    );
  });

  it("answers an empty body 400", async () => {
    expect((await post("/api/contact", "")).status).toBe(400);
  });
});

describe("logs", () => {
  it("log one line per stored lead with its id and kind, never its content", async () => {
    const lead = contact();
    await post("/api/contact", lead);
    await post("/api/contact", lead); // a retry stores nothing and logs nothing
    const lines = api.logs.filter((line) => line.includes("lead stored"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`info lead stored id=${lead.id} kind=contact$`));
    expect(api.logs.join("\n")).not.toContain("Asha");
    expect(api.logs.join("\n")).not.toContain("customer portal");
  });
});

describe("trusted proxies", () => {
  async function statusesFrom(env: NodeJS.ProcessEnv, forwardedFor: string[]) {
    const server = await startApi({ RATE_LIMIT_PER_MINUTE: "1", ...env });
    try {
      const statuses = [];
      for (const address of forwardedFor) {
        const response = await fetch(server.base + "/api/newsletter", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
          body: JSON.stringify({
            id: randomUUID(),
            elapsedMs: 5000,
            email: `${randomUUID()}@x.io`,
          }),
        });
        statuses.push(response.status);
      }
      return statuses;
    } finally {
      await server.close();
    }
  }

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    // Every request comes from 127.0.0.1; without trust, one bucket for all.
    expect(await statusesFrom({}, ["203.0.113.1", "203.0.113.2"])).toEqual([201, 429]);
    expect(
      await statusesFrom({ TRUST_PROXY: "10.0.0.0/8" }, ["203.0.113.1", "203.0.113.2"]),
    ).toEqual([201, 429]);
  });

  it("takes the client from X-Forwarded-For when the peer is a trusted proxy", async () => {
    expect(
      await statusesFrom({ TRUST_PROXY: "127.0.0.1" }, [
        "203.0.113.1",
        "203.0.113.2",
        "203.0.113.1",
      ]),
    ).toEqual([201, 201, 429]);
    expect(
      await statusesFrom({ TRUST_PROXY: "127.0.0.0/8,::1" }, ["203.0.113.7", "203.0.113.8"]),
    ).toEqual([201, 201]);
  });

  it("believes only the trusted hops: a client cannot prepend its own address", async () => {
    // The client sends "X-Forwarded-For: spoofed"; the proxy appends the real peer.
    expect(
      await statusesFrom({ TRUST_PROXY: "127.0.0.1" }, [
        "198.51.100.1, 203.0.113.9",
        "198.51.100.2, 203.0.113.9",
      ]),
    ).toEqual([201, 429]);
  });

  it("keys IPv6 clients by /64", async () => {
    expect(
      await statusesFrom({ TRUST_PROXY: "127.0.0.1" }, ["2001:db8:1:2::1", "2001:db8:1:2:ffff::9"]),
    ).toEqual([201, 429]);
  });
});

describe("a static host's origin", () => {
  it("gets CORS headers on its answers, errors included", async () => {
    const server = await startApi({ ALLOWED_ORIGINS: "https://www.example.com" });
    try {
      const preflight = await fetch(server.base + "/api/contact", {
        method: "OPTIONS",
        headers: { Origin: "https://www.example.com", "Access-Control-Request-Method": "POST" },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe("https://www.example.com");
      const invalid = await fetch(server.base + "/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://www.example.com" },
        body: JSON.stringify({ ...contact(), email: "nope" }),
      });
      expect(invalid.status).toBe(422);
      expect(invalid.headers.get("access-control-allow-origin")).toBe("https://www.example.com");
      expect(invalid.headers.get("vary")).toMatch(/origin/i);
    } finally {
      await server.close();
    }
  });
});
