import { describe, expect, it } from "vitest";
import { discoveryPhase, engagementModels, formatRange, pricingSummary } from "./pricing";

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

  it("summarises each model in one line", () => {
    expect(pricingSummary()).toHaveLength(4);
    expect(pricingSummary()[0]).toMatch(/^Discovery phase: ₹2,50,000/);
  });
});
