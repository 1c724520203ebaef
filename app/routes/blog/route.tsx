import { preloading, staticPart } from "~/components/lazy-section";
import { notFoundMeta } from "~/components/not-found";
import { archivePages, postCategories, posts } from "~/content/posts";
import { feedLink, pageMeta } from "~/seo";
import { paths, routeAddress, site } from "~/site";
import type { Route } from "./+types/route";

/**
 * /blog, /blog/page/{n} and /blog/category/{slug}: one module, one route per listing.
 * /blog shows the newest posts under "Latest Insights" and the rest below, a page's worth at a
 * time; a category's page lists all its posts. Each listing is its own route (see routes.ts), so
 * an unknown page or category is the not-found route.
 */
function listing(pattern: string) {
  const pages = archivePages(posts);
  const category = postCategories.find((item) => paths.blogCategory(item.slug) === pattern);
  if (category) {
    const listed = posts.filter((post) => post.category === category.name);
    return { kind: "category" as const, category, posts: listed, page: 1, pages: 1 };
  }
  const index = Math.max(
    0,
    pages.findIndex((_, n) => paths.blogPage(n + 1) === pattern),
  );
  return {
    kind: "archive" as const,
    posts: pages[index] ?? [],
    page: index + 1,
    pages: pages.length,
  };
}

/** Build time only: which listing this route is, from its address in routes.ts. */
export function loader({ pattern }: Route.LoaderArgs) {
  return listing(routeAddress(pattern));
}

export function meta({ loaderData: list }: Route.MetaArgs) {
  if (!list) return notFoundMeta;
  if (list.kind === "category") {
    const { category } = list;
    return [
      ...pageMeta({
        title: `${category.name} Insights`,
        description: category.lead,
        path: paths.blogCategory(category.slug),
      }),
      feedLink,
    ];
  }
  const { page } = list;
  return [
    ...pageMeta({
      title: page > 1 ? `Latest Insights, page ${page}` : "Latest Insights",
      description: `Articles from ${site.name} on AI, cloud and cybersecurity: practical advice for business and technology leaders.`,
      path: paths.blogPage(page),
    }),
    feedLink,
  ];
}

const BlogBody = staticPart("blog-page", () => import("./body").then((module) => module.BlogBody));

export const clientMiddleware = [preloading(BlogBody)];

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogBody loaderData={loaderData} />;
}
