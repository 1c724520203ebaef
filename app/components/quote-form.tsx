import { useState } from "react";
import { Link } from "react-router";
import { Field, SendFailure, Honeypot, SelectControl } from "~/forms/field";
import { mailtoHref } from "~/forms/mailto";
import { budgetRanges, limits, projectTypes } from "~/forms/options";
import { focusFirstError, formFields, useLeadForm, type FormStatus } from "~/forms/use-lead-form";
import { paths, site } from "~/site";
import { buttonClass } from "./ui/button";
import { cn } from "./ui/cn";
import { Icon } from "./ui/icons";

const submitLabel: Record<FormStatus, string> = {
  idle: "Submit Request",
  submitting: "Submitting...",
  success: "Submit Request",
  error: "Submit Request",
};

type Draft = Partial<Record<"name" | "email" | "projectType" | "description" | "budget", string>>;

function labelOf(options: readonly { value: string; label: string }[], value = "") {
  return options.find((option) => option.value === value)?.label ?? value;
}

function fallbackMailto(draft: Draft) {
  return mailtoHref(`Quote request${draft.name ? ` from ${draft.name}` : ""}`, [
    ["Full name", draft.name ?? ""],
    ["Email", draft.email ?? ""],
    ["Project type", labelOf(projectTypes, draft.projectType)],
    ["Budget range", labelOf(budgetRanges, draft.budget)],
    ["Project description", draft.description ?? ""],
  ]);
}

/**
 * The quote request form. It lives in its own module so the dialog can load it lazily.
 * `onSent` runs once the server has stored the request; on failure the form keeps its values.
 */
export function QuoteForm({ onSent }: { onSent: () => void }) {
  const { state, submit, clearFieldError, prepare } = useLeadForm("quote", {
    noun: "quote request",
    onSent,
  });
  const [draft, setDraft] = useState<Draft>({});
  const fieldErrors = state.status === "error" ? state.fields : {};

  return (
    <form
      onFocus={prepare}
      // Without JavaScript the browser hands the fields to the visitor's e-mail program.
      action={`mailto:${site.email}`}
      method="post"
      encType="text/plain"
      aria-busy={state.status === "submitting"}
      className="relative grid gap-4 sm:grid-cols-2"
      onInput={(event) => {
        setDraft(formFields(event.currentTarget));
        const target = event.target;
        if (target instanceof HTMLElement && "name" in target) clearFieldError(String(target.name));
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const fields = formFields(form);
        setDraft(fields);
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
      <Field label="Project Type" name="projectType" error={fieldErrors.projectType}>
        {(control) => (
          <SelectControl {...control} required defaultValue="">
            <option value="">Select a project type</option>
            {projectTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </SelectControl>
        )}
      </Field>
      <Field label="Budget Range" name="budget" error={fieldErrors.budget}>
        {(control) => (
          <SelectControl {...control} required defaultValue="">
            <option value="">Select a budget range</option>
            {budgetRanges.map((range) => (
              <option key={range.value} value={range.value}>
                {range.label}
              </option>
            ))}
          </SelectControl>
        )}
      </Field>
      <Field
        label="Project Description"
        name="description"
        error={fieldErrors.description}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            required
            maxLength={limits.description}
            placeholder="What would you like to build, and by when?"
            className={cn(control.className, "resize-y")}
          />
        )}
      </Field>

      {state.status === "error" ? (
        <SendFailure
          className="sm:col-span-2"
          title={state.saved ? "Saved, not sent yet" : "Your request was not sent"}
          message={state.message}
          mailto={fallbackMailto(draft)}
        />
      ) : null}

      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={state.status === "submitting"}
          className={cn(buttonClass("primary", "lg"), "w-full")}
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
      <p className="text-center text-sm text-muted sm:col-span-2">
        Not sure what to expect? Typical ranges and durations are on{" "}
        <Link
          to={paths.pricing}
          className="font-medium text-primary underline underline-offset-4 hover:text-primary-strong"
        >
          how we price
        </Link>
        .
      </p>
    </form>
  );
}
