import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { claims, companyStats, milestones } from "./company";
import { regions } from "./regions";

const appDir = join(import.meta.dirname, "..");

/**
 * Every source and content file of the app, except tests and the chat's evaluation set (visitors'
 * questions, in their words, not the site's claims).
 */
function appFiles(dir = appDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(appDir, "chat", "eval") ? [] : appFiles(path);
    return /\.(tsx?|md)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = appFiles().map((path) => ({
  file: relative(appDir, path),
  text: readFileSync(path, "utf8"),
}));

function filesMatching(pattern: RegExp): string[] {
  return sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
}

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

  it("shows the home page counters' figures, 500 projects and 200 clients, without a '+'", () => {
    expect(companyStats.map((stat) => stat.value)).toEqual(["2015", "500", "200", "120"]);
  });

  it("names the regions the map lists, all of them", () => {
    expect(claims.regionCount).toBe(`${["six"][regions.length - 6] ?? regions.length} regions`);
    for (const region of regions) expect(claims.regionList).toContain(region.name);
    expect(milestones.at(-1)?.description).toContain(claims.regionList);
  });

  it("has well-formed registration numbers that carry the founding year and the state", () => {
    const [cin, gstin] = site.registration;
    expect(cin?.value).toMatch(/^[LU]\d{5}MP\d{4}PTC\d{6}$/);
    expect(cin?.value.slice(8, 12)).toBe(String(site.foundingYear));
    // GSTIN: state code 23 (Madhya Pradesh), a company PAN, entity number, Z, check character.
    expect(gstin?.value).toMatch(/^23[A-Z]{3}C[A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    const chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const sum = [...gstin!.value.slice(0, 14)].reduce((total, char, i) => {
      const product = chars.indexOf(char) * (i % 2 ? 2 : 1);
      return total + Math.floor(product / 36) + (product % 36);
    }, 0);
    expect(gstin?.value.at(-1)).toBe(chars[(36 - (sum % 36)) % 36]);
  });

  it("links social profiles on the networks' own domains, over https", () => {
    for (const profile of site.social) expect(profile.href).toMatch(/^https:\/\/[^/]+\.com\//);
  });
});

/** A count written as a claim: "500 projects", "500+ clients", a counter's target or the fact itself. */
function count(value: number): RegExp {
  return new RegExp(
    `(?<![\\d,])${value}\\+?\\s+(projects|clients|customers|engineers|people|staff)|(target|Completed|Served|teamSize):\\s*${value}\\b`,
    "i",
  );
}

describe("each company claim is stated in one place", () => {
  // The facts themselves, written out literally: only the site config may hold them.
  const facts: [string, RegExp][] = [
    ["legal name", new RegExp(site.legalName)],
    ["registration numbers", new RegExp(site.registration.map((entry) => entry.value).join("|"))],
    ["founding year", /(?<![\w-])2015(?![\w-])/],
    ["projects completed", count(500)],
    ["clients served", count(200)],
    ["team size", count(120)],
    ["certification", /ISO 27001 aligned|certified since|certification: \{/i],
    ["support hours", /24\/7 support|round-the-clock support|support 24\/7|prioritySupport:/i],
  ];

  // The facts live in the site config; their wording for the pages in this module.
  const factsModule = ["content/company.ts", "site.ts"];

  it.each(facts)("the %s appear only in the company facts", (_, pattern) => {
    const files = filesMatching(pattern);
    expect(files).toContain("site.ts");
    expect(files.filter((file) => !factsModule.includes(file))).toEqual([]);
  });

  it("never writes a count with a '+' or a different number of regions", () => {
    expect(filesMatching(/(?<![$,:\d])\d{2,3}\+/)).toEqual([]);
    expect(filesMatching(/\b(two|three|four|five|seven|eight) regions\b/i)).toEqual([]);
    expect(filesMatching(/\bsix regions\b/i)).toEqual([]);
    expect(filesMatching(/for a decade/i)).toEqual([]);
  });

  it.each(Object.entries(claims))("the claim %s is worded once and used by a page", (key, text) => {
    expect(filesMatching(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))).toEqual([]);
    expect(filesMatching(new RegExp(`claims\\.${key}\\b`)).length).toBeGreaterThan(0);
  });
});
