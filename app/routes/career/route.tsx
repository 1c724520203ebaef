import { CtaBand, onBandOutlineClass } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { applyHref, roles, type Role } from "~/content/careers";
import { pageMeta } from "~/seo";
import { absoluteUrl, paths, site } from "~/site";
import { jobPostingJsonLd } from "~/structured-data";
import { Benefits } from "./benefits";
import { HiringProcess } from "./hiring-process";
import { HowToApply } from "./how-to-apply";
import { OpenRoles } from "./open-roles";

export const meta = () =>
  pageMeta({
    title: "Careers",
    description: `Join ${site.name} in ${site.address.city} or remotely across India: ${roles.length} open roles in engineering, cloud, security, data and design, with published pay ranges.`,
    path: paths.career,
    jsonLd: roles.map(jobPosting),
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

export default function CareerPage() {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Build the future of technology with us"
        lead={`Engineers, designers and consultants in ${site.address.city} and across India, solving real problems for clients from startups to enterprises.`}
        jumps={[
          { id: "open-roles", label: "See open roles" },
          { id: "how-to-apply", label: "How to apply" },
        ]}
      />
      <Benefits />
      <OpenRoles />
      <HiringProcess />
      <HowToApply />
      <CtaBand
        title="Don't see the right role?"
        lead="We are always glad to hear from curious people. Send an open application, or learn more about who we are first."
      >
        <a href={applyHref("Open application")} className={buttonClass("inverse", "lg")}>
          <Icon name="mail" className="size-4" />
          Send an open application
        </a>
        <Link to={paths.about} className={onBandOutlineClass}>
          About us
          <Icon name="arrowRight" className="size-4" />
        </Link>
      </CtaBand>
    </>
  );
}
