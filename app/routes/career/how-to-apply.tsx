import { CheckList } from "~/components/ui/icon-line";
import { SplitSection } from "~/components/sections/split-section";
import { Icon } from "~/components/ui/icons";
import { applicationSubject, applyHref, careersEmail, roles } from "~/content/careers";

const include = [
  "Your CV, or a link to your portfolio for design roles.",
  "A few lines on why this role, and what you would like to learn next.",
  "Your notice period and where in India you live, for remote roles.",
  "Anything you are proud of: a project, a talk, an article or open-source work.",
];

/** Where to send an application and what to put in it. */
export function HowToApply() {
  return (
    <SplitSection
      id="how-to-apply"
      className="border-t border-border bg-surface/50"
      columns="grid items-start gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16"
      eyebrow="How to apply"
      title="Apply by email, no portal and no forms"
      lead="Write to our careers inbox with the role's title in the subject line. A person on our hiring team reads every application and replies within five working days."
      beside={<CareersInbox />}
    >
      <h3 className="mt-10 font-semibold">What to include</h3>
      <CheckList items={include} wide className="mt-4 space-y-3" itemClassName="text-muted" />
      <p className="mt-8 text-sm text-muted">
        We hire on skills and potential, and welcome applications from people of every gender,
        caste, religion, age, disability and background. Tell us if you need any adjustment during
        the process.
      </p>
    </SplitSection>
  );
}

/** The careers address and what to write in the subject line. */
function CareersInbox() {
  const [example] = roles;
  return (
    <div className="rounded-3xl border border-border bg-surface p-6 shadow-xl shadow-black/5 sm:p-8 dark:shadow-black/20">
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon name="mail" className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold tracking-tight">Careers inbox</h3>
      <p className="mt-2">
        <a
          href={applyHref("Application")}
          className="text-lg font-semibold wrap-anywhere text-primary underline-offset-4 hover:underline"
        >
          {careersEmail}
        </a>
      </p>
      <dl className="mt-6 space-y-4 border-t border-border pt-6 text-sm">
        <div>
          <dt className="font-semibold">Subject line</dt>
          <dd className="mt-1 text-muted">
            Application: <em>role title</em>, for example &ldquo;
            {example ? applicationSubject(example) : "Application: Open application"}&rdquo;
          </dd>
        </div>
        <div>
          <dt className="font-semibold">No matching role?</dt>
          <dd className="mt-1 text-muted">
            Send an open application with the subject &ldquo;Open application&rdquo;. We keep it for
            six months and write to you when something fits.
          </dd>
        </div>
      </dl>
    </div>
  );
}
