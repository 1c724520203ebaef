/**
 * The chat's answers: a visitor's question → its parts → for each part, the section of the
 * site that answers it, with the page it comes from and the next step. No model and no request:
 * everything runs in the browser from the site's own content.
 *
 * For each part: small talk gets a friendly word; a recognised intent (hours, pricing…) gets its
 * fact; anything else is searched (search.ts: fuzzy and prefix matching over the normalised,
 * thesaurus-expanded words), and the best section is answered only when the answerability gate
 * finds that it covers the question's rare words. Otherwise: the honest fallback and the hand-off.
 */
import type { BotReply } from "./conversation";
import {
  asksUnsaid,
  detectIntent,
  detectIntents,
  intentWords,
  ruledOut,
  workForUs,
  type Intent,
} from "./intents";
import {
  fold,
  indexTerms,
  isStopword,
  isWeak,
  stopwordList,
  thesaurus,
  queryGroups,
  stem,
  weakList,
  type QueryGroup,
} from "./normalise";
import { createSearch, editDistance, type SearchHit } from "./search";
import { buildSections, type Section } from "./sections";
import { team } from "~/content/team";
import { paths } from "~/site";

export type Outcome = "answer" | "fallback" | "greeting" | "thanks" | "empty";

/** How one part of a question was answered, for tests and the evaluation. */
export type PartResult = {
  text: string;
  outcome: Outcome;
  section?: Section;
  related?: Section;
  /** "intent:hours", "search", "gate", … */
  via: string;
  /** The share of the question's weight the best section covers (searched parts only). */
  coverage?: number;
};

export type Answer = {
  outcome: Outcome;
  /** One reply per part of the question, each with its own citation. */
  replies: BotReply[];
  parts: PartResult[];
  /** The visitor asked for a person: show the hand-off form straight away. */
  openHandoff: boolean;
};

/**
 * The gate: the best section must cover at least this share of the question's weight. A long
 * question rambles, so the share needed falls with each meaningful word past three, down to
 * `MIN_COVERAGE_LONG`; below `MIN_COVERAGE` a section must then cover two of its words, one of them
 * named in its title or keywords (a rambling question must still name the section's topic).
 */
export const MIN_COVERAGE = 0.55;
export const MIN_COVERAGE_LONG = 0.2;
const COVERAGE_STEP = 0.07;
/** …where a word the site never uses weighs this much (a rare site word weighs about 4–6). */
export const UNKNOWN_WEIGHT = 3;
/** A word this rare on the site (used by two sections or fewer) may be incidental. */
const RARE_WEIGHT = 4.4;
/** A word this common on the site (in about 30 sections or more) is no evidence of a topic. */
const GENERIC_WEIGHT = 2;
/** Words the site never uses count at most this many times: long questions ramble. */
const MAX_UNKNOWN = 2;
/** A word matched only in a section's body, not its heading or keywords, counts this much. */
const BODY_ONLY = 0.7;
/** Kinds of section, by the start of their id, and how much ranking favours each. */
const priors: ReadonlyArray<readonly [string, number]> = [
  ["service:", 1.3],
  ["project:", 0.8],
  ["post:", 0.8],
  ["legal:", 0.8],
];
const prior = (id: string) => priors.find(([start]) => id.startsWith(start))?.[1] ?? 1;
/**
 * A service's page is preferred to a case study, post or the services overview ranked first
 * when it scores this share of it, with a coverage at most `SERVICE_SLACK` under the gate's.
 */
const SERVICE_SHARE = 0.15;
const SERVICE_SLACK = 0.15;
/** Our leaders' names, first and last, as a pattern's alternatives. */
const leaderNames = team.flatMap((member) => member.name.split(" ")).join("|");
const preferService = (id: string) => /^(project|process|post):|^company:(services|team)$/.test(id);
/**
 * A question about past work, people or writing, a count ("kitne hours", not a project's weeks) or
 * a deadline ("how long do we have to report", "the cert-in deadline"), which a case study, the
 * team or a post answers better than the service's page ("we have never done this", "nothing
 * written down", "I'm the finance head", "I head finance", "our sales people" are the visitor's own
 * story, "you people" is us, and what we do "for clients" is a service).
 */
const asksForOtherKind =
  /(?<!\b(we|i)( have|ve)?( never| not| already)? )\b(done|worked)\b|\b(experienced?|achiev\w*|results?|outcomes?|case stud\w*|examples?|portfolio|past|(this|it|that) before|previous\w*|similar|(?<!for (your )?)clients?|references?|whom?|(?<!\b(i|im|i am|our|my) (the |a )?(\w+ )?)(leads?|heads?)|(?<!\b(our|my|their|sales|you) )people|articles?|blogs?|posts?|read(ing)?|guides?|tips|insights?|written(?! down)|write(?! down)|how (you|u) \w+ed|(you|u) (did|got)|have (you|u)( people| guys| all| folks)? (ever )?(\w+ed|built|made)|(how many|kitne|kitni)(?! (weeks|months|days))|how long do (we|i) have|deadlines?)\b/;
/**
 * A question about one piece of past work ("the demand forecasting project", "the 9,000 retailer
 * project", "any online shop project", "a hospital project of yours", "the logistics company" (or
 * "co"), "that apparel chain", "that consumer goods distributor", "that Diwali forecasting case",
 * "what did they get", a median or a result after the relaunch, not "the rest of the company",
 * "what did you (or the fintech) use", "after you rebuilt the shop", "a shop you've built"; not
 * where the company is, "which city are you based in", "r u located"): the case study that covers
 * it answers, though a service's heading names its topic.
 */
const asksForCaseStudy =
  /\b(the|that|your|any) \w+ ((?!of\b)\w+ ){0,2}(project|company|co|client|chain|brand|case|distributor|retailer|hospital)\b|\bprojects? of (yours|urs)\b|\b(relaunch\w*|median)\b|\bdid (you|u|the|they)\b|(?<!\ba?re? )\b(you|u)(ve| have)? (\w+ed|(re)?built|done|made)\b/;
/**
 * Kinds of section that answer only questions of their own kind: a job posting answers a job
 * seeker, not a business owner whose words it happens to share ("we pay too much for our
 * servers" is not about the DevOps engineer's pay); a legal page answers a question about the
 * visitor's data or the site's terms, not one about a client's systems.
 */
const kindCues: ReadonlyArray<readonly [string, RegExp]> = [
  // A category's page of articles answers a question for all of them ("all your posts about
  // cloud", "the blog's section on security", "what have you written lately", "just the security
  // articles"), not for one.
  ["blog:", /\b(all|every\w*|sections?|categor\w*|tagged|lately|just|only|sirf|list)\b/],
  // The office's address answers where we are, not a question about the visitor's own office.
  [
    "contact:address",
    /\b(where|address|location|located|directions?|map|visit|based|pata|kahaa?n?|kidhar|reach|find|pin ?code|landmark|come to you)\b/,
  ],
  // Our leadership answers who runs the company, not a visitor who names their own role ("I head
  // finance", "the owners want…").
  [
    "company:team",
    // (…or names one of them, "what does Vikram Rao do", or one of our heads, "your security
    // head", "your head of cybersecurity", not the head office)
    new RegExp(
      `\\b(who|whom|whose|kaun|ceo|cto|chief|(co ?)?founders?|leaders?|leadership|directors?|(your|ur|nexoras?) (\\w+ )?head(?! office)|${leaderNames})\\b`,
      "i",
    ),
  ],
  [
    "careers",
    // ("the opening" of a new office or shop is an event, not a vacancy.)
    /\b(jobs?|carr?eers?|roles?|(?<!\b(?:the|our|grand|store|shop|office) )openings?|vacanc\w*|hiring|hire (me|people)|apply\w*|applications?|salar\w*|pay (bands?|ranges?|scale)|(the|whats?|your) pay|ctc|package|lakhs?|(?<!\b(?:users?|customers?|stakeholders?|clients?|we|to) )interview(s|ed)?\b(?! (users?|customers?|clients?|stakeholders?|people))|cv|resume|join(ing)?|work (for|at|with) (you|u|nexora)|intern\w*|freshers?|employees?|remote|hybrid|on ?site|benefits|perks|burn\w*|culture|leave|days off|insurance|naukri|medical|tankh\w*|wfh|(from|ghar) (home|anywhere|se)|positions?|recruit\w*|candidates?|offer letter|notice period|mentor\w*|shifts?|analyst|engineer|designer)\b/,
  ],
  // The price list's note on GST answers whether our prices include it, not GST in general.
  [
    "pricing:tax",
    /\b(pric\w*|quoted?|ranges?|rates?|fees?|figures?|includ\w*|inclusive|extra|on top)\b/,
  ],
  [
    "legal:",
    /\b(privacy|polic\w*|terms|conditions|legal|binding|bound|laws?|courts?|jurisdiction|disputes?|kanooni|jhagd\w*|cookies?|track\w*|analytics|gdpr|dpdp|personal|my (data|details|info(rmation)?|email|number|messages?|name)|delet\w*|erase|remove|hatw\w*|mita\w*|rights?|grievances?|complain\w*|child\w*|minors?|kids|copyright\w*|intellectual property|trade ?marks?|liab\w*|warrant\w*|disclaimer|you (collect|store|keep|save|sell|share)|your (site|website)|consent|retention|secur\w*|https|encrypted|stor(age|ed)|reuse|links?|governing|rules?|t and cs?)\b/,
  ],
];
/**
 * A business speaking ("we", "our", "us") about its own work ("so we can work from anywhere",
 * "our requirements shift"), not a job seeker: the careers pages answer it only when it names a
 * job.
 */
const businessVoice = /\b(we|our|us|ours)\b/;
/**
 * …a job named ("apply" as the visitor's, not what "you" would apply to their data; no user
 * interviews).
 */
const namesJob =
  /\b(jobs?|carr?eers?|hiring|vacanc\w*|openings?|(?<!\b(?:you|u) )apply\w*|applications?|salar\w*|intern\w*|cv|resume|freshers?|join(ing)?|recruit\w*|candidates?|(?<!\b(?:user|usr|customer) )interview\w*|ctc|naukri|roles?|positions?)\b/;
/** One of our leaders named ("Vikram Rao", "Priya"). */
const namesLeader = new RegExp(`\\b(${leaderNames})\\b`, "i");
const wrongKind = (id: string, question: string) =>
  // (a service is no one: "who has invested in you" asks for people)
  (id.startsWith("service:") && /^who (has|have|is|are|was|were)\b/.test(question)) ||
  // (…nor is a post, which names its author, unless the question asks about writing: "what is
  // Vikram Rao's role" is the team's, "Vikram's post on patches" the post's)
  (id.startsWith("post:") &&
    namesLeader.test(question) &&
    !/\b(blogs?|posts?|articles?|pieces?|writ\w*|wrote|tips)\b/.test(question)) ||
  // (a case study, a blog post, our story or the list of regions names no client: "the name of the
  // hospital in your case study", "the real identity of the chain", "your very first client's
  // name", "the hospital you began with, what was it called", "who was the client", "which
  // companies in dubai are your clients" are not in them)
  (/^(project:|post:|company:(regions|history))/.test(id) &&
    /\b(names?|called|identity)\b|\bwho\b.*\bclient|\bwhich (compan|firm|brand)/.test(question)) ||
  kindCues.some(
    ([start, cue]) =>
      id.startsWith(start) &&
      // (a question about the visitor's own data or this site is always the legal pages' kind)
      ((!cue.test(question) && !(start === "legal:" && asksAboutVisitorData.test(question))) ||
        (start === "careers" &&
          (workForUs.test(question) ||
            (businessVoice.test(question) && !namesJob.test(question))))),
  );
/** …unless the question names the section's own heading ("who we are", "children"). */
// (a heading of stop words only, "Who we are", names nothing)
const namesHeading = (section: Section, terms: ReadonlySet<string>) => {
  const title = indexTerms(section.title);
  return title.length > 0 && title.every((term) => terms.has(term));
};
/**
 * A question about the visitor's own data or this website ("do you store my data outside
 * India?", "where does what I type here end up?", "r u tracking me") is the privacy policy's, not
 * the cloud service's data residency.
 */
const asksAboutVisitorData =
  /\b(my|mine|mera|meri|mere|apn[aei]) ((all|saari|saara|saare|contact|enquiry|inquiry|quote) )?(form )?(data|details|info(rmation)?|personal|messages?|email|conversations?|chats?|ip)\b|\bi (typed?|sen[dt]|enter\w*|submit\w*|shared?|fill\w*|put|gave|give|wrote)\b|\b(know|keep|hold|have|store|collect)\w* (\w+ ){0,2}(about|on) (me|visitors)\b|\b(track\w*|spy\w*( on)?) (me|visitors)\b|\bstop (sending|emailing|messaging|calling|contacting) me\b|\b(forms?|details) (\w+ ){0,3}bhar\w*|\b(data|details|messages) (from|in|through|sent through) (your|the) (\w+ )?forms?\b|\bthis (site|website|chat|page)\b|\b(this|your) (chat ?bot|chat assistant|assistant)\b|\b(your|ur|the) (site|website|chat|chat ?bot) (\w+ )?(stores?|collects?|keeps?|saves?|uses?|tracks?|records?|remembers?|logs?)\b/;
