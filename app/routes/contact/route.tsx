import { ContactForm } from "~/components/contact-form";
import { PageHero } from "~/components/sections/page-hero";
import { faq } from "~/content/faq";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import { faqJsonLd } from "~/structured-data";
import { ContactInfo } from "./contact-info";
import { FaqSection } from "./faq-section";
import { NextSteps } from "./next-steps";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: `Talk to ${site.name} in ${site.address.city}: send us a message, call ${site.phone} or email ${site.email}. We answer within one business day.`,
    path: paths.contact,
    // The same questions and answers the FAQ section shows.
    jsonLd: [faqJsonLd(faq)],
  });

export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title="Get in Touch"
        lead="Have a project in mind or a question about our services? Send us a message, call or drop by our office in Bhopal: we answer within one business day."
      />
      <section aria-label="Send a message or reach us directly" className="pb-20 sm:pb-24">
        {/* Both columns run the row's full height and end together: the shorter one's last
            card (the steps after a message, or the map) takes up the difference. */}
        <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-6">
            <ContactForm titleId="message-title" />
            <NextSteps className="flex-1" />
          </div>
          <ContactInfo titleId="contact-info-title" />
        </div>
      </section>
      <FaqSection />
    </>
  );
}
