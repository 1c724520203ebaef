import { NotFoundBoundary, itemAt, notFoundMeta } from "~/components/not-found";
import { projectEntries } from "~/content/project-entries";
import { projectGallery } from "~/content/project-gallery.server";
import { serviceBySlug } from "~/content/services";
import { pageMeta } from "~/seo";
import { paths } from "~/site";
import { CtaBand } from "~/components/sections/cta-band";
import type { Route } from "./+types/route";
import { ProjectGallery } from "./project-gallery";
import { ProjectHero } from "./project-hero";
import { ProjectResults } from "./project-results";
import { ProjectStory } from "./project-story";
import { ProjectStack } from "./project-stack";
import { RelatedServices } from "./related-services";
import { testimonialForProject } from "~/content/testimonials";

/** Runs at build time for each case study's prerendered page; an unknown slug is a 404. */
export function loader({ pattern }: Route.LoaderArgs) {
  const project = itemAt(projectEntries, paths.project, pattern);
  const services = project.services
    .map((serviceSlug) => serviceBySlug(serviceSlug))
    .filter((service) => service !== undefined);
  // Resolved here, at build time, so the browser's JavaScript carries no gallery pictures.
  return { project, services, gallery: projectGallery(project.slug) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return notFoundMeta;
  const { project } = loaderData;
  return pageMeta({
    title: `${project.title}: Case Study`,
    description: `${project.description} Result: ${project.result}.`,
    path: paths.project(project.slug),
  });
};

export { NotFoundBoundary as ErrorBoundary };

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
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
