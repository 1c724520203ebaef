import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config.ts";

describe("readConfig", () => {
  it("has defaults for everything", () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.clientDir).toMatch(/\/build\/client$/);
    expect(config.rateLimitPerMinute).toBe(30);
    expect(config.trustProxy).toEqual([]);
    expect(config.logFormat).toBe("text");
    expect(config.notify.webhookUrl).toBeNull();
  });

  it.each([
    [{ PORT: "http" }, /PORT must be a whole number/],
    [{ PORT: "70000" }, /PORT/],
    [{ RATE_LIMIT_PER_MINUTE: "0" }, /RATE_LIMIT_PER_MINUTE/],
    [{ NOTIFY_WEBHOOK_URL: "ftp://x" }, /NOTIFY_WEBHOOK_URL must start with http: or https:/],
    [{ SMTP_URL: "smtp://mail.example" }, /NOTIFY_EMAIL_TO must say where/],
    [{ NOTIFY_EMAIL_TO: "nobody" }, /NOTIFY_EMAIL_TO must be an e-mail address/],
    [{ ALLOWED_ORIGINS: "not a url" }, /ALLOWED_ORIGINS must be a URL/],
    [{ LOG_FORMAT: "pretty" }, /LOG_FORMAT must be text or json, got "pretty"/],
  ])("explains a bad value: %o", (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it("reads allowed origins as origins", () => {
    expect(
      readConfig({ ALLOWED_ORIGINS: "https://a.example/, https://b.example" }).allowedOrigins,
    ).toEqual(["https://a.example", "https://b.example"]);
  });

  it("reads LOG_FORMAT text or json, in any case", () => {
    expect(readConfig({ LOG_FORMAT: "JSON" }).logFormat).toBe("json");
    expect(readConfig({ LOG_FORMAT: " text " }).logFormat).toBe("text");
    expect(readConfig({ LOG_FORMAT: "" }).logFormat).toBe("text");
  });
});

describe("TRUST_PROXY", () => {
  it("trusts nobody by default or when switched off", () => {
    for (const value of [undefined, "", "false", "no", "0"])
      expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual([]);
  });

  it("reads a list of addresses and CIDR ranges, IPv4 and IPv6", () => {
    expect(
      readConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8, 172.16.0.0/255.240.0.0" })
        .trustProxy,
    ).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "172.16.0.0/255.240.0.0"]);
    expect(readConfig({ TRUST_PROXY: "loopback,UniqueLocal" }).trustProxy).toEqual([
      "loopback",
      "uniquelocal",
    ]);
  });

  it.each(["true", "TRUE", "yes", "1", "on", "*"])(
    "refuses a bare %s and says what to write instead",
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must list the proxies to trust.*e\.g\. TRUST_PROXY=127\.0\.0\.1/,
      );
    },
  );

  it.each(["maybe", "10.0.0.0/33", "::1/129", "300.1.1.1", "10.0.0.1/8/8", "nginx", "10.0.0.0/x"])(
    "refuses %s, which is neither an address nor a range",
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be a comma-separated list of addresses or CIDR ranges/,
      );
    },
  );
});
