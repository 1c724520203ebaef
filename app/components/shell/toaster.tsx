import { useEffect, useSyncExternalStore } from "react";
import { CloseButton } from "../ui/button";
import { Icon } from "../ui/icons";

/** How long a confirmation stays on screen unless dismissed. */
export const TOAST_MS = 8000;

type Toast = { id: number; message: string };

let current: Toast | null = null;
let lastId = 0;
const subscribers = new Set<() => void>();

function emit() {
  for (const notify of subscribers) notify();
}

/** Shows a short confirmation and has screen readers announce it politely. */
export function announce(message: string) {
  current = { id: ++lastId, message };
  emit();
}

/**
 * Session storage key of a confirmation that was still on screen when its page was left: the
 * next page of this site shows it, then forgets it.
 */
export const PENDING_TOAST_KEY = "nexora-confirmation";

/**
 * Announces a confirmation that must outlive a step to another page even when that step loads
 * a new document (the quote dialog reached by a plain link before the app had started goes
 * back to the page before it with a full load): if the page is left while it is on screen, it
 * is kept in session storage and shown on the next page.
 */
export function announceAcrossLoad(message: string) {
  announce(message);
  const id = lastId;
  addEventListener(
    "pagehide",
    () => {
      if (current?.id !== id) return;
      try {
        sessionStorage.setItem(PENDING_TOAST_KEY, message);
      } catch {
        // Storage unavailable: the confirmation is lost, the request is stored all the same.
      }
    },
    { once: true },
  );
}

/** Shows the confirmation a page left for this one, once. */
function showPending() {
  try {
    const message = sessionStorage.getItem(PENDING_TOAST_KEY);
    if (message === null) return;
    sessionStorage.removeItem(PENDING_TOAST_KEY);
    announce(message);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

function dismiss() {
  current = null;
  emit();
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
}

/**
 * The site's one polite live region for confirmations that outlive the thing that caused
 * them (a closed modal, a message sent in the background). Always in the page, so
 * screen readers hear what is put in it.
 */
export function Toaster() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

  useEffect(() => {
    showPending();
    // A page restored from the back/forward cache does not mount again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) showPending();
    };
    addEventListener("pageshow", onShow);
    return () => removeEventListener("pageshow", onShow);
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(dismiss, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <div className="pointer-events-none fixed inset-x-4 top-20 z-[70] flex justify-center sm:inset-x-auto sm:right-6 sm:justify-end">
      <div
        className={
          toast
            ? "pointer-events-auto flex w-full max-w-sm animate-fade-in items-start gap-3 rounded-2xl border border-success/30 bg-surface p-4 text-sm shadow-2xl shadow-black/15"
            : "contents"
        }
      >
        {/* Always present, so screen readers hear what is put into it. */}
        <div aria-live="polite" aria-atomic="true" className="flex-1">
          {toast ? (
            <div role="status" className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-success text-success-foreground">
                <Icon name="check" className="size-4" />
              </span>
              <p className="pt-1 text-foreground">{toast.message}</p>
            </div>
          ) : null}
        </div>
        {toast ? (
          <CloseButton label="Dismiss notification" size="sm" onClick={dismiss} className="-m-1" />
        ) : null}
      </div>
    </div>
  );
}
