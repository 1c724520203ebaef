// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paths } from "~/site";
import { usePlainLinksInApp } from "./use-plain-links";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Prose as the site prerenders it: links React does not own. */
const prose = [
  `<a href="/about">About us</a>`,
  `<a href="https://example.com/elsewhere">Elsewhere</a>`,
  `<a href="/blog/rss.xml">RSS</a>`,
  `<a href="#faq">The questions below</a>`,
  `<a href="/about" target="_blank">About, in a new tab</a>`,
  `<a href="/about" download>About, downloaded</a>`,
  `<a href="/quotation">Get a Quote</a>`,
].join("");

function Page() {
  usePlainLinksInApp();
  return <div dangerouslySetInnerHTML={{ __html: prose }} />;
}

let router: ReturnType<typeof createMemoryRouter>;
let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;

beforeEach(async () => {
  router = createMemoryRouter(
    ["/", "/about", paths.quotation].map((path) => ({ path, Component: Page })),
  );
  container = document.createElement("div");
  document.body.replaceChildren(container);
  root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
});
afterEach(() => {
  // Unmounted, so that its listener on the document is gone before the next test's page.
  act(() => root.unmount());
  document.body.replaceChildren();
});

/** Clicks the link named `name` as `init` says; returns whether the browser's default was kept. */
async function click(name: string, init: MouseEventInit = {}) {
  const link = [...container.querySelectorAll("a")].find((a) => a.textContent === name)!;
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  await act(async () => link.dispatchEvent(event));
  return !event.defaultPrevented;
}

describe("usePlainLinksInApp", () => {
  it("hands a plain link to one of the site's pages to the router", async () => {
    expect(await click("About us")).toBe(false);
    expect(router.state.location.pathname).toBe("/about");
  });

  it("opens the quote dialog over the page, as the quote link does", async () => {
    await click("Get a Quote");
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.search).toBe("?quote=");
  });

  it("leaves to the browser what a link of the router would: other windows, files, other sites, jumps within the page", async () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      expect(await click("About us", init), JSON.stringify(init)).toBe(true);
    for (const name of [
      "About, in a new tab",
      "About, downloaded",
      "RSS",
      "Elsewhere",
      "The questions below",
    ])
      expect(await click(name), name).toBe(true);
    expect(router.state.location.pathname).toBe("/");
  });

  it("leaves alone a click that the page has already handled (a link of the router)", async () => {
    container.addEventListener("click", (event) => event.preventDefault());
    await click("About us");
    expect(router.state.location.pathname).toBe("/");
  });
});
