import type { IconName } from "~/icon-names";
import { postCategories, posts } from "~/content/posts";
import { formatDate } from "~/text";
import { projects } from "~/content/projects";
import { services } from "~/content/services";
import { legalLinks, mainNav, paths } from "~/site";

export type SitemapLink = {
  label: string;
  to: string;
  /** A short second line: a category, a date. */
  note?: string;
  /** A file rather than a page (e.g. a feed): followed with a full page load. */
  document?: boolean;
};

export type SitemapGroup = {
  id: string;
  title: string;
  icon: IconName;
  /** The group's pages, counted in its heading. */
  links: SitemapLink[];
  /** Other ways in, such as feeds, listed after the pages and not counted. */
  extras?: SitemapLink[];
};

const company: SitemapLink[] = [
  { label: "About Us", to: paths.about },
  { label: "Careers", to: paths.career },
  { label: "Contact", to: paths.contact },
  { label: "Client Login", to: paths.login },
];

/**
 * Every page of the site, grouped. Services, case studies and articles come from their
 * content modules, so a new one appears here without editing this file.
 */
export const sitemapGroups: readonly SitemapGroup[] = [
  {
    id: "main-pages",
    title: "Main pages",
    icon: "globe",
    links: [
      ...mainNav
        .filter((item) => !company.some((page) => page.to === item.to))
        .map((item) => ({ label: item.label, to: item.to })),
      { label: "Get a Quote", to: paths.quotation },
    ],
  },
  {
    id: "services",
    title: "Services",
    icon: "briefcase",
    links: services.map((service) => ({ label: service.title, to: paths.service(service.slug) })),
  },
  {
    id: "case-studies",
    title: "Case studies",
    icon: "chart",
    links: projects.map((project) => ({
      label: project.title,
      to: paths.project(project.slug),
      note: project.category,
    })),
  },
  {
    id: "articles",
    title: "Articles",
    icon: "lightbulb",
    links: posts.map((post) => ({
      label: post.title,
      to: paths.post(post.slug),
      note: `${post.category} · ${formatDate(post.date, "short")}`,
    })),
    extras: [
      ...postCategories
        .filter((category) => posts.some((post) => post.category === category.name))
        .map((category) => ({
          label: `${category.name} articles`,
          to: paths.blogCategory(category.slug),
        })),
      { label: "RSS feed", to: paths.blogFeed, note: "Every new article", document: true },
    ],
  },
  { id: "company", title: "Company", icon: "users", links: company },
  {
    id: "legal",
    title: "Legal",
    icon: "shield",
    links: legalLinks.map((link) => ({ label: link.label, to: link.to })),
  },
];
