import type { IconName } from "~/icon-names";

export type ProjectCategory =
  "Web Development" | "Software Solutions" | "Data Analytics" | "Cloud" | "Security";

/** A measured outcome: a short figure and what it measures. */
export type ProjectMetric = { value: string; label: string };

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
  /**
   * The icon of the project's fallback artwork. Its pictures (screenshots, diagrams, the
   * client's logo) are in ./project-pictures.ts, kept apart so this file stays plain data that
   * Node, the chat and the tests import without the image pipeline.
   */
  icon: IconName;
  /** How long the engagement took, e.g. "7 months". */
  duration: string;
  /** The client's situation before we started, in a paragraph or two. */
  challenge: readonly string[];
  /** What we did, step by step. */
  approach: readonly { title: string; description: string }[];
  /** The technology stack, shown as chips. */
  technologies: readonly string[];
  /** Exactly three measured results. */
  results: readonly [ProjectMetric, ProjectMetric, ProjectMetric];
  /** A quote from the client's side, attributed by role only. */
  testimonial: { quote: string; role: string };
  /** The services this project drew on (their slugs), most important first. */
  services: readonly string[];
};

/** Every case study. Each has a page at /projects/{slug}. */
export const projects = [
  {
    slug: "cloud-migration",
    title: "Cloud Migration for a Logistics Leader",
    category: "Cloud",
    description:
      "Moved 120 on-premises services to AWS without downtime, cutting infrastructure costs by 38%.",
    client: "A national logistics company with 4,000 employees",
    result: "38% lower infrastructure costs",
    icon: "cloud",
    duration: "9 months",
    challenge: [
      "The company ran its booking, tracking and billing systems in two ageing data centres. Hardware renewals were due within a year, capacity ran out every festive season, and a single power failure in 2024 had stopped shipments for six hours.",
      "Leadership wanted to move to the cloud, but 120 services with tangled dependencies, a 6 TB Oracle database and round-the-clock operations meant that a big-bang migration was out of the question.",
    ],
    approach: [
      {
        title: "Discovery and dependency mapping",
        description:
          "We traced network traffic for four weeks to map which services talked to which, and grouped them into 14 migration waves with clear owners.",
      },
      {
        title: "Landing zone and guardrails",
        description:
          "A multi-account AWS setup in the Mumbai and Hyderabad regions, with infrastructure as code, single sign-on, budgets and security baselines in place before the first workload moved.",
      },
      {
        title: "Wave-by-wave migration",
        description:
          "Stateless services were re-platformed onto containers; the core database was replicated continuously and switched over in a 20-minute window on a Sunday night.",
      },
      {
        title: "Cost and reliability tuning",
        description:
          "After each wave we right-sized instances, added autoscaling for seasonal peaks and bought savings plans for the steady baseline.",
      },
    ],
    technologies: [
      "AWS",
      "Terraform",
      "Amazon EKS",
      "Amazon RDS",
      "AWS DMS",
      "GitHub Actions",
      "Grafana",
    ],
    results: [
      { value: "38%", label: "lower infrastructure costs" },
      { value: "0 min", label: "unplanned downtime during migration" },
      { value: "99.95%", label: "availability in the first year" },
    ],
    testimonial: {
      quote:
        "We moved every system without stopping a single truck. The festive peak that used to keep us awake now scales on its own.",
      role: "Chief Information Officer",
    },
    services: ["cloud-solutions", "devops", "it-infrastructure"],
  },
  {
    slug: "ecommerce-platform",
    title: "E-commerce Platform",
    category: "Web Development",
    description:
      "A headless storefront and order system for a fashion retailer, handling 10× the festive-season traffic.",
    client: "A fashion retailer with 60 stores across India",
    result: "2.3× online revenue in one year",
    icon: "globe",
    duration: "6 months",
    challenge: [
      "The retailer's online shop was a heavily customised plug-in store that slowed to a crawl during sales. Pages took over six seconds to load on mobile, and stock shown online often did not match what the stores actually had.",
      "Each sale brought lost orders, angry customers and a weekend of manual fixes. The business wanted a shop that could handle Diwali traffic and sell store stock online.",
    ],
    approach: [
      {
        title: "Customer research",
        description:
          "Interviews and analytics showed that most shoppers browsed on mid-range Android phones on mobile data, so speed on slow networks became the first requirement.",
      },
      {
        title: "Headless architecture",
        description:
          "A fast, server-rendered storefront in front of a commerce engine, with product content in a headless CMS the marketing team edits on its own.",
      },
      {
        title: "Unified inventory",
        description:
          "We connected the store point-of-sale systems so that every store's stock is available online, enabling ship-from-store and click-and-collect.",
      },
      {
        title: "Load testing and launch",
        description:
          "Before launch we simulated ten times the previous year's peak traffic and fixed every bottleneck we found, then released in stages by region.",
      },
    ],
    technologies: [
      "React",
      "Node.js",
      "PostgreSQL",
      "Redis",
      "Headless CMS",
      "Razorpay",
      "Cloudflare",
    ],
    results: [
      { value: "2.3×", label: "online revenue in one year" },
      { value: "1.4 s", label: "median page load on mobile" },
      { value: "10×", label: "festive-season traffic handled" },
    ],
    testimonial: {
      quote:
        "Our biggest sale of the year was also our calmest. The shop stayed fast, and customers could finally buy what our stores had on the shelf.",
      role: "Head of E-commerce",
    },
    services: ["web-development", "ui-ux-design", "cloud-solutions"],
  },
  {
    slug: "security-infrastructure",
    title: "Security Infrastructure Overhaul",
    category: "Security",
    description:
      "Zero-trust access, endpoint protection and 24/7 monitoring for a fintech preparing for its audit.",
    client: "A digital lending fintech regulated by the RBI",
    result: "Certified to ISO 27001 in 7 months",
    icon: "shield",
    duration: "7 months",
    challenge: [
      "The fintech had grown from 20 to 300 people in two years. Shared passwords, a flat office network and a VPN that gave everyone access to everything had been fine for a start-up, but not for a regulated lender holding sensitive customer data.",
      "A partner bank made ISO 27001 certification a condition of renewing its contract, and the first audit was less than a year away.",
    ],
    approach: [
      {
        title: "Risk assessment",
        description:
          "We assessed systems, people and suppliers against ISO 27001 and RBI guidelines and ranked the gaps by risk and effort.",
      },
      {
        title: "Zero-trust access",
        description:
          "Single sign-on with phishing-resistant multi-factor authentication replaced the VPN, with access granted per application and per role.",
      },
      {
        title: "Endpoint and cloud protection",
        description:
          "Managed laptops with disk encryption and endpoint detection, hardened cloud accounts and automated checks for misconfigurations.",
      },
      {
        title: "Monitoring and audit readiness",
        description:
          "Central logging with 24/7 monitoring, an incident response plan rehearsed twice, and the policies and evidence the auditors asked for.",
      },
    ],
    technologies: [
      "Okta",
      "Microsoft Defender",
      "AWS Security Hub",
      "Wazuh",
      "Cloudflare Zero Trust",
      "HashiCorp Vault",
    ],
    results: [
      { value: "7 months", label: "to ISO 27001 certification" },
      { value: "100%", label: "of staff on phishing-resistant MFA" },
      { value: "15 min", label: "median time to detect incidents" },
    ],
    testimonial: {
      quote:
        "They turned a scary audit into a plan we could follow week by week. We passed first time, and our team actually likes the new sign-in.",
      role: "Chief Technology Officer",
    },
    services: ["cybersecurity", "it-consulting", "cloud-solutions"],
  },
  {
    slug: "healthcare",
    title: "Healthcare Management System",
    category: "Software Solutions",
    description:
      "Appointments, records and billing for a hospital network, with telemedicine built in.",
    client: "A network of 12 multi-speciality hospitals",
    result: "45% shorter patient wait times",
    icon: "users",
    duration: "11 months",
    challenge: [
      "Each of the network's twelve hospitals used different software for appointments, records and billing. Patients repeated their history at every visit, doctors could not see reports from other branches, and billing errors delayed insurance claims by weeks.",
      "The network also wanted to offer video consultations to patients in smaller towns without adding another disconnected system.",
    ],
    approach: [
      {
        title: "Workflow discovery",
        description:
          "We spent two weeks in outpatient departments, wards and billing counters, mapping how patients, nurses and doctors actually move through a visit.",
      },
      {
        title: "One patient record",
        description:
          "A single record per patient across all branches, built on HL7 FHIR so that labs, pharmacies and insurers can connect through standard interfaces.",
      },
      {
        title: "Appointments and telemedicine",
        description:
          "Online booking, queue management with SMS updates, and video consultations built into the same system, with prescriptions signed digitally.",
      },
      {
        title: "Phased roll-out and training",
        description:
          "We launched hospital by hospital, with floor support in the first week and short role-based training for more than 1,500 staff.",
      },
    ],
    technologies: ["React", "Java", "Spring Boot", "PostgreSQL", "HL7 FHIR", "WebRTC", "Azure"],
    results: [
      { value: "45%", label: "shorter patient wait times" },
      { value: "60%", label: "faster insurance claim settlement" },
      { value: "18,000", label: "video consultations in the first year" },
    ],
    testimonial: {
      quote:
        "Our doctors now see the whole patient, whichever branch they visited. Queues are shorter and claims are no longer stuck for weeks.",
      role: "Director of Operations",
    },
    services: ["software-development", "ui-ux-design", "digital-transformation"],
  },
  {
    slug: "ai-analytics",
    title: "AI-Powered Analytics Dashboard",
    category: "Data Analytics",
    description: "Demand forecasting and live sales dashboards for a consumer goods distributor.",
    client: "A consumer goods distributor serving 9,000 retailers",
    result: "22% less stock-out, 15% less inventory",
    icon: "chart",
    duration: "5 months",
    challenge: [
      "Orders from 9,000 retailers were planned in spreadsheets that took a week to update. Popular products ran out before festivals while slow movers filled the warehouses, tying up working capital.",
      "Sales managers had no shared view of the numbers: every region kept its own reports, and each weekly review began with an argument about whose figures were right.",
    ],
    approach: [
      {
        title: "Reliable data foundation",
        description:
          "Pipelines bring orders, shipments and stock from the ERP and the sales app into one cloud data warehouse every hour, with automated quality checks.",
      },
      {
        title: "Demand forecasting",
        description:
          "Machine learning models forecast demand per product and region, taking seasonality, festivals, promotions and weather into account.",
      },
      {
        title: "Live dashboards",
        description:
          "Dashboards for managers and planners show sales, stock and forecast accuracy in one place, on desktop and on the phone.",
      },
      {
        title: "Adoption and monitoring",
        description:
          "Planners reviewed forecasts alongside their own for two months before switching; forecast accuracy is tracked and models retrain automatically.",
      },
    ],
    technologies: ["Python", "dbt", "Snowflake", "Apache Airflow", "LightGBM", "Power BI"],
    results: [
      { value: "22%", label: "fewer stock-outs" },
      { value: "15%", label: "less inventory held" },
      { value: "1 hour", label: "data freshness, down from a week" },
    ],
    testimonial: {
      quote:
        "For the first time, sales and supply look at the same numbers. Our planners spend their time on decisions instead of spreadsheets.",
      role: "Head of Supply Chain",
    },
    services: ["data-analytics", "ai-machine-learning", "cloud-solutions"],
  },
] as const satisfies readonly Project[];

export type ProjectSlug = (typeof projects)[number]["slug"];

export function projectBySlug(slug: string): Project | undefined {
  return projects.find((project) => project.slug === slug);
}
