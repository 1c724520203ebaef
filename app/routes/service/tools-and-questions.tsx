import { FaqList } from "~/components/faq-list";
import type { ServiceEntry } from "~/content/service-entries";

/** The technologies we typically use for a service, beside the questions buyers ask first. */
export function ToolsAndQuestions({ service }: { service: ServiceEntry }) {
  return (
    <div className="py-20 sm:py-24">
      <div className="container-page grid gap-14 lg:grid-cols-2 lg:gap-16">
        <section aria-labelledby="technologies-title">
          <p className="text-sm font-semibold tracking-wide text-accent">Technologies</p>
          <h2
            id="technologies-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Tools we typically use
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted">
            We choose tools for your situation, not ours, and happily work with the stack you
            already have. These are the ones our {service.title} team knows best.
          </p>
          <ul className="mt-8 flex flex-wrap gap-2.5">
            {service.technologies.map((technology) => (
              <li
                key={technology}
                className="rounded-full border border-border bg-surface px-4 py-1.5 text-sm font-medium shadow-xs"
              >
                {technology}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="questions-title">
          <p className="text-sm font-semibold tracking-wide text-accent">Questions</p>
          <h2
            id="questions-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            What clients ask first
          </h2>
          <div className="mt-8">
            <FaqList items={service.faqs} />
          </div>
        </section>
      </div>
    </div>
  );
}
