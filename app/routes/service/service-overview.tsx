import { SplitSection } from "~/components/sections/split-section";
import type { ServiceEntry } from "~/content/service-entries";
import { site } from "~/site";

/** Why the service matters and how we approach it, then what it covers beyond the card. */
export function ServiceOverview({ service }: { service: ServiceEntry }) {
  return (
    <SplitSection
      id="overview"
      className="pt-4 sm:pt-8"
      columns="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-16"
      eyebrow="Overview"
      title={`${service.title} at ${site.shortName}`}
      beside={
        <div
          className="space-y-5 text-base/7 text-pretty text-muted sm:text-lg/8"
          // The service file's body, rendered from Markdown at build time.
          dangerouslySetInnerHTML={{ __html: service.overviewHtml }}
        />
      }
      below={<Capabilities capabilities={service.capabilities} />}
    />
  );
}

/** What the practice covers beyond the four essentials on its card. */
function Capabilities({ capabilities }: { capabilities: ServiceEntry["capabilities"] }) {
  return (
    <div className="mt-16 rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-10 lg:mt-20">
      <h3 className="text-sm font-semibold tracking-wide text-accent">And more</h3>
      <p className="mt-2 text-2xl font-bold tracking-tight text-balance">
        Beyond the four essentials, the practice also covers
      </p>
      <ul className="mt-8 grid gap-x-10 gap-y-8 sm:grid-cols-2">
        {capabilities.map((capability) => (
          <li key={capability.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-lg font-bold text-primary"
            >
              +
            </span>
            <div>
              <h4 className="font-semibold">{capability.title}</h4>
              <p className="mt-1.5 text-sm/6 text-balance text-muted">{capability.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
