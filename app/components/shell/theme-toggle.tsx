import { useSyncExternalStore } from "react";
import { THEME_KEY } from "../head-script";
import { Icon } from "../ui/icons";

type Theme = "dark" | "light";

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function setTheme(theme: Theme) {
  const root = document.documentElement;
  // Switched with transitions off (app.css), and the new colours computed before they return, so
  // that every colour changes in the same frame.
  root.classList.add("theme-switching");
  root.classList.toggle("dark", theme === "dark");
  getComputedStyle(root).getPropertyValue("color");
  root.classList.remove("theme-switching");
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage may be blocked; the theme still applies to this page.
  }
  listeners.forEach((notify) => notify());
}

/** Switches between the dark (default) and light theme and remembers the choice. */
export function ThemeToggle() {
  // The prerendered HTML is dark; the real theme is read once hydrated.
  const theme = useSyncExternalStore(subscribe, currentTheme, () => "dark" as const);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={`Switch to ${next} theme`}
      className="inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-surface-2"
    >
      <Icon name={theme === "dark" ? "sun" : "moon"} className="size-5" />
    </button>
  );
}
