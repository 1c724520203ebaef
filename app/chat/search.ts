/**
 * The chat's full-text search: MiniSearch's ranking (BM25 per field, with a floor for any
 * match; prefix and fuzzy matches of each term weighted down; the terms' results added up) over
 * MiniSearch's own term tree, written for what the chat asks of it. The chat's index is built
 * once and never changes, and its sections are already reduced to their terms, so the library's
 * other parts (tokenising, removing and updating documents, saving and loading, suggestions,
 * query expressions) were downloaded for nothing. A test checks that it ranks as MiniSearch does.
 */
import SearchableMap from "minisearch/SearchableMap";

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

type Found = { score: number; terms: string[]; match: Record<string, string[]> };

/** Indexes the documents; returns the function that searches them (terms separated by spaces). */
export function createSearch(documents: readonly SearchDocument[], options: SearchOptions) {
  /** term → field → document → how often the term is in the field */
  const index = new SearchableMap<Map<number, Map<number, number>>>();
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
        const fields = index.fetch(term, () => new Map());
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
    data?: Map<number, Map<number, number>>,
  ) => {
    options.fields.forEach(([name, boost], field) => {
      const counts = data?.get(field);
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

  /** One term's documents: the term itself, then its longer forms, then its look-alikes. */
  const termResults = (term: string) => {
    const results = new Map<number, Found>();
    add(results, term, term, 1, index.get(term));
    const typos = options.fuzzy(term);
    const fuzzy = typos ? index.fuzzyGet(term, typos) : undefined;
    if (options.prefix(term)) {
      for (const [form, data] of index.atPrefix(term)) {
        const distance = form.length - term.length;
        if (!distance) continue;
        fuzzy?.delete(form);
        add(
          results,
          term,
          form,
          (PREFIX_WEIGHT * form.length) / (form.length + 0.3 * distance),
          data,
        );
      }
    }
    for (const [form, [data, distance]] of fuzzy ?? []) {
      if (distance)
        add(results, term, form, (FUZZY_WEIGHT * form.length) / (form.length + distance), data);
    }
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
