import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { site } from "~/site";
import { Pricing } from "./pricing";
import { ProcessTimeline } from "./process-timeline";
import { ServiceGrid } from "./service-grid";

/** The Services page's content: it only shows, so it never hydrates (see route.tsx). */
export function ServicesBody() {
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
