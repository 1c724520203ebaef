import { describe, expect, it } from "vitest";
import { capitalisedNumber, escapeXml, formatDate, numberToWords } from "./text";

describe("text helpers", () => {
  it("formats dates the same way everywhere, in UTC", () => {
    expect(formatDate("2026-11-10")).toBe("10 November 2026");
    expect(formatDate("2026-01-02")).toBe("2 January 2026");
    expect(formatDate("2026-11-10", "short")).toBe("10 Nov 2026");
  });

  it("writes every month and day as Intl writes them in Indian English", () => {
    for (const month of ["long", "short"] as const) {
      const intl = new Intl.DateTimeFormat("en-IN", {
        day: "numeric",
        month,
        year: "numeric",
        timeZone: "UTC",
      });
      for (let m = 1; m <= 12; m++)
        for (const d of [1, 9, 28]) {
          const iso = `2025-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
          expect(formatDate(iso, month)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
          expect(formatDate(`${iso}T10:30:00+05:30`, month)).toBe(formatDate(iso, month));
        }
    }
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
