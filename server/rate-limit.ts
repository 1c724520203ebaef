/**
 * A token bucket per client address: `perMinute` requests a minute, refilled continuously.
 * IPv6 addresses share a bucket per /64, the block one subscriber usually holds.
 */
export function createRateLimiter(perMinute: number, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refillPerMs = perMinute / 60_000;

  function key(address: string): string {
    const ip = address.replace(/^::ffff:/, "");
    if (!ip.includes(":")) return ip;
    const [head = ""] = ip.split("::");
    const groups = ip.includes("::") ? head.split(":").filter(Boolean) : ip.split(":");
    return [...groups, "0", "0", "0", "0"].slice(0, 4).join(":") + "::/64";
  }

  /** Takes one token; returns 0 when allowed, else the seconds to wait. */
  function take(address: string): number {
    const t = now();
    const k = key(address);
    const bucket = buckets.get(k) ?? { tokens: perMinute, at: t };
    bucket.tokens = Math.min(perMinute, bucket.tokens + (t - bucket.at) * refillPerMs);
    bucket.at = t;
    buckets.set(k, bucket);
    if (buckets.size > 10_000) {
      // Forget full buckets so memory stays bounded under a spray of addresses.
      for (const [other, b] of buckets)
        if (b.tokens + (t - b.at) * refillPerMs >= perMinute) buckets.delete(other);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / refillPerMs / 1000);
  }

  return { take, key };
}
