/**
 * Asks the chat a question from the command line and prints its answer, its citations and how
 * each part was answered (intent, search or gate, with the coverage the gate measured) and the
 * words it was searched on:
 *   npx node app/chat/eval/ask.ts "are you open on saturday?" "app banate ho kya"
 */
import { chatModuleServer } from "./chat-modules.ts";
import type * as AnswerModule from "../answer";
import type * as NormaliseModule from "../normalise";

const server = await chatModuleServer();

try {
  const { createResponder } = (await server.ssrLoadModule(
    "/app/chat/answer.ts",
  )) as typeof AnswerModule;
  const { queryGroups } = (await server.ssrLoadModule(
    "/app/chat/normalise.ts",
  )) as typeof NormaliseModule;
  const respond = createResponder();
  // The words a part is searched on (before typo correction): not shipped with the chat.
  const searched = (text: string) =>
    queryGroups(text)
      .map((group) => `${group.word}${group.weak ? "(weak)" : ""}=${group.terms.join("/")}`)
      .join(" ");
  for (const question of process.argv.slice(2)) {
    const answer = respond(question);
    console.log(`? ${question}  [${answer.outcome}]`);
    for (const part of answer.parts) {
      console.log(
        `  part "${part.text}": ${part.via}${part.coverage === undefined ? "" : ` coverage ${part.coverage.toFixed(2)}`} ${part.section?.id ?? ""}`,
      );
      if (part.via === "search" || part.via.startsWith("gate")) {
        console.log(`    searched: ${searched(part.text)}`);
      }
    }
    for (const reply of answer.replies) {
      console.log(`  > ${[...reply.paragraphs, ...(reply.points ?? [])].join(" / ")}`);
      for (const source of reply.sources) console.log(`    source: ${source.label} ${source.href}`);
    }
  }
} finally {
  await server.close();
}
