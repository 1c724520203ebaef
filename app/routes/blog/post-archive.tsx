import { Link } from "react-router";
import { Section } from "~/components/sections/section";
import { cn } from "~/components/ui/cn";
import { postCategories, type PostMeta } from "~/content/posts";
import { paths } from "~/site";
import { PostCard } from "~/components/post-card";
import { Pagination } from "~/components/sections/pagination";

/** Links to each category's page, the current one marked. */
export function CategoryNav({ current }: { current?: string }) {
  return (
    <nav aria-label="Blog categories" className="mt-8 chip-row text-center [--chip-gap:0.5rem]">
      {[{ name: "All", slug: undefined }, ...postCategories].map((category) => {
        const active = category.slug === current;
        return (
          <Link
            key={category.name}
            to={category.slug ? paths.blogCategory(category.slug) : paths.blog}
            aria-current={active ? "page" : undefined}
            className={cn(
              "inline-block rounded-full px-4 py-1.5 text-sm font-semibold ring-1 transition-colors",
              active
                ? "bg-primary text-primary-foreground ring-primary"
                : "bg-surface text-muted ring-border hover:text-foreground",
            )}
          >
            {category.name}
          </Link>
        );
      })}
    </nav>
  );
}

/** Fewer posts than a row holds: the cards keep their usual width, centred in the row. */
const rowOf: Record<number, string> = {
  1: "mx-auto max-w-sm",
  2: "mx-auto max-w-3xl sm:grid-cols-2",
};

/**
 * A listing of posts: the archive past "Latest Insights" (page by page) or one category's
 * posts. Nothing is drawn when there is nothing to list.
 */
export function PostArchive({
  id,
  title,
  posts,
  page = 1,
  pages = 1,
  first = false,
}: {
  id: string;
  title: string;
  posts: readonly PostMeta[];
  page?: number;
  pages?: number;
  /** The page's first list of posts: its first cover is in a phone's first view. */
  first?: boolean;
}) {
  if (posts.length === 0) return null;
  return (
    <Section id={id} className="pt-16 pb-0 sm:pt-20 sm:pb-0" eyebrow="From the blog" title={title}>
      <ul
        className={cn("mt-12 grid gap-6", rowOf[posts.length] ?? "sm:grid-cols-2 lg:grid-cols-3")}
      >
        {posts.map((post, index) => (
          <PostCard key={post.slug} post={post} priority={first && index === 0} />
        ))}
      </ul>
      <Pagination listing="blog" page={page} pages={pages} />
    </Section>
  );
}
