import { preloading, staticPart } from "~/components/lazy-section";
import { NotFoundBoundary, itemAt, notFoundMeta } from "~/components/not-found";
import { projectEntries } from "~/content/project-entries";
import { projectGallery } from "~/content/project-gallery.server";
import { serviceBySlug } from "~/content/services";
import { pageMeta } from "~/seo";
import { paths } from "~/site";
import type { Route } from "./+types/route";

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

const ProjectBody = staticPart("project-page", () =>
  import("./body").then((module) => module.ProjectBody),
);

export const clientMiddleware = [preloading(ProjectBody)];

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  return <ProjectBody loaderData={loaderData} />;
}
