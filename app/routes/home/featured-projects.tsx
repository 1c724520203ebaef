import { ProjectCard } from "~/components/project-card";
import { Section } from "~/components/sections/section";
import { featuredProjects } from "~/content/projects";
import { paths } from "~/site";

/** The case studies the home page shows: those whose file says `featured: [home]`, in order. */
const featured = featuredProjects("home");

export function FeaturedProjects() {
  return (
    <Section
      id="featured-projects"
      eyebrow="Case studies"
      title="Featured Projects"
      lead="A few of the systems we have built, migrated and secured, and what they changed."
      action={{ to: paths.projects, label: "View all projects" }}
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {featured.map((project) => (
          <ProjectCard key={project.slug} project={project} />
        ))}
      </ul>
    </Section>
  );
}
