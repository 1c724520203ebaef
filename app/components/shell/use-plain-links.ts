import { useEffect, useEffectEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "~/site";
import { quoteNavigation } from "../quote-button";

/** A path that names a file (the RSS feed, a picture) rather than a page: the browser's. */
const filePath = /\.[a-z0-9]+$/i;

/**
 * Hands to the router a click on a plain link to one of the site's pages, as React Router's
 * `<Link>` would. Plain links are those in parts of a page React has not taken over (a part that
 * only shows, one still waiting for the viewport: lazy-section.tsx) and in prerendered prose
 * (articles, legal pages); followed by the browser, each would load a new document. A click the
 * router takes: the main button without modifier keys, in this window, to a page of this site,
 * and not a jump within the page. A link React handles has already prevented the default.
 */
export function usePlainLinksInApp() {
  const navigate = useNavigate();
  const location = useLocation();
  // The quotation's navigation starts from the page shown at the click.
  const toQuotation = useEffectEvent(() => {
    const { to, options } = quoteNavigation(location);
    void navigate(to, options);
  });
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || filePath.test(url.pathname)) return;
      const samePage =
        url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash) return;
      event.preventDefault();
      if (url.pathname === paths.quotation) toQuotation();
      else void navigate(url.pathname + url.search + url.hash);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
