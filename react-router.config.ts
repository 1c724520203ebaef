import type { Config } from "@react-router/dev/config";
import { postSlugs } from "./app/content/post-files.server";
import { projects } from "./app/content/projects";
import { services } from "./app/content/services";
import { paths, prerenderPaths } from "./app/site";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [
    ...prerenderPaths,
    ...services.map((service) => paths.service(service.slug)),
    ...projects.map((project) => paths.project(project.slug)),
    ...postSlugs().map((slug) => paths.post(slug)),
    paths.blogFeed,
  ],
  routeDiscovery: { mode: "initial" },
} satisfies Config;
