import { describe, expect, it } from "vitest";
import { createResponder } from "../answer";
import { heldOutFresh } from "./held-out-fresh";
import { tuning } from "./questions";
import { report } from "./score";

const responder = createResponder();
/**
 * Issue 12 asks for 90 % on questions never used in tuning. The held-out set (`held-out-fresh.ts`)
 * was written blind by another engineer and is never read while tuning: only this test and
 * `run.ts --held-out` run it, and neither prints its questions.
 *
 * Its one run (2026-11-22, 22:46 UTC) scored 31/45 (68.9 %) with one confident wrong answer to an
 * unanswerable question, short of the 90 % and 0. These floors are that measurement,
 * rounded down, so the chat cannot get worse unnoticed; they are not the target. Raise them
 * only with general improvements tuned on `questions.ts`, never by reading the held-out set.
 */
const HELD_OUT_FLOOR = 0.68;
/** The issue asks for 0; the held-out set's one run found 1 (see above). */
const HELD_OUT_WRONG_ON_UNANSWERABLE = 1;

describe("the chat's evaluation set", () => {
  it("has at least 150 questions, a held-out set apart, every class represented", () => {
    const all = [...tuning, ...heldOutFresh];
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(heldOutFresh.length).toBeGreaterThanOrEqual(30);
    expect(new Set(tuning.map((item) => item.q.toLowerCase())).size).toBe(tuning.length);
    expect(new Set(tuning.map((item) => item.cls)).size).toBe(8);
  });

  it("answers no unanswerable or off-topic tuning question with a confident wrong answer", () => {
    expect(report(responder, tuning).wrongOnUnanswerable).toBe(0);
    expect(report(responder, heldOutFresh).wrongOnUnanswerable).toBeLessThanOrEqual(
      HELD_OUT_WRONG_ON_UNANSWERABLE,
    );
  });

  it("answers the held-out questions correctly", () => {
    const { correct, total } = report(responder, heldOutFresh);
    expect(correct / total).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });

  it("answers the tuning questions correctly", () => {
    const { correct, total } = report(responder, tuning);
    expect(correct / total).toBeGreaterThanOrEqual(0.9);
  });
});
