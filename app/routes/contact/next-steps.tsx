import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { Icon } from "~/components/ui/icons";
import { nextSteps } from "~/content/next-steps";
import { paths } from "~/site";
import { StepText } from "~/components/sections/step-text";

/** What happens after a message: three steps and a link to how we price. */
export function NextSteps({ className }: { className?: string }) {
  return (
    <section
      id="next-steps"
      aria-labelledby="next-steps-title"
      className={cn("rounded-3xl border border-border bg-surface-2/50 p-6 sm:p-8", className)}
    >
      <h2 id="next-steps-title" className="text-lg font-semibold tracking-tight">
        What happens next
      </h2>
      <ol className="mt-5 grid gap-5 sm:grid-cols-3">
        {nextSteps.map((step, i) => (
          <li key={step.title} className="flex gap-3 sm:flex-col">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <Icon name={step.icon} />
            </span>
            <div>
              <StepText number={i + 1} title={step.title} text={step.description} size="sm" />
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm">
        <Link
          to={paths.pricing}
          className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
        >
          How we price
          <Icon name="arrowRight" className="size-4" />
        </Link>
      </p>
    </section>
  );
}
