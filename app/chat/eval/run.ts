/**
 * Prints the chat's scores on its evaluation set: the tuning set, per class, and, when asked, the
 * held-out set (`held-out.ts`).
 *   npx node app/chat/eval/run.ts              tuning scores
 *   npx node app/chat/eval/run.ts --failures   also lists the tuning set's failures
 *   npx node app/chat/eval/run.ts --debug      also shows how each tuning question was answered
 *   npx node app/chat/eval/run.ts --held-out   also scores the held-out set (once, at the end)
 * The held-out set's questions and failures are never printed: it is not for tuning.
 * Runs the chat's modules through Vite, as the tests do (path aliases, Markdown and raw imports).
 */
import { chatModuleServer } from "./chat-modules.ts";
import type * as AnswerModule from "../answer";
import type * as QuestionsModule from "./questions";
import type { EvalQuestion } from "./questions";
import type * as ScoreModule from "./score";
import type * as SectionsModule from "../sections";

const server = await chatModuleServer();

try {
  const { createResponder } = (await server.ssrLoadModule(
    "/app/chat/answer.ts",
  )) as typeof AnswerModule;
  const { report, ownHeadings } = (await server.ssrLoadModule(
    "/app/chat/eval/score.ts",
  )) as typeof ScoreModule;
  const { buildSections } = (await server.ssrLoadModule(
    "/app/chat/sections.ts",
  )) as typeof SectionsModule;
  const { tuning } = (await server.ssrLoadModule(
    "/app/chat/eval/questions.ts",
  )) as typeof QuestionsModule;
  const heldOut = process.argv.includes("--held-out")
    ? (
        (await server.ssrLoadModule("/app/chat/eval/held-out.ts")) as {
          heldOut: readonly EvalQuestion[];
        }
      ).heldOut
    : [];
  const sections = buildSections();
  const responder = createResponder(sections);
  const percent = (correct: number, total: number) =>
    `${correct}/${total} (${((100 * correct) / total).toFixed(1)} %)`;

  const tuned = report(responder, tuning);
  const held = report(responder, heldOut);
  console.log(`tuning    ${percent(tuned.correct, tuned.total)}`);
  if (heldOut.length > 0) console.log(`held-out  ${percent(held.correct, held.total)}`);
  const headings = ownHeadings(responder, sections);
  console.log(`the site's own headings ${percent(headings.correct, headings.total)}`);
  console.log(
    `wrong confident answers on unanswerable/off-topic: tuning ${tuned.wrongOnUnanswerable}${heldOut.length > 0 ? `, held-out ${held.wrongOnUnanswerable}` : ""}`,
  );
  const classes = new Set([...Object.keys(tuned.byClass), ...Object.keys(held.byClass)]);
  console.log(`\nper class (correct, then wrong confident)`);
  console.log(`  ${"".padEnd(13)} ${"tuning".padEnd(22)} ${heldOut.length > 0 ? "held-out" : ""}`);
  const cell = (entry?: { correct: number; total: number; wrongConfident: number }) =>
    entry ? `${percent(entry.correct, entry.total)} ${entry.wrongConfident}` : "";
  for (const name of classes) {
    console.log(
      `  ${name.padEnd(13)} ${cell(tuned.byClass[name]).padEnd(22)} ${cell(held.byClass[name])}`,
    );
  }
  if (process.argv.includes("--debug")) {
    for (const item of tuning) {
      const answer = responder(item.q);
      console.log(
        `${item.expect === "fallback" ? "F" : "A"} ${answer.parts.map((part) => `${part.via}:${part.coverage?.toFixed(2) ?? "-"}:${part.section?.id ?? ""}`).join(" | ")}  ${item.q}`,
      );
    }
  }
  if (process.argv.includes("--failures")) {
    console.log("\nheadings not answered with their own page:");
    for (const section of headings.missed) console.log(`  ${section.id}: ${section.title}`);
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
