/** Local storage key of the visitor's theme, 'dark' (default) or 'light'. */
export const THEME_KEY = "theme";
/** Session storage key set once the splash has been shown in this browser session. */
export const SPLASH_KEY = "splash-seen";

/** Dispatched on window once the app has hydrated (scripts/defer-start.ts replays held clicks). */
export const APP_READY_EVENT = "app-ready";
/**
 * Dispatched on a form once the app has taken it over: scripts/defer-start.ts (listening in the
 * capture phase) then sends again, through the app, what the visitor sent before.
 */
export const FORM_READY_EVENT = "form-ready";
/**
 * Marks a form that signals FORM_READY_EVENT (every lead form): sent after the app has started
 * but before the part of the page that holds it has hydrated (the footer hydrates on its own),
 * it is held until it has.
 */
export const LEAD_FORM_ATTRIBUTE = "data-lead-form";

/**
 * Set on <html> when the page's start script starts the app, after the first paint: until then
 * a lazy picture away from the viewport is not laid out (app.css), so it is not fetched beside
 * the page's largest picture.
 */
export const STARTED_ATTRIBUTE = "data-started";

/**
 * Runs in <head> before the first paint: applies a stored light theme and, when the first load of
 * this session is the home page, marks it for the splash. A visitor who arrives on any other page
 * sees it at once, and that first load counts as the session's: no later load shows the splash.
 * Without JavaScript neither happens.
 */
export const headScript = `(function(){var d=document.documentElement;try{if(localStorage.getItem("${THEME_KEY}")==="light")d.classList.remove("dark");if(!sessionStorage.getItem("${SPLASH_KEY}")){if(location.pathname==="/")d.setAttribute("data-splash","");else sessionStorage.setItem("${SPLASH_KEY}","1")}}catch(e){}})()`;
