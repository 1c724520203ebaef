/**
 * Chrome's explicit compile hints for the browser's JavaScript (issue 14;
 * docs/decisions/016-compile-hints.md). V8 compiles a function when it is first called, on the
 * main thread, unless its file starts with `//# allFunctionsCalledOnLoad`: then it compiles them
 * all while the file downloads, on a background thread. The files that start a page and the parts
 * that load to run at once (the framework, the frame, a page's sections and forms) are marked,
 * as most of their functions run as soon as they load. Files too small for it to matter are not
 * (the hint costs its bytes), nor is the chat, most of which runs only when a visitor asks
 * something.
 *
 * The hint must be the file's first line, so it is added last, after Vite has put its own
 * preload table at the top of the files that load others.
 */
import type { Plugin, Rolldown } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
/** Code (before minifying) below which compiling on first call costs too little to matter. */
export const COMPILE_HINT_MIN_SIZE = 4_000;

/** Whether a chunk of the browser's build is to carry the hint. */
export function wantsCompileHint(chunk: Rolldown.OutputChunk): boolean {
  const size = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
  return !chunk.name.startsWith("chat") && size >= COMPILE_HINT_MIN_SIZE;
}

/** Puts the hint first in the browser's chunks that want it. */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === "chunk" && wantsCompileHint(file))
            file.code = `${COMPILE_HINT}\n${file.code}`;
      },
    },
  };
}
