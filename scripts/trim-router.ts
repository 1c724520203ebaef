/**
 * Leaves out of the browser's framework chunk the parts of React Router that this site can never
 * run (issue 14; docs/decisions/012-router-parts-the-site-never-runs.md). Each module below is
 * replaced, in the client build only, by one that exports the same names and does what the
 * original does in this configuration:
 * - lazy route discovery ("fog of war") and its custom runtime: React Router turns it on only
 *   when `routeDiscovery.mode` is "lazy" and `ssr` is true (`isFogOfWarEnabled`); this site
 *   prerenders with `ssr: false` and discovers every route at start ("initial");
 * - instrumentation: it runs only for `instrumentations` handed to the router, and the site's
 *   entry hands it none.
 * The server build keeps the originals. The build stops if a replaced module no longer exports
 * exactly these names (a React Router upgrade changed it: look again), or if the configuration
 * turns on what a module serves.
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

type Stub = {
  /** Why the original never runs here; checked against the configuration. */
  unused: string;
  /** The module's exports, as the original declares them, with their behaviour here. */
  code: string;
};

const stubs: Record<string, Stub> = {
  "lib/dom/ssr/fog-of-war.js": {
    unused: "lazy route discovery needs ssr: true",
    code: `export const URL_LIMIT = 7680;
export function isFogOfWarEnabled() { return false; }
export function getPatchRoutesOnNavigationFunction() { return undefined; }
export function useFogOFWarDiscovery() {}
export function getPartialManifest(manifest) { return manifest; }
export function shouldUseInitialRouteDiscovery() { return true; }
export function getPathsWithAncestors(paths) { return paths; }
export function getManifestPath(path) { return path; }
export function getManifestPathsParam() { return undefined; }
export function handleClientVersionMismatch() {}`,
  },
  "lib/dom/ssr/route-discovery.js": {
    unused: "custom route discovery needs future.unstable_customRouteDiscovery",
    code: `export class RouteDiscoveryRuntime {}
export function getCustomPatchRoutesOnNavigationFunction() { return undefined; }
export function useCustomRouteDiscovery() { return undefined; }
export function useRouteDiscovery() { return undefined; }`,
  },
  "lib/router/instrumentation.js": {
    unused: "instrumentation needs instrumentations handed to the router",
    code: `export const instrumentationResultMetaContext = undefined;
export function consumeInstrumentationClientResultMetaReceiver() { return undefined; }
export function getRouteInstrumentationUpdates() { return {}; }
export function instrumentClientSideRouter(router) { return router; }
export function instrumentHandler(handler) { return handler; }`,
  },
};

const packageDir = "/node_modules/react-router/dist/production/";

/** The names an ES module exports, from its `export …` statements. */
export function exportedNames(code: string): string[] {
  const names = new Set<string>();
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}/g))
    for (const item of list!.split(",")) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  for (const [, name] of code.matchAll(
    /export\s+(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)/g,
  ))
    names.add(name!);
  return [...names].sort();
}

/**
 * What the router trim needs of the React Router configuration: rendering at build time only,
 * every route discovered at start.
 */
export type RouterSettings = { ssr?: boolean; routeDiscovery?: { mode: string } };

export function trimRouter(settings: RouterSettings): Plugin {
  // React Router renders on a server unless told otherwise (`ssr` defaults to true).
  if (
    settings.ssr !== false ||
    (settings.routeDiscovery && settings.routeDiscovery.mode !== "initial")
  )
    throw new Error(
      "trim-router: route discovery can run with this React Router configuration (ssr or a lazy routeDiscovery); remove trimRouter() from vite.config.ts",
    );
  return {
    name: "trim-router",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      const path = id.split("?")[0]!.replaceAll("\\", "/");
      const at = path.lastIndexOf(packageDir);
      if (at === -1) return null;
      const stub = stubs[path.slice(at + packageDir.length)];
      if (!stub) return null;
      const original = exportedNames(readFileSync(path, "utf8"));
      const replaced = exportedNames(stub.code);
      if (original.join() !== replaced.join())
        throw new Error(
          `trim-router: ${path} now exports ${original.join(", ")}; its stand-in exports ${replaced.join(", ")}. React Router changed: check that ${stub.unused} still holds, and update scripts/trim-router.ts.`,
        );
      return stub.code;
    },
  };
}

/** The replaced modules (for the unit test). */
export const trimmedModules = Object.keys(stubs).map((file) => packageDir.slice(1) + file);
