import type { EvalQuestion } from "./questions";

/**
 * The forty-ninth held-out set: to be written by someone who does not read or run the chat, from
 * the site's content, while the next round's tuning goes on. The forty-eighth set, scored once,
 * is now `fortyEighthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [];
