import { CtaBand } from "~/components/sections/cta-band";
import { ProjectGallery } from "./project-gallery";
import { ProjectHero } from "./project-hero";
import { ProjectResults } from "./project-results";
import { ProjectStory } from "./project-story";
import { ProjectStack } from "./project-stack";
import { RelatedServices } from "./related-services";
import { testimonialForProject } from "~/content/testimonials";
import type { Route } from "./+types/route";

/** The page's content: it only shows, so it never hydrates (see route.tsx). */
export function ProjectBody({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { project, services, gallery } = loaderData;
  return (
    <>
      <ProjectHero project={project} services={services} />
      <ProjectResults results={project.results} />
      <ProjectStory project={project} />
      <ProjectGallery pictures={gallery} />
      <ProjectStack
        technologies={project.technologies}
        testimonial={project.testimonial}
        speaker={testimonialForProject(project.slug)}
      />
      <RelatedServices services={services} />
      <CtaBand
        title="Facing a similar challenge?"
        lead="Tell us where you are today and what you need to change. We will reply within one working day with an honest first assessment."
        quote
      />
    </>
  );
}
