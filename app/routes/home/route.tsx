import { CtaBand } from "~/components/sections/cta-band";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { pageMeta } from "~/seo";
import { paths, phoneHref, site } from "~/site";
import { lazyWhenVisible } from "~/components/lazy-section";
import type { Route } from "./+types/route";
import { FeaturedServices } from "./featured-services";
import { Hero } from "./hero";
// Hydrated with the page: the counters wait at 0 before they can be seen, and the carousel
// keeps its 8-second rhythm wherever the visitor is.
import { Testimonials } from "./testimonials";
import { WhyChoose } from "./why-choose";

// Below the fold: their code loads, and they come alive, as the visitor scrolls to them.
const FeaturedProjects = lazyWhenVisible("featured-projects", () =>
  import("./featured-projects").then((m) => m.FeaturedProjects),
);
const GlobalPresence = lazyWhenVisible("global-presence", () =>
  import("./global-presence").then((m) => m.GlobalPresence),
);

/** The home page, also at /quotation with the quote dialog over it (see routes.ts). */
export const meta: Route.MetaFunction = ({ location }) =>
  // Prerendering asks for "/quotation/".
  location.pathname.replace(/\/$/, "") === paths.quotation
    ? pageMeta({
        title: "Get a Quote",
        description:
          "Tell us about your project and budget, and we will send you a tailored quote.",
        path: paths.quotation,
      })
    : pageMeta({
        title: "Home",
        description: `${site.name}, ${site.address.city}: software development, cloud, cybersecurity, data analytics, AI and mobile apps for startups and enterprises in India and worldwide.`,
        path: paths.home,
      });

export default function Home() {
  return (
    <>
      <Hero />
      <FeaturedServices />
      <WhyChoose />
      <Testimonials />
      <FeaturedProjects />
      <GlobalPresence />
      <CtaBand
        title="Ready to build what's next?"
        lead="Tell us about your project. We reply within one business day with ideas, a plan and a clear estimate."
      >
        <ButtonLink to={paths.contact} variant="inverse" size="lg">
          Get Started
          <Icon name="arrowRight" className="size-5" />
        </ButtonLink>
        <a
          href={phoneHref}
          className="inline-flex h-12 items-center gap-2 rounded-full px-7 font-semibold text-white ring-1 ring-white/50 transition-colors ring-inset hover:bg-white/10"
        >
          <Icon name="phone" className="size-5" />
          Call {site.phone}
        </a>
      </CtaBand>
    </>
  );
}
