import type { Location } from "react-router";
import { useLoaderData, useLocation } from "react-router";
import { QuoteLink } from "~/components/quote-button";
import { CtaBand, onBandOutlineClass } from "~/components/sections/cta-band";
import { lazyWhenVisible } from "~/components/lazy-section";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { serviceDetails } from "~/content/service-details";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import { faqJsonLd, serviceJsonLd } from "~/structured-data";
import { DeliverySteps } from "./delivery-steps";
import { ServiceHero } from "./service-hero";
import { serviceFromPath } from "./service-from-path";
import { ServiceOverview } from "./service-overview";
import { ToolsAndQuestions } from "./tools-and-questions";

// Below the fold: their code loads, and they come alive, as the visitor scrolls to them.
const RelatedWork = lazyWhenVisible("related-work", () =>
  import("./related-work").then((m) => m.RelatedWork),
);
const OtherServices = lazyWhenVisible("other-services", () =>
  import("./other-services").then((m) => m.OtherServices),
);

/**
 * Runs at build time only: the page's longer content reaches the browser inside its HTML (and
 * as route data on client-side navigation), not in every visitor's JavaScript.
 */
export function loader({ request }: { request: Request }) {
  // The build asks for the page's data at /services/{slug}.data.
  const service = serviceFromPath(new URL(request.url).pathname.replace(/\.data$/, ""));
  return { detail: serviceDetails[service.slug] };
}

type LoaderData = ReturnType<typeof loader>;

export function meta({ location, loaderData }: { location: Location; loaderData?: LoaderData }) {
  const service = serviceFromPath(location.pathname);
  return pageMeta({
    title: `${service.title} Services`,
    crumb: service.title,
    description: `${service.description} ${service.title} from ${site.name}, ${site.address.city}.`,
    path: paths.service(service.slug),
    jsonLd: [
      serviceJsonLd({ ...service, path: paths.service(service.slug) }),
      ...(loaderData ? [faqJsonLd(loaderData.detail.faqs)] : []),
    ],
  });
}

/** One service's page: /services/{slug}, one route per service (see routes.ts). */
export default function ServicePage() {
  const service = serviceFromPath(useLocation().pathname);
  const { detail } = useLoaderData<LoaderData>();
  return (
    <>
      <ServiceHero service={service} />
      <ServiceOverview service={service} detail={detail} />
      <DeliverySteps steps={detail.steps} />
      <ToolsAndQuestions service={service} detail={detail} />
      <RelatedWork service={service} />
      <OtherServices current={service} />
      <CtaBand
        title={`Start your ${service.title} project`}
        lead="Tell us where you are today and where you want to be. A senior consultant replies within one working day with next steps, not a sales script."
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
