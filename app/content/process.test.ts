import { describe, expect, it } from "vitest";
import { processSteps } from "./process";

describe("processSteps", () => {
  it("has the six steps in order, numbered 01 to 06", () => {
    expect(processSteps.map((step) => [step.number, step.title])).toEqual([
      ["01", "Discovery & Planning"],
      ["02", "Strategy & Design"],
      ["03", "Development & Implementation"],
      ["04", "Testing & Quality Assurance"],
      ["05", "Deployment & Launch"],
      ["06", "Support & Optimization"],
    ]);
  });

  it("describes every step", () => {
    for (const step of processSteps) expect(step.description.length).toBeGreaterThan(40);
  });
});
