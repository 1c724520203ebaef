import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type Ref,
} from "react";
import { Link, useLocation } from "react-router";
import { answer } from "~/chat/answer";
import {
  conversationStore,
  type BotMessage,
  type ChatMessage,
  type NextStep,
} from "~/chat/conversation";
import { handoffConfirmation } from "~/chat/handoff";
import { limits } from "~/forms/options";
import { paths } from "~/site";
import { botBubbleClass, CHAT_GREETING, ChatHeading } from "./chat-frame";
import { ChatHandoff } from "./chat-handoff";
import { QuoteLink } from "./quote-button";
import { buttonClass } from "./ui/button";
import { cn } from "./ui/cn";
import { Icon } from "./ui/icons";

/** Questions offered before the visitor has asked anything. */
const suggestions = [
  "What services do you offer?",
  "How much does a project cost?",
  "Are you open on Saturday?",
  "Where is your office?",
];

/** Phones: below this width the panel covers most of the page, so navigating closes it. */
const PHONE_QUERY = "(max-width: 767px)";

const chipClass = buttonClass("secondary", "xs");

function NextSteps({
  steps,
  handoffAvailable,
  onHandoff,
}: {
  steps: readonly NextStep[];
  handoffAvailable: boolean;
  onHandoff: () => void;
}) {
  const chips: Record<NextStep, ReactNode> = {
    quote: (
      <QuoteLink className={buttonClass("primary", "xs", "flat")}>
        <Icon name="quote" className="size-4" />
        Get a Quote
      </QuoteLink>
    ),
    contact: (
      <Link to={paths.contact} className={chipClass}>
        <Icon name="mail" className="size-4" />
        Contact form
      </Link>
    ),
    handoff: handoffAvailable ? (
      <button type="button" className={chipClass} onClick={onHandoff}>
        <Icon name="users" className="size-4" />
        Leave your email
      </button>
    ) : null,
  };
  const shown = steps.filter((step) => chips[step] !== null);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {shown.map((step) => (
        <span key={step} className="contents">
          {chips[step]}
        </span>
      ))}
    </div>
  );
}

