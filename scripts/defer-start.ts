/**
 * Takes the app's JavaScript off the path to the first paint of a prerendered page (issue 14,
 * docs/decisions/007-deferred-app-start.md). React Router writes into each page a
 * `<link rel="modulepreload">` for every chunk the page hydrates with and an inline module script
 * whose static imports load them; the browser treats both as competing with the first paint.
 * This rewrites the page, at build time and before its inline scripts are hashed for the CSP:
 * - the preloads go, and are added when the app starts, so its chunks still load side by side;
 *   starting also marks the page (STARTED_ATTRIBUTE), which lets lazy pictures load as usual;
 * - the module script's static imports become dynamic ones, run once the page has loaded, its
 *   loaded pictures are decoded and a frame has drawn them (or 100 ms have passed without a frame,
 *   as in a hidden tab or under a test's stopped clock), its first contentful paint has
 *   happened, and the browser has a background moment (scheduler.postTask, else an idle
 *   callback), or at once when the visitor presses a key or a pointer first. A page can load
 *   before it paints, and a picture can paint well after its page has loaded (it is decoded off
 *   the main thread): chunks requested before would compete with the paint, and Lighthouse's
 *   simulation counts everything that loaded before the largest paint towards it;
 * - a click on a plain button (`type="button"`: the theme toggle, the menu, the chat) before the app
 *   has hydrated is held and replayed once it has, so the first tap is not lost. A form sent
 *   before the app has taken it over (before its FormShell signals FORM_READY_EVENT) is held the
 *   same way (once, however often it was sent) and sent again, by the app, once it has; the
 *   fields keep what was typed, since hydration leaves uncontrolled fields as they are. After
 *   the app has hydrated, a lead form (LEAD_FORM_ATTRIBUTE) whose part of the page hydrates
 *   later (the footer's, when it nears the viewport) is still held until it signals. Links
 *   keep their native behaviour.
 * - if the app fails to start (a chunk does not load, a script throws) or has not hydrated
 *   RELEASE_AFTER_MS after starting (or a form held after the app hydrated has not signalled
 *   RELEASE_AFTER_MS after it was sent), everything held is let through as plain HTML (a
 *   button's click, a form's submission to its e-mail fallback) and nothing later is held.
 */
import { minifySync } from "vite";
import {
  APP_READY_EVENT,
  FORM_READY_EVENT,
  LEAD_FORM_ATTRIBUTE,
  STARTED_ATTRIBUTE,
} from "../app/components/head-script.ts";

/**
 * How long after starting held clicks and submissions wait for the app: if it has not hydrated
 * (or taken over a held form) by then, they go through as plain HTML, and so do later ones.
 */
export const RELEASE_AFTER_MS = 10_000;

