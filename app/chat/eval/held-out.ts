import type { EvalQuestion } from "./questions";

/**
 * The fiftieth held-out set: to be written by someone who does not read or run the chat, from the
 * site's content, while the next round's tuning goes on. The forty-ninth set, scored once, is now
 * `fortyNinthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [];