/**
 * Copying or quoting the site's own articles, text or pictures ("can i quote your blog on my own
 * site"): the terms' intellectual property, not the articles themselves.
 */
const reuse =
  /\b(cop(y|ying)|quot(e|ing)|reus\w*|republish\w*|reproduc\w*|repost\w*|use|using)\b (\w+ ){0,3}((your|ur|nexoras?) (\w+ ){0,2}(articles?|blogs?|posts?|content|images?|pictures?|photos?|text|logo)|(articles?|blogs?|posts?|content|images?|pictures?|photos?|text|logo) (\w+ ){0,2}(from|on|of) (your|ur|this|the) (site|website|blog))\b/;
/** A question about the steps of a project: "during the testing stage", "your process". */
const asksSteps = /\b(process|steps?|stages?|phases?)\b/;
/**
 * A job seeker telling their own story ("I'm in my final year of BTech", "six years as a
 * backend developer, open to relocating"): whatever skills they name, they ask about our jobs.
 */
const jobSeekerStory =
  /\b(i|im|ive|my)\b.*\b(final year|graduat\w*|degree|b ?tech|internships?|years? of experience|relocat\w*|someone like me)\b/;
/** Questions that ask for one kind of section: the visitor's data, the blog, a case study. */
const ownKinds: ReadonlyArray<readonly [cue: RegExp, start: string, topical?: boolean]> = [
  // (the visitor's data is the privacy policy's very topic, not only its kind)
  [asksAboutVisitorData, "legal:privacy", true],
  // (…or one that names the policy: "privacy policy data retention")
  [/\bprivacy (policy|notice|statement)\b/, "legal:privacy"],
  // (a category's articles, in a short question: "your posts about cloud")
  [/\b(articles|posts|blogs)\b/, "blog:"],
  // ("what has she written about cloud", "the piece on AI", "anything i can read about cloud
  // bills", "your security write-up", "have you published a guide", not "a written report", "a
  // piece of software" or the articles someone keeps forwarding the visitor)
  [
    /\b(blogs?|(?<!\b(forward\w*|sends?|sent|keeps?) (me |us )?)articles?|tips|write ?ups?|have (you|u) (ever )?published|((written|wr[io]te) (\w+ )?|pieces? |read )(about|on))\b/,
    "post",
  ],
  // ("a case where a lender got certified", or a result of one, "by how much did the stock-out
  // rate fall", "how long did it take you", "how fast did pages open")
  [
    /\b(case stud|client stor|a case where)|\b(by (how much|what \w+)|long|much|fast|quickly|many \w+) did\b/,
    "project:",
  ],
  // (a pen test's target, "our android app", is what the security service tests)
  [/\bpen ?test|\bpenetration\b/, "service:cybersecurity"],
];
/**
 * The best section passing the gate is answered if it ranks at least this share of the first
 * (re-measured in session 63 on 10,645 questions: 0.4 and 0.5 each answer two or three fewer).
 */
const PASSING_SHARE = 0.45;
/** A second page is mentioned when it passes the gate and scores this share of the first. */
const RELATED_SHARE = 0.75;
/**
 * An intent's fact answers a question unless the question's other words weigh this many times
 * the words its section has: then the question is about something else, and is searched.
 */
const OTHER_TOPIC = 2;
/**
 * Everyday things the site never writes about, whatever site word they are a letter from (words
 * of four letters or fewer: `nearKnownWord` takes no longer one for a typo).
 */
const vehicle = /^(car|bike|tyre|tire)s?$/;
/** A question at most this long (`lengthOf`; or with this many strong words) is short. */
const SHORT_QUESTION = 5;
/** …and one with at most this many, of middling length. */
const MEDIUM_QUESTION = 6;
/**
 * How long a question is, for the thresholds above: its strong words, and one for every
 * `EVERYDAY_PER_WORD` everyday words. A rambling question is long though most of its words are
 * everyday ("our releases take an entire weekend and something always breaks…"): its topic
 * need not cover as much of it, and a word of it that no section uses is a side remark.
 */
const EVERYDAY_PER_WORD = 2;
export const lengthOf = (groups: readonly QueryGroup[], strong: readonly QueryGroup[]) =>
  strong.length + Math.floor((groups.length - strong.length) / EVERYDAY_PER_WORD);
/** A part of at most this many strong words may be two topics joined by "and". */
const SPLIT_AND = 6;
/** At most this many parts of one message are answered. */
export const MAX_PARTS = 3;

const suggestions =
  "I can answer questions about our services, prices, project timelines, case studies, careers, opening hours and how to reach us.";

const greeting = /^(hi+|hello|hey|hiya|namaste|namaskar|good (morning|afternoon|evening)|yo)\b/;
const thanks =
  /^(thanks|thank you|thx|ty|cheers|great|cool|ok(ay)?|perfect|bye|goodbye|shukriya|dhanyavaad)\b/;
/**
 * A task for a general assistant ("write a leave application", "solve 2x + 5 = 15"), not a
 * question for the site. ("Translate" and "draft" may ask for a service: "translate our app".)
 */
const task = /^(please |pls )?(write|compose|solve|summari[sz]e|calculate)\b/;
/**
 * A ready product to buy from us ("a billing product we can buy"), to try for free ("a free trial
 * or demo login", "try a dedicated team free for 2 weeks") or a franchise: we build, we sell none;
 * nor do we advise on what to buy for oneself ("should i buy an iphone or a pixel"). Nor do we
 * build games ("a 3D racing game for android in unreal engine", "mobile games in unity", "a
 * multiplayer title"; a "game day" is a drill of the cloud's), nor run advertising ("performance
 * marketing, like google ads"; ads alone are words the site never uses, which the gate turns down)
 * or a client's back office ("payroll processing outsourcing", not the software for it).
 */
const product =
  /\bproducts? (we|i) (can|could) (buy|purchase|license)\b|\bshould i buy\b|\bfree (\w+ ){0,3}trials?\b|\btry (\w+ ){0,4}free\b|\bfranchises?\b|\b(unity|unreal|multiplayer)\b|\b(3d|video|mobile|make|build|develop)\b.*\bgames?\b(?! day)|\bperformance marketing\b|^(?=.*\boutsourc).*\b(payroll|bookkeeping)\b(?! (app|software|system))/;
/**
 * The company's own funding ("has nexora raised a round", "who are your investors", "are you VC
 * funded"), earnings ("nexora's yearly earnings", "your turnover", any figure "in crores"), an
 * IPO or ticker for its shares: the site does not say. (A business asking about its own round, or a
 * startup it will invest in, asks for the technical due diligence service.)
 */
const ownFunding =
  /\b(has|have|did) (you|u|nexora|your company|the company) (ever |already )?(raised|taken|received|got)\b.*\b(funding|funds|money|rounds?|investments?|capital|vcs?|seed|series)\b|\b(nexoras?|your|companys?) ((yearly|annual) )?(investors?|backers|funding|valuation|shareholders|earnings|revenue|turnover|profits?)\b|\b(are|is) (you|u|nexora|your company) (\w+ )?(funded|backed|bootstrapped)\b|\binvest in (you|u|nexora)\b|\b(in|how many) crores?\b|\b(ticker|ipo)\b/;
/**
 * A discount or special rate for some kind of client ("any concession for NGOs", "a special price
 * for students", "do you charge us less"): the prices name none. (A discount feature to build is
 * a service.)
 */
const concession =
  /\bcharge (us|me) less\b|\b(special|discounted|concession\w*|reduced|subsidi[sz]ed|preferential|lower|cheaper) (rates?|pric\w+|fees?)\b|\b(any|offer|give|get|a) (discounts?|concessions?)\b(?! (coupons?|codes?|engines?|modules?|features?|systems?))/;
/**
 * A journey ("the fastest train from Bhopal to Delhi") or a place to see ("best time to visit goa",
 * "places to visit in indore"), not us ("a good time to visit your office"), or a driving licence:
 * a travel site's or a transport office's.
 */
const travel =
  /\b(trains?|bus(es)?|flights?)\b( \w+)? from \w+ to\b|\b(time|season|months?|places?|spots?) (of (the )?year )?to visit (?!(you|u|us|your|ur|nexora|the|our)\b)\w|\bdriving licen[cs]e\b/;
/**
 * What our leaders earn ("what salary does arjun mehta take as ceo", "the salary of your cto"):
 * the site names their roles, never their pay. (The pay of a role we hire for is the careers
 * page's; a visitor's own founder or pay, "as founder I pay…", is no question about ours: the
 * leader is ours, "your", "the", or the role the pay is taken "as", a few words after it.)
 */
const leadersPay =
  /\b(salary|salaries|earns?|earning|income|paid|pay|ctc|net worth)\b( \w+){0,5} (your|the|nexoras?|as) (ceo|cto|cfo|coo|founders?|chairman|managing director)\b|\b(your|the|nexoras?) (ceo|cto|cfo|coo|founders?|chairman)s? (salary|earns?|income|pay|ctc|net worth)\b/;
/**
 * What a client paid us ("how much did the fintech pay you for the iso 27001 project", "what did
 * you charge them", "what was the contract worth", "the deal size", "how big was their invoice"):
 * the case studies tell what the work achieved, never its fee. (What the visitor would pay, "do we
 * pay you monthly", is our prices'.)
 */
const clientFee =
  /\bdid (?!(we|i)\b)(\w+ ){1,3}pay (you|u|nexora)\b|\b(did|were) (you|u) (charge|get paid|paid)\b|\b(contract|deal) (worth|value|size)|\bhow big was (\w+ ){1,3}(invoice|bill)\b/;
/** A phrase to put in another language ("how do i say good night in tamil"): a dictionary's. */
const sayIn = /\bhow (\w+ )+(say|pronounce) .+ in [a-z]/;
/**
 * General knowledge about the countries the site names: who wins or won a match, a series or an
 * election ("who do you reckon wins the india vs australia series", "which team won the world
 * cup"), or a country's capital. The site names the countries, never these.
 */
const trivia =
  /\b(who|which (team|side|country|party))\b( \w+){0,4} (wins?|won|winning)\b|\bcapital (city )?of\b/;
/**
 * Someone's age ("Arjun Mehta ki umar kitni hai", "the average age of your team", "how old is
 * Arjun Mehta"): the site names no one's. (An age limit to use the site is the privacy policy's
 * children; the company's age, "company ki umar", is its history.)
 */
const age =
  /^(?!.*\b(company|nexora|firm|business)\b).*\b(umar|age|how old is (?!(the|your|this|that|it)\b)\w+)\b(?! limit)/;
/**
 * A course, coaching, training or an institute to sign up for ("a paid Java course with placement
 * for freshers", "a training institute where freshers pay to learn", "summer training for BCA
 * students", "weekend coding classes" for a student or for school kids): we teach no one; what
 * staff get for courses is a benefit, asked with no fresher or placement. Nor do we offer
 * internships, so an intern's stipend is no pay the site names ("I'm in 3rd year of BTech, any 6
 * month internship with stipend?", though the student's story asks for our jobs). A business that
 * runs one asks as a client ("I run a coaching institute with 800 students").
 */
const course =
  /^(?!.*\b(i|we) (run|own|manage)\b)(?=.*\b(courses?|coaching|institute|training|classes)\b).*\b(freshers|students?|placement|kids)\b|\bstipend/;
/**
 * Where a leader studied ("which college did your CEO graduate from"), a work visa or immigration,
 * the gender ratio of our teams ("how many ladies in your tech team"), how many days a week staff
 * come in ("for hybrid roles how many days a week in the office", "hafte mein kitne din", not "…is
 * the office open"), a client to ring for a reference ("can i call them for a reference", "their IT
 * head as a reference", which the hand-off arranges; not "can i call them now"), help to move for a
 * job ("any moving allowance", "relocation assistance", "will you cover my move", moving costs for
 * candidates), a parent's leave ("mothers joining back after delivery, how many months paid leave",
 * "months off for a new mom", paternity; the benefits name only the paid leave), the insurer behind
 * the health cover ("which insurance company provides it"), how long staff stay ("how many years do
 * engineers stay before moving on", "how many devs left", "how many people quit", attrition,
 * tenure, the churn of staff; not the visitor's own, "our developers quit"), where to park ("can i
 * bring my car", "park my car", "a spot to leave it"), the day a salary is credited, a refund ("is
 * any part of the money returned if we stop", "money back"), the means to pay us ("pay your
 * invoices by credit card", a card, a cheque, PayPal, "what payment methods do you accept"; when,
 * is the price list's), or Go, a language it never names ("microservices written in go", where "go"
 * is a stop word), or a blockchain ("smart contracts on ethereum", a distributed ledger), or a
 * brand ("what ERP brand was the distributor on"), or whether we sign a visitor's NDA ("a mutual
 * non-disclosure agreement drafted by our lawyers", "a mutual confidentiality agreement"), public
 * tenders and procurement ("are you registered as a vendor for public procurement", the GeM portal,
 * a CMMI appraisal, an Udyam registration), help with the visitor's own mail or social account
 * ("how do i recover my gmail account"), internships ("do you take interns", "freshers as interns",
 * trainees, "can I do a 2 month internship", not the visitor's own, "i did two internships"), or
 * whether we were ever breached ourselves ("has nexora itself ever suffered a data breach", not
 * "have you ever handled one"), or firmware for a microcontroller ("C on STM32", Arduino), or how
 * many of our people hold a certification, or a company of ours abroad ("a US-registered entity"),
 * or a notice period to buy out or serve, or what former staff say on review portals, a dress code,
 * or security guards, or a leader the team has not ("your finance head", "who heads marketing",
 * "the head of your sales"; not the visitor's own): none.
 */
