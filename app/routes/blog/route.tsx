import { PageHero } from "~/components/sections/page-hero";
import { notFoundMeta, PageNotFound } from "~/components/not-found";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { archivePages, categoryBySlug, posts } from "~/content/posts";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import { QuoteLink } from "~/components/quote-button";
import { CtaBand, onBandOutlineClass } from "~/components/sections/cta-band";
import type { Route } from "./+types/route";
import { feedLink } from "./feed-link";
import { LatestInsights } from "./latest-insights";
import { CategoryNav, PostArchive } from "./post-archive";

/**
 * /blog, /blog/page/{n} and /blog/category/{slug}: one module, three routes (see routes.ts).
 * /blog shows the newest posts under "Latest Insights" and the rest below, a page's worth at a
 * time; a category's page lists all its posts. An unknown page or category shows the not-found
 * page (only known ones are prerendered, so the server answers them with 404).
 */
function listing(params: { page?: string; category?: string }) {
  const pages = archivePages(posts);
  if (params.category !== undefined) {
    const category = categoryBySlug(params.category);
    const listed = posts.filter((post) => post.category === category?.name);
    if (!category || listed.length === 0) return undefined;
    return { kind: "category" as const, category, posts: listed, page: 1, pages: 1 };
  }
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isInteger(page) || page < 1 || String(page) !== (params.page ?? "1")) {
    return undefined;
  }
  if (page > 1 && page > pages.length) return undefined;
  return { kind: "archive" as const, posts: pages[page - 1] ?? [], page, pages: pages.length };
}

export function meta({ params }: Route.MetaArgs) {
  const list = listing(params);
  if (!list) return notFoundMeta;
  if (list.kind === "category") {
    const { category } = list;
    return pageMeta({
      title: `${category.name} Insights`,
      crumb: category.name,
      description: `Articles from ${site.name} on ${category.name.toLowerCase()}: practical advice for business and technology leaders.`,
      path: paths.blogCategory(category.slug),
    });
  }
  const { page } = list;
  return pageMeta({
    title: page > 1 ? `Latest Insights, page ${page}` : "Latest Insights",
    description: `Articles from ${site.name} on AI, cloud and cybersecurity: practical advice for business and technology leaders.`,
    path: paths.blogPage(page),
  });
}

export const links = () => [feedLink];

export default function BlogPage({ params }: Route.ComponentProps) {
  const list = listing(params);
  if (!list) return <PageNotFound />;
  const { kind, page, pages } = list;
  const category = list.kind === "category" ? list.category : undefined;
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title={category ? `${category.name} insights` : "Ideas and advice from our engineers"}
        lead="What we learn building software, running clouds and securing businesses, written down so you can use it too."
      />
      <div className="container-page">
        <CategoryNav current={category?.slug} />
      </div>
      {kind === "archive" && page === 1 && <LatestInsights />}
      <PostArchive
        id="all-posts"
        title={category ? `All ${category.name} posts` : "All posts"}
        posts={list.posts}
        page={page}
        pages={pages}
      />
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
