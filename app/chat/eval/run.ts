/**
 * Prints the chat's scores on its evaluation set: overall, per class, and on the held-out part.
 *   npx node app/chat/eval/run.ts            scores
 *   npx node app/chat/eval/run.ts --failures also lists the tuning set's failures
 * The held-out part's failures are never listed: it is not for tuning.
 * Runs the chat's modules through Vite, as the tests do (path aliases, Markdown and raw imports).
 */
import { createServer } from "vite";
import type * as AnswerModule from "../answer";
import type * as QuestionsModule from "./questions";
import type * as ScoreModule from "./score";

const server = await createServer({
  configFile: false,
  root: new URL("../../..", import.meta.url).pathname,
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "error",
  optimizeDeps: { noDiscovery: true, include: [] },
});

try {
  const { createResponder } = (await server.ssrLoadModule(
    "/app/chat/answer.ts",
  )) as typeof AnswerModule;
  const { report } = (await server.ssrLoadModule("/app/chat/eval/score.ts")) as typeof ScoreModule;
  const { heldOut, tuning } = (await server.ssrLoadModule(
    "/app/chat/eval/questions.ts",
  )) as typeof QuestionsModule;
  const responder = createResponder();
  const percent = (correct: number, total: number) =>
    `${correct}/${total} (${((100 * correct) / total).toFixed(1)} %)`;

  const all = report(responder, [...tuning, ...heldOut]);
  const held = report(responder, heldOut);
  const tuned = report(responder, tuning);
  console.log(`overall   ${percent(all.correct, all.total)}`);
  console.log(`tuning    ${percent(tuned.correct, tuned.total)}`);
  console.log(`held-out  ${percent(held.correct, held.total)}`);
  console.log(`wrong confident answers on unanswerable/off-topic: ${all.wrongOnUnanswerable}`);
  console.log("\nper class (all questions)          held-out");
  for (const [name, entry] of Object.entries(all.byClass)) {
    const heldEntry = held.byClass[name];
    console.log(
      `  ${name.padEnd(13)} ${percent(entry.correct, entry.total).padEnd(18)} wrong confident ${String(entry.wrongConfident).padEnd(4)}${heldEntry ? percent(heldEntry.correct, heldEntry.total) : ""}`,
    );
  }
  if (process.argv.includes("--debug")) {
    const { tuning: questions } = { tuning };
    for (const item of questions) {
      const answer = responder(item.q);
      console.log(
        `${item.expect === "fallback" ? "F" : "A"} ${answer.parts.map((part) => `${part.via}:${part.coverage?.toFixed(2) ?? "-"}:${part.section?.id ?? ""}`).join(" | ")}  ${item.q}`,
      );
    }
  }
  if (process.argv.includes("--failures")) {
    console.log("\ntuning failures:");
    for (const item of tuned.failures) {
      console.log(
        `  [${item.cls}] ${item.q}\n      expected ${item.expect}, cited ${item.cited.join(", ") || "nothing"}`,
      );
    }
  }
} finally {
  await server.close();
}
