import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Header } from "./header";
import { lazyWhenUsed, Prerendered, usedOrClosed } from "../lazy-section";
import { Splash } from "./splash";
import { useSplashEnd } from "./use-splash-end";
import { ChatWidget } from "./chat-widget";
import { isQuoteOpen, QUOTE_DIALOG_ID, QuoteButton } from "../quote-button";
import { Toaster } from "./toaster";
import { OutboxSync } from "./outbox-sync";
import { useHydrated } from "./use-hydrated";
import { useScrolledPast } from "./use-scrolled-past";
import { usePlainLinksInApp } from "./use-plain-links";

/**
 * The footer's content only shows, and only the prerender draws it (`Prerendered`): it is loaded
 * while prerendering only, so the browser's build leaves it and its code out. Its newsletter box
 * hydrates when used.
 */
const FooterColumns = import.meta.env.SSR
  ? lazy(() => import("../footer").then((m) => ({ default: m.FooterColumns })))
  : null;
const FooterBottom = import.meta.env.SSR
  ? lazy(() => import("../footer").then((m) => ({ default: m.FooterBottom })))
  : null;
const NEWSLETTER_ID = "newsletter";
const Newsletter = lazyWhenUsed(NEWSLETTER_ID, () =>
  import("../newsletter-form").then((m) => m.NewsletterBox),
);

/** The site's footer: the company, links, the newsletter box and the legal lines. */
function Footer() {
  return (
    <footer id="site-footer" className="border-t border-border bg-surface">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <Prerendered id="footer-columns">{FooterColumns && <FooterColumns />}</Prerendered>
        <Newsletter id={NEWSLETTER_ID} />
      </div>
      <div className="border-t border-border">
        <Prerendered id="footer-bottom">{FooterBottom && <FooterBottom />}</Prerendered>
      </div>
    </footer>
  );
}

/**
 * The quote dialog loads when it is first asked for, and then stays mounted. Opened directly
 * (/quotation), the prerendered dialog is modal before the app starts, closes natively and holds a
 * form that works as HTML, so its code, and its form's, load once the visitor uses or closes it:
 * until then React keeps it as prerendered.
 */
const QuoteDialog = lazy(async () => {
  if (!import.meta.env.SSR) {
    const prerendered = document.getElementById(QUOTE_DIALOG_ID);
    if (prerendered instanceof HTMLDialogElement) await usedOrClosed(prerendered);
  }
  const { QuoteDialog } = await import("../quote-dialog");
  return { default: QuoteDialog };
});

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
  // The same element on every render: the one after hydration then leaves the prerendered
  // dialog in place until its code has loaded, instead of drawing it anew without its form.
  return useMemo(
    () =>
      wanted ? (
        <Suspense fallback={null}>
          <QuoteDialog />
        </Suspense>
      ) : null,
    [wanted],
  );
}

/** Whether anything of the page's content (a line of text, a card, a picture) meets `box`. */
function contentMeets(box: DOMRect): boolean {
  const main = document.querySelector("main");
  if (!main) return false;
  const meets = (rect: DOMRect) =>
    rect.width > 0 &&
    rect.right > box.left &&
    rect.left < box.right &&
    rect.bottom > box.top &&
    rect.top < box.bottom;
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent!.trim() || node.parentElement!.closest(".sr-only")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(meets)) return true;
  }
  // Pictures, however wide (a post's cover), and boxes drawn as such, narrower than the window
  // (a full-width band or glow is background).
  for (const element of main.querySelectorAll("*")) {
    const rect = element.getBoundingClientRect();
    if (!meets(rect)) continue;
    if (element.matches("img, picture, video")) return true;
    if (rect.width > window.innerWidth * 0.6) continue;
    const style = getComputedStyle(element);
    if (
      element.matches("svg") ||
      style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
      style.backgroundImage !== "none" ||
      style.borderTopWidth !== "0px"
    )
      return true;
  }
  return false;
}

/** The quote button's width with its label out, as last measured (an estimate until then). */
let unfoldedWidth = 164;

/**
 * Whether the corner where the quote button shows its label is free on the page's first screen:
 * measured when a page is shown and when the window is resized.
 */
function useCornerFree(): boolean {
  const { pathname } = useLocation();
  const [free, setFree] = useState(true);
  useEffect(() => {
    function measure() {
      // Phones keep the buttons in their own bar (app.css): nothing to measure, and no walk
      // over the page's text while it starts.
      if (!window.matchMedia("(min-width: 40rem)").matches) return;
      const button = document.querySelector(`#${FLOATING_ACTIONS_ID} .floating-quote`);
      if (!button || window.scrollY > 8) return;
      const rect = button.getBoundingClientRect();
      if (button.closest("[data-folded]") === null) unfoldedWidth = rect.width;
      const box = new DOMRect(rect.right - unfoldedWidth, rect.top, unfoldedWidth, rect.height);
      setFree(!contentMeets(box));
    }
    measure();
    // A window being resized fires many events a frame: measure once per frame.
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener("resize", onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", onResize);
    };
  }, [pathname]);
  return free;
}

/**
 * Phones: a slim opaque bar along the bottom whose height every page keeps free (app.css), so the
 * buttons never sit over text or a control. Wider screens: a 3 rem column in the corner that the
 * page's side room keeps clear (`container-page`). There the quote button shows its label only at
 * the top of a page whose first screen leaves that corner free, or while pointed at, and is folded
 * to the column otherwise. Only the buttons there take clicks, not the column: the room a label
 * widens it by, beside the chat button, stays the page's (a footer link there).
 * Its own component, so that scrolling past the top renders this alone.
 */
function FloatingActions({ children }: { children: ReactNode }) {
  const scrolled = useScrolledPast(8);
  const cornerFree = useCornerFree();
  const folded = scrolled || !cornerFree;
  return (
    <div
      id={FLOATING_ACTIONS_ID}
      data-folded={folded ? "" : undefined}
      className="fixed z-40 flex gap-3 max-sm:inset-x-0 max-sm:bottom-0 max-sm:items-center max-sm:justify-end max-sm:border-t max-sm:border-border max-sm:bg-background max-sm:px-4 max-sm:pt-2 max-sm:pb-[calc(0.5rem+env(safe-area-inset-bottom))] sm:pointer-events-none sm:right-6 sm:bottom-6 sm:flex-col sm:items-end sm:*:pointer-events-auto"
    >
      {children}
    </div>
  );
}

/** The frame every page lives in: skip link, header, main content, footer and floating parts. */
export function SiteShell({ children }: { children: ReactNode }) {
  useFocusClearOfFloatingActions();
  usePlainLinksInApp();
  useSplashEnd();
  const { pathname } = useLocation();
  // Pages fade in on client-side navigation only, never on the first paint.
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  return (
    <>
      {/* First in the page: at /quotation the prerendered dialog is made modal as soon as it is
          parsed (quote-dialog.tsx), which styles and lays out what is parsed by then. Before the
          header, that is the dialog alone; the page under it is styled later, as any page is
          (docs/decisions/016-first-paint-stays-one-task.md). Closed, it takes no room and no focus. */}
      <QuoteDialogWhenWanted />
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
      <FloatingActions>
        <QuoteButton />
        <ChatWidget />
      </FloatingActions>
      <Toaster />
      <OutboxSync />
      {/* Only the home page can open a session with the splash (head-script.ts). */}
      <Prerendered id="splash-frame">
        {import.meta.env.SSR && pathname === "/" && <Splash />}
      </Prerendered>
    </>
  );
}
