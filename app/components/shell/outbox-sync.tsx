import { useEffect } from "react";
import { outboxHasEntries } from "~/forms/outbox-events";
import { announce } from "./toaster";

/**
 * Sends what the outbox kept while the visitor was offline: once after the page loads and
 * whenever the browser comes back online. Renders nothing.
 */
export function OutboxSync() {
  useEffect(() => {
    let active = true;
    const flush = () => {
      // The sending code loads only when something actually waits to be sent.
      if (!outboxHasEntries()) return;
      void import("~/forms/outbox").then(async ({ flushOutbox, sentLaterNotice }) => {
        const notice = sentLaterNotice(await flushOutbox());
        if (active && notice) announce(notice);
      });
    };
    flush();
    window.addEventListener("online", flush);
    return () => {
      active = false;
      window.removeEventListener("online", flush);
    };
  }, []);
  return null;
}
