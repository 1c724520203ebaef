import { createServer } from "node:http";
import { createApp } from "./app.ts";
import { ConfigError, readConfig } from "./config.ts";
import { openStore } from "./store.ts";

try {
  const config = readConfig();
  const store = openStore(config.dataDir);
  const server = createServer(await createApp(config, store));
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(
      `Serving ${config.clientDir} on http://localhost:${port} (data in ${config.dataDir})`,
    );
  });
  const stop = () =>
    server.close(() => {
      store.close();
      process.exit(0);
    });
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
