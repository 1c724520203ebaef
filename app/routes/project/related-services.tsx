import { CardArrow } from "~/components/ui/card-link";
import { Link } from "react-router";
import { CardGrid } from "~/components/sections/card-grid";
import { Section, SectionHeading } from "~/components/sections/section";
import { IconBadge } from "~/components/ui/icon-badge";
import type { Service } from "~/content/services";
import { paths } from "~/site";
import { titleWords } from "~/components/ui/title-words";

/** The services this project drew on, each leading to its page. */
export function RelatedServices({ services }: { services: readonly Service[] }) {
  if (services.length === 0) return null;
  return (
    <Section id="related-services">
      <SectionHeading eyebrow="Services behind this project" title="Related services" />
      <CardGrid>
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              to={paths.service(service.slug)}
              className="group flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm transition duration-300 hover:border-primary/50 hover:shadow-xl hover:shadow-primary/10 motion-safe:hover:-translate-y-1"
            >
              <IconBadge name={service.icon} />
              <h3 className="mt-5 text-lg font-semibold tracking-tight">
                {titleWords(service.title)}
              </h3>
              <span className="mt-2 text-sm/6 text-balance text-muted">{service.description}</span>
              <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-primary">
                Learn more
                <CardArrow />
              </span>
            </Link>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
