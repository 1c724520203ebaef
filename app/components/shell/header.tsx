import { useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { clientPortalUrl } from "~/portal";
import { mainNav, paths, site } from "~/site";
import { ButtonLink } from "../ui/button";
import { cn } from "../ui/cn";
import { Icon } from "../ui/icons";
import { Prerendered } from "../lazy-section";
import { Logo } from "../logo";
import { ThemeToggle } from "./theme-toggle";
import { useScrolledPast } from "./use-scrolled-past";

/** Clients sign in at their portal when one is configured, else /login tells them how. */
const loginHref = clientPortalUrl ?? paths.login;

/** Scroll distance after which the header gets its dark, blurred background. */
export const HEADER_SCROLL_THRESHOLD = 20;

/**
 * Where a navigation item stands relative to the page: "page" on the page itself, "true" on a
 * page inside its section (a service under Services, a post under Blog), else nothing.
 * Prerendering sees "/about/", the browser "/about": both mark the same item, so the HTML
 * and the hydrated page agree.
 */
export function navCurrent(to: string, pathname: string): "page" | "true" | undefined {
  const path = pathname.replace(/(.)\/+$/, "$1");
  if (path === to) return "page";
  if (to !== "/" && path.startsWith(`${to}/`)) return "true";
  return undefined;
}

function navLinkClass(current: boolean, large: boolean) {
  return cn(
    "rounded-full font-medium transition-colors",
    large ? "block px-4 py-3 text-base" : "px-3 py-2 text-sm",
    current
      ? "bg-surface-2 text-foreground ring-1 ring-border"
      : "text-muted hover:text-foreground",
  );
}

/** A main navigation link; `large` in the mobile menu, where each is a full-width row. */
function NavItem({
  to,
  label,
  pathname,
  large = false,
}: {
  to: string;
  label: string;
  pathname: string;
  large?: boolean;
}) {
  const current = navCurrent(to, pathname);
  return (
    <Link to={to} aria-current={current} className={navLinkClass(Boolean(current), large)}>
      {label}
    </Link>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  // The menu belongs to the page it was opened on, so any route change closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <header
      data-scrolled={scrolled || undefined}
      // Tabbing on past the open menu closes it, so it never covers the focused part of the page.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (menuOpen && next instanceof Node && !event.currentTarget.contains(next))
          setMenuOpenOn(null);
      }}
      className={cn(
        "fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,backdrop-filter] duration-300",
        // Scrolled: a blurred bar, dark in the dark theme and a light translucent surface in
        // the light one.
        scrolled || menuOpen
          ? "border-border bg-white/80 text-foreground shadow-lg shadow-slate-900/5 backdrop-blur-lg dark:border-white/10 dark:bg-slate-950/85 dark:shadow-black/20"
          : "border-transparent bg-transparent",
      )}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-full"
          aria-label={`${site.name} home`}
        >
          {/* The same mark on every page: only the prerender draws it. */}
          <Prerendered id="header-logo">{import.meta.env.SSR && <Logo />}</Prerendered>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavItem to={item.to} label={item.label} pathname={pathname} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <ThemeToggle />
          <ButtonLink
            to={loginHref}
            aria-current={navCurrent(loginHref, pathname)}
            size="sm"
            className="max-lg:hidden"
          >
            Login
          </ButtonLink>
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-foreground hover:bg-surface-2 lg:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            onKeyDown={(event) => {
              if (event.key === "Escape") setMenuOpenOn(null);
            }}
          >
            <Icon name={menuOpen ? "close" : "menu"} className="size-6" />
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-border lg:hidden dark:border-white/10"
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          setMenuOpenOn(null);
          // The focused link is about to be hidden: hand focus back to the menu button.
          menuButtonRef.current?.focus();
        }}
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {mainNav.map((item) => (
            <li key={item.to}>
              <NavItem to={item.to} label={item.label} pathname={pathname} large />
            </li>
          ))}
          <li className="pt-2">
            <ButtonLink
              to={loginHref}
              aria-current={navCurrent(loginHref, pathname)}
              className="w-full"
            >
              Login
            </ButtonLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
