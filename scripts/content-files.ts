/**
 * The content collections read straight from their folders, for the build's Node side
 * (react-router.config.ts's prerender list), the end-to-end tests and fixture tests, where
 * Vite's `import.meta.glob` is not available. Each collection is checked by the same schema
 * the app uses.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { archivePages, postCategories, type PostMeta } from "../app/content/post.ts";
import { loadPosts } from "../app/content/post-schema.ts";
import {
  loadProjects,
  projectListPages,
  type ProjectEntry,
} from "../app/content/project-schema.ts";
import { loadLegal } from "../app/content/legal-schema.ts";
import type { LegalDocument } from "../app/content/legal-text.ts";
import type { Role } from "../app/content/role.ts";
import { loadRoles } from "../app/content/role-schema.ts";
import { loadServices, type ServiceEntry } from "../app/content/service-schema.ts";
import { prerenderList } from "../app/site.ts";
import { renderMarkdown, type RenderedMarkdown } from "./markdown-plugin.ts";

const siteContent = new URL("../app/content/", import.meta.url).pathname;

/**
 * Each Markdown file of a collection's folder, rendered, keyed by its path from the working
 * directory, so an error names the file to open.
 */
function readFolder(dir: string, folder: string): Record<string, RenderedMarkdown> {
  const path = join(dir, folder);
  return Object.fromEntries(
    readdirSync(path)
      .filter((file) => file.endsWith(".md"))
      .map((file) => [
        relative(process.cwd(), join(path, file)),
        renderMarkdown(readFileSync(join(path, file), "utf8")),
      ]),
  );
}

/**
 * The files under a folder of app/content/images/ (by default the site's own), those in its
 * subfolders as "<subfolder>/<file>"; none if it has no pictures yet.
 */
function readPictures(dir: string, folder: string): string[] {
  try {
    return readdirSync(join(dir, "images", folder), { recursive: true, encoding: "utf8" }).map(
      (file) => file.split(sep).join("/"),
    );
  } catch {
    // A folder without pictures: every item draws its artwork.
    return [];
  }
}

/** Every service in a folder of Markdown files (by default the site's own), checked, in order. */
export function readServices(dir = siteContent): ServiceEntry[] {
  return loadServices(readFolder(dir, "services"), { pictures: readPictures(dir, "services") });
}

/**
 * Every case study in a folder of Markdown files (by default the site's own), checked, in order;
 * the services it names must be among `services`.
 */
export function readProjects(
  dir = siteContent,
  services: readonly { slug: string }[] = readServices(),
): ProjectEntry[] {
  return loadProjects(readFolder(dir, "projects"), {
    services: services.map((service) => service.slug),
    // Covers and logos by name, gallery pictures as "gallery/<name>".
    pictures: readPictures(dir, "projects"),
  });
}

/** Every open role in a folder of Markdown files (by default the site's own), checked, newest first. */
export function readRoles(dir = siteContent): Role[] {
  return loadRoles(readFolder(dir, "roles"));
}

/**
 * Every collection of the site, read from its files and checked: what app/routes.ts builds the
 * site's routes from, so a wrong field in any file stops every build, naming the file and field.
 */
export function readCollections(dir = siteContent) {
  const services = readServices(dir);
  return {
    services,
    projects: readProjects(dir, services),
    posts: readPosts(dir),
    legal: readLegal(dir),
    roles: readRoles(dir),
  };
}

/** Every legal document in a folder of Markdown files (by default the site's own), checked. */
export function readLegal(dir = siteContent): LegalDocument[] {
  return loadLegal(readFolder(dir, "legal"));
}

/** Every post in a folder of Markdown files (by default the site's own), checked and sorted. */
export function readPosts(dir = siteContent): PostMeta[] {
  const modules = readFolder(dir, "posts");
  let coverFiles: string[] = [];
  try {
    coverFiles = readdirSync(join(dir, "images/posts"));
  } catch {
    // A folder without covers: every post draws its artwork.
  }
  const covers = Object.fromEntries(coverFiles.map((file) => [`./images/posts/${file}`, file]));
  return loadPosts(modules, covers);
}

/** The pages the collections add to the site's own: one per item and per listing page. */
export function sitePages(
  staticPaths: readonly string[],
  posts = readPosts(),
  items: {
    services: readonly { slug: string }[];
    projects: readonly Pick<ProjectEntry, "slug" | "featured">[];
  } = {
    services: readServices(),
    projects: readProjects(),
  },
): string[] {
  return prerenderList({
    staticPaths,
    ...items,
    projectPages: Math.max(1, projectListPages(items.projects).length),
    posts,
    categories: postCategories.filter((category) =>
      posts.some((post) => post.category === category.name),
    ),
    blogPages: Math.max(1, archivePages(posts).length),
  });
}

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** The addresses of a route config's pages without parameters, as React Router finds them. */
export function staticPathsOf(routes: readonly RouteEntry[], prefix = ""): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${prefix}/${route.path}` : prefix;
    if (route.path?.split("/").some((part) => part.startsWith(":") || part === "*")) return [];
    return [
      ...(route.path || route.index ? [path || "/"] : []),
      ...staticPathsOf(route.children ?? [], path),
    ];
  });
}
