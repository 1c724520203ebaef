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
 */
const HELD_OUT_TARGET = 0.9;

describe("the chat's evaluation set", () => {
  it("has at least 150 questions, a held-out set apart, every class represented", () => {
    const all = [...tuning, ...heldOutFresh];
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(heldOutFresh.length).toBeGreaterThanOrEqual(30);
    expect(new Set(tuning.map((item) => item.q.toLowerCase())).size).toBe(tuning.length);
    expect(new Set(tuning.map((item) => item.cls)).size).toBe(8);
  });

  it("answers no unanswerable or off-topic question with a confident wrong answer", () => {
    expect(report(responder, tuning).wrongOnUnanswerable).toBe(0);
    expect(report(responder, heldOutFresh).wrongOnUnanswerable).toBe(0);
  });

  it("answers the held-out questions correctly", () => {
    const { correct, total } = report(responder, heldOutFresh);
    expect(correct / total).toBeGreaterThanOrEqual(HELD_OUT_TARGET);
  });

  it("answers the tuning questions correctly", () => {
    const { correct, total } = report(responder, tuning);
    expect(correct / total).toBeGreaterThanOrEqual(0.9);
  });
});
