import { newsletterForm } from "~/forms/newsletter";
import { FormShell } from "./form-shell";

/** The footer's newsletter box: subscribes the address once and confirms inline. */
export function NewsletterForm() {
  return <FormShell form={newsletterForm} look="inline" className="mt-4" />;
}
