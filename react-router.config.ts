import type { Config } from "@react-router/dev/config";
import { sitePages } from "./scripts/content-files";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Derived from the route config and the collections: a new page or item needs no list here.
  prerender: ({ getStaticPaths }) => sitePages(getStaticPaths()),
  routeDiscovery: { mode: "initial" },
} satisfies Config;
