import { createServer } from "node:http";
import { ConfigError, readConfig } from "./config.ts";
import { createApp } from "./app.ts";

try {
  const config = readConfig();
  const server = createServer(await createApp(config));
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(`Serving ${config.clientDir} on http://localhost:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
