import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { writeFixtureSite } from "./fixture-site.ts";
import { createLog } from "./log.ts";
import { createDelivery, createNotifier } from "./notify.ts";
import { openStore, type Store } from "./store.ts";

/**
 * The whole app in this process on an ephemeral loopback port, over a fixture site and its own
 * empty database, for tests. `logs` collects what it logged.
 */
export async function startApi(env: NodeJS.ProcessEnv = {}, delays?: number[]) {
  const root = mkdtempSync(join(tmpdir(), "server-"));
  const { client } = writeFixtureSite(join(root, "build"));
  const config = readConfig({ DATA_DIR: join(root, "data"), CLIENT_DIR: client, ...env });
  const logs: string[] = [];
  const log = createLog(config.logFormat, (_level, line) => logs.push(line));
  const store: Store = openStore(config.dataDir);
  const delivery = createDelivery({
    store,
    notifier: createNotifier(config.notify, log, delays),
    log,
  });
  const app = await buildApp({ config, store, log, delivery });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    store,
    logs,
    delivery,
    async close() {
      await app.close();
      store.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
