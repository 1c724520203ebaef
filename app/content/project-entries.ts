/**
 * Every case study with its whole page: read at build time by each case study's page and by
 * /projects, and by the chat's index. Cards read only the card fields, from ./projects.ts; this
 * module adds the rest of each file but its gallery, which ./project-gallery.server.ts reads for
 * the case study's page alone.
 */
import type { ProjectEntry } from "./project-schema";
import { projects } from "./projects";

export type { ProjectEntry, ProjectMetric } from "./project-schema";

// The fields that are not the card's (see `projectCardFields`), and the body: the challenge.
const pages = import.meta.glob<Record<string, unknown>>("./projects/*.md", {
  eager: true,
  import: "frontmatter",
  query: { pick: "approach,technologies,results,testimonial" },
});
const bodies = import.meta.glob<string>("./projects/*.md", { eager: true, import: "html" });

/**
 * Every case study in order, each with its page's content. Unchecked here, so the schema stays
 * out of the browser: every build checks the files first (app/routes.ts reads them through
 * scripts/content-files.ts, and a wrong field stops it there).
 */
export const projectEntries: readonly ProjectEntry[] = projects.map(
  (project) =>
    ({
      ...project,
      ...pages[`./projects/${project.slug}.md`],
      challengeHtml: bodies[`./projects/${project.slug}.md`] ?? "",
    }) as unknown as ProjectEntry,
);
