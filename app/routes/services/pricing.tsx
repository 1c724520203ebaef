import { QuoteLink } from "~/components/quote-button";
import { Section } from "~/components/sections/section";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Icon } from "~/components/ui/icons";
import { IconLine } from "~/components/ui/icon-line";
import {
  discoveryPhase,
  engagementModels,
  formatRange,
  pricesNote,
  type EngagementModel,
} from "~/content/pricing";

/** The section's anchor: /services#pricing, linked from the quote form. */
export const PRICING_ID = "pricing";

function Price({ model, large = false }: { model: EngagementModel; large?: boolean }) {
  const price = formatRange(model.range);
  return (
    <dl className="grid gap-3 text-sm">
      <div>
        <dt className="sr-only">Typical range</dt>
        <dd>
          <span
            className={cn(
              "block font-bold tracking-tight text-foreground tabular-nums",
              large ? "text-2xl" : "text-xl",
            )}
          >
            {price.inr}
          </span>
          <span className="mt-0.5 block text-muted tabular-nums">
            {price.usd} · {price.per}
          </span>
        </dd>
      </div>
      <div className="flex items-center gap-2 text-muted">
        <dt className="flex items-center gap-2">
          <Icon name="clock" className="size-4 text-accent" />
          <span className="sr-only">Typical duration</span>
        </dt>
        <dd>{model.duration}</dd>
      </div>
    </dl>
  );
}

function Includes({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {items.map((item) => (
        <IconLine icon="check" key={item}>
          <span>{item}</span>
        </IconLine>
      ))}
    </ul>
  );
}

/**
 * "How we price": the fixed-price discovery phase every engagement starts with, then the three
 * engagement models with typical ranges in rupees and dollars and typical durations.
 */
export function Pricing() {
  return (
    <Section
      id={PRICING_ID}
      className="scroll-mt-16 bg-surface-2/40"
      eyebrow="Pricing"
      title="How we price"
      lead="Every project starts with a short discovery phase at a fixed price. Then you choose how to work with us: the ranges below are typical, and your quote is written and agreed before any work starts."
    >
      <ol className="mt-14 grid gap-6">
        <li className="grid gap-6 rounded-3xl border border-primary/40 bg-surface p-6 shadow-xl shadow-primary/5 sm:p-8 lg:grid-cols-[1.2fr_1fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent">Step 1 · Fixed price</p>
            <h3 className="mt-1 text-2xl font-bold tracking-tight">{discoveryPhase.title}</h3>
            <p className="mt-3 text-sm/6 text-pretty text-muted">{discoveryPhase.summary}</p>
          </div>
          <Price model={discoveryPhase} large />
          <Includes items={discoveryPhase.includes} />
        </li>

        <li>
          <p className="text-center text-sm font-semibold tracking-wide text-accent">
            Step 2 · Choose how we work together
          </p>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {engagementModels.map((model) => (
              <li
                key={model.id}
                className="flex flex-col gap-5 rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-7"
              >
                <div>
                  <h3 className="text-xl font-bold tracking-tight">{model.title}</h3>
                  <p className="mt-1 text-sm font-medium text-foreground/80">{model.bestFor}</p>
                </div>
                <Price model={model} />
                <p className="text-sm/6 text-pretty text-muted">{model.summary}</p>
                <div className="mt-auto border-t border-border pt-5">
                  <Includes items={model.includes} />
                </div>
              </li>
            ))}
          </ul>
        </li>
      </ol>

      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <p className="max-w-2xl text-sm text-muted">{pricesNote}</p>
        <QuoteLink className={buttonClass("primary", "lg")}>
          <Icon name="quote" className="size-4" />
          Ask for a quote
        </QuoteLink>
      </div>
    </Section>
  );
}
