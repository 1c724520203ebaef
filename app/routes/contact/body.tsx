import { PageHero } from "~/components/sections/page-hero";

/** The contact page's opening. It only shows. */
export function ContactHero() {
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title="Get in Touch"
        lead="Have a project in mind or a question about our services? Send us a message, call or drop by our office in Bhopal: we answer within one business day."
      />
    </>
  );
}
