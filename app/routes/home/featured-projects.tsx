import { ProjectCard } from "~/components/project-card";
import { Section, SectionHeading } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { featuredProjects } from "~/content/projects";
import { paths } from "~/site";

/** The case studies the home page shows: those whose file says `featured: [home]`, in order. */
const featured = featuredProjects("home");

export function FeaturedProjects() {
  return (
    <Section id="featured-projects">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading
          id="featured-projects"
          align="start"
          eyebrow="Case studies"
          title="Featured Projects"
          lead="A few of the systems we have built, migrated and secured, and what they changed."
        />
        <ButtonLink to={paths.projects} variant="secondary" className="self-start sm:self-auto">
          View all projects
          <Icon name="arrowRight" className="size-4" />
        </ButtonLink>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {featured.map((project) => (
          <ProjectCard key={project.slug} project={project} />
        ))}
      </ul>
    </Section>
  );
}
