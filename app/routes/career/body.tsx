import { CtaBand, onBandOutlineClass } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { applyHref } from "~/content/careers";
import { paths, site } from "~/site";
import { Benefits } from "./benefits";
import { HiringProcess } from "./hiring-process";
import { HowToApply } from "./how-to-apply";
import { OpenRoles } from "./open-roles";

/** The page's content: it only shows, so it never hydrates (see route.tsx). */
export function CareerBody() {
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
