/**
 * Every case study with its whole page: read at build time by each case study's page and by
 * /projects, and, without its results and quote, by the chat's index. Cards read only the card
 * fields, from ./projects.ts; this module adds the rest of each file but its gallery, which
 * ./project-gallery.server.ts reads for the case study's page alone.
 */
import type { ProjectEntry } from "./project-schema";
import { projects } from "./projects";

export type { ProjectEntry, ProjectMetric } from "./project-schema";

const bodies = import.meta.glob<string>("./projects/*.md", { eager: true, import: "html" });

/**
 * Every case study in order: its card's fields, the fields `pages` picked from its file, and its
 * body (the challenge). Unchecked here, so the schema stays out of the browser: every build checks
 * the files first (app/routes.ts reads them through scripts/content-files.ts, and a wrong field
 * stops it there).
 */
function joined<T>(pages: Record<string, Record<string, unknown>>): readonly T[] {
  return projects.map(
    (project) =>
      ({
        ...project,
        ...pages[`./projects/${project.slug}.md`],
        challengeHtml: bodies[`./projects/${project.slug}.md`] ?? "",
      }) as unknown as T,
  );
}

// The fields that are not the card's (see `projectCardFields`), marked pure so that a chunk that
// does not read them leaves them out.
export const projectEntries = /* @__PURE__ */ joined<ProjectEntry>(
  import.meta.glob("./projects/*.md", {
    eager: true,
    import: "frontmatter",
    query: { pick: "approach,technologies,results,testimonial" },
  }),
);

/**
 * A case study as the chat's index reads it (app/chat/sections.ts, from the same files): not its
 * results and quote, which its card's result and the home page's testimonials stand for.
 */
export type ProjectReading = Omit<ProjectEntry, "results" | "testimonial">;
