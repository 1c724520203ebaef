import { preloading, staticPart } from "~/components/lazy-section";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import type { Route } from "./+types/route";
import { sitemapGroups } from "./sitemap-groups";

/** Build time only: the lists arrive as page data, not as every content module's JavaScript. */
export function loader() {
  return { groups: sitemapGroups };
}

export const meta = () =>
  pageMeta({
    title: "Sitemap",
    description: `Every page on the ${site.name} website in one place: services, case studies, articles, company pages and legal documents.`,
    path: paths.sitemap,
  });

const SitemapBody = staticPart("sitemap-page", () =>
  import("./body").then((module) => module.SitemapBody),
);

export const clientMiddleware = [preloading(SitemapBody)];

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  return <SitemapBody loaderData={loaderData} />;
}
