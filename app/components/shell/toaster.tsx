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
