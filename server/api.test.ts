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
