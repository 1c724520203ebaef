import { lazyWhenUsed, preloading, staticPart } from "~/components/lazy-section";
import { faq } from "~/content/faq";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import { faqJsonLd } from "~/structured-data";

/** The form's card: what the visitor uses, which then hydrates it. */
const FORM_ID = "send-a-message";

// The form works as HTML until it is used (what is typed is kept, a send is held until the form
// is ready), then hydrates. The rest only shows, and never hydrates.
const ContactForm = lazyWhenUsed(FORM_ID, () =>
  import("~/components/contact-form").then((module) => module.ContactForm),
);
const ContactHero = staticPart("contact-hero", () =>
  import("./body").then((module) => module.ContactHero),
);
const NextSteps = staticPart("next-steps-section", () =>
  import("./next-steps").then((module) => module.NextSteps),
);
const ContactInfo = staticPart("contact-info", () =>
  import("./contact-info").then((module) => module.ContactInfo),
);
const FaqSection = staticPart("faq-section", () =>
  import("./faq-section").then((module) => module.FaqSection),
);

export const clientMiddleware = [
  preloading(ContactHero, ContactForm, NextSteps, ContactInfo, FaqSection),
];

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
      <ContactHero />
      <section aria-label="Send a message or reach us directly" className="pb-20 sm:pb-24">
        {/* Both columns run the row's full height and end together: the shorter one's last
            card (the steps after a message, or the map) takes up the difference. */}
        <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-6">
            <ContactForm id={FORM_ID} titleId="message-title" />
            <NextSteps className="flex-1" />
          </div>
          <ContactInfo titleId="contact-info-title" />
        </div>
      </section>
      <FaqSection />
    </>
  );
}
