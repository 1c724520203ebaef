import { SplitSection } from "~/components/sections/split-section";
import type { ProjectEntry } from "~/content/project-entries";
import type { Testimonial } from "~/content/testimonials";

/**
 * The technology stack as chips, beside what the client said. When the client is quoted on
 * the home page too (`speaker`), the quote is signed with the same name, title and company.
 */
export function ProjectStack({
  technologies,
  testimonial,
  speaker,
}: Pick<ProjectEntry, "technologies" | "testimonial"> & {
  speaker?: Pick<Testimonial, "name" | "role" | "company">;
}) {
  return (
    <SplitSection
      id="stack"
      className="border-t border-border bg-surface"
      columns="grid gap-12 lg:grid-cols-2 lg:gap-16"
      eyebrow="Built with"
      title="Technology stack"
      lead="Proven, well-supported tools the client's own team can run and extend."
      beside={<ClientQuote testimonial={testimonial} speaker={speaker} />}
    >
      <ul className="mt-8 chip-row">
        {technologies.map((technology) => (
          <li
            key={technology}
            className="inline-block rounded-full border border-border bg-background px-4 py-2 text-sm font-medium"
          >
            {technology}
          </li>
        ))}
      </ul>
    </SplitSection>
  );
}

/** What the client said, signed by the speaker when known, else by the client's role. */
function ClientQuote({
  testimonial,
  speaker,
}: {
  testimonial: ProjectEntry["testimonial"];
  speaker?: Pick<Testimonial, "name" | "role" | "company">;
}) {
  return (
    <figure className="relative isolate flex flex-col justify-center overflow-hidden rounded-3xl border border-border bg-background p-8 sm:p-10">
      <span
        aria-hidden="true"
        className="absolute -top-6 right-6 -z-10 font-serif text-[10rem] leading-none text-primary/15 select-none"
      >
        ”
      </span>
      <blockquote className="text-xl/8 font-medium text-pretty">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 text-sm text-muted">
        {speaker ? (
          <>
            <span className="font-semibold text-foreground">{speaker.name}</span>
            {","} {speaker.role}, {speaker.company}
          </>
        ) : (
          <>
            <span className="font-semibold text-foreground">{testimonial.role}</span>, the client
          </>
        )}
      </figcaption>
    </figure>
  );
}
