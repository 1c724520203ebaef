import { Link } from "react-router";
import { serviceBySlug } from "~/content/services";
import {
  emailHref,
  labelToSlug,
  fullAddress,
  legalLinks,
  paths,
  phoneHref,
  quickLinks,
  site,
} from "~/site";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";
import { IconLine } from "./ui/icon-line";

/** The year of the build: the copyright runs from the founding year to it. */
const copyrightYear = new Date().getFullYear();

/** The services the footer names; each address is built from the service's name. */
const footerServices = [
  "software-development",
  "cloud-solutions",
  "it-consulting",
  "cybersecurity",
  "data-analytics",
  "ai-machine-learning",
].map((slug) => {
  const { title } = serviceBySlug(slug)!;
  return { label: title, to: paths.service(labelToSlug(title)) };
});

const linkClass = "text-sm text-muted transition-colors hover:text-foreground";

type FooterLink = { label: string; to: string };

function LinkList({ links, className }: { links: readonly FooterLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <LinkList links={links} className="mt-4 space-y-3" />
    </nav>
  );
}

/**
 * The footer's first columns: the company, its contact facts and profiles, and the quick and
 * service links. They only show: only the prerender draws them (site-shell.tsx).
 */
export function FooterColumns() {
  return (
    <>
      <div>
        <Logo />
        <p className="mt-4 max-w-xs text-sm text-muted">
          {site.tagline}: software, cloud, security and data for businesses of every size, from
          Bhopal to the world.
        </p>
        <address className="mt-6 space-y-3 text-sm text-muted not-italic">
          <IconLine icon="mapPin" as="p" wide>
            {fullAddress}
          </IconLine>
          <IconLine icon="phone" as="p" wide>
            <a href={phoneHref} className="hover:text-foreground">
              {site.phone}
            </a>
          </IconLine>
          <IconLine icon="mail" as="p" wide>
            <a href={emailHref} className="hover:text-foreground">
              {site.email}
            </a>
          </IconLine>
        </address>
        <SocialLinks className="mt-6" />
      </div>
      <LinkColumn title="Quick Links" links={quickLinks} />
      <LinkColumn title="Services" links={footerServices} />
    </>
  );
}

/** The footer's last line: copyright, the company's registration and the legal links. */
export function FooterBottom() {
  return (
    // The floating buttons stay clear of these lines: wider screens keep the corner's column
    // free at the side (container-page), phones room for their bar (app.css).
    <div className="container-page flex flex-col gap-4 pt-6 pb-8 text-sm text-muted lg:flex-row lg:items-start lg:justify-between">
      <div className="space-y-1">
        <p>
          © {site.foundingYear}–{copyrightYear} {site.legalName}. All rights reserved.
        </p>
        <p className="text-xs">
          {site.registration.map((entry, i) => (
            <span key={entry.label}>
              {i > 0 ? " · " : null}
              <span className="whitespace-nowrap">
                {entry.label} <span className="tabular-nums">{entry.value}</span>
              </span>
            </span>
          ))}
        </p>
      </div>
      <LinkList links={legalLinks} className="flex flex-wrap gap-x-6 gap-y-2 lg:justify-end" />
    </div>
  );
}
