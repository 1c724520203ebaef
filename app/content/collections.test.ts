/**
 * The collections drive everything derived from them: adding an item is one file, and a
 * missing part fails with a message naming the file and the field. Run through a scratch copy
 * of the posts and services folders with a fourth post and a thirteenth service.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { indexText } from "~/chat/fold";
import { postSections, projectSections, serviceSections, type PostText } from "~/chat/sections";
import { buildRssFeed } from "~/routes/blog/rss-feed";
import routes from "~/routes";
import { paths, site } from "~/site";
import {
  readLegal,
  readPosts,
  readProjects,
  readRoles,
  readServices,
  sitePages,
  staticPathsOf,
} from "../../scripts/content-files";
import { renderMarkdown, textParts } from "../../scripts/markdown-plugin";
import { htmlToText } from "~/text";
import { roles } from "./careers";
import { projectEntries } from "./project-entries";
import { galleryOf } from "./project-gallery.server";
import { projectsPerPage } from "./project-schema";
import { projects } from "./projects";
import { serviceEntries } from "./service-entries";
import { services } from "./services";

// Every directory a test writes is made in here, and goes with it.
const scratch = mkdtempSync(join(tmpdir(), "nexora-content-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const content = new URL(".", import.meta.url).pathname;
cpSync(join(content, "posts"), join(scratch, "posts"), { recursive: true });
cpSync(join(content, "images/posts"), join(scratch, "images/posts"), { recursive: true });
cpSync(join(content, "services"), join(scratch, "services"), { recursive: true });
cpSync(join(content, "images/services"), join(scratch, "images/services"), { recursive: true });
cpSync(join(content, "projects"), join(scratch, "projects"), { recursive: true });
cpSync(join(content, "images/projects"), join(scratch, "images/projects"), { recursive: true });

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

const thirteenthService = `---
title: Quantum Consulting
order: 13
icon: lightbulb
description: Plain advice on when quantum computing matters to your business, and when it does not.
features:
  - Readiness assessments
  - Post-quantum cryptography plans
  - Vendor briefings
  - Pilot projects
capabilities:
  - title: Crypto inventories
    description: Every place your systems rely on encryption that quantum computers could break.
steps:
  - title: Briefing
    description: A half-day session for leadership on what is real and what is marketing.
technologies:
  - Qiskit
faqs:
  - question: Do we need a quantum computer?
    answer: Almost certainly not yet; most clients need a migration plan for their cryptography first.
keywords:
  - qubits
---

Quantum computers will change a few problems and leave most untouched. We help you tell which.
`;
writeFileSync(join(scratch, "services/quantum-consulting.md"), thirteenthService);

const sixthProject = `---
title: Quantum-Safe Payments
order: 6
category: Security
description: Payment signing moved to post-quantum algorithms before the regulator asked.
client: A payments company in Pune
result: Every signature quantum-safe
icon: shield
duration: 4 months
services:
  - quantum-consulting
  - cybersecurity
approach:
  - title: Inventory
    description: Every key, certificate and signature in the payment path, listed.
technologies:
  - Kyber
results:
  - value: "100%"
    label: of signatures quantum-safe
  - value: "0 min"
    label: minutes of downtime
  - value: "4"
    label: months
testimonial:
  quote: Done before anyone asked.
  role: Chief Risk Officer
---

The company signed a million payments a day with keys a future computer could forge.
`;
writeFileSync(join(scratch, "projects/quantum-safe-payments.md"), sixthProject);

const posts = readPosts(scratch);
const withService = readServices(scratch);
const withProject = readProjects(scratch, withService);
const pages = sitePages(staticPathsOf(routes), posts, {
  services: withService,
  projects: withProject,
});

describe("a fourth post and a thirteenth service", () => {
  it("join the prerender list (and so the sitemap and Open Graph pictures) with no other edit", () => {
    expect(posts.map((post) => post.slug)).toContain("zero-trust-small-teams");
    expect(pages).toContain("/blog/zero-trust-small-teams");
    expect(pages).toContain("/blog/category/security");
    expect(withService.map((service) => service.slug).at(-1)).toBe("quantum-consulting");
    expect(pages).toContain("/services/quantum-consulting");
    expect(pages).toContain("/projects/quantum-safe-payments");
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
    // (as the Markdown plugin's `?text&pick=title,excerpt&lead=2` gives each post)
    const files = Object.fromEntries(
      readdirSync(join(scratch, "posts")).map((file) => [
        `../content/posts/${file}`,
        textParts<PostText["frontmatter"]>(
          renderMarkdown(readFileSync(join(scratch, "posts", file), "utf8")),
          ["title", "excerpt"],
          2,
        ),
      ]),
    );
    const ids = postSections(files).map((section) => section.id);
    expect(ids).toContain("post:zero-trust-small-teams");
    expect(ids).toContain("post:zero-trust-small-teams:start-with-sign-in");
    // (the chat reads a body as the Markdown plugin's `&body=words` gives it)
    const chatServices = withService.map(({ overviewHtml, ...entry }) => ({
      ...entry,
      overviewWords: indexText(htmlToText(overviewHtml), 0),
    }));
    const chatProjects = withProject.map(({ challengeHtml, ...entry }) => ({
      ...entry,
      challengeWords: indexText(htmlToText(challengeHtml), 0),
    }));
    const service = serviceSections(chatServices).filter((section) =>
      section.id.startsWith("service:quantum-consulting"),
    );
    expect(service.map((section) => section.id)).toEqual([
      "service:quantum-consulting",
      "service:quantum-consulting:more:0",
      "service:quantum-consulting:delivery",
      "service:quantum-consulting:tools",
      "service:quantum-consulting:faq:0",
    ]);
    expect(service[0]?.keywords).toContain("qubits");
    const project = projectSections(chatProjects, withService).find(
      (section) => section.id === "project:quantum-safe-payments",
    );
    expect(project?.keywords).toContain("Quantum Consulting");
    // (its body as the words the search keeps, folded and sorted, stop words gone)
    for (const word of ["million", "payments", "forge"]) expect(project?.text).toMatch(` ${word} `);
    for (const word of ["quantum", "computers", "problems"])
      expect(service[0]?.text).toMatch(` ${word} `);
    expect(service[0]?.text).not.toContain("will change a few");
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

describe("lists that grow, and a new page", () => {
  it("past a page's worth of case studies, /projects continues on /projects/page/2", () => {
    const many = Array.from({ length: projectsPerPage + 1 }, (_, n) => ({
      slug: `case-${n}`,
      featured: [] as ("home" | "projects")[],
    }));
    const withMany = sitePages(staticPathsOf(routes), posts, {
      services: withService,
      projects: many,
    });
    expect(withMany).toContain("/projects/page/2");
    expect(withMany).not.toContain("/projects/page/3");
    // Today's case studies fit on /projects.
    expect(pages).not.toContain("/projects/page/2");
  });

  it("a page added to the route config is prerendered (and so in the sitemap) with no second list", () => {
    const withPage = [...routes, { path: "partners", file: "routes/partners/route.tsx" }];
    expect(sitePages(staticPathsOf(withPage), posts)).toContain("/partners");
  });
});

describe("a post missing a required part", () => {
  it("fails the load, naming the file and the field", () => {
    const broken = mkdtempSync(join(scratch, "broken-"));
    cpSync(join(scratch, "posts/zero-trust-small-teams.md"), join(broken, "posts/a.md"), {
      recursive: true,
    });
    writeFileSync(
      join(broken, "posts/no-author.md"),
      fourthPost.replace("author: Vikram Rao\n", ""),
    );
    expect(() => readPosts(broken)).toThrow(/posts\/no-author\.md: front matter field "author"/);
  });
});

describe("a service missing a required part", () => {
  const broken = (name: string, file: string) => {
    const dir = mkdtempSync(join(scratch, "broken-"));
    cpSync(join(content, "services"), join(dir, "services"), { recursive: true });
    cpSync(join(content, "images/services"), join(dir, "images/services"), { recursive: true });
    writeFileSync(join(dir, "services", name), file);
    return () => readServices(dir);
  };

  it("fails the load, naming the file and the field", () => {
    expect(
      broken("quantum.md", thirteenthService.replace(/^faqs:[\s\S]*?(?=keywords:)/m, "")),
    ).toThrow(/services\/quantum\.md: front matter field "faqs"/);
    expect(
      broken("quantum.md", thirteenthService.replace("icon: lightbulb", "icon: atom")),
    ).toThrow(/services\/quantum\.md: front matter field "icon" must be one of the icons/);
    expect(broken("quantum.md", thirteenthService.replace("  - Pilot projects\n", ""))).toThrow(
      /services\/quantum\.md: front matter field "features" must list exactly four/,
    );
    expect(broken("quantum.md", thirteenthService.replace("keywords:", "keyword:"))).toThrow(
      /services\/quantum\.md: front matter field "keyword"/,
    );
  });

  it("fails on a picture that does not exist, or one without its alt text", () => {
    const withPicture = (fields: string) =>
      broken(
        "quantum.md",
        thirteenthService.replace("icon: lightbulb", `icon: lightbulb\n${fields}`),
      );
    expect(withPicture("picture: nowhere.svg\npictureAlt: Nothing to see")).toThrow(
      /services\/quantum\.md: front matter field "picture" names "nowhere\.svg", which is not in app\/content\/images\/services\//,
    );
    expect(withPicture("picture: devops")).toThrow(
      /services\/quantum\.md: front matter field "picture" must be a file name in app\/content\/images\/services\//,
    );
    expect(withPicture("picture: devops.svg")).toThrow(
      /services\/quantum\.md: front matter field "pictureAlt" is required with a picture/,
    );
    expect(withPicture("picture: devops.svg\npictureAlt: ' '")).toThrow(
      /services\/quantum\.md: front matter field "pictureAlt" must not be empty/,
    );
    // A picture in the services' folder, described, loads.
    const quantum = withPicture("picture: devops.svg\npictureAlt: A release pipeline")().find(
      (service) => service.slug === "quantum",
    );
    expect([quantum?.picture, quantum?.pictureAlt]).toEqual(["devops.svg", "A release pipeline"]);
  });

  it("fails without an overview, or in another service's place", () => {
    expect(broken("quantum.md", thirteenthService.replace(/---\n\n[\s\S]*$/, "---\n"))).toThrow(
      /services\/quantum\.md: the overview, the file's body below the front matter, is empty/,
    );
    expect(broken("quantum.md", thirteenthService.replace("order: 13", "order: 3"))).toThrow(
      /"order" is 3 in both/,
    );
  });
});

describe("the services as the app loads them", () => {
  it("are the checked files, field for field: cards and pages together leave nothing out", () => {
    // Less the picture, which the service's page reads on the server (service-pictures.server.ts).
    expect(serviceEntries).toEqual(
      readServices().map((entry) => ({ ...entry, picture: undefined, pictureAlt: undefined })),
    );
    expect(services.map((service) => service.slug)).toEqual(
      readServices().map((service) => service.slug),
    );
  });
});

describe("every service's picture", () => {
  it("is its own drawing in app/content/images/services/, named after it and described", () => {
    for (const service of readServices()) {
      expect(service.picture, service.slug).toBe(`${service.slug}.svg`);
      expect(service.pictureAlt?.length, service.slug).toBeGreaterThan(100);
    }
  });
});

describe("a legal document missing a required part", () => {
  const load = (name: string, file: string) => {
    const dir = mkdtempSync(join(scratch, "legal-"));
    cpSync(join(content, "legal"), join(dir, "legal"), { recursive: true });
    writeFileSync(join(dir, "legal", name), file);
    return () => readLegal(dir);
  };
  const cookies = `---
title: Cookie Policy
lead: We set none.
description: The cookies {{site.name}} sets.
updated: 2026-11-20
related: privacy
---

## None at all {#none}

Write to [{{site.email}}]({{emailHref}}).
`;

  it("joins the site with no other edit when it is whole", () => {
    const documents = load("cookies.md", cookies)();
    const added = documents.find((document) => document.slug === "cookies")!;
    expect(added.description).toBe(`The cookies ${site.name} sets.`);
    expect(added.sections[0]?.html).toContain(`<a href="mailto:${site.email}">`);
  });

  it("fails naming the file: an unknown fact, a missing document, text before the first section", () => {
    expect(load("cookies.md", cookies.replace("{{site.email}}", "{{site.mail}}"))).toThrow(
      /legal\/cookies\.md: no site fact for \{\{site\.mail\}\}/,
    );
    expect(load("cookies.md", cookies.replace("related: privacy", "related: gdpr"))).toThrow(
      /legal\/cookies\.md: front matter field "related" names "gdpr"/,
    );
    expect(load("cookies.md", cookies.replace("## None", "Intro.\n\n## None"))).toThrow(
      /legal\/cookies\.md: the body must be sections/,
    );
    expect(load("cookies.md", cookies.replace("updated: 2026-11-20\n", ""))).toThrow(
      /legal\/cookies\.md: front matter field "updated"/,
    );
  });
});

describe("a case study missing a required part", () => {
  const load = (file: string) => {
    const dir = mkdtempSync(join(scratch, "projects-"));
    cpSync(join(content, "projects"), join(dir, "projects"), { recursive: true });
    cpSync(join(content, "images/projects"), join(dir, "images/projects"), { recursive: true });
    writeFileSync(join(dir, "projects/quantum.md"), file);
    return () => readProjects(dir);
  };

  it("fails naming the file and the field", () => {
    // The site's own services, without the scratch copy's thirteenth.
    expect(load(sixthProject)).toThrow(
      /projects\/quantum\.md: front matter field "services" names "quantum-consulting", which is not in app\/content\/services\//,
    );
    const known = sixthProject.replace("  - quantum-consulting\n", "");
    expect(load(known.replace("category: Security", "category: Quantum"))).toThrow(
      /projects\/quantum\.md: front matter field "category" must be one of/,
    );
    expect(load(known.replace(/ {2}- value: "4"\n {4}label: months\n/, ""))).toThrow(
      /projects\/quantum\.md: front matter field "results" must list exactly three/,
    );
    expect(
      load(known.replace("icon: shield", "icon: shield\ncover: nowhere.svg\ncoverAlt: Nothing")),
    ).toThrow(/projects\/quantum\.md: front matter field "cover" names "nowhere\.svg"/);
    expect(load(known.replace("icon: shield", "icon: shield\ncover: healthcare.svg"))).toThrow(
      /projects\/quantum\.md: front matter field "coverAlt" is required with a cover/,
    );
  });

  it("fails on a gallery picture that does not exist, or one without its alt text", () => {
    const known = sixthProject.replace("  - quantum-consulting\n", "");
    const withGallery = (item: string) =>
      known.replace("icon: shield", `icon: shield\ngallery:\n${item}`);
    expect(
      load(
        withGallery("  - file: nowhere.svg\n    kind: diagram\n    alt: A diagram of nothing\n"),
      ),
    ).toThrow(
      /projects\/quantum\.md: front matter field "gallery\.0\.file" names "nowhere\.svg", which is not in app\/content\/images\/projects\/gallery\//,
    );
    expect(load(withGallery("  - file: healthcare-claims.svg\n    kind: screenshot\n"))).toThrow(
      /projects\/quantum\.md: front matter field "gallery\.0\.alt" is required/,
    );
    expect(
      load(withGallery("  - file: healthcare-claims.svg\n    kind: screenshot\n    alt: ' '\n")),
    ).toThrow(/projects\/quantum\.md: front matter field "gallery\.0\.alt" must not be empty/);
    expect(
      load(
        withGallery(
          "  - file: healthcare-claims.svg\n    kind: photo\n    alt: The claims board\n",
        ),
      ),
    ).toThrow(
      /projects\/quantum\.md: front matter field "gallery\.0\.kind" must be screenshot or diagram/,
    );
    // A picture in the gallery's folder, described, loads; its caption is optional.
    const [quantum] = load(
      withGallery(
        "  - file: healthcare-claims.svg\n    kind: screenshot\n    alt: The claims board\n",
      ),
    )().filter((project) => project.slug === "quantum");
    expect(quantum?.gallery).toEqual([
      { file: "healthcare-claims.svg", kind: "screenshot", alt: "The claims board" },
    ]);
  });
});

describe("every case study's gallery", () => {
  it("names pictures in app/content/images/projects/gallery/, each described and captioned", () => {
    for (const project of readProjects()) {
      expect(project.gallery?.length, project.slug).toBeGreaterThanOrEqual(2);
      for (const picture of project.gallery ?? []) {
        expect(picture.file.startsWith(project.slug), picture.file).toBe(true);
        expect(picture.alt.length, picture.file).toBeGreaterThan(40);
        expect(picture.caption, picture.file).toBeTruthy();
      }
      expect(new Set(project.gallery?.map((picture) => picture.kind))).toEqual(
        new Set(["diagram", "screenshot"]),
      );
    }
  });
});

describe("the case studies as the app loads them", () => {
  it("are the checked files, field for field", () => {
    // All but the gallery, which only the case study's page reads, at build time.
    expect(projectEntries).toEqual(
      readProjects().map((entry) => ({ ...entry, gallery: undefined })),
    );
    for (const project of readProjects()) {
      expect(galleryOf(project.slug), project.slug).toEqual(project.gallery);
    }
    expect(projects.map((project) => project.slug)).toEqual(
      readProjects().map((project) => project.slug),
    );
  });
});

describe("an open role", () => {
  const load = (file: string) => {
    const dir = mkdtempSync(join(scratch, "roles-"));
    cpSync(join(content, "roles"), join(dir, "roles"), { recursive: true });
    writeFileSync(join(dir, "roles/qa-engineer.md"), file);
    return () => readRoles(dir);
  };
  const role = `---
title: QA Engineer
team: Software Development
workplace: Remote
employmentType: FULL_TIME
datePosted: 2026-12-01
validThrough: 2027-02-28
experience: 3+ years
salary:
  min: 900000
  max: 1500000
summary: Make sure what we ship works, for every client, on every device.
responsibilities:
  - Write and run automated tests.
requirements:
  - Three years of testing web applications.
---
`;

  it("joins the careers page, newest first, with no other edit", () => {
    const added = load(role)();
    expect(added[0]?.slug).toBe("qa-engineer");
    expect(added[0]?.salary).toEqual({
      currency: "INR",
      unit: "YEAR",
      min: 900_000,
      max: 1_500_000,
    });
    expect(added[0]?.location.city).toBe(site.address.city);
  });

  it("fails naming the file and the field", () => {
    expect(load(role.replace("workplace: Remote", "workplace: Moon"))).toThrow(
      /roles\/qa-engineer\.md: front matter field "workplace" must be one of/,
    );
    expect(load(role.replace("validThrough: 2027-02-28", "validThrough: 2026-01-01"))).toThrow(
      /roles\/qa-engineer\.md: front matter field "validThrough" must not be before datePosted/,
    );
    expect(load(role.replace("  max: 1500000\n", ""))).toThrow(
      /roles\/qa-engineer\.md: front matter field "salary.max"/,
    );
  });

  it("as the app loads them: the checked files", () => {
    expect(roles).toEqual(readRoles());
  });
});
