/**
 * An open role as the careers page, its JobPosting data and the chat show it: what its file says
 * (checked by ./role-schema.ts), and what every role shares. Plain TypeScript without the schema,
 * for the app and the build's Node side alike.
 */
import { slugFromFile } from "../text.ts";
import { site } from "../site.ts";

/** schema.org's employment types, so a role can feed a JobPosting as it is. */
export const employmentTypes = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/** Where the work happens. "Remote" roles are open to applicants living anywhere in India. */
export const workplaces = ["On-site", "Hybrid", "Remote"] as const;

/** What a role's file says, as its schema checks it. */
export type RoleData = {
  title: string;
  team: string;
  workplace: (typeof workplaces)[number];
  employmentType: EmploymentType;
  /** ISO date, YYYY-MM-DD. */
  datePosted: string;
  /** ISO date, YYYY-MM-DD: the last day we accept applications. */
  validThrough: string;
  /** e.g. "5+ years". */
  experience: string;
  salary: { min: number; max: number };
  /** One or two sentences for the role's summary line. */
  summary: string;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
};

/** A postal location, shaped like schema.org's PostalAddress. */
export type JobLocation = {
  city: string;
  region: string;
  postalCode: string;
  country: string;
  /** ISO 3166-1 alpha-2, e.g. "IN". */
  countryCode: string;
};

/** Yearly pay in Indian rupees, before tax. */
export type SalaryRange = { currency: "INR"; min: number; max: number; unit: "YEAR" };

export type Role = Omit<RoleData, "salary"> & {
  /** The role's anchor on /career: /career#{slug}. */
  slug: string;
  /** The office the role belongs to; remote roles keep it as their employer's address. */
  location: JobLocation;
  /** For remote roles: the country applicants must live and work in (ISO code). */
  applicantCountryCode: string;
  salary: SalaryRange;
};

/** The office, where every role is based. */
const office: JobLocation = {
  city: site.address.city,
  region: site.address.region,
  postalCode: site.address.postalCode,
  country: site.address.country,
  countryCode: site.address.countryCode,
};

/** A role from its file's front matter, with what every role shares. */
export function toRole(file: string, data: RoleData): Role {
  return {
    slug: slugFromFile(file),
    ...data,
    location: office,
    applicantCountryCode: site.address.countryCode,
    salary: { currency: "INR", unit: "YEAR", ...data.salary },
  };
}

/** Newest first; ties broken by title so the order never depends on file order. */
export function byNewestRole(a: Role, b: Role): number {
  return b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title);
}