const staticImport = /^[ \t]*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"]+");?[ \t]*$/gm;
const entryImport = /import\(("[^"]+")\);?\s*$/;

/**
 * The start script for a React Router route-modules script `body`; when it starts it preloads
 * `preloads` (the chunks the page's preload links named) so they load side by side.
 */
export function deferredStarter(body: string, preloads: string[]): string {
  const imports = [...body.matchAll(staticImport)].map(([, name, specifier]) => ({
    name: name ?? "",
    specifier: specifier!,
  }));
  const rest = body.replace(staticImport, "").trim();
  const entry = rest.match(entryImport)?.[1];
  if (imports.length === 0 || !entry)
    throw new Error(`defer-start: unexpected route-modules script:\n${body}`);
  const setup = rest.replace(entryImport, "").trim();
  // Short tasks rather than one long one: the preloads; then each preloaded chunk but the entry
  // run in a task of its own (running a chunk runs what it imports first, so the order is safe);
  // then the route modules (already run) are handed to the router; then, after a yield, the
  // entry, which hydrates.
  const chunks = preloads.filter((href) => JSON.stringify(href) !== entry);
  const load = `${JSON.stringify(chunks)}.reduce(function(p,h){return p.then(function(){return import(h)}).then(function(){return new Promise(task)})},Promise.resolve()).then(function(){return Promise.all([${imports.map((i) => `import(${i.specifier})`).join(",")}])}).then(function([${imports.map((i) => i.name).join(",")}]){${setup}return new Promise(task)}).then(function(){return import(${entry})})`;
  return `(function(){var started=false,appStarted=false,failed=false,held=[],ready=new WeakSet(),timer;
function task(f){if(window.scheduler&&scheduler.postTask)scheduler.postTask(f);else setTimeout(f)}
function hold(e){var t=e.target,b;if(e.type==="submit"){if(t instanceof HTMLFormElement&&!ready.has(t)&&(!appStarted||t.hasAttribute(${JSON.stringify(LEAD_FORM_ATTRIBUTE)}))){e.preventDefault();e.stopImmediatePropagation();take(function(h){return h.form===t});held.push({form:t,submitter:e.submitter});if(appStarted){clearTimeout(timer);timer=setTimeout(fail,${RELEASE_AFTER_MS})}}}else if((b=t instanceof Element&&t.closest('button[type="button"]'))){e.preventDefault();e.stopImmediatePropagation();held.push({button:b})}start()}
function replay(h){if(h.button)h.button.click();else if(h.form.isConnected)h.form.requestSubmit(h.submitter||undefined)}
function take(f){var out=held.filter(f);held=held.filter(function(h){return!f(h)});return out}
function settle(){if(appStarted&&!held.length)clearTimeout(timer)}
function unhold(){removeEventListener("click",hold,true);removeEventListener("submit",hold,true)}
function appReady(){if(failed)return;appStarted=true;removeEventListener("click",hold,true);take(function(h){return h.button}).forEach(replay);settle()}
function formReady(e){if(failed)return;var f=e.target;ready.add(f);take(function(h){return h.form===f}).forEach(function(h){task(function(){replay(h)})});settle()}
function fail(){if(failed)return;failed=true;unhold();take(function(){return true}).forEach(replay)}
function start(){if(started)return;started=true;document.documentElement.setAttribute(${JSON.stringify(STARTED_ATTRIBUTE)},"");addEventListener(${JSON.stringify(APP_READY_EVENT)},appReady,{once:true});timer=setTimeout(fail,${RELEASE_AFTER_MS});var f=document.createDocumentFragment();${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});document.head.appendChild(f);task(function(){${load}.catch(fail)})}
addEventListener("click",hold,true);addEventListener("submit",hold,true);addEventListener(${JSON.stringify(FORM_READY_EVENT)},formReady,true);
["keydown","pointerdown"].forEach(function(t){addEventListener(t,start,{capture:true,once:true,passive:true})});
function later(){shown(function(){painted(function(){if(window.scheduler&&scheduler.postTask)scheduler.postTask(start,{priority:"background"});else(window.requestIdleCallback||setTimeout)(start)})})}
function shown(f){Promise.all([].filter.call(document.images,function(i){return i.complete&&i.naturalWidth&&i.decode}).map(function(i){return i.decode().catch(function(){})})).then(function(){frame(f)})}
function frame(f){var done=false;function go(){if(!done){done=true;task(f)}}if(window.requestAnimationFrame)requestAnimationFrame(go);else go();if(window.scheduler&&scheduler.postTask)scheduler.postTask(go,{delay:100})}
function painted(f){var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return f();new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}}).observe({type:"paint",buffered:true})}
if(document.readyState==="complete")later();else addEventListener("load",later,{once:true})})()`;
}

const routeModulesScript = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;

/** A prerendered page with no render-competing preloads and its app started after the paint. */
export function deferAppStart(html: string): string {
  if (!routeModulesScript.test(html)) return html;
  const preloads: string[] = [];
  return html
    .replace(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g, (_, href: string) => {
      preloads.push(href);
      return "";
    })
    .replace(
      routeModulesScript,
      (_, open: string, body: string, close: string) =>
        open + minified(deferredStarter(body, preloads)) + close,
    );
}

/**
 * The starter as every page carries it: minified (about 150 bytes less per page compressed, which
 * keeps the largest page's HTML within the first round trip).
 */
function minified(script: string): string {
  const { code, errors } = minifySync("start.js", script);
  if (errors.length > 0)
    throw new Error(`defer-start: ${errors.map((error) => error.message).join("; ")}`);
  return code.trim();
}
