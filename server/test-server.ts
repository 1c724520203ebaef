import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApi } from "./api.ts";
import { readConfig } from "./config.ts";
import { createNotifier } from "./notify.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { openStore, type Store } from "./store.ts";

/** The form API alone on an ephemeral port, with its own empty database, for tests. */
export async function startApi(env: NodeJS.ProcessEnv = {}, delays?: number[]) {
  const dataDir = mkdtempSync(join(tmpdir(), "leads-"));
  const config = readConfig({ DATA_DIR: dataDir, ...env });
  const store: Store = openStore(config.dataDir);
  const api = createApi({
    config,
    store,
    limiter: createRateLimiter(config.rateLimitPerMinute),
    notifier: createNotifier(config.notify, delays),
  });
  const server: Server = createServer((req, res) => {
    void api(req, res, new URL(req.url ?? "/", "http://x").pathname.replace(/^\/api\//, ""));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    store,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
