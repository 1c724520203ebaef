import type { Page } from "@playwright/test";
import { contrastMap } from "./pixels";

/** What is known about the element that has the focus after one press of Tab. */
export type Stop = {
  /** Position among the page's tabbable elements in DOM order; -1 when not one of them. */
  index: number;
  label: string;
  /**
   * What decides how its ring looks: its tag, classes and style and those of its ancestors.
   * Stops of one kind (the cards of a list, the links of a column) draw the same ring on the same
   * background.
   */
  kind: string;
  focusVisible: boolean;
  /** An outline or a box shadow is drawn for it. */
  indicator: boolean;
  /** How many of 25 points spread over it show the element itself, not something on top. */
  shownPoints: number;
  rect: { x: number; y: number; width: number; height: number };
  /** The widest of its boxes: a link wrapped over two lines has its outline drawn around each. */
  widestBox: { x: number; y: number; width: number; height: number };
  /** Where the outline is drawn: its offset from the border box and its width, in px. */
  outline: { offset: number; width: number };
};

type Probe = {
  tabbables: HTMLElement[];
  /** What decides how an element's ring looks (see `Stop.kind`). */
  kind: (element: Element) => string;
  /** The stop of the focused element now; null when nothing on the page has the focus. */
  stop: () => Stop | null;
  /** The stops recorded as each press of Tab ended (on its keyup, after the focus and scroll). */
  recorded: Stop[];
};

/**
 * Lists the page's tabbable elements, in DOM order, and sets up the probe that `focusStop` and
 * `tabThrough` read the focused element with. Returns the elements' labels.
 */
export async function listTabbables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      "a[href], button, input, select, textarea, summary, iframe, [contenteditable], [tabindex]";
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    const tabbables = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !(element instanceof HTMLInputElement && element.type === "hidden") &&
        element.closest("[inert]") === null &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    const kind = (element: Element) => {
      const chain: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement)
        chain.push(`${node.tagName}.${node.className}[${node.getAttribute("style") ?? ""}]`);
      return chain.join(" < ");
    };
    const stop = (): Stop | null => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      const style = getComputedStyle(element);
      const r = element.getBoundingClientRect();
      let shownPoints = 0;
      for (const fx of [0.05, 0.25, 0.5, 0.75, 0.95]) {
        for (const fy of [0.05, 0.25, 0.5, 0.75, 0.95]) {
          const x = r.x + r.width * fx;
          const y = r.y + r.height * fy;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === element || element.contains(hit))) shownPoints++;
        }
      }
      return {
        index: tabbables.indexOf(element),
        label: label(element),
        kind: kind(element),
        focusVisible: element.matches(":focus-visible"),
        indicator:
          (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== "none",
        shownPoints,
        rect: { x: r.x, y: r.y, width: r.width, height: r.height },
        widestBox: [r, ...element.getClientRects()]
          .slice(element.getClientRects().length > 1 ? 1 : 0)
          .reduce((widest, box) => (box.width > widest.width ? box : widest))
          .toJSON() as { x: number; y: number; width: number; height: number },
        outline: { offset: parseFloat(style.outlineOffset), width: parseFloat(style.outlineWidth) },
      };
    };
    const probe: Probe = { tabbables, kind, stop, recorded: [] };
    const window_ = window as unknown as { __probe?: Probe };
    if (!window_.__probe)
      addEventListener(
        "keyup",
        (event) => {
          const current = window_.__probe!;
          if (event.key !== "Tab") return;
          const reached = current.stop();
          if (reached) current.recorded.push(reached);
        },
        true,
      );
    window_.__probe = probe;
    return tabbables.map(label);
  });
}

/**
 * The kind (see `Stop.kind`) of each element that `listTabbables` listed, in the same order; or,
 * given `within`, null for each element outside what that selector matches.
 */
export async function tabbableKinds(page: Page, within?: string): Promise<(string | null)[]> {
  return page.evaluate((within) => {
    const probe = (window as unknown as { __probe: Probe }).__probe;
    return probe.tabbables.map((element) =>
      within && !element.closest(within) ? null : probe.kind(element),
    );
  }, within);
}

/**
 * The focused element's stop. Settled, it is read once a frame has passed, so that styles that
 * change on focus (even in 0.01 ms) have settled.
 */
export async function focusStop(page: Page, settled = false): Promise<Stop | null> {
  return page.evaluate(async (settled) => {
    if (settled)
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return (window as unknown as { __probe: Probe }).__probe.stop();
  }, settled);
}

