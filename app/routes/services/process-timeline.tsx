import { Section } from "~/components/sections/section";
import { cn } from "~/components/ui/cn";
import { Icon } from "~/components/ui/icons";
import { processSteps } from "~/content/process";

/**
 * The six steps of every engagement: a list with a line down the left on phones,
 * a zig-zag along a centre line on wide screens.
 */
export function ProcessTimeline() {
  return (
    <Section
      id="process"
      className="bg-surface-2/50"
      eyebrow="How we work"
      title="Our Process"
      lead="A proven six-step path from first conversation to long-term support, so you always know what happens next."
    >
      <ol className="relative mx-auto mt-14 max-w-5xl before:absolute before:inset-y-6 before:left-6 before:w-0.5 before:-translate-x-1/2 before:rounded-full before:bg-gradient-to-b before:from-primary before:via-accent before:to-primary/20 lg:mt-20 lg:before:left-1/2">
        {processSteps.map((step, index) => {
          const onLeft = index % 2 === 0;
          return (
            <li
              key={step.number}
              className="relative grid grid-cols-[3rem_1fr] gap-x-5 pb-8 last:pb-0 sm:gap-x-6 lg:grid-cols-[1fr_4rem_1fr] lg:gap-x-8 lg:pb-0 lg:[&:not(:first-child)]:-mt-10"
            >
              <span
                className="relative z-10 col-start-1 row-start-1 flex size-12 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground tabular-nums shadow-lg ring-8 shadow-primary/30 ring-background lg:col-start-2 lg:mx-auto lg:mt-6 lg:size-14 lg:text-lg"
                aria-hidden="true"
              >
                {step.number}
              </span>
              <article
                aria-labelledby={`step-${step.number}-title`}
                className={cn(
                  "col-start-2 row-start-1 rounded-2xl border border-border bg-surface p-6 shadow-sm",
                  onLeft ? "lg:col-start-1 lg:text-right" : "lg:col-start-3",
                )}
              >
                <div className={cn("flex items-center gap-3", onLeft && "lg:flex-row-reverse")}>
                  <span className="inline-flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon name={step.icon} className="size-5" />
                  </span>
                  <p className="text-xs font-semibold tracking-widest text-accent uppercase">
                    Step {step.number}
                  </p>
                </div>
                <h3 id={`step-${step.number}-title`} className="mt-4 text-lg font-semibold">
                  {step.title}
                </h3>
                <p className="mt-2 text-sm/6 text-muted">{step.description}</p>
                <p
                  className={cn(
                    "mt-4 inline-flex items-center gap-2 text-sm font-medium text-foreground",
                    onLeft && "lg:flex-row-reverse",
                  )}
                >
                  <Icon name="check" className="size-4 shrink-0 text-accent" />
                  {step.outcome}
                </p>
              </article>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
