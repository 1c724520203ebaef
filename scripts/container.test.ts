/**
 * The container files as written. The image itself is built and run by
 * scripts/container-check.sh (podman; minutes, so not part of `npm test`); this checks what the
 * Dockerfile and compose.yaml promise: a multi-stage build, a non-root user, /data as a volume,
 * the health check on /api/health, SIGTERM and port 3000.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(text: string): { stage: number; keyword: string; args: string }[] {
  const joined = text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  let stage = -1;
  return joined
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      if (keyword!.toUpperCase() === "FROM") stage++;
      return { stage, keyword: keyword!.toUpperCase(), args: rest.join(" ") };
    });
}

const dockerfile = instructions(readFileSync("Dockerfile", "utf8"));
const compose = readFileSync("compose.yaml", "utf8");
const last = Math.max(...dockerfile.map((i) => i.stage));
const runtime = dockerfile.filter((i) => i.stage === last);
const of = (keyword: string) => runtime.filter((i) => i.keyword === keyword).map((i) => i.args);

describe("Dockerfile", () => {
  it("builds in one stage with npm ci and npm run build, and runs from another", () => {
    const build = dockerfile.filter((i) => i.stage === 0);
    const runs = build.filter((i) => i.keyword === "RUN").map((i) => i.args);
    expect(runs.some((run) => /\bnpm ci\b/.test(run))).toBe(true);
    expect(runs.some((run) => /\bnpm run build\b/.test(run))).toBe(true);
    expect(last).toBeGreaterThan(0);
    // The runtime stage installs and builds nothing: it copies from the build stage.
    expect(of("RUN")).toEqual([]);
    for (const copy of of("COPY")) expect(copy).toMatch(/^--from=build\b/);
    expect(of("CMD")).toEqual(['["node", "server/main.ts"]']);
  });

  it("bases both stages on Node 24", () => {
    const arg = dockerfile.find((i) => i.keyword === "ARG" && i.args.startsWith("NODE_IMAGE="));
    expect(arg?.args).toBe("NODE_IMAGE=node:24-slim");
    for (const from of dockerfile.filter((i) => i.keyword === "FROM"))
      expect(from.args).toMatch(/^\$\{NODE_IMAGE\}/);
  });

  it("runs as a non-root user that owns the /data volume", () => {
    const [user] = of("USER");
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const uid = user!.split(":")[0];
    expect(of("COPY").some((c) => c.includes(`--chown=${uid}`) && c.endsWith(" /data"))).toBe(true);
    expect(of("VOLUME")).toEqual(['["/data"]']);
    expect(of("ENV").join(" ")).toMatch(/\bDATA_DIR=\/data\b/);
    // USER comes before CMD, so the server never starts as root.
    const order = runtime.map((i) => i.keyword);
    expect(order.indexOf("USER")).toBeLessThan(order.indexOf("CMD"));
  });

  it("exposes 3000, stops on SIGTERM and checks /api/health with node", () => {
    expect(of("EXPOSE")).toEqual(["3000"]);
    expect(of("ENV").join(" ")).toMatch(/\bPORT=3000\b/);
    expect(of("STOPSIGNAL")).toEqual(["SIGTERM"]);
    const [health] = of("HEALTHCHECK");
    expect(health).toMatch(/CMD \["node", "-e", ".*\/api\/health/);
    expect(health).not.toMatch(/curl|wget/);
  });
});

describe("compose.yaml", () => {
  it("keeps the leads on a named volume at /data and publishes port 3000", () => {
    expect(compose).toMatch(/^\s+volumes:\n\s+- leads:\/data$/m);
    expect(compose).toMatch(/^volumes:\n\s+leads:/m);
    expect(compose).toMatch(/^\s+ports:\n\s+- "3000:3000"$/m);
  });

  it("restarts the service, stops it with SIGTERM and checks its health", () => {
    expect(compose).toMatch(/^\s+restart: unless-stopped$/m);
    expect(compose).toMatch(/^\s+stop_signal: SIGTERM$/m);
    expect(compose).toMatch(/^\s+healthcheck:\n\s+test:\n\s+- CMD\n\s+- node\n/m);
    expect(compose).toMatch(/\/api\/health/);
  });
});
