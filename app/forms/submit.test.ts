import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadPayload } from "./schemas.ts";
import { leadEndpoint, newSubmissionId, submitLead } from "./submit.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const payload: LeadPayload = {
  id: "1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed",
  elapsedMs: 4200,
  website: "",
  email: "asha@example.com",
};

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return vi.fn<typeof globalThis.fetch>(async () =>
    Response.json(body ?? {}, { status, headers: { ...headers } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("newSubmissionId", () => {
  it("makes distinct v4 UUIDs", () => {
    const a = newSubmissionId();
    expect(a).toMatch(UUID);
    expect(newSubmissionId()).not.toBe(a);
  });

  it("works without crypto.randomUUID", () => {
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(newSubmissionId()).toMatch(UUID);
  });
});

describe("submitLead", () => {
  it("posts the payload as JSON to the kind's endpoint", async () => {
    const fetch = answer(201, { ok: true, id: payload.id });
    expect(await submitLead("newsletter", payload, { fetch })).toEqual({
      status: "sent",
      id: payload.id,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(leadEndpoint("newsletter"));
    expect(url).toMatch(/\/api\/newsletter$/);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it("passes on the server's field messages", async () => {
    const fetch = answer(422, {
      ok: false,
      error: "Some fields need your attention.",
      fields: { email: "Please enter a valid email address.", bogus: 3 },
    });
    expect(await submitLead("contact", payload, { fetch })).toEqual({
      status: "invalid",
      message: "Some fields need your attention.",
      fields: { email: "Please enter a valid email address." },
    });
  });

  it("treats a 400 without fields as rejected, in the server's words", async () => {
    const fetch = answer(400, { ok: false, error: "Malformed JSON." });
    expect(await submitLead("contact", payload, { fetch })).toEqual({
      status: "failed",
      reason: "rejected",
      message: "Malformed JSON.",
    });
  });

  it.each([
    [413, "too-large"],
    [415, "rejected"],
    [403, "rejected"],
    [500, "server"],
    [503, "server"],
    [404, "server"],
  ] as const)("maps %i to %s", async (status, reason) => {
    const result = await submitLead("quote", payload, { fetch: answer(status, "oops") });
    expect(result).toMatchObject({ status: "failed", reason, message: expect.any(String) });
  });

  it("says how long to wait when rate limited", async () => {
    const fetch = answer(429, { ok: false, error: "Too many requests" }, { "Retry-After": "30" });
    const result = await submitLead("contact", payload, { fetch });
    expect(result).toMatchObject({ status: "failed", reason: "rate-limited" });
    expect(result.status === "failed" && result.message).toContain("30 seconds");

    const later = await submitLead("contact", payload, {
      fetch: answer(429, {}, { "Retry-After": "600" }),
    });
    expect(later.status === "failed" && later.message).toContain("10 minutes");
  });

  it("reports a network failure without throwing", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitLead("contact", payload, { fetch })).toMatchObject({
      status: "failed",
      reason: "network",
    });
  });

  it("does not try while the browser is offline", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const fetch = answer(201);
    expect(await submitLead("contact", payload, { fetch })).toMatchObject({
      status: "failed",
      reason: "offline",
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
