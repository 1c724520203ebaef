import { useEffect } from "react";
import { announce } from "~/components/toaster";
import { outboxHasEntries } from "./outbox-events.ts";

const sentLater: Record<string, string> = {
  contact: "Your saved message has now been sent. We'll get back to you soon.",
  quote: "Your saved quote request has now been sent. We'll be in touch within one business day.",
  newsletter: "You're now subscribed to our newsletter.",
  chat: "Your chat message has now been sent. We'll reply by email.",
};

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
      void import("./outbox.ts")
        .then(({ flushOutbox }) => flushOutbox())
        .then((delivered) => {
          const last = delivered.at(-1);
          if (active && last) announce(sentLater[last.kind] ?? sentLater.contact!);
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
