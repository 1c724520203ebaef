/**
 * Takes the app's JavaScript off the path to the first paint of a prerendered page (issue 14,
 * docs/decisions/007-deferred-app-start.md). React Router writes into each page a
 * `<link rel="modulepreload">` for every chunk the page hydrates with and an inline module script
 * whose static imports load them; the browser treats both as competing with the first paint.
 * This rewrites the page, at build time and before its inline scripts are hashed for the CSP:
 * - the preloads go, and are added when the app starts, so its chunks still load side by side;
 * - the module script's static imports become dynamic ones, run once the page has loaded and the
 *   browser has a background moment (scheduler.postTask, else an idle callback), or at once when
 *   the visitor presses a key or a pointer first;
 * - a click on a plain button (`type="button"`: the theme toggle, the menu, the chat) before the app
 *   has hydrated is held and replayed once it has, so the first tap is not lost. Links, and a
 *   form's submit button (its e-mail fallback), keep their native behaviour.
 */
import { APP_READY_EVENT } from "../app/components/head-script.ts";

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
  const load = `Promise.all([${imports.map((i) => `import(${i.specifier})`).join(",")}]).then(function([${imports.map((i) => i.name).join(",")}]){${setup}return import(${entry})})`;
  return `(function(){var started=false,held=[];
function hold(e){var b=e.target instanceof Element&&e.target.closest('button[type="button"]');if(b){e.preventDefault();e.stopImmediatePropagation();held.push(b)}start()}
function replay(){removeEventListener("click",hold,true);held.forEach(function(b){b.click()})}
function start(){if(started)return;started=true;addEventListener(${JSON.stringify(APP_READY_EVENT)},replay,{once:true});${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});${load}}
addEventListener("click",hold,true);
["keydown","pointerdown"].forEach(function(t){addEventListener(t,start,{capture:true,once:true,passive:true})});
function later(){if(window.scheduler&&scheduler.postTask)scheduler.postTask(start,{priority:"background"});else(window.requestIdleCallback||setTimeout)(start)}
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
        open + deferredStarter(body, preloads) + close,
    );
}