const unnamed =
  /^(?=.*\bnotice\b).*\b(buy ?out|serve|resign\w*)\b|\b(glassdoor|ambitionbox|review portals?|former (staff|employees)|dress code|formals)\b|\bsecurity guards?\b(?! (jobs?|roles?|posts?|vacanc))|\b(firmware|microcontrollers?|stm32|arduino|esp32)\b|\b(us|usa|uk|american|british|foreign|overseas)( registered)?( \w+)? (entity|subsidiary)\b|\bhow many of (your|the)\b.*\bcertifi|^(?=.*\b(ceo|cto|founders?)\b).*\b(college|university|alma mater|graduat\w*|studied)\b|\b(visas?|immigration)\b|work permit|\b(gender|diversity) (ratio|split|mix|numbers)\b|\bhow many (ladies|women|females)\b|\b(call|contact|ring) (them|your clients?)( up)? for\b|\b(as|(call|ring)\b.*\bfor) a reference\b|\bhow many days a week(?!.*open)|\bhafte mein kitne din\b|\b(relocation|moving|shifting) (allowance|bonus|package|assistance)|\bmoving costs?\b.*\b(candidates?|joiners?|hires?)\b|\b(cover|pay( for)?|bear) (my |the )?(move|moving|relocation|shifting)\b|\b(which|what) (insurance (company|firm|provider)|insurer)|\bnda\b|non ?disclosure|confidentiality agreement|\b(tenders?|gem|public procurement|empanel\w*|cmmi|udyam)\b|\bmy (gmail|yahoo|hotmail|instagram|facebook) (account|id|password)\b|\b(take|hire|have|get|offer|give)s? (any )?(interns|internships?|trainees?)\b|\bas interns\b|\bdo an? (\w+ ){0,2}internship|\b(nexora|you)( \w+)? ever (been|suffered|had)\b.*\b(breach\w*|hack\w*|ransomware|leak\w*)|\b(mothers?|moms?|paternity|maternity)\b.*\bleave\b|\b(months?|days) off\b.*\bmoms?\b|\b(your|ur|nexoras?) (finance|hr|marketing|sales|accounts) (head|chief|director)|\b(who heads|(head|chief) of (your|nexoras?)) (finance|hr|marketing|sales|accounts)\b|(?<!\b(our|my) )\b(employees|engineers|staff|dev(eloper)?s)\b.*\b(stay\b(?! on)|left\b|quit)|\b(attrition|tenure)\b|how many people (quit|left)|\b(parking|(park|bring) (my|a) car|spot to (leave|park))|how many (meeting|conference) rooms|\b(written|coded) in go\b|\b(blockchain|ethereum|web3|solidity|smart contracts?|distributed ledger|nfts?)\b|\b(which|what) (\w+ )?brand\b|\bsalar\w* .*\bcredited|refund|money (\w+ ){0,3}(back|returned)|\baccept payments? (through|via|by|in)\b|\bpayment (\w+ )+(you|u) accept|\bpay (you|nexora|your \w+)\b.*\b(cards?|cheques?|paypal|paytm|upi|bank transfer|wire|crypto)\b/;
/**
 * A leader's own line ("your CTO's whatsapp number", "Ananya Kulkarni's direct mobile number", "the
 * founder's private cell"; the site gives the company's), or where someone worked before us ("which
 * bank did your founder work at before nexora", "which bank did Arjun Mehta work for"; the site
 * says what, not where).
 */
const personal = new RegExp(
  `\\b(ceo|cto|founder|${leaderNames})s? (whatsapp|mobile|personal|direct|private|cell)\\b|\\bwhich (bank|company|employer)\\b.*\\b(before|${leaderNames})\\b`,
  "i",
);
/** What the site never answers, whatever the topic: a task, a product, our funding, a rate… */
const unsaid = [
  task,
  product,
  ownFunding,
  concession,
  leadersPay,
  clientFee,
  travel,
  sayIn,
  trivia,
  age,
  course,
  unnamed,
  personal,
];
/** The words of a greeting or a thanks, and those said around them ("thanks so much team"). */
const smallTalkWords = new Set(
  `${greeting.source}${thanks.source} hii okay there team nexora so much very a lot ji`.match(
    /\w+/g,
  ),
);
const isSmallTalk = (folded: string) => folded.split(" ").every((word) => smallTalkWords.has(word));

/** Words that start a new question: "…and are you open on Sunday?". */
const questionStart =
  "(?:am|are|is|do|does|did|can|could|will|would|should|what|whats|where|when|how|who|which|your|tell|kya|kitna|kitne|kab|kahan|also|any|have (?:you|u))";
/** Words a visitor puts between "and" and the new question: "and roughly what would it cost". */
const filler =
  "(?:(?:roughly|approximately|approx|about|then|so|also|just|ok|okay|maybe|lastly|finally)\\s+)*";
const startsQuestion = new RegExp(`^${filler}${questionStart}\\b`, "i");
/**
 * How a sentence asks. A question: a question mark, a question's first word (after "and",
 * "also"…) or a Hinglish question word.
 */
const questions = (sentence: string) =>
  /\?\W*$/.test(sentence) ||
  /\b(kya|kahaa?n|kitn[aei]|kab|kaise|kaun|kyun)\b/i.test(sentence) ||
  startsQuestion.test(
    sentence.replace(/^(?:(?:and|plus|aur|also|separately|or|so|but)\b[\s,]*)+/i, ""),
  );
/**
 * …or a request: "I'd like to know…", "please tell…", "we need…", "looking for…", or what the
 * visitor heard we do ("a friend told me you help companies go paperless").
 */
const requests = (sentence: string) =>
  /(?:^|,\s*)(?:(?:so|but|and|now|please|pls|kindly|just|also|hi|hello),?\s+)*(?:tell|let me know|help|show|explain|suggest|recommend|advise|need|want)\b|\b(?:i|we)(?:\s+\w+)?\s*(?:'d|d)?\s+(?:need|want|wanted|like|wish|am looking|are looking)\b|\b(?:i|we)(?:'m|m|'re|re) looking|\blooking for\b|\b(?:you|u) (?:help|offer|build|make|provide|handle)\b/i.test(
    sentence,
  );
/**
 * A sentence that tells the visitor's own story: "we run…", "my nephew…", "our plant…", or, in
 * Hinglish, says how things are, ending in "hai" with no question word ("photo mein kaafi young
 * lagte hain").
 */
const tellsStory = /\b(i|im|ive|id|we|were|weve|our|ours|my|me|us|mine)\b|\bhain?$/;
/**
 * An asking sentence that points back to the story before it ("anything like that", "this kind of
 * mess", "all this drama", "can you maintain it", "what you did there"), not a relative "that" ("a
 * site that won't fall over").
 */
const pointsToStory =
  /\b(it|them|they|their)\b|\b(did|done|built|made|happened) there\b|\b(like|do|does|did|handle|fix|with|about|for|is|was) (that|this)\b(?! (site|website|chat|page|company))|\b(that|this|such) (kind|type|sort|thing|problem|mess|drama|chaos|hassle|issue|work|one)s?\b|\b(that|this)\W*$/i;
const splitter = new RegExp(
  [
    "[?;!]+",
    "\\.\\s+",
    // "…, and", "…, also", "… and also", "… as well as", "… plus", Hinglish "aur"
    ",?\\s+(?:and\\s+(?:also|separately)|as\\s+well\\s+as|aur|plus|\\+),?\\s+",
    // (…but not the "also" inside a question: "do you also do devops consulting")
    "(?<!\\b(?:you|u|we|i|they|it|do|does|did|can|could|will|would|is|are|have|has)),?\\s+also\\s+",
    ",\\s*(?:and|&)\\s+",
    `\\s+(?:and|&)\\s+(?=${filler}${questionStart}\\b)`,
  ].join("|"),
  "i",
);

/** "…address and till what time are you open": two facts asked with one "and". */
function splitFacts(part: string): string[] {
  const halves = part.split(/\s+and\s+/i);
  for (let at = 1; at < halves.length; at++) {
    const left = halves.slice(0, at).join(" and ");
    const right = halves.slice(at).join(" and ");
    const [first, second] = [detectIntent(left), detectIntent(right)];
    if (first && second && first.id !== second.id) return [left, right];
  }
  return [part];
}

/**
 * A part that asks to see past work of the topic before it ("do you build online stores? also
 * show me one you have done", "got an example with actual numbers?", "has any client of yours
 * passed it"): a case study's question, not one for the list of them ("where can i see your past
 * case studies").
 */
const asksForExample =
  /\b(examples?|(one|any|some)( \w+)? (you|u)( have|ve)? (done|built|made))\b|\b(has|have|did) any\b.*\b(passed|cleared|achieved)\b/i;

/** A text's words that are evidence of a topic: its query groups less the everyday words. */
const strongGroupsOf = (text: string) => queryGroups(text).filter((group) => !group.weak);

/**
 * A message's parts: split on question marks, semicolons, sentences, on ", and", "and also",
 * "also", "plus" and "aur", and on "and" before a new question. A part without a meaningful
 * word (or too little to search on its own: one weak word) joins the one before it.
 */
export function splitQuestion(text: string): string[] {
  const parts: string[] = [];
  for (const raw of text.split(splitter).flatMap(splitFacts)) {
    const part = raw.replace(/^[\s,]*(?:(?:and|also|aur|plus)\b[\s,]*)*/i, "").trim();
    if (!part) continue;
    const groups = queryGroups(part);
    // (…as does an everyday word alone, how the visitor feels: "…sydney or canberra? confused")
    const meaningful =
      detectIntent(part) !== undefined ||
      (groups.some((group) => !group.weak) && !isWeak(part)) ||
      groups.length > 1 ||
      asksForExample.test(part);
    if (!meaningful && parts.length > 0) parts[parts.length - 1] += ` ${part}`;
    else parts.push(part);
  }
  return parts.length > 0 ? parts.slice(0, MAX_PARTS) : [text.trim()];
}

/**
 * A job title: "driver", "accountant", "receptionist", "electrician", "security guard". In a
 * question about jobs, a title that none of the open roles mentions means the company does not
 * hire for it: the honest answer is "I don't know" and the hand-off, not the list of open roles.
 */
const jobTitle =
  /(?:[a-z]{3}(?:er|or|ist|ant|ian|man|men|wala)|guard|cook|chef|nurse|maid|peon|clerk|labour|boy|girl|executive|agent)s?$/;
/** Words shaped like a job title that name no role (or their plurals): "a career", "our investors"
 * (weak words, "customer", "partner", and the businesses entry's, "dealer", need no place here). */
const jobWords = new Set(
  `founder cofounder freelancer owner
retailer joiner junior manager director investor career fresher employer`.split(/\s+/),
);

/** Are two words the same letters, in any order ("cheif" and "chief")? */
const sameLetters = (a: string, b: string) => [...a].sort().join("") === [...b].sort().join("");
/** The keyboard's rows, each starting half a key on from the one above. */
const keys = "qwertyuiop asdfghjkl  zxcvbnm";
/**
 * What typing `y` for `x` costs: one typo when it is a slip, a neighbouring key (1, 10 or 11
 * places away in `keys`), a vowel for a vowel or a letter for one that sounds alike ("clowd",
 * "privasy", "optimization"), and two otherwise, as real words differ: "lease" is no typo of
 * "leave", nor "sensor" of "senior", nor "campaigns" of "champions".
 */
const typed = (x: string, y: string) =>
  /^[aeiouy]{2}$|^(cs|ck|sz|uw|vw)$/.test(x < y ? x + y : y + x) ||
  [1, 10, 11].includes(Math.abs(keys.indexOf(x) - keys.indexOf(y)))
    ? 1
    : 2;
/** How many typos apart two words are, by what typing one letter for another costs. */
const typoDistance = (a: string, b: string, limit: number) => editDistance(a, b, limit, typed);

/** Function words a visitor types without a space before or after them ("howto", "editmy"). */
const joinedWords = new Set(
  `i an the to of in on at for and or is are am was be do does did can could will would should
how what who whom where when which why my me we us our you your it its this that there about after
before with from into not no much many`.split(/\s+/),
);

/** A word more than this many sections use is a common one of the site's. */
const COMMON = 4;

/** A word's consonants, each typed once: "bisness" and "business" are both "bsns". */
const skeleton = (word: string) => word.replace(/[aeiouy]/g, "").replace(/(.)\1+/g, "$1");

/** A word with each vowel as "a": "meny" and "many" are both "many". */
const vowels = (word: string) => word.replace(/[aeiou]/g, "a");

/** How many typos a word of this length may have: none under five letters, two from nine. */
export const typoLimit = (length: number) => (length < 5 ? 0 : length < 9 ? 1 : 2);

