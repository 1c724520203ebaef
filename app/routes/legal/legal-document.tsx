import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import type { LegalDocument as Document } from "~/content/legal";
import { emailHref, fullAddress, phoneHref, site } from "~/site";
import { formatDate } from "~/text";
import { IconLine } from "~/components/ui/icon-line";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";

/**
 * Plain prose styles for a document's body, applied to the elements the sections write:
 * paragraphs, lists, links, small headings and definition-like tables.
 */
const prose = [
  "text-base/7 text-pretty text-foreground/90",
  "[&_p]:mt-4 [&_p:first-child]:mt-0",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-accent [&_li]:text-pretty",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary-strong",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]",
].join(" ");

/**
 * A legal document: its title and date, a table of contents that links to each numbered
 * section, the sections, and how to reach us about it.
 */
export function LegalDocument({ document }: { document: Document }) {
  const { title, lead, updated, sections, related } = document;
  return (
    <>
      <HeroBand as="header" glow="document" className="pt-32 pb-12 sm:pt-40 sm:pb-16">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-accent">Legal</p>
          <HeroHeading id="document-title" lead={lead} offset="mt-3">
            {title}
          </HeroHeading>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-1.5 text-sm text-muted">
            <Icon name="clock" className="size-4 text-accent" />
            <span>
              Last updated <time dateTime={updated}>{formatDate(updated)}</time>
            </span>
          </p>
        </div>
      </HeroBand>

      <div className="container-page grid gap-10 pb-20 sm:pb-24 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="contents-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
            <h2 id="contents-title" className="text-sm font-semibold tracking-wide text-accent">
              Contents
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-lg px-2 py-1.5 text-muted transition-colors hover:bg-surface-2 hover:text-foreground"
                  >
                    <span className="w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article aria-labelledby="document-title" className="min-w-0">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 border-b border-border py-10 first:pt-0 last:border-b-0"
            >
              <h2
                id={`${section.id}-title`}
                className="flex gap-3 text-2xl font-bold tracking-tight text-balance"
              >
                <span className="text-accent tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <div
                // The text keeps a reading measure; the section's rule and the contact card below
                // run to the page's content edge, in line with the header and footer.
                className={`mt-5 max-w-3xl ${prose}`}
                // The section's Markdown, rendered at build time.
                dangerouslySetInnerHTML={{ __html: section.html }}
              />
            </section>
          ))}

          <aside
            aria-labelledby="legal-contact-title"
            className="mt-6 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8"
          >
            <h2 id="legal-contact-title" className="text-lg font-semibold">
              Questions about this document?
            </h2>
            <ul className="mt-4 space-y-2 text-sm text-muted">
              <IconLine icon="mail" wide>
                <a href={emailHref} className="font-medium text-foreground hover:text-primary">
                  {site.email}
                </a>
              </IconLine>
              <IconLine icon="phone" wide>
                <a href={phoneHref} className="font-medium text-foreground hover:text-primary">
                  {site.phone}
                </a>
              </IconLine>
              <IconLine icon="mapPin" wide>
                <address className="not-italic">
                  {site.legalName}, {fullAddress}
                </address>
              </IconLine>
            </ul>
            {site.registration.length > 0 ? (
              <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
                {site.registration.map((entry) => (
                  <div key={entry.label} className="flex gap-2">
                    <dt>{entry.label}</dt>
                    <dd className="font-medium text-foreground tabular-nums">{entry.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <p className="mt-6 border-t border-border pt-5 text-sm">
              <Link
                to={related.to}
                className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
              >
                Read our {related.label}
                <Icon name="arrowRight" className="size-4" />
              </Link>
            </p>
          </aside>
        </article>
      </div>
    </>
  );
}
