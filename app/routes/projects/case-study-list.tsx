import type { ReactNode } from "react";
import { useId } from "react";
import { Section } from "~/components/sections/section";
import type { ProjectEntry } from "~/content/project-entries";
import { paths } from "~/site";
import { ProjectCover } from "~/components/project-card";
import { CardLink, CardArrow } from "~/components/ui/card-link";
import { titleWords } from "~/components/ui/title-words";

function CaseStudyRow({ project }: { project: ProjectEntry }) {
  const id = useId();
  const [headline] = project.results;
  return (
    <li className="group relative grid gap-6 rounded-2xl border border-border bg-background p-4 transition duration-300 focus-within:border-primary/50 hover:border-primary/50 hover:shadow-xl hover:shadow-primary/10 sm:grid-cols-[14rem_1fr] sm:p-5 lg:grid-cols-[16rem_1fr_13rem] lg:items-center">
      <ProjectCover
        project={project}
        sizes="(min-width: 1024px) 256px, (min-width: 640px) 224px, 92vw"
        className="aspect-[16/10] rounded-xl"
      />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-accent">{project.category}</span>
          <span aria-hidden="true" className="text-border">
            |
          </span>
          <span className="text-muted">{project.duration}</span>
        </p>
        <h3 className="mt-2 text-xl font-semibold tracking-tight transition-colors group-hover:text-primary">
          {titleWords(project.title)}
        </h3>
        <p className="mt-1 text-sm text-muted">{project.client}</p>
        <p id={`${id}-description`} className="mt-3 text-sm/6">
          {project.description}
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-border pt-4 sm:col-span-2 lg:col-span-1 lg:flex-col lg:items-start lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
        <p>
          <span className="block text-3xl font-bold tracking-tight whitespace-nowrap text-primary">
            {headline.value}
          </span>
          <span className="text-sm text-muted">{headline.label}</span>
        </p>
        <span className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-primary">
          Read case study
          <CardArrow />
        </span>
      </div>
      {/* The whole card is the link, named by the title. */}
      <CardLink
        to={paths.project(project.slug)}
        title={project.title}
        describedBy={`${id}-description`}
      />
    </li>
  );
}

/** The case studies past the featured ones, each leading to its own page. */
export function CaseStudyList({
  projects,
  children,
}: {
  projects: readonly ProjectEntry[];
  /** Below the list: the links to its other pages. */
  children?: ReactNode;
}) {
  if (projects.length === 0) return null;
  return (
    <Section
      id="case-studies"
      className="border-y border-border bg-surface"
      eyebrow="Case studies"
      title="More case studies"
      lead="How we helped logistics, retail, fintech, healthcare and distribution businesses: the challenge, our approach and the numbers that changed."
    >
      <ul className="mx-auto mt-12 grid max-w-5xl gap-5 lg:mt-16">
        {projects.map((project) => (
          <CaseStudyRow key={project.slug} project={project} />
        ))}
      </ul>
      {children}
    </Section>
  );
}
