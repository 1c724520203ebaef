import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { services } from "~/content/services";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import { Pricing } from "./pricing";
import { ProcessTimeline } from "./process-timeline";
import { ServiceGrid } from "./service-grid";

export const meta = () =>
  pageMeta({
    title: "Our Services",
    // Names a few services and counts the rest, so a new service needs no edit here.
    description: `${services.length} IT services from ${site.name}, ${site.address.city}: ${services
      .slice(0, 4)
      .map((service) => service.title)
      .join(", ")} and ${services.length - 4} more, each with its own page.`,
    path: paths.services,
  });

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Our Services"
        lead={`From the first line of code to support long after launch, ${site.name} designs, builds, secures and runs the technology that moves your business forward.`}
        jumps={[
          { id: "services-list", label: "Browse services" },
          { id: "process", label: "How we work" },
          { id: "pricing", label: "How we price" },
        ]}
      />
      <ServiceGrid />
      <ProcessTimeline />
      <Pricing />
      <CtaBand
        title="Ready to get started?"
        lead="Tell us about your project. A senior consultant will reply within one working day with next steps, not a sales script."
      />
    </>
  );
}
