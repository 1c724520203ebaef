import { TitleLink } from "./ui/card-link";
import { projectCover } from "~/content/project-pictures";
import type { Project } from "~/content/projects";
import { paths } from "~/site";
import { Artwork } from "./artwork";
import { Picture } from "./picture";
import { Icon } from "./ui/icons";

/** A case study's cover picture; without one, its drawn artwork in the same frame. */
export function ProjectCover({
  project,
  sizes,
  className,
  priority,
}: {
  project: Project;
  sizes: string;
  className: string;
  priority?: boolean;
}) {
  return (
    <Picture
      picture={projectCover(project)}
      sizes={sizes}
      priority={priority}
      className={className}
      fallback={
        <Artwork
          seed={project.slug}
          icon={project.icon}
          label={`Illustration for ${project.title}`}
          className={className}
        />
      }
    />
  );
}

/** A case study as a card: picture, category, title (the link), summary and headline result. */
export function ProjectCard({
  project,
  sizes = "(min-width: 1024px) 600px, (min-width: 768px) 46vw, 92vw",
}: {
  project: Project;
  /**
   * How wide the card is shown. By default wide enough for grids that put one, two or three
   * cards in a row (a service's related work adapts to how many there are).
   */
  sizes?: string;
}) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition duration-300 focus-within:border-primary/60 hover:border-primary/60 hover:shadow-xl hover:shadow-primary/10 motion-safe:hover:-translate-y-1">
      <ProjectCover project={project} sizes={sizes} className="aspect-[16/10] w-full" />
      <div className="flex flex-1 flex-col p-6">
        <p className="self-start rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
          {project.category}
        </p>
        <h3 className="mt-4 text-xl font-semibold tracking-tight">
          <TitleLink to={paths.project(project.slug)}>{project.title}</TitleLink>
        </h3>
        <p className="mt-3 flex-1 text-muted">{project.description}</p>
        <p className="mt-6 flex items-center gap-2 border-t border-border pt-5 text-sm font-semibold">
          <Icon name="chart" className="size-4 shrink-0 text-accent" />
          {project.result}
        </p>
      </div>
    </li>
  );
}