function BotAnswer({ message }: { message: BotMessage }) {
  return (
    <div className={cn(botBubbleClass, "space-y-2")}>
      <span className="sr-only">{"Nexora: "}</span>
      {message.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {message.points ? (
        <ul className="list-disc space-y-0.5 pl-5 marker:text-muted">
          {message.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {message.related ? <p>{message.related}</p> : null}
      {message.sources.length > 0 ? (
        <p className="border-t border-border pt-2 text-xs text-muted">
          Source{message.sources.length > 1 ? "s" : ""}:{" "}
          {message.sources.map((source, index) => (
            <span key={source.href}>
              {index > 0 ? " · " : null}
              <Link
                to={source.href}
                className="font-semibold text-primary underline underline-offset-2 hover:no-underline"
              >
                {source.label}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

function MessageItem({
  message,
  itemRef,
  children,
}: {
  message: ChatMessage;
  itemRef?: Ref<HTMLLIElement> | undefined;
  children?: ReactNode;
}) {
  if (message.from === "visitor") {
    return (
      <li
        ref={itemRef}
        className="ml-auto max-w-[85%] animate-fade-in rounded-2xl rounded-tr-sm bg-primary px-3.5 py-2.5 text-sm/6 break-words text-primary-foreground"
      >
        <span className="sr-only">{"You: "}</span>
        <span>{message.text}</span>
      </li>
    );
  }
  return (
    <li className="flex animate-fade-in flex-col items-start gap-2">
      <BotAnswer message={message} />
      {children}
    </li>
  );
}

/**
 * The open chat: the conversation in a polite live log, the message box, and the hand-off form
 * when the visitor wants a person. Answers come from the site's own content, in the browser.
 */
export function ChatPanel({
  id,
  headingId,
  onClose,
  onDismiss,
}: {
  id: string;
  headingId: string;
  /** The visitor closes the panel: focus goes back to the chat button. */
  onClose: () => void;
  /** The panel gets out of the way by itself (a phone's navigation, the header's menu). */
  onDismiss: () => void;
}) {
  const { messages, handoff } = useSyncExternalStore(
    conversationStore.subscribe,
    conversationStore.getSnapshot,
    conversationStore.getServerSnapshot,
  );
  const [draft, setDraft] = useState("");
  const [handoffOpen, setHandoffOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const questionRef = useRef<HTMLLIElement>(null);
  const handoffAvailable = handoff.status !== "sent" && !handoffOpen;
  const lastMessage = messages.at(-1);

  const dismiss = useEffectEvent(onDismiss);

  // Opened by the visitor (it never reopens by itself): the message box takes the focus.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // On a phone the panel covers the page: a new page (by a cited link, the menu or Back)
  // closes it. The conversation stays for the next time it opens.
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current && window.matchMedia(PHONE_QUERY).matches) dismiss();
    openedOn.current = pathname;
  }, [pathname]);

  // The header's mobile menu and the chat never stack: opening a menu in the header (any of
  // its buttons turning aria-expanded) closes the chat.
  useEffect(() => {
    const header = document.querySelector("header");
    if (!header) return;
    const observer = new MutationObserver((records) => {
      const opened = records.some(
        (record) =>
          record.target instanceof Element &&
          record.target.getAttribute("aria-expanded") === "true",
      );
      if (opened) dismiss();
    });
    observer.observe(header, { subtree: true, attributeFilter: ["aria-expanded"] });
    return () => observer.disconnect();
  }, []);

  // The newest exchange shows from the visitor's question down, so a long answer (or one in
  // several parts) reads from its start; anything else (the hand-off's confirmation) lands at
  // the bottom.
  const question = messages.findLast((message) => message.from === "visitor");
  const answered =
    lastMessage?.from === "bot" && (lastMessage.sources.length > 0 || lastMessage.next.length > 0);
  const questionId = answered ? question?.id : undefined;
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const marker = questionRef.current;
    scroller.scrollTop = marker ? marker.offsetTop - 16 : scroller.scrollHeight;
  }, [messages.length]);

  function ask(text: string) {
    const question = text.trim().slice(0, limits.chatText);
    if (!question) {
      inputRef.current?.focus();
      return;
    }
    const { replies, openHandoff } = answer(question);
    conversationStore.addExchange(question, replies);
    setDraft("");
    // A suggestion's button disappears once asked: keep the keyboard in the message box.
    inputRef.current?.focus();
    if (openHandoff && handoff.status !== "sent") setHandoffOpen(true);
  }

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <ChatHeading id={headingId} />
      <div ref={scrollRef} className="relative min-h-24 flex-1 overflow-y-auto p-4">
        <div role="log" aria-label="Conversation" aria-live="polite">
          <ol className="flex flex-col gap-3">
            <li className={botBubbleClass}>
              <span className="sr-only">{"Nexora: "}</span>
              {CHAT_GREETING}
            </li>
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                itemRef={message.id === questionId ? questionRef : undefined}
              >
                {message === lastMessage && message.from === "bot" ? (
                  <NextSteps
                    steps={message.next}
                    handoffAvailable={handoffAvailable}
                    onHandoff={() => setHandoffOpen(true)}
                  />
                ) : null}
              </MessageItem>
            ))}
          </ol>
        </div>
        {messages.length === 0 ? (
          <div className="mt-4">
            <p className="text-xs font-medium text-muted">Try asking:</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {suggestions.map((question) => (
                <li key={question}>
                  <button type="button" className={chipClass} onClick={() => ask(question)}>
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      {handoffOpen && handoff.status !== "sent" ? (
        <ChatHandoff
          messages={messages}
          onCancel={() => {
            setHandoffOpen(false);
            inputRef.current?.focus();
          }}
          onSent={(email) => {
            conversationStore.confirmHandoff(email, handoffConfirmation(email));
            setHandoffOpen(false);
            inputRef.current?.focus();
          }}
        />
      ) : null}

      <form
        className="flex shrink-0 items-center gap-2 border-t border-border p-3"
        onSubmit={(event) => {
          event.preventDefault();
          ask(draft);
        }}
      >
        <input
          ref={inputRef}
          name="message"
          aria-label="Message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={limits.chatText}
          placeholder="Ask about services, prices, hours…"
          autoComplete="off"
          enterKeyHint="send"
          className="h-10 min-w-0 flex-1 rounded-full border border-border bg-background px-4 text-base placeholder:text-muted/80 sm:text-sm"
        />
        <button type="submit" className={buttonClass("primary", "sm")}>
          Send
          <Icon name="send" className="size-4" />
        </button>
      </form>
    </section>
  );
}
