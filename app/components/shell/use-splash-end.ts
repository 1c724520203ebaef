import { useEffect } from "react";
import { SPLASH_KEY } from "../head-script";

/** How long the splash stays on the first page load of a browser session. */
export const SPLASH_MS = 2000;

/**
 * Ends the splash SPLASH_MS after the app starts, on the load the head script marked for it
 * (`<html data-splash>`), and remembers for the session that it has been shown. The splash itself
 * is prerendered markup (splash.tsx) that the app never draws.
 */
export function useSplashEnd() {
  useEffect(() => {
    const root = document.documentElement;
    if (!root.hasAttribute("data-splash")) return;
    const timer = window.setTimeout(() => {
      root.removeAttribute("data-splash");
      try {
        sessionStorage.setItem(SPLASH_KEY, "1");
      } catch {
        // Without session storage the splash simply shows again on the next load.
      }
    }, SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
