/**
 * A collection's cards, each with what its Markdown file adds: the front matter fields `pages`
 * picked from it and its body (`bodies`, as HTML or as the chat's searched words) under
 * `bodyName`. `file` names a card's file as `import.meta.glob` keys it. Unchecked here, so the
 * schemas stay out of the browser: every build checks the files first (app/routes.ts reads them
 * through scripts/content-files.ts, and a wrong field stops it there).
 */
export function withPages<Card extends { slug: string }, Page>(
  cards: readonly Card[],
  file: (slug: string) => string,
  pages: Record<string, Record<string, unknown>>,
  bodies: Record<string, string>,
  bodyName: string,
): Page[] {
  return cards.map(
    (card) =>
      ({
        ...card,
        ...pages[file(card.slug)],
        [bodyName]: bodies[file(card.slug)] ?? "",
      }) as unknown as Page,
  );
}
