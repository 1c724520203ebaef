import type { Config } from "@react-router/dev/config";
import { services } from "./app/content/services";
import { paths, prerenderPaths } from "./app/site";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [...prerenderPaths, ...services.map((service) => paths.service(service.slug))],
  routeDiscovery: { mode: "initial" },
} satisfies Config;
