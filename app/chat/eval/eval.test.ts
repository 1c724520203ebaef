import { describe, expect, it } from "vitest";
import { createResponder } from "../answer";
import { heldOut } from "./held-out";
import { tuning, type EvalQuestion } from "./questions";
import { buildSections } from "../sections";
import { ownHeadings, report } from "./score";

const sections = buildSections();
const responder = createResponder(sections);
/** Each set is answered once, and its report read by the tests that need it. */
const reports = new Map<readonly EvalQuestion[], ReturnType<typeof report>>();
const scored = (set: readonly EvalQuestion[]) => {
  if (!reports.has(set)) reports.set(set, report(responder, set));
  return reports.get(set)!;
};
/**
 * Issue 12 asks for 90 % on questions never used in tuning. The held-out set (`held-out.ts`, the
 * fifty-second, 90 questions) was written on 2026-12-02 (session 41, second round) from the
 * site's content by someone who neither read nor ran the chat, and committed (d0099cd) while that
 * round's tuning went on without reading it: only this test and `run.ts --held-out` run it, and
 * neither prints its questions. The writer read only the type at the top of questions.ts, never
 * opened the thesaurus or the built chat, and searched the content, routes and components; a
 * script that printed only the writer's own questions rewrote each until none was 80 % alike to a
 * tuning question (bigram similarity, punctuation dropped; at most 0.795).
 *
 * Its one run, at the end of that tuning (commit 78bb63d), scored 73/90 (81.1 %), with one
 * confident wrong answer to an unanswerable question. Per class: off-topic 6/6, unreachable 11/12,
 * long 11/12, typo 11/12, unanswerable 11/12, ambiguous 9/12, vocabulary 7/12, multi 7/12.
 * The fifty-first scored 91.1 % (82/90, with one, off-topic), but its writer's check compared
 * whole questions with their punctuation: 16 of them were 90 % alike to a tuning question, and
 * without the 22 that were 85 % alike it scored 89.7 % (61/68).
 * The sets before those scored 80.0 % (the fiftieth, with one: vocabulary, unreachable and multi
 * 8/12), 78.9 % (the forty-ninth, with one: vocabulary and unreachable 8/12), 78.9 % (the
 * forty-eighth, with one: multi 6/12), 87.8 % (the forty-seventh, with one: long 11/12,
 * ambiguous 7/12), 83.3 % (the forty-sixth, with none; long 8/12), 86.7 % (the forty-fifth, with
 * none), 85.6 % (the forty-fourth, with none), 92.2 % (the forty-third, with one), 73.3 % (the
 * forty-second, with one), 82.2 % (the forty-first, with one), 82.2 % (the fortieth, with none),
 * 74.4 % (the thirty-ninth, with one), 74.4 % (the thirty-eighth, with two), 78.9 % (the
 * thirty-seventh, with one), 80.0 % (the thirty-sixth, with one), 86.7 % (the thirty-fifth, with
 * none), 82.2 % (the thirty-fourth, with one), 81.1 % (the thirty-third, with none), 74.4 % (the
 * thirty-second, with none), 85.6 % (the thirty-first, with none), 86.7 % (the thirtieth, with
 * none), 90.0 % (the twenty-ninth, with two confident wrong answers), 81.1 % (the twenty-eighth,
 * with none), 82.2 % (the twenty-seventh), 87.8 % (the twenty-sixth), 88.9 % (the twenty-fifth),
 * 77.1 % (the twenty-fourth, on the 83 of its questions that did not repeat a tuning question),
 * 83.3 % (the twenty-third), 82.2 % (the twenty-second), 76.7 % (the twenty-first), 86.7 % (the
 * twentieth), 83.3 % (the nineteenth), 80.0 % (the eighteenth), 72.2 % (the seventeenth), 84.4 %
 * (the sixteenth), 75.6 % (the fifteenth), 75.6 % (the fourteenth), 78.9 % (the thirteenth), 82.2 %
 * (the twelfth), 75.6 % (the eleventh), 78.9 % (the tenth), 74.4 % (the ninth), 78.9 % (the
 * eighth), 70.0 % (the seventh), 83.3 % (the sixth) and 67.9 % (the fifth): tuning lifts the tuning
 * set (93.8 % now) and fresh wording lands at 68–92 %. These floors are this measurement, rounded
 * down, so the chat cannot get worse unnoticed; they are not the target. The set has now been
 * scored: before the next round of tuning, move it into `questions.ts` and have a new one written.
 */
