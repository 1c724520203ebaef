import type { IconName } from "~/icon-names";
import { site } from "~/site";
import { regions } from "./regions";

export type Stat = { value: string; label: string };
export type Milestone = { year: number; title: string; description: string };
export type Principle = { icon: IconName; title: string; description: string };

const numberWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** 6 → "six"; from ten on, digits. */
export function inWords(count: number): string {
  return numberWords[count] ?? String(count);
}

/** "A, B and C" */
export function listInWords(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The opening days as one span, from the hours in the site config: "Monday to Saturday". */
function openDays(): { long: string; short: string } {
  const open = site.hours.filter((entry) => entry.hours !== "Closed");
  const first = open[0]!.days.split("-")[0]!;
  const last = open[open.length - 1]!.days.split("-").at(-1)!;
  return { long: `${first} to ${last}`, short: `${first.slice(0, 3)}–${last.slice(0, 3)}` };
}

/**
 * Every claim the site makes about the company, worded once from the facts in the site config.
 * Pages use these strings (or the figures in `site`) and never write a claim of their own;
 * company.test.ts checks that no other file does.
 */
export const claims = {
  founded: `Since ${site.foundingYear}`,
  certification: `${site.certification.standard} certified since ${site.certification.since}`,
  support: `Support ${openDays().short}, ${site.prioritySupport} on contract`,
  supportLong: `Our team answers ${openDays().long} in office hours; clients with a support agreement also have a ${site.prioritySupport} priority line for critical systems.`,
  regionCount: `${inWords(regions.length)} regions`,
  regionList: listInWords(regions.map((region) => region.name)),
  projects: `${site.projectsCompleted} projects`,
  clients: `${site.clientsServed} clients`,
  team: `${site.teamSize} engineers, designers and consultants`,
  experience: `shipping software for startups and enterprises since ${site.foundingYear}`,
} as const;

/** The numbers the About page shows beside the story, the same figures the home counters reach. */
export const companyStats = [
  { value: String(site.foundingYear), label: `Founded in ${site.address.city}` },
  { value: String(site.projectsCompleted), label: "Projects completed" },
  { value: String(site.clientsServed), label: "Satisfied clients" },
  { value: String(site.teamSize), label: "Engineers and specialists" },
] as const satisfies readonly Stat[];

/** How the company grew, oldest first. */
export const milestones = [
  {
    year: site.foundingYear,
    title: `Founded in ${site.address.city}`,
    description:
      "Five engineers, one rented room and a first client: a local hospital's booking system.",
  },
  {
    year: 2017,
    title: "Cloud practice",
    description: "Our first large AWS migration, and the start of our cloud and DevOps team.",
  },
  {
    year: site.certification.since,
    title: "Security first",
    description: `A dedicated cybersecurity practice, and our own ${site.certification.standard} certification.`,
  },
  {
    year: 2021,
    title: "Data & AI",
    description: "Analytics and machine learning teams formed to turn client data into decisions.",
  },
  {
    year: 2024,
    title: "Clients worldwide",
    description: `Clients in ${claims.regionCount}: ${claims.regionList}.`,
  },
] as const satisfies readonly Milestone[];

export const mission = {
  icon: "target",
  title: "Our Mission",
  description:
    "To help businesses of every size use technology with confidence: building secure, reliable software that solves real problems, delivered by people who explain every decision in plain language.",
} as const satisfies Principle;

export const vision = {
  icon: "eye",
  title: "Our Vision",
  description:
    "To be India's most trusted technology partner, proving that world-class engineering can come from Bhopal, and shaping a future where every organisation can put technology to work for its people.",
} as const satisfies Principle;

/** What we hold ourselves to, in every project. */
export const values = [
  {
    icon: "users",
    title: "Partnership",
    description: "We work as part of your team, share what we learn and measure success by yours.",
  },
  {
    icon: "chat",
    title: "Transparency",
    description: "Clear estimates, weekly demos and honest answers, even when the news is bad.",
  },
  {
    icon: "shield",
    title: "Security by default",
    description: "Privacy and security are designed in from the first sketch, not bolted on.",
  },
  {
    icon: "lightbulb",
    title: "Curiosity",
    description: "We keep learning, try new tools carefully and adopt only what earns its place.",
  },
] as const satisfies readonly Principle[];
