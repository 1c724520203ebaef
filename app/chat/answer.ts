/**
 * The chat's answers: a visitor's question → the best matching documents of the site's own
 * content, in a few sentences, with the pages they come from and the next step. No model and
 * no request: everything here runs in the browser from the bundled content.
 */
import type { BotReply } from "./conversation";
import { buildDocuments, type ChatDocument } from "./documents";
import { createIndex, type Hit } from "./retrieval";
import { conceptTerm, stem, tokens } from "./text";

/** A match must score at least this much (BM25) to be offered as an answer… */
export const MIN_SCORE = 2.5;
/** …and match at least this share of the question's words (weighted by rarity). */
export const MIN_COVERAGE = 0.4;
/** The best confident match must score at least this share of the strongest match. */
const BEST_SHARE = 0.5;
/** A page answering the kind of question leads when it scores at least this share of the best. */
const INTENT_SHARE = 0.3;
/** A second page is mentioned when it scores at least this share of the best one. */
const RELATED_SHARE = 0.6;

/**
 * Concepts that say what kind of answer is wanted rather than what it is about: "How much
 * does a mobile app cost?" asks for a price, about a mobile app. The answer leads with the
 * page that answers the kind of question, and mentions the page about the subject.
 */
const intents = new Set(
  ["price", "duration", "hours", "phone", "email", "career", "privacy"].map((name) =>
    conceptTerm(stem(name)),
  ),
);

export type Outcome = "answer" | "fallback" | "greeting" | "thanks" | "empty";

export type Answer = BotReply & {
  outcome: Outcome;
  /** The visitor asked for a person: show the hand-off form straight away. */
  openHandoff: boolean;
  matches: Hit<ChatDocument>[];
};

const greeting = /^(hi+|hello|hey|hiya|namaste|good (morning|afternoon|evening)|yo)\b/;
const thanks = /^(thanks|thank you|thx|ty|cheers|great|cool|ok(ay)?|perfect|bye|goodbye)\b/;
/** Words that make up small talk: a message of nothing else gets a friendly word, not a search. */
const smallTalkWords = new Set(
  `hi hii hello hey hiya namaste good morning afternoon evening yo there team nexora thanks thank
  you thx ty cheers great cool ok okay perfect bye goodbye so much very a lot`.split(/\s+/),
);
const isSmallTalk = (text: string) =>
  text
    .split(/[^a-z]+/)
    .filter(Boolean)
    .every((word) => smallTalkWords.has(word));

const suggestions =
  "I can answer questions about our services, prices, project timelines, case studies, opening hours and how to reach us.";

function isConfident(hit: Hit<ChatDocument> | undefined): hit is Hit<ChatDocument> {
  return hit !== undefined && hit.score >= MIN_SCORE && hit.coverage >= MIN_COVERAGE;
}

/**
 * The best page for the kind of answer the question asks for, when the best match overall
 * does not give that kind of answer.
 */
function intentMatch(question: string, hits: Hit<ChatDocument>[], best: Hit<ChatDocument>) {
  const wanted = new Set(
    tokens(question).flatMap((token) =>
      token.concept && intents.has(token.concept) ? [token.concept] : [],
    ),
  );
  // Only a FAQ answer or a company fact answers "how much" or "when": an article that
  // mentions "affordable" does not.
  const answers = (hit: Hit<ChatDocument>) =>
    (hit.document.kind === "faq" || hit.document.kind === "fact") &&
    [...wanted].some((concept) => hit.matchedConcepts.has(concept));
  if (wanted.size === 0 || answers(best)) return undefined;
  return hits.find(
    (hit) => answers(hit) && hit.score >= MIN_SCORE && hit.score >= best.score * INTENT_SHARE,
  );
}

/**
 * A second page worth a mention: another kind of page on the same subject (the service and
 * its case study), or a page about a part of the question the first one did not cover.
 */
function relatedTo(first: Hit<ChatDocument>, hits: Hit<ChatDocument>[], best: Hit<ChatDocument>) {
  return hits.find(
    (hit) =>
      hit !== first &&
      hit.document.source.href !== first.document.source.href &&
      hit.score >= best.score * RELATED_SHARE &&
      hit.score >= MIN_SCORE &&
      (hit.document.kind !== first.document.kind ||
        [...hit.matchedWords].some((word) => !first.matchedWords.has(word))),
  );
}

function reply(
  outcome: Outcome,
  matches: Hit<ChatDocument>[],
  body: BotReply,
  openHandoff = false,
): Answer {
  return { outcome, matches, openHandoff, ...body };
}

export type Responder = (question: string) => Answer;

/** Builds the index once and returns the function that answers questions from it. */
export function createResponder(documents: ChatDocument[] = buildDocuments()): Responder {
  const index = createIndex(documents);

  return (question) => {
    const text = question.trim().toLowerCase();
    if (!text) {
      return reply("empty", [], {
        paragraphs: [`What would you like to know? ${suggestions}`],
        sources: [],
        next: ["contact"],
      });
    }
    if (isSmallTalk(text)) {
      if (greeting.test(text)) {
        return reply("greeting", [], {
          paragraphs: [`Hello! ${suggestions}`],
          sources: [],
          next: [],
        });
      }
      if (thanks.test(text)) {
        return reply("thanks", [], {
          paragraphs: ["You're welcome! Is there anything else you'd like to know?"],
          sources: [],
          next: ["quote", "contact"],
        });
      }
    }

    const hits = index.search(question);
    const best = hits.find(isConfident);
    // The best match must also be (nearly) the strongest: a weak page that happens to cover
    // a short question must not win over the page the question is really about.
    if (!best || best.score < (hits[0]?.score ?? 0) * BEST_SHARE) {
      return reply("fallback", hits, {
        paragraphs: [
          "Sorry, I couldn't find a good answer to that on our site.",
          `Leave your email and someone from our team will reply personally, or send us a message. ${suggestions}`,
        ],
        sources: [],
        next: ["handoff", "contact"],
      });
    }

    const first = intentMatch(question, hits, best) ?? best;
    const second = first === best ? relatedTo(first, hits, best) : best;
    const { paragraphs, points, source, next } = first.document;
    return reply(
      "answer",
      hits,
      {
        paragraphs: [...paragraphs],
        ...(points ? { points: [...points] } : {}),
        ...(second ? { related: second.document.summary } : {}),
        sources: second ? [source, second.document.source] : [source],
        next,
      },
      first.document.opensHandoff === true,
    );
  };
}

let shared: Responder | null = null;

/** Answers a question from the site's content; the index is built on first use. */
export function answer(question: string): Answer {
  shared ??= createResponder();
  return shared(question);
}
