/**
 * A small BM25 search over the chat's documents. Titles count three times, keywords twice,
 * the body once; concept terms (a synonym group's shared name) weigh a little less than the
 * word the visitor actually typed, so an exact word still wins a tie, and two neighbouring
 * words that also stand together in a document add their own weight.
 */
import { pairTerm, terms, tokens } from "./text";

export type Searchable = { id: string; title: string; keywords: string; body: string };

export type Hit<D> = {
  document: D;
  score: number;
  /** The share of the question's words (weighted by rarity) this document matched, 0 to 1. */
  coverage: number;
  /** The question's words (stems) this document matched, itself or through its concept. */
  matchedWords: ReadonlySet<string>;
  /** The question's concept terms this document has. */
  matchedConcepts: ReadonlySet<string>;
};

export type SearchOptions = {
  /** A multiplier per query term (a stem or a concept term); 1 by default. */
  boost?: (term: string) => number;
};

export type SearchIndex<D> = {
  documents: readonly D[];
  search(query: string, options?: SearchOptions): Hit<D>[];
};

const K1 = 1.2;
const B = 0.75;
const FIELD_WEIGHTS = { title: 3, keywords: 2, body: 1 } as const;
/** How much a concept term counts against the typed word. */
const CONCEPT_WEIGHT = 0.7;
/** How much a pair of neighbouring words counts, on top of the two words themselves. */
const PAIR_WEIGHT = 1;

/** Term frequencies of a document, with its fields weighted. */
function weightedCounts(document: Searchable): Map<string, number> {
  const counts = new Map<string, number>();
  for (const field of ["title", "keywords", "body"] as const) {
    for (const term of terms(document[field])) {
      counts.set(term, (counts.get(term) ?? 0) + FIELD_WEIGHTS[field]);
    }
  }
  return counts;
}

export function createIndex<D extends Searchable>(documents: readonly D[]): SearchIndex<D> {
  const counts = documents.map(weightedCounts);
  const lengths = counts.map((map) => [...map.values()].reduce((sum, count) => sum + count, 0));
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / documents.length || 1;
  const documentFrequency = new Map<string, number>();
  for (const map of counts) {
    for (const term of map.keys()) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const total = documents.length;
  /** BM25's inverse document frequency; a term no document has gets the rarest weight. */
  const idf = (term: string) => {
    const frequency = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
  };

  return {
    documents,
    search(query, { boost = () => 1 } = {}) {
      const queryTokens = tokens(query);
      // Each distinct word once: repeating a word should not shout over the rest.
      const words = new Map<string, string | undefined>();
      for (const token of queryTokens) words.set(token.term, token.concept);
      const pairs = new Set(
        queryTokens.slice(1).map((token, index) => pairTerm(queryTokens[index]!.term, token.term)),
      );
      const totalWeight = [...words.keys()].reduce((sum, term) => sum + idf(term), 0);
      if (totalWeight === 0) return [];

      const hits: Hit<D>[] = [];
      documents.forEach((document, index) => {
        const map = counts[index]!;
        const norm = K1 * (1 - B + (B * lengths[index]!) / averageLength);
        const bm25 = (term: string, weight: number) => {
          const frequency = map.get(term);
          return frequency ? (weight * idf(term) * frequency * (K1 + 1)) / (frequency + norm) : 0;
        };
        let score = 0;
        let covered = 0;
        const matchedWords = new Set<string>();
        const matchedConcepts = new Set<string>();
        for (const [term, concept] of words) {
          const own = bm25(term, boost(term));
          score += own;
          const viaConcept = concept !== undefined && map.has(concept);
          if (viaConcept && !matchedConcepts.has(concept)) {
            matchedConcepts.add(concept);
            score += bm25(concept, CONCEPT_WEIGHT * boost(concept));
          }
          if (own > 0 || viaConcept) {
            covered += idf(term);
            matchedWords.add(term);
          }
        }
        for (const pair of pairs) score += bm25(pair, PAIR_WEIGHT);
        if (score > 0) {
          hits.push({
            document,
            score,
            coverage: covered / totalWeight,
            matchedWords,
            matchedConcepts,
          });
        }
      });
      return hits.sort((a, b) => b.score - a.score || a.document.id.localeCompare(b.document.id));
    },
  };
}
