import { Artwork } from "~/components/artwork";
import { Picture } from "~/components/picture";
import { QuoteLink } from "~/components/quote-button";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { IconBadge } from "~/components/ui/icon-badge";
import { Icon } from "~/components/ui/icons";
import type { ContentPicture } from "~/content/pictures";
import type { Service } from "~/content/services";
import { paths } from "~/site";
import { Breadcrumb } from "./breadcrumb";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { titleWords } from "~/components/ui/title-words";

/**
 * The opening band of a service page: where it sits, what it is, and a card of its picture
 * (designed artwork until it has one) above what is included.
 */
export function ServiceHero({
  service,
  picture,
}: {
  service: Service;
  picture: ContentPicture | undefined;
}) {
  return (
    // Tight enough at the top that the card ends above the floating buttons on a 1280 × 800 screen.
    <HeroBand
      labelledBy="service-title"
      glow="left"
      className="pt-28 pb-16 sm:pt-36 sm:pb-20 lg:pt-24 lg:pb-28"
    >
      <Breadcrumb
        trail={[
          { label: "Home", to: paths.home },
          { label: "Services", to: paths.services },
        ]}
        current={service.title}
      />
      <div className="mt-10 grid items-center gap-12 lg:mt-4 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <IconBadge name={service.icon} size="lg" />
          <p className="mt-6 text-sm font-semibold tracking-wide text-accent">Service</p>
          <HeroHeading
            id="service-title"
            lead={service.description}
            offset="mt-2"
            leadWidth="max-w-xl"
          >
            {service.title}
          </HeroHeading>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink to={paths.contact} size="lg" arrow>
              Contact Us
            </ButtonLink>
            <QuoteLink className={buttonClass("secondary", "lg")}>
              <Icon name="quote" className="size-4" />
              Get a Quote
            </QuoteLink>
          </div>
        </div>
        <div className="overflow-hidden rounded-3xl border border-border bg-surface shadow-xl shadow-black/5 dark:shadow-black/20">
          {/* Beside the text on desktops, the first screen's largest element; below it on phones. */}
          <Picture
            picture={picture}
            sizes="(min-width: 1280px) 548px, (min-width: 1024px) 42vw, 92vw"
            priority
            className="aspect-[16/10]"
            fallback={
              <Artwork
                seed={service.slug}
                icon={service.icon}
                label={`Illustration for ${service.title}`}
                className="aspect-[16/10]"
              />
            }
          />
          <div className="p-6 sm:p-8 lg:py-6">
            <h2 id="included-title" className="text-lg font-semibold tracking-tight">
              What&rsquo;s included
            </h2>
            <ul aria-labelledby="included-title" className="mt-5 grid gap-3.5 sm:grid-cols-2">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-sm/6">
                  <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
                    <Icon name="check" className="size-3.5" />
                  </span>
                  <span>{titleWords(feature)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </HeroBand>
  );
}
