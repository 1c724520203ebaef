import { Link } from "react-router";
import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icons";
import type { DeliveryStep } from "~/content/service-entries";
import { paths } from "~/site";
import { capitalisedNumber } from "~/text";
import { StepNumber, StepText } from "~/components/sections/step-text";

/** How an engagement for this service runs: numbered steps, joined by a line on wide screens. */
export function DeliverySteps({ steps }: { steps: readonly DeliveryStep[] }) {
  return (
    <Section
      id="delivery"
      className="bg-surface-2/50"
      eyebrow="How we deliver it"
      title={`${capitalisedNumber(steps.length)} steps from first conversation to results`}
      lead="Small, senior teams, short feedback loops and no surprises: you always know what happens next and what it costs."
    >
      <ol className="relative mx-auto mt-14 grid max-w-2xl gap-10 lg:mt-16 lg:max-w-none lg:grid-cols-4 lg:gap-6 lg:before:absolute lg:before:top-6 lg:before:right-[12.5%] lg:before:left-[12.5%] lg:before:h-0.5 lg:before:rounded-full lg:before:bg-gradient-to-r lg:before:from-primary lg:before:via-accent lg:before:to-primary/30">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="relative grid grid-cols-[3rem_1fr] gap-x-5 before:absolute before:top-12 before:-bottom-10 before:left-6 before:w-0.5 before:-translate-x-1/2 before:bg-gradient-to-b before:from-primary before:to-accent last:before:hidden lg:flex lg:flex-col lg:items-center lg:text-center lg:before:hidden"
          >
            <StepNumber
              number={index + 1}
              className="relative z-10 flex size-12 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground tabular-nums shadow-lg ring-8 shadow-primary/30 ring-background"
            />
            <div className="pt-2.5 lg:pt-5">
              <StepText number={index + 1} title={step.title} text={step.description} />
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-12 text-center text-sm text-muted">
        Every engagement follows our{" "}
        <Link
          to={{ pathname: paths.services, hash: "#process" }}
          className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
        >
          six-step delivery process
          <Icon name="arrowRight" className="size-3.5" />
        </Link>
      </p>
    </Section>
  );
}
