import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icons";
import { mission, values, vision } from "~/content/company";

/** Mission and vision as two cards, and the values we work by beneath them. */
export function MissionVision() {
  return (
    <Section
      id="mission"
      className="bg-surface-2/50"
      eyebrow="What drives us"
      title="Mission, vision and values"
      lead="Why we exist, where we are heading, and the principles that shape how we get there."
    >
      <div className="mt-12 grid gap-6 lg:mt-16 lg:grid-cols-2">
        {[mission, vision].map((item) => (
          <div
            key={item.title}
            className="relative isolate overflow-hidden rounded-3xl border border-border bg-surface p-8 shadow-sm sm:p-10"
          >
            <div
              aria-hidden="true"
              className="absolute -top-20 -right-20 -z-10 size-56 rounded-full bg-gradient-to-br from-primary/20 to-accent/10 blur-2xl"
            />
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-cyan-600 text-white shadow-lg shadow-primary/25">
              <Icon name={item.icon} className="size-7" />
            </span>
            <h3 className="mt-6 text-2xl font-bold tracking-tight">{item.title}</h3>
            <p className="mt-4 text-base/7 text-pretty text-muted sm:text-lg/8">
              {item.description}
            </p>
          </div>
        ))}
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => (
          <li key={value.title} className="rounded-2xl border border-border bg-surface p-6">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary ring-1 ring-primary/20">
              <Icon name={value.icon} className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold">{value.title}</h3>
            <p className="mt-2 text-sm/6 text-muted">{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
