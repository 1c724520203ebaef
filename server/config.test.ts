import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config.ts";

describe("readConfig", () => {
  it("has defaults for everything", () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.rateLimitPerMinute).toBe(30);
    expect(config.trustProxy).toBe(false);
    expect(config.notify.webhookUrl).toBeNull();
  });

  it.each([
    [{ PORT: "http" }, /PORT must be a whole number/],
    [{ PORT: "70000" }, /PORT/],
    [{ RATE_LIMIT_PER_MINUTE: "0" }, /RATE_LIMIT_PER_MINUTE/],
    [{ TRUST_PROXY: "maybe" }, /TRUST_PROXY must be true or false/],
    [{ NOTIFY_WEBHOOK_URL: "ftp://x" }, /NOTIFY_WEBHOOK_URL must start with http: or https:/],
    [{ SMTP_URL: "smtp://mail.example" }, /NOTIFY_EMAIL_TO must say where/],
    [{ NOTIFY_EMAIL_TO: "nobody" }, /NOTIFY_EMAIL_TO must be an e-mail address/],
    [{ ALLOWED_ORIGINS: "not a url" }, /ALLOWED_ORIGINS must be a URL/],
  ])("explains a bad value: %o", (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it("reads allowed origins as origins", () => {
    expect(
      readConfig({ ALLOWED_ORIGINS: "https://a.example/, https://b.example" }).allowedOrigins,
    ).toEqual(["https://a.example", "https://b.example"]);
  });
});
