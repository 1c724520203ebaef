import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { archivePages, postCategories } from "./content/post";
import { projectListPages } from "./content/project-schema";
import { paths, redirects } from "./site";
import { readCollections } from "../scripts/content-files";

// Read and checked from their files: a missing or wrong field stops every build, naming it.
const { services, projects, posts, legal } = readCollections();

/**
 * One route per item of a collection, at the item's own address, all served by one module that
 * looks its item up by the route's pattern. Every route here has a fixed address, so every page
 * is prerendered from this list (see react-router.config.ts) and any other address, an unknown
 * slug included, is the not-found route, in the browser as on the server's 404.html.
 */
function itemRoutes(file: string, kind: string, addresses: readonly string[]) {
  return addresses.map((address) => route(address.slice(1), file, { id: `${kind}${address}` }));
}

export default [
  index("routes/home/route.tsx"),
  route("about", "routes/about/route.tsx"),
  route("services", "routes/services/route.tsx"),
  ...itemRoutes(
    "routes/service/route.tsx",
    "service",
    services.map((service) => paths.service(service.slug)),
  ),
  route("projects", "routes/projects/route.tsx", { id: "projects" }),
  ...itemRoutes(
    "routes/projects/route.tsx",
    "projects-listing",
    projectListPages(projects)
      .slice(1)
      .map((_, index) => paths.projectsPage(index + 2)),
  ),
  ...itemRoutes(
    "routes/project/route.tsx",
    "project",
    projects.map((project) => paths.project(project.slug)),
  ),
  route("blog", "routes/blog/route.tsx", { id: "blog" }),
  ...itemRoutes("routes/blog/route.tsx", "blog-listing", [
    ...archivePages(posts)
      .slice(1)
      .map((_, index) => paths.blogPage(index + 2)),
    ...postCategories
      .filter((category) => posts.some((post) => post.category === category.name))
      .map((category) => paths.blogCategory(category.slug)),
  ]),
  route("blog/rss.xml", "routes/blog/rss.ts"),
  ...itemRoutes(
    "routes/post/route.tsx",
    "post",
    posts.map((post) => paths.post(post.slug)),
  ),
  route("contact", "routes/contact/route.tsx"),
  // Opened directly, the quote dialog sits over the home page: the same page at its own address.
  route("quotation", "routes/home/route.tsx", { id: "quotation" }),
  route("career", "routes/career/route.tsx"),
  route("login", "routes/login/route.tsx"),
  ...itemRoutes(
    "routes/legal/route.tsx",
    "legal",
    legal.map((document) => paths.legal(document.slug)),
  ),
  route("sitemap", "routes/sitemap/route.tsx"),
  ...Object.keys(redirects).map((from) =>
    route(from.slice(1), "routes/alias/route.tsx", { id: `alias${from}` }),
  ),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
