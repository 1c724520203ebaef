import { absoluteUrl as absolute, emailHref, ogImagePath, paths, site } from "./site";

/** Schema.org data as JSON-LD, built from the same facts the pages show. */
export type JsonLd = Record<string, unknown>;

const dayNames: Record<string, string[]> = {
  "Monday-Friday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  Saturday: ["Saturday"],
};

export const organizationId = absolute("/#organization");

/** The company: an Organization that is also a ProfessionalService in Bhopal. */
export function organizationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "ProfessionalService"],
    "@id": organizationId,
    name: site.name,
    slogan: site.tagline,
    description: site.description,
    url: site.url,
    logo: absolute("/favicon.svg"),
    image: absolute(ogImagePath(paths.home)),
    email: emailHref.replace("mailto:", ""),
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    openingHoursSpecification: site.hours.flatMap((slot) =>
      "opens" in slot
        ? [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: dayNames[slot.days],
              opens: slot.opens,
              closes: slot.closes,
            },
          ]
        : [],
    ),
    sameAs: site.social.map((link) => link.href),
  };
}

const sections: Record<string, { name: string; path: string }> = {
  services: { name: "Services", path: paths.services },
  projects: { name: "Projects", path: paths.projects },
  blog: { name: "Blog", path: paths.blog },
};

/** Home › section › page, for a page below the top level; null for top-level pages. */
export function breadcrumbJsonLd(path: string, title: string): JsonLd | null {
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return null;
  const section = sections[segments[0]!];
  const trail = [
    { name: "Home", path: paths.home },
    ...(section ? [section] : []),
    { name: title, path },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function serviceJsonLd(service: {
  title: string;
  description: string;
  path: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: absolute(service.path),
    provider: { "@id": organizationId },
    areaServed: "Worldwide",
  };
}

export function articleJsonLd(post: {
  title: string;
  excerpt: string;
  author: string;
  date: string;
  path: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    author: { "@type": "Person", name: post.author },
    datePublished: post.date,
    image: absolute(ogImagePath(post.path)),
    mainEntityOfPage: absolute(post.path),
    publisher: { "@id": organizationId },
  };
}

export function jobPostingJsonLd(job: {
  title: string;
  description: string;
  datePosted: string;
  employmentType: string;
  remote?: boolean;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    employmentType: job.employmentType,
    hiringOrganization: { "@type": "Organization", name: site.name, sameAs: site.url },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: site.address.city,
        addressRegion: site.address.region,
        addressCountry: site.address.countryCode,
      },
    },
    ...(job.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "India" },
        }
      : {}),
  };
}
