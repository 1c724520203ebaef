import { loadPostBody, posts } from "~/content/posts";
import { paths, site } from "~/site";
import { buildRssFeed } from "./rss-feed";

/** /blog/rss.xml, written once at build time from the posts' front matter and bodies. */
export async function loader() {
  const withBodies = await Promise.all(
    posts.map(async (post) => ({ ...post, html: (await loadPostBody(post.slug))?.html ?? "" })),
  );
  const xml = buildRssFeed(
    {
      title: `${site.name} Blog`,
      description: `Insights on technology, cloud and security from the team at ${site.name}.`,
      siteUrl: site.url,
      blogPath: paths.blog,
      feedPath: paths.blogFeed,
      postPath: paths.post,
    },
    withBodies,
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
