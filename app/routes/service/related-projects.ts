import { projects, type Project } from "~/content/projects";

/**
 * The case studies that drew on a service, those where it was the main service first,
 * at most `limit` of them. Each project lists its own services, so adding a case study
 * updates every service page it belongs to.
 */
export function relatedProjects(
  serviceSlug: string,
  list: readonly Project[] = projects,
  limit = 3,
): Project[] {
  const rank = (project: Project) => (project.services as readonly string[]).indexOf(serviceSlug);
  return list
    .filter((project) => rank(project) >= 0)
    .toSorted((a, b) => rank(a) - rank(b))
    .slice(0, limit);
}
