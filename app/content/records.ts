/**
 * A list of records from its keys and one row of values per record: how the Markdown plugin
 * (scripts/markdown-plugin.ts) writes a front matter's list whose items share their keys (a
 * service's capabilities, FAQs, a document's sections), naming the keys once instead of in every
 * item, which is smaller even once compressed.
 */
export const records = (keys: readonly string[], rows: readonly (readonly unknown[])[]) =>
  rows.map((row) => Object.fromEntries(keys.map((key, column) => [key, row[column]])));