/** Is `a` a typo of `b`: within the typos its length allows? */
export function closeTo(a: string, b: string): boolean {
  const limit = typoLimit(Math.min(a.length, b.length));
  return limit > 0 && typoDistance(a, b, limit) <= limit;
}

/** How many of the letters of `a` (each as often as it has it) `b` lacks. */
const otherLetters = (a: string, b: string) =>
  [...a].filter((letter) => {
    const found = b.includes(letter);
    b = b.replace(letter, "");
    return !found;
  }).length;

/** The page of a section: its address without the anchor. */
const pageOfSection = (section?: Section) => section?.source.href.split("#")[0];

/**
 * The thesaurus's words, the visitors' and the site's, are no typos: "headquarters", which only
 * the pages' markup says, is no "head quarters".
 */
const thesaurusWords = new Set([...thesaurus].flatMap((entry) => entry.join(" ").split(" ")));

export type Responder = (question: string) => Answer;

type Candidate = {
  section: Section;
  score: number;
  coverage: number;
  /** The question's strong words it has… */
  covers: QueryGroup[];
  /** …and those its title or keywords name. */
  names: QueryGroup[];
};

/** Builds the index once and returns the function that answers questions from it. */
export function createResponder(sections: Section[] = buildSections()): Responder {
  const byId = new Map(sections.map((section) => [section.id, section]));
  const fields = ["title", "keywords", "text"] as const;
  const searchIndex = createSearch(
    sections
      .filter((section) => !section.intentOnly)
      .map((section) => ({
        id: section.id,
        fields: fields.map((field) => indexTerms(section[field]).join(" ")),
      })),
    {
      fields: [
        ["title", 3],
        ["keywords", 1.5],
        ["text", 1],
      ],
      // One typo in a word of four to seven letters, two in a longer one.
      fuzzy: (term) => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2),
      prefix: (term) => term.length >= 4,
      boostDocument: prior,
    },
  );

  /** Each section's terms, from all its fields. */
  const sectionTerms = new Map(
    sections.map((section) => [
      section.id,
      new Set(fields.flatMap((field) => indexTerms(section[field]))) as ReadonlySet<string>,
    ]),
  );
  const termsOf = (section: Section) => sectionTerms.get(section.id)!;
  /** Each section's folded words, unstemmed. */
  const sectionWords = sections.map((section) =>
    fold(`${section.title} ${section.keywords} ${section.text}`).split(" "),
  );
  /** The terms of each section's heading and keywords: its topics. */
  const headings = new Map(
    sections.map((section) => [section.id, indexTerms(`${section.title} ${section.keywords}`)]),
  );

  // How many sections use each term: rare terms are strong evidence, common ones weak.
  const documentFrequency = new Map<string, number>();
  for (const terms of sectionTerms.values()) {
    for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const total = sections.length;
  /**
   * The site's own words, unstemmed, with how many sections use each: a word of a question
   * the site never uses is read as a typo of the most used site word within the typos its
   * length allows ("clowd" → cloud, "optimisaton" → optimisation, "dashbord" → dashboard).
   */
  const vocabulary = new Map<string, number>();
  const siteWords = new Set(sectionWords.flat());
  for (const words of sectionWords) {
    for (const word of new Set(words)) {
      if (word.length >= 5 && !/\d/.test(word) && !isStopword(word)) {
        vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
      }
    }
  }
  // The thesaurus's words are known words too: "onlin" is "online", "boutiqe" "boutique", as common
  // as a word two sections use ("artifical" is "artificial", which one section has).
  for (const word of thesaurusWords) {
    if (word.length >= 5 && (vocabulary.get(word) ?? 0) < 2 && !isStopword(word))
      vocabulary.set(word, 2);
  }
  // …and so are everyday words, though only as what a typo dropped a letter from ("evenng" is
  // "evening", "mornngs" "mornings"; "guests" is no "guess", "khana" no "khona").
  const everyday = new Set(weakList.filter((word) => word.length >= 5 && !vocabulary.has(word)));
  for (const word of everyday) vocabulary.set(word, 2);
  const vocabularyWords = [...vocabulary.keys()];
  /** Every word the site, the thesaurus or the stop words use, however short. */
  const knownWords = [...new Set([...siteWords, ...thesaurusWords, ...stopwordList])].filter(
    (word) => word.length >= 2 && !/\d/.test(word),
  );
  // …and their stems: "directors" is the site's "director", not a typo of "directions", and
  // "shops" the thesaurus's "shop", not "shows".
  const vocabularyStems = new Set([...vocabularyWords, ...knownWords].map(stem));
  /**
   * Is a short word, too short for the typo correction, one typo from a known word ("ap", "aps",
   * "audt", "whre")? Only by a letter missing, added or swapped: "loan" and "bond" are words,
   * not typos of "load" and "band". (A longer word the correction left alone is no typo.)
   */
  const nearKnownWord = (word: string) =>
    word.length >= 2 &&
    typoLimit(word.length) === 0 &&
    knownWords.some(
      (known) =>
        // (a typo keeps the first letter: "rain" is no "train")
        known[0] === word[0] &&
        (known.length === word.length + 1 || sameLetters(known, word)) &&
        typoDistance(word, known, 1) <= 1,
    );
  const siteTerms = [...documentFrequency.keys()];
  /** The words of the site's headings and keywords: its topics. */
  const topicalWords = new Set([...headings.values()].flat());
  const knownWordSet = new Set(knownWords);
  /**
   * How a word sounds, roughly: "ph" is "f", "wh" "w", "c" (not in "ch", but a final "ch"), "ck"
   * and "q" are "k", "z" is "s", and a consonant typed twice is one ("fone" is "phone", "ownz"
   * "owns", "fintek" "fintech", "bussines" "business").
   */
  const sound = (word: string) =>
    word
      .replace(/ph/g, "f")
      .replace(/wh/g, "w")
      .replace(/ck|c(?!h)|ch$|q/g, "k")
      .replace(/z/g, "s")
      // ("migrashun" is "migration")
      .replace(/[st]ion|sh[aou]n/g, "shn")
      .replace(/([^aeiou])\1+/g, "$1");
  const sounds = [...knownWords, ...everyday].map((known) => [known, sound(known)] as const);
  /**
   * A word nobody uses that sounds like a known word, or like one with a vowel the visitor left
   * out between two consonants or at the end ("wrk", "numbr", "projct", "wher"): that word, the
   * most used. A three-letter word with a vowel is a word ("pan" is no "pain", "dog" no "doge"),
   * unless it sounds like a longer one ("wat", "aps").
   */
  const soundAlike = (word: string): string | undefined => {
    const key = sound(word);
    const consonantsOnly = /^[^aeiou]+$/.test(word);
    // (…or its plural, when the site has only the singular: "opnings", "saturdys")
    const pattern = new RegExp(
      `^${key.replace(/[^aeiou](?=[^aeiou]|$)/g, "$&[aeiou]?").replace(/s\[aeiou\]\?$/, word.length > 5 ? "s?" : "$&")}$`,
    );
    let best: string | undefined;
    let bestScore = 0;
    for (const [known, knownKey] of sounds) {
      const missing = knownKey.length - key.length;
      // (a word of consonants only is a stop word or an everyday word, the shortest, before any
      // other: "mny" is "many", not "money")
      const score =
        (consonantsOnly && (isStopword(known) || isWeak(known))
          ? total
          : (vocabulary.get(known) ?? 1)) /
        4 ** missing;
      if (
        score > bestScore &&
        key.length > 1 &&
        pattern.test(knownKey) &&
        // (…and a longer word's ending is the prefix search's: "recover" is no "recovery"; two
        // consonants are a stop word's: "hw" is "how", "cn" "can")
        (word.length > 3
          ? !(missing && known.startsWith(word))
          : consonantsOnly
            ? key.length > 2 || isStopword(known)
            : !missing && known.length > 3)
      ) {
        [best, bestScore] = [known, score];
      }
    }
    return best;
  };
  /**
   * A four-letter word nobody uses, one letter short of a word more than `COMMON` sections use:
   * that word, the most used ("clod" is "cloud", "adit" "audit"; "kids" is not "kinds").
   */
  const missingLetter = (word: string) => {
    let best: string | undefined;
    let bestUses = COMMON;
    for (const [known, uses] of vocabulary) {
      if (
        word.length === 4 &&
        known.length === 5 &&
        known[0] === word[0] &&
        uses > bestUses &&
        typoDistance(word, known, 1) <= 1
      )
        [best, bestUses] = [known, uses];
    }
    return best;
  };
  /**
   * Each skeleton (first letter and consonants) with the most used word of the site or the
   * thesaurus that has it (not an everyday word: "hataane" is no typo of "hatana").
   */
  const skeletons = new Map<string, string>();
  for (const [known] of [...vocabulary].sort((a, b) => b[1] - a[1])) {
    const key = known[0] + skeleton(known);
    if (!skeletons.has(key) && !everyday.has(known)) skeletons.set(key, known);
  }
  /** A word read as it is: a known word, a stop word, an everyday word or one with digits. */
  const asWritten = (word: string) =>
    word.length < 2 ||
    knownWordSet.has(word) ||
    isStopword(word) ||
    // (an everyday word is no typo: "says" is not "stays")
    isWeak(word) ||
    /\d/.test(word);
  const correctWord = (word: string): string => {
    if (asWritten(word)) return word;
    // A site word or an everyday one, of five letters or more, with its final "e" left off or a
    // doubled letter typed once, or the wrong one doubled, is that word ("iphon", "websit",
    // "resum", "remot", "overkil", "totaly", "afternon", "enginner"; or of its plural,
    // "asignment"), which the intents and cues then know too, and so is its past ("guaranteed")…
    const doubled = (text: string) => [...text].map((_, i) => text.slice(0, i + 1) + text.slice(i));
    const single = word.replace(/(.)\1/, "$1");
    const whole = [
      word + "e",
      /eed$/.test(word) ? word.slice(0, -1) : "",
      ...doubled(word),
      ...(single === word ? [] : doubled(single)),
    ].find((form) => vocabulary.has(form) || vocabulary.has(`${form}s`) || isWeak(form));
    if (word.length > 4 && whole) return whole;
    // …and words typed without their spaces ("whereis") are those, not a typo of one ("wheres").
    const pieces = word.length > 3 && joined(word);
    if (pieces) return pieces.join(" ");
    // A typo of a stop word is one ("teh", "yuo", "nexsora", "becuase"): two letters swapped in a
    // short word (or a letter slipped in one of four, "teem"), one typo in a long one.
    const stop = stopwordList.find(
      (known) =>
        known[0] === word[0] &&
        (word.length < 5
          ? (known.length === word.length && (word[3] || sameLetters(known, word))) ||
            // (…or one with its final "e" left off: "wher" is "where", "ther" "there")
            known === `${word}e`
          : known.length >= 5) &&
        typoDistance(word, known, 1) <= 1,
    );
    if (stop) return stop;
    // A known word with an ending is that word's ("rolls" is no "roles")…
    if (knownWordSet.has(word.replace(/(e?s|ed|ing)$/, ""))) return word;
    const wordStem = stem(word);
    // …but "vulnerablity" is "vulnerability", though its stem is the site's already; a word one
    // letter short of a common one is that, before a sound-alike ("bild" is "build", not
    // "billed"); and a word of four letters with a vowel typed for another is the everyday word
    // ("meny" is "many")
    const alike =
      missingLetter(word) ??
      soundAlike(word) ??
      (word.length === 4 ? weakList.find((known) => vowels(known) === vowels(word)) : undefined);
    // (…a stem of three letters says little: "offise" is "office", not a form of "off")
    if (typoLimit(word.length) === 0 || (wordStem.length > 3 && vocabularyStems.has(wordStem)))
      return alike ?? word;
    // (…a sound-alike, unless a site word is fewer typos away: "lanch" is "launch", not "lanka")
    let bestDistance = typoLimit(word.length) + 1;
    let [best, bestUses] = alike ? [alike, Infinity] : [word, 0];
    if (alike) bestDistance = typoDistance(word, alike, bestDistance);
    // (its singular, when the site has no plural: "openigs" is "opening")
    const singular = word.replace(/s$/, "");
    for (const [candidate, uses] of vocabulary) {
      // A stem-alike ("migrat" of "migrating") is the same word, which the prefix search finds
      // (or, of a site word, finds when it starts the word's stem, which is what it searches:
      // "trackin" starts no "track", so it is "tracking"); a site word with a letter too many
      // ("figmaa") is a typo of it, which it does not; and a typo keeps the word's first letter
      // ("clowd" is "cloud", but "honey" is not "money").
      if (
        (candidate.startsWith(word) &&
          (!siteWords.has(candidate) || stem(candidate).startsWith(word))) ||
        candidate[0] !== word[0] ||
        (everyday.has(candidate) && candidate.length <= singular.length)
      ) {
        continue;
      }
      // A typo is read as a word the site's headings name or two sections use, not as a word
      // one section uses in passing ("trial" is not "trails"), unless it is that word with two
      // letters swapped ("cheif").
      if (uses < 2 && !topicalWords.has(stem(candidate)) && !sameLetters(word, candidate)) continue;
      const limit = Math.min(bestDistance, typoLimit(Math.min(word.length, candidate.length)));
      // Either the words or their stems are close: "carrer" is a typo of "careers".
      const candidateStem = stem(candidate);
      const stemLimit = Math.min(limit, typoLimit(Math.min(wordStem.length, candidateStem.length)));
      // …the stems only when the words are at most one more typo apart ("franchise" is not
      // "branches", although "franch" and "branch" are one letter apart).
      // (…or its singular's)
      const raw = Math.min(
        typoDistance(word, candidate, limit + 1),
        typoDistance(singular, candidate, limit + 1),
      );
      const distance =
        raw <= limit || stemLimit === 0 || raw > limit + 1
          ? raw
          : typoDistance(wordStem, candidateStem, stemLimit);
      if (distance > limit) continue;
      if (distance < bestDistance || uses > bestUses) {
        best = candidate;
        bestDistance = distance;
        bestUses = uses;
      }
    }
    // …or, failing all that, in a word of seven letters or more, the most used word with its
    // first letter and its consonants, vowels aside, one typo further than its length allows
    // ("bisness" is "business", "restrant" "restaurant"; "canteen" is no "continue", and
    // "recover" no "recovery", which the prefix search finds).
    const alikeSkeleton =
      best === word && word.length > 6 && skeletons.get(word[0] + skeleton(word));
    return alikeSkeleton &&
      !alikeSkeleton.startsWith(word) &&
      typoDistance(word, alikeSkeleton, typoLimit(word.length) + 1) <= typoLimit(word.length) + 1
      ? alikeSkeleton
      : best;
  };
  /**
   * A word typed without its spaces, as its two or three pieces: function words (`joinedWords`)
   * and at most one known word that is no stop word ("canyou", "howmuch", "whoisthe", "editmy",
   * "afterlaunch"), an everyday one only beside function words of three letters ("whattime", not
   * "in come"). After the known word only "me", "my" and the like follow ("plugin" is no "plug
   * in"), "i" comes last after a function word ("cani", not the "i phones" of "iphones"), and
   * function words alone need one of three letters ("door" is no "do or", "donor" no "do nor").
   */
  const joined = (word: string): string[] | undefined => {
    const topic = (part: string) => part.length >= 3 && knownWordSet.has(part) && !isStopword(part);
    const valid = (parts: string[]) => {
      const at = parts.findIndex(topic);
      return (
        (at === -1 ||
          !isWeak(parts[at]!) ||
          parts.every((part, index) => index === at || part.length >= 3)) &&
        parts.every((part, index) =>
          index === at
            ? true
            : joinedWords.has(part) &&
              (part !== "i" || (index === parts.length - 1 && index - 1 !== at)) &&
              (at === -1 || index < at || /^(i|me|my|us|you|it)$/.test(part)),
        ) &&
        parts.filter(topic).length <= 1 &&
        parts.some((part) => joinedWords.has(part)) &&
        (at >= 0 || parts.some((part) => part.length >= 3))
      );
    };
    const splits = (rest: string, left: number): string[][] =>
      left === 0
        ? []
        : [
            ...(left < 3 ? [[rest]] : []),
            ...Array.from({ length: rest.length - 1 }, (_, index) => rest.length - 1 - index)
              .map((at) => [rest.slice(0, at), rest.slice(at)] as const)
              .filter(([head]) => joinedWords.has(head) || topic(head))
              .flatMap(([head, tail]) => splits(tail, left - 1).map((parts) => [head, ...parts])),
          ];
    return splits(word, 3).find(valid);
  };
  /**
   * A word still unknown after correction, read in context: as a word, one typo further than the
   * correction allows, of a section that the question's other words find first ("ci cd piplien
   * with jenkins" is the DevOps tools' "pipeline", "learning budjet" the careers page's "budget").
   */
  const inContext = (text: string) => {
    const words = text.split(" ");
    const unknown = (word: string) =>
      word.length > 5 && !asWritten(word) && !vocabularyStems.has(stem(word));
    if (!words.some(unknown)) return text;
    const pages = searchIndex(
      queryGroups(text)
        .flatMap((group) => group.terms)
        .join(" "),
    )
      .slice(0, 3)
      .map(({ id }) => pageOfSection(byId.get(id)));
    const near = sections.flatMap((section, at) =>
      pages.includes(pageOfSection(section)) ? sectionWords[at]! : [],
    );
    return words
      .map((word) => {
        const limit = typoLimit(word.length) + 1;
        return (
          (unknown(word) &&
            near.find(
              (known) =>
                known[0] === word[0] &&
                ((vocabulary.get(known) ?? 0) > 1 || topicalWords.has(stem(known))) &&
                !isWeak(known) &&
                !word.startsWith(known) &&
                !known.startsWith(word) &&
                // (…its letters, but for one typed for another or one added: "formal" is no
                // "forms")
                otherLetters(word, known) + otherLetters(known, word) <= 2 &&
                typoDistance(word, known, limit) <= limit,
            )) ||
          word
        );
      })
      .join(" ");
  };
  /** The question with its typos corrected, as folded words. */
  // (a hyphenated word nobody uses joined, "paper-heavy", is searched as its parts: "paper")
  const correct = (text: string) =>
    inContext(
      fold(text)
        .replace(
          /\b([a-z]+) ((?!(?:style|type|like|based)\b)[a-z]+) (\1\2)\b/g,
          (all, a, b, joined) => (knownWordSet.has(joined) ? all : `${a} ${b}`),
        )
        .split(" ")
        .map((word) => {
          const fixed = correctWord(word);
          if (fixed !== word || asWritten(word)) return fixed;
          // A word nothing corrects that is two topics of the site's headings typed as one
          // ("webdesign") is the two.
          for (let i = 3; i < word.length - 2; i++) {
            const [a, b] = [word.slice(0, i), word.slice(i)];
            if (topicalWords.has(stem(a)) && topicalWords.has(stem(b))) return `${a} ${b}`;
          }
          return word;
        })
        .join(" "),
    );
  const careersSections = sections.filter((section) => section.id.startsWith("careers"));
  /** Every word the careers page uses, for the job titles the company hires for. */
  const careerTerms = [...new Set(careersSections.flatMap((section) => [...termsOf(section)]))];
  /**
   * The open roles, each with its title's terms and the words that name it alone: those of its
   * title or its team ("Cybersecurity", "Design": the keywords' first words) no other role has…
   */
  const roleTerms = sections
    .filter((section) => section.id === `careers:${section.source.href.split("#")[1]}`)
    .map((section) => ({
      section,
      title: indexTerms(section.title),
      own: indexTerms(`${section.title} ${section.keywords.split(" job role")[0]}`),
    }));
  const openRoles = roleTerms.map(({ section, title, own }) => ({
    section,
    title,
    alone: own.filter(
      (term) =>
        !isWeak(term) &&
        roleTerms.every((other) => other.section === section || !other.own.includes(term)),
    ),
    // (…and the skills and duties only its advert, of the careers page, names: "airflow", "night
    // shifts")
    skills: [...termsOf(section)].filter(
      (term) =>
        !isWeak(term) && careersSections.filter((other) => termsOf(other).has(term)).length < 2,
    ),
  }));
  /**
   * The open role a question names by two words of its title ("the data engineer opening"), by
   * a job title no other role has ("are you hiring designers"), or by its field alone ("any
   * security openings", "design job"); failing those, by a skill or duty only its advert names
   * ("airflow jobs").
   */
  const roleNamedIn = (text: string) => {
    const terms = new Set(indexTerms(text));
    return (
      openRoles.find(
        ({ title, alone }) =>
          alone.some((term) => terms.has(term)) ||
          title
            .filter((term) => terms.has(term))
            .some(
              (term, index) =>
                index > 0 ||
                (jobTitle.test(term) &&
                  openRoles.filter((role) => role.title.includes(term)).length < 2),
            ),
      ) ?? openRoles.find(({ skills }) => skills.some((term) => terms.has(term)))
    )?.section;
  };
  /**
   * A careers word, or a look-alike of one, among these terms: "carreers" and "enginner" are typos
   * of ours.
   */
  const careersWord = (terms: string[]) =>
    careerTerms.some((word) => terms.some((term) => word.startsWith(term) || closeTo(term, word)));
  /** A job title in the question that no open role mentions: "are you hiring drivers". */
  const unknownRole = (text: string, corrected: string) => {
    // (a question that names one of our roles by its job names skills beside it, not another
    // job: "the data engineer opening, airflow or dagster type schedulers", but "security guard"
    // is no security analyst)
    const named = roleNamedIn(corrected);
    const asked = indexTerms(corrected);
    return (
      !openRoles.some(
        ({ section, title }) =>
          section === named && title.some((term) => jobTitle.test(term) && asked.includes(term)),
      ) &&
      queryGroups(text).some(
        (group) =>
          // An everyday word ("summer", "customer") names no job…
          !jobWords.has(group.word.replace(/s$/, "")) &&
          !group.weak &&
          jobTitle.test(group.word) &&
          // …nor the visitor's own word, or the thesaurus's first word for it when that is a job
          // title too ("programmer" → engineer, but "tester" → user research is no role's
          // title), when it is a careers word or a look-alike of one…
          !careersWord(
            group.terms.slice(0, 2).filter((term, at) => at === 0 || jobTitle.test(term)),
          ) &&
          // …or the correction, a scan of the site's words, reads it as one.
          !careersWord(indexTerms(correctWord(group.word))),
      )
    );
  };
  const idf = (frequency: number) => Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
  /** A term found only by fuzzy or prefix matching weighs like a fairly rare word. */
  const approximateWeight = idf(3);
  const weight = (group: QueryGroup) =>
    Math.max(
      ...group.terms.map((term) => {
        const frequency = documentFrequency.get(term);
        return frequency ? idf(frequency) : approximateWeight;
      }),
    );
  /** A rare word the site uses elsewhere but the careers page never does: "java" for a role. */
  const skillNoRoleAsks = (group: QueryGroup) =>
    weight(group) >= RARE_WEIGHT &&
    group.terms.some((term) => documentFrequency.has(term)) &&
    !foundIn(careerTerms, group);

  /**
   * How much of a question an intent's section explains: the weight of its strong words the
   * section has, of the known words it lacks, and of the words the site never uses.
   */
  const intentCover = (text: string, intent: Intent, section: Section) => {
    const own = [...termsOf(section)];
    const triggers = intentWords(text, intent);
    const result = { covered: 0, rest: 0, unknown: 0 };
    for (const group of queryGroups(text)) {
      if (group.weak && !triggers.has(group.word)) continue;
      const has = group.word.split(" ").some((word) => triggers.has(word)) || foundIn(own, group);
      const known = group.terms.some((term) => documentFrequency.has(term));
      result[has ? "covered" : known ? "rest" : "unknown"] += weight(group);
    }
    return result;
  };

  const inTitle = (section: Section, group: QueryGroup) =>
    foundIn(indexTerms(section.title), group);
  const services = sections.filter((section) => /^service:[^:]+$/.test(section.id));
  const pageOf = (candidate: Candidate) => pageOfSection(candidate.section);
  /**
   * The first-ranked section of the service's or case study's page whose sections, taken
   * together, pass the gate: each word counted once, in full when one of the sections names it in
   * its heading, and two words named in headings.
   */
  const pageBest = (candidates: Candidate[], questionWeight: number, needed: number) =>
    candidates.find((first) => {
      if (!/^(service|project):/.test(first.section.id)) return false;
      const same = candidates.filter((candidate) => pageOf(candidate) === pageOf(first));
      const heading = new Set(same.flatMap((candidate) => candidate.names));
      const covered = new Set(same.flatMap((candidate) => candidate.covers));
      const total = [...covered].reduce(
        (sum, group) => sum + weight(group) * (heading.has(group) ? 1 : BODY_ONLY),
        0,
      );
      return (
        same.length > 1 &&
        heading.size >= 2 &&
        questionWeight > 0 &&
        total / questionWeight >= needed
      );
    });

  function search(part: string): { best?: Candidate; related?: Candidate; top?: Candidate } {
    const groups = queryGroups(part);
    const terms = [...new Set(groups.flatMap((group) => group.terms))];
    if (terms.length === 0) return {};
    const results: SearchHit[] = searchIndex(terms.join(" "));
    // A word is known when a section uses it (or a longer form of it), not when only a
    // look-alike matched: "went" and "roof" are not "want" and "root".
    const foundWords = results.flatMap((result) => Object.keys(result.match));
    const known = new Set(terms.filter((term) => foundWords.some((word) => word.startsWith(term))));
    // A question of everyday words only ("where to begin", "your rights") is searched on them.
    const everyday = groups.every((group) => group.weak);
    const strong = everyday ? groups : groups.filter((group) => !group.weak);
    const span = lengthOf(groups, strong);
    // A word the thesaurus lists is known, even when the site has no page for it ("printer").
    const isKnown = (group: QueryGroup) =>
      thesaurus.has(group.word) || group.terms.some((term) => known.has(term));
    const question = fold(part);
    const questionTerms = new Set(indexTerms(part));
    // The fact of an intent whose negative examples rule the question out ("train timings" for
    // the opening hours) is not its answer either.
    const excluded = ruledOut(part);
    const ranked: Candidate[] = results
      .filter(
        (result) =>
          !excluded.has(result.id) &&
          (!wrongKind(result.id, question) || namesHeading(byId.get(result.id)!, questionTerms)),
      )
      .map((result) => {
        const section = byId.get(result.id)!;
        const heading = headings.get(section.id)!;
        const found = Object.keys(result.match);
        // A word counts only where it (or a longer form of it) is found, not where a look-alike is
        // ("match" is not "patch", "drones" is not "phones"): typos were corrected before the search.
        const covers = (term: string) => found.some((word) => word.startsWith(term));
        const inHeading = (group: QueryGroup) => foundIn(heading, group);
        const covered = strong.filter((group) => group.terms.some(covers));
        const coveredWeight = covered.reduce(
          (sum, group) => sum + weight(group) * (inHeading(group) ? 1 : BODY_ONLY),
          0,
        );
        return {
          section,
          score: result.score,
          coverage: coveredWeight,
          covers: covered,
          names: covered.filter(inHeading),
        };
      });
    const candidates = ranked.slice(0, 12);
    // The question's weight: its strong words the site uses, and, counted at most
    // `MAX_UNKNOWN` times and lightly, those it never uses and the rare ones none of the best
    // sections covers (in a question longer than middling, any word none of them covers): a long
    // question's incidental words ("the whole weekend", "a chain of clinics") must not drown its
    // topic.
    const covered = new Set(candidates.flatMap((candidate) => candidate.covers));
    const incidental = (group: QueryGroup) =>
      !isKnown(group) ||
      ((weight(group) >= RARE_WEIGHT || span > MEDIUM_QUESTION) && !covered.has(group));
    const questionWeight =
      strong.filter((group) => !incidental(group)).reduce((sum, group) => sum + weight(group), 0) +
      Math.min(strong.filter(incidental).length, MAX_UNKNOWN) * UNKNOWN_WEIGHT;
    for (const candidate of ranked) {
      candidate.coverage = questionWeight > 0 ? candidate.coverage / questionWeight : 0;
    }
    // Rank by the search score, weighted by how much of the question's rare words it covers.
    const rank = (candidate: Candidate) => candidate.score * candidate.coverage ** 2;
    candidates.sort((a, b) => rank(b) - rank(a));
    const needed = Math.max(
      MIN_COVERAGE_LONG,
      MIN_COVERAGE - COVERAGE_STEP * Math.max(0, span - 3),
    );
    const passes = ({ coverage, covers, names, section }: Candidate) => {
      const found = covers.length;
      const named = names.length;
      return (
        coverage >= needed &&
        // One word found only in a section's body is too little: "how many clients have left
        // you" is not the multilingual sites' "right-to-left"; unless the question names its
        // heading in everyday words ("how are fixed price payments made").
        (named > 0 || found > 1 || namesHeading(section, questionTerms)) &&
        (coverage >= MIN_COVERAGE || (found >= 2 && named >= 1)) &&
        // A question of everyday words only is answered by the title that has them all.
        (!everyday || strong.every((group) => inTitle(section, group)))
      );
    };
    // The best section that passes the gate, unless a section that does not pass ranks far above
    // it: a page's section that names the question's topic ("Choosing software") beats the
    // page's summary that only mentions it.
    const top = candidates[0];
    if (!top) return {};
    // In a short question every word counts: one the site never uses is its topic ("smart
    // contracts on blockchain", "pay in dirhams"), which no section answers.
    // (A word one typo from a word the site or the thesaurus uses is a typo, not a topic.)
    // (…nor is a verb's or an adverb's form: what the visitor does, "spotting", "coding",
    // "urgently", or one typed without the "i" of its "-ing", "pentestng", "savng", not what they
    // ask about; "ring" and "string" are no forms, nor is a language, "golang")
    // (…but a vehicle, one letter short of a site word, is still no site word: "car" is no "care")
    const unknownTopic = (group: QueryGroup) =>
      !isKnown(group) &&
      (!nearKnownWord(group.word) || vehicle.test(group.word)) &&
      !/[aeiouy][a-z]*(ed|ly|[^a]ng)$/.test(group.word);
    // (…as is, in a question of any length, one that is what the visitor asks for: "is there
    // any equity grant on top of the salary band", "would a senior hire get equity", not "get a
    // ping when the boxes are ready")
    const unknownTopics = strong.filter(unknownTopic).map((group) => group.word);
    const askedFor = () =>
      Array.from(
        question.matchAll(
          /\b(?:(?:is there|are there|(?:do (?:you|u) )?(?:offer|give|provide)|do (?:you|u) have|any)(?: any| an?)?|get(?: any)?) (\w+)/g,
        ),
        ([, word]) => word!,
      );
    if (
      unknownTopics.length > 0 &&
      (span <= SHORT_QUESTION || askedFor().some((word) => unknownTopics.includes(word)))
    )
      return { top };
    let best = candidates.find(
      (candidate) => passes(candidate) && rank(candidate) >= rank(top) * PASSING_SHARE,
    );
    // …or the best section of the page whose sections together cover the question: "network
    // setup for a new office" is the IT page's network support and its office moves.
    if (!everyday) best ??= pageBest(candidates, questionWeight, needed);
    // A question that asks for one kind of section is answered by that kind's section that nearly
    // passes and covers a telling word, before any other: "do you share my details with anyone"
    // by the privacy policy's, in whatever words; one that names the blog ("the backup rule your
    // blog mentions") by the post's; a case study ("the logistics client story") by the project's.
    const nearly = Math.max(MIN_COVERAGE_LONG, needed - SERVICE_SLACK);
    const ownKind = ownKinds
      // (…though a dispute about this website is the terms', not the privacy policy's, and a
      // project to read about is a case study, no post)
      .filter(
        ([cue, start]) =>
          cue.test(question) &&
          !(start === "legal:privacy" && /\b(courts?|disputes?|jurisdiction)\b/.test(question)) &&
          !(start === "post" && /\bproject\b/.test(question)) &&
          !(start === "blog:" && span > SHORT_QUESTION),
      )
      .map(([cue, start, topical]) =>
        // (…or, ranked below the best few, one that passes: "what do you know about me" finds the
        // privacy policy below the services' data pages)
        [...candidates, ...ranked.slice(candidates.length)].find(
          (candidate, at) =>
            candidate.section.id.startsWith(start) &&
            // (a word besides those that name the kind: "baking soda ratio tips" names no post)
            candidate.covers.some((group) => !group.weak && (topical || !cue.test(group.word))) &&
            (at < candidates.length
              ? // (the words that name the kind, "blog", are the kind's, though its sections never
                // say them)
                candidate.coverage +
                  strong
                    .filter((group) => cue.test(group.word))
                    .reduce((sum, group) => sum + weight(group), 0) /
                    questionWeight >=
                nearly
              : candidate.coverage >= MIN_COVERAGE),
        ),
      )
      .find(Boolean);
    best = ownKind ?? best;
    if (!best) return { top };
    // Evidence from one word (not counting words a great many sections use, like "develop") is
    // too little when the question has another rare word that the answer's page never uses:
    // "your opinion on the new iphone" and "games for android" are not the mobile service's,
    // "the name of the hospital chain" is not in the case study.
    const telling = best.covers.filter((group) => weight(group) >= GENERIC_WEIGHT).length;
    // In a question of middling length, more words the site never uses than words that tell
    // of the answer's topic: its topic is those ("a VR headset training simulator").
    // (…or as many, two or more: "games in Unity or Unreal Engine")
    const unknowns = strong.filter(unknownTopic).length;
    if (span <= MEDIUM_QUESTION && (unknowns > telling || (unknowns > 1 && unknowns === telling))) {
      return { top };
    }
    if (telling <= 1) {
      const page = pageOf(best);
      const onPage = new Set(
        ranked
          .filter((candidate) => pageOf(candidate) === page)
          .flatMap((candidate) => candidate.covers),
      );
      const unexplained = (group: QueryGroup) =>
        !group.weak &&
        // (the visitor's own word: one the thesaurus links to the site's is context, like "hospital")
        group.terms.length === 1 &&
        isKnown(group) &&
        weight(group) >= RARE_WEIGHT &&
        !onPage.has(group);
      if (strong.some(unexplained)) return { top };
    }
    // A question in a section's own words ("How much data do we need?") gets that section.
    const sameWords = (section: Section) => {
      const title = new Set(indexTerms(section.title));
      return (
        title.size === questionTerms.size && [...questionTerms].every((term) => title.has(term))
      );
    };
    const own = candidates.find((candidate) => passes(candidate) && sameWords(candidate.section));
    if (own) best = own;
    // A question about one piece of past work wants the case study that passes the gate, its
    // story counting as its heading (a case study's title seldom names its topic).
    if (!own && asksForCaseStudy.test(question))
      best =
        candidates.find(
          (candidate) =>
            candidate.section.id.startsWith("project:") &&
            passes({ ...candidate, names: candidate.covers }),
        ) ?? best;
    // "Do you do dashboards?" wants the service, not a case study, a post or the list of
    // services that mentions it, unless the visitor asks for past work or in the section's own
    // words ("E-commerce Platform", the case study's title): a service whose title or
    // keywords name the question's topic, nearly passing the gate, is answered instead (the
    // case study stays as the related page).
    else if (!own && preferService(best.section.id) && !asksForOtherKind.test(question)) {
      const services = candidates.filter(
        (candidate) =>
          candidate.section.id.startsWith("service:") &&
          candidate.names.length > 0 &&
          candidate.coverage >= nearly &&
          // A step of our process ("Support & Optimization") gives way only to a service that
          // covers the question as well as it does.
          (!best!.section.id.startsWith("process:") || candidate.coverage >= best!.coverage) &&
          rank(candidate) >= rank(best!) * SERVICE_SHARE,
      );
      // …first one whose heading names all the case study's heading does: a hacked website is
      // the security service's incident response, not the web service's hosting
      best =
        services.find((service) => best!.names.every((group) => service.names.includes(group))) ??
        services[0] ??
        best;
    }
    // "Devops consulting", "a cloud consultant": advice on another service's topic is that
    // service's, not IT consulting's (whose own topics are strategy, roadmaps and vendors).
    if (best.section.id.startsWith("service:it-consulting") && /\w consult/.test(question))
      best =
        candidates.find(
          (candidate) =>
            /^service:(?!it-consulting)/.test(candidate.section.id) &&
            candidate.names.length > 0 &&
            candidate.coverage >= MIN_COVERAGE_LONG &&
            rank(candidate) >= rank(best!) * SERVICE_SHARE,
        ) ?? best;
    if (ownKind) best = ownKind;
    // A careers section asked about an open role the question names ("till what date can i send
    // my CV for the product designer post") gives way to that role's, when it passes too and
    // covers more of the question.
    const role = best.section.id.startsWith("careers") ? roleNamedIn(part) : undefined;
    best =
      candidates.find(
        (candidate) =>
          candidate.section === role && passes(candidate) && candidate.coverage > best!.coverage,
      ) ?? best;
    // A question about a project's steps: a service's own steps ("How we deliver DevOps") answer
    // it only when it names the service ("the stages you follow" are our process's); another
    // section gives way to our process's step that covers it as well ("the testing and QA
    // stage").
    // (the id of the service whose steps these are, when they are a service's)
    const [, deliveredService] = best.section.id.split(/(.+):delivery$/);
    // (A step's price, "discovery wala step kitne ka hai", is the price list's.)
    if (asksSteps.test(question) && !best.section.id.startsWith("pricing"))
      best = deliveredService
        ? strong.some(
            (group) =>
              inTitle(byId.get(deliveredService)!, group) &&
              // (a word of several services' titles, "development", names none of them)
              services.filter((service) => inTitle(service, group)).length === 1,
          )
          ? best
          : { ...best, section: byId.get("process")! }
        : (candidates.find(
            (candidate) =>
              candidate.section.id.startsWith("process:") && candidate.coverage >= best!.coverage,
          ) ?? best);
    // A detail asked in the words of a section of the page, not its summary's ("how long was the
    // switch-over window" at the logistics client, "would moving to the cloud mean downtime"), is
    // that section's: the case study's approach, the service's questions or tools, a post's part
    // ("within how many hours should a critical flaw be fixed", in the words of its summary and of
    // its part on patching), when it covers nearly as much of the question as the gate asks.
    best =
      candidates.find(
        (candidate) =>
          candidate.section.id.startsWith(`${best!.section.id}:`) &&
          pageOf(candidate) === pageOf(best!) &&
          candidate.coverage >= nearly &&
          candidate.covers.some((group) => !best!.covers.includes(group)),
      ) ?? best;
    const related = candidates.find(
      (candidate) =>
        candidate !== best &&
        passes(candidate) &&
        pageOf(candidate) !== pageOf(best) &&
        rank(candidate) >= rank(best) * RELATED_SHARE,
    );
    return { best, ...(related ? { related } : {}) };
  }

  /** Each text's answer, once per question: splitting asks again what the loop then answers. */
  const memo = new Map<string, PartResult>();
  const answerPart = (text: string) =>
    memo.get(text) ?? memo.set(text, answerText(text)).get(text)!;

  function answerText(text: string): PartResult {
    const folded = fold(text);
    if (!folded) return { text, outcome: "empty", via: "empty" };
    if (isSmallTalk(folded)) {
      if (greeting.test(folded)) return { text, outcome: "greeting", via: "small talk" };
      if (thanks.test(folded)) return { text, outcome: "thanks", via: "small talk" };
    }
    const searched = correct(text);
    // (…as typed, too: "free lunch" is not a typo of "launch")
    if (asksUnsaid(searched) || asksUnsaid(text) || unsaid.some((pattern) => pattern.test(folded)))
      return { text, outcome: "fallback", via: "gate:unsaid" };
    // Copying the site's own content is the terms' question, whatever its words.
    if (reuse.test(folded))
      return {
        text,
        outcome: "answer",
        section: byId.get("legal:terms:intellectual-property"),
        via: "search",
      };
    // Searched at most once, however many of the checks below ask.
    let found: ReturnType<typeof search> | undefined;
    const searchOnce = () => (found ??= search(searched));
    const strongGroups = strongGroupsOf(searched);
    const span = lengthOf(queryGroups(searched), strongGroups);
    // In a long question, an intent's word in a side remark ("a release over the weekend")
    // is not its topic: the intent must be asked in its last clause too (a closing "help?" or
    // "any idea" is no clause of its own, nor one of everyday words only, "what do we do?").
    // (Found, and corrected once, only for a long question.)
    const lastClause = () => {
      const clauses = text.split(/[,;:.!?]\s+/).filter(Boolean);
      for (const clause of clauses.toReversed()) {
        if (clause.split(" ").length <= 2) continue;
        const corrected = correct(clause);
        if (strongGroupsOf(corrected).length > 0) return corrected;
      }
      return correct(clauses.at(-1)!);
    };
    // Of the intents it matches, the first whose fact covers it ("is there a portal where i can
    // see invoices" is the portal's, not the address's).
    // (…nor does an intent of ours answer a question about the visitor's own data, "what data do
    // you keep if i fill in the quote form": the privacy policy's, not the prices')
    const matched = (
      span > MEDIUM_QUESTION && !detectIntent(lastClause()) ? [] : detectIntents(searched)
    ).filter(
      (intent) =>
        intent.section.startsWith("legal:") ||
        !asksAboutVisitorData.test(folded) ||
        !/\b(data|details|info(rmation)?)\b/.test(folded),
    );
    // How much of the question each matched intent's fact covers, weighed once per intent.
    const cover = new Map(
      matched.map((intent) => [intent, intentCover(searched, intent, byId.get(intent.section)!)]),
    );
    const covers = (intent: Intent) => {
      const { covered, rest, unknown } = cover.get(intent)!;
      return rest + unknown <= OTHER_TOPIC * covered;
    };
    const careers = (section?: Section) => section?.id.startsWith("careers") === true;
    // (…and when its fact does not answer, the next one's may: "where do existing clients go to
    // see their invoices" is not where our clients are, but the portal)
    let refused: PartResult | undefined;
    for (const intent of [
      ...matched.filter(covers),
      ...matched.filter((candidate) => !covers(candidate)),
    ]) {
      const found = byIntent(intent);
      if (found?.outcome === "answer") return found;
      refused ??= found;
    }
    // (…though a word the intent's fact lacks may be one another page has: "how much faster did
    // the hospital's claims settle" is the case study's, not the prices')
    if (refused) {
      const elsewhere = refused.via === "gate:unknown" && pageOfSection(searchOnce().best?.section);
      if (!elsewhere || elsewhere === partPage(refused)) return refused;
    }
    // A job seeker telling their story asks about our jobs, whatever skills they name (unless
    // they ask for a post or about their data): the role they name, the careers section the
    // search ranks first, or the open roles.
    if (
      jobSeekerStory.test(folded) &&
      !businessVoice.test(folded) &&
      !ownKinds.some(([cue]) => cue.test(folded))
    ) {
      const found = searchOnce().best?.section;
      const section = roleNamedIn(searched) ?? (careers(found) ? found : byId.get("careers"));
      return { text, outcome: "answer", section, via: "search" };
    }
    function byIntent(intent: Intent): PartResult | undefined {
      const intentSection = byId.get(intent.section)!;
      if (careers(intentSection) && unknownRole(text, searched)) {
        return { text, outcome: "fallback", via: "gate:role", section: intentSection };
      }
      // An intent answers only a question about its own fact: when the question's other words
      // weigh more than those its section has ("how big was the hospital project", "who is the
      // prime minister"), the question is searched, and falls back if nothing answers it.
      const { covered, unknown } = cover.get(intent)!;
      const role = intentSection.id === "careers" ? roleNamedIn(searched) : undefined;
      const own: PartResult = {
        text,
        outcome: "answer",
        section: role ?? intentSection,
        via: `intent:${intent.id}`,
      };
      // A short question with a word nobody uses (not the site, the thesaurus, a typo of either,
      // nor the intent's own words) asks about that word: "the maternity leave policy", "a branch
      // in <a city we never name>" are not answered by the benefits or the address.
      const triggers = intentWords(searched, intent);
      const other = strongGroups.filter(
        (group) => !group.word.split(" ").some((word) => triggers.has(word)),
      );
      const strange = other.some(
        (group) =>
          !thesaurus.has(group.word) &&
          !foundIn(siteTerms, group) &&
          !nearKnownWord(group.word) &&
          !/\d/.test(group.word) &&
          // (…nor an adverb or a gerund: "when should i realistically expect a reply", "without
          // relocating")
          !/(al|ate|ous|ent|ant|est|gh|ck|ive|ful)ly$|[aeiouy][a-z]*ing$/.test(group.word) &&
          !vocabularyWords.some((known) => closeTo(group.word, known)),
      );
      if (strongGroups.length <= SHORT_QUESTION && strange) {
        return { text, outcome: "fallback", via: "gate:unknown", section: intentSection };
      }
      // …nor, unless search answers it, one with a rare word that is neither what made it match
      // nor in the fact: the address does not answer "a branch in Singapore".
      const factTerms = [...termsOf(intentSection)];
      const off =
        span <= SHORT_QUESTION &&
        other.some((group) => weight(group) >= RARE_WEIGHT && !foundIn(factTerms, group));
      // (…a job seeker's, searched, only on the careers page: "openings for kotlin developers"
      // are not the mobile service; a business's "staff leave policy" is searched as any)
      if (
        off &&
        careers(intentSection) &&
        namesJob.test(folded) &&
        !careers(searchOnce().best?.section)
      ) {
        return { text, outcome: "fallback", via: "gate:role", section: intentSection };
      }
      if (covers(intent) && !off) return own;
      // …unless nothing else answers it either, and the words the site never uses weigh no
      // more than those the section has.
      if (!searchOnce().best && unknown <= covered && !off) return own;
      return undefined;
    }
    const { best, related, top } = searchOnce();
    // (…or, in a short question, a skill the site names elsewhere that no open role asks for: "a
    // fresher java developer")
    if (
      best &&
      careers(best.section) &&
      (unknownRole(text, searched) ||
        (span <= SHORT_QUESTION &&
          openRoles.some(({ section }) => section === best.section) &&
          strongGroups.some(skillNoRoleAsks)))
    ) {
      return { text, outcome: "fallback", via: "gate:role", section: best.section };
    }
    if (!best) {
      return {
        text,
        outcome: "fallback",
        via: "gate",
        ...(top ? { coverage: top.coverage, section: top.section } : {}),
      };
    }
    return {
      text,
      outcome: "answer",
      // (the list of open roles, the remote-work policy or the pay bands, for a question that names
      // one is that role, whose card says where it works and what it pays: "do you have a security
      // team I could join", "is the data engineer job work from home", "its salary band")
      section:
        (/^careers(:remote|:salary)?$/.test(best.section.id) && roleNamedIn(searched)) ||
        best.section,
      ...(related ? { related: related.section } : {}),
      via: "search",
      coverage: best.coverage,
    };
  }

  /** How many of a text's strong words a section has (by their first `terms` forms: 1, as written). */
  const strongCover = (text: string, section: Section, terms?: number) =>
    strongGroupsOf(correct(text)).filter((group) =>
      foundIn([...termsOf(section)], { ...group, terms: group.terms.slice(0, terms) }),
    ).length;

  /**
   * "Help desk support for our office and zero trust setup": two topics joined by a bare "and" (or
   * a comma, not a number's: "3,000"), each answered on its own by a different page, which the
   * whole is not (it falls back, or is answered by one of them without covering all of it, as an
   * intent's fact never does): two parts. So are two halves that one page answers when the whole
   * falls back ("our computers are old and slow, need someone to manage all laptops").
   */
  const splitAnd = (text: string): string[] => {
    const halves = text.split(/(\s+and\s+|,(?!\d)\s*)/i);
    if (halves.length < 3 || strongGroupsOf(text).length > SPLIT_AND) {
      return [text];
    }
    // (each half answered outright, not on a long question's lenient share nor on everyday
    // words alone: "naya banwana hai" is no question of its own)
    const page = (part: PartResult) =>
      part.outcome === "answer" &&
      (part.coverage ?? 1) >= MIN_COVERAGE &&
      (part.via !== "search" || strongGroupsOf(part.text).length > 0)
        ? partPage(part)
        : undefined;
    // (…and one that covers the whole, "cloud migration and modernisation", is not two)
    const answered = answerPart(text);
    const whole = (answered.coverage ?? 0) < 1 ? page(answered) : undefined;
    for (let at = 1; at < halves.length; at += 2) {
      const left = halves.slice(0, at).join("");
      const right = halves.slice(at + 1).join("");
      const [first, second] = [page(answerPart(left)), page(answerPart(right))];
      if (
        first &&
        second &&
        (answered.outcome !== "answer" ||
          (first !== second &&
            (whole === first ||
              whole === second ||
              // (…nor is a list whose two pages answer a half each: "results of the hospital
              // project and the e-commerce project" are the two case studies')
              (whole === paths.projects &&
                [first, second].every((half) => half.startsWith(`${paths.projects}/`))))))
      ) {
        return [left, right];
      }
    }
    return [text];
  };

  /**
   * A message that tells a story and asks somewhere in it (two or more sentences, some of them
   * asking, some not): the story's sentences are no questions of their own, so only its asking
   * sentences are answered, each on its own words when those name a topic the site answers, or
   * together with the story before it when the sentence points back to it ("Do you run anything
   * like that for staff?") or is too little alone. A story whose asks nothing answers falls back.
   */
  const storyAsks = (question: string): string[] | undefined => {
    const sentences = question
      .trim()
      .split(/(?<=[.!?;])\s+|\n+/)
      .filter((sentence) => /\w/.test(sentence));
    const asking = sentences.map((sentence) => questions(sentence) || requests(sentence));
    // (a need the story states, "we want the same two developers…", is the context of a question
    // after it that points back to it, "What would you charge for that?", not a question itself)
    const pointedAt = (at: number) =>
      sentences.some(
        (sentence, later) => later > at && questions(sentence) && pointsToStory.test(sentence),
      );
    if (
      !asking.includes(true) ||
      !sentences.some((sentence, at) => !asking[at] && tellsStory.test(fold(sentence)))
    )
      return undefined;
    const texts = sentences.flatMap((sentence, at) => {
      if (!asking[at] || (!questions(sentence) && pointedAt(at))) return [];
      const alone = splitQuestion(sentence)
        .flatMap(splitAnd)
        .filter((part) => asked(part).outcome === "answer");
      // (the story told before it, or, when it comes first, the whole story: a need stated is
      // context too)
      const told = (other: number) => other === at || !questions(sentences[other]!);
      const before = sentences.filter((_, other) => other < at && told(other));
      const withStory = (
        before.length > 0 ? [...before, sentence] : sentences.filter((_, other) => told(other))
      ).join(" ");
      // (two questions in one sentence, or an intent's fact, are asked on their own words; but
      // "is there an opening for someone like me" after a job seeker's story of alert triage
      // asks for the role the story names)
      if (alone.length > 1 || alone.some((part) => asked(part).via.startsWith("intent")))
        return alone.length === 1 &&
          asked(alone[0]!).section?.id === "careers" &&
          roleNamedIn(correct(withStory))
          ? [withStory]
          : alone;
      const [own, whole] = [alone[0], asked(withStory)];
      // (…or, when the sentence asks in words of its own, "We're a Canadian client; can we pay
      // by PayPal?", or what the site never says, "Arjun Mehta ki umar kitni hai?", falls back on
      // it, the story's sentences answering nothing either)
      if (whole.outcome !== "answer")
        return own && !pointsToStory.test(own)
          ? [own]
          : strongGroupsOf(correct(sentence)).length > 0 || asked(sentence).via === "gate:unsaid"
            ? [sentence]
            : [];
      // The ask decides the topic: a sentence that names its own topic, none of whose words the
      // story's answer has ("…half of them work on cloud and security projects. Can you
      // recommend a good caterer?"), asks something the site does not answer; it falls back on
      // its own words rather than be answered from the story's.
      if (
        !own &&
        !pointsToStory.test(sentence) &&
        strongGroupsOf(correct(sentence)).length > 0 &&
        strongCover(sentence, whole.section!) === 0
      )
        return [sentence];
      // The story is the question's context, not its topic: the sentence's answer stands unless
      // the story's covers as many of the sentence's own words, or the sentence points back to
      // the story without naming a topic of its own ("can you do that for us", not "by how much
      // did that distributor cut its stock-outs", which the story's answer says nothing of, nor
      // "have you built something like this for hospitals", past work the story's is not).
      if (!own) return [withStory];
      const [byStory, ownSection] = [strongCover(own, whole.section!), asked(own).section!];
      const namesOwnTopic =
        !pointsToStory.test(own) ||
        (byStory === 0 && strongGroupsOf(correct(own)).length > 1) ||
        (asksForOtherKind.test(fold(own)) &&
          ownSection.id.startsWith("project:") &&
          !whole.section!.id.startsWith("project:"));
      return namesOwnTopic && byStory < strongCover(own, ownSection) ? [own] : [withStory];
    });
    return texts.length > 0 ? texts.slice(0, MAX_PARTS) : undefined;
  };

  /**
   * A clause that points back to its context ("can you maintain it", "how does that usually work
   * with you", "hand-hold us through the whole thing"), not "this company": within one sentence
   * any "that" or "it" is the story's.
   */
  const backToStory = /\b(it|that|this(?! (site|website|chat|page|company))|them|whole thing)\b/i;
  /**
   * A part's asking clause: its last clause (after the first) that `starts`, with what follows,
   * and the story before it; none when that points back to the story ("…drupal 7, can you
   * maintain it" asks about it; "…how does that usually work with you").
   */
  const askingClause = (clauses: string[], starts: (clause: string) => boolean) => {
    for (let at = clauses.length - 1; at > 0; at--) {
      if (!starts(clauses[at]!)) continue;
      const rest = clauses.slice(at).join(", ");
      return backToStory.test(rest) ? undefined : { rest, story: clauses.slice(0, at).join(" ") };
    }
  };
  /**
   * A part that falls back may be its context, then its question ("…for a cousin's wedding next
   * week, could you tell me where your place is"): its asking clause answers it, if that names a
   * topic of its own or asks for an intent's fact ("…tech fest, roughly how many people work at
   * nexora"). The clause may also say what they need: "…, i think we need something where they
   * can check it".
   */
  const questionTail = (text: string): PartResult | undefined => {
    const asking = askingClause(
      text.split(/[,;:]\s*|(?<=[.!?])\s+/),
      (clause) => startsQuestion.test(clause) || /^(i think )?(we|i) (need|want)\b/i.test(clause),
    );
    const tail = asking && answerPart(asking.rest);
    return tail?.outcome === "answer" &&
      (tail.via.startsWith("intent") || strongGroupsOf(asking!.rest).length > 0)
      ? { ...tail, text }
      : undefined;
  };
  /**
   * A long part's asking clause (a "so" or "but" starts one too), when that alone asks for an
   * intent's fact or search answers it in full ("…for a family function next month, so can you
   * tell me where I can visit you"): the answer and the story before it.
   */
  const askingIntent = (text: string): [PartResult, string] | undefined => {
    const asking = askingClause(
      text
        .split(/[,;:]\s*|(?<=[.!?])\s+|\s+(?=(?:so|but)\s)/i)
        .map((clause) => clause.replace(/^(?:so|but)\s+/i, "")),
      (clause) => startsQuestion.test(clause),
    );
    const tail = asking && answerPart(asking.rest);
    return tail && (tail.via.startsWith("intent") || (tail.via === "search" && tail.coverage! >= 1))
      ? [tail, asking!.story]
      : undefined;
  };
  const asked = (text: string): PartResult => {
    const own = answerPart(text);
    const searched = correct(text);
    const asking =
      own.via === "search" &&
      lengthOf(queryGroups(searched), strongGroupsOf(searched)) > SHORT_QUESTION &&
      askingIntent(text);
    // In a long part that search answers, the story's words ("web development", "cloud") are not
    // its topic when its asking clause asks for an intent's fact, or is answered in full by a
    // section that has more of its words: that answers it (unless the search's answer is its
    // page, or covers as much of the clause, or the word that asks for the fact is the story's
    // too: "we moved to google workspace…, could your team secure the whole workspace").
    if (asking && partPage(asking[0]) !== partPage(own)) {
      const [fact, story] = asking;
      const clause = correct(fact.text);
      const intent = detectIntents(clause).find(({ id }) => fact.via === `intent:${id}`);
      const triggers = intent ? [...intentWords(clause, intent)] : [];
      const storyWords = fold(story).split(" ");
      const covered = (section: Section) =>
        intent ? intentCover(clause, intent, section).covered : strongCover(fact.text, section);
      if (
        !triggers.some((word) => storyWords.includes(word) && !isStopword(word) && !isWeak(word)) &&
        (intent
          ? covered(own.section!) <= covered(fact.section!)
          : covered(own.section!) < covered(fact.section!))
      )
        return { ...fact, text };
    }
    // A part that falls back may ask for something for the visitor's own business ("a
    // recommendation engine for our online store"): what it asks for answers it.
    const head = own.via === "gate" && /^(.+?) for (?:our|my) /i.exec(text)?.[1];
    const forOwn = head ? answerPart(head) : undefined;
    if (forOwn?.outcome === "answer") return { ...forOwn, text };
    return (own.outcome === "fallback" && own.via !== "gate:unsaid" && questionTail(text)) || own;
  };

  return (question) => {
    memo.clear();
    // A follow-up that only points back ("and is it on-site?") is asked about the part before.
    const texts =
      storyAsks(question) ?? splitQuestion(question).flatMap(splitAnd).slice(0, MAX_PARTS);
    // (a part the gate nearly passes, which a part beside it that the site answers makes one)
    const nearlyPasses = (part?: PartResult) =>
      (part?.coverage ?? 0) >= MIN_COVERAGE - SERVICE_SLACK;
    const parts: PartResult[] = [];
    texts.forEach((text, index) => {
      const own = asked(text);
      const before = parts[index - 1];
      /** How many of the part's words are evidence of a topic. */
      const strong = strongGroupsOf(text).length;
      const pointsBack =
        index > 0 &&
        // ("this site", "this chat": the one the visitor is on, not the part before)
        /\b(its?|that|this(?! (site|website|chat|page))|the(y|m|ir)|the same|there|s?he|his|her|him)\b/i.test(
          text,
        ) &&
        // (…unless it names what "it" is: "what values does the company say it works by")
        !/\b(the|your) company\b.*\bit\b/i.test(text) &&
        strong <= 2 &&
        // (…nor an intent's fact, unless it asks that of a part the site does not answer: "which
        // river flows through varanasi, and how long is it" is no project's timeline)
        (!own.via.startsWith("intent") || (strong === 0 && before?.outcome !== "answer")) &&
        !own.via.startsWith("small talk");
      // "How much is it" after a job seeker's question asks the job's pay, not our prices ("do
      // interns get a stipend, how much is it"): it stands or falls with the part before.
      const asksPay =
        index > 0 &&
        own.via === "intent:pricing" &&
        /\b(it|that|this|they|them)\b/i.test(text) &&
        strong <= 2 &&
        namesJob.test(texts[index - 1]!);
      // A part asked beside one about our jobs asks as a job seeker too ("is the devops opening
      // remote, and how much do you give each year for courses"): the careers page answers it if
      // it can, when nothing else does or only our prices do ("…and is there a budget for
      // certifications"). Its "how long" or "how soon" is the hiring's, not a project's or a
      // reply to a client ("what are the steps after i apply, and how long till an offer"): asked
      // with the part before.
      const asJobSeeker =
        index > 0 && careers(before)
          ? own.outcome !== "answer" || own.via === "intent:pricing"
            ? answerPart(`${text} employees`)
            : /^intent:(timeline|reply)$/.test(own.via)
              ? answerPart(`${texts[index - 1]} ${text}`)
              : undefined
          : undefined;
      // One that asks for an example of the topic before it is the case study's of that topic.
      const example =
        index > 0 && asksForExample.test(text) && strong <= 2
          ? answerPart(`${texts[index - 1]} ${text} case study`)
          : undefined;
      const combined = careers(asJobSeeker)
        ? asJobSeeker!
        : example?.section?.id.startsWith("project:")
          ? example
          : pointsBack || asksPay
            ? answerPart(`${texts[index - 1]} ${text}`)
            : own;
      // ("…seo, and what are its benefits": the part before's page, when nothing has both and
      // the word is one the site answers elsewhere; "…dubai, and what is its population" is not)
      const possessive = own.outcome === "answer" && /\b(its|their)\b/i.test(text);
      const whose =
        pointsBack && possessive && combined.outcome !== "answer" && before?.outcome === "answer";
      // …unless that only repeats the page the part before cites, which has fewer of the part's
      // own words as written (not their synonyms), or as many covering less of the question,
      // than the part's own answer: "a flutter app and also design the screens for it" is the
      // design service's ("…my data and can i ask you to delete it" is not the analytics
      // service's, which has only a synonym, "data").
      const cover = (part: PartResult) =>
        strongCover(text, part.section!, 1) + (part.coverage ?? 1);
      const repeats =
        // ("what are its benefits": the part before's, whatever page has the word)
        own.outcome === "answer" &&
        combined.outcome === "answer" &&
        !possessive &&
        combined !== asJobSeeker &&
        partPage(combined) === partPage(before) &&
        cover(combined) < cover(own);
      // A job asked about after a role we never hire for ("do you hire HR recruiters? any opening
      // for that?") is that role's: it falls back too, not the list of open roles. So does one
      // that points back to a topic the site says nothing of ("what's your rating on Clutch,
      // how many reviews do you have there"), and is the part before's topic a possessive
      // follows, above.
      parts.push(
        (pointsToStory.test(text) && careers(own) && before?.via === "gate:role") ||
          whose ||
          (pointsBack && before?.outcome !== "answer" && !nearlyPasses(before))
          ? { ...before!, text }
          : (combined.outcome === "answer" && !repeats) || asksPay
            ? { ...combined, text }
            : own,
      );
    });
    // A part asked beside one the site answers is about the site ("what are the six steps you
    // follow", "which country's law applies to its terms"): its best section answers it when it
    // nearly passes the gate.
    if (parts.some((part) => part.outcome === "answer")) {
      parts.forEach((part, index) => {
        if (part.via === "gate" && nearlyPasses(part)) {
          parts[index] = { ...part, outcome: "answer", via: "search" };
        }
      });
    }
    const answered = parts.filter((part) => part.outcome === "answer");
    const only = parts.length === 1 ? parts[0]! : undefined;
    if (only?.outcome === "empty" || !question.trim()) {
      return result("empty", parts, [
        {
          paragraphs: [`What would you like to know? ${suggestions}`],
          sources: [],
          next: ["contact"],
        },
      ]);
    }
    if (answered.length === 0) {
      if (parts.every((part) => part.outcome === "greeting" || part.outcome === "thanks")) {
        const kind = parts.some((part) => part.outcome === "greeting") ? "greeting" : "thanks";
        return result(kind, parts, [
          kind === "greeting"
            ? { paragraphs: [`Hello! ${suggestions}`], sources: [], next: [] }
            : {
                paragraphs: ["You're welcome! Is there anything else you'd like to know?"],
                sources: [],
                next: ["quote", "contact"],
              },
        ]);
      }
      return result("fallback", parts, [fallbackReply()]);
    }
    const replies = parts.flatMap((part): BotReply[] => {
      if (part.outcome === "answer" && part.section) return [sectionReply(part)];
      if (part.outcome === "fallback") {
        return [
          {
            paragraphs: [
              `I couldn't find an answer to "${part.text}" on our site. Leave your email and our team will reply personally.`,
            ],
            sources: [],
            next: ["handoff", "contact"],
          },
        ];
      }
      return [];
    });
    return {
      ...result("answer", parts, replies),
      openHandoff: answered.some((part) => part.section?.handoff === true),
    };
  };
}

