import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { Draft, FieldDefinition, FormDefinition, FormSchema } from "~/forms/define";
import { mailLines } from "~/forms/define";
import { mailtoHref } from "~/forms/mailto";
import type { LeadKind } from "~/forms/schemas";
import { focusFirstError, formFields, useLeadForm, type FormState } from "~/forms/use-lead-form";
import { FORM_READY_EVENT, LEAD_FORM_ATTRIBUTE } from "./head-script";
import { site } from "~/site";
import { Button, buttonClass, type ButtonSize } from "./ui/button";
import { cn } from "./ui/cn";
import { Field, Honeypot, SelectControl, type ControlProps } from "./ui/field";
import { Icon } from "./ui/icons";

type ErrorState = Extract<FormState, { status: "error" }>;

/**
 * A submission that did not go through: what happened, a retry (the same submission again) and
 * an e-mail with what was typed, as the way that always works. Sits inside its form.
 */
function SendFailure({
  title,
  message,
  mailto,
  className,
}: {
  title: string;
  message: string;
  /** A prefilled mailto: link with the visitor's fields. */
  mailto: string;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "rounded-2xl border border-error/30 bg-error-soft p-4 text-sm text-error-strong",
        className,
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="alert" className="size-5 shrink-0" />
        {title}
      </p>
      <div className="mt-2 space-y-3 pl-7">
        <p>{message}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={(event) => event.currentTarget.form?.requestSubmit()}
          >
            Try again
          </Button>
          <a
            href={mailto}
            className="font-semibold underline underline-offset-4 hover:no-underline"
          >
            Email us instead
          </a>
        </p>
      </div>
    </div>
  );
}

