import { PageHero } from "~/components/sections/page-hero";
import { notFoundMeta } from "~/components/not-found";
import { archivePages, latestCount, postCategories, posts, postsPerPage } from "~/content/posts";
import { feedLink, pageMeta } from "~/seo";
import { paths, routeAddress, site } from "~/site";
import { CtaBand } from "~/components/sections/cta-band";
import type { Route } from "./+types/route";
import { LatestInsights } from "./latest-insights";
import { CategoryNav, PostArchive } from "./post-archive";

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

/** The opening of each listing: the blog's own on /blog, its category's or its page's on the others. */
function heroOf(list: ReturnType<typeof listing>) {
  if (list.kind === "category") {
    const { category, posts: listed } = list;
    const count = listed.length === 1 ? "1 article" : `${listed.length} articles`;
    return { eyebrow: `Blog · ${count}`, title: `${category.name} Insights`, lead: category.lead };
  }
  if (list.page > 1) {
    const first = latestCount + (list.page - 1) * postsPerPage + 1;
    const last = first + list.posts.length - 1;
    return {
      eyebrow: "Blog archive",
      title: `Earlier insights, page ${list.page} of ${list.pages}`,
      lead: `Articles ${first} to ${last} of ${posts.length}, newest first: what we learnt building software, running clouds and securing businesses.`,
    };
  }
  return {
    eyebrow: "Blog",
    title: "Ideas and advice from our engineers",
    lead: "What we learn building software, running clouds and securing businesses, written down so you can use it too.",
  };
}

export default function BlogPage({ loaderData: list }: Route.ComponentProps) {
  const { kind, page, pages } = list;
  const category = list.kind === "category" ? list.category : undefined;
  const latest = kind === "archive" && page === 1;
  return (
    <>
      <PageHero {...heroOf(list)} below={<CategoryNav current={category?.slug} />} />
      {latest && <LatestInsights />}
      <PostArchive
        id="all-posts"
        title={category ? `All ${category.name} posts` : "All posts"}
        posts={list.posts}
        page={page}
        pages={pages}
        first={!latest}
      />
      <CtaBand
        title="Want to talk it through?"
        lead="If an article raised a question about your own systems, our specialists are happy to help. The first conversation is free."
        quote
      />
    </>
  );
}
