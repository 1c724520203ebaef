import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home/route.tsx"),
  route("about", "routes/about/route.tsx"),
  route("services", "routes/services/route.tsx"),
  route("projects", "routes/projects/route.tsx"),
  route("blog", "routes/blog/route.tsx"),
  route("contact", "routes/contact/route.tsx"),
  route("quotation", "routes/quotation/route.tsx"),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
