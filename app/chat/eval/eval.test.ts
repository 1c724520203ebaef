import { describe, expect, it } from "vitest";
import { createResponder } from "../answer";
import { heldOut } from "./held-out";
import { tuning } from "./questions";
import { buildSections } from "../sections";
import { ownHeadings, report } from "./score";

const sections = buildSections();
const responder = createResponder(sections);
/**
 * Issue 12 asks for 90 % on questions never used in tuning. The held-out set (`held-out.ts`) was
 * written before this round of tuning and never read while changing the chat: only this test
 * and `run.ts --held-out` run it, and neither prints its questions.
 *
 * Its one run, at the end of the round (2026-11-23, commit 257b50b), scored 40/62 (64.5 %), with
 * 3 confident wrong answers to unanswerable questions: far short of the 90 % and 0. These
 * floors are that measurement, rounded down, so the chat cannot get worse unnoticed; they are not
 * the target. The set has now been scored: before the next round of tuning, move it into
 * `questions.ts` and write a new one.
 */
const HELD_OUT_FLOOR = 0.64;
/** The issue asks for 0; the held-out set's one run found 3 (see above). */
const HELD_OUT_WRONG_ON_UNANSWERABLE = 3;

describe("the chat's evaluation set", () => {
  it("has at least 150 questions, a held-out set apart, every class represented", () => {
    const all = [...tuning, ...heldOut];
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(heldOut.length / all.length).toBeGreaterThanOrEqual(0.2);
    expect(new Set(all.map((item) => item.q.toLowerCase())).size).toBe(all.length);
    expect(new Set(tuning.map((item) => item.cls)).size).toBe(8);
  });

  it("gives no more confident wrong answers to unanswerable or off-topic questions than measured", () => {
    // The issue asks for 0. Measured 1 at the same run: a question from the former blind set
    // (now tuning) about a technology the site never names, answered from a page that shares
    // its other words.
    expect(report(responder, tuning).wrongOnUnanswerable).toBeLessThanOrEqual(1);
    expect(report(responder, heldOut).wrongOnUnanswerable).toBeLessThanOrEqual(
      HELD_OUT_WRONG_ON_UNANSWERABLE,
    );
  });

  it("answers the held-out questions correctly", () => {
    const { correct, total } = report(responder, heldOut);
    expect(correct / total).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });

  it("answers the tuning questions correctly", () => {
    const { correct, total } = report(responder, tuning);
    // Measured 230/241 (95.4 %) at the same run.
    expect(correct / total).toBeGreaterThanOrEqual(0.95);
  });

  it("answers the site's own headings with their page", () => {
    const { correct, total } = ownHeadings(responder, sections);
    // Measured 199/217 (91.7 %) at the same run.
    expect(correct / total).toBeGreaterThanOrEqual(0.9);
  });
});
