import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { redirects } from "./site";

/**
 * Every page. A page without parameters is prerendered as it is listed here; a `:slug` page is
 * prerendered once per item of its collection (see react-router.config.ts), and an unknown slug
 * shows the not-found page.
 */
export default [
  index("routes/home/route.tsx"),
  route("about", "routes/about/route.tsx"),
  route("services", "routes/services/route.tsx"),
  route("services/:slug", "routes/service/route.tsx"),
  route("projects", "routes/projects/route.tsx"),
  route("projects/:slug", "routes/project/route.tsx"),
  route("blog", "routes/blog/route.tsx", { id: "blog" }),
  route("blog/page/:page", "routes/blog/route.tsx", { id: "blog-page" }),
  route("blog/category/:category", "routes/blog/route.tsx", { id: "blog-category" }),
  route("blog/rss.xml", "routes/blog/rss.ts"),
  route("blog/:slug", "routes/post/route.tsx"),
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
