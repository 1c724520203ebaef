import { CardArrow } from "~/components/ui/card-link";
import { Link } from "react-router";
import { Section } from "~/components/sections/section";
import { CardGrid } from "~/components/sections/card-grid";
import { IconBadge } from "~/components/ui/icon-badge";
import { services, type Service } from "~/content/services";
import { capitalisedNumber } from "~/text";
import { paths } from "~/site";
import { IconLine } from "~/components/ui/icon-line";
import { titleWords } from "~/components/ui/title-words";

function ServiceCard({ service }: { service: Service }) {
  return (
    <li className="group relative row-span-5 grid grid-rows-subgrid gap-y-0 rounded-2xl border border-border bg-surface p-6 shadow-sm transition duration-300 hover:border-primary/50 hover:shadow-xl hover:shadow-primary/10 motion-safe:hover:-translate-y-1 sm:p-7">
      <IconBadge name={service.icon} className="justify-self-start" />
      <h3 className="mt-5 text-lg font-semibold tracking-tight">{titleWords(service.title)}</h3>
      <p className="mt-2 text-sm/6 text-balance text-muted">{service.description}</p>
      <ul className="mt-5 space-y-2.5 border-t border-border pt-5 text-sm">
        {service.features.map((feature) => (
          <IconLine icon="check" key={feature}>
            <span>{feature}</span>
          </IconLine>
        ))}
      </ul>
      <div className="self-end pt-6">
        <Link
          to={paths.service(service.slug)}
          className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-primary transition-colors hover:text-primary-strong"
        >
          Learn more
          {/* Names the service for screen readers and search engines; the eye sees "Learn more". */}
          <span className="sr-only"> about {service.title}</span>
          <CardArrow />
        </Link>
      </div>
    </li>
  );
}

/** Every service as a card, each leading to its own page. */
export function ServiceGrid() {
  return (
    <Section
      id="services-list"
      className="pt-4 sm:pt-8"
      eyebrow="What we do"
      title="Everything your business needs from technology"
      lead={`${capitalisedNumber(services.length)} practices, one accountable team. Pick a single service or combine them into an end-to-end engagement.`}
    >
      <CardGrid>
        {services.map((service) => (
          <ServiceCard key={service.slug} service={service} />
        ))}
      </CardGrid>
    </Section>
  );
}
