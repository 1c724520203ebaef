import { preloading, staticPart } from "~/components/lazy-section";
import { services } from "~/content/services";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import type { Route } from "./+types/route";

/**
 * Build time only: the page's description names a few services and counts the rest, so a new
 * service needs no edit here; the list reaches the browser as page data, not in its first view.
 */
export function loader() {
  const names = services.map((service) => service.title);
  return {
    description: `${names.length} IT services from ${site.name}, ${site.address.city}: ${names
      .slice(0, 4)
      .join(", ")} and ${names.length - 4} more, each with its own page.`,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({ title: "Our Services", description: loaderData.description, path: paths.services });

const ServicesBody = staticPart("services-page", () =>
  import("./body").then((module) => module.ServicesBody),
);

export const clientMiddleware = [preloading(ServicesBody)];

export default function ServicesPage() {
  return <ServicesBody />;
}
