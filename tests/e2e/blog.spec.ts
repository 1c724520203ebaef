import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { expectGetInTouch } from "./support/site-pages";

/** The three teasers in SPEC order, with what each article page shows. */
const posts = [
  {
    href: "/blog/future-of-ai",
    category: "Technology",
    title: "The Future of AI in Business: From Pilots to Everyday Work",
    author: "Arjun Mehta",
    date: "2026-11-12",
    shownDate: "12 November 2026",
    firstWords: "Three years ago, most of our clients",
  },
  {
    href: "/blog/cloud-trends",
    category: "Cloud",
    title: "Cloud Trends to Watch in 2027",
    author: "Priya Sharma",
    date: "2026-10-28",
    shownDate: "28 October 2026",
    firstWords: "The cloud is no longer new.",
  },
  {
    href: "/blog/cybersecurity-practices",
    category: "Security",
    title: "Cybersecurity Best Practices for Growing Businesses",
    author: "Vikram Rao",
    date: "2026-10-09",
    shownDate: "9 October 2026",
    firstWords: "Many growing companies assume they are too small",
  },
];

/** The teasers: each a list item whose link covers the whole card. */
function teasers(page: Page): Locator {
  return page.getByRole("region", { name: "Latest Insights" }).getByRole("listitem");
}

test.describe("blog page", () => {
  test("shows 'Latest Insights' with three teasers linking to the SPEC addresses @phone", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(
      page.getByRole("heading", { level: 2, name: "Latest Insights", exact: true }),
    ).toBeVisible();

    const items = teasers(page);
    await expect(items).toHaveCount(3);
    for (const [index, post] of posts.entries()) {
      const item = items.nth(index);
      const link = item.getByRole("link", { name: post.title });
      await expect(link).toHaveAttribute("href", post.href);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(post.title);
      // The category label leads to the category's own listing.
      await expect(item.getByRole("link", { name: post.category, exact: true })).toHaveAttribute(
        "href",
        `/blog/category/${post.category.toLowerCase()}`,
      );
      await expect(item).toContainText(`By ${post.author}`);
      await expect(item.locator("time")).toHaveAttribute("datetime", post.date);
      await expect(item.locator("time")).toHaveText(post.shownDate);
      await expect(item.getByRole("img")).toBeVisible();
      // A 16:9 picture, whatever the width.
      const box = (await item.getByRole("img").boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    }

    const section = page.getByRole("region", { name: "Latest Insights" });
    await expect(section.getByRole("link", { name: "View All Posts" })).toHaveAttribute(
      "href",
      "/blog",
    );
    await expect(section.getByRole("link", { name: "Subscribe via RSS" })).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute("href", "/blog/rss.xml");
  });

  test("the list ships no article bodies and no Markdown parser", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await page.goto("/blog");
    // The app starts after the page has loaded: wait for it, then for what it loads.
    await waitForHydration(page.getByRole("link", { name: "Blog", exact: true }).first());
    await page.waitForLoadState("networkidle");
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    const html = await page.content();
    for (const text of [...bodies, html]) {
      for (const post of posts) expect(text).not.toContain(post.firstWords);
      expect(text).not.toContain("marked(): input parameter");
    }
  });

  test("a teaser opens its article in the app", async ({ page }) => {
    await page.goto("/blog");
    await teasers(page).nth(1).getByRole("link", { name: posts[1]!.title }).click();
    await expect(page).toHaveURL("/blog/cloud-trends");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[1]!.title);
    await expect(page.getByText(posts[1]!.firstWords)).toBeVisible();
  });
});

