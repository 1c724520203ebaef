import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import { QuoteLink } from "~/components/quote-button";
import { CtaBand, onBandOutlineClass } from "~/components/sections/cta-band";
import { feedLink } from "./feed-link";
import { LatestInsights } from "./latest-insights";

export const meta = () =>
  pageMeta({
    title: "Latest Insights",
    description: `Articles from ${site.name} on AI, cloud and cybersecurity: practical advice for business and technology leaders.`,
    path: paths.blog,
  });

export const links = () => [feedLink];

export default function BlogPage() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Ideas and advice from our engineers"
        lead="What we learn building software, running clouds and securing businesses, written down so you can use it too."
      />
      <LatestInsights />
      <CtaBand
        title="Want to talk it through?"
        lead="If an article raised a question about your own systems, our specialists are happy to help. The first conversation is free."
      >
        <ButtonLink to={paths.contact} variant="inverse" size="lg">
          Contact Us
          <Icon name="arrowRight" className="size-4" />
        </ButtonLink>
        <QuoteLink className={onBandOutlineClass}>Get a Quote</QuoteLink>
      </CtaBand>
    </>
  );
}
