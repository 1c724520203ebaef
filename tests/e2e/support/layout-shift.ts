import type { Page } from "@playwright/test";

/**
 * The page's layout shifts since it loaded, summed, with the elements that moved named, so that
 * a failure says where to look. Read two frames later, so a shift just drawn is counted.
 */
export function layoutShifts(page: Page): Promise<{ shift: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ shift: number; moved: string[] }>((resolve) => {
        let shift = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          type LayoutShift = { value: number; sources: { node: Node | null }[] };
          for (const entry of list.getEntries() as unknown as LayoutShift[]) {
            shift += entry.value;
            for (const { node } of entry.sources)
              if (node instanceof Element)
                moved.push(`<${node.localName} class="${node.getAttribute("class")}">`);
          }
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ shift, moved })));
      }),
  );
}
