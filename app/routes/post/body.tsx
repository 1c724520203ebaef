import { Link } from "react-router";
import { Artwork } from "~/components/artwork";
import { Picture } from "~/components/picture";
import { categoryHref, categoryOf, postArtworkSeed, postCover } from "~/content/posts";
import { paths } from "~/site";
import { formatDate } from "~/text";
import { ArticleCta } from "./article-cta";
import { MoreInsights } from "./more-insights";
import { TableOfContents } from "./table-of-contents";
import { HeroBand, BackLink, HeroHeading } from "~/components/sections/page-hero";
import { AuthorByline } from "~/components/author-avatar";
import type { Route } from "./+types/route";

/** The page's content: it only shows, so it never hydrates (see route.tsx). */
export function PostBody({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { post, html, headings, others } = loaderData;
  return (
    <>
      <article aria-labelledby="article-title">
        <HeroBand
          as="header"
          glow="article"
          className="pt-32 pb-10 sm:pt-40"
          container="container-page [--page-max:64rem]"
        >
          <BackLink to={paths.blog}>All insights</BackLink>
          <p className="mt-8">
            <Link
              to={categoryHref(post)}
              className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary ring-1 ring-primary/25 transition-colors hover:bg-primary/20"
            >
              {post.category}
            </Link>
          </p>
          <HeroHeading id="article-title" lead={post.excerpt} width="max-w-3xl">
            {post.title}
          </HeroHeading>
          {/* The author with their face, then the post's facts: two groups that wrap as wholes. */}
          <div className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-3 text-sm text-muted">
            <AuthorByline
              name={post.author}
              className="font-semibold text-foreground"
              avatarClassName="size-10"
            />
            <span aria-hidden="true" className="max-sm:hidden">
              ·
            </span>
            {/* Each fact opens with its dot, in a slot as wide as the gaps around the author's
              dot; the row is pulled left by one slot and that strip is clipped, so the fact that
              starts a line shows no dot and no line ends with one when the row wraps. The slot
              is narrow enough that the three facts share one line at 375 px. */}
            <p className="-ml-6 flex flex-wrap items-center [clip-path:inset(0_0_0_1.5rem)]">
              <span className="whitespace-nowrap">
                <Dot />
                <time dateTime={post.date}>{formatDate(post.date)}</time>
              </span>
              <span className="whitespace-nowrap">
                <Dot />
                <span className="sr-only">Category: </span>
                {post.category}
              </span>
              <span className="whitespace-nowrap">
                <Dot />
                <span>{post.readingMinutes} min read</span>
              </span>
            </p>
          </div>
        </HeroBand>
        <div className="container-page [--page-max:64rem]">
          <Picture
            picture={postCover(post)}
            sizes="(min-width: 1024px) 960px, 92vw"
            priority
            className="aspect-[2/1] rounded-2xl shadow-xl shadow-primary/10 ring-1 ring-border sm:rounded-3xl"
            fallback={
              <Artwork
                seed={postArtworkSeed(post)}
                icon={categoryOf(post.category).icon}
                label={`Illustration for ${post.title}`}
                className="aspect-[2/1] rounded-3xl shadow-xl shadow-primary/10"
              />
            }
          />
        </div>
        <div className="container-page grid gap-12 [--page-max:64rem] pt-12 pb-20 lg:grid-cols-[minmax(0,1fr)_13rem] lg:pt-16">
          <div className="min-w-0">
            <div className="article-prose" dangerouslySetInnerHTML={{ __html: html }} />
            <ArticleCta />
          </div>
          <TableOfContents headings={headings} />
        </div>
      </article>
      <MoreInsights posts={others} />
    </>
  );
}

/** The dot between two of a post's facts, in a slot as wide as the gap it marks. */
function Dot() {
  return (
    <span aria-hidden="true" className="inline-block w-6 text-center">
      ·
    </span>
  );
}
