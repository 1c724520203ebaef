import { resolve } from "node:path";

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  clientDir: string;
  /** Form submissions one address may make a minute. */
  rateLimitPerMinute: number;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Other origins (a static host's) allowed to post to the API, e.g. https://www.example.com */
  allowedOrigins: string[];
  notify: {
    webhookUrl: URL | null;
    smtpUrl: URL | null;
    emailTo: string | null;
    emailFrom: string | null;
  };
};

/** Thrown for a configuration value that cannot be used; the message says which and why. */
export class ConfigError extends Error {}

function integer(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

function boolean(name: string, value: string | undefined): boolean {
  const v = value?.trim().toLowerCase() ?? "";
  if (["", "0", "false", "no"].includes(v)) return false;
  if (["1", "true", "yes"].includes(v)) return true;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function url(name: string, value: string | undefined, protocols: string[]): URL | null {
  if (!value?.trim()) return null;
  let parsed: URL;
  try {
    parsed = new URL(value.trim());
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(" or ")}, got "${value}"`);
  }
  return parsed;
}

function email(name: string, value: string | undefined): string | null {
  if (!value?.trim()) return null;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())) {
    throw new ConfigError(`${name} must be an e-mail address, got "${value}"`);
  }
  return value.trim();
}

/** Reads the server's settings from the environment, failing clearly on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => url("ALLOWED_ORIGINS", o, ["http:", "https:"])!.origin);
  const notify = {
    webhookUrl: url("NOTIFY_WEBHOOK_URL", env.NOTIFY_WEBHOOK_URL, ["http:", "https:"]),
    smtpUrl: url("SMTP_URL", env.SMTP_URL, ["smtp:", "smtps:"]),
    emailTo: email("NOTIFY_EMAIL_TO", env.NOTIFY_EMAIL_TO),
    emailFrom: email("NOTIFY_EMAIL_FROM", env.NOTIFY_EMAIL_FROM),
  };
  if (notify.smtpUrl && !notify.emailTo) {
    throw new ConfigError(
      "SMTP_URL is set, so NOTIFY_EMAIL_TO must say where to send notifications",
    );
  }
  return {
    port: integer("PORT", env.PORT, 3000, 0, 65535),
    host: env.HOST?.trim() || "0.0.0.0",
    dataDir: resolve(env.DATA_DIR?.trim() || "data"),
    clientDir: resolve(env.CLIENT_DIR?.trim() || `${env.BUILD_DIR?.trim() || "build"}/client`),
    rateLimitPerMinute: integer("RATE_LIMIT_PER_MINUTE", env.RATE_LIMIT_PER_MINUTE, 30, 1, 100_000),
    trustProxy: boolean("TRUST_PROXY", env.TRUST_PROXY),
    allowedOrigins,
    notify,
  };
}
