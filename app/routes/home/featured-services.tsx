import { TitleLink } from "~/components/ui/card-link";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { IconBadge } from "~/components/ui/icon-badge";
import { Icon } from "~/components/ui/icons";
import { services } from "~/content/services";
import { paths } from "~/site";

/** The services the home page leads with: those marked `featured`, in their order. */
const featured = services.filter((service) => service.featured);

export function FeaturedServices() {
  return (
    <Section
      id="services"
      eyebrow="What we do"
      title="Services that grow with your business"
      lead="One partner for the whole journey: we plan, build, secure and run the technology behind your products."
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((service) => (
          <li
            key={service.slug}
            className="group relative flex flex-col rounded-2xl border border-border bg-surface p-7 shadow-sm transition duration-300 focus-within:border-primary/60 hover:-translate-y-1 hover:border-primary/60 hover:shadow-xl hover:shadow-primary/10"
          >
            <IconBadge name={service.icon} />
            <h3 className="mt-6 text-xl font-semibold tracking-tight">
              <TitleLink to={paths.service(service.slug)}>{service.title}</TitleLink>
            </h3>
            <p className="mt-3 flex-1 text-balance text-muted">{service.description}</p>
            <p
              aria-hidden="true"
              className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary"
            >
              Learn more
              <Icon
                name="arrowRight"
                className="size-4 transition-transform group-hover:translate-x-1"
              />
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to={paths.services} variant="secondary" arrow>
          View all services
        </ButtonLink>
      </div>
    </Section>
  );
}
