import { Section } from "~/components/sections/section";
import { CardGrid } from "~/components/sections/card-grid";
import { hiringSteps } from "~/content/careers";
import { capitalisedNumber } from "~/text";
import { StepNumber, StepText } from "~/components/sections/step-text";

/** How we hire, step by step. */
export function HiringProcess() {
  return (
    <Section
      id="hiring-process"
      eyebrow="Hiring process"
      title={`${capitalisedNumber(hiringSteps.length)} steps, about three weeks`}
      lead="A respectful process: we tell you what to expect at each step, never ask for unpaid work, and give feedback whatever the outcome."
    >
      <CardGrid ordered>
        {hiringSteps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-2xl border border-border bg-surface p-6 shadow-sm"
          >
            <div className="flex items-center justify-between gap-3">
              <StepNumber
                number={index + 1}
                className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground tabular-nums shadow-md shadow-primary/30"
              />
              <span className="rounded-full bg-surface-2 px-3 py-1 text-xs font-medium text-muted">
                {step.duration}
              </span>
            </div>
            <StepText
              number={index + 1}
              title={step.title}
              text={step.description}
              className="mt-5"
            />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
