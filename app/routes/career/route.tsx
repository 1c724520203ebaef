import { preloading, staticPart } from "~/components/lazy-section";
import { roles, type Role } from "~/content/careers";
import { pageMeta } from "~/seo";
import { absoluteUrl, paths, site } from "~/site";
import { jobPostingJsonLd } from "~/structured-data";
import type { Route } from "./+types/route";

/** Build time only: the roles reach the browser as the page's data, not in its first view. */
export function loader() {
  return { roleCount: roles.length, jobPostings: roles.map(jobPosting) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Careers",
    description: `Join ${site.name} in ${site.address.city} or remotely across India: ${loaderData.roleCount} open roles in engineering, cloud, security, data and design, with published pay ranges.`,
    path: paths.career,
    jsonLd: loaderData.jobPostings,
  });

const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const htmlList = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>`;

/** A role as schema.org's JobPosting, for search engines' job listings. */
function jobPosting(role: Role) {
  return {
    ...jobPostingJsonLd({
      title: role.title,
      description: [
        `<p>${escape(role.summary)}</p>`,
        `<p><strong>What you will do</strong></p>${htmlList(role.responsibilities)}`,
        `<p><strong>What you bring</strong></p>${htmlList(role.requirements)}`,
        `<p><strong>Nice to have</strong></p>${htmlList(role.niceToHave)}`,
      ].join(""),
      datePosted: role.datePosted,
      employmentType: role.employmentType,
      remote: role.workplace === "Remote",
    }),
    identifier: { "@type": "PropertyValue", name: site.name, value: role.slug },
    validThrough: `${role.validThrough}T23:59:59+05:30`,
    experienceRequirements: role.experience,
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: role.salary.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: role.salary.min,
        maxValue: role.salary.max,
        unitText: role.salary.unit,
      },
    },
    url: absoluteUrl(`${paths.career}#${role.slug}`),
  };
}

const CareerBody = staticPart("career-page", () =>
  import("./body").then((module) => module.CareerBody),
);

export const clientMiddleware = [preloading(CareerBody)];

export default function CareerPage() {
  return <CareerBody />;
}
