import { preloading, staticPart } from "~/components/lazy-section";
import { NotFoundBoundary, itemAt, notFoundMeta } from "~/components/not-found";
import { serviceEntries } from "~/content/service-entries";
import { servicePicture } from "~/content/service-pictures.server";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import { faqJsonLd, serviceJsonLd } from "~/structured-data";
import type { Route } from "./+types/route";

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
const ServiceBody = staticPart("service-page", () =>
  import("./body").then((module) => module.ServiceBody),
);

export const clientMiddleware = [preloading(ServiceBody)];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <ServiceBody loaderData={loaderData} />;
}
