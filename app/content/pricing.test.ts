import { describe, expect, it } from "vitest";
import {
  discoveryPhase,
  engagementModels,
  formatRange,
  PRICE_LOCALE,
  pricingSummary,
} from "./pricing";

describe("pricing", () => {
  it("offers fixed price, time and materials and a dedicated team after a discovery phase", () => {
    expect(engagementModels.map((model) => model.title)).toEqual([
      "Fixed price",
      "Time and materials",
      "Dedicated team",
    ]);
    expect(discoveryPhase.range.per).toBe("project");
  });

  it("gives every range a low end below its high end in both currencies", () => {
    for (const { range } of [discoveryPhase, ...engagementModels]) {
      expect(range.from.inr).toBeLessThan(range.to.inr);
      expect(range.from.usd).toBeLessThan(range.to.usd);
    }
  });

  it("formats rupees in lakhs and dollars in thousands", () => {
    expect(formatRange(discoveryPhase.range)).toEqual({
      inr: "₹2,50,000 – ₹5,00,000",
      usd: "$3,000 – $6,000",
      per: "per project",
    });
  });

  it("writes every amount as Intl writes it in the price locale", () => {
    const intl = (currency: "INR" | "USD") =>
      new Intl.NumberFormat(PRICE_LOCALE, {
        style: "currency",
        currency,
        currencyDisplay: "narrowSymbol",
        maximumFractionDigits: 0,
      });
    const ranges = [discoveryPhase, ...engagementModels].map((model) => model.range);
    const amounts = [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 123_456_789];
    for (const from of amounts) {
      const range = {
        from: { inr: from, usd: from },
        to: { inr: from, usd: from },
        per: "project",
      };
      ranges.push(range as (typeof ranges)[number]);
    }
    for (const range of ranges) {
      expect(formatRange(range)).toMatchObject({
        inr: `${intl("INR").format(range.from.inr)} – ${intl("INR").format(range.to.inr)}`,
        usd: `${intl("USD").format(range.from.usd)} – ${intl("USD").format(range.to.usd)}`,
      });
    }
  });

  it("summarises each model in one line", () => {
    expect(pricingSummary()).toHaveLength(4);
    expect(pricingSummary()[0]).toMatch(/^Discovery phase: ₹2,50,000/);
  });
});
