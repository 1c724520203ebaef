import type { ComponentProps } from "react";
import { Link, useLocation, type Location } from "react-router";
import { paths } from "~/site";
import { buttonClass } from "./ui/button";
import { cn } from "./ui/cn";
import { Icon } from "./ui/icons";

/** The search parameter that asks for the quote modal over the page at the same path. */
export const QUOTE_PARAM = "quote";

/** The quote dialog's id: the shell finds the prerendered one by it, its close button names it. */
export const QUOTE_DIALOG_ID = "quote-dialog";

/** The modal is open at /quotation, and over any page whose real location asks for it. */
export function isQuoteOpen(location: Pick<Location, "pathname" | "search">): boolean {
  return (
    // Prerendering asks for "/quotation/".
    location.pathname.replace(/(.)\/+$/, "$1") === paths.quotation ||
    new URLSearchParams(location.search).has(QUOTE_PARAM)
  );
}

/**
 * Where a link to the quote modal takes the router from `location`: to this page with `?quote`
 * while the address bar shows /quotation (React Router's masked navigation), so the page stays
 * rendered and scrolled where it was. Opening always adds a history entry, which closing takes
 * back.
 */
export function quoteNavigation(location: Pick<Location, "pathname" | "search">) {
  const search = new URLSearchParams(location.search);
  search.set(QUOTE_PARAM, "");
  return {
    to: { pathname: location.pathname, search: `?${search.toString()}` },
    options: { mask: paths.quotation, preventScrollReset: true, replace: false },
  };
}

/**
 * A link that opens the quote modal over the current page (`quoteNavigation`). Its href is
 * /quotation, so opening it in a new tab, sharing it or following it without JavaScript loads
 * the modal on its own.
 */
export function QuoteLink(props: Omit<ComponentProps<typeof Link>, "to" | "mask">) {
  const { to, options } = quoteNavigation(useLocation());
  // `replace={false}`: left to itself the link replaces the entry when it already points where
  // the router is, as it does when clicked just after a close, before the way back has rendered.
  return <Link {...props} to={to} {...options} />;
}

/**
 * The floating 'Get a Quote' button. Wider than a phone it folds to its icon once the page is
 * scrolled or its label would cover the page (app.css, `.floating-quote`), its label still its name.
 */
export function QuoteButton() {
  return (
    <QuoteLink className={cn(buttonClass("primary", "md", "raised"), "floating-quote sm:h-12")}>
      <Icon name="quote" />
      <span className="overflow-hidden whitespace-nowrap">Get a Quote</span>
    </QuoteLink>
  );
}
