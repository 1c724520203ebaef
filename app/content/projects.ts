/**
 * The case studies, one collection: a case study is one Markdown file in ./projects, checked by
 * ./project-schema.ts when the site is built. Cards and lists read the case studies' card fields
 * from here; a case study's page, /projects and the chat read whole entries from
 * ./project-entries.ts.
 */
import { slugFromFile } from "../text.ts";
import type { Project } from "./project-schema";

export type { Project } from "./project-schema";

// Only the card fields of each file (the plugin picks them): the same list as `projectCardFields`.
const cards = import.meta.glob<Record<string, unknown>>("./projects/*.md", {
  eager: true,
  import: "frontmatter",
  query: {
    pick: "title,order,featured,category,description,client,result,icon,duration,cover,coverAlt,clientLogo,clientLogoAlt,services",
  },
});

/** Every case study, in order. */
export const projects: readonly Project[] = Object.entries(cards)
  .map(
    ([file, card]) => ({ slug: slugFromFile(file), featured: [], ...card }) as unknown as Project,
  )
  .toSorted((a, b) => a.order - b.order);

/** The case studies featured in a place, in order. */
export function featuredProjects(place: "home" | "projects"): Project[] {
  return projects.filter((project) => project.featured.includes(place));
}
