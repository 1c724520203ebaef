import { FaqList } from "~/components/faq-list";
import { Section } from "~/components/sections/section";
import { faq } from "~/content/faq";

/** The contact page's questions and answers, each a native disclosure. */
export function FaqSection() {
  return (
    <Section
      id="faq"
      className="border-t border-border bg-surface/50"
      eyebrow="FAQ"
      title="Frequently Asked Questions"
      lead="Quick answers to what clients ask us most. Anything else? Send us a message."
    >
      <div className="mx-auto mt-12 max-w-3xl">
        <FaqList items={faq} />
      </div>
    </Section>
  );
}
