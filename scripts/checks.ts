/**
 * The checks that need no build, side by side: `npm test` runs this before the build and the
 * journeys. Each is one `npm run` script; most are single-threaded, so two cores finish them
 * in about half the time it takes one after another. Each check's output is printed whole
 * once it ends, so outputs do not interleave; the run fails if any check fails.
 *   node scripts/checks.ts                 all of them
 *   node scripts/checks.ts lint typecheck  only these
 */
import { spawn } from "node:child_process";

const all = ["lint", "format:check", "typecheck", "knip", "test:unit"];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`checks: unknown check ${unknown.join(", ")}; known: ${all.join(", ")}`);
  process.exit(2);
}

/** Runs one npm script; resolves to whether it passed, after printing what it said. */
function run(name: string): Promise<boolean> {
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", name], {
    stdio: ["ignore", "pipe", "pipe"],
    // Piped, the tools would drop their colours even on a terminal.
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env,
  });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const finish = (passed: boolean, why = "") => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      console.log(`${passed ? "✓" : "✗"} ${name} (${seconds} s)${why}\n`);
      resolve(passed);
    };
    child.on("error", (error) => finish(false, `: ${error.message}`));
    child.on("close", (code, signal) =>
      finish(code === 0, code === 0 ? "" : `: ${signal ?? `exit code ${code}`}`),
    );
  });
}

// Two at a time, as many as the machines have cores; the longest (the unit tests) first.
const queue = (chosen.length > 0 ? chosen : all).toSorted(
  (a, b) => Number(b === "test:unit") - Number(a === "test:unit"),
);
const results: boolean[] = [];
async function lane() {
  for (let name = queue.shift(); name; name = queue.shift()) results.push(await run(name));
}
await Promise.all([lane(), lane()]);
if (results.includes(false)) {
  console.error("checks: a check failed (see above)");
  process.exit(1);
}
