import type { IconName } from "~/components/ui/icons";
import { site } from "~/site";

export type Stat = { value: string; label: string };
export type Milestone = { year: number; title: string; description: string };
export type Principle = { icon: IconName; title: string; description: string };

/** The numbers the About page shows beside the story. Keep them in line with the home counters. */
export const companyStats = [
  { value: String(site.foundingYear), label: `Founded in ${site.address.city}` },
  { value: "500+", label: "Projects completed" },
  { value: "200+", label: "Satisfied clients" },
  { value: "120+", label: "Engineers and specialists" },
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
    year: 2019,
    title: "Security first",
    description: "A dedicated cybersecurity practice and our own ISO 27001 certification.",
  },
  {
    year: 2021,
    title: "Data & AI",
    description: "Analytics and machine learning teams formed to turn client data into decisions.",
  },
  {
    year: 2024,
    title: "Clients worldwide",
    description: "More than 200 clients across India, the Middle East, Europe and North America.",
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
