import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { useNavigation } from "react-router";
import { APP_READY_EVENT } from "./head-script";

/**
 * Parts of a page that cost no JavaScript on its first view (issue 14,
 * docs/decisions/013-pages-hydrate-their-interactive-parts.md). A part's HTML is prerendered and
 * shown at once. A part that only shows never hydrates: its links are the router's all the same
 * (use-plain-links.ts). An interactive part loads its code, and hydrates, when it nears the
 * viewport or when the visitor starts using it. Drawn afresh after a client-side navigation, a
 * part renders at once: the route preloads its parts (`preloading`).
 *
 * A part holds no other lazy part.
 */

/** Whether the app has hydrated: parts mounted before that were prerendered, later ones not. */
let appHydrated = false;
if (typeof window !== "undefined")
  addEventListener(APP_READY_EVENT, () => (appHydrated = true), { once: true });

/**
 * The root of a part React does not own: an element whose content, an empty
 * `dangerouslySetInnerHTML`, React leaves as the prerender drew it.
 */
function Unowned({ id }: { id: string }) {
  return <div id={id} className="contents" dangerouslySetInnerHTML={{ __html: "" }} />;
}

/** The element with the part's id, in the browser. */
const anchor = (id: string) =>
  typeof document === "undefined" ? null : document.getElementById(id);

/** A lazily loaded part, with the means to load its code ahead of a navigation to it. */
export type LazyPart<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Loads a part's code once, and keeps it for the renders after it has come. A load that failed
 * (the connection dropped) is tried again on the next call.
 */
function loader<P>(load: () => Promise<ComponentType<P>>) {
  const code: { loaded?: ComponentType<P>; loading?: Promise<ComponentType<P>> } = {};
  const preload = () =>
    (code.loading ??= load().then(
      (component) => (code.loaded = component),
      (error: unknown) => {
        code.loading = undefined;
        throw error;
      },
    ));
  return { code, preload };
}

/**
 * A part that only shows (text, pictures, links, native disclosures): it never hydrates. Its root,
 * `<div id={id} class="contents">`, is drawn by React while hydrating as an element whose content
 * React does not own (an empty `dangerouslySetInnerHTML`), so the prerendered content stays as it
 * is however often the page renders again (a jump to an anchor, the quote dialog). Mounted after
 * the app has hydrated (a client-side navigation), the part renders its content.
 */
export function staticPart<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  const { code, preload } = loader(load);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function StaticSection(props: P) {
    const [prerendered] = useState(() => !import.meta.env.SSR && !appHydrated);
    if (prerendered) return <Unowned id={id} />;
    const Loaded = code.loaded;
    return (
      <div id={id} className="contents">
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  return Object.assign(StaticSection, { preload });
}

/**
 * Content of the site's frame that only shows and that only the prerender ever draws: the frame is
 * drawn once, when the app hydrates, and never anew. In the browser its root is an element whose
 * content React does not own, so the prerendered content stays as it is. Give the content as
 * `import.meta.env.SSR && <Content />`, so that its code is left out of the browser's build; a
 * module that does work as it loads (reads a collection) stays in the build all the same, so such
 * content is imported while prerendering only (`import.meta.env.SSR ? lazy(…) : null`).
 */
export function Prerendered({ id, children }: { id: string; children: ReactNode }) {
  return import.meta.env.SSR ? (
    <div id={id} className="contents">
      {children}
    </div>
  ) : (
    <Unowned id={id} />
  );
}

/** When a prerendered interactive part loads its code and hydrates. */
type Trigger = (element: Element) => Promise<void>;

/** How far ahead of the viewport a section starts loading, so it is ready when seen. */
const LOAD_AHEAD = "200px 0px";

const nearViewport: Trigger = (element) =>
  typeof IntersectionObserver === "undefined"
    ? Promise.resolve()
    : new Promise((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            resolve();
          },
          { rootMargin: LOAD_AHEAD },
        );
        observer.observe(element);
      });

/**
 * What a visitor does to a part when starting to use it. A form is never sent without one of
 * them first (a field filled, a button pressed, Enter typed).
 */
