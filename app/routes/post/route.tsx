import { preloading, staticPart } from "~/components/lazy-section";
import { NotFoundBoundary, itemAt, notFound, notFoundMeta } from "~/components/not-found";
import { loadPostBody, posts } from "~/content/posts";
import { feedLink, pageMeta } from "~/seo";
import { articleJsonLd } from "~/structured-data";
import { paths } from "~/site";
import type { Route } from "./+types/route";

/**
 * Runs at build time for each post's prerendered page (every post in the collection, see
 * react-router.config.ts); the browser gets the result as data. An unknown slug is a 404.
 */
export async function loader({ pattern }: Route.LoaderArgs) {
  const post = itemAt(posts, paths.post, pattern);
  const body = await loadPostBody(post.slug);
  if (!body) throw notFound();
  return { post, ...body, others: posts.filter((other) => other.slug !== post.slug) };
}

export { NotFoundBoundary as ErrorBoundary };

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return notFoundMeta;
  const { post } = loaderData;
  const path = paths.post(post.slug);
  return [
    ...pageMeta({
      title: post.title,
      description: post.excerpt,
      path,
      type: "article",
      jsonLd: [articleJsonLd({ ...post, path })],
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:section", content: post.category },
    { name: "author", content: post.author },
    feedLink,
  ];
};

const PostBody = staticPart("post-page", () => import("./body").then((module) => module.PostBody));

export const clientMiddleware = [preloading(PostBody)];

export default function PostPage({ loaderData }: Route.ComponentProps) {
  return <PostBody loaderData={loaderData} />;
}