/**
 * Presses Tab from the top of the page until the focus comes back round to a control it reached,
 * and returns the stops in the order reached. They are recorded in the page as each press ends and
 * read once at the end.
 */
async function tabThrough(page: Page): Promise<Stop[]> {
  const tabbables = await listTabbables(page);
  // Every stop, the browser's own UI between the last stop and the first, then the first again;
  // a few more for anything that takes the focus without being a listed control.
  for (let press = 0; press < tabbables.length + 5; press++) await page.keyboard.press("Tab");
  const recorded = await page.evaluate(
    () => (window as unknown as { __probe: Probe }).__probe.recorded,
  );
  const stops: Stop[] = [];
  for (const stop of recorded) {
    // Round again: a control reached a second time (the first may be passed in the browser's UI).
    if (stops.some((seen) => seen.index === stop.index && seen.label === stop.label)) break;
    stops.push(stop);
  }
  return stops;
}

/**
 * Gives the focus to the page's tabbable element at this index as a script would, scrolling it
 * into view unless told not to, and returns its stop once what changes on focus has settled.
 * After a press of Tab, the browser draws the focus indicator for it as it would had Tab reached it.
 */
export async function focusTabbable(
  page: Page,
  index: number,
  { scroll = true } = {},
): Promise<Stop | null> {
  await page.evaluate(
    ({ index, scroll }) =>
      (window as unknown as { __probe: Probe }).__probe.tabbables[index]!.focus({
        preventScroll: !scroll,
      }),
    { index, scroll },
  );
  return focusStop(page, true);
}

/** Everything wrong with how a page's controls take the focus, as readable lines. */
export async function focusProblems(page: Page, path: string): Promise<string[]> {
  const tabbables = await listTabbables(page);
  const stops = await tabThrough(page);
  const problems: string[] = [];
  const reached = new Set(stops.map((stop) => stop.index));
  tabbables.forEach((label, index) => {
    if (!reached.has(index)) problems.push(`${path}: Tab never reaches ${label}`);
  });
  let previous = -1;
  for (const stop of stops) {
    const where = `${path}: ${stop.label}`;
    if (stop.index === -1) problems.push(`${where} takes the focus but is not a visible control`);
    else if (stop.index < previous) problems.push(`${where} comes out of DOM order`);
    previous = Math.max(previous, stop.index);
    if (!stop.focusVisible || !stop.indicator) problems.push(`${where} shows no focus indicator`);
    if (stop.shownPoints === 0) problems.push(`${where} is focused but hidden behind something`);
  }
  return problems;
}

/**
 * How strongly the focus indicator stands out from what is behind it: the contrast between the
 * pixels just outside the element with and without the focus, at the middle of each side, best
 * across the indicator's width. Returns the four sides' ratios; null for a side off the screen.
 */
export async function ringContrast(page: Page, stop: Stop): Promise<(number | null)[]> {
  const viewport = page.viewportSize()!;
  const box = stop.widestBox;
  const reach = Math.max(stop.outline.offset + stop.outline.width, 2);
  const margin = Math.ceil(reach) + 4;
  const x = Math.max(0, Math.floor(box.x) - margin);
  const y = Math.max(0, Math.floor(box.y) - margin);
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width) + margin) - x,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height) + margin) - y,
  };
  // The text caret is left as it is: it is drawn inside the control, and hiding it costs every
  // screenshot a change of the page's styles.
  const focused = await page.screenshot({ clip, caret: "initial" });
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement).blur();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  const plain = await page.screenshot({ clip, caret: "initial" });
  await focusTabbable(page, stop.index, { scroll: false });

  const midX = box.x + box.width / 2 - x;
  const midY = box.y + box.height / 2 - y;
  const top = box.y - y;
  const left = box.x - x;
  const bottom = top + box.height;
  const right = left + box.width;
  // Every pixel from the border box out to the outline's outer edge: the indicator may be an
  // outline, a ring drawn with a shadow, or both.
  const distances = Array.from({ length: Math.ceil(reach) }, (_, d) => d + 0.5);
  const sides = [
    distances.map((d) => [midX, top - d]),
    distances.map((d) => [right + d, midY]),
    distances.map((d) => [midX, bottom + d]),
    distances.map((d) => [left - d, midY]),
  ];
  const ratios = await contrastMap(focused, plain);
  return sides.map((points) => {
    const measured = points.map(([px, py]) => ratios.at(px!, py!)).filter((r) => !isNaN(r));
    return measured.length ? Math.max(...measured) : null;
  });
}
