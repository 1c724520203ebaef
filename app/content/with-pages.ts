/** What the Markdown plugin's `?pick=…&body=…` gives of a file: the picked fields and the body. */
export type PickedPage = { frontmatter: Record<string, unknown>; body: string };

/**
 * A collection's cards, each with what its Markdown file adds (`pages`, as `import.meta.glob` keys
 * them with the collection's folder as its `base`: "./<slug>.md"): the front-matter fields picked
 * from it and its body (as HTML or as the chat's searched words) under `bodyName`. Unchecked here,
 * so the schemas stay out of the browser: every build checks the files first (app/routes.ts reads
 * them through scripts/content-files.ts, and a wrong field stops it there).
 */
export function withPages<Card extends { slug: string }, Page>(
  cards: readonly Card[],
  pages: Record<string, PickedPage>,
  bodyName: string,
): Page[] {
  return cards.map((card) => {
    const page = pages[`./${card.slug}.md`];
    return { ...card, ...page?.frontmatter, [bodyName]: page?.body ?? "" } as unknown as Page;
  });
}
