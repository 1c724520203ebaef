/**
 * The services, one collection: a service is one Markdown file in ./services, checked by
 * ./service-schema.ts when the site is built. Lists, cards and links read the services' card
 * fields from here, so the browser never loads a service's whole page to draw a card; a service's
 * page, the chat and the build read whole entries from ./service-entries.ts.
 */
import { slugFromFile } from "../text.ts";
import type { Service } from "./service-schema";

export type { Service } from "./service-schema";

// Only the card fields of each file (the plugin picks them): the same list as `cardFields`.
const cards = import.meta.glob<Record<string, unknown>>("./services/*.md", {
  eager: true,
  import: "frontmatter",
  query: { pick: "title,order,featured,icon,description,features" },
});

/** Every service, in the order the Services page shows them. */
export const services: readonly Service[] = Object.entries(cards)
  .map(
    ([file, card]) =>
      ({ slug: slugFromFile(file), featured: false, ...card }) as unknown as Service,
  )
  .toSorted((a, b) => a.order - b.order);

export function serviceBySlug(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
