import type { ReactNode } from "react";
import { IconBadge } from "~/components/ui/icon-badge";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonClass } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icons";
import { emailHref, phoneHref, site } from "~/site";
import { clientPortalUrl } from "~/portal";
import { claims } from "~/content/company";
import { OpeningHours } from "~/components/sections/opening-hours";

const linkClass =
  "font-medium text-foreground underline-offset-4 hover:text-primary hover:underline";

function Card({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-7">
      <IconBadge name={icon} />
      <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
      <div className="mt-2 flex-1 space-y-3 text-sm/6 text-muted">{children}</div>
    </li>
  );
}

/**
 * The client portal's entry. This site has no accounts: with a portal configured its
 * button leads there, and either way the page says how clients reach their team.
 */

/** The page's content: it only shows, so it never hydrates (see route.tsx). */
export function LoginBody() {
  return (
    <>
      <PageHero
        eyebrow="Client portal"
        title="Client Login"
        lead={`Existing clients follow their projects, documents and support requests in a private portal. This website has no accounts and never asks for your password.`}
      >
        {clientPortalUrl ? (
          <a href={clientPortalUrl} className={buttonClass("primary", "lg")}>
            Open the client portal
            <Icon name="arrowRight" className="size-4" />
          </a>
        ) : (
          <a href={emailHref} className={buttonClass("primary", "lg")}>
            <Icon name="mail" className="size-4" />
            Email support
          </a>
        )}
        <a href={phoneHref} className={buttonClass("secondary", "lg")}>
          <Icon name="phone" className="size-4" />
          Call {site.phone}
        </a>
      </PageHero>

      <Section
        id="portal-access"
        className="pt-4 sm:pt-8"
        eyebrow="For existing clients"
        title="How to reach your project"
        lead="Everything about your engagement lives in one place, and a real person is a message or a call away."
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3 lg:mt-16">
          <Card icon="briefcase" title="Your project portal">
            <p>
              Every engagement has its own secure workspace with the plan, progress, documents and
              invoices. Your project manager invites each person on your team at kick-off; sign in
              there with your work email.
            </p>
            {clientPortalUrl ? (
              <p>
                <a href={clientPortalUrl} className={linkClass}>
                  Go to the client portal
                </a>
              </p>
            ) : (
              <p>
                Lost your invitation? Email{" "}
                <a href={emailHref} className={`${linkClass} wrap-anywhere`}>
                  {site.email}
                </a>{" "}
                from your work address and we will send it again.
              </p>
            )}
          </Card>
          <Card icon="headset" title="Support">
            <p>
              Email{" "}
              <a href={emailHref} className={`${linkClass} wrap-anywhere`}>
                {site.email}
              </a>{" "}
              or call{" "}
              <a href={phoneHref} className={`${linkClass} whitespace-nowrap`}>
                {site.phone}
              </a>
              . Mention your company and project so we can route your request at once.
            </p>
            <OpeningHours />
          </Card>
          <Card icon="alert" title="Urgent incidents">
            <p>{claims.supportLong}</p>
            <p>
              Clients with an agreement call the priority number it gives and get the response times
              it sets out.
            </p>
            <p>
              Everyone else: call{" "}
              <a href={phoneHref} className={`${linkClass} whitespace-nowrap`}>
                {site.phone}
              </a>{" "}
              during business hours and say it is urgent.
            </p>
          </Card>
        </ul>

        <p className="mx-auto mt-10 flex max-w-3xl items-start gap-3 rounded-2xl border border-border bg-surface-2/60 px-5 py-4 text-sm/6 text-muted">
          <Icon name="shield" className="mt-0.5 size-5 shrink-0 text-accent" />
          <span>
            We will never ask for your password by email, phone or chat. If a message that claims to
            come from {site.name} does, please do not reply and forward it to{" "}
            <a href={emailHref} className={`${linkClass} wrap-anywhere`}>
              {site.email}
            </a>
            .
          </span>
        </p>
      </Section>

      <CtaBand
        title="Not a client yet?"
        lead="Tell us about your project and a senior consultant will reply within one working day."
        quote
      />
    </>
  );
}
