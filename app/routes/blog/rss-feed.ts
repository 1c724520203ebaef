import type { PostMeta } from "~/content/posts";
import { escapeXml } from "~/text";

export type FeedPost = PostMeta & { html: string };

export type FeedChannel = {
  title: string;
  description: string;
  /** The site's public origin, e.g. https://nexora.example */
  siteUrl: string;
  /** The blog's address on the site, e.g. /blog */
  blogPath: string;
  /** The feed's own address, e.g. /blog/rss.xml */
  feedPath: string;
  postPath: (slug: string) => string;
};

/** Wraps text in CDATA, splitting any "]]>" inside it so the section cannot end early. */
function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** RFC 822 date, as RSS 2.0 wants: "Thu, 12 Nov 2026 00:00:00 GMT". */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/**
 * The blog as an RSS 2.0 feed: absolute links, each post's excerpt as its description and its
 * whole article as content:encoded, with links inside it made absolute for feed readers.
 */
export function buildRssFeed(channel: FeedChannel, posts: readonly FeedPost[]): string {
  const absolute = (path: string) => new URL(path, channel.siteUrl).href;
  const newest = posts.reduce<string | undefined>(
    (latest, post) => (latest === undefined || post.date > latest ? post.date : latest),
    undefined,
  );
  const items = posts.map((post) => {
    const link = absolute(channel.postPath(post.slug));
    const html = post.html.replace(/(href|src)="\/(?!\/)/g, `$1="${absolute("/")}`);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${cdata(html)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(absolute(channel.blogPath))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en-in</language>",
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(absolute(channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
