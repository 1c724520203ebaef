import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icons";
import { claims } from "~/content/company";
import { markers, regions } from "~/content/regions";
import { site } from "~/site";
import { useClientCounts } from "./client-counts";
import { WorldMap } from "./world-map";

/** Where our clients are: a drawn world map with its country markers and the regions. */
export function GlobalPresence() {
  const counts = useClientCounts(regions.length);
  return (
    <Section
      id="global-presence"
      className="bg-surface-2/40"
      eyebrow="Global presence"
      title="From Bhopal to clients around the world"
      lead={`Our engineers work from ${site.address.city}, ${site.address.region}, and deliver across time zones for clients in ${claims.regionCount}.`}
    >
      <figure className="relative mt-14 overflow-hidden rounded-3xl border border-border bg-surface p-4 shadow-xl shadow-primary/5 sm:p-8">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_70%_40%,color-mix(in_oklch,var(--primary)_12%,transparent),transparent)]"
        />
        <WorldMap markers={markers} className="relative" />
        {/* Phones: the map's labels would be too small to read, so they are listed here instead
            (the map's own title already names every country for assistive technology). */}
        <ul
          aria-hidden="true"
          className="relative mt-4 chip-row text-center text-sm font-medium [--chip-gap:0.5rem] sm:hidden"
        >
          {markers.map((marker, i) => (
            <li key={marker.id} className="inline-flex items-center gap-1.5">
              <span
                className={
                  i === 0 ? "size-2.5 rounded-full bg-accent" : "size-2 rounded-full bg-primary"
                }
              />
              {marker.country}
            </li>
          ))}
        </ul>
        <figcaption className="relative mt-4 flex items-center justify-center gap-2 text-sm text-muted">
          <Icon name="mapPin" className="size-4 text-accent" />
          Headquarters in {site.address.city}, {site.address.country}
        </figcaption>
      </figure>

      <ul
        aria-label="Clients by region"
        className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {regions.map((region, i) => (
          <li
            key={region.id}
            className="flex items-center justify-between gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm"
          >
            <div className="min-w-0">
              <h3 className="font-semibold">{region.name}</h3>
              <p className="mt-1 text-sm text-balance text-muted">{region.countries}</p>
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-3xl font-bold tracking-tight tabular-nums">
                {counts?.[i] ?? "··"}
              </span>
              <span className="block text-xs font-medium tracking-wide text-muted uppercase">
                clients
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
