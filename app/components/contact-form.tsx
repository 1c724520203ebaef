import { useEffect, useRef, useState } from "react";
import { Field, SendFailure, Honeypot, SelectControl } from "~/forms/field";
import { mailtoHref } from "~/forms/mailto";
import { contactSubjects, limits } from "~/forms/options";
import { focusFirstError, formFields, useLeadForm, type FormStatus } from "~/forms/use-lead-form";
import { site } from "~/site";
import { buttonClass } from "./ui/button";
import { cn } from "./ui/cn";
import { Icon } from "./ui/icons";

/** The sending state lasts at least this long, and until the server has answered. */
export const CONTACT_MIN_SENDING_MS = 1500;
/** How long the success panel stays before the empty form returns. */
export const CONTACT_SUCCESS_MS = 3000;

const submitLabel: Record<FormStatus, string> = {
  idle: "Send Message",
  submitting: "Sending...",
  success: "Send Message",
  error: "Send Message",
};

type Draft = Partial<Record<"name" | "email" | "phone" | "subject" | "message", string>>;

function fallbackMailto(draft: Draft) {
  return mailtoHref(
    `${draft.subject || "Website enquiry"}${draft.name ? ` from ${draft.name}` : ""}`,
    [
      ["Name", draft.name ?? ""],
      ["Email", draft.email ?? ""],
      ["Phone", draft.phone ?? ""],
      ["Subject", draft.subject ?? ""],
      ["Message", draft.message ?? ""],
    ],
  );
}

/**
 * The contact form: idle → sending (at least 1.5 s and until the server has stored it) →
 * 'Message Sent!' for 3 s → the empty form again. A failure keeps every field as typed and
 * offers a retry and an e-mail instead.
 */
export function ContactForm({ titleId }: { titleId: string }) {
  const { state, submit, clearFieldError, reset, prepare } = useLeadForm("contact", {
    noun: "message",
    minDurationMs: CONTACT_MIN_SENDING_MS,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<Draft>({});
  const fieldErrors = state.status === "error" ? state.fields : {};

  useEffect(() => {
    if (state.status !== "success") return;
    // The form is about to be replaced: keep keyboard focus in the card, not on <body>.
    if (
      formRef.current?.contains(document.activeElement) ||
      document.activeElement === document.body
    )
      cardRef.current?.focus({ preventScroll: true });
    const timer = window.setTimeout(reset, CONTACT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, reset]);

  return (
    <div
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      role="group"
      className="rounded-3xl border border-border bg-surface p-6 shadow-xl shadow-black/5 outline-none sm:p-8 dark:shadow-black/20"
    >
      <h2 id={titleId} className="text-2xl font-bold tracking-tight">
        Send us a message
      </h2>
      <p className="mt-2 text-sm text-muted">
        Tell us what you are working on. We answer every message within one business day.
      </p>

      {/* Always present, so screen readers hear the success panel put into it. */}
      <div aria-live="polite" aria-atomic="true">
        {state.status === "success" ? (
          <div
            role="status"
            className="mt-8 flex animate-fade-in flex-col items-center rounded-2xl border border-emerald-600/25 bg-emerald-50 px-6 py-12 text-center dark:border-emerald-400/25 dark:bg-emerald-950/30"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-emerald-600 text-white dark:bg-emerald-400 dark:text-emerald-950">
              <Icon name="check" className="size-7" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-emerald-900 dark:text-emerald-100">
              Message Sent!
            </h3>
            <p className="mt-2 max-w-sm text-emerald-800 dark:text-emerald-200">
              Thank you for contacting us. We'll get back to you soon.
            </p>
          </div>
        ) : null}
      </div>

      {state.status === "success" ? null : (
        <form
          onFocus={prepare}
          ref={formRef}
          // Without JavaScript the browser hands the fields to the visitor's e-mail program.
          action={`mailto:${site.email}`}
          method="post"
          encType="text/plain"
          aria-busy={state.status === "submitting"}
          className="relative mt-8 grid gap-5 sm:grid-cols-2"
          onInput={(event) => {
            setDraft(formFields(event.currentTarget));
            const target = event.target;
            if (target instanceof HTMLElement && "name" in target)
              clearFieldError(String(target.name));
          }}
          onSubmit={(event) => {
            event.preventDefault();
            const fields = formFields(event.currentTarget);
            setDraft(fields);
            const form = event.currentTarget;
            void submit(fields).then((result) => focusFirstError(form, result));
          }}
        >
          <Honeypot />
          <Field label="Full Name" name="name" error={fieldErrors.name}>
            {(control) => (
              <input
                {...control}
                type="text"
                required
                maxLength={limits.name}
                autoComplete="name"
                placeholder="Your name"
              />
            )}
          </Field>
          <Field label="Email Address" name="email" error={fieldErrors.email}>
            {(control) => (
              <input
                {...control}
                type="email"
                required
                maxLength={limits.email}
                autoComplete="email"
                placeholder="you@company.com"
              />
            )}
          </Field>
          <Field label="Phone Number" name="phone" optional error={fieldErrors.phone}>
            {(control) => (
              <input
                {...control}
                type="tel"
                maxLength={limits.phone}
                autoComplete="tel"
                placeholder="+91 98765 43210"
              />
            )}
          </Field>
          <Field label="Subject" name="subject" error={fieldErrors.subject}>
            {(control) => (
              <SelectControl {...control} required defaultValue="">
                <option value="">Select a subject</option>
                {contactSubjects.map((subject) => (
                  <option key={subject} value={subject}>
                    {subject}
                  </option>
                ))}
              </SelectControl>
            )}
          </Field>
          <Field
            label="Message"
            name="message"
            error={fieldErrors.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                rows={5}
                required
                maxLength={limits.message}
                placeholder="How can we help?"
                className={cn(control.className, "resize-y")}
              />
            )}
          </Field>

          {state.status === "error" ? (
            <SendFailure
              className="sm:col-span-2"
              title={state.saved ? "Saved, not sent yet" : "Your message was not sent"}
              message={state.message}
              mailto={fallbackMailto(draft)}
            />
          ) : null}

          <div className="flex flex-col-reverse gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted">
              We use your details only to answer you. No newsletters unless you ask.
            </p>
            <button
              type="submit"
              disabled={state.status === "submitting"}
              className={cn(buttonClass("primary", "lg"), "w-full sm:w-auto")}
            >
              {state.status === "submitting" ? (
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:hidden"
                />
              ) : (
                <Icon name="send" className="size-4" />
              )}
              {submitLabel[state.status]}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
