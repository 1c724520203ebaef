import { defineConfig } from "vitest/config";
import { markdown } from "./scripts/markdown-plugin.ts";
import { compactThesaurus } from "./scripts/thesaurus-plugin.ts";
import { shortWordLists } from "./scripts/word-lists-plugin.ts";

export default defineConfig({
  // Collections are Markdown files, the thesaurus compacted and the chat's word lists written short,
  // imported as the build imports them.
  plugins: [markdown(), compactThesaurus(), shortWordLists()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
    // One worker reused across files rather than one per file: about 2 s of start-up saved per
    // file. Safe here: the only globals stubbed (submit.test.ts) are unstubbed after each test,
    // and mocks are restored; the suite gives the same results either way.
    isolate: false,
  },
});
