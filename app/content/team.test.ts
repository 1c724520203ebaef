import { describe, expect, it } from "vitest";
import { initials, team } from "./team";

describe("team", () => {
  it("has four members with unique slugs, a position, a city and a bio", () => {
    expect(team).toHaveLength(4);
    expect(new Set(team.map((member) => member.slug)).size).toBe(4);
    for (const member of team) {
      expect(member.position).not.toBe("");
      expect(member.bio.length).toBeGreaterThan(40);
      expect(member.city).not.toBe("");
    }
  });
});

describe("initials", () => {
  it("takes the first letter of the first two names", () => {
    expect(initials("Arjun Mehta")).toBe("AM");
    expect(initials("  priya   sharma ")).toBe("PS");
    expect(initials("Ananya Devi Kulkarni")).toBe("AD");
    expect(initials("Madonna")).toBe("M");
  });
});
