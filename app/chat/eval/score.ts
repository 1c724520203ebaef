/**
 * Scores the chat against the evaluation set: a question is correct when every expected part is
 * answered with a citation of the expected page, or, for "fallback", when the chat does not
 * answer. A wrong confident answer is an answer that cites a page the question did not expect.
 */
import type { Answer, Responder } from "../answer";
import type { Section } from "../sections";
import type { EvalQuestion, QuestionClass } from "./questions";

export type Scored = EvalQuestion & {
  correct: boolean;
  /** Answered, and not with what was expected. */
  wrongConfident: boolean;
  cited: string[];
};

/** Does a cited address satisfy an expected one? "/career" accepts "/career#data-engineer". */
export function matches(cited: string, expected: string): boolean {
  return cited === expected || (!expected.includes("#") && cited.split("#")[0] === expected);
}

/** The page each answered part cites first. */
export function citations(answer: Answer): string[] {
  return answer.parts.flatMap((part) =>
    part.outcome === "answer" && part.section ? [part.section.source.href] : [],
  );
}

export function score(responder: Responder, question: EvalQuestion): Scored {
  const answer = responder(question.q);
  const cited = citations(answer);
  if (question.expect === "fallback") {
    const correct = cited.length === 0;
    return { ...question, correct, wrongConfident: !correct, cited };
  }
  const wanted = question.expect.split(" & ").map((part) => part.split("|"));
  // "…|fallback": not answering is also right.
  if (cited.length === 0 && wanted.length === 1 && wanted[0]!.includes("fallback")) {
    return { ...question, correct: true, wrongConfident: false, cited };
  }
  const left = [...cited];
  const correct = wanted.every((alternatives) => {
    const at = left.findIndex((href) => alternatives.some((option) => matches(href, option)));
    if (at === -1) return false;
    left.splice(at, 1);
    return true;
  });
  return { ...question, correct, wrongConfident: !correct && cited.length > 0, cited };
}

export type Report = {
  total: number;
  correct: number;
  byClass: Record<string, { total: number; correct: number; wrongConfident: number }>;
  wrongOnUnanswerable: number;
  failures: Scored[];
};

export function report(responder: Responder, questions: readonly EvalQuestion[]): Report {
  const scored = questions.map((question) => score(responder, question));
  const byClass: Report["byClass"] = {};
  for (const item of scored) {
    const entry = (byClass[item.cls as QuestionClass] ??= {
      total: 0,
      correct: 0,
      wrongConfident: 0,
    });
    entry.total += 1;
    if (item.correct) entry.correct += 1;
    if (item.wrongConfident) entry.wrongConfident += 1;
  }
  return {
    total: scored.length,
    correct: scored.filter((item) => item.correct).length,
    byClass,
    wrongOnUnanswerable: scored.filter(
      (item) => item.wrongConfident && (item.cls === "unanswerable" || item.cls === "off-topic"),
    ).length,
    failures: scored.filter((item) => !item.correct),
  };
}

/**
 * Asks the chat each section's own heading ("Who owns the code?", "Data residency in India") and
 * counts those answered with the section's page: whatever the content says must be reachable
 * in its own words, without anyone writing a question for it.
 */
export function ownHeadings(responder: Responder, sections: readonly Section[]) {
  const missed = sections.filter((section) => {
    const page = section.source.href.split("#")[0];
    return !citations(responder(section.title)).some((href) => href.split("#")[0] === page);
  });
  return { total: sections.length, correct: sections.length - missed.length, missed };
}
