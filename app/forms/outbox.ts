import { isLeadKind, leadForms, type LeadKind, type LeadPayload } from "./schemas.ts";
import { OUTBOX_KEY, tellListeners } from "./outbox-events.ts";
import { submitLead } from "./submit.ts";

/**
 * Submissions that could not leave the browser because it was offline, kept in local storage
 * and sent again when the connection comes back (and on the next page load). Each keeps its
 * id, so a submission that did arrive after all is stored only once by the server.
 */
export type OutboxEntry = { kind: LeadKind; payload: LeadPayload; savedAt: number };

/** An entry older than this is dropped unsent rather than delivered out of the blue. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Partial<OutboxEntry>;
  return (
    isLeadKind(entry.kind) &&
    typeof entry.savedAt === "number" &&
    typeof entry.payload === "object" &&
    entry.payload !== null &&
    typeof entry.payload.id === "string"
  );
}

export function readOutbox(): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writeOutbox(entries: OutboxEntry[]): boolean {
  try {
    if (entries.length === 0) localStorage.removeItem(OUTBOX_KEY);
    else localStorage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}

/** Keeps a submission to send later; a later save with the same id replaces it. */
export function saveToOutbox(kind: LeadKind, payload: LeadPayload): boolean {
  const others = readOutbox().filter((entry) => entry.payload.id !== payload.id);
  return writeOutbox([...others, { kind, payload, savedAt: Date.now() }]);
}

export function removeFromOutbox(id: string): void {
  const entries = readOutbox();
  const rest = entries.filter((entry) => entry.payload.id !== id);
  if (rest.length !== entries.length) writeOutbox(rest);
}

let flushing: Promise<OutboxEntry[]> | null = null;

async function sendAll(send: typeof submitLead): Promise<OutboxEntry[]> {
  const unclaimed: OutboxEntry[] = [];
  for (const entry of readOutbox()) {
    if (Date.now() - entry.savedAt > MAX_AGE_MS) {
      removeFromOutbox(entry.payload.id);
      continue;
    }
    const result = await send(entry.kind, entry.payload);
    if (result.status === "failed") {
      // Still no connection, or asked to slow down: the rest can wait too.
      if (["offline", "network", "rate-limited"].includes(result.reason)) break;
      continue;
    }
    removeFromOutbox(entry.payload.id);
    if (!tellListeners(entry, result) && result.status === "sent") unclaimed.push(entry);
  }
  return unclaimed;
}

/**
 * Sends every saved submission once more. Delivered and rejected entries leave the outbox;
 * those that failed again stay. Resolves to the delivered entries that no mounted form claimed,
 * so the caller can tell the visitor about them. Concurrent calls share one run.
 */
export function flushOutbox(send: typeof submitLead = submitLead): Promise<OutboxEntry[]> {
  flushing ??= sendAll(send).finally(() => {
    flushing = null;
  });
  return flushing;
}

/** What to tell the visitor about saved submissions that were sent later: the last one's words. */
export function sentLaterNotice(delivered: readonly OutboxEntry[]): string | undefined {
  const last = delivered.at(-1);
  return last ? leadForms[last.kind].messages.sentLater : undefined;
}
