import { CtaBand } from "~/components/sections/cta-band";
import { lazyWhenVisible } from "~/components/lazy-section";
import { NotFoundBoundary, itemAt, notFoundMeta } from "~/components/not-found";
import { serviceEntries } from "~/content/service-entries";
import { servicePicture } from "~/content/service-pictures.server";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import { faqJsonLd, serviceJsonLd } from "~/structured-data";
import type { Route } from "./+types/route";
import { DeliverySteps } from "./delivery-steps";
import { ServiceHero } from "./service-hero";
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
 * Runs at build time only, once per service (see react-router.config.ts): the page's longer
 * content reaches the browser inside its HTML (and as route data on client-side navigation),
 * not in every visitor's JavaScript, and so does its picture. An unknown slug is a 404.
 */
export function loader({ pattern }: Route.LoaderArgs) {
  const service = itemAt(serviceEntries, paths.service, pattern);
  return { service, picture: servicePicture(service.slug) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { service } = loaderData;
  return pageMeta({
    title: `${service.title} Services`,
    crumb: service.title,
    description: `${service.description} ${service.title} from ${site.name}, ${site.address.city}.`,
    path: paths.service(service.slug),
    jsonLd: [
      serviceJsonLd({ ...service, path: paths.service(service.slug) }),
      faqJsonLd(service.faqs),
    ],
  });
}

export { NotFoundBoundary as ErrorBoundary };

/** One service's page: /services/{slug}. */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, picture } = loaderData;
  return (
    <>
      <ServiceHero service={service} picture={picture} />
      <ServiceOverview service={service} />
      <DeliverySteps steps={service.steps} />
      <ToolsAndQuestions service={service} />
      <RelatedWork service={service} />
      <OtherServices current={service} />
      <CtaBand
        title={`Start your ${service.title} project`}
        lead="Tell us where you are today and where you want to be. A senior consultant replies within one working day with next steps, not a sales script."
        quote
      />
    </>
  );
}
