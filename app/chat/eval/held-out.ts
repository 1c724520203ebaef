import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the fifteenth: written on 2026-11-24 (session 24) by someone who did not read
 * or run the chat, from the site's content (app/content, app/site.ts, app/routes and SPEC.md),
 * before that round's tuning ended. The fourteenth set, scored once, is now `fourteenthHeldOut`
 * in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [];
