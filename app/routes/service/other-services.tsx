import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { services, type Service } from "~/content/services";
import { paths } from "~/site";

/** The other eleven services, as a compact list of links. */
export function OtherServices({ current }: { current: Service }) {
  return (
    <nav id="other-services" aria-labelledby="other-services-title" className="pt-4 sm:pt-8">
      <div className="container-page">
        <h2 id="other-services-title" className="text-center text-xl font-semibold tracking-tight">
          Explore our other services
        </h2>
        <ul className="mt-6 chip-row text-center">
          {services
            .filter((service) => service.slug !== current.slug)
            .map((service) => (
              <li key={service.slug} className="inline-block">
                <Link
                  to={paths.service(service.slug)}
                  className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium shadow-xs transition-colors hover:border-primary/50 hover:text-primary"
                >
                  <Icon name={service.icon} className="size-4 text-accent" />
                  {service.title}
                </Link>
              </li>
            ))}
        </ul>
      </div>
    </nav>
  );
}
