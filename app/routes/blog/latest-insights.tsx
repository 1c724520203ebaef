import { Section } from "~/components/sections/section";
import { CardGrid } from "~/components/sections/card-grid";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { latestCount, posts } from "~/content/posts";
import { paths } from "~/site";
import { PostCard } from "~/components/post-card";
import { RssIcon } from "./rss-icon";

/**
 * 'Latest Insights': the newest posts, the way to all of them (on /blog, below this section and
 * on the following pages) and the feed.
 */
export function LatestInsights() {
  return (
    // The call to action that follows brings its own space above it.
    <Section
      id="latest-insights"
      className="pt-4 pb-0 sm:pt-8 sm:pb-0"
      eyebrow="From the blog"
      title="Latest Insights"
      lead="Practical advice from the engineers, architects and security specialists who do the work every day."
    >
      <CardGrid>
        {posts.slice(0, latestCount).map((post, index) => (
          <PostCard key={post.slug} post={post} priority={index === 0} />
        ))}
      </CardGrid>
      <div className="mt-12 flex flex-wrap items-center justify-center gap-3">
        {/* To the posts past these, listed below; /blog itself while there are none. */}
        <ButtonLink
          to={posts.length > latestCount ? `${paths.blog}#all-posts` : paths.blog}
          variant="secondary"
          size="lg"
          arrow
        >
          View All Posts
        </ButtonLink>
        {/* A file, not a page: the browser loads it directly. */}
        <a href={paths.blogFeed} className={buttonClass("ghost", "lg")}>
          <RssIcon className="size-4 text-orange-500" />
          Subscribe via RSS
        </a>
      </div>
    </Section>
  );
}
