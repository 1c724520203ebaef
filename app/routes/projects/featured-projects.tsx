import { useId } from "react";
import { cardSizes } from "~/components/picture";
import { Section } from "~/components/sections/section";
import { CardGrid } from "~/components/sections/card-grid";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { featuredProjects, type Project } from "~/content/projects";
import { paths, redirects } from "~/site";
import { ProjectCover } from "~/components/project-card";
import { CardLink } from "~/components/ui/card-link";
import { titleWords } from "~/components/ui/title-words";

/**
 * The case studies featured on /projects (those whose file says `featured: [projects]`), and the
 * addresses their cards link to: a published address that redirects to the case study (the
 * e-commerce card's /projects/e-commerce) is kept.
 */
const featured = featuredProjects("projects").map((project) => ({
  slug: project.slug,
  href:
    Object.keys(redirects).find((from) => redirects[from] === paths.project(project.slug)) ??
    paths.project(project.slug),
}));

function FeaturedProjectCard({ project, href }: { project: Project; href: string }) {
  const id = useId();
  // Shown on hover, on keyboard focus, and always on screens that cannot hover. Only faded out
  // otherwise, so it stays part of the link's name for screen readers.
  const reveal =
    "group-hover:translate-y-0 group-hover:opacity-100 group-focus-within:translate-y-0 group-focus-within:opacity-100 [@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100";
  return (
    <li className="group relative flex flex-col rounded-2xl border border-border bg-surface shadow-sm transition duration-300 focus-within:border-primary/50 hover:border-primary/50 hover:shadow-xl hover:shadow-primary/10 motion-safe:hover:-translate-y-1">
      {/* The card itself does not clip, so the link's focus ring shows around it. */}
      <div className="relative overflow-hidden rounded-t-[calc(var(--radius-2xl)-1px)]">
        <ProjectCover project={project} sizes={cardSizes} className="aspect-[16/10]" />
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-slate-950/75 via-slate-950/25 to-transparent opacity-0 transition-opacity duration-300 group-focus-within:opacity-100 group-hover:opacity-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-accent">{project.category}</p>
        <h3 className="mt-2 text-xl font-semibold tracking-tight">{titleWords(project.title)}</h3>
        <p id={`${id}-description`} className="mt-3 text-sm/6 text-muted">
          {project.description}
        </p>
        <p className="mt-auto flex items-center gap-2 pt-5 text-sm font-medium">
          <Icon name="check" className="size-4 shrink-0 text-accent" />
          {project.result}
        </p>
      </div>
      {/* The whole card is the link; its name is the title and 'View Details'. */}
      <CardLink
        to={href}
        title={project.title}
        describedBy={`${id}-description`}
        className="flex flex-col"
      >
        <span className="relative block aspect-[16/10]">
          <span
            className={`absolute right-4 bottom-4 inline-flex translate-y-2 items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 opacity-0 shadow-lg transition-[opacity,translate] duration-300 ${reveal}`}
          >
            View Details
            <Icon name="arrowRight" className="size-4" />
          </span>
        </span>
      </CardLink>
    </li>
  );
}

/** 'Featured Projects': three case studies as cards, and the way to all of them. */
export function FeaturedProjects({ projects }: { projects: readonly Project[] }) {
  return (
    <Section
      id="featured-projects"
      className="pt-4 sm:pt-8"
      eyebrow="Selected work"
      title="Featured Projects"
      lead="A few of the products and platforms we have designed, built and run for our clients, with the results they measured."
    >
      <CardGrid>
        {featured.map(({ slug, href }) => (
          <FeaturedProjectCard
            key={slug}
            project={projects.find((project) => project.slug === slug)!}
            href={href}
          />
        ))}
      </CardGrid>
      <div className="mt-12 flex justify-center">
        {/* To the case studies past these, listed below; /projects itself while there are none. */}
        <ButtonLink
          to={projects.length > featured.length ? `${paths.projects}#case-studies` : paths.projects}
          variant="secondary"
          size="lg"
          arrow
        >
          View All Projects
        </ButtonLink>
      </div>
    </Section>
  );
}
