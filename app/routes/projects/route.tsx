import { PageHero } from "~/components/sections/page-hero";
import { Pagination } from "~/components/sections/pagination";
import { projectEntries } from "~/content/project-entries";
import { projectListPages } from "~/content/project-schema";
import { pageMeta } from "~/seo";
import { paths, routeAddress, site } from "~/site";
import type { Route } from "./+types/route";
import { CaseStudyList } from "./case-study-list";
import { FeaturedProjects } from "./featured-projects";
import { CtaBand } from "~/components/sections/cta-band";

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

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { projects, listed, page, pages } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Our Work"
        title="Projects that deliver measurable results"
        lead="From hospital networks to fashion retailers, we build software that solves real problems. Explore what we delivered and what changed for each client."
      />
      {page === 1 && <FeaturedProjects projects={projects} />}
      <CaseStudyList projects={listed}>
        <Pagination listing="projects" page={page} pages={pages} />
      </CaseStudyList>
      <CtaBand
        title="Have a project in mind?"
        lead="Tell us where you are today and where you want to be. We will reply within one working day with an honest assessment and next steps."
        quote
      />
    </>
  );
}
