import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import routerConfig from "../react-router.config.ts";
import { exportedNames, trimmedModules, trimRouter } from "./trim-router.ts";

const packageRoot = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "..",
  "..",
);
const installed = (module: string) => join(packageRoot, module);

/** The plugin's load hook, called as Vite calls it. */
function load(plugin: Plugin, id: string): unknown {
  const hook = plugin.load as (this: unknown, id: string) => unknown;
  return hook.call({}, id);
}

describe("trimRouter", () => {
  const plugin = trimRouter(routerConfig);

  it("replaces each module with one exporting exactly what the installed React Router's does", () => {
    expect(trimmedModules).toHaveLength(3);
    for (const module of trimmedModules) {
      const code = load(plugin, installed(module));
      expect(typeof code, module).toBe("string");
      expect(exportedNames(code as string).length, module).toBeGreaterThan(0);
    }
  });

  it("in this configuration, the originals do nothing that their stand-ins leave out", async () => {
    const fogOfWar = await import(
      pathToFileURL(
        installed("node_modules/react-router/dist/production/lib/dom/ssr/fog-of-war.js"),
      ).href
    );
    const { routeDiscovery, ssr } = routerConfig;
    expect(ssr).toBe(false);
    // Lazy discovery needs ssr, whatever the mode.
    expect(fogOfWar.isFogOfWarEnabled(routeDiscovery, ssr)).toBe(false);
    expect(fogOfWar.isFogOfWarEnabled({ mode: "lazy" }, ssr)).toBe(false);
    expect(
      fogOfWar.getPatchRoutesOnNavigationFunction(
        () => null,
        {},
        {},
        ssr,
        routeDiscovery,
        false,
        "/",
      ),
    ).toBeUndefined();

    const instrumentation = await import(
      pathToFileURL(
        installed("node_modules/react-router/dist/production/lib/router/instrumentation.js"),
      ).href
    );
    // Nothing registers a receiver unless instrumentations were handed to the router.
    expect(instrumentation.consumeInstrumentationClientResultMetaReceiver({})).toBeUndefined();
  });

  it("stops the build when React Router's module exports something else", () => {
    const dir = mkdtempSync(join(tmpdir(), "trim-router-"));
    try {
      // A later React Router whose instrumentation module gained an export.
      const module = trimmedModules.find((name) => name.endsWith("instrumentation.js"))!;
      const changed = join(dir, module);
      mkdirSync(dirname(changed), { recursive: true });
      const original = readFileSync(installed(module), "utf8");
      writeFileSync(changed, `${original}\nexport function instrumentFetcher() {}\n`);
      expect(() => load(plugin, changed)).toThrow(
        /now exports .*instrumentFetcher.*React Router changed/,
      );
      // Vite may ask for a module with a query: the same file, the same check.
      expect(() => load(plugin, `${changed}?v=1`)).toThrow(/React Router changed/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(
      exportedNames("export { a, b as c }; export function d() {} export const e = 1;"),
    ).toEqual(["a", "c", "d", "e"]);
  });

  it("refuses a configuration in which route discovery can run", () => {
    expect(() => trimRouter({ ssr: true })).toThrow(/route discovery can run/);
    expect(() => trimRouter({})).toThrow(/route discovery can run/);
    expect(() => trimRouter({ ssr: false, routeDiscovery: { mode: "lazy" } })).toThrow(
      /route discovery can run/,
    );
  });

  it("leaves the server build and every other module alone", () => {
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "ssr" })).toBe(false);
    expect(
      load(plugin, installed("node_modules/react-router/dist/production/lib/router/router.js")),
    ).toBeNull();
  });
});
