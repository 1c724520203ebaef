import { resolve } from "node:path";

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  clientDir: string;
};

/** Thrown for a configuration value that cannot be used; the message says which and why. */
export class ConfigError extends Error {}

function port(value: string | undefined): number {
  if (value === undefined || value === "") return 3000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return n;
}

/** Reads the server's settings from the environment, failing clearly on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: port(env.PORT),
    host: env.HOST?.trim() || "0.0.0.0",
    dataDir: resolve(env.DATA_DIR?.trim() || "data"),
    clientDir: resolve(env.CLIENT_DIR?.trim() || `${env.BUILD_DIR?.trim() || "build"}/client`),
  };
}
