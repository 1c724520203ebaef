import { PageHero } from "~/components/sections/page-hero";
import { latestCount, posts, postsPerPage } from "~/content/posts";
import { CtaBand } from "~/components/sections/cta-band";
import { LatestInsights } from "./latest-insights";
import { CategoryNav, PostArchive } from "./post-archive";
import type { Route } from "./+types/route";

/** The opening of each listing: the blog's own on /blog, its category's or its page's on the others. */
function heroOf(list: Route.ComponentProps["loaderData"]) {
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

/** The page's content: it only shows, so it never hydrates (see route.tsx). */
export function BlogBody({ loaderData: list }: { loaderData: Route.ComponentProps["loaderData"] }) {
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
