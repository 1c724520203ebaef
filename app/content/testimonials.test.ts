import { describe, expect, it } from "vitest";
import { projectEntries } from "./project-entries";
import { team } from "./team";
import { testimonials } from "./testimonials";

describe("testimonials", () => {
  it("has three, each about a case study that quotes the same person by the same title", () => {
    expect(testimonials).toHaveLength(3);
    for (const entry of testimonials) {
      const project = projectEntries.find((item) => item.slug === entry.project);
      expect(project, entry.project).toBeDefined();
      expect(project?.testimonial.role).toBe(entry.role);
      expect(entry.position).toBe(`${entry.role}, ${entry.company}`);
    }
  });

  it("names each client and person once, and none shares a name with the team", () => {
    const people = testimonials.flatMap((entry) => [
      ...entry.name.split(" "),
      ...entry.company.split(" "),
    ]);
    const teamNames = new Set(team.flatMap((member) => member.name.split(" ")));
    expect(people.filter((word) => teamNames.has(word))).toEqual([]);
    expect(new Set(testimonials.map((entry) => entry.company)).size).toBe(testimonials.length);
  });

  it("draws initials from the name", () => {
    for (const entry of testimonials)
      expect(entry.avatar.initials).toBe(
        entry.name
          .split(" ")
          .map((part) => part[0])
          .join(""),
      );
  });
});
