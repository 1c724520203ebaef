/**
 * The checks that need no build, side by side: `npm test` runs this with `--build`, which runs
 * the build beside them, before the journeys. Each is one `npm run` script; most are
 * single-threaded and the unit tests spend seconds waiting on the servers they start, so a lane
 * each (three with the build) keeps two cores busy. Each check's output is printed whole once it
 * ends, so outputs do not interleave; the run fails if any fails.
 *   node scripts/checks.ts                 all the checks
 *   node scripts/checks.ts --build         all the checks and the build
 *   node scripts/checks.ts lint typecheck  only these
 */
import { spawn } from "node:child_process";

const all = ["lint", "format:check", "typecheck", "knip", "test:unit"];
const build = process.argv.includes("--build");
const chosen = process.argv.slice(2).filter((arg) => arg !== "--build");
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

// The longest (the unit tests) on a lane of its own. The build writes the route types that the
// typecheck reads (.react-router/types), so it follows the typecheck on its lane.
const lanes = (
  build
    ? [["test:unit"], ["typecheck", "build"], ["lint", "format:check", "knip"]]
    : [["test:unit"], ["typecheck", "lint", "format:check", "knip"]]
).map((lane) =>
  lane.filter((name) => name === "build" || chosen.length === 0 || chosen.includes(name)),
);
const results: boolean[] = [];
await Promise.all(
  lanes.map(async (lane) => {
    for (const name of lane) results.push(await run(name));
  }),
);
if (results.includes(false)) {
  console.error("checks: a check failed (see above)");
  process.exit(1);
}
