/** Local storage key of the visitor's theme, 'dark' (default) or 'light'. */
export const THEME_KEY = "theme";
/** Session storage key set once the splash has been shown in this browser session. */
export const SPLASH_KEY = "splash-seen";

/**
 * Runs in <head> before the first paint: applies a stored light theme and marks a
 * first visit in this session for the splash. Without JavaScript neither happens.
 */
export const headScript = `(function(){var d=document.documentElement;try{if(localStorage.getItem("${THEME_KEY}")==="light")d.classList.remove("dark");if(!sessionStorage.getItem("${SPLASH_KEY}"))d.setAttribute("data-splash","")}catch(e){}})()`;
