import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { companyStats, milestones } from "./company";

describe("company facts", () => {
  it("starts the story in the founding year, 2015", () => {
    expect(site.foundingYear).toBe(2015);
    expect(milestones[0]?.year).toBe(2015);
    expect(companyStats[0]).toEqual({ value: "2015", label: "Founded in Bhopal" });
  });

  it("lists milestones oldest first", () => {
    const years = milestones.map((milestone) => milestone.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it("matches the home page counters: 500 projects and 200 clients", () => {
    expect(companyStats.map((stat) => stat.value)).toEqual(
      expect.arrayContaining(["500+", "200+"]),
    );
  });
});
