export type ProjectCategory =
  "Web Development" | "Software Solutions" | "Data Analytics" | "Cloud" | "Security";

export type Project = {
  slug: string;
  title: string;
  category: ProjectCategory;
  /** One or two sentences for cards. */
  description: string;
  /** The client, described without naming it. */
  client: string;
  /** The headline result, e.g. "40% lower hosting costs". */
  result: string;
};

/** Every case study. Each has a page at /projects/{slug}. */
export const projects = [
  {
    slug: "cloud-migration",
    title: "Cloud Migration for a Logistics Leader",
    category: "Cloud",
    description:
      "Moved 120 on-premise services to AWS without downtime, cutting infrastructure costs by 38%.",
    client: "A national logistics company with 4,000 employees",
    result: "38% lower infrastructure costs",
  },
  {
    slug: "ecommerce-platform",
    title: "E-commerce Platform",
    category: "Web Development",
    description:
      "A headless storefront and order system for a fashion retailer, handling 10× the festive-season traffic.",
    client: "A fashion retailer with 60 stores across India",
    result: "2.3× online revenue in one year",
  },
  {
    slug: "security-infrastructure",
    title: "Security Infrastructure Overhaul",
    category: "Security",
    description:
      "Zero-trust access, endpoint protection and 24/7 monitoring for a fintech preparing for its audit.",
    client: "A digital lending fintech regulated by the RBI",
    result: "ISO 27001 certified in 7 months",
  },
  {
    slug: "healthcare",
    title: "Healthcare Management System",
    category: "Software Solutions",
    description:
      "Appointments, records and billing for a hospital network, with telemedicine built in.",
    client: "A network of 12 multi-speciality hospitals",
    result: "45% shorter patient wait times",
  },
  {
    slug: "ai-analytics",
    title: "AI-Powered Analytics Dashboard",
    category: "Data Analytics",
    description: "Demand forecasting and live sales dashboards for a consumer goods distributor.",
    client: "A consumer goods distributor serving 9,000 retailers",
    result: "22% less stock-out, 15% less inventory",
  },
] as const satisfies readonly Project[];

export type ProjectSlug = (typeof projects)[number]["slug"];

export function projectBySlug(slug: string): Project | undefined {
  return projects.find((project) => project.slug === slug);
}
