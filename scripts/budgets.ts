/**
 * The first view's budgets, in KiB as the server sends each file (brotli), shared by the journeys
 * (tests/e2e/every-page.spec.ts, which records what was measured) and the benchmark
 * (scripts/bench.ts). Issue 14 asks for JavaScript ≤ 105 KB on every page and CSS ≤ 15 KB.
 */
export const firstViewBudget = { script: 105, stylesheet: 15 } as const;
