import { isIP } from "node:net";
import { resolve } from "node:path";

export type LogFormat = "text" | "json";

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  clientDir: string;
  /** Form submissions one address may make a minute. */
  rateLimitPerMinute: number;
  /**
   * The reverse proxies whose X-Forwarded-For is believed: addresses and CIDR ranges (or
   * proxy-addr's names loopback, linklocal, uniquelocal). Empty: the peer is the client.
   */
  trustProxy: string[];
  /** Other origins (a static host's) allowed to post to the API, e.g. https://www.example.com */
  allowedOrigins: string[];
  logFormat: LogFormat;
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

/** Names proxy-addr understands besides addresses and ranges. */
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

/**
 * TRUST_PROXY: the proxies allowed to name the client in X-Forwarded-For, like nginx's
 * set_real_ip_from. A bare "true" would let any client that reaches Node directly pick its
 * own address (and escape the rate limit), so it is refused with what to write instead.
 */
export function trustedProxies(value: string | undefined): string[] {
  const v = value?.trim() ?? "";
  if (["", "0", "false", "no", "off", "none"].includes(v.toLowerCase())) return [];
  if (["1", "true", "yes", "on", "*", "all"].includes(v.toLowerCase())) {
    throw new ConfigError(
      `TRUST_PROXY must list the proxies to trust, not "${value}": write their addresses or ranges, e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,::1 (or "loopback" for a proxy on this machine)`,
    );
  }
  return v.split(",").map((raw) => {
    const entry = raw.trim();
    if (PROXY_NAMES.includes(entry.toLowerCase())) return entry.toLowerCase();
    const [address = "", bits, ...rest] = entry.split("/");
    const family = isIP(address);
    const max = family === 6 ? 128 : 32;
    const prefixOk =
      bits === undefined ||
      (/^\d{1,3}$/.test(bits) && Number(bits) <= max) ||
      (family === 4 && isIP(bits) === 4);
    if (!family || rest.length > 0 || !prefixOk) {
      throw new ConfigError(
        `TRUST_PROXY must be a comma-separated list of addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8), and "${entry}" is neither`,
      );
    }
    return entry;
  });
}

function logFormat(value: string | undefined): LogFormat {
  const v = value?.trim().toLowerCase() ?? "";
  if (v === "" || v === "text") return "text";
  if (v === "json") return "json";
  throw new ConfigError(`LOG_FORMAT must be text or json, got "${value}"`);
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
    trustProxy: trustedProxies(env.TRUST_PROXY),
    allowedOrigins,
    logFormat: logFormat(env.LOG_FORMAT),
    notify,
  };
}
