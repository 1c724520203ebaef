import { useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { clientPortalUrl } from "~/portal";
import { mainNav, paths, site } from "~/site";
import { ButtonLink } from "./ui/button";
import { cn } from "./ui/cn";
import { Icon } from "./ui/icons";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";
import { useScrolledPast } from "./use-scrolled-past";

/** Clients sign in at their portal when one is configured, else /login tells them how. */
const loginHref = clientPortalUrl ?? paths.login;

/** Scroll distance after which the header gets its dark, blurred background. */
export const HEADER_SCROLL_THRESHOLD = 20;

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-full px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-surface-2 text-foreground" : "text-muted hover:text-foreground",
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
        // Scrolled: a dark, blurred bar in either theme (the .dark class switches its tokens).
        scrolled || menuOpen
          ? "dark border-white/10 bg-slate-950/85 text-foreground shadow-lg shadow-black/20 backdrop-blur-lg"
          : "border-transparent bg-transparent",
      )}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-full"
          aria-label={`${site.name} home`}
        >
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <ThemeToggle />
          <ButtonLink to={loginHref} size="sm" className="max-lg:hidden">
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
        className="border-t border-white/10 lg:hidden"
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
              <NavLink
                to={item.to}
                end
                className={(state) => cn(navLinkClass(state), "block px-4 py-3 text-base")}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <ButtonLink to={loginHref} className="w-full">
              Login
            </ButtonLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
