import { describe, expect, it } from "vitest";
import { projects } from "~/content/projects";
import { services } from "~/content/services";
import { relatedProjects } from "./related-projects";

describe("relatedProjects", () => {
  it("lists the case studies that drew on a service, main service first", () => {
    const related = relatedProjects("cloud-solutions");
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related[0]?.services[0]).toBe("cloud-solutions");
    for (const project of related) expect(project.services).toContain("cloud-solutions");
  });

  it("finds nothing for a service no case study used", () => {
    expect(relatedProjects("no-such-service")).toEqual([]);
  });

  it("only ever names existing projects", () => {
    const slugs = new Set(projects.map((project) => project.slug));
    for (const service of services) {
      for (const project of relatedProjects(service.slug)) expect(slugs).toContain(project.slug);
    }
  });
});
