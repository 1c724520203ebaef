// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHAT_STORAGE_KEY,
  emptyConversation,
  MAX_MESSAGES,
  parseConversation,
  type BotReply,
} from "./conversation";

const reply: BotReply = {
  paragraphs: ["We're open Saturday 10:00 AM-2:00 PM."],
  sources: [{ label: "Contact", href: "/contact" }],
  next: ["contact"],
};

/** A fresh copy of the store module, as on a new page load. */
async function freshStore() {
  vi.resetModules();
  return (await import("./conversation")).conversationStore;
}

describe("parseConversation", () => {
  it("reads nothing, or anything unreadable, as the empty chat", () => {
    expect(parseConversation(null)).toEqual(emptyConversation);
    expect(parseConversation("{not json")).toEqual(emptyConversation);
    expect(parseConversation("42")).toEqual(emptyConversation);
  });

  it("keeps well-formed messages and drops the rest", () => {
    const stored = {
      // Written by an earlier version, which kept whether the panel was open: ignored.
      open: true,
      handoff: { status: "sent", email: "a@b.co" },
      messages: [
        { id: 1, from: "visitor", text: "Open on Saturday?" },
        { id: 2, from: "bot", ...reply },
        { id: 3, from: "bot", paragraphs: "not a list", sources: [], next: [] },
        {
          id: 4,
          from: "bot",
          ...reply,
          sources: [{ label: "Elsewhere", href: "https://x.example" }],
        },
        { id: 5, from: "bot", ...reply, next: ["dance"] },
        { id: 6, from: "someone", text: "?" },
      ],
    };
    const conversation = parseConversation(JSON.stringify(stored));
    expect(Object.keys(conversation).sort()).toEqual(["handoff", "messages"]);
    expect(conversation.handoff).toEqual({ status: "sent", email: "a@b.co" });
    expect(conversation.messages.map((message) => message.id)).toEqual([1, 2]);
  });
});

describe("conversationStore", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.useRealTimers());

  it("renders as the empty chat on the server and during hydration", async () => {
    sessionStorage.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({ messages: [{ id: 1, from: "visitor", text: "Hi" }] }),
    );
    const store = await freshStore();
    expect(store.getServerSnapshot()).toEqual(emptyConversation);
    expect(store.getSnapshot().messages).toHaveLength(1);
  });

  it("survives a reload with what was said", async () => {
    let store = await freshStore();
    store.addExchange("Open on Saturday? And where are you?", [
      reply,
      { ...reply, paragraphs: ["In Bhopal."] },
    ]);
    const before = store.getSnapshot();

    store = await freshStore();
    expect(store.getSnapshot()).toEqual(before);
    expect(before.messages).toEqual([
      { id: 1, from: "visitor", text: "Open on Saturday? And where are you?" },
      { id: 2, from: "bot", ...reply },
      { id: 3, from: "bot", ...reply, paragraphs: ["In Bhopal."] },
    ]);
  });

  it("notifies subscribers of each change", async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.addExchange("one", [reply]);
    store.addExchange("two", [reply]);
    store.confirmHandoff("a@b.co", reply);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.addExchange("three", [reply]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("records the hand-off and keeps only the latest messages", async () => {
    const store = await freshStore();
    for (let i = 0; i < MAX_MESSAGES; i++) store.addExchange(`question ${i}`, [reply]);
    store.confirmHandoff("a@b.co", { ...reply, paragraphs: ["Thanks!"] });
    const { messages, handoff } = store.getSnapshot();
    expect(messages).toHaveLength(MAX_MESSAGES);
    expect(messages.at(-1)).toMatchObject({ from: "bot", paragraphs: ["Thanks!"] });
    expect(new Set(messages.map((message) => message.id)).size).toBe(MAX_MESSAGES);
    expect(handoff).toEqual({ status: "sent", email: "a@b.co" });
  });

  it("still works when storage is blocked", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    const store = await freshStore();
    store.addExchange("Open on Saturday?", [reply]);
    expect(store.getSnapshot().messages).toHaveLength(2);
  });
});
