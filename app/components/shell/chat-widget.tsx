import { lazy, Suspense, useId, useRef, useState } from "react";
import { botBubbleClass, CHAT_GREETING, chatFrameClass, ChatHeading } from "../chat-frame";
import { Icon } from "../ui/icons";

// The panel, the search index and the answering code arrive only when the chat first opens.
const ChatPanel = lazy(() =>
  import("../chat-panel").then((module) => ({ default: module.ChatPanel })),
);

function LoadingPanel({ id, headingId }: { id: string; headingId: string }) {
  return (
    <section id={id} aria-labelledby={headingId} aria-busy="true">
      <ChatHeading id={headingId} />
      <p className={`m-4 ${botBubbleClass}`}>{CHAT_GREETING}</p>
    </section>
  );
}

/**
 * The floating chat: a button that opens and closes the conversation panel. Whether it is open
 * is this component's own state: it stays open as the visitor moves between pages (the panel
 * closes itself on a phone's navigation and when the header's menu opens), and is closed after a
 * reload. What was said lives in session storage (app/chat/conversation.ts).
 */
export function ChatWidget() {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <>
      {open ? (
        <div className={chatFrameClass}>
          <Suspense fallback={<LoadingPanel id={panelId} headingId={headingId} />}>
            <ChatPanel
              id={panelId}
              headingId={headingId}
              onClose={close}
              onDismiss={() => setOpen(false)}
            />
          </Suspense>
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-label={open ? "Close chat" : "Open chat"}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) close();
        }}
        className="inline-flex size-14 items-center sm:size-12 justify-center rounded-full bg-gradient-to-br from-indigo-600 to-cyan-700 text-white shadow-xl transition-transform hover:scale-105 motion-reduce:hover:scale-100"
      >
        <Icon name={open ? "close" : "chat"} className="size-6" />
      </button>
    </>
  );
}
