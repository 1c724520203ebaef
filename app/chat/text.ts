/**
 * Text into search terms, the same way for the site's content and for a visitor's question:
 * lowercased words, common words dropped, endings lightly stemmed, and words that mean the
 * same thing to a visitor ("price", "cost", "budget") also counted as one shared term.
 */

/** Words that carry no meaning on their own in a question or a page. */
const stopwords = new Set(
  `a an the is are was were be been being am do does did doing done you your yours yourself
  we our ours us i me my mine it its it's this that these those what which how who whom whose
  why there here have has had having any some can could would should will shall may might must
  to of in on for with at by from about into onto over under as than then so if or and but not
  also just very really too more most much many lot lots all each every other such own same
  please tell know want wanted need needs like would get got give make makes let lets help
  provide offer offers see say said thing things one ok okay hi hello hey thanks thank yes
  build building create make made work works working use using used anything something
  show looking look interested question ask`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Groups of words a visitor uses for one idea. The first word names the group: every word of
 * a group also counts as that name, so "cost" finds a page that says "pricing".
 */
export const synonymGroups: readonly (readonly string[])[] = [
  [
    "price",
    "pricing",
    "cost",
    "costs",
    "budget",
    "rate",
    "fee",
    "charge",
    "expensive",
    "cheap",
    "affordable",
    "quote",
    "quotation",
    "estimate",
    "money",
    "pay",
    "payment",
    "rupee",
    "dollar",
    "proposal",
  ],
  [
    "duration",
    "time",
    "long",
    "timeline",
    "week",
    "month",
    "fast",
    "quick",
    "deadline",
    "take",
    "schedule",
    "soon",
  ],
  [
    "location",
    "office",
    "address",
    "located",
    "where",
    "visit",
    "directions",
    "map",
    "based",
    "situated",
    "headquarters",
    "hq",
    "city",
    "bhopal",
  ],
  [
    "hours",
    "open",
    "opening",
    "hour",
    "timing",
    "saturday",
    "sunday",
    "weekend",
    "weekday",
    "monday",
    "friday",
    "closed",
    "holiday",
    "today",
    "tomorrow",
  ],
  ["phone", "call", "telephone", "ring", "whatsapp", "number"],
  ["email", "mail", "e-mail", "inbox"],
  ["contact", "reach", "touch", "message", "talk", "speak", "enquiry", "inquiry"],
  ["human", "person", "agent", "representative", "someone", "somebody", "callback", "real"],
  [
    "security",
    "secure",
    "cybersecurity",
    "cyber",
    "hack",
    "hacker",
    "breach",
    "attack",
    "protect",
    "protection",
    "penetration",
    "pentest",
    "vulnerability",
    "ransomware",
    "firewall",
  ],
  [
    "ai",
    "artificial",
    "intelligence",
    "machine",
    "learning",
    "ml",
    "chatbot",
    "gpt",
    "llm",
    "genai",
    "generative",
    "assistant",
  ],
  ["mobile", "app", "ios", "android", "iphone", "smartphone"],
  ["web", "website", "webpage", "webapp", "landing"],
  ["data", "analytics", "dashboard", "bi", "reporting", "warehouse", "forecast", "forecasting"],
  ["cloud", "aws", "azure", "gcp", "serverless", "hosting"],
  ["devops", "ci", "cd", "cicd", "pipeline", "kubernetes", "docker", "container", "terraform"],
  ["design", "redesign", "ui", "ux", "designer", "prototype", "wireframe", "figma", "usability"],
  ["support", "maintenance", "maintain", "helpdesk", "aftercare", "sla"],
  [
    "career",
    "job",
    "hiring",
    "vacancy",
    "internship",
    "intern",
    "recruit",
    "recruitment",
    "employment",
    "resume",
    "cv",
    "apply",
  ],
  ["company", "founded", "founder", "history", "story", "established", "background", "since"],
  [
    "team",
    "ceo",
    "cto",
    "leadership",
    "leader",
    "director",
    "staff",
    "employee",
    "engineer",
    "developer",
    "people",
  ],
  [
    "ecommerce",
    "commerce",
    "shop",
    "shopping",
    "store",
    "storefront",
    "retail",
    "retailer",
    "marketplace",
  ],
  ["healthcare", "hospital", "health", "medical", "clinic", "patient", "telemedicine", "doctor"],
  ["blog", "article", "post", "insight", "read"],
  ["migrate", "migration", "move", "moving", "shift", "replatform", "re-platforming"],
  ["integrate", "integration", "connect", "existing", "legacy", "erp"],
  ["industry", "sector", "domain", "vertical", "startup", "enterprise", "sme", "size", "small"],
  ["consulting", "consult", "consultant", "advice", "advise", "strategy", "roadmap"],
  [
    "global",
    "international",
    "abroad",
    "worldwide",
    "overseas",
    "country",
    "usa",
    "uk",
    "uae",
    "singapore",
    "australia",
    "europe",
  ],
  ["privacy", "cookie", "tracking", "tracker", "personal"],
  ["portal", "login", "log-in", "signin", "sign-in", "account", "password"],
  ["software", "application", "program", "tool", "platform", "system"],
  ["process", "step", "methodology", "approach", "workflow", "agile", "sprint", "phase"],
];

/** Inflections: plurals and verb endings, longest first, and what each becomes. */
const inflections: readonly (readonly [string, string])[] = [
  ["ies", "y"],
  ["ied", "y"],
  ["sses", "ss"],
  ["ches", "ch"],
  ["shes", "sh"],
  ["xes", "x"],
  ["zes", "z"],
  ["ising", ""],
  ["izing", ""],
  ["ised", ""],
  ["ized", ""],
  ["ings", ""],
  ["ing", ""],
  ["ed", ""],
  ["s", ""],
];

/** Derivations: "migration" → "migrate", "optimise" → "optim", "development" → "develop". */
const derivations: readonly (readonly [string, string])[] = [
  ["isation", ""],
  ["ization", ""],
  ["ational", "ate"],
  ["ation", "ate"],
  ["ment", ""],
  ["ise", ""],
  ["ize", ""],
  ["ly", ""],
];

/** Endings that look like a plural but are not one: "business", "status", "analysis". */
const keepEndings = ["ss", "us", "is", "ys"];

function strip(word: string, rules: readonly (readonly [string, string])[]): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    if (suffix === "s" && keepEndings.some((ending) => word.endsWith(ending))) return word;
    const base = word.slice(0, -suffix.length) + replacement;
    // "apply" is not "app" + "ly": an adverb's stem is at least four letters.
    return base.length >= (suffix === "ly" ? 4 : 3) ? base : word;
  }
  return word;
}

