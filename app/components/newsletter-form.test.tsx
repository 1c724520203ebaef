// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { NewsletterBox } from "./newsletter-form";

// React warns unless a test says it drives the updates itself (act).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;

beforeEach(() => {
  host = document.body.appendChild(document.createElement("footer"));
  root = createRoot(host);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const { id } = JSON.parse(String(init.body)) as { id: string };
      return new Response(JSON.stringify({ ok: true, id }), {
        status: 201,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

/**
 * Types the address and sends it within one act, so that React may draw the "Subscribing…"
 * state and the success in one render, as a busy browser does when the answer comes quickly.
 */
async function subscribe(address: string) {
  const email = host.querySelector<HTMLInputElement>("input[name=email]")!;
  const before = vi.mocked(fetch).mock.calls.length;
  email.value = address;
  await act(async () => {
    email.form!.requestSubmit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

it("empties the box after each subscription, the second as well as the first", async () => {
  act(() => root.render(<NewsletterBox id="newsletter" />));
  const email = () => host.querySelector<HTMLInputElement>("input[name=email]")!;

  for (const time of [1, 2]) {
    await subscribe("asha@clinic.example");
    expect(host.querySelector("[role=status]")?.textContent, `time ${time}`).toBe(
      "Thanks for subscribing!",
    );
    expect(email().value, `time ${time}`).toBe("");
  }
  expect(fetch).toHaveBeenCalledTimes(2);
});