/** The control a field definition asks for, with the site's look. */
function Control({ field, control }: { field: FieldDefinition; control: ControlProps }) {
  const common = {
    ...control,
    required: field.required,
    maxLength: field.maxLength,
    placeholder: field.placeholder,
    className: cn(control.className, field.type === "textarea" && "resize-y"),
  };
  switch (field.type) {
    case "select":
      return (
        <SelectControl {...common} autoComplete={field.autoComplete} defaultValue="">
          <option value="">{field.prompt}</option>
          {field.choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectControl>
      );
    case "textarea":
      return <textarea {...common} rows={field.rows} />;
    default:
      return <input {...common} type={field.type} autoComplete={field.autoComplete} />;
  }
}

/** The fields' own box, when the form asks for one. */
function FieldBox({
  className,
  children,
}: {
  className?: string | undefined;
  children: ReactNode;
}) {
  return className ? <div className={className}>{children}</div> : children;
}

type Props<S extends FormSchema> = {
  form: FormDefinition<LeadKind, S>;
  /** `stacked`: labelled fields in a grid; `inline`: one unlabelled field beside its button. */
  look?: "stacked" | "inline";
  /** Classes of the <form>: its grid. */
  className?: string;
  /** When set, the fields sit together in a box with these classes. */
  fieldsClassName?: string;
  /** Shorter text boxes, for a small panel. */
  dense?: boolean;
  /** Shown inside the form before its fields (a heading that labels it). */
  heading?: ReactNode;
  /** The element that labels the form. */
  labelledBy?: string;
  /** Shown beside the submit button. */
  note?: ReactNode;
  /** Shown after the buttons. */
  after?: ReactNode;
  /** Buttons before the submit button (Cancel). */
  actions?: ReactNode;
  actionsClassName?: string;
  submitClassName?: string;
  submitSize?: ButtonSize;
  /** Shows the paper-plane icon on the submit button. */
  submitIcon?: boolean;
  /** Focuses the first field when the form appears. */
  autoFocus?: boolean;
  /** Leaves checking to the schema (the server's messages), not the browser's bubbles. */
  noValidate?: boolean;
  /** Sent with the fields: data that is not typed into the form (the chat transcript). */
  extra?: () => Record<string, unknown>;
  /** More lines for the e-mail fallback. */
  mailExtra?: () => Array<readonly [string, string]>;
  /** Runs once the server has stored it, with the fields as typed. */
  onSent?: (fields: Record<string, string>) => void;
};

/**
 * Renders a form definition and runs it: its fields, the honeypot, the sending status, the
 * failure alert with a retry and an e-mail fallback, and the offline outbox. A definition with
 * a success title shows a success panel in place of the form for its `successMs`.
 */
export function FormShell<S extends FormSchema>({
  form: definition,
  look = "stacked",
  className,
  fieldsClassName,
  dense = false,
  heading,
  labelledBy,
  note,
  after,
  actions,
  actionsClassName,
  submitClassName,
  submitSize = "lg",
  submitIcon = false,
  autoFocus = false,
  noValidate,
  extra,
  mailExtra,
  onSent,
}: Props<S>) {
  const { fields, messages, successMs } = definition;
  const sentFields = useRef<Record<string, string>>({});
  const { state, submit, clearFieldError, reset, prepare } = useLeadForm(definition, {
    onSent: () => onSent?.(sentFields.current),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>({});
  const errorId = useId();
  const fieldErrors = state.status === "error" ? state.fields : {};
  const panel = Boolean(messages.successTitle);

  // Each <form> element the shell puts in the page (a new one after a success panel) tells the
  // page's start script it is the app's: it sends again what the visitor sent before.
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    form?.dispatchEvent(new Event(FORM_READY_EVENT));
  }, []);

  useEffect(() => {
    if (autoFocus)
      formRef.current?.querySelector<HTMLElement>("input:not([tabindex='-1'])")?.focus();
  }, [autoFocus]);

  // Keyed on the state itself, not its status: a second success in a row is a new state even
  // when a busy browser drew its "sending" state and the success in one render.
  useEffect(() => {
    if (state.status !== "success") return;
    formRef.current?.reset();
    if (!successMs) return;
    const timer = window.setTimeout(reset, successMs);
    return () => window.clearTimeout(timer);
  }, [state, successMs, reset]);

  async function send(form: HTMLFormElement) {
    const typed = formFields(form);
    setDraft(typed);
    sentFields.current = typed;
    focusFirstError(form, await submit({ ...typed, ...extra?.() }));
  }

  const mailto = () =>
    mailtoHref(definition.mailSubject(draft), [
      ...mailLines(fields, draft),
      ...(mailExtra?.() ?? []),
    ]);

  const failure = state.status === "error" ? failureText(definition, state) : null;

  const submitButton = (
    <button
      type="submit"
      disabled={state.status === "submitting"}
      className={
        look === "inline"
          ? "h-11 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground transition-colors hover:bg-primary-strong disabled:cursor-not-allowed disabled:opacity-60"
          : cn(buttonClass("primary", submitSize), submitClassName)
      }
    >
      {look === "inline" ? null : state.status === "submitting" ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:hidden"
        />
      ) : submitIcon ? (
        <Icon name="send" className="size-4" />
      ) : null}
      {look === "inline" || state.status !== "submitting" ? messages.submit : messages.submitting}
    </button>
  );

  return (
    <>
      {panel ? (
        // Always present, so screen readers hear the success panel put into it.
        <div aria-live="polite" aria-atomic="true">
          {state.status === "success" ? (
            <div
              role="status"
              className="mt-8 flex animate-fade-in flex-col items-center rounded-2xl border border-success/25 bg-success-soft px-6 py-12 text-center"
            >
              <span className="flex size-14 items-center justify-center rounded-full bg-success text-success-foreground">
                <Icon name="check" className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-success-strong">
                {messages.successTitle}
              </h3>
              <p className="mt-2 max-w-sm text-success-strong">{messages.success}</p>
            </div>
          ) : null}
        </div>
      ) : null}

      {panel && state.status === "success" ? null : (
        <form
          ref={attachForm}
          {...{ [LEAD_FORM_ATTRIBUTE]: "" }}
          onFocus={prepare}
          aria-labelledby={labelledBy}
          // Without JavaScript the browser hands the fields to the visitor's e-mail program.
          action={
            noValidate
              ? undefined
              : `mailto:${site.email}${look === "inline" ? `?subject=${encodeURIComponent(definition.mailSubject({}))}` : ""}`
          }
          method={noValidate ? undefined : "post"}
          encType={noValidate ? undefined : "text/plain"}
          noValidate={noValidate}
          aria-busy={state.status === "submitting"}
          className={cn("relative", className)}
          onInput={(event) => {
            setDraft(formFields(event.currentTarget));
            const target = event.target;
            if (target instanceof HTMLElement && "name" in target)
              clearFieldError(String(target.name));
          }}
          onSubmit={(event) => {
            event.preventDefault();
            void send(event.currentTarget);
          }}
        >
          {heading}
          <Honeypot />
          {look === "inline" ? (
            <>
              <div className="flex flex-col gap-2 sm:flex-row">
                {fields.map((field) => (
                  <input
                    key={field.name}
                    name={field.name}
                    type={field.type}
                    required={field.required}
                    maxLength={field.maxLength}
                    placeholder={field.placeholder}
                    aria-label={field.label}
                    autoComplete={field.autoComplete}
                    aria-invalid={failure ? true : undefined}
                    aria-describedby={failure ? errorId : undefined}
                    className="h-11 min-w-0 rounded-full border border-border bg-background px-4 text-base sm:flex-1 sm:text-sm aria-invalid:border-error"
                  />
                ))}
                {submitButton}
              </div>
              <div aria-live="polite" aria-atomic="true">
                {state.status === "success" || state.status === "submitting" ? (
                  <p
                    role="status"
                    className={cn(
                      "mt-3 text-sm font-medium",
                      state.status === "success" ? "text-success-strong" : "text-muted",
                    )}
                  >
                    {state.status === "success" ? messages.success : messages.submitting}
                  </p>
                ) : null}
              </div>
              {failure ? (
                <p role="alert" id={errorId} className="mt-3 text-sm text-error-strong">
                  {failure.fieldMessage ?? failure.message}
                </p>
              ) : null}
            </>
          ) : (
            <>
              <FieldBox className={fieldsClassName}>
                {fields.map((field) => (
                  <Field
                    key={field.name}
                    label={field.label}
                    name={field.name}
                    optional={!field.required}
                    error={fieldErrors[field.name]}
                    dense={dense}
                    className={field.wide ? "sm:col-span-2" : dense ? "min-w-0" : undefined}
                  >
                    {(control) => <Control field={field} control={control} />}
                  </Field>
                ))}
              </FieldBox>
              {failure ? (
                <SendFailure
                  className={dense ? "p-3" : "sm:col-span-2"}
                  title={failure.title}
                  message={failure.message}
                  mailto={mailto()}
                />
              ) : null}
              <div className={actionsClassName}>
                {note}
                {actions}
                {submitButton}
              </div>
              {after}
            </>
          )}
        </form>
      )}
    </>
  );
}

/** The failure alert's words: saved for later, fields to fix, or not sent. */
function failureText<S extends FormSchema>(
  definition: FormDefinition<LeadKind, S>,
  state: ErrorState,
) {
  const shown = new Set<string>(definition.fields.map((field) => field.name));
  // A message about something the visitor cannot edit (the transcript) is the alert's message.
  const hidden = Object.entries(state.fields).find(([name]) => !shown.has(name))?.[1];
  const title = state.saved
    ? "Saved, not sent yet"
    : Object.keys(state.fields).length > 0 && definition.messages.invalid
      ? definition.messages.invalid
      : definition.messages.notSent;
  const fieldMessage = definition.fields.map((field) => state.fields[field.name]).find(Boolean);
  return { title, message: hidden ?? state.message, fieldMessage };
}
