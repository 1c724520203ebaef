import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import type { ChatMessage } from "~/chat/conversation";
import { messageText, toTranscript } from "~/chat/handoff";
import { Field, FormAlert, Honeypot } from "~/forms/field";
import { mailtoHref } from "~/forms/mailto";
import { onOutboxResult, removeFromOutbox, saveToOutbox } from "~/forms/outbox";
import { limits, validate, type FieldErrors } from "~/forms/schemas";
import { newSubmissionId, submitLead, type LeadPayload, type SubmitResult } from "~/forms/submit";
import { formFields } from "~/forms/use-lead-form";
import { Button, buttonClass } from "./ui/button";
import { cn } from "./ui/cn";

type HandoffState =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "error"; title: string; message: string; fields: FieldErrors };

const submitLabel: Record<HandoffState["status"], string> = {
  idle: "Request follow-up",
  sending: "Sending...",
  error: "Request follow-up",
};

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
 * conversation so far goes to the team through the form API. A failure keeps what was typed
 * and offers a retry and an e-mail instead; offline, the request waits in the outbox.
 */
export function ChatHandoff({
  messages,
  startedAt,
  onSent,
  onCancel,
}: {
  messages: readonly ChatMessage[];
  /** When the chat was first opened: the API ignores hand-offs sent implausibly fast. */
  startedAt: number | null;
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const [state, setState] = useState<HandoffState>({ status: "idle" });
  const [draft, setDraft] = useState<Record<string, string>>({});
  const idRef = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const fieldErrors = state.status === "error" ? state.fields : {};

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input[name=email]")?.focus();
  }, []);

  function settle(result: SubmitResult, payload: LeadPayload, email: string) {
    switch (result.status) {
      case "sent":
        removeFromOutbox(payload.id);
        idRef.current = null;
        onSent(email);
        return;
      case "invalid":
        setState({
          status: "error",
          title: "Please check your details",
          message: result.message,
          fields: result.fields,
        });
        return;
      case "failed": {
        const saved = result.reason === "offline" && saveToOutbox("chat", payload);
        setState({
          status: "error",
          title: saved ? "Saved, not sent yet" : "Your request was not sent",
          message: saved
            ? "You appear to be offline, so your request has not been sent yet. It is saved on this device and will be sent automatically as soon as you are back online."
            : result.message,
          fields: {},
        });
      }
    }
  }

  // A request saved while offline, sent again once the connection came back.
  const onOutbox = useEffectEvent((result: SubmitResult, payload: LeadPayload) => {
    if (payload.id !== idRef.current) return false;
    settle(result, payload, typeof payload.email === "string" ? payload.email : "");
    return true;
  });
  useEffect(() => onOutboxResult((entry, result) => onOutbox(result, entry.payload)), []);

  async function submit(form: HTMLFormElement) {
    if (state.status === "sending") return;
    const { website = "", ...fields } = formFields(form);
    setDraft(fields);
    const checked = validate("chat", {
      email: fields.email ?? "",
      name: fields.name ?? "",
      transcript: toTranscript(messages),
    });
    if (!checked.ok) {
      setState({
        status: "error",
        title: "Please check your details",
        message: checked.fields.transcript ?? "Some fields need your attention.",
        fields: checked.fields,
      });
      const first = Object.keys(checked.fields)[0];
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    idRef.current ??= newSubmissionId();
    const payload: LeadPayload = {
      id: idRef.current,
      elapsedMs: Math.max(0, Date.now() - (startedAt ?? Date.now())),
      website,
      ...checked.value,
    };
    setState({ status: "sending" });
    settle(await submitLead("chat", payload), payload, checked.value.email);
  }

  return (
    <form
      ref={formRef}
      aria-labelledby={titleId}
      aria-busy={state.status === "sending"}
      noValidate
      className="relative shrink-0 space-y-3 border-t border-border bg-surface-2/60 px-4 py-3"
      onInput={(event) => {
        setDraft(formFields(event.currentTarget));
        // Forget a field's message once the visitor edits that field.
        const target = event.target;
        if (state.status !== "error" || !(target instanceof HTMLInputElement)) return;
        if (!(target.name in state.fields)) return;
        const fields = { ...state.fields };
        delete fields[target.name];
        setState({ ...state, fields });
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
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
        <Field label="Email" name="email" error={fieldErrors.email} className="col-span-2">
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
        <Field label="Name" name="name" optional error={fieldErrors.name} className="col-span-2">
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
        <FormAlert title={state.title} className="p-3">
          <p>{state.message}</p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Button variant="secondary" size="sm" onClick={() => formRef.current?.requestSubmit()}>
              Try again
            </Button>
            <a
              href={fallbackMailto(draft, messages)}
              className="font-semibold underline underline-offset-4 hover:no-underline"
            >
              Email us instead
            </a>
          </p>
        </FormAlert>
      ) : null}

      <div className="flex items-center justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <button
          type="submit"
          disabled={state.status === "sending"}
          className={buttonClass("primary", "sm")}
        >
          {state.status === "sending" ? (
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
