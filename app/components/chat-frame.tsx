import { Icon } from "./ui/icons";

/** The chat's first line, as the observed site greets. */
export const CHAT_GREETING = "Hello! How can we help you today?";

/**
 * The panel's frame, one for the panel and the moment it takes to load, so it fades in once and
 * not again when the panel's code arrives; either fills it as a column. It sits above the
 * floating Get a Quote button and the chat button (44 + 56 px and their gaps), never over them.
 */
export const chatFrameClass =
  "fixed right-4 bottom-[8.5rem] z-40 flex h-[min(34rem,calc(100dvh-9.5rem))] w-[min(24rem,calc(100vw-2rem))] animate-fade-in flex-col overflow-hidden rounded-2xl border border-border bg-surface text-foreground shadow-2xl shadow-black/20 *:flex *:min-h-0 *:flex-1 *:flex-col sm:right-6 sm:bottom-[9.5rem] sm:h-[min(36rem,calc(100dvh-10.5rem))]";

/** The panel's title bar: white on a gradient that keeps AA contrast at both ends. */
export function ChatHeading({ id }: { id: string }) {
  return (
    <div className="flex shrink-0 items-center gap-3 bg-gradient-to-r from-indigo-700 to-cyan-800 px-4 py-3 text-white">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15">
        <Icon name="chat" className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 id={id} className="leading-tight font-semibold">
          Chat with us
        </h2>
        <p className="text-xs text-white">Instant answers, or our team by email</p>
      </div>
    </div>
  );
}

/** A message bubble from the company's side. */
export const botBubbleClass =
  "max-w-[90%] rounded-2xl rounded-tl-sm bg-surface-2 px-3.5 py-2.5 text-sm/6 text-foreground";
