import { Link } from "react-router";
import { Artwork } from "~/components/artwork";
import { Section, SectionHeading } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import type { Project } from "~/content/projects";
import { relatedProjects } from "./related-projects";
import type { Service } from "~/content/services";
import { paths } from "~/site";

function ProjectCard({ project }: { project: Project }) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition duration-300 focus-within:border-primary/60 hover:border-primary/60 hover:shadow-xl hover:shadow-primary/10 motion-safe:hover:-translate-y-1">
      <Artwork
        seed={project.slug}
        icon={project.icon}
        label={`Illustration for ${project.title}`}
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="self-start rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
          {project.category}
        </p>
        <h3 className="mt-4 text-xl font-semibold tracking-tight">
          <Link
            to={paths.project(project.slug)}
            className="rounded-sm outline-offset-4 before:absolute before:inset-0 before:rounded-2xl"
          >
            {project.title}
          </Link>
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

/** Case studies where this service did the work, or a way to all of them when there is none. */
export function RelatedWork({ service }: { service: Service }) {
  const projects = relatedProjects(service.slug);
  return (
    <Section id="related-work" className="border-t border-border bg-surface/50">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading
          id="related-work"
          align="start"
          eyebrow="Case studies"
          title={`${service.title} in practice`}
          lead={
            projects.length > 0
              ? "Real projects where this practice did the work, and what changed for the client."
              : "See what our teams have delivered across other services, from cloud migrations to AI dashboards."
          }
        />
        <ButtonLink to={paths.projects} variant="secondary" className="self-start sm:self-auto">
          View all projects
          <Icon name="arrowRight" className="size-4" />
        </ButtonLink>
      </div>
      {projects.length > 0 ? (
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <ProjectCard key={project.slug} project={project} />
          ))}
        </ul>
      ) : (
        <div className="mt-12 flex flex-col items-start gap-5 rounded-2xl border border-dashed border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <p className="max-w-2xl text-muted">
            Our {service.title} case studies are still being written up with our clients. Ask us for
            references and we will put you in touch with a client we have built for.
          </p>
          <Link
            to={paths.contact}
            className="inline-flex shrink-0 items-center gap-1.5 rounded-full text-sm font-semibold text-primary transition-colors hover:text-primary-strong"
          >
            Ask for references
            <Icon name="arrowRight" className="size-4" />
          </Link>
        </div>
      )}
    </Section>
  );
}
