import { ButtonLink } from "~/components/ui/button";
import { IconBadge } from "~/components/ui/icon-badge";
import { QuoteLink } from "~/components/quote-button";
import { buttonClass } from "~/components/ui/button";
import { paths } from "~/site";

/** The end of every article: an invitation to talk about the reader's own situation. */
export function ArticleCta() {
  return (
    <aside
      aria-labelledby="article-cta-title"
      className="mt-14 rounded-3xl border border-border bg-surface p-8 shadow-sm sm:p-10"
    >
      <div className="flex items-start gap-4">
        <IconBadge name="lightbulb" fromSm className="shrink-0" />
        <div>
          <h2 id="article-cta-title" className="text-2xl font-bold tracking-tight">
            Want to put this into practice?
          </h2>
          <p className="mt-3 text-muted">
            Tell us about your systems and goals. A senior consultant will reply within one working
            day with practical next steps, whether or not you work with us.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={paths.contact} arrow>
              Contact Us
            </ButtonLink>
            <QuoteLink className={buttonClass("secondary")}>Get a Quote</QuoteLink>
          </div>
        </div>
      </div>
    </aside>
  );
}
