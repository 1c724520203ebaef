/**
 * The hand-off: the conversation so far, in the shape the form API stores (`chatSchema`), and
 * the chat's confirmation once the team has it.
 */
import { limits } from "~/forms/options";
import type { BotReply, ChatMessage } from "./conversation";

export type TranscriptEntry = { from: "visitor" | "bot"; text: string };

/** A message as plain text: a bot answer keeps its list and the pages it cited. */
export function messageText(message: ChatMessage): string {
  if (message.from === "visitor") return message.text.trim();
  const lines = [
    ...message.paragraphs,
    ...(message.points ?? []).map((point) => `- ${point}`),
    ...(message.related ? [message.related] : []),
  ];
  if (message.sources.length > 0) {
    lines.push(
      `Sources: ${message.sources.map((source) => `${source.label} (${source.href})`).join(", ")}`,
    );
  }
  return lines.join("\n").trim();
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The latest messages the API accepts, each within its length limit. */
export function toTranscript(messages: readonly ChatMessage[]): TranscriptEntry[] {
  return messages
    .map((message) => ({ from: message.from, text: clip(messageText(message), limits.chatText) }))
    .filter((entry) => entry.text !== "")
    .slice(-limits.chatEntries);
}

/** What the chat says once the team has the visitor's address. */
export function handoffConfirmation(email: string): BotReply {
  return {
    paragraphs: [
      `Thanks! Our team will email you at ${email}, usually within one business day.`,
      "You're welcome to keep asking here in the meantime.",
    ],
    sources: [],
    next: [],
  };
}
