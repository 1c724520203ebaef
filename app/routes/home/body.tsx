import { CtaBand } from "~/components/sections/cta-band";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { paths, phoneHref, site } from "~/site";
import { FeaturedServices } from "./featured-services";
import { Hero } from "./hero";

/** The opening of the home page: the hero and the featured services. They only show. */
export function HomeTop() {
  return (
    <>
      <Hero />
      <FeaturedServices />
    </>
  );
}

/** The band that closes the home page. It only shows. */
export function HomeClosing() {
  return (
    <>
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
