import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { Icon, type IconName } from "~/components/ui/icons";
import { directionsHref, emailHref, fullAddress, phoneHref, site } from "~/site";
import { BhopalMap } from "./bhopal-map";
import { OpeningHours } from "~/components/sections/opening-hours";

/** How the email address and phone number are linked. */
const linkClass =
  "font-medium text-foreground underline-offset-4 hover:text-primary hover:underline";

function InfoItem({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold">{title}</h3>
        <div className="mt-1 text-sm leading-relaxed text-muted">{children}</div>
      </div>
    </li>
  );
}

/** Where and when to reach the company, with our own drawing of the neighbourhood. */
export function ContactInfo({ titleId }: { titleId: string }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-3xl border border-border bg-surface p-6 shadow-xl shadow-black/5 sm:p-8 dark:shadow-black/20">
        <h2 id={titleId} className="text-2xl font-bold tracking-tight">
          Contact Information
        </h2>
        <ul className="mt-6 space-y-6">
          <InfoItem icon="mapPin" title="Our Office">
            <address className="not-italic">{fullAddress}</address>
          </InfoItem>
          <InfoItem icon="mail" title="Email Us">
            <a href={emailHref} className={cn(linkClass, "break-all")}>
              {site.email}
            </a>
          </InfoItem>
          <InfoItem icon="phone" title="Call Us">
            <a href={phoneHref} className={linkClass}>
              {site.phone}
            </a>
          </InfoItem>
          <InfoItem icon="clock" title="Business Hours">
            <OpeningHours />
          </InfoItem>
        </ul>
      </div>
      <figure className="flex flex-auto flex-col overflow-hidden rounded-3xl border border-border bg-surface shadow-xl shadow-black/5 dark:shadow-black/20">
        <BhopalMap />
        <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-t border-border px-5 py-4 text-sm text-muted">
          <span className="flex items-start gap-2">
            <Icon name="mapPin" className="mt-0.5 size-4 shrink-0 text-accent" />
            <span>On Hoshangabad Road, south-east of the Upper Lake, {site.address.city}.</span>
          </span>
          <a
            href={directionsHref}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 rounded-full border border-border px-4 py-2 font-semibold text-foreground transition-colors hover:border-primary hover:text-primary"
          >
            Get directions
            <Icon name="arrowRight" className="size-4" />
            <span className="sr-only"> (opens a map in a new tab)</span>
          </a>
        </figcaption>
      </figure>
    </div>
  );
}
