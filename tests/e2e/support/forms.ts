import { expect, type Page } from "@playwright/test";
import { leadForms, type LeadKind } from "../../../app/forms/schemas.ts";

/**
 * How long a person takes to fill a form: a little over the form's own minimum fill time, under
 * which the API takes a submission for a bot's. Journeys move the fake clock by this much.
 */
export function humanFillMs(kind: LeadKind): number {
  return leadForms[kind].minFillMs + 500;
}

/** How long the contact form shows 'Sending...' at the least. */
export const contactSendingMs = leadForms.contact.minSendingMs ?? 0;

/** How long the contact form's success panel stays before the empty form returns. */
export const contactSuccessMs = leadForms.contact.successMs ?? 0;

/**
 * Page objects for the site's forms, found as a visitor finds them: by their visible labels and
 * roles. Each fills, submits and reads what the form says back (its status or alert).
 */

export type ContactDraft = {
  name: string;
  email: string;
  phone: string;
  /** The subject's visible label, e.g. "Project Discussion". */
  subject: string;
  message: string;
};

/** The contact page's form. */
export function contactForm(page: Page) {
  const scope = page.getByRole("main");
  const fields = {
    name: scope.getByLabel("Full Name"),
    email: scope.getByLabel("Email Address"),
    phone: scope.getByLabel("Phone Number"),
    subject: scope.getByLabel("Subject"),
    message: scope.getByLabel("Message", { exact: true }),
  };
  const submitButton = scope.getByRole("button", { name: "Send Message" });
  return {
    fields,
    async fill(draft: ContactDraft) {
      await fields.name.fill(draft.name);
      await fields.email.fill(draft.email);
      await fields.phone.fill(draft.phone);
      await fields.subject.selectOption({ label: draft.subject });
      await fields.message.fill(draft.message);
    },
    /** Every field still holds what the visitor typed. */
    async expectKept(draft: ContactDraft) {
      await expect(fields.name).toHaveValue(draft.name);
      await expect(fields.email).toHaveValue(draft.email);
      await expect(fields.phone).toHaveValue(draft.phone);
      await expect(fields.subject.locator("option:checked")).toHaveText(draft.subject);
      await expect(fields.message).toHaveValue(draft.message);
    },
    submitButton,
    async submit() {
      await submitButton.click();
    },
    /** The success message the page shows once the server stored it. */
    sent: page.getByRole("status").filter({ hasText: "Message Sent!" }),
    /** The send-failure alert (message, retry, e-mail instead). */
    failure: page.getByRole("alert").filter({ hasText: "not sent" }),
  };
}

export type QuoteDraft = {
  name: string;
  email: string;
  /** Visible labels of the choices, e.g. "Mobile App", "$10,000-$25,000". */
  projectType: string;
  description: string;
  budget: string;
};

/** The Get a Quote dialog. */
export function quoteForm(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Get a Quote" });
  const fields = {
    name: dialog.getByLabel("Full Name"),
    email: dialog.getByLabel("Email Address"),
    projectType: dialog.getByLabel("Project Type"),
    description: dialog.getByLabel("Project Description"),
    budget: dialog.getByLabel("Budget Range"),
  };
  const submitButton = dialog.getByRole("button", { name: "Submit Request" });
  return {
    dialog,
    fields,
    async fill(draft: QuoteDraft) {
      await fields.name.fill(draft.name);
      await fields.email.fill(draft.email);
      await fields.projectType.selectOption({ label: draft.projectType });
      await fields.description.fill(draft.description);
      await fields.budget.selectOption({ label: draft.budget });
    },
    submitButton,
    async submit() {
      await submitButton.click();
    },
    /** The toast that confirms a stored request. */
    sent: page.getByRole("status").filter({ hasText: "quote request has been received" }),
  };
}

/** The footer's newsletter box. */
export function newsletterForm(page: Page) {
  const footer = page.getByRole("contentinfo");
  const email = footer.getByRole("textbox", { name: "Your email" });
  return {
    footer,
    email,
    async subscribe(address: string) {
      await email.fill(address);
      await footer.getByRole("button", { name: "Subscribe" }).click();
    },
    status: footer.getByRole("status"),
    alert: footer.getByRole("alert"),
  };
}

/** The chat's hand-off form ("Leave your email"), inside the open chat panel. */
export function chatHandoff(page: Page) {
  const chat = page.getByRole("region", { name: "Chat with us" });
  const form = chat.getByRole("form", { name: "Leave your email" });
  const email = form.getByRole("textbox", { name: "Email" });
  const name = form.getByRole("textbox", { name: "Name" });
  return {
    chat,
    form,
    email,
    name,
    async fill(draft: { email: string; name?: string }) {
      await email.fill(draft.email);
      if (draft.name !== undefined) await name.fill(draft.name);
    },
    async submit() {
      await form.getByRole("button", { name: "Request follow-up" }).click();
    },
    alert: form.getByRole("alert"),
  };
}
