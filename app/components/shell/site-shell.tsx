import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Header } from "./header";
import { lazyWhenVisible } from "../lazy-section";
import { Splash } from "./splash";
import { ChatWidget } from "./chat-widget";
import { isQuoteOpen, QuoteButton } from "../quote-button";
import { Toaster } from "./toaster";
import { OutboxSync } from "./outbox-sync";
import { useHydrated } from "./use-hydrated";

/** The footer (with its newsletter form) is below the fold on every page. */
const Footer = lazyWhenVisible("site-footer", () => import("../footer").then((m) => m.Footer));

/** The quote dialog loads when it is first asked for, and then stays mounted. */
const QuoteDialog = lazy(() =>
  import("../quote-dialog").then(({ QuoteDialog }) => ({ default: QuoteDialog })),
);

/** The id of the floating Get a Quote and chat buttons' container. */
export const FLOATING_ACTIONS_ID = "floating-actions";

/** Whether an element sits in a fixed or sticky layer (header, dialog, chat panel, a sticky list). */
function inFixedLayer(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === "fixed" || position === "sticky") return true;
  }
  return false;
}

/**
 * The browser scrolls a focused control into view only when it is off screen, so one that lands
 * behind the floating buttons would stay there: this scrolls it just clear of them.
 */
function useFocusClearOfFloatingActions() {
  useEffect(() => {
    function onFocusIn(event: FocusEvent) {
      const target = event.target;
      const floating = document.getElementById(FLOATING_ACTIONS_ID);
      if (!(target instanceof Element) || !floating || floating.contains(target)) return;
      // Keyboard focus only: scrolling under a pointer between press and release would turn a
      // click into nothing.
      if (!target.matches(":focus-visible") || inFixedLayer(target)) return;
      const box = floating.getBoundingClientRect();
      const rect = target.getBoundingClientRect();
      const overlaps =
        rect.bottom > box.top &&
        rect.top < box.bottom &&
        rect.right > box.left &&
        rect.left < box.right;
      if (overlaps) window.scrollBy({ top: rect.bottom - box.top + 12, behavior: "instant" });
    }
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);
}

/**
 * The quote dialog, loaded and mounted from the first time the address asks for it. Prerendering
 * sees the path alone (/quotation); the search (a first load of /about?quote, or the Get a Quote
 * link) asks for it once hydrated, so hydration meets the page as it was prerendered. Its own
 * component, so that the render after hydration is this one alone, not the whole frame.
 */
function QuoteDialogWhenWanted() {
  const location = useLocation();
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  if (!wanted && isQuoteOpen(hydrated ? location : { pathname: location.pathname, search: "" }))
    setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <QuoteDialog />
    </Suspense>
  ) : null;
}

/** The frame every page lives in: skip link, header, main content, footer and floating parts. */
export function SiteShell({ children }: { children: ReactNode }) {
  useFocusClearOfFloatingActions();
  const { pathname } = useLocation();
  // Pages fade in on client-side navigation only, never on the first paint.
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  return (
    <>
      {/* The white band inside its focus ring keeps it visible over the dark scrolled header too. */}
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-primary font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2 focus:ring-2 focus:ring-white"
      >
        Skip to main content
      </a>
      <Header />
      <main
        id="main"
        tabIndex={-1}
        key={pathname}
        className={navigated ? "animate-page-in outline-none" : "outline-none"}
      >
        {children}
      </main>
      <Footer />
      {/* Phones: a slim opaque bar along the bottom whose height every page keeps free (app.css),
          so the buttons never sit over text or a control. Wider screens: a stack in the corner. */}
      <div
        id={FLOATING_ACTIONS_ID}
        className="fixed z-40 flex gap-3 max-sm:inset-x-0 max-sm:bottom-0 max-sm:items-center max-sm:justify-end max-sm:border-t max-sm:border-border max-sm:bg-background max-sm:px-4 max-sm:pt-2 max-sm:pb-[calc(0.5rem+env(safe-area-inset-bottom))] sm:right-6 sm:bottom-6 sm:flex-col sm:items-end"
      >
        <QuoteButton />
        <ChatWidget />
      </div>
      <QuoteDialogWhenWanted />
      <Toaster />
      <OutboxSync />
      <Splash />
    </>
  );
}
