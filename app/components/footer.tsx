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
import { Logo } from "./shell/logo";
import { NewsletterForm } from "./newsletter-form";
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

export function Footer() {
  return (
    <footer id="site-footer" className="border-t border-border bg-surface">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
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
        <div>
          <h2 className="text-sm font-semibold text-foreground">Newsletter</h2>
          <p className="mt-4 text-sm text-muted">
            Insights on software, cloud and security, once a month. No spam.
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-border">
        {/* The floating buttons stay clear of these lines: wider screens keep the corner's
            column free at the side (container-page), phones room for their bar (app.css). */}
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
      </div>
    </footer>
  );
}
