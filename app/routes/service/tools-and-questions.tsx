import { FaqList } from "~/components/faq-list";
import { SectionHeading } from "~/components/sections/section";
import type { ServiceEntry } from "~/content/service-entries";

/** The technologies we typically use for a service, beside the questions buyers ask first. */
export function ToolsAndQuestions({ service }: { service: ServiceEntry }) {
  return (
    <div className="py-20 sm:py-24">
      <div className="container-page grid gap-14 lg:grid-cols-2 lg:gap-16">
        <section aria-labelledby="technologies-title">
          <SectionHeading
            id="technologies"
            eyebrow="Technologies"
            title="Tools we typically use"
            lead={
              <>
                We choose tools for your situation, not ours, and happily work with the stack you
                already have. These are the ones our {service.title} team knows best.
              </>
            }
          />
          <ul className="mt-8 chip-row">
            {service.technologies.map((technology) => (
              <li
                key={technology}
                className="inline-block rounded-full border border-border bg-surface px-4 py-1.5 text-sm font-medium shadow-xs"
              >
                {technology}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="questions-title">
          <SectionHeading id="questions" eyebrow="Questions" title="What clients ask first" />
          <div className="mt-8">
            <FaqList items={service.faqs} />
          </div>
        </section>
      </div>
    </div>
  );
}
