import { useId } from "react";
import { Honeypot } from "~/forms/field";
import { limits } from "~/forms/options";
import { formFields, useLeadForm, type FormState } from "~/forms/use-lead-form";
import { site } from "~/site";
import { cn } from "./ui/cn";

export const NEWSLETTER_THANKS = "Thanks for subscribing!";

const statusText: Record<FormState["status"], string> = {
  idle: "",
  submitting: "Subscribing…",
  success: NEWSLETTER_THANKS,
  error: "",
};

/** The footer's newsletter box: subscribes the address once and confirms inline. */
export function NewsletterForm() {
  const { state, submit, clearFieldError, prepare } = useLeadForm("newsletter", {
    noun: "subscription",
  });
  const errorId = useId();
  const error = state.status === "error" ? (state.fields.email ?? state.message) : undefined;

  return (
    <form
      // Before the app takes over (or without JavaScript) the address goes to us by e-mail,
      // never into the page's address.
      action={`mailto:${site.email}?subject=${encodeURIComponent("Newsletter subscription")}`}
      method="post"
      encType="text/plain"
      onFocus={prepare}
      aria-busy={state.status === "submitting"}
      className="relative mt-4"
      onInput={() => clearFieldError("email")}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void submit(formFields(form)).then((result) => {
          if (result.status === "success") form.reset();
        });
      }}
    >
      <Honeypot />
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          type="email"
          name="email"
          required
          maxLength={limits.email}
          placeholder="Your email"
          aria-label="Your email"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 min-w-0 rounded-full border border-border bg-background px-4 text-base sm:flex-1 sm:text-sm aria-invalid:border-red-600 dark:aria-invalid:border-red-400"
        />
        <button
          type="submit"
          disabled={state.status === "submitting"}
          className="h-11 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground transition-colors hover:bg-primary-strong disabled:cursor-not-allowed disabled:opacity-60"
        >
          Subscribe
        </button>
      </div>
      <div aria-live="polite" aria-atomic="true">
        {state.status === "success" || state.status === "submitting" ? (
          <p
            role="status"
            className={cn(
              "mt-3 text-sm font-medium",
              state.status === "success" ? "text-emerald-700 dark:text-emerald-300" : "text-muted",
            )}
          >
            {statusText[state.status]}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" id={errorId} className="mt-3 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
