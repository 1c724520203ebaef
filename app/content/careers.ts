import type { IconName } from "~/icon-names";
import { site } from "~/site";

/** schema.org's employment types, so a role can feed a JobPosting as it is. */
export type EmploymentType = "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "INTERN";

export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  INTERN: "Internship",
};

/** Where the work happens. "Remote" roles are open to applicants living anywhere in India. */
export type Workplace = "On-site" | "Hybrid" | "Remote";

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

export type Role = {
  /** The role's anchor on /career: /career#{slug}. */
  slug: string;
  title: string;
  team: string;
  workplace: Workplace;
  /** The office the role belongs to; remote roles keep it as their employer's address. */
  location: JobLocation;
  /** For remote roles: the country applicants must live and work in (ISO code). */
  applicantCountryCode: string;
  employmentType: EmploymentType;
  /** ISO date, YYYY-MM-DD. */
  datePosted: string;
  /** ISO date, YYYY-MM-DD: the last day we accept applications. */
  validThrough: string;
  /** e.g. "5+ years". */
  experience: string;
  salary: SalaryRange;
  /** One or two sentences for the role's summary line. */
  summary: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  niceToHave: readonly string[];
};

/** The Bhopal office, where every role is based. */
const bhopal: JobLocation = {
  city: site.address.city,
  region: site.address.region,
  postalCode: site.address.postalCode,
  country: site.address.country,
  countryCode: site.address.countryCode,
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

/** Every open role, newest first. Each has its own anchor on /career. */
export const roles = [
  {
    slug: "senior-full-stack-engineer",
    title: "Senior Full-Stack Engineer (TypeScript)",
    team: "Software Development",
    workplace: "Hybrid",
    location: bhopal,
    applicantCountryCode: "IN",
    employmentType: "FULL_TIME",
    datePosted: "2026-11-16",
    validThrough: "2027-01-31",
    experience: "5+ years",
    salary: { currency: "INR", min: 1_800_000, max: 2_800_000, unit: "YEAR" },
    summary:
      "Lead the build of client platforms end to end, from database to interface, and mentor two to four engineers on a small, senior delivery team.",
    responsibilities: [
      "Design and build web applications and APIs in TypeScript, React and Node.js.",
      "Turn workshop notes into a technical plan with the client and our designers.",
      "Review code, set testing standards and pair with less experienced engineers.",
      "Demo working software to clients every week and own the quality of each release.",
    ],
    requirements: [
      "Five or more years building production web applications.",
      "Strong TypeScript, React and Node.js; comfortable with SQL and PostgreSQL.",
      "Experience with automated testing and continuous integration.",
      "Clear written and spoken English; you can explain trade-offs to non-engineers.",
    ],
    niceToHave: [
      "Experience with AWS or Azure in production.",
      "Accessibility (WCAG) or performance work on public websites.",
    ],
  },
  {
    slug: "cloud-devops-engineer",
    title: "Cloud & DevOps Engineer",
    team: "Cloud & DevOps",
    workplace: "Remote",
    location: bhopal,
    applicantCountryCode: "IN",
    employmentType: "FULL_TIME",
    datePosted: "2026-11-09",
    validThrough: "2027-01-31",
    experience: "3+ years",
    salary: { currency: "INR", min: 1_400_000, max: 2_200_000, unit: "YEAR" },
    summary:
      "Build landing zones, pipelines and observability for client migrations, and keep the platforms we run reliable and affordable.",
    responsibilities: [
      "Write and review infrastructure as code in Terraform for AWS and Azure.",
      "Build CI/CD pipelines and container platforms with client teams.",
      "Plan and carry out migration waves, including cut-overs and rollbacks.",
      "Set up monitoring and alerting, and take part in a fair, paid on-call rotation.",
    ],
    requirements: [
      "Three or more years operating production systems on AWS, Azure or Google Cloud.",
      "Hands-on Terraform, Docker and one CI system (GitHub Actions, GitLab CI or Jenkins).",
      "Solid Linux and networking fundamentals.",
      "A reliable internet connection and a quiet place to work from in India.",
    ],
    niceToHave: [
      "Kubernetes in production, ideally with Helm and Argo CD.",
      "An AWS or Azure associate or professional certification.",
    ],
  },
  {
    slug: "security-analyst",
    title: "Security Analyst (SOC)",
    team: "Cybersecurity",
    workplace: "On-site",
    location: bhopal,
    applicantCountryCode: "IN",
    employmentType: "FULL_TIME",
    datePosted: "2026-11-02",
    validThrough: "2027-01-15",
    experience: "2+ years",
    salary: { currency: "INR", min: 800_000, max: 1_400_000, unit: "YEAR" },
    summary:
      "Watch over our clients' systems from our Bhopal security operations centre: triage alerts, investigate incidents and help clients fix what you find.",
    responsibilities: [
      "Monitor and triage alerts from SIEM and endpoint tools across client environments.",
      "Investigate suspicious activity and escalate real incidents with clear write-ups.",
      "Tune detection rules to cut noise without missing threats.",
      "Contribute to monthly security reports and client awareness sessions.",
    ],
    requirements: [
      "Two or more years in a SOC, IT security or systems administration role.",
      "Working knowledge of Windows and Linux logs, networking and common attack techniques.",
      "Experience with at least one SIEM (Sentinel, Splunk, Wazuh or similar).",
      "Willingness to work rotating shifts, with a shift allowance.",
    ],
    niceToHave: [
      "CompTIA Security+, CEH, or a Microsoft security certification.",
      "Scripting in Python or PowerShell to automate investigations.",
    ],
  },
  {
    slug: "data-engineer",
    title: "Data Engineer",
    team: "Data & AI",
    workplace: "Hybrid",
    location: bhopal,
    applicantCountryCode: "IN",
    employmentType: "FULL_TIME",
    datePosted: "2026-10-26",
    validThrough: "2027-01-15",
    experience: "3+ years",
    salary: { currency: "INR", min: 1_200_000, max: 2_000_000, unit: "YEAR" },
    summary:
      "Build the pipelines and data models behind our clients' dashboards and machine-learning products, with tests on every table.",
    responsibilities: [
      "Design and build batch and streaming pipelines from ERPs, CRMs and applications.",
      "Model data in warehouses and lakehouses with dbt, documented and tested.",
      "Work with analysts and data scientists to make data easy to use correctly.",
      "Apply access controls, masking and retention rules to personal data.",
    ],
    requirements: [
      "Three or more years of data engineering in production.",
      "Excellent SQL and good Python.",
      "Experience with an orchestrator such as Airflow, Dagster or Prefect.",
      "Experience with one warehouse: Snowflake, BigQuery, Redshift or PostgreSQL at scale.",
    ],
    niceToHave: ["Kafka or another streaming platform.", "Power BI or Metabase dashboards."],
  },
  {
    slug: "product-designer",
    title: "Product Designer (UI/UX)",
    team: "Design",
    workplace: "Remote",
    location: bhopal,
    applicantCountryCode: "IN",
    employmentType: "FULL_TIME",
    datePosted: "2026-10-19",
    validThrough: "2026-12-31",
    experience: "3+ years",
    salary: { currency: "INR", min: 1_000_000, max: 1_800_000, unit: "YEAR" },
    summary:
      "Research, design and test web and mobile products for clients in healthcare, retail and finance, from first interviews to a design system developers love.",
    responsibilities: [
      "Plan and run user interviews and usability tests, in person and remotely.",
      "Turn findings into flows, wireframes and interactive prototypes in Figma.",
      "Build and maintain accessible design systems with our front-end engineers.",
      "Present work to clients and explain the reasoning behind each decision.",
    ],
    requirements: [
      "Three or more years designing digital products, with a portfolio that shows your process.",
      "Fluency in Figma, including components, variables and prototyping.",
      "A working knowledge of accessibility (WCAG 2.2 AA).",
      "Comfort presenting to clients in English; Hindi is a plus for local research.",
    ],
    niceToHave: [
      "Experience designing for low-end Android phones and slow networks.",
      "Basic HTML and CSS.",
    ],
  },
] as const satisfies readonly Role[];

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
