import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";

describe("createRateLimiter", () => {
  it("refills over time", () => {
    let now = 0;
    const limiter = createRateLimiter(2, () => now);
    expect(limiter.take("1.2.3.4")).toBe(0);
    expect(limiter.take("1.2.3.4")).toBe(0);
    expect(limiter.take("1.2.3.4")).toBe(30);
    expect(limiter.take("5.6.7.8")).toBe(0);
    now += 30_000;
    expect(limiter.take("1.2.3.4")).toBe(0);
  });

  it("keys IPv6 by /64 and IPv4-mapped addresses as IPv4", () => {
    const { key } = createRateLimiter(1);
    expect(key("2001:db8:1:2:aaaa::1")).toBe(key("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    expect(key("2001:db8:1:2::1")).not.toBe(key("2001:db8:1:3::1"));
    expect(key("::ffff:10.0.0.1")).toBe("10.0.0.1");
  });
});
