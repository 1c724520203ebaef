import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build*/",
      "bench-results/",
      "screenshots/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // Primitives know nothing of the site's content or pages: imports flow one way.
    files: ["app/components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["~/content/*", "~/routes/*", "~/components/*", "!~/components/ui/*"] },
      ],
    },
  },
  {
    // Content is data: it reads the site's facts (site.ts, icon-names.ts) and nothing built on it.
    files: ["app/content/**"],
    ignores: ["app/content/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/components/*",
                "~/routes/*",
                "~/forms/*",
                "~/chat/*",
                "~/seo",
                "~/structured-data",
                "~/root",
                "../components/*",
                "../routes/*",
                "../forms/*",
                "../chat/*",
              ],
              message:
                "Content is data: it may import only the site's facts (site.ts, icon-names.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // Site-wide components never reach into a page.
    files: ["app/components/**"],
    ignores: ["app/components/ui/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["~/routes/*", "../routes/*"] }] },
  },
  {
    // A page never imports another page: what two pages share lives in components/ or below.
    files: ["app/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~/routes/|^\\.\\./(?!\\.\\./)|/routes/",
              message: "Routes never import other routes: move what they share to app/components/.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server and the build scripts run on Node alone: plain shared modules, no app aliases.
    files: ["server/**", "scripts/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["~/*"] }] },
  },
);
