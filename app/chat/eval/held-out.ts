import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the eleventh: written on 2026-11-23 (session 22, second round) by someone who
 * did not read or run the chat, from the site's content (app/content, app/site.ts, app/routes and
 * SPEC.md), before that round's tuning. The tenth set, scored once, is now `tenthHeldOut` in
 * questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [];
