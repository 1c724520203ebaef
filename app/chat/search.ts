/**
 * The chat's full-text search: MiniSearch's ranking (BM25 per field, with a floor for any
 * match; prefix and fuzzy matches of each term weighted down; the terms' results added up),
 * written for what the chat asks of it. The chat's index is built once and never changes, and its
 * sections are already reduced to their terms (under two thousand), so a map of them, gone
 * through for a term's longer forms and look-alikes, does the work of the library's term tree,
 * and the library's other parts (tokenising, removing and updating documents, saving and
 * loading, suggestions, query expressions) were downloaded for nothing. A test checks that it
 * ranks as MiniSearch does (docs/decisions/011-chat-search-over-searchable-map.md).
 */

/** A document's terms in each field, as the index reads them: separated by one space. */
export type SearchDocument = { id: string; fields: readonly string[] };

/** A document found: its id, its score, and for each matched term the fields it was in. */
export type SearchHit = { id: string; score: number; match: Record<string, string[]> };

export type SearchOptions = {
  /** Each field's name and weight, in the order of `SearchDocument.fields`. */
  fields: readonly (readonly [string, number])[];
  /** Typos allowed in a term of this length (0 for none); a term is also a prefix when… */
  fuzzy: (term: string) => number;
  /** …this says so. */
  prefix: (term: string) => boolean;
  /** A document's weight. */
  boostDocument: (id: string) => number;
};

/** BM25's k and b, the floor d, and the weights of a prefix and of a fuzzy match (MiniSearch's). */
const k = 1.2;
const b = 0.7;
const d = 0.5;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/**
 * The edit distance of `a` and `b`, or `limit + 1` as soon as it must be more than `limit`. Each
 * letter added, dropped or changed counts one (MiniSearch's distance), unless `typed` gives what
 * typing one letter for another costs: then two swapped neighbours count one too ("andriod").
 */
export function editDistance(
  a: string,
  b: string,
  limit: number,
  typed?: (x: string, y: string) => number,
): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const x = a[i - 1]!;
      const y = b[j - 1]!;
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (x === y ? 0 : typed ? typed(x, y) : 1),
      );
      if (typed && i > 1 && j > 1 && x === b[j - 2] && a[i - 2] === y) {
        row[j] = Math.min(row[j]!, before[j - 2]! + 1);
      }
    }
    if (Math.min(...row) > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** A term's documents, by field: field → document → how often the term is in the field. */
type Data = Map<number, Map<number, number>>;

type Found = { score: number; terms: string[]; match: Record<string, string[]> };

/** Indexes the documents; returns the function that searches them (terms separated by spaces). */
export function createSearch(documents: readonly SearchDocument[], options: SearchOptions) {
  /** Each term's documents. */
  const index = new Map<string, Data>();
  /** Each document's number of distinct terms in each field, and each field's average. */
  const lengths: number[][] = [];
  const averages: number[] = [];
  documents.forEach((document, doc) => {
    lengths[doc] = [];
    document.fields.forEach((text, field) => {
      const terms = text.split(" ");
      const length = new Set(terms).size;
      lengths[doc]![field] = length;
      averages[field] = ((averages[field] ?? 0) * doc + length) / (doc + 1);
      for (const term of terms) {
        if (!term) continue;
        const fields = index.get(term) ?? index.set(term, new Map()).get(term)!;
        const counts = fields.get(field) ?? fields.set(field, new Map()).get(field)!;
        counts.set(doc, (counts.get(doc) ?? 0) + 1);
      }
    });
  });

  /** Adds to `results` the documents a (prefix or fuzzy) form of a query's term is in. */
  const add = (
    results: Map<number, Found>,
    term: string,
    form: string,
    weight: number,
    data: Data,
  ) => {
    options.fields.forEach(([name, boost], field) => {
      const counts = data.get(field);
      if (!counts) return;
      const idf = Math.log(1 + (documents.length - counts.size + 0.5) / (counts.size + 0.5));
      for (const [doc, frequency] of counts) {
        const documentBoost = options.boostDocument(documents[doc]!.id);
        if (!documentBoost) continue;
        const length = lengths[doc]![field]!;
        const bm25 =
          idf *
          (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / averages[field]!)));
        const score = weight * boost * documentBoost * bm25;
        const found = results.get(doc);
        if (!found) {
          results.set(doc, { score, terms: [term], match: { [form]: [name] } });
          continue;
        }
        found.score += score;
        if (!found.terms.includes(term)) found.terms.push(term);
        if (Object.hasOwn(found.match, form)) found.match[form]!.push(name);
        else found.match[form] = [name];
      }
    });
  };

  /**
   * A term's forms in the index, each with its weight: the term itself, then its longer forms,
   * then its look-alikes (found once per term: the index never changes).
   */
  const forms = new Map<string, [string, number, Data][]>();
  const formsOf = (term: string) => {
    const typos = options.fuzzy(term);
    const prefix = options.prefix(term);
    const found: [string, number, Data][] = [];
    const alike: [string, number, Data][] = [];
    for (const [form, data] of index) {
      const longer = form.length - term.length;
      if (form === term) found.unshift([form, 1, data]);
      else if (prefix && longer && form.startsWith(term)) {
        found.push([form, (PREFIX_WEIGHT * form.length) / (form.length + 0.3 * longer), data]);
      } else if (typos) {
        const distance = editDistance(term, form, typos);
        if (distance <= typos) {
          alike.push([form, (FUZZY_WEIGHT * form.length) / (form.length + distance), data]);
        }
      }
    }
    return [...found, ...alike];
  };

  /** One term's documents. */
  const termResults = (term: string) => {
    const results = new Map<number, Found>();
    const found = forms.get(term) ?? forms.set(term, formsOf(term)).get(term)!;
    for (const [form, weight, data] of found) add(results, term, form, weight, data);
    return results;
  };

  return (query: string): SearchHit[] => {
    const all = query
      .split(" ")
      .filter(Boolean)
      .map(termResults)
      .reduce((into, results) => {
        for (const [doc, found] of results) {
          const existing = into.get(doc);
          if (!existing) {
            into.set(doc, found);
            continue;
          }
          existing.score = existing.score + found.score;
          Object.assign(existing.match, found.match);
          for (const term of found.terms)
            if (!existing.terms.includes(term)) existing.terms.push(term);
        }
        return into;
      }, new Map<number, Found>());
    // (a document scores more for each of the query's terms it has)
    return [...all]
      .map(([doc, found]) => ({
        id: documents[doc]!.id,
        score: found.score * (found.terms.length || 1),
        match: found.match,
      }))
      .sort((x, y) => y.score - x.score);
  };
}
