/**
 * Asks the chat a question from the command line and prints its answer, its citations and how
 * each part was answered (intent, search or gate, with the coverage the gate measured):
 *   npx node app/chat/eval/ask.ts "are you open on saturday?" "app banate ho kya"
 */
import { chatModuleServer } from "./chat-modules.ts";
import type * as AnswerModule from "../answer";

const server = await chatModuleServer();

try {
  const { createResponder } = (await server.ssrLoadModule(
    "/app/chat/answer.ts",
  )) as typeof AnswerModule;
  const respond = createResponder();
  for (const question of process.argv.slice(2)) {
    const answer = respond(question);
    console.log(`? ${question}  [${answer.outcome}]`);
    for (const part of answer.parts) {
      console.log(
        `  part "${part.text}": ${part.via}${part.coverage === undefined ? "" : ` coverage ${part.coverage.toFixed(2)}`} ${part.section?.id ?? ""}`,
      );
      if (part.terms) console.log(`    searched: ${part.terms}`);
    }
    for (const reply of answer.replies) {
      console.log(`  > ${[...reply.paragraphs, ...(reply.points ?? [])].join(" / ")}`);
      for (const source of reply.sources) console.log(`    source: ${source.label} ${source.href}`);
    }
  }
} finally {
  await server.close();
}
