import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, COMPILE_HINT_MIN_SIZE, compileHints } from "./compile-hints.ts";

/** A chunk as the bundle hands it over: its name, code and the rendered size of its modules. */
function chunk(name: string, code: string, size: number): Rolldown.OutputChunk {
  return {
    type: "chunk",
    name,
    code,
    modules: { [`/app/${name}.ts`]: { renderedLength: size } },
  } as unknown as Rolldown.OutputChunk;
}

/** The plugin's generateBundle handler, called as the bundler calls it, on these files. */
function generate(files: Array<Rolldown.OutputChunk | Rolldown.OutputAsset>) {
  const hook = compileHints().generateBundle as {
    order: string;
    handler: (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void;
  };
  hook.handler.call({}, {}, Object.fromEntries(files.map((file, i) => [String(i), file])));
  return files;
}

describe("compileHints", () => {
  it("puts the hint first in large chunks, before the preload table Vite adds at the top", () => {
    const table = "const __vite__mapDeps=(i)=>i;\nimport{a}from'./a.js';";
    const [shell, framework] = generate([
      chunk("shell", table, 43_855),
      chunk("framework", "var e=1;", COMPILE_HINT_MIN_SIZE),
    ]) as Rolldown.OutputChunk[];
    expect(shell!.code).toBe(`${COMPILE_HINT}\n${table}`);
    expect(framework!.code.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
  });

  it("leaves small chunks, the chat's and other files alone", () => {
    const asset = { type: "asset", fileName: "root.css", source: "a{}" } as Rolldown.OutputAsset;
    const [small, chat, panel] = generate([
      chunk("route", "export{};", COMPILE_HINT_MIN_SIZE - 1),
      chunk("chat", "export{};", 20_000),
      chunk("chat-panel", "export{};", 200_000),
      asset,
    ]) as Rolldown.OutputChunk[];
    expect([small!.code, chat!.code, panel!.code]).toEqual(["export{};", "export{};", "export{};"]);
    expect(asset.source).toBe("a{}");
  });

  it("runs after the other plugins' generateBundle, for the browser's build only", () => {
    const plugin = compileHints();
    expect((plugin.generateBundle as { order: string }).order).toBe("post");
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "ssr" })).toBe(false);
  });
});
