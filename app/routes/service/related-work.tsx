import { Link } from "react-router";
import { ProjectCard } from "~/components/project-card";
import { Section, SectionHeading } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { relatedProjects } from "./related-projects";
import type { Service } from "~/content/services";
import { paths } from "~/site";

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