const useEvents = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The visitor's next press, key or focus in the element. Heard on the window, ahead of the
 * document: while a part is dehydrated, React's own listener there stops these events (to replay
 * them once the part has hydrated), so the part itself never hears them.
 */
function nextUse(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const use = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      for (const type of useEvents) removeEventListener(type, use, true);
      resolve();
    };
    for (const type of useEvents) addEventListener(type, use, true);
  });
}

/** Once the visitor starts using the element, or already has (focus is inside it). */
const inUse: Trigger = (element) =>
  element.contains(document.activeElement) ? Promise.resolve() : nextUse(element);

/**
 * Once the visitor starts using a prerendered modal dialog, or closes it (the browser closes it
 * on its own: Escape, a close command, a click on its backdrop), or already has. The focus is in
 * the dialog from the start, on its first control: only focus in its form says it is in use.
 */
export const usedOrClosed = (dialog: HTMLDialogElement): Promise<void> =>
  dialog.open && !dialog.querySelector("form")?.contains(document.activeElement)
    ? Promise.race([
        nextUse(dialog),
        new Promise<void>((resolve) =>
          dialog.addEventListener("close", () => resolve(), { once: true }),
        ),
      ])
    : Promise.resolve();

/**
 * Once the browser is back online, heard from the call on (until `signal` aborts); never on the
 * server, which prerenders the parts with their code at hand.
 */
const backOnline = (signal: AbortSignal) =>
  new Promise<void>((resolve) =>
    globalThis.addEventListener?.("online", () => resolve(), { once: true, signal }),
  );

/** What a visitor can focus in a part: the same list in its stand-in and in the part itself. */
const focusable = "a[href], button, input, select, textarea, summary, [tabindex]";
/** The fields of a part, in order: the same list in its stand-in and in the part itself. */
const fields = "input, select, textarea";

/**
 * What a visitor had done in a part's stand-in when the part replaced it: what the fields held,
 * and where the focus and the caret were, by place. The part gets it all back.
 */
type Handover = {
  values: { value: string; checked: boolean }[];
  focus: number;
  caret: [number | null, number | null] | null;
};

/** Reads a handover from the stand-in's copy of the part. */
function handoverFrom(copy: Element): Handover {
  const active = document.activeElement;
  return {
    values: [...copy.querySelectorAll<HTMLInputElement>(fields)].map(({ value, checked }) => ({
      value,
      checked,
    })),
    focus: [...copy.querySelectorAll(focusable)].indexOf(active!),
    caret:
      active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
        ? [active.selectionStart, active.selectionEnd]
        : null,
  };
}

/** Gives the part that replaced its stand-in what the visitor had done there. */
function handOver(root: Element, { values, focus, caret }: Handover) {
  [...root.querySelectorAll<HTMLInputElement>(fields)].forEach((field, i) => {
    const before = values[i];
    if (!before) return;
    field.value = before.value;
    field.checked = before.checked;
  });
  const target = root.querySelectorAll<HTMLElement>(focusable)[focus];
  if (!target) return;
  target.focus({ preventScroll: true });
  if (caret && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement))
    try {
      target.setSelectionRange(caret[0], caret[1]);
    } catch {
      // A field without a caret (an e-mail address): the focus is enough.
    }
}

/**
 * What stands in for an interactive part after React has dropped its prerendered HTML. React does
 * so when an update of the router reaches a part still waiting for its trigger (a jump to an
 * anchor, the quote dialog, the moment before a new page). The stand-in shows the part's own
 * HTML, kept from the first view, until the visitor comes to it as the trigger says (it nears the
 * viewport, or is used), unless the page is being left; then the part's code loads and the part
 * takes over with what the visitor did meanwhile (`Handover`). After a client-side navigation
 * there is nothing to show: the code loads at once.
 */
