import { OtherServices } from "./other-services";
import { RelatedWork } from "./related-work";
import { CtaBand } from "~/components/sections/cta-band";
import { DeliverySteps } from "./delivery-steps";
import { ServiceHero } from "./service-hero";
import { ServiceOverview } from "./service-overview";
import { ToolsAndQuestions } from "./tools-and-questions";
import type { Route } from "./+types/route";

/** The page's content: it only shows, so it never hydrates (see route.tsx). */
export function ServiceBody({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { service, picture } = loaderData;
  return (
    <>
      <ServiceHero service={service} picture={picture} />
      <ServiceOverview service={service} />
      <DeliverySteps steps={service.steps} />
      <ToolsAndQuestions service={service} />
      <RelatedWork service={service} />
      <OtherServices current={service} />
      <CtaBand
        title={`Start your ${service.title} project`}
        lead="Tell us where you are today and where you want to be. A senior consultant replies within one working day with next steps, not a sales script."
        quote
      />
    </>
  );
}
