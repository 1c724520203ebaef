/**
 * Query normalisation for the chat, in English and romanised Hindi: fold the text (case,
 * accents, punctuation), add the site's words for a visitor's words (the visitor thesaurus),
 * drop filler and stop words, and reduce each word to a light stem so "pricing", "prices" and
 * "price" meet. The index and the questions go through the same steps.
 */
import { visitorThesaurus } from "~/content/visitor-thesaurus";
import { fold, isStopword, stem, stopwords, weakList, weakWords } from "./fold";

export { fold, isStopword, stem, weakList };

/** The stop words themselves. */
export const stopwordList: readonly string[] = [...stopwords];

/**
 * An everyday word ("proper", "summer", "smart"), or its superlative ("smallest", "biggest",
 * "easiest", "latest"): weak evidence, and never read as a typo.
 */
export const isWeak = (word: string) => {
  const base = word.replace(/iest$/, "y").replace(/est$/, "");
  return [
    word,
    ...(base !== word && base.length > 2 ? [base, `${base}e`, base.slice(0, -1)] : []),
  ].some((form) => weakWords.has(stem(form)));
};

/** The index's terms of a text: folded words, stop words dropped, stemmed. */
export function indexTerms(text: string): string[] {
  const result: string[] = [];
  for (const word of fold(text).split(" ")) {
    if (!word || isStopword(word)) continue;
    result.push(stem(word));
  }
  return result;
}

/**
 * Thesaurus entries keyed by their folded phrase (letters, digits and spaces only: nothing to
 * escape in a pattern); longest phrases are tried first.
 */
export const thesaurus: ReadonlyMap<string, string> = new Map(
  Object.entries(visitorThesaurus).map(([visitor, site]) => [fold(visitor), site]),
);
// A visitor's word matches its plural and verb forms too ("laptops", "viruses", "hacked"), and a
// Hindi verb its future ("bachao" → "bachaoge": will you protect) and its oblique ("banane").
const thesaurusPattern = new RegExp(
  `\\b(${[...thesaurus.keys()]
    .sort((a, b) => b.length - a.length)
    .join("|")
    // (…a word in -y its plural in -ies, "vacancies", "pharmacies")
    .replace(/y(?=[ |]|$)/g, "(?:y|ie)")
    // (…and each word of a phrase its plural, "kinds of businesses", and a possessive, "the" or
    // "them" between them, "train our staff", "check them again")
    .replace(
      / /g,
      "s? (?:(?:our|the|my|your|their|them|k[aie]) )?",
    )})(?:e?s|e?d|ing|ge|gi|ne|ni)?\\b`,
  "g",
);
/**
 * Each key by its form without a word's plural "s" or the words its pattern lets in between
 * ("cto a a service"), the same for the key and for any text its pattern matched ("ctos as a
 * service"): the key that matched, not a guess.
 * (No two keys share that form: the thesaurus's test sees to it.)
 */
export const bare = (phrase: string) =>
  phrase
    .replace(/s*(?= )/g, "")
    .replace(/\b(?:our|the|my|your|their|them|k[aie]) /g, "")
    .replace(/ie\b/g, "y");
const keyOf = new Map([...thesaurus.keys()].map((key) => [bare(key), key]));

/** One word of a question (or a thesaurus phrase) with the site's words for it. */
export type QueryGroup = {
  /** What the visitor wrote. */
  word: string;
  /** The stems that stand for it: its own, and the thesaurus's. */
  terms: string[];
  /** Too common or vague to count as evidence on its own. */
  weak: boolean;
};

/**
 * A question as groups of search terms: each meaningful word (or thesaurus phrase) with the
 * stems that stand for it. Stop words and filler disappear; the order is the question's.
 */
