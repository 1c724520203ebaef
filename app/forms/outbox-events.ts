import type { OutboxEntry } from "./outbox.ts";
import type { SubmitResult } from "./submit.ts";

/**
 * The outbox's storage key and its listeners, apart from the outbox itself: forms listen from
 * the first render, while the sending code loads only when something is sent.
 */
export const OUTBOX_KEY = "nexora-outbox";

/** A form listening for its own saved submission: returns true when it took care of it. */
export type OutboxListener = (entry: OutboxEntry, result: SubmitResult) => boolean;

const listeners = new Set<OutboxListener>();

/** Hears how saved submissions fared when they were sent again. Returns the unsubscribe. */
export function onOutboxResult(listener: OutboxListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener how a saved submission fared; true when one of them took care of it. */
export function tellListeners(entry: OutboxEntry, result: SubmitResult): boolean {
  let claimed = false;
  for (const listener of listeners) if (listener(entry, result)) claimed = true;
  return claimed;
}

/** Whether anything waits in the outbox, without loading the code that sends it. */
export function outboxHasEntries(): boolean {
  try {
    return Boolean(localStorage.getItem(OUTBOX_KEY));
  } catch {
    return false;
  }
}