function StandIn({
  html,
  trigger,
  release,
  leave,
}: {
  html: string | undefined;
  trigger: Trigger;
  release: () => void;
  leave: (handover: Handover) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const leaving = useNavigation().state !== "idle";
  const triggered = useRef(false);
  useEffect(() => {
    if (leaving) return;
    const copy = ref.current;
    const root = copy?.firstElementChild;
    if (!copy || !root) return release();
    let current = true;
    void trigger(root).then(() => {
      if (!current) return;
      triggered.current = true;
      release();
    });
    return () => {
      current = false;
    };
  }, [leaving, trigger, release]);
  // Read as the part replaces it, before React takes its copy out of the page: what was typed
  // while the part's code was on its way is in it too.
  useLayoutEffect(
    () => () => {
      if (triggered.current && ref.current) leave(handoverFrom(ref.current));
    },
    [leave],
  );
  return html ? (
    <div ref={ref} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
  ) : null;
}

/** Once the part has replaced its stand-in, gives it what the visitor did there. */
function TakeOver({ anchorId, take }: { anchorId: string; take: () => Handover | null }) {
  useLayoutEffect(() => {
    const handover = take();
    const root = document.getElementById(anchorId);
    if (handover && root) handOver(root, handover);
  }, [anchorId, take]);
  return null;
}

/**
 * An interactive part, hydrated when `trigger` says so for its root element, the element with
 * `anchorId`: until then React keeps its prerendered HTML in a dehydrated Suspense boundary.
 */
function lazyPart<P extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<P>>,
  trigger: Trigger,
): LazyPart<P> {
  const { code, preload } = loader(load);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let handover: Handover | null = null;
  const leave = (left: Handover) => (handover = left);
  const take = () => {
    const left = handover;
    handover = null;
    return left;
  };
  const Lazy = lazy(async () => {
    const element = anchor(anchorId);
    if (element) await Promise.race([trigger(element), released]);
    for (;;) {
      // Heard from before the attempt: the connection may come back while it is failing.
      const attempt = new AbortController();
      const online = backOnline(attempt.signal);
      try {
        return { default: await preload() };
      } catch {
        // The code did not come: the part stays as its HTML, which works on its own, and tries
        // again once the connection is back or the visitor uses it again.
        await Promise.race([online, ...(element ? [nextUse(element)] : [])]);
      } finally {
        attempt.abort();
      }
    }
  });

  // Memoised, and never drawn again by a hook of its own: a part still waiting for its trigger
  // that renders again is dropped by React for its stand-in.
  const LazySection = memo(function LazySection(props: P) {
    const [mount] = useState(() => {
      if (appHydrated) return { Loaded: code.loaded, html: undefined };
      const element = anchor(anchorId);
      return { Loaded: undefined, html: element?.outerHTML };
    });
    if (mount.Loaded) return <mount.Loaded {...props} />;
    return (
      <Suspense
        fallback={<StandIn html={mount.html} trigger={trigger} release={release} leave={leave} />}
      >
        <Lazy {...props} />
        <TakeOver anchorId={anchorId} take={take} />
      </Suspense>
    );
  });
  return Object.assign(LazySection, { preload }) as unknown as LazyPart<P>;
}

/** A part below the fold: it loads and hydrates when it nears the viewport. */
export function lazyWhenVisible<P extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  return lazyPart(anchorId, load, nearViewport);
}

/**
 * A part that works as plain HTML until used, such as a form (what is typed is kept, and a
 * submit is held by the page's start script until the form signals it is ready): it loads and
 * hydrates when the visitor first presses, types or focuses in it.
 */
export function lazyWhenUsed<P extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  return lazyPart(anchorId, load, inUse);
}

/**
 * A route's client middleware for a page built of lazy parts: on a client-side navigation the
 * router waits for their code, so that the new page appears whole rather than part by part.
 * Middleware rather than a client loader: React Router prerenders nothing for a route whose
 * client loader has no prerendered data to start from.
 */
export function preloading(...parts: readonly Pick<LazyPart<never>, "preload">[]) {
  return async (_args: unknown, next: () => Promise<unknown>) => {
    await Promise.all(parts.map((part) => part.preload()));
    return next();
  };
}
