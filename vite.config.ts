import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pictures } from "./scripts/images.ts";
import { markdown } from "./scripts/markdown-plugin.ts";
import { trimRouter } from "./scripts/trim-router.ts";
import routerConfig from "./react-router.config.ts";

/**
 * The site's frame (header, theme, splash, floating buttons, toaster): the components in
 * app/components/shell/. Its group also takes in what they import (the site's facts, icons, the
 * button styles), as Rolldown does for a group by default.
 */
const shellFolder = /[\\/]app[\\/]components[\\/]shell[\\/]/;

/**
 * What most pages are built from: the section and UI components, the site's texts, and the meta
 * and structured-data helpers every route's head uses. Apart, they were a dozen files of under a
 * kilobyte each, each costing a request and its headers; together a page loads about 5 KB (brotli)
 * in one.
 */
const pageKit =
  /[\\/]app[\\/](components[\\/](sections|ui)[\\/]|text\.ts|seo\.ts|structured-data\.ts)/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [trimRouter(routerConfig), markdown(), pictures(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // React and the router, which every page loads, as one file rather than several.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
                // The site's frame, also on every page: one file too. Parts it loads on demand
                // (footer, chat panel, quote dialog, forms) live outside the folder and stay apart.
                { name: "shell", test: shellFolder },
                // The pages' common building blocks (what the shell does not already take).
                { name: "page-kit", test: pageKit },
              ],
            },
          },
        },
  },
}));
