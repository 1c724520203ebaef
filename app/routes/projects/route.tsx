import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { useLoaderData } from "react-router";
import { projectEntries } from "~/content/project-entries";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import { CaseStudyList } from "./case-study-list";
import { FeaturedProjects, featuredSlugs } from "./featured-projects";
import { QuoteLink } from "~/components/quote-button";
import { CtaBand, onBandOutlineClass } from "~/components/sections/cta-band";

/** Build time only: the case studies arrive as page data, not in the page's JavaScript. */
export function loader() {
  return { projects: projectEntries };
}

export const meta = ({ loaderData }: { loaderData?: ReturnType<typeof loader> }) =>
  pageMeta({
    title: "Featured Projects",
    description: `Case studies from ${site.name}: ${loaderData?.projects.length ?? "our"} projects in e-commerce, healthcare, AI analytics, cloud migration and security, with the results our clients measured.`,
    path: paths.projects,
  });

export default function ProjectsPage() {
  const { projects } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Our Work"
        title="Projects that deliver measurable results"
        lead="From hospital networks to fashion retailers, we build software that solves real problems. Explore what we delivered and what changed for each client."
      />
      <FeaturedProjects projects={projects} />
      <CaseStudyList
        projects={projects.filter((project) => !featuredSlugs.includes(project.slug))}
      />
      <CtaBand
        title="Have a project in mind?"
        lead="Tell us where you are today and where you want to be. We will reply within one working day with an honest assessment and next steps."
      >
        <ButtonLink to={paths.contact} variant="inverse" size="lg">
          Contact Us
          <Icon name="arrowRight" className="size-4" />
        </ButtonLink>
        <QuoteLink className={onBandOutlineClass}>Get a Quote</QuoteLink>
      </CtaBand>
    </>
  );
}
