import { lazy, Suspense, useId, useRef, useState, useSyncExternalStore } from "react";
import { conversationStore } from "~/chat/conversation";
import { botBubbleClass, CHAT_GREETING, ChatHeading, chatPanelClass } from "../chat-frame";
import { Icon } from "../ui/icons";

// The panel, the search index and the answering code arrive only when the chat first opens.
const ChatPanel = lazy(() =>
  import("../chat-panel").then((module) => ({ default: module.ChatPanel })),
);

function LoadingPanel({ id, headingId }: { id: string; headingId: string }) {
  return (
    <section id={id} aria-labelledby={headingId} aria-busy="true" className={chatPanelClass}>
      <ChatHeading id={headingId} />
      <p className={`m-4 ${botBubbleClass}`}>{CHAT_GREETING}</p>
    </section>
  );
}

/**
 * The floating chat: a button that opens and closes the conversation panel. What was said lives
 * in session storage, so it survives navigation and reloads; the panel is closed after a reload
 * (and, from the panel itself, on a phone's navigation and when the header's menu opens).
 */
export function ChatWidget() {
  const conversation = useSyncExternalStore(
    conversationStore.subscribe,
    conversationStore.getSnapshot,
    conversationStore.getServerSnapshot,
  );
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Focus moves into the panel only when the visitor opens it, not when a reload restores it.
  const [openedHere, setOpenedHere] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const { open } = conversation;

  function close() {
    conversationStore.setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <>
      {open ? (
        <Suspense fallback={<LoadingPanel id={panelId} headingId={headingId} />}>
          <ChatPanel
            id={panelId}
            headingId={headingId}
            conversation={conversation}
            focusOnOpen={openedHere}
            onClose={close}
          />
        </Suspense>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-label={open ? "Close chat" : "Open chat"}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpenedHere(!open);
          conversationStore.setOpen(!open);
        }}
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
