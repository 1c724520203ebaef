import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { redirects } from "./site";
import { postSlugs } from "./content/post-files.server";
import { projects } from "./content/projects";
import { services } from "./content/services";

export default [
  index("routes/home/route.tsx"),
  route("about", "routes/about/route.tsx"),
  route("services", "routes/services/route.tsx"),
  // One route per service, so an unknown slug falls through to the 404 page.
  ...services.map((service) =>
    route(`services/${service.slug}`, "routes/service/route.tsx", {
      id: `service/${service.slug}`,
    }),
  ),
  route("projects", "routes/projects/route.tsx"),
  route("blog", "routes/blog/route.tsx"),
  // One route per case study and per post, so an unknown slug falls through to the 404 page.
  ...projects.map((project) =>
    route(`projects/${project.slug}`, "routes/project/route.tsx", {
      id: `project/${project.slug}`,
    }),
  ),
  route("blog/rss.xml", "routes/blog/rss.ts"),
  ...postSlugs().map((slug) =>
    route(`blog/${slug}`, "routes/post/route.tsx", { id: `post/${slug}` }),
  ),
  route("contact", "routes/contact/route.tsx"),
  route("quotation", "routes/quotation/route.tsx"),
  route("career", "routes/career/route.tsx"),
  route("login", "routes/login/route.tsx"),
  route("legal/terms", "routes/legal/terms/route.tsx"),
  route("legal/privacy", "routes/legal/privacy/route.tsx"),
  route("sitemap", "routes/sitemap/route.tsx"),
  ...Object.keys(redirects).map((from) =>
    route(from.slice(1), "routes/alias/route.tsx", { id: `alias${from}` }),
  ),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
