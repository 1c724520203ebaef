// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { OUTBOX_KEY, onOutboxResult } from "./outbox-events.ts";
import { flushOutbox, readOutbox, removeFromOutbox, saveToOutbox } from "./outbox.ts";
import type { LeadPayload } from "./schemas.ts";
import type { SubmitResult, submitLead } from "./submit.ts";

const payload = (id: string): LeadPayload => ({
  id,
  elapsedMs: 5000,
  website: "",
  email: `${id}@example.com`,
});

const sendWith = (answers: Record<string, SubmitResult>) =>
  vi.fn<typeof submitLead>(async (_kind, p) => answers[p.id] ?? { status: "sent", id: p.id });

beforeEach(() => {
  localStorage.clear();
});

describe("outbox storage", () => {
  it("keeps entries, replacing one saved again with the same id", () => {
    expect(readOutbox()).toEqual([]);
    expect(saveToOutbox("contact", payload("a"))).toBe(true);
    saveToOutbox("newsletter", payload("b"));
    saveToOutbox("contact", { ...payload("a"), email: "new@example.com" });
    const entries = readOutbox();
    expect(entries.map((e) => e.payload.id)).toEqual(["b", "a"]);
    expect(entries[1]!.payload.email).toBe("new@example.com");
    removeFromOutbox("b");
    expect(readOutbox().map((e) => e.payload.id)).toEqual(["a"]);
    removeFromOutbox("a");
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it("ignores damaged storage", () => {
    localStorage.setItem(OUTBOX_KEY, "{not json");
    expect(readOutbox()).toEqual([]);
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ kind: "admin" }, 3]));
    expect(readOutbox()).toEqual([]);
  });
});

describe("flushOutbox", () => {
  it("sends everything, and reports deliveries no form claimed", async () => {
    saveToOutbox("contact", payload("a"));
    saveToOutbox("quote", payload("b"));
    const send = sendWith({});
    const delivered = await flushOutbox(send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![0]).toBe("contact");
    expect(delivered.map((e) => e.payload.id)).toEqual(["a", "b"]);
    expect(readOutbox()).toEqual([]);
  });

  it("lets a mounted form claim its own submission", async () => {
    saveToOutbox("contact", payload("mine"));
    const heard: string[] = [];
    const stop = onOutboxResult((entry, result) => {
      heard.push(`${entry.payload.id}:${result.status}`);
      return entry.payload.id === "mine";
    });
    expect(await flushOutbox(sendWith({}))).toEqual([]);
    expect(heard).toEqual(["mine:sent"]);
    stop();
  });

  it("keeps what failed again and stops while still offline", async () => {
    saveToOutbox("contact", payload("a"));
    saveToOutbox("contact", payload("b"));
    const send = sendWith({
      a: { status: "failed", reason: "offline", message: "offline" },
    });
    expect(await flushOutbox(send)).toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(readOutbox()).toHaveLength(2);
  });

  it("drops a submission the server rejected as invalid", async () => {
    saveToOutbox("contact", payload("a"));
    const send = sendWith({ a: { status: "invalid", message: "no", fields: { email: "bad" } } });
    expect(await flushOutbox(send)).toEqual([]);
    expect(readOutbox()).toEqual([]);
  });

  it("drops entries older than thirty days unsent", async () => {
    localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([{ kind: "contact", payload: payload("old"), savedAt: 0 }]),
    );
    const send = sendWith({});
    expect(await flushOutbox(send)).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    expect(readOutbox()).toEqual([]);
  });

  it("shares one run between concurrent calls, and runs again afterwards", async () => {
    saveToOutbox("contact", payload("a"));
    const send = sendWith({});
    const [first, second] = await Promise.all([flushOutbox(send), flushOutbox(send)]);
    expect(first).toBe(second);
    expect(send).toHaveBeenCalledTimes(1);
    saveToOutbox("contact", payload("b"));
    await flushOutbox(send);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
