/**
 * The chat's conversation: what was said and whether the visitor has left an address. Kept in
 * session storage so it survives navigation and reloads within the tab; it loads with the panel,
 * when the chat first opens. Whether the panel is open is the widget's own state, so the panel
 * is closed after a reload: a restored chat never covers the page uninvited.
 */

/** A page the chat cites, or a next step it offers. */
export type ChatLink = { label: string; href: string };

/** What the visitor can do after an answer. */
export type NextStep = "quote" | "contact" | "handoff";

export type VisitorMessage = { id: number; from: "visitor"; text: string };

export type BotMessage = {
  id: number;
  from: "bot";
  /** The answer in short paragraphs. */
  paragraphs: string[];
  /** A short list under the paragraphs (a service's features, the process steps). */
  points?: string[];
  /** A second page worth a look, after the list: "Related: " and its title. */
  related?: string;
  /** The pages the answer comes from, most relevant first. */
  sources: ChatLink[];
  next: NextStep[];
};

export type ChatMessage = VisitorMessage | BotMessage;

/** The bot's part of an exchange, before it gets its place in the conversation. */
export type BotReply = Omit<BotMessage, "id" | "from">;

export type Handoff = { status: "none" } | { status: "sent"; email: string };

export type Conversation = {
  messages: ChatMessage[];
  handoff: Handoff;
};

export const CHAT_STORAGE_KEY = "nexora-chat";

/** The conversation keeps this many messages; older ones drop off the top. */
export const MAX_MESSAGES = 60;

export const emptyConversation: Conversation = {
  messages: [],
  handoff: { status: "none" },
};

const nextSteps: readonly NextStep[] = ["quote", "contact", "handoff"];

function isLink(value: unknown): value is ChatLink {
  if (typeof value !== "object" || value === null) return false;
  const link = value as Partial<ChatLink>;
  // Only the site's own pages: a tampered store must not turn the chat into a link to elsewhere.
  return (
    typeof link.label === "string" &&
    typeof link.href === "string" &&
    link.href.startsWith("/") &&
    !link.href.startsWith("//")
  );
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  if (typeof message.id !== "number") return false;
  if (message.from === "visitor") return typeof message.text === "string";
  return (
    message.from === "bot" &&
    isStringList(message.paragraphs) &&
    (message.points === undefined || isStringList(message.points)) &&
    (message.related === undefined || typeof message.related === "string") &&
    Array.isArray(message.sources) &&
    message.sources.every(isLink) &&
    Array.isArray(message.next) &&
    message.next.every((step) => nextSteps.includes(step as NextStep))
  );
}

/** A stored conversation, checked field by field; anything unreadable becomes the empty chat. */
export function parseConversation(raw: string | null): Conversation {
  if (!raw) return emptyConversation;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== "object" || data === null) return emptyConversation;
    const stored = data as Record<string, unknown>;
    const handoff = stored.handoff as Record<string, unknown> | undefined;
    return {
      messages: Array.isArray(stored.messages)
        ? stored.messages.filter(isMessage).slice(-MAX_MESSAGES)
        : [],
      handoff:
        handoff?.status === "sent" && typeof handoff.email === "string"
          ? { status: "sent", email: handoff.email }
          : { status: "none" },
    };
  } catch {
    return emptyConversation;
  }
}

let current: Conversation | null = null;
const listeners = new Set<() => void>();

function read(): Conversation {
  if (current) return current;
  try {
    current = parseConversation(sessionStorage.getItem(CHAT_STORAGE_KEY));
  } catch {
    // Storage blocked: the chat still works for this page.
    current = emptyConversation;
  }
  return current;
}

function write(next: Conversation) {
  current = next;
  try {
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: keep the conversation in memory.
  }
  for (const listener of listeners) listener();
}

export const conversationStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: read,
  /** Prerendered HTML and hydration always see the empty chat. */
  getServerSnapshot: () => emptyConversation,

  /** Adds a visitor's message and the bot's replies to it (one per part of the question). */
  addExchange(text: string, replies: BotReply[]) {
    const state = read();
    const last = state.messages.at(-1)?.id ?? 0;
    const messages: ChatMessage[] = [
      ...state.messages,
      { id: last + 1, from: "visitor", text },
      ...replies.map((reply, index) => ({ id: last + 2 + index, from: "bot" as const, ...reply })),
    ];
    write({ ...state, messages: messages.slice(-MAX_MESSAGES) });
  },

  /** The team has the visitor's address: record it and say so in the conversation. */
  confirmHandoff(email: string, reply: BotReply) {
    const state = read();
    const last = state.messages.at(-1)?.id ?? 0;
    write({
      ...state,
      handoff: { status: "sent", email },
      messages: [...state.messages, { id: last + 1, from: "bot" as const, ...reply }].slice(
        -MAX_MESSAGES,
      ),
    });
  },

  /** Forgets the conversation (tests, and a fresh start). */
  reset() {
    write(emptyConversation);
  },
};