/**
 * A light stemmer: strips an inflection, then a derivation, then a final "e", so "pricing",
 * "price" and "prices" meet, as do "migration", "migrate" and "migrating". Short words and
 * words with digits stay as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const result = strip(strip(word, inflections), derivations);
  return result.length > 4 && result.endsWith("e") ? result.slice(0, -1) : result;
}

/** Phrases written as one word, so they match however a visitor spaces them. */
const phrases: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bhelp ?desks?\b/g, "helpdesk"],
  [/\blog ?in\b/g, "login"],
  [/\bsign ?in\b/g, "signin"],
  [/\bcall ?back\b/g, "callback"],
  [/\bhow much time\b/g, "how long"],
  [/\bhow much\b/g, "cost"],
  // Counting questions: the company's figures, the number of services.
  [/\bhow many\b/g, "howmany"],
];

/** Words of a text: lowercased, accents dropped, "&" read as "and", hyphenated words also joined. */
export function words(text: string): string[] {
  let normal = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/['’]s\b/g, "")
    .replace(/['’]/g, "");
  for (const [pattern, replacement] of phrases) normal = normal.replace(pattern, replacement);
  const result: string[] = [];
  for (const chunk of normal.match(/[a-z0-9]+(?:[-/][a-z0-9]+)*/g) ?? []) {
    const parts = chunk.split(/[-/]/);
    result.push(...parts);
    if (parts.length > 1 && parts.every((part) => /^[a-z]+$/.test(part)))
      result.push(parts.join(""));
  }
  return result;
}

const canonical = new Map<string, string>();
for (const group of synonymGroups) {
  const name = stem(group[0]!);
  for (const word of group) {
    // A hyphenated entry ("e-mail") stands for its joined form ("email"), not its parts.
    const whole = words(word).at(-1);
    if (whole && !stopwords.has(whole)) canonical.set(stem(whole), name);
  }
}

/** The synonym group a stemmed term belongs to, named by the group's first word. */
export function conceptOf(term: string): string | undefined {
  return canonical.get(term);
}

/** A concept term, kept apart from plain words so "price" the concept never counts twice. */
export function conceptTerm(name: string): string {
  return `#${name}`;
}

/** One meaningful word of a text: its stem, and its concept term when it has one. */
export type Token = { term: string; concept: string | undefined };

/** The meaningful words of a text, in order. */
export function tokens(text: string): Token[] {
  const result: Token[] = [];
  for (const word of words(text)) {
    if (word.length < 2 || stopwords.has(word)) continue;
    const term = stem(word);
    const concept = canonical.get(term);
    result.push({ term, concept: concept ? conceptTerm(concept) : undefined });
  }
  return result;
}

/** Two neighbouring words as one term, so "penetration test" outweighs "test" and "web" apart. */
export function pairTerm(first: string, second: string): string {
  return `${first}_${second}`;
}

/**
 * The search terms of a text: each meaningful word's stem, its concept term when it belongs to
 * a synonym group, and each pair of neighbouring stems.
 */
export function terms(text: string): string[] {
  const list = tokens(text);
  const result: string[] = [];
  list.forEach((token, index) => {
    result.push(token.term);
    if (token.concept) result.push(token.concept);
    const next = list[index + 1];
    if (next) result.push(pairTerm(token.term, next.term));
  });
  return result;
}
