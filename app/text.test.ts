import { describe, expect, it } from "vitest";
import { capitalisedNumber, escapeXml, formatDate, numberToWords } from "./text";

describe("text helpers", () => {
  it("formats dates the same way everywhere, in UTC", () => {
    expect(formatDate("2026-11-10")).toBe("10 November 2026");
    expect(formatDate("2026-01-02")).toBe("2 January 2026");
    expect(formatDate("2026-11-10", "short")).toBe("10 Nov 2026");
  });

  it("escapes the five XML characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("spells counts for copy", () => {
    expect(numberToWords(4)).toBe("four");
    expect(numberToWords(12)).toBe("twelve");
    expect(numberToWords(13)).toBe("thirteen");
    expect(numberToWords(42)).toBe("forty-two");
    expect(numberToWords(120)).toBe("120");
    expect(capitalisedNumber(12)).toBe("Twelve");
  });
});
