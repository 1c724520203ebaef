import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Icon, type IconName } from "~/components/ui/icons";
import { claims } from "~/content/company";
import { paths, site } from "~/site";

const trust = [
  { icon: "clock", label: claims.founded },
  { icon: "shield", label: claims.certification },
  { icon: "cloud", label: "AWS · Azure · GCP" },
  { icon: "headset", label: claims.support },
] as const satisfies readonly { icon: IconName; label: string }[];

/**
 * The home page's opening: the page's one h1, the two main actions and a row of trust marks. On a
 * phone all of it fits above the floating buttons' bar on the first screen.
 */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden pt-22 pb-16 sm:pt-36 sm:pb-20"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(55rem_32rem_at_15%_-5%,color-mix(in_oklch,var(--primary)_32%,transparent),transparent),radial-gradient(40rem_28rem_at_95%_20%,color-mix(in_oklch,var(--accent)_22%,transparent),transparent)]" />
        <div className="absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[linear-gradient(to_right,color-mix(in_oklch,var(--foreground)_7%,transparent)_1px,transparent_1px),linear-gradient(to_bottom,color-mix(in_oklch,var(--foreground)_7%,transparent)_1px,transparent_1px)] bg-[size:3.5rem_3.5rem]" />
      </div>

      <div className="container-page grid items-center gap-14 lg:grid-cols-[1.1fr_0.9fr] lg:gap-10">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/70 px-3.5 py-1.5 text-sm font-semibold text-foreground shadow-sm backdrop-blur">
            <span className="size-2 rounded-full bg-accent shadow-[0_0_0_4px] shadow-accent/25" />
            {site.tagline}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-[4rem] lg:leading-[1.05]"
          >
            {/* One text node each side: React's markers between text nodes make Chromium
                drop the spaces from the heading's accessible name. */}
            {"Technology that "}
            <span className="bg-gradient-to-r from-primary to-accent bg-clip-text text-transparent">
              moves your business
            </span>
            {" forward"}
          </h1>
          <p className="mt-5 max-w-xl text-base text-pretty text-muted sm:mt-6 sm:text-xl">
            {site.name} designs, builds and secures the software, cloud and AI systems that growing
            companies run on, from our home in {site.address.city} to clients in{" "}
            {claims.regionCount}.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:mt-9 sm:flex-row sm:flex-wrap">
            <ButtonLink to={paths.services} size="lg">
              Explore Services
              <Icon name="arrowRight" className="size-5" />
            </ButtonLink>
            <ButtonLink to={paths.contact} size="lg" variant="secondary">
              Contact Us
            </ButtonLink>
          </div>
          <ul
            aria-label="Why clients trust us"
            className="mt-8 grid grid-cols-2 gap-x-6 gap-y-2 text-sm font-medium text-muted"
          >
            {trust.map((item) => (
              <li key={item.label} className="flex items-center gap-2">
                <Icon name={item.icon} className="size-4 shrink-0 text-accent" />
                {item.label}
              </li>
            ))}
          </ul>
        </div>

        <HeroVisual />
      </div>
    </section>
  );
}

/** Bar heights of the drawn chart, as classes so the HTML needs no inline styles. */
const bars = [
  "h-[38%]",
  "h-[52%]",
  "h-[45%]",
  "h-[64%]",
  "h-[58%]",
  "h-[72%]",
  "h-[69%]",
  "h-[84%]",
  "h-[78%]",
  "h-[92%]",
] as const;

/** A drawing of a delivery dashboard: decoration only, so it is hidden from assistive technology. */
function HeroVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg lg:max-w-none">
      <div className="absolute -inset-8 -z-10 rounded-full bg-gradient-to-tr from-primary/30 via-accent/20 to-transparent blur-3xl" />
      <div className="rounded-3xl border border-border bg-surface/80 p-5 shadow-2xl shadow-primary/10 backdrop-blur-xl sm:p-6 sm:pb-12">
        <div className="flex items-center justify-between">
          <div className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-rose-400/80" />
            <span className="size-2.5 rounded-full bg-amber-400/80" />
            <span className="size-2.5 rounded-full bg-emerald-400/80" />
          </div>
          <span className="rounded-full bg-emerald-500/15 px-2.5 py-1 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
            All systems operational
          </span>
        </div>

        <div className="mt-6 flex items-end justify-between gap-4">
          <div>
            <p className="text-xs font-medium text-muted">Platform uptime</p>
            <p className="mt-1 text-3xl font-bold tracking-tight">99.98%</p>
          </div>
          <p className="flex items-center gap-1 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
            <Icon name="chart" className="size-4 shrink-0" />
            +18% this quarter
          </p>
        </div>

        <div className="mt-5 flex h-28 items-end gap-2 sm:h-40">
          {bars.map((height, i) => (
            <div key={i} className="flex h-full flex-1 items-end rounded-md bg-surface-2">
              <div
                className={cn("w-full rounded-md bg-gradient-to-t from-primary to-accent", height)}
              />
            </div>
          ))}
        </div>

        <div className="mt-5 grid grid-cols-3 gap-3">
          {(
            [
              ["Deploys / week", "36"],
              ["Response", "< 1 h"],
              ["Cloud spend", "−38%"],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-2xl border border-border bg-background/60 p-3">
              <p className="text-[11px] font-medium text-muted">{label}</p>
              <p className="mt-1 text-lg font-bold">{value}</p>
            </div>
          ))}
        </div>
      </div>

      {/* Over the card's bottom edge, in the room its padding keeps below the tiles. */}
      <div className="absolute -bottom-6 -left-4 hidden items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-3 shadow-xl sm:flex">
        <span className="flex size-9 items-center justify-center rounded-xl bg-emerald-500/15 text-emerald-700 dark:text-emerald-300">
          <Icon name="shield" className="size-5" />
        </span>
        <span>
          <span className="block text-sm font-semibold">Security scan passed</span>
          <span className="block text-xs text-muted">0 critical findings</span>
        </span>
      </div>
      {/* Inside the card's right edge, over the chart, like a notification on the dashboard. */}
      <div className="absolute top-[46%] right-4 hidden items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-3 shadow-xl sm:flex">
        <span className="flex size-9 items-center justify-center rounded-xl bg-primary/15 text-primary">
          <Icon name="rocket" className="size-5" />
        </span>
        <span className="text-sm font-semibold">Release 4.2 is live</span>
      </div>
    </div>
  );
}
