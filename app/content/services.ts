import type { IconName } from "~/components/ui/icons";

export type Service = {
  slug: string;
  title: string;
  icon: IconName;
  /** One or two sentences for cards. */
  description: string;
  /** Exactly four, shown as bullets on the cards. */
  features: readonly [string, string, string, string];
};

/**
 * Every service the company offers, in the order the Services page shows them.
 * The home page's six cards, the footer and each /services/{slug} page read this list.
 */
export const services = [
  {
    slug: "software-development",
    title: "Software Development",
    icon: "code",
    description:
      "Custom software built around your workflows, from internal tools to customer-facing platforms.",
    features: [
      "Custom web and desktop applications",
      "API design and system integration",
      "Legacy system modernisation",
      "Agile delivery with weekly demos",
    ],
  },
  {
    slug: "cloud-solutions",
    title: "Cloud Solutions",
    icon: "cloud",
    description:
      "Migrate, build and run on AWS, Azure or Google Cloud with architectures that scale and stay affordable.",
    features: [
      "Cloud migration and re-platforming",
      "Cloud-native architecture",
      "Cost optimisation and FinOps",
      "Multi-cloud and hybrid setups",
    ],
  },
  {
    slug: "cybersecurity",
    title: "Cybersecurity",
    icon: "shield",
    description:
      "Protect your data, customers and reputation with security built into every layer of your systems.",
    features: [
      "Security audits and penetration testing",
      "Zero-trust network design",
      "Compliance: ISO 27001, SOC 2, DPDP",
      "24/7 threat monitoring and response",
    ],
  },
  {
    slug: "data-analytics",
    title: "Data Analytics",
    icon: "chart",
    description:
      "Turn scattered data into dashboards and decisions, with pipelines your team can trust.",
    features: [
      "Data warehouses and lakehouses",
      "ETL and real-time pipelines",
      "Business intelligence dashboards",
      "Data governance and quality",
    ],
  },
  {
    slug: "ai-machine-learning",
    title: "AI & Machine Learning",
    icon: "brain",
    description:
      "Practical AI that pays for itself: forecasting, document automation, recommendations and assistants.",
    features: [
      "Predictive models and forecasting",
      "Generative AI and private assistants",
      "Computer vision and document AI",
      "MLOps: deployment and monitoring",
    ],
  },
  {
    slug: "mobile-development",
    title: "Mobile Development",
    icon: "mobile",
    description:
      "Fast, polished iOS and Android apps that customers keep, built native or cross-platform.",
    features: [
      "Native iOS and Android apps",
      "React Native and Flutter",
      "Offline-first and real-time sync",
      "App Store launch and growth",
    ],
  },
  {
    slug: "web-development",
    title: "Web Development",
    icon: "globe",
    description:
      "Fast, accessible websites and web apps that rank well and convert visitors into customers.",
    features: [
      "Marketing sites and web portals",
      "E-commerce storefronts",
      "Progressive web apps",
      "Performance and SEO tuning",
    ],
  },
  {
    slug: "ui-ux-design",
    title: "UI/UX Design",
    icon: "palette",
    description:
      "Research-led design that makes complex products feel simple, from first sketch to design system.",
    features: [
      "User research and usability testing",
      "Wireframes and interactive prototypes",
      "Design systems",
      "Accessibility reviews (WCAG 2.2)",
    ],
  },
  {
    slug: "devops",
    title: "DevOps",
    icon: "infinity",
    description:
      "Ship faster and sleep better with automated pipelines, infrastructure as code and observability.",
    features: [
      "CI/CD pipelines",
      "Infrastructure as code",
      "Kubernetes and containers",
      "Monitoring, logging and alerting",
    ],
  },
  {
    slug: "it-infrastructure",
    title: "IT Infrastructure & Support",
    icon: "server",
    description:
      "Reliable networks, devices and help desks, so your people can work without interruptions.",
    features: [
      "Network design and management",
      "Help desk and on-site support",
      "Backup and disaster recovery",
      "Device and licence management",
    ],
  },
  {
    slug: "it-consulting",
    title: "IT Consulting",
    icon: "briefcase",
    description:
      "Independent advice on technology strategy, architecture and vendors, tied to business outcomes.",
    features: [
      "Technology roadmaps",
      "Architecture reviews",
      "Vendor and platform selection",
      "Fractional CTO services",
    ],
  },
  {
    slug: "digital-transformation",
    title: "Digital Transformation",
    icon: "rocket",
    description:
      "Rethink processes end to end, replace paper and spreadsheets, and bring your teams along.",
    features: [
      "Process discovery and redesign",
      "Workflow automation",
      "Change management and training",
      "Measurable KPIs from day one",
    ],
  },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]["slug"];

export function serviceBySlug(slug: string): (typeof services)[number] | undefined {
  return services.find((service) => service.slug === slug);
}
