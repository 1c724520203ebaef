import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the sixteenth: to be written by someone who does not read or run the chat,
 * from the site's content (app/content, app/site.ts, app/routes and SPEC.md), before the round's
 * tuning ends. The fifteenth set, scored once, is now `fifteenthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [];
