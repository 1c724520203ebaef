import { describe, expect, it } from "vitest";
import { limits } from "~/forms/options";
import { validate } from "~/forms/schemas";
import type { ChatMessage } from "./conversation";
import { handoffConfirmation, messageText, toTranscript } from "./handoff";

const bot: ChatMessage = {
  id: 2,
  from: "bot",
  paragraphs: ["Yes: Cloud Solutions."],
  points: ["Cloud migration and re-platforming"],
  related: "See the case study.",
  sources: [
    { label: "Cloud Solutions", href: "/services/cloud-solutions" },
    { label: "Case study", href: "/projects/cloud-migration" },
  ],
  next: ["quote"],
};

describe("chat hand-off", () => {
  it("writes a bot answer as plain text with its list and sources", () => {
    expect(messageText(bot)).toBe(
      [
        "Yes: Cloud Solutions.",
        "- Cloud migration and re-platforming",
        "See the case study.",
        "Sources: Cloud Solutions (/services/cloud-solutions), Case study (/projects/cloud-migration)",
      ].join("\n"),
    );
  });

  it("sends a transcript the shared schema accepts, however long the chat", () => {
    const messages: ChatMessage[] = Array.from({ length: 80 }, (_, index) =>
      index % 2 === 0
        ? { id: index + 1, from: "visitor", text: `question ${index} ${"x".repeat(3000)}` }
        : { ...bot, id: index + 1 },
    );
    const transcript = toTranscript(messages);
    expect(transcript).toHaveLength(limits.chatEntries);
    expect(transcript.at(-1)?.from).toBe("bot");
    expect(Math.max(...transcript.map((entry) => entry.text.length))).toBeLessThanOrEqual(
      limits.chatText,
    );
    expect(validate("chat", { email: "a@b.co", name: "", transcript }).ok).toBe(true);
  });

  it("leaves out empty messages", () => {
    expect(toTranscript([{ id: 1, from: "visitor", text: "  " }])).toEqual([]);
  });

  it("confirms with the visitor's address", () => {
    expect(handoffConfirmation("asha@example.com").paragraphs[0]).toBe(
      "Thanks! Our team will email you at asha@example.com, usually within one business day.",
    );
  });
});
