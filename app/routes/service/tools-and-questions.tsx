import type { ServiceDetail } from "~/content/service-details";
import type { Service } from "~/content/services";

/** The technologies we typically use for a service, beside the questions buyers ask first. */
export function ToolsAndQuestions({
  service,
  detail,
}: {
  service: Service;
  detail: ServiceDetail;
}) {
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
            {detail.technologies.map((technology) => (
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
          <div className="mt-8 space-y-4">
            {detail.faqs.map((item) => (
              <details
                key={item.question}
                className="group rounded-2xl border border-border bg-surface shadow-xs transition-colors open:border-primary/40 open:shadow-md"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold hover:text-primary sm:px-6 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-2 text-muted transition-transform duration-200 group-open:rotate-45 group-open:text-primary"
                  >
                    <svg
                      viewBox="0 0 20 20"
                      className="size-4"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth={2}
                      strokeLinecap="round"
                    >
                      <path d="M10 4v12M4 10h12" />
                    </svg>
                  </span>
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-muted sm:px-6">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
