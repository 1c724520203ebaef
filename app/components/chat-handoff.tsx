import { useEffect, useId, useRef, useState } from "react";
import type { ChatMessage } from "~/chat/conversation";
import { messageText, toTranscript } from "~/chat/handoff";
import { Field, SendFailure, Honeypot } from "~/forms/field";
import { mailtoHref } from "~/forms/mailto";
import { limits } from "~/forms/options";
import { focusFirstError, formFields, useLeadForm, type FormState } from "~/forms/use-lead-form";
import { Button, buttonClass } from "./ui/button";
import { cn } from "./ui/cn";

const submitLabel: Record<FormState["status"], string> = {
  idle: "Request follow-up",
  submitting: "Sending...",
  success: "Request follow-up",
  error: "Request follow-up",
};

/** The heading of the error panel: saved for later, fields to fix, or not sent. */
function errorTitle(state: Extract<FormState, { status: "error" }>): string {
  if (state.saved) return "Saved, not sent yet";
  return Object.keys(state.fields).length > 0
    ? "Please check your details"
    : "Your request was not sent";
}

/** A mailto: fallback with the conversation, short enough for every mail program. */
function fallbackMailto(fields: Record<string, string>, messages: readonly ChatMessage[]) {
  const conversation = messages
    .map((message) => `${message.from === "visitor" ? "Me" : "Chat"}: ${messageText(message)}`)
    .join("\n\n");
  return mailtoHref(`Chat follow-up${fields.name ? ` from ${fields.name}` : ""}`, [
    ["Name", fields.name ?? ""],
    ["Email", fields.email ?? ""],
    ["Conversation", conversation.length > 1500 ? `…${conversation.slice(-1500)}` : conversation],
  ]);
}

/**
 * The chat's hand-off: the visitor leaves an address (and a name, if they like) and the
 * conversation so far goes to the team through the form API, like any other form: a failure
 * keeps what was typed and offers a retry and an e-mail instead; offline, it waits in the outbox.
 */
export function ChatHandoff({
  messages,
  onSent,
  onCancel,
}: {
  messages: readonly ChatMessage[];
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const sentTo = useRef("");
  const { state, submit, clearFieldError } = useLeadForm("chat", {
    noun: "request",
    onSent: () => onSent(sentTo.current),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const fieldErrors = state.status === "error" ? state.fields : {};

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input[name=email]")?.focus();
  }, []);

  async function send(form: HTMLFormElement) {
    const fields = formFields(form);
    setDraft(fields);
    sentTo.current = fields.email?.trim() ?? "";
    focusFirstError(form, await submit({ ...fields, transcript: toTranscript(messages) }));
  }

  return (
    <form
      ref={formRef}
      aria-labelledby={titleId}
      aria-busy={state.status === "submitting"}
      noValidate
      className="relative max-h-[55%] shrink-0 space-y-3 overflow-y-auto border-t border-border bg-surface-2/60 px-4 py-3"
      onInput={(event) => {
        setDraft(formFields(event.currentTarget));
        if (event.target instanceof HTMLInputElement) clearFieldError(event.target.name);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void send(event.currentTarget);
      }}
    >
      <div>
        <h3 id={titleId} className="text-sm font-semibold">
          Leave your email
        </h3>
        <p className="text-xs text-muted">
          Our team reads this conversation and replies to you personally.
        </p>
      </div>
      <Honeypot />
      <div className="grid grid-cols-2 gap-2">
        <Field label="Email" name="email" error={fieldErrors.email} className="min-w-0">
          {(control) => (
            <input
              {...control}
              type="email"
              required
              maxLength={limits.email}
              autoComplete="email"
              placeholder="you@company.com"
              className={cn(control.className, "py-2")}
            />
          )}
        </Field>
        <Field label="Name" name="name" optional error={fieldErrors.name} className="min-w-0">
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={limits.name}
              autoComplete="name"
              placeholder="Your name"
              className={cn(control.className, "py-2")}
            />
          )}
        </Field>
      </div>

      {state.status === "error" ? (
        <SendFailure
          className="p-3"
          title={errorTitle(state)}
          message={state.fields.transcript ?? state.message}
          mailto={fallbackMailto(draft, messages)}
        />
      ) : null}

      <div className="flex items-center justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <button
          type="submit"
          disabled={state.status === "submitting"}
          className={buttonClass("primary", "sm")}
        >
          {state.status === "submitting" ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:hidden"
            />
          ) : null}
          {submitLabel[state.status]}
        </button>
      </div>
    </form>
  );
}
