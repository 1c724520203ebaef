import type { ReactNode } from "react";
import { QuoteLink } from "../quote-button";
import { ButtonLink } from "../ui/button";
import { paths } from "~/site";

/**
 * The closing call to action of a page: a gradient band with a heading, a line and actions.
 * The usual actions: a white button with an arrow, 'Contact Us' unless `action` names another
 * page, and with `quote` 'Get a Quote' beside it. A page whose actions are of another kind
 * passes them as children instead.
 */
export function CtaBand({
  title,
  lead,
  action = { to: paths.contact, label: "Contact Us" },
  quote = false,
  children,
}: {
  title: string;
  lead: string;
  action?: { to: string; label: string };
  quote?: boolean;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-24">
      <div className="container-page">
        {/* The theme's focus ring is indigo, lost on this band: here it is white. */}
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-cyan-700 px-5 py-14 text-center text-white shadow-2xl sm:px-12 [&_:focus-visible]:outline-white">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-white/10 blur-2xl"
          />
          {/* A size smaller on phones than a section's heading: the band's own padding leaves a
              long title ("Start your Digital Transformation project") three or four short lines. */}
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-balance text-indigo-50">{lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {children ?? (
              <>
                <ButtonLink to={action.to} variant="inverse" size="lg" arrow>
                  {action.label}
                </ButtonLink>
                {quote && <QuoteLink className={onBandOutlineClass}>Get a Quote</QuoteLink>}
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** The outlined look of a second action on the gradient band. */
export const onBandOutlineClass =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full border border-white/60 px-7 text-base font-semibold text-white transition-colors hover:bg-white/10";
