import { SplitSection } from "~/components/sections/split-section";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { reasons } from "~/content/why-choose";
import { paths, site } from "~/site";
import { Counters } from "./counters";

/** The track record beside the reasons: the animated counters and the industries we serve. */
function TrackRecord() {
  return (
    <div className="relative isolate overflow-hidden rounded-3xl border border-border bg-surface p-8 shadow-xl shadow-primary/5 sm:p-10">
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-20 -z-10 size-64 rounded-full bg-gradient-to-br from-primary/25 to-accent/20 blur-3xl"
      />
      <p className="text-sm font-semibold tracking-wide text-accent">Our track record</p>
      <p className="mt-2 text-lg text-muted">
        Trusted by startups and enterprises in India and around the world.
      </p>
      <div className="mt-8">
        <Counters />
      </div>
      <p className="mt-8 flex items-center gap-4 border-t border-border pt-6 text-sm text-muted">
        <span aria-hidden="true" className="flex shrink-0 -space-x-2">
          {(["code", "cloud", "shield", "chart"] as const).map((icon) => (
            <span
              key={icon}
              className="flex size-9 items-center justify-center rounded-full bg-surface-2 text-primary ring-2 ring-surface"
            >
              <Icon name={icon} className="size-4" />
            </span>
          ))}
        </span>
        For teams in fintech, logistics, retail, healthcare and the public sector.
      </p>
    </div>
  );
}

/** Six reasons to choose us, beside the two animated counters. */
export function WhyChoose() {
  return (
    <SplitSection
      id="why-nexora"
      className="bg-surface-2/40"
      columns="grid gap-14 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-16"
      eyebrow="Why us"
      title={`Why Choose ${site.shortName}`}
      lead="A partner that builds with you, not just for you: the same senior team from the first workshop to the support desk."
      beside={<TrackRecord />}
    >
      <ul className="mt-10 grid gap-x-8 gap-y-7 sm:grid-cols-2">
        {reasons.map((reason) => (
          <li key={reason.title} className="flex gap-4">
            <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon name="check" className="size-4" />
            </span>
            <span>
              <span className="block font-semibold">{reason.title}</span>
              <span className="mt-1 block text-muted">{reason.detail}</span>
            </span>
          </li>
        ))}
      </ul>
      <ButtonLink to={paths.about} variant="secondary" className="mt-10" arrow>
        More about us
      </ButtonLink>
    </SplitSection>
  );
}
