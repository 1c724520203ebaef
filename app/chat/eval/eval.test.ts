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
 * written before this round of tuning and is never read while changing the chat: only this test
 * and `run.ts --held-out` run it, and neither prints its questions.
 *
 * Not yet measured: the floors below are set from its one run at the end of this round.
 */
const HELD_OUT_FLOOR = 0;
const HELD_OUT_WRONG_ON_UNANSWERABLE = Infinity;

describe("the chat's evaluation set", () => {
  it("has at least 150 questions, a held-out set apart, every class represented", () => {
    const all = [...tuning, ...heldOut];
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(heldOut.length / all.length).toBeGreaterThanOrEqual(0.2);
    expect(new Set(all.map((item) => item.q.toLowerCase())).size).toBe(all.length);
    expect(new Set(tuning.map((item) => item.cls)).size).toBe(8);
  });

  it("answers no unanswerable or off-topic tuning question with a confident wrong answer", () => {
    expect(report(responder, tuning).wrongOnUnanswerable).toBe(0);
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
    expect(correct / total).toBeGreaterThanOrEqual(0.9);
  });

  it("answers the site's own headings with their page", () => {
    const { correct, total } = ownHeadings(responder, sections);
    expect(correct / total).toBeGreaterThanOrEqual(0.85);
  });
});
