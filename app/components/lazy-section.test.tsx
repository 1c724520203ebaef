// @vitest-environment jsdom
import { act, useEffect, useState, type ComponentType, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_READY_EVENT } from "./head-script";
import type * as LazySection from "./lazy-section";

// React warns unless a test says it drives the updates itself (act).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let copies = 0;
/**
 * A fresh copy of the module, as on a new page load (it knows whether the app has hydrated); what
 * it imports (React, the router) is shared with the test, as in the app.
 */
async function freshParts(): Promise<typeof LazySection> {
  return import(/* @vite-ignore */ `./lazy-section.tsx?copy=${++copies}`);
}

/** A part that only shows. */
function Notice() {
  return <p>Founded in 2015 in Bhopal.</p>;
}

/** An interactive part: a counter in a form; `jumps`, when given, marks how often it was drawn. */
function Counter({ jumps }: { jumps?: number }) {
  const [count, setCount] = useState(0);
  return (
    <form id="counter" data-jumps={jumps}>
      <input name="note" aria-label="Note" />
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count}
      </button>
    </form>
  );
}

/**
 * Puts `html`, a page as the build prerendered it, into the document and hydrates it with `page`.
 * (The test writes the prerendered HTML rather than running React's server renderer beside its
 * client one in the same test: the two share React's context objects.)
 */
async function hydrate(html: string, page: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.replaceChildren(container);
  await act(async () => {
    roots.push(hydrateRoot(container, page));
  });
  return container;
}

/** The roots a test made, unmounted after it (with the listeners their parts left). */
const roots: { unmount: () => void }[] = [];

/** An interactive part as the prerender writes it: inside its Suspense boundary's markers. */
const inBoundary = (element: ReactElement) => `<!--$-->${renderToString(element)}<!--/$-->`;

/** Lets the loads and React's retries run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("lazy parts", () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.replaceChildren();
  });

  it("a part that only shows keeps its prerendered content and never loads its code", async () => {
    const parts = await freshParts();
    const load = vi.fn(async () => Notice);
    const Part = parts.staticPart("notice", load);
    const container = await hydrate(
      `<div id="notice" class="contents">${renderToStaticMarkup(<Notice />)}</div>`,
      <Part />,
    );
    const text = container.querySelector("p")!;
    await settle();
    expect(container.querySelector("#notice p")).toBe(text);
    expect(text.textContent).toBe("Founded in 2015 in Bhopal.");
    expect(load).not.toHaveBeenCalled();
  });

  it("a part mounted after the app has hydrated (a client-side navigation) renders its content", async () => {
    const parts = await freshParts();
    const Part = parts.staticPart("notice", async () => Notice);
    window.dispatchEvent(new Event(APP_READY_EVENT));
    const container = document.createElement("div");
    document.body.replaceChildren(container);
    await act(async () => {
      await Part.preload();
      const root = createRoot(container);
      roots.push(root);
      root.render(<Part />);
    });
    expect(container.querySelector("#notice p")?.textContent).toBe("Founded in 2015 in Bhopal.");
  });

  it("a form part hydrates when the visitor starts using it, keeping its fields and focus", async () => {
    const parts = await freshParts();
    const load = vi.fn(async () => Counter);
    const Part = parts.lazyWhenUsed("counter", load);
    const container = await hydrate(inBoundary(<Counter />), <Part />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    const button = container.querySelector("button")!;
    await act(async () => button.click());
    expect(button.textContent).toBe("Clicked 0");

    const note = container.querySelector("input")!;
    note.value = "typed before the code came";
    await act(async () => note.focus());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("input")).toBe(note);
    expect(note.value).toBe("typed before the code came");
    expect(document.activeElement).toBe(note);
    await act(async () => button.click());
    expect(button.textContent).toBe("Clicked 1");
  });

  it("a part whose code does not come stays as its HTML, and tries again back online", async () => {
    const parts = await freshParts();
    const load = vi.fn<() => Promise<ComponentType>>();
    load.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(Counter);
    const Part = parts.lazyWhenUsed("counter", load);
    const container = await hydrate(inBoundary(<Counter />), <Part />);
    const note = container.querySelector("input")!;
    await act(async () => note.focus());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("input")).toBe(note);

    await act(async () => window.dispatchEvent(new Event("online")));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    const button = container.querySelector("button")!;
    await act(async () => button.click());
    expect(button.textContent).toBe("Clicked 1");
  });

  it("a part whose code fails only after the connection is back tries again at once", async () => {
    const parts = await freshParts();
    let fail = () => {};
    const load = vi.fn<() => Promise<ComponentType>>();
    load
      .mockImplementationOnce(
        () => new Promise((_, reject) => (fail = () => reject(new TypeError("Failed to fetch")))),
      )
      .mockResolvedValue(Counter);
    const Part = parts.lazyWhenUsed("counter", load);
    const container = await hydrate(inBoundary(<Counter />), <Part />);
    await act(async () => container.querySelector("input")!.focus());
    // Offline when it asked: back online before its request has failed.
    await act(async () => window.dispatchEvent(new Event("online")));
    await act(async () => fail());
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    const button = container.querySelector("button")!;
    await act(async () => button.click());
    expect(button.textContent).toBe("Clicked 1");
  });

  it("a form part React had to drop comes back as it was, then takes over what was typed in it", async () => {
    const parts = await freshParts();
    let arrive = () => {};
    const load = vi.fn(
      () =>
        new Promise<ComponentType<{ jumps?: number }>>(
          (resolve) => (arrive = () => resolve(Counter)),
        ),
    );
    const Part = parts.lazyWhenUsed("counter", load);
    let jump = () => {};
    function Page() {
      // A page drawn again with a new prop for the part (as a jump to an anchor draws it again
      // with the router's new location): React cannot hydrate the waiting part, and drops it.
      const [jumps, setJumps] = useState(0);
      useEffect(() => {
        jump = () => setJumps((n) => n + 1);
      }, []);
      return <Part jumps={jumps} />;
    }
    const router = createMemoryRouter([{ path: "/", Component: Page }]);
    const container = await hydrate(inBoundary(<Counter />), <RouterProvider router={router} />);
    await act(async () => jump());
    await settle();
    const copy = container.querySelector("input")!;
    expect(copy.getAttribute("aria-label")).toBe("Note");
    await act(async () => copy.focus());
    expect(load).toHaveBeenCalledTimes(1);
    // Typed while the part's code is on its way.
    copy.value = "Hello";
    copy.setSelectionRange(2, 2);
    await act(async () => arrive());
    await settle();
    const note = container.querySelector("input")!;
    expect(note).not.toBe(copy);
    expect(note.value).toBe("Hello");
    expect(document.activeElement).toBe(note);
    expect([note.selectionStart, note.selectionEnd]).toEqual([2, 2]);
    const button = container.querySelector("button")!;
    await act(async () => button.click());
    expect(button.textContent).toBe("Clicked 1");
  });

  it("the route's middleware loads the parts' code before the navigation goes on", async () => {
    const parts = await freshParts();
    const order: string[] = [];
    const Part = parts.staticPart("notice", async () => {
      order.push("loaded");
      return Notice;
    });
    await parts.preloading(Part)({}, async () => order.push("next"));
    expect(order).toEqual(["loaded", "next"]);
  });
});
