/**
 * The server process: checks everything it needs before listening, serves, and stops cleanly.
 * Any problem at start-up ends it with one line that says what to fix and a non-zero status.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, readConfig, type Config } from "./config.ts";
import { createLog, errorFields, type Log } from "./log.ts";
import { createDelivery, createNotifier } from "./notify.ts";
import { openStore, StoreError, type Store } from "./store.ts";

/** After SIGTERM, in-flight requests get this long before their connections are cut. */
const GRACE_MS = 5_000;
/** Whatever clients do, the process is gone this long after SIGTERM. */
const HARD_STOP_MS = 8_000;

function refuse(log: Log, message: string): never {
  log.error(`cannot start: ${message}`);
  process.exit(1);
}

let stopRequested: string | null = null;
let stop: (signal: string) => unknown = (signal) => (stopRequested = signal);
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
let log = createLog(process.env.LOG_FORMAT?.trim().toLowerCase() === "json" ? "json" : "text");
let config: Config;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) refuse(log, error.message);
  throw error;
}
log = createLog(config.logFormat);

// Node's own warnings, as one log line each like every other event.
process.removeAllListeners("warning");
process.on("warning", (warning) => log.warn(warning.message, { warning: warning.name }));

// What slips past every handler is logged, and the server keeps serving.
process.on("uncaughtException", (error) => log.error("uncaught exception", errorFields(error)));
process.on("unhandledRejection", (reason) => log.error("unhandled rejection", errorFields(reason)));

for (const file of ["404.html", "../csp.json"]) {
  if (!existsSync(join(config.clientDir, file)))
    refuse(
      log,
      `BUILD_DIR has no ${join(config.clientDir, file)}: run "npm run build" first (or set BUILD_DIR)`,
    );
}

let store: Store;
try {
  store = openStore(config.dataDir);
} catch (error) {
  if (error instanceof StoreError) refuse(log, error.message);
  refuse(log, `DATA_DIR ${config.dataDir}: ${String(error)}`);
}

// The framework loads only once the checks passed, so a refusal comes quickly.
const { buildApp } = await import("./app.ts");
const delivery = createDelivery({ store, notifier: createNotifier(config.notify, log), log });
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ config, store, log, delivery });
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  store.close();
  const { code } = error as NodeJS.ErrnoException;
  refuse(
    log,
    code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL" || code === "ENOTFOUND"
      ? `PORT ${config.port} on HOST ${config.host} cannot be used (${code}); check PORT and HOST`
      : `the server could not be set up (${String(error)})`,
  );
}
// Errors of the listening socket itself (EMFILE on accept…): logged, and it keeps listening.
app.server.on("error", (error) => log.error("server error", errorFields(error)));
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
log.info(`serving on http://localhost:${port}`, {
  host: config.host,
  build: config.clientDir,
  data: config.dataDir,
});
delivery.start();

let stopping = false;
stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info("stopping", { signal });
  const server = app.server;
  // Idle keep-alive connections close at once, and again as in-flight answers finish;
  // what still hangs after the grace period (a half-sent request) is cut.
  const reap = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), GRACE_MS);
  const hardStop = setTimeout(() => {
    log.warn("connections still open at the deadline; stopping anyway");
    server.closeAllConnections();
    finish();
  }, HARD_STOP_MS);
  delivery.stop();
  try {
    await app.close();
  } catch (error) {
    log.error("closing the server failed", errorFields(error));
  }
  clearInterval(reap);
  clearTimeout(cut);
  clearTimeout(hardStop);
  finish();
};
// A signal that came while starting up is acted on now.
if (stopRequested) void stop(stopRequested);

let finished = false;
function finish() {
  if (finished) return;
  finished = true;
  try {
    store.close();
  } catch (error) {
    log.error("closing the database failed", errorFields(error));
  }
  log.info("stopped");
  process.exit(0);
}
