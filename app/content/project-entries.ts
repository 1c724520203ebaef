/**
 * Every case study with its whole page: read at build time by each case study's page and by
 * /projects, and, without its quote, by the chat's index. Cards read only the card
 * fields, from ./projects.ts; this module adds the rest of each file but its gallery, which
 * ./project-gallery.server.ts reads for the case study's page alone.
 */
import type { ProjectEntry } from "./project-schema";
import { projects } from "./projects";
import { type PickedPage, withPages } from "./with-pages";

export type { ProjectEntry, ProjectMetric } from "./project-schema";

// Every case study in order, with the fields that are not the card's (see `projectCardFields`)
// and its body, the challenge; marked pure so that a chunk that does not read them leaves them out.
export const projectEntries = /* @__PURE__ */ withPages<(typeof projects)[number], ProjectEntry>(
  projects,
  import.meta.glob<PickedPage>("./*.md", {
    base: "./projects",
    eager: true,
    import: "page",
    query: { pick: "approach,technologies,results,testimonial", body: "html" },
  }),
  "challengeHtml",
);

/**
 * A case study as the chat's index reads it (app/chat/sections.ts, from the same files): not its
 * quote, which the home page's testimonials stand for.
 */
export type ProjectReading = Omit<ProjectEntry, "testimonial">;
