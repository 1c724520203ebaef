import { PageHero } from "~/components/sections/page-hero";
import { Pagination } from "~/components/sections/pagination";
import { CaseStudyList } from "./case-study-list";
import { FeaturedProjects } from "./featured-projects";
import { CtaBand } from "~/components/sections/cta-band";
import type { Route } from "./+types/route";

/** The page's content: it only shows, so it never hydrates (see route.tsx). */
export function ProjectsBody({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
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
