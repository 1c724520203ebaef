/**
 * The company's facts and the site's addresses, in one place.
 * Imported by the app, the build scripts and the Node server, so it uses only relative imports.
 */

export const site = {
  name: "Nexora Technologies",
  /** The registered company behind the brand, as on invoices and contracts. */
  legalName: "Nexora Technologies Private Limited",
  /** Registration numbers (Ministry of Corporate Affairs CIN, GST identification number). */
  registration: [
    { label: "CIN", value: "U72200MP2015PTC034512" },
    { label: "GSTIN", value: "23AAGCN4827K1ZB" },
  ],
  shortName: "Nexora",
  tagline: "Future of Technology",
  description:
    "Nexora Technologies is an IT services and consulting company in Bhopal, India: software development, cloud, cybersecurity, data, AI and digital transformation for startups and enterprises.",
  url: "https://nexora.example",
  phone: "+91 755 412 7800",
  email: "hello@nexora.example",
  foundingYear: 2015,
  /**
   * The company's claims, each stated once: the pages word them through app/content/company.ts.
   * Counts are exact figures as the home counters show them, written without a "+".
   */
  projectsCompleted: 500,
  clientsServed: 200,
  teamSize: 120,
  certification: { standard: "ISO 27001", since: 2019 },
  /** Outside the opening hours, clients with a support agreement have a priority line. */
  prioritySupport: "24/7",
  address: {
    street: "3rd Floor, Lakeview Tech Centre, Hoshangabad Road",
    city: "Bhopal",
    region: "Madhya Pradesh",
    postalCode: "462026",
    country: "India",
    countryCode: "IN",
  },
  hours: [
    { days: "Monday-Friday", hours: "9:00 AM-6:00 PM", opens: "09:00", closes: "18:00" },
    { days: "Saturday", hours: "10:00 AM-2:00 PM", opens: "10:00", closes: "14:00" },
    { days: "Sunday", hours: "Closed" },
  ],
  /** Profiles on other networks: plain links, never loaded by the site itself. */
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/company/nexora-technologies" },
    { label: "GitHub", href: "https://github.com/nexora-technologies" },
    { label: "X", href: "https://x.com/nexoratech" },
    { label: "YouTube", href: "https://www.youtube.com/@nexoratechnologies" },
  ],
} as const;

/** "+91 755 412 7800" → "tel:+917554127800" */
export const phoneHref = `tel:${site.phone.replace(/[^+\d]/g, "")}`;
export const emailHref = `mailto:${site.email}`;
export const fullAddress = [
  site.address.street,
  site.address.city,
  `${site.address.region} ${site.address.postalCode}`,
  site.address.country,
].join(", ");

/** Directions to the office in a map service: a plain link, nothing is requested until followed. */
export const directionsHref = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${site.name}, ${fullAddress}`)}`;

/**
 * A label turned into an address segment the way the footer builds its links:
 * lowercased, with each run of spaces turned into a hyphen. "About Us" → "about-us".
 */
export function labelToSlug(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, "-");
}

/** Every address the app links to, typed. */
export const paths = {
  home: "/",
  about: "/about",
  services: "/services",
  /** The services page's "How we price" section. */
  pricing: "/services#pricing",
  projects: "/projects",
  /** A page of the case studies' listing past the first, which is /projects itself. */
  projectsPage: (page: number) => (page <= 1 ? "/projects" : `/projects/page/${page}`),
  blog: "/blog",
  blogFeed: "/blog/rss.xml",
  contact: "/contact",
  quotation: "/quotation",
  login: "/login",
  career: "/career",
  terms: "/legal/terms",
  privacy: "/legal/privacy",
  sitemap: "/sitemap",
  service: (slug: string) => `/services/${slug}`,
  project: (slug: string) => `/projects/${slug}`,
  post: (slug: string) => `/blog/${slug}`,
  /** A page of the blog's listing past the first, which is /blog itself. */
  blogPage: (page: number) => (page <= 1 ? "/blog" : `/blog/page/${page}`),
  blogCategory: (slug: string) => `/blog/category/${slug}`,
  /** A legal document: terms and privacy are two of them. */
  legal: (slug: string) => `/legal/${slug}`,
} as const;

/** A route's pattern ("services/devops", as React Router gives it) as the page's path. */
export function routeAddress(pattern: string): string {
  return `/${pattern}`.replace(/\/{2,}/g, "/");
}

/** A path on the site as a full address: "/blog" → "https://nexora.example/blog". */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}

/**
 * Addresses the site links to that name a page with another, canonical address:
 * the server answers them with 301, the app redirects on client-side navigation.
 */
export const redirects: Readonly<Record<string, string>> = {
  "/about-us": paths.about,
  "/services/ai-&-machine-learning": paths.service("ai-machine-learning"),
  "/projects/e-commerce": paths.project("ecommerce-platform"),
};

/** The Open Graph picture of a page, drawn by the build from the page's title. */
export function ogImagePath(path: string): string {
  return `/og/${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}.png`;
}

/** The header's navigation, in order. */
export const mainNav = [
  { label: "Home", to: paths.home },
  { label: "About", to: paths.about },
  { label: "Services", to: paths.services },
  { label: "Projects", to: paths.projects },
  { label: "Blog", to: paths.blog },
  { label: "Contact", to: paths.contact },
] as const;

/** The footer's quick links: each address is built from its label. */
export const quickLinks = ["About Us", "Services", "Projects", "Blog", "Career", "Contact"].map(
  (label) => ({ label, to: `/${labelToSlug(label)}` }),
);

export const legalLinks = [
  { label: "Terms of Service", to: paths.terms },
  { label: "Privacy Policy", to: paths.privacy },
  { label: "Sitemap", to: paths.sitemap },
] as const;

/**
 * Every page rendered to HTML at build time: each page route without parameters (from the
 * route config, so a new page in routes.ts is prerendered with no second list), the not-found
 * page, and one page per item of each collection and per listing page. Addresses that only
 * redirect are left to the server.
 */
export function prerenderList({
  staticPaths,
  services,
  projects,
  posts,
  categories,
  blogPages,
  projectPages,
}: {
  staticPaths: readonly string[];
  services: readonly { slug: string }[];
  projects: readonly { slug: string }[];
  posts: readonly { slug: string }[];
  categories: readonly { slug: string }[];
  /** How many listing pages the blog has (the first is /blog). */
  blogPages: number;
  /** How many listing pages /projects has (the first is /projects). */
  projectPages: number;
}): string[] {
  const pages = [
    ...staticPaths.filter((path) => !(path in redirects)),
    "/404",
    ...services.map((service) => paths.service(service.slug)),
    ...projects.map((project) => paths.project(project.slug)),
    ...posts.map((post) => paths.post(post.slug)),
    ...categories.map((category) => paths.blogCategory(category.slug)),
    ...Array.from({ length: Math.max(0, blogPages - 1) }, (_, i) => paths.blogPage(i + 2)),
    ...Array.from({ length: Math.max(0, projectPages - 1) }, (_, i) => paths.projectsPage(i + 2)),
  ];
  return [...new Set(pages)];
}
