import { lazy, memo, Suspense, useEffect, type ComponentType } from "react";

/** How far ahead of the viewport a section starts loading, so it is ready when seen. */
const LOAD_AHEAD = "200px 0px";

function nearViewport(anchorId: string): Promise<void> {
  const element = document.getElementById(anchorId);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
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
}

/**
 * A part of the page below the fold that costs no JavaScript on the first view. Its HTML is
 * prerendered and shown at once; its code loads, and it hydrates, when it nears the viewport
 * (the element with `anchorId` in the prerendered page). Rendered afresh after a client-side
 * navigation, it loads at once.
 */
export function lazyWhenVisible<P extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  // Rendered again without its prerendered HTML (after navigating away and back), the part
  // has nothing to watch: it is released to load at once.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const Lazy = lazy(async () => {
    if (typeof document !== "undefined") await Promise.race([nearViewport(anchorId), released]);
    return { default: await load() };
  });
  // Memoised: a parent drawn again before the part has hydrated (the shell when the quote dialog
  // is asked for) would otherwise make React drop its prerendered HTML for the empty fallback.
  return memo(function LazySection(props: P) {
    useEffect(() => {
      if (!document.getElementById(anchorId)) release();
    }, []);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}
