import type { EvalQuestion } from "./questions";

/**
 * The twenty-third held-out set, written on 2026-11-24 (session 29) by someone who did not read
 * or run the chat, from the site's content, before that round's tuning ended. The twenty-second
 * set, scored once, is now `twentySecondHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [];
