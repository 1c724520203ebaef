import { useId, useState } from "react";
import { Icon } from "./ui/icons";

export const CHAT_GREETING = "Hello! How can we help you today?";

/** The floating chat: a button that opens and closes a small conversation panel. */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();

  return (
    <>
      {open ? (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="fixed right-4 bottom-24 z-40 flex w-[min(22rem,calc(100vw-2rem))] animate-fade-in flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl sm:right-6"
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpen(false);
          }}
        >
          <div className="flex items-center justify-between bg-gradient-to-r from-indigo-600 to-cyan-600 px-4 py-3 text-white">
            <h2 id={headingId} className="font-semibold">
              Chat with us
            </h2>
          </div>
          <ol
            aria-live="polite"
            className="flex max-h-72 min-h-40 flex-col gap-3 overflow-y-auto p-4"
          >
            <li className="max-w-[85%] rounded-2xl rounded-tl-sm bg-surface-2 px-3 py-2 text-sm">
              {CHAT_GREETING}
            </li>
          </ol>
          <form
            className="flex gap-2 border-t border-border p-3"
            onSubmit={(event) => event.preventDefault()}
          >
            <input
              name="message"
              aria-label="Message"
              placeholder="Type your message..."
              autoComplete="off"
              className="min-w-0 flex-1 rounded-full border border-border bg-background px-4 py-2 text-sm"
            />
            <button
              type="submit"
              className="inline-flex items-center gap-1 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground"
            >
              Send
            </button>
          </form>
        </section>
      ) : null}
      <button
        type="button"
        aria-label={open ? "Close chat" : "Open chat"}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className="inline-flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-cyan-500 text-white shadow-xl transition-transform hover:scale-105"
      >
        <Icon name={open ? "close" : "chat"} className="size-6" />
      </button>
    </>
  );
}
