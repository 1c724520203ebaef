import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { useEffect, type ReactNode } from "react";
import { SiteShell } from "~/components/shell/site-shell";
import { APP_READY_EVENT, headScript } from "~/components/head-script";
import { organizationJsonLd } from "~/structured-data";
import favicon from "../public/favicon.svg?raw";
import "./app.css";

/**
 * The head's inline scripts, written while prerendering: the theme and splash script, and the
 * company's structured data. In the browser React keeps a script's prerendered text when it
 * hydrates (it never compares it) and the layout never draws it with other text, so the app
 * needs neither text nor the code that builds it.
 */
const inline = import.meta.env.SSR
  ? { head: headScript, organization: JSON.stringify(organizationJsonLd()) }
  : { head: "", organization: "" };

/**
 * The site's icon. The home page links the file, which search engines fetch from there; every
 * other page carries it as a data address, one request less per page: a browser asks for the
 * icon while the page's picture is still on its way, and on a slow line that costs the picture a
 * round trip (docs/decisions/014-favicon-in-the-page.md). Written while prerendering only, like
 * the inline scripts: React leaves a head element the app does not render where it is, so the
 * icon a visitor landed with stays for the visit and the app ships neither.
 */
const icon = (pathname: string) =>
  pathname === "/"
    ? "/favicon.svg"
    : // Escaped only where a URL must be ("#", "%") and where React would write a longer entity.
      `data:image/svg+xml,${favicon.trim().replace(/[#%"]/g, encodeURIComponent)}`;

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    // The head script sets the theme class and the splash flag before paint.
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <script dangerouslySetInnerHTML={{ __html: inline.head }} suppressHydrationWarning />
        {import.meta.env.SSR && <link rel="icon" href={icon(pathname)} type="image/svg+xml" />}
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: inline.organization }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
        {/* No first paint of a half-parsed page: a slow or busy device yields the parser early,
            and whatever a later part of the page then adds (the header's right side, a column
            beside a centred one) moves what was already shown. The page paints once its main
            content is in, which on a quiet device is when it would anyway. */}
        <link rel="expect" href="#site-footer" blocking="render" />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The page's start script (scripts/defer-start.ts) replays the clicks it held until now.
  useEffect(() => {
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
