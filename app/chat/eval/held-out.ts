import type { EvalQuestion } from "./questions";

/**
 * The fifty-second held-out set, written on 2026-12-02 (session 41, second round) by someone who
 * does not read or run the chat, from the site's content, while that round's tuning goes on. The
 * fifty-first set, scored once, is now `fiftyFirstHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [];
