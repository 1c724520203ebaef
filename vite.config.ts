import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pictures } from "./scripts/images.ts";
import { markdown } from "./scripts/markdown-plugin.ts";
import { compactThesaurus } from "./scripts/thesaurus-plugin.ts";
import { shortWordLists } from "./scripts/word-lists-plugin.ts";
import { trimRouter } from "./scripts/trim-router.ts";
import routerConfig from "./react-router.config.ts";

/**
 * The site's frame (header, theme, splash, floating buttons, toaster): the components in
 * app/components/shell/. Its group also takes in what they import (the site's facts, icons, the
 * button styles), as Rolldown does for a group by default.
 */
const shellFolder = /[\\/]app[\\/]components[\\/]shell[\\/]/;

/**
 * What every route's head is built from: the meta and structured-data helpers. A page's content
 * is not in it: it loads with the page's parts, only when the visitor navigates to the page in
 * the app (app/components/lazy-section.tsx).
 */
const pageKit = /[\\/]app[\\/](seo|structured-data)\.ts$/;

/** What the home page's first view shares with its later parts. */
const homeStart =
  /[\\/]app[\\/](components[\\/]sections[\\/]section\.tsx|routes[\\/]home[\\/]use-reduced-motion\.ts)$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    trimRouter(routerConfig),
    markdown(),
    compactThesaurus(),
    shortWordLists(),
    pictures(),
    tailwindcss(),
    reactRouter(),
  ],
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
                // (chat panel, quote dialog, forms) live outside the folder and stay apart.
                { name: "shell", test: shellFolder },
                // What every route's head uses (what the shell does not already take).
                { name: "page-kit", test: pageKit },
                // The home page's carousel, which hydrates with the page: the small modules it
                // shares with later parts (the section frame, the motion preference) in one file.
                { name: "home-start", test: homeStart },
              ],
            },
          },
        },
  },
}));