/** Whether a query group's word, or a shorter form of it, begins one of `words`. */
const foundIn = (words: readonly string[], group: QueryGroup) =>
  group.terms.some((term) => words.some((word) => word.startsWith(term)));

/** A part answered by a careers section. */
const careers = (part?: PartResult) => part?.section?.id.startsWith("careers") === true;

/** The page a part's answer cites. */
const partPage = (part?: PartResult) => pageOfSection(part?.section);

function result(outcome: Outcome, parts: PartResult[], replies: BotReply[]): Answer {
  return { outcome, parts, replies, openHandoff: false };
}

function fallbackReply(): BotReply {
  return {
    paragraphs: [
      "Sorry, I couldn't find a good answer to that on our site.",
      `Leave your email and someone from our team will reply personally, or send us a message. ${suggestions}`,
    ],
    sources: [],
    next: ["handoff", "contact"],
  };
}

function sectionReply(part: PartResult): BotReply {
  const { paragraphs, points, source, next } = part.section!;
  const related = part.related;
  return {
    paragraphs: [...paragraphs],
    ...(points ? { points: [...points] } : {}),
    ...(related ? { related: `Related: ${related.title}` } : {}),
    sources: related ? [source, related.source] : [source],
    next,
  };
}

let shared: Responder | null = null;

/** Answers a question from the site's content; the index is built on first use. */
export function answer(question: string): Answer {
  shared ??= createResponder();
  return shared(question);
}