test.describe("blog categories", () => {
  test("each category has its own page listing its posts, reached from a post's label", async ({
    page,
  }) => {
    await page.goto("/blog");
    await teasers(page).nth(1).getByRole("link", { name: "Cloud", exact: true }).click();
    await expect(page).toHaveURL("/blog/category/cloud");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cloud Insights");
    const list = page.getByRole("region", { name: "All Cloud posts" }).getByRole("listitem");
    await expect(list).toHaveCount(posts.filter((post) => post.category === "Cloud").length);
    await expect(list.first().getByRole("link", { name: posts[1]!.title })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Blog categories" });
    await expect(nav.getByRole("link", { name: "Cloud" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Security" }).click();
    await expect(page).toHaveURL("/blog/category/security");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security Insights");
  });

  test("an unknown category or listing page is the 404 page", async ({ page }) => {
    for (const path of ["/blog/category/cooking", "/blog/page/2"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    }
  });
});

test.describe("articles", () => {
  test("each post's page renders the whole article @phone", async ({ page }) => {
    test.setTimeout(120_000);
    for (const post of posts)
      await test.step(post.href, async () => {
        const response = await page.goto(post.href);
        expect(response?.status()).toBe(200);
        // Branded unless that would pass 70 characters.
        const branded = `${post.title} | Nexora Technologies`;
        await expect(page).toHaveTitle(branded.length <= 70 ? branded : post.title);
        const article = page.getByRole("article");
        await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(article.locator("time").first()).toHaveAttribute("datetime", post.date);
        await expect(article.locator("header")).toContainText(`By ${post.author}`);
        await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
        // On a phone the date, category and reading time share one line: none is left alone.
        const [date, minutes] = await Promise.all(
          [article.locator("header time").first(), article.getByText(/^\d+ min read$/)].map(
            async (part) => (await part.boundingBox())!,
          ),
        );
        expect(Math.abs(date!.y - minutes!.y)).toBeLessThan(4);
        await expect(article.getByRole("img")).toBeVisible();

        // The Markdown body: its first paragraph, several sections and a list.
        await expect(article.getByText(post.firstWords)).toBeVisible();
        expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4);
        expect(await article.locator("li").count()).toBeGreaterThanOrEqual(4);
        const words = (await article.innerText()).split(/\s+/).length;
        expect(words).toBeGreaterThan(600);

        await expectGetInTouch(
          page.getByRole("complementary", { name: "Want to put this into practice?" }),
        );

        // Links to the other two posts.
        const more = page.getByRole("region", { name: "More insights" });
        const others = posts.filter((other) => other.href !== post.href).map((other) => other.href);
        await expect(more.getByRole("listitem")).toHaveCount(2);
        for (const href of others) await expect(more.locator(`a[href="${href}"]`)).toHaveCount(1);

        await expect(
          page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
        ).toHaveAttribute("href", "/blog/rss.xml");
      });
  });

  test("the table of contents jumps to a section", async ({ page }) => {
    await page.goto("/blog/cybersecurity-practices");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.getByRole("link", { name: "Backups are your last line of defence" }).click();
    await expect(page).toHaveURL(/#backups-are-your-last-line-of-defence$/);
    await expect(
      page.getByRole("heading", { name: "Backups are your last line of defence" }),
    ).toBeInViewport();
  });

  test("an unknown post is the 404 page", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page Not Found")).toBeVisible();
  });

  test("an unknown post reached inside the app shows the not-found page", async ({ page }) => {
    await page.goto("/blog");
    // As a link inside the app would, once the app runs: the router, not the server, handles
    // the address. (Changed before the app starts, the address would no longer be the page's.)
    await waitForHydration(page.getByRole("link", { name: "Blog", exact: true }).first());
    await page.evaluate(() => {
      window.history.pushState({ idx: 1 }, "", "/blog/no-such-post");
      window.dispatchEvent(new PopStateEvent("popstate", { state: { idx: 1 } }));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});

test.describe("RSS feed", () => {
  test("is valid RSS 2.0 with the three posts and absolute links", async ({ request, page }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();

    // Parse it with the browser's XML parser: a syntax error yields a <parsererror>.
    await page.goto("/blog");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent;
      const channel = doc.querySelector("rss > channel")!;
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        version: doc.documentElement.getAttribute("version"),
        title: text(channel, "title"),
        link: text(channel, "link"),
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: text(item, "title"),
          link: text(item, "link"),
          pubDate: text(item, "pubDate"),
          category: text(item, "category"),
          content: text(item, "content:encoded")?.length ?? 0,
        })),
      };
    }, xml);

    expect(feed.errors).toBe(0);
    expect(feed.version).toBe("2.0");
    expect(feed.title).toBe("Nexora Technologies Blog");
    expect(feed.link).toBe("https://nexora.example/blog");
    expect(feed.items).toHaveLength(3);
    for (const [index, post] of posts.entries()) {
      const item = feed.items[index]!;
      expect(item.title).toBe(post.title);
      expect(item.link).toBe(`https://nexora.example${post.href}`);
      expect(item.category).toBe(post.category);
      expect(new Date(item.pubDate!).toISOString().slice(0, 10)).toBe(post.date);
      expect(item.content).toBeGreaterThan(3000);
    }
  });
});