const HELD_OUT_FLOOR = 0.81;
/** The issue asks for 0; the fifty-second set's one run found one (see above). */
const HELD_OUT_WRONG_ON_UNANSWERABLE = 1;
/** A held-out figure stays unprinted when its test fails: the set is not for tuning. */
const UNPRINTED = "the held-out set's figure is past its floor (not printed: it is not for tuning)";

// The first test to read a set answers all of it: the tuning set's 4,400 questions take about 15 s
// on a quiet two-core machine, and 72 s were measured while a second full `npm test` ran beside it.
describe("the chat's evaluation set", { timeout: 240_000 }, () => {
  it("has at least 150 questions, a held-out set apart, every class represented", () => {
    const all = [...tuning, ...heldOut];
    expect(all.length).toBeGreaterThanOrEqual(150);
    // The 20 % of its 150 questions. Every scored held-out set joins the tuning data, so
    // the tuning set keeps growing and the held-out set is measured against the minimum.
    expect(heldOut.length).toBeGreaterThanOrEqual(0.2 * 150);
    expect(new Set(all.map((item) => item.q.toLowerCase())).size).toBe(all.length);
    expect(new Set(tuning.map((item) => item.cls)).size).toBe(8);
  });

  it("gives no more confident wrong answers to unanswerable or off-topic questions than measured", () => {
    // The issue asks for 0. Measured 7 at the same run (of 93 unanswerable or off-topic tuning
    // questions): topics the site never names ("blockchain", "dirhams", "bulk SMS") answered
    // from a page that shares the question's other words. The tuning set has since grown by the
    // fourth held-out set and the probes written blind in the next round (136 unanswerable or
    // off-topic questions in all); measured 10 at that round's last commit, most of them a short
    // question whose rare word one page uses in passing ("games for android", "bulk sms").
    // The scored fifth held-out set then joined the tuning set with its 5: measured 11 at
    // 66c731a, the next round's tuning having taken it down from 15; 10 at the round's last
    // gate change (one-word evidence beside an unexplained rare word: "games for android").
    // The scored sixth held-out set then joined it (906 questions): 15 at the start of the next
    // round, 10 at its last commit (an intent's fact no longer answers a short question's rare
    // word it lacks, "a branch in Singapore"; "nda" and "loan" are not typos of "na" and "lan";
    // a middling question with more unknown words than evidence falls back); 9 once an
    // internship question the site does not answer accepts the careers page as well as the
    // fallback (two near-copies of it in the set expected one and the other).
    // The scored seventh held-out set then joined it (996 questions) with its 4: 13 at the start
    // of the next round and 13 at its last commit (its new mechanisms were held to no new one).
    // The scored eighth held-out set then joined it (1086 questions): 17 at d132f43, 6 at bd8c378
    // (facts the site does not give fall back: an hourly or one person's rate, train timings, a
    // bonus, the team's size by office or certification, another service's password; a task for a
    // general assistant; the leadership answers only who runs us).
    // The scored ninth held-out set then joined it (1176 questions) with its 3: 9 at b7fa0e8, 3
    // at 10b67e5 (a short question's word the site never uses is its topic, so it falls back; a
    // 'who has…' question asks for people, which no service page answers).
    // The scored tenth held-out set then joined it (1266 questions) with none: 3 at 8bc3e74 and
    // at 59e260d.
    // The scored eleventh held-out set then joined it (1356 questions): 4 at 50611f5, 3 once typos
    // are read by how they sound.
    // The scored thirteenth held-out set then joined it (1536 questions): 4 at cd6c307 and at e894f59.
    // The scored fourteenth held-out set then joined it (1626 questions) with its 3: 7 at the start
    // of the next round and at its last commit, 41887d9.
    // The scored fifteenth held-out set then joined it (1716 questions) with its 1: 8 at the start
    // of the next round, and 8 at its last commit, a40abfc.
    // The scored sixteenth held-out set then joined it (1806 questions) with none: 8 at the start
    // of the next round, and 8 at 3c8b847.
    // The scored seventeenth held-out set then joined it (1896 questions) with its 3: 11 at the
    // start of the next round, 8 at 22a413b.
    // The scored eighteenth held-out set then joined it (1986 questions) with its 2: 10 at the
    // start of the next round, and 10 at 53c2785 and at 0c82cba.
    // The scored nineteenth held-out set then joined it (2076 questions) with none: 10 at the
    // start of the next round.
    // 10 at d971e83.
    // The scored twentieth held-out set then joined it (2166 questions) with none: 10 at the
    // start of the next round; 9 once a count ("sin 30") is context, not a topic.
    // The scored twenty-first held-out set then joined it (2256 questions) with its 1: 10 at the
    // start of the next round; 9 once a journey ("a train from Bhopal to Delhi") is no question
    // for the site.
    // The scored twenty-second held-out set then joined it (2346 questions) with its 1: 10 at the
    // start of the next round.
    // The scored twenty-third held-out set then joined it (2436 questions) with none: 10 at the
    // start of the next round; 8 once a case study answers no question asking for its client's
    // name; 7 once the pricing intent answers no question asking for an exact figure; 6 once a
    // word the site never uses weighs more against a rambling question's topic.
    // The scored twenty-fourth held-out set then joined it (2520 questions) with none: 6 at the
    // start of the next round.
    // The scored twenty-fifth held-out set then joined it (2610 questions) with none: 6 at the
    // start of the next round; 5 once a job seeker's lunch or canteen is what the benefits never
    // name, and a question is checked for what the site never says as typed, not only corrected.
    // The scored twenty-sixth held-out set then joined it (2700 questions) with its 2: 7 at the
    // start of the next round; 5 once a job seeker's pay for a skill no open role asks for is
    // not another role's; 3 once the name of the HR person and a price per user or seat are what
    // the site never says.
    // The scored twenty-seventh held-out set then joined it (2790 questions) with its 2: 5 at the
    // start of the next round; 4 once the regions, like a case study, name no client; 3 once
    // "how old" asks the company's age, not who founded it.
    // The scored twenty-eighth held-out set then joined it (2880 questions) with none: 3 at the
    // start of the next round; 2 once a visitor's "package" is a salary, not a payment.
    // The scored twenty-ninth held-out set then joined it (2970 questions) with its 2: 4 at the
    // start of the next round; 1 once a bug bounty, a company's yearly revenue and the stock
    // market are what the site never names.
    // The scored thirtieth held-out set then joined it (3060 questions) with none: 1 at the
    // start of the next round.
    // The scored thirty-first held-out set then joined it (3150 questions) with none: 1 at the
    // start of the next round; 0 once a ready product "we can buy" from us is what the site never
    // offers.
    // The scored thirty-second held-out set then joined it (3240 questions) with none: 0 at the
    // start of the next round.
    // The scored thirty-third held-out set then joined it (3330 questions) with none: 0 at the
    // start of the next round.
    // The scored thirty-fourth held-out set then joined it (3420 questions) with its 1: 1 at the
    // start of the next round; 0 once a status we would be "registered as" (an MSME) is no fact
    // the site gives.
    // The scored thirty-fifth held-out set then joined it (3510 questions) with none: 0 at the
    // start of the next round.
    // The scored thirty-sixth held-out set then joined it (3600 questions) with its 1: 1 at the
    // start of the next round; 0 once asking how to say a phrase in another language is a
    // dictionary's question.
    // The scored thirty-seventh held-out set then joined it (3690 questions) with its 1: 1 at the
    // start of the next round; 0 once a share in the company (stock options, equity) asked for
    // staff is a benefit the careers page does not name.
    // The scored thirty-eighth held-out set then joined it (3780 questions) with its 2: 2 at the
    // start of the next round; 0 once an office we may open one day and the company's own funding
    // are what the site never says.
    // The scored thirty-ninth held-out set then joined it (3870 questions) with its 1: 1 at the
    // start of the next round; 0 once a discount or special rate for a kind of client is what the
    // prices never name.
    // The scored fortieth held-out set then joined it (3960 questions) with none: 0 at the start
    // of the next round.
    // The scored forty-first held-out set then joined it (4050 questions) with its 1: 1 at the
    // start of the next round; 0 once "how much is it" after a question about a job is asked with
    // it, not as a price.
    // The scored forty-second held-out set then joined it (4140 questions) with its 1: 1 at the
    // start of the next round; 0 at that round's end.
    // The scored forty-third held-out set then joined it (4230 questions) with its 1: 1 at the
    // start of the next round; 0 once a place to visit ("best time to visit goa") is a travel
    // site's question, not our address.
    // The scored forty-fourth held-out set then joined it (4320 questions) with none: 0 at the
    // start of the next round.
    // The scored forty-fifth held-out set then joined it (4410 questions) with none: 0 at the
    // start of the next round.
    // The scored forty-sixth held-out set then joined it (4502 questions) with none: 0 at the
    // start of the next round.
    // The scored forty-seventh held-out set then joined it (4592 questions) with its 1: 1 at the
    // start of the next round; 0 once what our leaders earn ("what salary does arjun mehta take
    // as ceo") is a fact the site does not give, not the team.
    // The scored forty-eighth held-out set then joined it (4682 questions) with its 1: 1 at the
    // start of the next round; 0 once a job title the thesaurus reads another way ("tester" is
    // user research) is no role we hire for.
    // The scored forty-ninth held-out set then joined it (4772 questions) with its 1: 1 at the
    // start of the next round; 0 once what a client paid us is a fact the site does not give.
    // The scored fiftieth held-out set then joined it (4862 questions) with its 1: 1 at the
    // start of the next round; 0 once how many people applied for a job is a count the site does
    // not give.
    // The scored fifty-first held-out set then joined it (4952 questions) with its 1: 1 at the
    // start of the next round; 0 once who wins a contest is no question for the site.
    expect(scored(tuning).wrongOnUnanswerable).toBe(0);
    expect(scored(heldOut).wrongOnUnanswerable <= HELD_OUT_WRONG_ON_UNANSWERABLE, UNPRINTED).toBe(
      true,
    );
  });

  it("answers the held-out questions correctly", () => {
    const { correct, total } = scored(heldOut);
    expect(correct / total >= HELD_OUT_FLOOR, UNPRINTED).toBe(true);
  });

  it("answers the tuning questions correctly", () => {
    const { correct, total } = scored(tuning);
    // Measured 662/735 (90.1 %) at the last commit of the round that followed; the set then held
    // four scored held-out sets, the probes of earlier rounds and 201 probes written blind that
    // round, which scored 72 % on their first run: harder than the rest, so the floor fell from
    // 0.91, measured on the smaller set.
    // The scored fifth held-out set (57/84) then joined it: 734/816 (89.95 %) at 66c731a, and
    // 735/816 (90.1 %) at the round's last gate change.
    // The scored sixth held-out set (75/90) then joined it: 810/906 (89.4 %) at the start of the
    // next round, 829/906 (91.5 %) at its last commit, 830/906 with the internship question.
    // The scored seventh held-out set (63/90) then joined it: 893/996 (89.7 %) at the start of
    // the next round, 906/996 (91.0 %) at its last commit; the floor is 0.90, as 906/996 is just
    // under 0.91.
    // The scored eighth held-out set (71/90) then joined it: 977/1086 (90.0 %) at d132f43,
    // 1005/1086 (92.5 %) at bd8c378.
    // The scored ninth held-out set (67/90) then joined it: 1072/1176 (91.2 %) at b7fa0e8,
    // 1084/1176 (92.2 %) at 10b67e5.
    // The scored tenth held-out set (71/90) then joined it: 1155/1266 (91.2 %) at 8bc3e74,
    // 1168/1266 (92.3 %) at 59e260d.
    // The scored eleventh held-out set (68/90) then joined it: 1236/1356 (91.2 %) at 50611f5,
    // 1243/1356 (91.7 %) once typos are read by how they sound, 1244/1356 once a long question's
    // words no section covers count as incidental, 1245/1356 (91.8 %) once two or three
    // consonants are read as the stop word they sound like ("hw", "whr"), 1246/1356 (91.9 %) once a
    // misspelt plural is read as the site's singular ("saturdys"); the floor is 0.91.
    // The scored thirteenth held-out set (71/90) then joined it (1536 questions): 1397/1536 (91.0 %)
    // at cd6c307, 1405/1536 (91.5 %) at e894f59; the floor stays 0.91.
    // The scored fourteenth held-out set (68/90) then joined it: 1473/1626 (90.6 %) at the start
    // of the next round, 1484/1626 (91.3 %) at its last commit, 41887d9; the floor is 0.91.
    // The scored fifteenth held-out set (68/90) then joined it: 1552/1716 (90.4 %) at the start
    // of the next round, 1576/1716 (91.8 %) at 5d0cdd5, 1579/1716 (92.0 %) at that round's last
    // commit, a40abfc, and 1580/1716 once "experience with" and a bill that "doubled" are read
    // (06047c1); the floor was 0.92.
    // The scored sixteenth held-out set (76/90) then joined it: 1656/1806 (91.7 %) at the start
    // of the next round; the floor is 0.91. 1663/1806 (92.1 %) at 3c8b847; the floor stays 0.91.
    // The scored seventeenth held-out set (65/90) then joined it: 1728/1896 (91.1 %) at the start
    // of the next round; the floor stays 0.91. 1732/1896 (91.4 %) at 22a413b, 1733/1896 at
    // e1ec528.
    // The scored eighteenth held-out set (72/90) then joined it: 1805/1986 (90.9 %) at the start
    // of the next round; the floor is 0.90. 1811/1986 (91.2 %) at 53c2785 and at 0c82cba; the floor
    // is 0.91.
    // The scored nineteenth held-out set (75/90) then joined it: 1886/2076 (90.8 %) at the start
    // of the next round; the floor is 0.90.
    // 1887/2076 (90.9 %) at d971e83; the floor stays 0.90.
    // The scored twentieth held-out set (78/90) then joined it: 1965/2166 (90.7 %) at the start
    // of the next round; the floor stays 0.90. 1979/2166 (91.4 %) once a rambling question's
    // length counts its everyday words, a count is context and a stop word's typo that word; the
    // floor stays 0.90. 1983/2166 (91.6 %) once a verb's form the site never uses ("spotting") is
    // not a short question's topic, and a time ("at 2am") is context; the floor stays 0.90.
    // 1985/2166 (91.6 %) once a business speaking of its own people ("so we can work from
    // anywhere") is not answered with a job unless it names one; the floor stays 0.90.
    // 1986/2166 (91.7 %) once a stop word's forms in -ed and -ing ("needed") are stop words.
    // 1988/2166 (91.8 %) once a four-letter word one letter short of a common site word is read
    // as it ("clod") and a case study named in full beats the list of case studies.
    // 1990/2166 (91.9 %) once a job seeker's "if I join" asks for the benefits; the floor stays 0.90.
    // The scored twenty-first held-out set (69/90) then joined it: 2059/2256 (91.3 %) at the
    // start of the next round; the floor stays 0.90. 2071/2256 (91.8 %) once a superlative of an
    // everyday word ("smallest") is everyday, "this site" does not point back, and intents know
    // more of visitors' words ("days off", "want a quote", "who runs your security practice");
    // the floor stays 0.90. 2073/2256 (91.9 %) once a question gets the first intent whose fact
    // covers it, not the first it matches ("a portal where i can see invoices"); the floor stays
    // 0.90. 2078/2256 (92.1 %) once the next intent answers when the first's fact does not, and
    // the portal knows a client's invoices and lost invitation; the floor stays 0.90.
    // 2083/2256 (92.3 %) once how and when a client pays ("monthly or at milestones", "payment
    // terms") is how we price; the floor stays 0.90. 2084/2256 (92.4 %) once Hinglish's
    // "turant" and "hatana" are everyday words and a heading of stop words only ("Who we are")
    // is named by no question; the floor stays 0.90.
    // 2086/2256 (92.5 %) once a hyphenated word nobody uses ("paper-heavy") is searched as its
    // parts; the floor stays 0.90. 2087/2256 (92.5 %) once a thesaurus phrase matches with any of
    // its words in the plural ("kinds of businesses"); the floor stays 0.90.
    // 2088/2256 (92.6 %) once a visitor's "way of working" is our engagement models.
    // The scored twenty-second held-out set (74/90) then joined it: 2162/2346 (92.2 %) at the
    // start of the next round; the floor stays 0.90.
    // 2165/2346 (92.3 %) once a question about jobs that names an open role gets that role.
    // 2167/2346 (92.4 %) once "how many months … before deleting it" asks how long we keep data,
    // and "paisa lene ka option" (taking payments) is no price; the floor stays 0.90.
    // 2170/2346 (92.5 %) once "what happens after i send my enquiry" asks for our reply, and an
    // adverb ("realistically") is no topic the reply's fact lacks; the floor stays 0.90.
    // 2172/2346 (92.6 %) once "fill" (a form) is an everyday word, not a typo of "file", and
    // "infosec" is security; the floor stays 0.90.
    // 2174/2346 (92.7 %) once Hinglish's "company kab shuru hui thi" asks our history and "what
    // is her job at nexora" a person's role on the team; the floor stays 0.90.
    // 2176/2346 (92.8 %) once a job seeker's "do you hire people (like me)" is a question for the
    // careers pages; the floor stays 0.90.
    // 2178/2346 (92.8 %) once an "offer letter" is the hiring process's offer and Hinglish's
    // "ghar se kaam" (from home) a job seeker's question; the floor stays 0.90.
    // 2180/2346 (92.9 %) once "how big" is our size only when it asks about us ("how big was the
    // hospital project" and "how big is the learning budget" are not); the floor stays 0.90.
    // 2181/2346 (93.0 %) once "how many people" is too ("for each round of usability testing").
    // 2183/2346 (93.1 %) once "prettier" screens are visual design and "real users" usability
    // testing; the floor stays 0.90.
    // 2186/2346 (93.2 %) once a client whose systems go down or are hacked ("who do we call") gets
    // our support hours and priority line; the floor stays 0.90.
    // 2187/2346 (93.2 %) once "new york" and "california" are in North America.
    // 2188/2346 (93.3 %) once an inventory or billing system (or software) is custom software.
    // 2189/2346 (93.3 %) once what happens "on its own" or "by itself" is automatic.
    // 2190/2346 (93.4 %) once Hinglish's "aaye" (comes: "google mein upar aaye") is everyday.
    // 2191/2346 (93.4 %) once a bot that reads the "hr policy" is a retrieval-augmented assistant.
    // 2192/2346 (93.4 %) once "actual" ("before the actual build") is an everyday word.
    // 2193/2346 (93.5 %) once a "retail chain" is the visitor's business, like a school chain.
    // The scored twenty-third held-out set (75/90) then joined it: 2268/2436 (93.1 %) at the
    // start of the next round; the floor stays 0.90.
    // 2270/2436 (93.2 %) once a thesaurus phrase matched with a plural finds its own key, a case
    // study answers no question asking for a name, and pricing no question for an exact figure.
    // 2272/2436 (93.3 %) once a phrase matches with "our", "the", "my", "your" or "their" between
    // its words ("train our staff").
    // 2275/2436 (93.4 %) once a word the site never uses weighs 3 and the coverage needed falls
    // 0.07 a word past three.
    // 2279/2437 (93.5 %) once Hinglish's "kaun" asks about our people (one tuning question
    // added), a "hometown" is remote work and "set up email" the email setup.
    // The scored twenty-fourth held-out set (64/83) then joined it: 2343/2520 (93.0 %) at the
    // start of the next round; the floor stays 0.90.
    // 2347/2520 (93.1 %) once a project "handed over" asks about support after it, and "take it
    // over" is taking over a codebase.
    // 2348/2520 (93.2 %) once an app that looks "ugly" or leaves users "confused" asks for design.
    // 2350/2520 (93.3 %) once "a shop like amazon" names an example, "sellable" is e-commerce,
    // and buyers, sellers and a saree business are context.
    // 2352/2520 (93.3 %) once engineers who "physically" visit or "come over" are on-site support.
    // 2356/2520 (93.5 %) once someone "neutral" to advise, an "advisor", is consulting.
    // The scored twenty-fifth held-out set (80/90) then joined it: 2436/2610 (93.3 %) at the
    // start of the next round; the floor stays 0.90.
    // 2440/2610 (93.5 %) once a portal the visitor wants built is not our client login, and the
    // blog's feed is a section.
    // 2446/2610 (93.7 %) once "medical cover" is a job seeker's benefits, tracking one's project
    // the client login, "take to go live" the time it takes and "a whole team" a dedicated team.
    // 2454/2610 (94.0 %) once "amount", "raised", "exact" and "precise" are everyday words, a server
    // room is what the cloud service migrates from, who "looks after" something our leadership,
    // the visitor's own boss context, manual and FTP releases DevOps, and the sitemap a section.
    // 2463/2610 (94.4 %) once the visitor's own startup, cooperative or NBFC is context, "client
    // quotes" our testimonials, and a rambler's "frankly" or "get rid of" everyday words.
    // 2471/2610 (94.7 %) once "reachable" is our support, a "mailbox" Microsoft 365, "charts"
    // dashboards, "frameworks" a service's tools, "thru" a stop word, and the plural of a short
    // known word that word ("shops" is not "shows").
    // 2472/2610 (94.7 %) once "free lunch" is read as typed, not as "free launch".
    // The scored twenty-sixth held-out set (79/90) then joined it: 2551/2700 (94.5 %) at the
    // start of the next round; the floor stays 0.90.
    // 2555/2700 (94.6 %) once a job seeker's pay for a skill no open role asks for, the name of
    // the HR person and a price per user are what the site never says.
    // 2559/2700 (94.8 %) once interview rounds and the time from applying to an offer are the
    // hiring process, a code push is deployment, and "that mail" about a portal invitation is it.
    // 2560/2700 (94.8 %) once Hinglish's "kab se chal" (running since when) asks our history.
    // The scored twenty-seventh held-out set (74/90) then joined it: 2634/2790 (94.4 %) at the
    // start of the next round; the floor stays 0.90.
    // 2633/2790 (94.4 %) once a letter typed for another is a typo only when it is a slip (a
    // neighbouring key, a vowel, a sound-alike), so real words are no longer read as site words.
    // 2639/2790 (94.6 %) once a site word with a letter too many is corrected to it, a project's
    // testing stage is our process's step, and "throughout" is an everyday word.
    // The scored twenty-eighth held-out set (73/90) then joined it: 2712/2880 (94.2 %) at the
    // start of the next round; the floor stays 0.90.
    // 2727/2880 (94.7 %) once a part of a multi-part question that nearly passes the gate is
    // answered beside one that does, a job seeker's own story is the careers page's, and a
    // question an intent refuses is searched; the floor stays 0.90.
    // The scored twenty-ninth held-out set (81/90) then joined it: 2808/2970 (94.5 %) at the
    // start of the next round; the floor stays 0.90.
    // 2807/2970 (94.5 %) once the index keeps each searched word of a section's text once.
    // 2814/2970 (94.7 %) once Hinglish for our past work is the projects page and a "dodgy link"
    // is phishing; the floor stays 0.90.
    // The scored thirtieth held-out set (78/90) then joined it: 2892/3060 (94.5 %) at the start
    // of the next round; the floor stays 0.90.
    // 2905/3060 (94.9 %) once "on site" alone is in person, "offise" is "office", a business
    // that asks us to "apply" something is not applying for a job, and a bare "mobile", "files"
    // or "updates" is read as the everyday word; the floor stays 0.90.
    // The scored thirty-first held-out set (77/90) then joined it: 2982/3150 (94.7 %) at the
    // start of the next round; the floor stays 0.90.
    // 2989/3150 (94.9 %) once a long question's closing clause, when it asks for a fact or is
    // answered in full, beats a page picked from the words of the visitor's story.
    // The scored thirty-second held-out set (67/90) then joined it: 3056/3240 (94.3 %) at the
    // start of the next round; the floor stays 0.90.
    // 3066/3240 (94.6 %) once a part asked beside one about our jobs is asked as a job seeker's,
    // a cost "in dollars" is our prices, "where would you begin" is no address, and "owning" is
    // "owns"; the floor stays 0.90.
    // The scored thirty-third held-out set (73/90) then joined it: 3139/3330 (94.3 %) at the
    // start of the next round; the floor stays 0.90.
    // 3145/3330 (94.4 %) once a warranty is the one a fixed price includes, a visitor's
    // "trackers" are the privacy policy's, any hours asked about staff are their core hours, and
    // a job seeker names a role by a title only it has; the floor stays 0.90.
    // The scored thirty-fourth held-out set (74/90) then joined it: 3219/3420 (94.1 %) at the
    // start of the next round; the floor stays 0.90.
    // 3225/3420 (94.3 %) once chat shorthand ("rn", "tbh") is a stop word, "wiped" data is
    // deleted, and "parts of the world" asks for our regions; the floor stays 0.90.
    // The scored thirty-fifth held-out set (78/90) then joined it: 3303/3510 (94.1 %) at the
    // start of the next round; the floor stays 0.90.
    // 3307/3510 (94.2 %) once a stop word run into a known word ("canyou") is two words,
    // deleting us "from your records" is deleting personal data, and "how long did" asks about a
    // past project, not our timelines; the floor stays 0.90.
    // The scored thirty-sixth held-out set (72/90) then joined it: 3379/3600 (93.9 %) at the
    // start of the next round; the floor stays 0.90.
    // 3385/3600 (94.0 %) once a phrase to say in another language falls back, two site topics
    // typed as one word are two words, "cut" is an everyday verb, and a question naming a case
    // study is answered from the project's page; the floor stays 0.90.
    // The scored thirty-seventh held-out set (71/90) then joined it: 3456/3690 (93.7 %) at the
    // start of the next round; the floor stays 0.90.
    // 3462/3690 (93.8 %) once "watch for" is to monitor, "is your company certified" asks for
    // the certifications, and a follow-up's "it" after "the company" is the company; the floor
    // stays 0.90.
    // The scored thirty-eighth held-out set (67/90) then joined it: 3529/3780 (93.4 %) at the
    // start of the next round; the floor stays 0.90.
    // 3541/3780 (93.7 %) once the search was written for the chat (the same ranking in fewer
    // bytes), a closing "help?" is not the asking clause, the visitor's own past and role are
    // their story, a leave policy is a benefit, and "sluggish" and "head honcho" are the site's
    // slow and founder; the floor stays 0.90.
    // The scored thirty-ninth held-out set (67/90) then joined it: 3608/3870 (93.2 %) at the
    // start of the next round; the floor stays 0.90.
    // 3610/3870 (93.3 %) once a special rate falls back and two of an intent's words that repeat
    // each other both count; the floor stays 0.90.
    // The scored fortieth held-out set (74/90) then joined it: 3684/3960 (93.0 %) at the start
    // of the next round; the floor stays 0.90.
    // 3691/3960 (93.2 %) once a piece of work "you've built" or "done" is its case study, and
    // what someone has "written about" a topic is the blog's; the floor stays 0.90.
    // 3692/3960 (93.2 %) once only a piece "on" or "about" a topic is the blog's, not a piece of
    // software or a release in smaller pieces (a change after the forty-first set was scored).
    // The scored forty-first held-out set (74/90) then joined it: 3766/4050 (93.0 %) at the start
    // of the next round; the floor stays 0.90.
    // 3767/4050 (93.0 %) once "how much is it" after a question about a job goes with it; the
    // floor stays 0.90.
    // The scored forty-second held-out set (66/90) then joined it: 3833/4140 (92.6 %) at the
    // start of the next round; the floor stays 0.90.
    // The scored forty-third (83/90) and forty-fourth (77/90) held-out sets then joined it:
    // 4014/4320 (92.9 %) at the start of the next round; the floor stays 0.90.
    // 4057/4320 (93.9 %) at that round's last commit (f2327ab); the floor stays 0.90.
    // The scored forty-fifth held-out set (78/90) then joined it: 4135/4410 (93.8 %) at the
    // start of the next round; the floor stays 0.90.
    // 4140/4412 (93.8 %) at that round's last commit (38119ab), with two probes; stays 0.90.
    // The scored forty-sixth held-out set (75/90) then joined it: 4215/4502 (93.6 %) at the
    // start of the next round; the floor stays 0.90.
    // 4223/4502 (93.8 %) at that round's last commit (38d2a48); the floor stays 0.90.
    // The scored forty-seventh held-out set (79/90) then joined it: 4302/4592 (93.7 %) at the
    // start of the next round; the floor stays 0.90.
    // 4305/4592 (93.8 %) at that round's last commit (2f13357); the floor stays 0.90.
    // The scored forty-eighth held-out set (71/90) then joined it: 4376/4682 (93.5 %) at the
    // start of the next round; the floor stays 0.90.
    // 4397/4682 (93.9 %) at that round's last commit (55a5d77); the floor stays 0.90.
    // The scored forty-ninth held-out set (71/90) then joined it: 4468/4772 (93.6 %) at the
    // start of the next round; the floor stays 0.90.
    // 4480/4772 (93.9 %) at that round's last commit (deefa49); the floor stays 0.90.
    // The scored fiftieth held-out set (72/90) then joined it: 4552/4862 (93.6 %) at the start of
    // the next round; 4560/4862 (93.8 %) at its last commit (ebfbb15); the floor stays 0.90.
    // The scored fifty-first held-out set (82/90) then joined it: 4642/4952 (93.7 %) at the start
    // of the next round; 4645/4952 (93.8 %) at its last commit (78bb63d); the floor stays 0.90.
    expect(correct / total).toBeGreaterThanOrEqual(0.9);
  });

  it("answers the site's own headings with their page", () => {
    const { correct, total } = ownHeadings(responder, sections);
    // Measured 202/217 (93.1 %) at the same run; 213/218 (97.7 %) at the next round's last
    // commit (a question in a section's own words keeps that section; the testimonials joined),
    // and again at the last commit of the round after, at bd8c378, 10b67e5 and 59e260d.
    expect(correct / total).toBeGreaterThanOrEqual(0.97);
  });
});
