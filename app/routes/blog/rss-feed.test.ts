// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { buildRssFeed, rfc822, type FeedPost } from "./rss-feed";

const channel = {
  title: "Nexora Technologies Blog",
  description: "Insights & ideas",
  siteUrl: "https://nexora.example",
  blogPath: "/blog",
  feedPath: "/blog/rss.xml",
  postPath: (slug: string) => `/blog/${slug}`,
};

const post = (slug: string, date: string, extra: Partial<FeedPost> = {}): FeedPost => ({
  slug,
  title: `Post <${slug}>`,
  excerpt: "Fish & chips",
  author: "Asha Rao",
  date,
  category: "Cloud",
  readingMinutes: 3,
  html: '<p>See <a href="/services/cloud-solutions">cloud</a> and <a href="//cdn.example/x">x</a>.</p>',
  ...extra,
});

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

describe("buildRssFeed", () => {
  const xml = buildRssFeed(channel, [
    post("b", "2026-10-28"),
    post("a", "2026-11-12", { html: "<p>Tricky ]]> text</p>" }),
  ]);
  const doc = parse(xml);

  it("is RSS 2.0 with a channel that links to the blog and to itself", () => {
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const channelEl = doc.querySelector("channel")!;
    expect(channelEl.querySelector(":scope > title")!.textContent).toBe(channel.title);
    expect(channelEl.querySelector(":scope > link")!.textContent).toBe(
      "https://nexora.example/blog",
    );
    expect(channelEl.querySelector(":scope > description")!.textContent).toBe("Insights & ideas");
    expect(channelEl.querySelector(":scope > lastBuildDate")!.textContent).toBe(
      "Thu, 12 Nov 2026 00:00:00 GMT",
    );
    const self = channelEl.getElementsByTagName("atom:link")[0]!;
    expect(self.getAttribute("href")).toBe("https://nexora.example/blog/rss.xml");
    expect(self.getAttribute("rel")).toBe("self");
  });

  it("has one item per post with absolute links, escaped text and its date", () => {
    const items = [...doc.querySelectorAll("item")];
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(first.querySelector("title")!.textContent).toBe("Post <b>");
    expect(first.querySelector("link")!.textContent).toBe("https://nexora.example/blog/b");
    expect(first.querySelector("guid")!.textContent).toBe("https://nexora.example/blog/b");
    expect(first.querySelector("pubDate")!.textContent).toBe("Wed, 28 Oct 2026 00:00:00 GMT");
    expect(first.querySelector("description")!.textContent).toBe("Fish & chips");
    expect(first.querySelector("category")!.textContent).toBe("Cloud");
    expect(first.getElementsByTagName("dc:creator")[0]!.textContent).toBe("Asha Rao");
  });

  it("carries the whole article with site links made absolute", () => {
    const [first, second] = [...doc.querySelectorAll("item")].map(
      (item) => item.getElementsByTagName("content:encoded")[0]!.textContent,
    );
    expect(first).toContain('href="https://nexora.example/services/cloud-solutions"');
    expect(first).toContain('href="//cdn.example/x"');
    expect(second).toBe("<p>Tricky ]]> text</p>");
  });

  it("is still valid without posts", () => {
    const empty = parse(buildRssFeed(channel, []));
    expect(empty.querySelectorAll("item")).toHaveLength(0);
  });
});

describe("helpers", () => {
  it("writes RFC 822 dates in UTC", () => {
    expect(rfc822("2026-01-05")).toBe("Mon, 05 Jan 2026 00:00:00 GMT");
  });
});
