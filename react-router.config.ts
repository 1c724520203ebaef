import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths,
  routeDiscovery: { mode: "initial" },
} satisfies Config;
