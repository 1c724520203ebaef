import { SplitSection } from "~/components/sections/split-section";
import type { ProjectEntry } from "~/content/project-entries";

/** The heading's column and the story's, on wide screens. */
const columns = "grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16";

/** The challenge the client faced, and our approach, step by step. */
export function ProjectStory({ project }: { project: ProjectEntry }) {
  return (
    <>
      <SplitSection
        id="challenge"
        columns={columns}
        eyebrow="The situation"
        title="The challenge"
        beside={
          <div
            className="space-y-5 text-lg/8 text-pretty"
            // The case study file's body, rendered from Markdown at build time.
            dangerouslySetInnerHTML={{ __html: project.challengeHtml }}
          />
        }
      />
      <SplitSection
        id="approach"
        className="pt-0 sm:pt-0"
        columns={columns}
        eyebrow="What we did"
        title="Our approach"
        lead={`${project.approach.length} steps over ${project.duration}.`}
        beside={<Approach steps={project.approach} />}
      />
    </>
  );
}

/** The approach's steps, numbered on a line. */
function Approach({ steps }: { steps: ProjectEntry["approach"] }) {
  return (
    <ol className="relative space-y-8 before:absolute before:top-2 before:bottom-2 before:left-5 before:w-px before:bg-border">
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-5">
          <span className="relative z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground shadow-lg shadow-primary/25">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div className="pt-1.5">
            <h3 className="text-lg font-semibold tracking-tight">{step.title}</h3>
            <p className="mt-2 text-balance text-muted">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
