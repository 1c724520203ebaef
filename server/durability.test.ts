import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openStore } from "./store.ts";

const root = mkdtempSync(join(tmpdir(), "durability-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Starts the real server (server/main.ts) on a free port over a minimal built site. */
function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const client = join(root, "build", "client");
  mkdirSync(client, { recursive: true });
  writeFileSync(join(client, "404.html"), "<h1>Page Not Found</h1>");
  writeFileSync(join(root, "build", "csp.json"), "{}");
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      CLIENT_DIR: client,
      DATA_DIR: join(root, "data"),
      RATE_LIMIT_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      const port = chunk.toString().match(/localhost:(\d+)/)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
    });
  });
}

it(
  "keeps every acknowledged submission when the server is killed mid-flood",
  { timeout: 30_000 },
  async () => {
    const { child, base } = await startServer();
    const acknowledged: string[] = [];
    const total = 400;
    const sends = Array.from({ length: total }, async (_, i) => {
      const id = randomUUID();
      try {
        const response = await fetch(`${base}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            id,
            elapsedMs: 5000,
            name: `Visitor ${i}`,
            email: `visitor${i}@example.com`,
            subject: "General Inquiry",
            message: "Please call me back.",
          }),
        });
        if (response.status === 201) acknowledged.push(id);
      } catch {
        // Cut off by the kill: never acknowledged, so nothing is owed.
      }
      if (acknowledged.length === 150) child.kill("SIGKILL");
    });
    await Promise.all(sends);
    await new Promise((resolve) =>
      child.exitCode !== null || child.signalCode ? resolve(null) : child.once("exit", resolve),
    );
    expect(child.signalCode).toBe("SIGKILL");
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(acknowledged.length).toBeLessThan(total);

    // Restarted, the server finds them all.
    const restarted = await startServer();
    restarted.child.kill("SIGTERM");
    await new Promise((resolve) => restarted.child.once("exit", resolve));
    const store = openStore(join(root, "data"));
    const stored = new Set(store.list("contact").map((lead) => lead.id));
    store.close();
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
  },
);
