import { Section, SectionHeading } from "~/components/sections/section";
import { faq } from "~/content/faq";

/** The contact page's questions and answers, each a native disclosure. */
export function FaqSection() {
  return (
    <Section id="faq" className="border-t border-border bg-surface/50">
      <SectionHeading
        id="faq"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Quick answers to what clients ask us most. Anything else? Send us a message."
      />
      <div className="mx-auto mt-12 max-w-3xl space-y-4">
        {faq.map((item) => (
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
    </Section>
  );
}
