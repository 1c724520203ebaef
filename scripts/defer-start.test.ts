// @ts-expect-error -- jsdom ships no types (the tests elsewhere use it as Vitest's environment).
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { deferAppStart, deferredStarter, RELEASE_AFTER_MS } from "./defer-start.ts";

/** The head and scripts React Router writes into a prerendered page, in its own format. */
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js"/><link rel="stylesheet" href="/assets/root-4.css"/></head><body><p>Hello</p><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-5.js";
import * as route1 from "/assets/route-6.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home/route":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferAppStart", () => {
  const html = deferAppStart(page);
  const shipped = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)![1]!;
  // The starter before it is minified, to read; the page carries it minified, and the tests
  // of its behaviour below run what the page carries.
  const script = deferredStarter(
    page.match(/<script type="module" async="">([\s\S]*?)<\/script>/)![1]!,
    ["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/framework-3.js"],
  );

  it("leaves no module preload in the page, and the styles and content as they were", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-4.css"/>');
    expect(html).toContain("<p>Hello</p><script>window.__reactRouterContext = {};</script>");
  });

  it("imports nothing before the page has loaded: every import is dynamic", () => {
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-5.js"),import("/assets/route-6.js")])}).then(function([,route0,route1]){window.__reactRouterRouteModules = {"root":route0,"routes/home/route":route1};return new Promise(task)}).then(function(){return import("/assets/entry.client-2.js")})',
    );
    expect(script).toContain('["/assets/manifest-1.js","/assets/framework-3.js"].reduce(');
    expect(script).toContain('addEventListener("load",later,{once:true})');
  });

  it("preloads the chunks the removed links named once it starts", () => {
    expect(script).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js"].forEach',
    );
  });

  it("is valid JavaScript, and the page carries it minified", () => {
    // A module script's body; dynamic import() parses in a plain function too.
    expect(() => new Function(shipped)).not.toThrow();
    expect(shipped.length).toBeLessThan(0.9 * script.length);
    expect(shipped).not.toMatch(/^\s*import\s/m);
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

/**
 * Runs a page's start script in a DOM whose timers, background tasks and module loading the test
 * drives: `tick()` runs the queued tasks, `advance(ms)` moves the clock, and each import resolves
 * (or fails, with `failing`) when the test lets it.
 */
function startPage({
  failing = false,
  paint = "done" as "done" | "pending" | "not reported",
  picture = "none" as "none" | "decoding" | "broken",
  frames = true,
} = {}) {
  const html = deferAppStart(page);
  const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)![1]!;
  const dom = new JSDOM(
    '<!doctype html><html><head></head><body><button type="button" id="menu">Menu</button><form id="form" action="mailto:hello@example.com" data-lead-form=""><input name="name"><button type="submit" id="send">Send</button></form></body></html>',
    { runScripts: "outside-only" },
  );
  const window = dom.window as Window & typeof globalThis;
  // A loaded picture whose decoding the test finishes (`decoded()`), or one that failed to load.
  let decoded = () => {};
  if (picture !== "none") {
    const image = window.document.createElement("img");
    const decoding = new Promise<void>((resolve) => (decoded = resolve));
    Object.defineProperties(image, {
      complete: { value: true },
      naturalWidth: { value: picture === "broken" ? 0 : 800 },
      decode: { value: () => decoding },
    });
    window.document.body.append(image);
  }
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let nextTimer = 1;
  const tasks: (() => void)[] = [];
  const observing: (() => void)[] = [];
  let tasksRun = 0;
  /** Each import, with the number of the task it was asked for in. */
  const imports: string[] = [];
  Object.assign(window, {
    setTimeout: (run: () => void, ms = 0) => {
      timers.set(nextTimer, { at: now + ms, run });
      return nextTimer++;
    },
    clearTimeout: (id: number) => timers.delete(id),
    scheduler: {
      postTask: (run: () => void, options?: { delay?: number }) =>
        options?.delay ? window.setTimeout(run, options.delay) : void tasks.push(run),
    },
    // A frame is drawn in a task of its own; a hidden tab draws none.
    requestAnimationFrame: (run: () => void) => void (frames && tasks.push(run)),
    // A browser that reports paints: the first contentful one has happened, or happens when
    // the test says (`paint()`); or one that does not report them.
    PerformanceObserver: Object.assign(
      function (this: unknown, report: (list: unknown, observer: unknown) => void) {
        const observer = {
          observe: (options: { type: string; buffered: boolean }) => {
            expect(options).toEqual({ type: "paint", buffered: true });
            observing.push(() => {
              if (!observer.disconnected)
                report({ getEntriesByName: (name: string) => [name] }, observer);
            });
            if (paint === "done") observing.splice(0).forEach((run) => run());
          },
          disconnected: false,
          disconnect: () => void (observer.disconnected = true),
        };
        return observer;
      },
      { supportedEntryTypes: paint === "not reported" ? ["navigation"] : ["paint", "navigation"] },
    ),
    __import: (specifier: string) => {
      imports.push(`${specifier} in task ${tasksRun}`);
      return failing ? Promise.reject(new Error("offline")) : Promise.resolve({});
    },
  });
  window.eval(script.replaceAll("import(", "__import("));
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const clicks = { menu: 0 };
  const menu = window.document.getElementById("menu")!;
  const form = window.document.getElementById("form") as HTMLFormElement;
  const send = window.document.getElementById("send")!;
  menu.addEventListener("click", () => clicks.menu++);
  /** Each submission that reached the form: what was in it, and whether the app had it. */
  const submissions: { name: string; submitter: boolean; native: boolean }[] = [];
  let appHasForm = false;
  form.addEventListener("submit", (event) => {
    submissions.push({
      name: String(new window.FormData(form).get("name")),
      submitter: (event as SubmitEvent).submitter === send,
      native: !appHasForm && !event.defaultPrevented,
    });
    // jsdom cannot send a form; the browser would hand it to the e-mail program.
    event.preventDefault();
  });
  return {
    window,
    imports,
    clicks,
    menu,
    form,
    send,
    submissions,
    /** Runs the queued background tasks (and what they queue) and lets promises settle. */
    async tick() {
      for (let round = 0; round < 12; round++) {
        await settle();
        for (const run of tasks.splice(0)) {
          tasksRun++;
          run();
        }
        await settle();
      }
    },
    /** Moves the clock on by `ms`, running the timers that fall due. */
    async advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at))
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
      await settle();
    },
    decoded,
    /** The page's first contentful paint. */
    paint() {
      observing.splice(0).forEach((run) => run());
    },
    ready() {
      window.dispatchEvent(new window.Event("app-ready"));
    },
    /** The app takes the form over: it handles its submissions from now on. */
    formReady() {
      appHasForm = true;
      form.dispatchEvent(new window.Event("form-ready"));
    },
  };
}

