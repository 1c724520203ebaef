import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { Icon, type IconName } from "~/components/ui/icons";
import { discoveryPhase, formatRange } from "~/content/pricing";
import { paths } from "~/site";
import { StepText } from "~/components/sections/step-text";

const discoveryPrice = formatRange(discoveryPhase.range);

const steps = [
  {
    icon: "mail",
    title: "We reply within one business day",
    text: "A senior consultant reads your message and answers with questions or times for a call.",
  },
  {
    icon: "chat",
    title: "A short call about your goals",
    text: "Thirty minutes, no sales script: what you need, by when, and what already exists.",
  },
  {
    icon: "target",
    title: `A fixed-price ${discoveryPhase.title.toLowerCase()}`,
    text: `${discoveryPhase.duration} for ${discoveryPrice.inr} (${discoveryPrice.usd}), ending in a plan and a firm quote.`,
  },
] as const satisfies readonly { icon: IconName; title: string; text: string }[];

/** What happens after a message: three steps and a link to how we price. */
export function NextSteps({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="next-steps-title"
      className={cn("rounded-3xl border border-border bg-surface-2/50 p-6 sm:p-8", className)}
    >
      <h2 id="next-steps-title" className="text-lg font-semibold tracking-tight">
        What happens next
      </h2>
      <ol className="mt-5 grid gap-5 sm:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-3 sm:flex-col">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <Icon name={step.icon} />
            </span>
            <div>
              <StepText number={i + 1} title={step.title} text={step.text} size="sm" />
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
