import { describe, expect, it } from "vitest";
import { deferAppStart } from "./defer-start.ts";

/** The head and scripts React Router writes into a prerendered page, in its own format. */
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js"/><link rel="stylesheet" href="/assets/root-4.css"/></head><body><p>Hello</p><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-5.js";
import * as route1 from "/assets/route-6.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home/route":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferAppStart", () => {
  const html = deferAppStart(page);
  const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)![1]!;

  it("leaves no module preload in the page, and the styles and content as they were", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-4.css"/>');
    expect(html).toContain("<p>Hello</p><script>window.__reactRouterContext = {};</script>");
  });

  it("imports nothing before the page has loaded: every import is dynamic", () => {
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-5.js"),import("/assets/route-6.js")]).then(function([,route0,route1]){window.__reactRouterRouteModules = {"root":route0,"routes/home/route":route1};return import("/assets/entry.client-2.js")})',
    );
    expect(script).toContain('addEventListener("load",later,{once:true})');
  });

  it("preloads the chunks the removed links named once it starts", () => {
    expect(script).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js"].forEach',
    );
  });

  it("is valid JavaScript", () => {
    // A module script's body; dynamic import() parses in a plain function too.
    expect(() => new Function(script)).not.toThrow();
  });

  it("leaves a page without the app's start script as it is", () => {
    expect(deferAppStart("<html><body>Hi</body></html>")).toBe("<html><body>Hi</body></html>");
  });

  it("stops the build when the start script is not in the expected form", () => {
    expect(() => deferAppStart('<script type="module" async="">window.start();</script>')).toThrow(
      /unexpected route-modules script/,
    );
  });
});
