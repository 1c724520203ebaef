import { Picture } from "~/components/picture";
import { projectClientLogo } from "~/content/project-pictures";
import type { Project } from "~/content/projects";
import type { Service } from "~/content/services";
import { paths } from "~/site";
import { ProjectCover } from "~/components/project-card";
import { HeroBand, BackLink, HeroHeading } from "~/components/sections/page-hero";

/** The case study's opening: category, title (the page's h1), summary and key facts. */
export function ProjectHero({
  project,
  services,
}: {
  project: Project;
  services: readonly Service[];
}) {
  const clientLogo = projectClientLogo(project);
  const frame =
    "aspect-[16/10] rounded-2xl shadow-2xl shadow-primary/15 ring-1 ring-border sm:rounded-3xl";
  const facts = [
    { label: "Client", value: project.client },
    { label: "Duration", value: project.duration },
    { label: "Services", value: services.map((service) => service.title).join(", ") },
  ];
  return (
    // On a phone the facts end above the floating buttons' bar on the first screen.
    <HeroBand labelledBy="project-title" glow="article" className="pt-24 pb-16 sm:pt-40 sm:pb-20">
      <BackLink to={paths.projects}>All projects</BackLink>
      <div className="mt-8 grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
        <div>
          <p>
            <span className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary ring-1 ring-primary/25">
              {project.category}
            </span>
          </p>
          <HeroHeading id="project-title" lead={project.description}>
            {project.title}
          </HeroHeading>
          <dl className="mt-6 grid gap-x-8 gap-y-4 border-t border-border pt-5 sm:mt-8 sm:grid-cols-2 sm:gap-y-5 sm:pt-6">
            {facts.map((fact) => (
              <div key={fact.label} className={fact.label === "Client" ? "sm:col-span-2" : ""}>
                <dt className="text-xs font-semibold tracking-wide text-accent uppercase">
                  {fact.label}
                </dt>
                <dd className="mt-1 text-sm font-medium">
                  {fact.label === "Client" && clientLogo && (
                    <Picture
                      picture={clientLogo}
                      sizes="160px"
                      fit="contain"
                      className="mb-2 h-10 w-40"
                      fallback={null}
                    />
                  )}
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <ProjectCover
          project={project}
          sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 92vw"
          priority
          className={frame}
        />
      </div>
    </HeroBand>
  );
}
