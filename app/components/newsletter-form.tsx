import { newsletterForm } from "~/forms/newsletter";
import { FormShell } from "./form-shell";

/** The footer's newsletter box: subscribes the address once and confirms inline. */
export function NewsletterBox({ id }: { id: string }) {
  return (
    <div id={id}>
      <h2 className="text-sm font-semibold text-foreground">Newsletter</h2>
      <p className="mt-4 text-sm text-muted">
        Insights on software, cloud and security, once a month. No spam.
      </p>
      <FormShell form={newsletterForm} look="inline" className="mt-4" />
    </div>
  );
}
