/**
 * The careers page's content: the open roles (one Markdown file each in ./roles, checked by
 * ./role-schema.ts when the site is built), what working here brings, and how we hire.
 */
import type { IconName } from "~/icon-names";
import { site } from "~/site";
import {
  byNewestRole,
  toRole,
  type EmploymentType,
  type Role,
  type RoleData,
  type SalaryRange,
} from "./role";

export type { Role } from "./role";

export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  INTERN: "Internship",
};

/** Applications go to careers@ at the company's own mail domain. */
export const careersEmail = `careers@${site.email.split("@")[1]}`;

/** A mailto: link to the careers inbox with the subject line filled in. */
export function applyHref(subject: string): string {
  return `mailto:${careersEmail}?subject=${encodeURIComponent(subject)}`;
}

export function applicationSubject(role: Pick<Role, "title">): string {
  return `Application: ${role.title}`;
}

/** "On-site, Bhopal" or "Remote (India)". */
export function roleLocationLabel(role: Pick<Role, "workplace" | "location">): string {
  return role.workplace === "Remote"
    ? `Remote (${role.location.country})`
    : `${role.workplace}, ${role.location.city}`;
}

/** "₹18–28 lakh a year". */
export function salaryLabel(salary: SalaryRange): string {
  const lakh = (amount: number) => String(Math.round((amount / 100_000) * 10) / 10);
  return `₹${lakh(salary.min)}–${lakh(salary.max)} lakh a year`;
}

const files = import.meta.glob<RoleData>("./roles/*.md", { eager: true, import: "frontmatter" });

/**
 * Every open role, newest first. Each has its own anchor on /career. Unchecked here, so the
 * schema stays out of the browser: every build checks the files first (app/routes.ts reads them
 * through scripts/content-files.ts).
 */
export const roles: readonly Role[] = Object.entries(files)
  .map(([file, data]) => toRole(file, data))
  .sort(byNewestRole);

export type Benefit = { icon: IconName; title: string; description: string };

/** Why people join and stay, in the order the Career page shows them. */
export const benefits = [
  {
    icon: "shield",
    title: "Health cover for your family",
    description:
      "Medical insurance of ₹10 lakh for you, your partner, children and parents, plus term life and accident cover.",
  },
  {
    icon: "lightbulb",
    title: "₹60,000 learning budget",
    description:
      "Every year, for courses, books, conferences and certifications, with paid study days before exams.",
  },
  {
    icon: "clock",
    title: "Flexible hours, real time off",
    description:
      "Core hours of 11 to 4, 24 days of paid leave plus public holidays, and no expectation to answer messages on leave.",
  },
  {
    icon: "globe",
    title: "Hybrid and remote",
    description: `A bright office by the lake in ${site.address.city}, or work from anywhere in India for remote roles, with a home-office allowance.`,
  },
  {
    icon: "users",
    title: "Mentors, not managers",
    description:
      "A named mentor from your first day, fortnightly one-to-ones and a written growth path for every level.",
  },
  {
    icon: "chart",
    title: "Open pay bands",
    description:
      "Salary ranges are published with every role and reviewed each April, so pay is fair and predictable.",
  },
] as const satisfies readonly Benefit[];

export type HiringStep = { title: string; duration: string; description: string };

/** How we hire, in order: about two to three weeks from application to offer. */
export const hiringSteps = [
  {
    title: "Apply by email",
    duration: "5 minutes",
    description:
      "Send your CV or portfolio and a few lines on why the role interests you. We reply to every application within five working days.",
  },
  {
    title: "Introductory call",
    duration: "30 minutes",
    description:
      "A conversation with the hiring manager about your experience, the role and what you want next. Ask us anything.",
  },
  {
    title: "Practical session",
    duration: "90 minutes",
    description:
      "A realistic problem worked through together with two team members. No unpaid take-home assignments, no trick puzzles.",
  },
  {
    title: "Meet the team and offer",
    duration: "1 week",
    description:
      "Meet the people you would work with, then hear from us within a week, with written feedback whatever the outcome.",
  },
] as const satisfies readonly HiringStep[];
