import { describe, expect, it } from "vitest";
import { MAX_CLIENTS, MIN_CLIENTS, randomClientCount } from "./client-counts";

describe("randomClientCount", () => {
  it("covers 10 to 39 inclusive", () => {
    expect(MIN_CLIENTS).toBe(10);
    expect(MAX_CLIENTS).toBe(39);
    expect(randomClientCount(() => 0)).toBe(10);
    expect(randomClientCount(() => 0.5)).toBe(25);
    expect(randomClientCount(() => 0.999999)).toBe(39);
  });

  it("gives every whole number in the range and nothing else", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 30; i += 1) seen.add(randomClientCount(() => i / 30));
    expect([...seen].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => MIN_CLIENTS + i),
    );
  });

  it("uses Math.random by default", () => {
    for (let i = 0; i < 200; i += 1) {
      const count = randomClientCount();
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(10);
      expect(count).toBeLessThanOrEqual(39);
    }
  });
});
