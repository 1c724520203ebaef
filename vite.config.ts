import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pictures } from "./scripts/images.ts";
import { markdown } from "./scripts/markdown-plugin.ts";

const shellModules =
  /[\\/]app[\\/](site|seo|structured-data|portal|components[\\/](site-shell|header|splash|logo|theme-toggle|head-script|use-scrolled-past|quote-button|toaster|chat-widget|chat-frame|lazy-section|outbox-sync|ui[\\/][^\\/]+|sections[\\/][^\\/]+)|chat[\\/]conversation|forms[\\/]outbox-events)\.tsx?$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [markdown(), pictures(), tailwindcss(), reactRouter()],
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
                // The site's frame, also on every page: one file too. Parts loaded on demand
                // (footer, chat panel, quote dialog, forms) are not listed and stay apart.
                { name: "shell", test: shellModules },
              ],
            },
          },
        },
  },
}));
