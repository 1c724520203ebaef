import { lazy, memo, Suspense, useCallback, useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { quoteForm } from "~/forms/quote";
import { paths } from "~/site";
import { isQuoteOpen, QUOTE_DIALOG_ID } from "./quote-button";
import { announceAcrossLoad } from "./shell/toaster";
import { CloseButton } from "./ui/button";
import { useHydrated } from "./shell/use-hydrated";

/** The form loads with the first opening of the dialog, not with every page. */
const QuoteForm = lazy(() =>
  import("./quote-form").then(({ QuoteForm }) => ({ default: QuoteForm })),
);

/**
 * While the modal is open the page behind stops scrolling (app.css). When the app shows it, this
 * class on <html> keeps a classic scrollbar's width reserved meanwhile, so nothing moves sideways;
 * an overlay (or hidden) scrollbar takes no width, and reserving one would push the page aside.
 */
const SCROLLBAR_ROOM = "[scrollbar-gutter:stable]";

function keepScrollbarRoom() {
  const root = document.documentElement;
  if (window.innerWidth > root.clientWidth) root.classList.add(SCROLLBAR_ROOM);
}

/**
 * Closes the modal from the app. The browser fires `close` later, in a task of its own: by then
 * the address may ask for the modal again, so that event must not read as the visitor's.
 */
function hide(dialog: HTMLDialogElement, shownRef: { current: boolean }) {
  shownRef.current = false;
  if (dialog.open) dialog.close();
  document.documentElement.classList.remove(SCROLLBAR_ROOM);
}

/**
 * The dialog's form, kept apart so that hydration's own re-render does not reach it: the
 * prerendered form stays on the page while its code loads, instead of the loading line.
 */
const QuoteBody = memo(function QuoteBody({ onSent }: { onSent: () => void }) {
  return (
    <Suspense fallback={<p className="py-10 text-center text-muted">Loading the form…</p>}>
      <QuoteForm onSent={onSent} />
    </Suspense>
  );
});

/**
 * In the prerendered /quotation, right after the dialog's form: the dialog made modal before the
 * page's first paint, while the dialog, first in the page, is all there is to style (made modal
 * later, by the app, it has every element of the page styled again, in one long task). The app
 * takes it over.
 */
const modalBeforePaint = "{let d=document.currentScript.parentNode;d.close();d.showModal()}";

/** Runs `show` once the first-visit splash is gone (at once when there is none). */
function afterSplash(show: () => void): () => void {
  const root = document.documentElement;
  if (!root.hasAttribute("data-splash")) {
    show();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (root.hasAttribute("data-splash")) return;
    observer.disconnect();
    show();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-splash"] });
  return () => observer.disconnect();
}

/** Whether the history entry before this one is a page of this site. */
function previousEntryIsOurs(): boolean {
  // The Navigation API lists only this origin's entries around the current one.
  if ("navigation" in window && window.navigation) return window.navigation.canGoBack;
  // Otherwise: an entry the router pushed, or a page of ours that linked here.
  const idx: unknown = window.history.state?.idx;
  if (typeof idx === "number" && idx > 0) return true;
  try {
    return window.history.length > 1 && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * The 'Get a Quote' modal: a native <dialog> shown with showModal() whenever the address is
 * /quotation, or the page underneath was opened with the quote link. The browser traps focus
 * and closes it on Escape; the backdrop and the close button close it too. Closing goes back
 * one step when the previous entry is one of this site's pages, otherwise to the home page.
 */
export function QuoteDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = isQuoteOpen(location);
  const hydrated = useHydrated();
  const titleId = useId();
  const endId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const closingRef = useRef(false);
  const shownRef = useRef(false);
  const pressedBackdropRef = useRef(false);

  // In the prerendered page at /quotation the dialog is open in the HTML, for visitors without
  // JavaScript; the page's own script makes it modal at once, and the app takes it over.
  const prerendered = !hydrated && open;
  // The attribute stays as long as that dialog does: taken away by React, it would leave the
  // modal dialog half closed.
  const [openInHtml, setOpenInHtml] = useState(prerendered);
  if (openInHtml && !open) setOpenInHtml(false);

  const requestClose = useCallback(() => {
    if (closingRef.current) return;
    closingRef.current = true;
    if (dialogRef.current) hide(dialogRef.current, shownRef);
    if (previousEntryIsOurs()) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  }, [navigate]);

  // Before paint: the prerendered dialog gives way to the modal one in the same frame.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !hydrated) return;
    if (open) {
      return afterSplash(() => {
        // Made modal by the page's own script: the app takes it over.
        if (dialog.matches(":modal")) {
          shownRef.current = true;
          closingRef.current = false;
          return;
        }
        // That dialog, closed by the visitor (Escape) before the app ran: the way out they asked
        // for. (Not one the app closed, which is on its way out already.)
        if (openInHtml && !dialog.open && !closingRef.current) {
          requestClose();
          return;
        }
        if (dialog.open) dialog.close();
        openerRef.current = document.activeElement;
        keepScrollbarRoom();
        dialog.showModal();
        shownRef.current = true;
        // Shown, it is no longer closing: reset here, with the showing, rather than in an effect
        // after the navigation's render, which may not have run yet when Escape follows at once.
        closingRef.current = false;
      });
    }
    hide(dialog, shownRef);
    // The browser returns focus to what opened the modal; make sure of it.
    const opener = openerRef.current;
    openerRef.current = null;
    if (
      opener instanceof HTMLElement &&
      opener.isConnected &&
      (document.activeElement === document.body || document.activeElement === null)
    )
      opener.focus({ preventScroll: true });
    // Every navigation checks again: a modal closed with Escape and asked for again before the
    // router has rendered the way back stays `open` across both, and must be shown again.
  }, [open, hydrated, location.key, openInHtml, requestClose]);

  const onSent = useCallback(() => {
    // Closing may go back to the previous page with a full load.
    announceAcrossLoad(quoteForm.messages.success);
    requestClose();
  }, [requestClose]);

  return (
    <dialog
      ref={dialogRef}
      id={QUOTE_DIALOG_ID}
      aria-labelledby={titleId}
      // A click on the backdrop closes it natively too, before its code has come (see the shell).
      closedby="any"
      open={openInHtml ? true : undefined}
      className="fixed inset-0 z-[80] m-auto h-fit max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-3xl border border-border bg-surface p-0 text-foreground shadow-2xl backdrop:bg-slate-950/70 backdrop:backdrop-blur-sm sm:max-h-[calc(100dvh-4rem)]"
      onClose={() => {
        // Only a close the browser made (Escape) counts: not one of ours (`hide`), not the
        // prerendered, non-modal dialog's, and not a stale event once shown again.
        if (!shownRef.current || dialogRef.current?.open) return;
        shownRef.current = false;
        document.documentElement.classList.remove(SCROLLBAR_ROOM);
        // Closed by the browser (Escape) while the address still asks for the modal.
        if (open) requestClose();
      }}
      onPointerDown={(event) => {
        pressedBackdropRef.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only the backdrop is the dialog itself: its content fills the whole box.
        if (event.target === event.currentTarget && pressedBackdropRef.current) requestClose();
      }}
    >
      <div className="relative animate-fade-in p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent">Free, no obligation</p>
            <h2 id={titleId} className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
              Get a Quote
            </h2>
            <p className="mt-2 text-sm text-muted">
              Tell us about your project and budget. We reply with a tailored estimate within one
              business day.
            </p>
          </div>
          <CloseButton
            label="Close modal"
            // Native before the dialog's code has come (see the shell); then the app's.
            command="close"
            commandfor={QUOTE_DIALOG_ID}
            onClick={(event) => {
              event.preventDefault();
              requestClose();
            }}
            className="-mt-1 -mr-2"
          />
        </div>
        <div className="mt-6">{open ? <QuoteBody onSent={onSent} /> : null}</div>
      </div>
      {prerendered ? (
        // The page's first paint waits for the dialog's end, the script that makes it modal: a
        // dialog painted half parsed would grow, and move, as the rest of its form arrived.
        <>
          <link rel="expect" href={`#${endId}`} blocking="render" />
          <script id={endId} dangerouslySetInnerHTML={{ __html: modalBeforePaint }} />
        </>
      ) : null}
    </dialog>
  );
}
