import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { redirects } from "./site";

export default [
  index("routes/home/route.tsx"),
  route("about", "routes/about/route.tsx"),
  route("services", "routes/services/route.tsx"),
  route("projects", "routes/projects/route.tsx"),
  route("blog", "routes/blog/route.tsx"),
  route("contact", "routes/contact/route.tsx"),
  route("quotation", "routes/quotation/route.tsx"),
  ...Object.keys(redirects).map((from) =>
    route(from.slice(1), "routes/alias/route.tsx", { id: `alias${from}` }),
  ),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