export function queryGroups(text: string): QueryGroup[] {
  // A hyphenated word is searched as one ("part-time" → "parttime"), not as its parts as well:
  // the index has the joined form too, and the parts would count twice.
  const folded = fold(text)
    // …but "chatgpt-style", "jenkins-type", "excel-based" are the first word's.
    .replace(/\b([a-z]+) (style|type|like|based) \1\2\b/g, "$1")
    // "an app like swiggy", "a dukaan like amazon": the product named is an example, not the topic.
    .replace(/(?<=\b(app|(web)?site|store|shop|dukaa?n)s?) like \w+/g, "")
    .replace(/\b([a-z]+) ([a-z]+) (\1\2)\b/g, "$3")
    // "what sort of organisation", "sort of slow": no sorting asked for.
    .replace(/\bsorts? of\b/g, "")
    // "am i bound to anything": is it binding.
    .replace(/\bbound to\b/g, "binding")
    // "way too much", "far too slow": the intensifier breaks the thesaurus's phrase.
    .replace(/\b(way|far|much|bit|little) too\b/g, "too")
    // "how long does a site take to go live": the time it takes, not a question about launching.
    .replace(/\b(takes?|taking|took) ((\w+ )?to )?(go live|launch|be (ready|live|done))\b/g, "$1")
    // The visitor's own boss ("my boss keeps asking") is context, not our founder, what they look
    // after is their job ("i look after IT at…"), not our support, and their own
    // startup or shop ("devops help for our startup", "a mobile app for my shop") is their
    // business, not a question about whom we serve or an online shop (in Hinglish too: "meri
    // dukaan ke liye billing software").
    .replace(/\b(my|our) (boss|owner|malik)\b|(?<=\bi) look after\b/g, "$1")
    // …and so is a visitor who introduces themself ("seed stage founder here").
    .replace(/\b(co ?)?(founder|owner|ceo|cto|director)s? here\b/g, "")
    // …as is the boss who wants or reads something ("charts the boss can read").
    .replace(/\bthe (boss|owner)(?= (can|will|wants?|needs?|keeps?|asks?|asked|says?|said)\b)/g, "")
    .replace(/\b(my|our|mer[aei]|hamar[aei]|apn[aei]) (startup|shop|dukaa?n)\b/g, "$1 business")
    // Breaking into a system is hacking it ("broke into our company email"), not a burglary.
    .replace(
      /\b(broke|broken|break|breaking) into ((\w+ ){0,2}(email|mail|server|system|account|network|site|website|computer|laptop|admin|database)s?)\b/g,
      "hacked $2",
    )
    // "set up" is one word, the everyday "setup": "set" alone is a topic ("a set of reports").
    .replace(/\b(set|sets|setting) up\b/g, "setup")
    // "come on site" is in person, "onsite"; "on our site" is the visitor's website.
    .replace(/\bon site\b/g, "onsite")
    // "once our app is live", "after the website goes live", "once the project is delivered":
    // after launch, whatever went live.
    .replace(
      /\b(after|once|when) ((the|our|my|your|it|its) )?(\w+ )?(goes live|is live|went live|is delivered)\b/g,
      "after launch",
    );
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  let last = 0;
  const addWords = (chunk: string) => {
    for (const word of chunk.split(" ")) {
      if (!word || isStopword(word) || word.length < 2) continue;
      const term = stem(word);
      if (seen.has(term)) continue;
      seen.add(term);
      // A count ("our 30 staff", "a 300 page manual") or a time ("at 2am") is context, like an
      // everyday word.
      groups.push({
        word,
        terms: [term],
        weak: isWeak(word) || /^\d{1,3}(am|pm)?$/.test(word),
      });
    }
  };
  for (const match of folded.matchAll(thesaurusPattern)) {
    // (a form that is an everyday word of its own is that word: "land" is no "lan")
    if (isWeak(match[0]) && !isWeak(match[1]!)) continue;
    addWords(folded.slice(last, match.index));
    last = match.index + match[0].length;
    const phrase = keyOf.get(bare(match[1]!))!;
    const own = phrase.includes(" ") || isStopword(phrase) ? [] : [stem(phrase)];
    const site = indexTerms(thesaurus.get(phrase)!);
    const terms = [...new Set([...own, ...site])].filter((term) => !seen.has(term));
    // A second word for what the question already said ("cloud pe shift") adds nothing.
    if (terms.length === 0 || (site.length > 0 && site.every((term) => seen.has(term)))) continue;
    terms.forEach((term) => seen.add(term));
    // A visitor's word is as strong as the site's words for it: "restaurant" is one of the
    // businesses we work with (context), "godown" is inventory (a topic).
    groups.push({ word: phrase, terms, weak: site.every((term) => weakWords.has(term)) });
  }
  addWords(folded.slice(last));
  return groups;
}
