import { preloading, staticPart } from "~/components/lazy-section";
import { projectEntries } from "~/content/project-entries";
import { projectListPages } from "~/content/project-schema";
import { pageMeta } from "~/seo";
import { paths, routeAddress, site } from "~/site";
import type { Route } from "./+types/route";

/**
 * /projects and /projects/page/{n}: one module, one route per page (see routes.ts). Build time
 * only: the case studies arrive as page data, not in the page's JavaScript. The first page shows
 * "Featured Projects" and the first page's worth of the rest; each further page the next.
 */
export function loader({ pattern }: Route.LoaderArgs) {
  const pages = projectListPages(projectEntries);
  const index = Math.max(
    0,
    pages.findIndex((_, n) => paths.projectsPage(n + 1) === routeAddress(pattern)),
  );
  return {
    projects: projectEntries,
    listed: pages[index] ?? [],
    page: index + 1,
    pages: pages.length,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.page > 1 ? `Featured Projects, page ${loaderData.page}` : "Featured Projects",
    description: `Case studies from ${site.name}: ${loaderData.projects.length} projects in e-commerce, healthcare, AI analytics, cloud migration and security, with the results our clients measured.`,
    path: paths.projectsPage(loaderData.page),
  });

const ProjectsBody = staticPart("projects-page", () =>
  import("./body").then((module) => module.ProjectsBody),
);

export const clientMiddleware = [preloading(ProjectsBody)];

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  return <ProjectsBody loaderData={loaderData} />;
}