describe("the start script in a page", () => {
  it("once the page has loaded, marks it started and runs each chunk, the route modules, then the entry, in tasks of their own", async () => {
    const app = startPage();
    const started = () => app.window.document.documentElement.hasAttribute("data-started");
    expect(app.imports).toEqual([]);
    expect(started()).toBe(false);
    await app.tick();
    expect(started()).toBe(true);
    expect(app.imports).toEqual([
      // Task 1 draws a frame, task 2 follows it, task 3 starts and adds the preloads; the chunks
      // but the entry run one a task.
      "/assets/manifest-1.js in task 4",
      "/assets/framework-3.js in task 5",
      // The route modules (already run) are handed over, and the entry hydrates, a task later.
      "/assets/manifest-1.js in task 6",
      "/assets/root-5.js in task 6",
      "/assets/route-6.js in task 6",
      "/assets/entry.client-2.js in task 7",
    ]);
    const preloads = [...app.window.document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/framework-3.js",
    ]);
  });

  it("waits for the page's first contentful paint when the page has loaded before it", async () => {
    const app = startPage({ paint: "pending" });
    await app.tick();
    await app.advance(5_000);
    expect(app.imports).toEqual([]);
    app.paint();
    await app.tick();
    expect(app.imports.at(-1)).toBe("/assets/entry.client-2.js in task 7");
  });

  it("waits until the page's loaded pictures are decoded, and a frame has drawn them", async () => {
    const app = startPage({ picture: "decoding" });
    await app.tick();
    await app.advance(5_000);
    expect(app.imports).toEqual([]);
    app.decoded();
    await app.tick();
    expect(app.imports.at(-1)).toBe("/assets/entry.client-2.js in task 7");
  });

  it("starts 100 ms after the pictures are decoded when no frame is drawn (a hidden tab)", async () => {
    const app = startPage({ frames: false });
    await app.tick();
    expect(app.imports).toEqual([]);
    await app.advance(99);
    await app.tick();
    expect(app.imports).toEqual([]);
    await app.advance(1);
    await app.tick();
    expect(app.imports.at(-1)).toBe("/assets/entry.client-2.js in task 6");
  });

  it("does not wait for a picture that failed to load", async () => {
    const app = startPage({ picture: "broken" });
    await app.tick();
    expect(app.imports.at(-1)).toBe("/assets/entry.client-2.js in task 7");
  });

  it("starts once the page has loaded in a browser that does not report paints", async () => {
    const app = startPage({ paint: "not reported" });
    await app.tick();
    expect(app.imports.at(-1)).toBe("/assets/entry.client-2.js in task 7");
  });

  it("holds a click on a plain button until the app is ready, then replays it once", async () => {
    const app = startPage();
    app.menu.click();
    expect(app.clicks.menu).toBe(0);
    await app.tick();
    app.ready();
    expect(app.clicks.menu).toBe(1);
    app.menu.click();
    expect(app.clicks.menu).toBe(2);
  });

  it("holds a form sent before the app has it, and sends it again, as typed, once the app has it", async () => {
    const app = startPage();
    (app.form.elements.namedItem("name") as HTMLInputElement).value = "Asha";
    app.send.click();
    expect(app.submissions).toEqual([]);
    await app.tick();
    app.ready();
    // The app is ready, but this form is not its yet (a part that hydrates later).
    await app.tick();
    expect(app.submissions).toEqual([]);
    app.formReady();
    await app.tick();
    expect(app.submissions).toEqual([{ name: "Asha", submitter: true, native: false }]);
    app.send.click();
    expect(app.submissions).toHaveLength(2);
  });

  it("sends a form sent twice before the app has it once", async () => {
    const app = startPage();
    app.send.click();
    app.send.click();
    await app.tick();
    app.ready();
    app.formReady();
    await app.tick();
    expect(app.submissions).toEqual([{ name: "", submitter: true, native: false }]);
  });

  it("does not hold a form the app already has", async () => {
    const app = startPage();
    app.formReady();
    app.send.click();
    expect(app.submissions).toEqual([{ name: "", submitter: true, native: false }]);
  });

  it(`lets held clicks through when the app has not hydrated ${RELEASE_AFTER_MS / 1000} s after starting`, async () => {
    const app = startPage();
    app.menu.click();
    app.send.click();
    await app.tick();
    await app.advance(RELEASE_AFTER_MS - 1);
    expect(app.clicks.menu).toBe(0);
    expect(app.submissions).toEqual([]);
    await app.advance(1);
    expect(app.clicks.menu).toBe(1);
    // The form goes to its e-mail fallback, as without JavaScript.
    expect(app.submissions).toEqual([{ name: "", submitter: true, native: true }]);
    // Later clicks are no longer held, and a late app-ready replays nothing twice.
    app.menu.click();
    expect(app.clicks.menu).toBe(2);
    app.ready();
    expect(app.clicks.menu).toBe(2);
  });

  it("lets held clicks through at once when the app's chunks fail to load", async () => {
    const app = startPage({ failing: true });
    app.menu.click();
    app.send.click();
    expect(app.clicks.menu).toBe(0);
    await app.tick();
    expect(app.clicks.menu).toBe(1);
    expect(app.submissions).toEqual([{ name: "", submitter: true, native: true }]);
    app.menu.click();
    app.send.click();
    expect(app.clicks.menu).toBe(2);
    expect(app.submissions).toHaveLength(2);
  });

  it("stops the timer once the app is ready and has every held form", async () => {
    const app = startPage();
    app.menu.click();
    app.send.click();
    await app.tick();
    app.ready();
    app.formReady();
    await app.tick();
    await app.advance(RELEASE_AFTER_MS);
    expect(app.clicks.menu).toBe(1);
    expect(app.submissions).toEqual([{ name: "", submitter: true, native: false }]);
  });

  it("holds a lead form sent after the app is ready until its part of the page has hydrated", async () => {
    const app = startPage();
    await app.tick();
    app.ready();
    app.send.click();
    await app.tick();
    expect(app.submissions, "held: the footer is still plain HTML").toEqual([]);
    app.formReady();
    await app.tick();
    expect(app.submissions).toEqual([{ name: "", submitter: true, native: false }]);
  });

  it(`lets a lead form sent after the app is ready through as plain HTML if it has not hydrated ${RELEASE_AFTER_MS / 1000} s later`, async () => {
    const app = startPage();
    await app.tick();
    app.ready();
    await app.advance(RELEASE_AFTER_MS);
    app.send.click();
    await app.advance(RELEASE_AFTER_MS - 1);
    expect(app.submissions).toEqual([]);
    await app.advance(1);
    expect(app.submissions).toEqual([{ name: "", submitter: true, native: true }]);
  });

  it("holds no other form once the app is ready (the chat's own message box)", async () => {
    const app = startPage();
    await app.tick();
    app.ready();
    app.form.removeAttribute("data-lead-form");
    app.send.click();
    expect(app.submissions).toEqual([{ name: "", submitter: true, native: true }]);
  });

  it("lets a held form through when the app is ready but has not taken the form over in time", async () => {
    const app = startPage();
    app.send.click();
    await app.tick();
    app.ready();
    await app.advance(RELEASE_AFTER_MS);
    expect(app.submissions).toEqual([{ name: "", submitter: true, native: true }]);
  });
});
