import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the sixth: being written on 2026-11-23 (session 19) by someone who does not
 * read or run the chat, before that session's tuning. The fifth set, scored once, is now
 * `fifthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [];
