import { Link } from "react-router";
import { Artwork } from "~/components/artwork";
import { Section, SectionHeading } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icons";
import { projects, type ProjectCategory, type ProjectSlug } from "~/content/projects";
import { paths } from "~/site";

/** The three case studies the home page shows, in this order. */
const featuredSlugs = [
  "cloud-migration",
  "ecommerce-platform",
  "security-infrastructure",
] as const satisfies readonly ProjectSlug[];

const featured = featuredSlugs.flatMap((slug) =>
  projects.filter((project) => project.slug === slug),
);

const categoryIcon = {
  "Web Development": "globe",
  "Software Solutions": "code",
  "Data Analytics": "chart",
  Cloud: "cloud",
  Security: "shield",
} as const satisfies Record<ProjectCategory, IconName>;

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
          <li
            key={project.slug}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition duration-300 focus-within:border-primary/60 hover:-translate-y-1 hover:border-primary/60 hover:shadow-xl hover:shadow-primary/10"
          >
            <Artwork
              seed={project.slug}
              icon={categoryIcon[project.category]}
              label={`Illustration for ${project.title}`}
              className="aspect-[16/10] w-full"
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
        ))}
      </ul>
    </Section>
  );
}
