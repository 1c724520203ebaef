import { Section, SectionHeading } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import type { PostMeta } from "~/content/posts";
import { PostCard } from "~/components/post-card";
import { paths } from "~/site";

/** The other posts, after an article. */
export function MoreInsights({ posts }: { posts: readonly PostMeta[] }) {
  if (posts.length === 0) return null;
  return (
    <Section id="more-insights" className="border-t border-border bg-surface">
      <div className="mx-auto max-w-5xl">
        <SectionHeading eyebrow="Keep reading" title="More insights" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {posts.slice(0, 2).map((post) => (
            <PostCard
              key={post.slug}
              post={post}
              sizes="(min-width: 1024px) 500px, (min-width: 640px) 46vw, 92vw"
            />
          ))}
        </ul>
        <div className="mt-10">
          <ButtonLink to={paths.blog} variant="secondary" arrow>
            All insights
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
