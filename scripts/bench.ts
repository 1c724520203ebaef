/**
 * The speed and quality benchmark (not a test): Lighthouse, mobile, default simulated throttling,
 * on every page in the sitemap, median of three runs. Prints a table, writes
 * bench-results/lighthouse.json, and exits non-zero when a page falls below the gates.
 *   npm run bench                      starts the built site itself on a free port
 *   BASE_URL=http://localhost:3000 npm run bench
 */
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const gates = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, cls: 0.01 };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function startServer(): Promise<{ base: string; stop: () => void }> {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL, stop: () => {} };
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: "bench-results/data" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      const port = chunk.toString().match(/localhost:(\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
  });
  return { base, stop: () => child.kill() };
}

type Row = {
  path: string;
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  cssKb: number;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
});
const rows: Row[] = [];
try {
  const xml = await (await fetch(`${server.base}/sitemap.xml`)).text();
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  for (const path of pages) {
    const runs: Row[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const items =
        (
          lhr.audits["resource-summary"]?.details as {
            items?: { resourceType: string; transferSize: number }[];
          }
        )?.items ?? [];
      const size = (type: string) =>
        Math.round((items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 102.4) /
        10;
      runs.push({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
        jsKb: size("script"),
        cssKb: size("stylesheet"),
      });
    }
    const pick = <K extends keyof Row>(key: K) => median(runs.map((run) => run[key] as number));
    const row: Row = {
      path,
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      "best-practices": pick("best-practices"),
      seo: pick("seo"),
      lcpMs: pick("lcpMs"),
      tbtMs: pick("tbtMs"),
      cls: pick("cls"),
      jsKb: pick("jsKb"),
      cssKb: pick("cssKb"),
    };
    rows.push(row);
    console.log(
      [
        row.path.padEnd(36),
        row.performance,
        row.accessibility,
        row["best-practices"],
        row.seo,
        `${row.lcpMs}ms`,
        `${row.tbtMs}ms`,
        row.cls,
        `${row.jsKb}KB`,
        `${row.cssKb}KB`,
      ].join("  "),
    );
  }
} finally {
  await chrome.kill();
  server.stop();
}

const failures = rows.flatMap((row) => [
  ...(["performance", "accessibility", "best-practices", "seo"] as const)
    .filter((key) => row[key] < gates[key])
    .map((key) => `${row.path}: ${key} ${row[key]} < ${gates[key]}`),
  ...(row.cls > gates.cls ? [`${row.path}: CLS ${row.cls} > ${gates.cls}`] : []),
]);
console.log(
  "\n| page | perf | a11y | best | seo | LCP | TBT | CLS | JS (transfer) | CSS (transfer) |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.jsKb} KB | ${r.cssKb} KB |`,
  );
}
await mkdir("bench-results", { recursive: true });
await writeFile(
  "bench-results/lighthouse.json",
  JSON.stringify({ gates, runs: RUNS, rows, failures }, null, 2),
);
if (failures.length > 0) {
  console.error(`\n${failures.length} gate(s) failed:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} pages pass the gates.`);
