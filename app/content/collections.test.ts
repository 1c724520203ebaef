/**
 * The collections drive everything derived from them: adding an item is one file, and a
 * missing part fails with a message naming the file and the field. Run through a scratch copy
 * of the posts folder with a fourth post, and the services with a thirteenth.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { postSections } from "~/chat/sections";
import { buildRssFeed } from "~/routes/blog/rss-feed";
import routes from "~/routes";
import { paths, site } from "~/site";
import { readPosts, sitePages, staticPathsOf } from "../../scripts/content-files";
import { renderMarkdown } from "../../scripts/markdown-plugin";
import { projects } from "./projects";
import { services } from "./services";

const scratch = mkdtempSync(join(tmpdir(), "nexora-content-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const content = new URL(".", import.meta.url).pathname;
cpSync(join(content, "posts"), join(scratch, "posts"), { recursive: true });
cpSync(join(content, "images/posts"), join(scratch, "images/posts"), { recursive: true });

const fourthPost = `---
title: "Zero Trust for Small Teams"
excerpt: What zero trust means when you have twelve people and no security team.
author: Vikram Rao
date: 2026-11-20
category: Security
---

## Start with sign-in

Every account gets multi-factor sign-in before anything else.

## Then the devices

Only managed laptops reach company data.
`;
writeFileSync(join(scratch, "posts/zero-trust-small-teams.md"), fourthPost);

const thirteenth = { ...services[0], slug: "quantum-consulting", title: "Quantum Consulting" };
const posts = readPosts(scratch);
const pages = sitePages(staticPathsOf(routes), posts);

describe("a fourth post and a thirteenth service", () => {
  it("join the prerender list (and so the sitemap and Open Graph pictures) with no other edit", () => {
    const withService = sitePages(staticPathsOf(routes), posts, {
      services: [...services, thirteenth],
      projects,
    });
    expect(posts.map((post) => post.slug)).toContain("zero-trust-small-teams");
    expect(pages).toContain("/blog/zero-trust-small-teams");
    expect(pages).toContain("/blog/category/security");
    expect(withService).toContain("/services/quantum-consulting");
    // Every page route without parameters is prerendered, from the route config alone.
    for (const path of ["/", "/about", "/services", "/blog", "/sitemap", "/legal/privacy"]) {
      expect(pages).toContain(path);
    }
    // Redirecting aliases are the server's, not pages.
    expect(pages).not.toContain("/about-us");
  });

  it("leads the feed, newest first", () => {
    const xml = buildRssFeed(
      {
        title: site.name,
        description: "Test",
        siteUrl: site.url,
        blogPath: paths.blog,
        feedPath: paths.blogFeed,
        postPath: paths.post,
      },
      posts.map((post) => ({ ...post, html: "<p>Body</p>" })),
    );
    const titles = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toHaveLength(4);
    expect(titles[0]).toBe("Zero Trust for Small Teams");
  });

  it("is answerable by the chat, section by section", () => {
    const files = Object.fromEntries(
      readdirSync(join(scratch, "posts")).map((file) => [
        `../content/posts/${file}`,
        readFileSync(join(scratch, "posts", file), "utf8"),
      ]),
    );
    const ids = postSections(files).map((section) => section.id);
    expect(ids).toContain("post:zero-trust-small-teams");
    expect(ids).toContain("post:zero-trust-small-teams:start-with-sign-in");
  });

  it("pushes the listing onto a second page once there are more posts than fit", () => {
    for (let n = 0; n < 9; n++) {
      writeFileSync(
        join(scratch, `posts/extra-${n}.md`),
        fourthPost.replace("Zero Trust for Small Teams", `Extra post ${n}`),
      );
    }
    const many = readPosts(scratch);
    expect(many).toHaveLength(13);
    expect(sitePages(staticPathsOf(routes), many)).toContain("/blog/page/2");
    expect(renderMarkdown(fourthPost).headings.map((heading) => heading.id)).toEqual([
      "start-with-sign-in",
      "then-the-devices",
    ]);
  });
});

describe("a post missing a required part", () => {
  it("fails the load, naming the file and the field", () => {
    const broken = mkdtempSync(join(tmpdir(), "nexora-broken-"));
    try {
      cpSync(join(scratch, "posts/zero-trust-small-teams.md"), join(broken, "posts/a.md"), {
        recursive: true,
      });
      writeFileSync(
        join(broken, "posts/no-author.md"),
        fourthPost.replace("author: Vikram Rao\n", ""),
      );
      expect(() => readPosts(broken)).toThrow(/posts\/no-author\.md: front matter field "author"/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
