import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useHydrated } from "../components/shell/use-hydrated.ts";
import type { FormDefinition, FormSchema } from "./define.ts";
import { onOutboxResult } from "./outbox-events.ts";
import type { FieldErrors, LeadKind, LeadPayload } from "./schemas.ts";
import type { SubmitResult } from "./submit.ts";

/**
 * The code that checks and sends a submission (the schemas with valibot, the API call, the
 * outbox), fetched when a visitor first focuses a form or sends it, not with every page.
 */
function loadDelivery() {
  return Promise.all([import("./schemas.ts"), import("./submit.ts"), import("./outbox.ts")]).then(
    ([schemas, submit, outbox]) => ({ ...schemas, ...submit, ...outbox }),
  );
}
type Delivery = Awaited<ReturnType<typeof loadDelivery>>;

export type FormState =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "success" }
  | {
      status: "error";
      /** What happened, in plain words. */
      message: string;
      /** Messages for single fields, by field name. */
      fields: FieldErrors;
      /** True when the submission waits in the outbox to be sent automatically. */
      saved: boolean;
    };

type Options = {
  /** Called once the server has stored the submission. */
  onSent?: () => void;
};

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    if (ms <= 0) resolve();
    else window.setTimeout(resolve, ms);
  });

/**
 * When the prerendered page was first painted: a form in it could be seen and typed in from
 * then on, long before the app hydrated on a slow connection.
 */
function htmlShownAt(): number {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const navigation = performance.getEntriesByType("navigation")[0] as
    PerformanceNavigationTiming | undefined;
  return Math.min(paint?.startTime ?? navigation?.responseEnd ?? 0, performance.now());
}

/** Takes the visitor to the first field the server (or the schema) asked about. */
export function focusFirstError(form: HTMLFormElement, state: FormState) {
  const first = state.status === "error" ? Object.keys(state.fields)[0] : undefined;
  const control = first ? form.elements.namedItem(first) : null;
  if (control instanceof HTMLElement) control.focus();
}

/** The fields of a form, as strings, by name (files and repeated names are not used here). */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

/**
 * The browser side of a lead form: checks the fields with the shared schema, sends them with
 * one id per submission (reused on retries), keeps offline submissions in the outbox, and
 * reports a status the form draws by lookup.
 */
export function useLeadForm<S extends FormSchema>(
  { kind, minSendingMs = 0, messages }: FormDefinition<LeadKind, S>,
  { onSent }: Options = {},
) {
  const [state, setState] = useState<FormState>({ status: "idle" });
  const idRef = useRef<string | null>(null);
  const shownAtRef = useRef<number | null>(null);
  // False only while hydrating: the form was already on screen in the prerendered HTML.
  const hydrated = useHydrated();
  const inHtmlRef = useRef(!hydrated);

  useEffect(() => {
    // Timed from when the visitor could first see it, or the fill-time check takes a person
    // who typed while the app was still loading for a bot, and drops what they sent.
    shownAtRef.current ??= inHtmlRef.current ? htmlShownAt() : performance.now();
  }, []);

  function outcome(result: SubmitResult, payload: LeadPayload, outbox: Delivery): FormState {
    switch (result.status) {
      case "sent":
        outbox.removeFromOutbox(payload.id);
        idRef.current = null;
        return { status: "success" };
      case "invalid":
        return { status: "error", message: result.message, fields: result.fields, saved: false };
      case "failed": {
        const saved = result.reason === "offline" && outbox.saveToOutbox(kind, payload);
        const message = saved
          ? `You appear to be offline, so your ${messages.noun} has not been sent yet. It is saved on this device and will be sent automatically as soon as you are back online.`
          : result.message;
        return { status: "error", message, fields: {}, saved };
      }
    }
  }

  function settle(result: SubmitResult, payload: LeadPayload, delivery: Delivery): FormState {
    const next = outcome(result, payload, delivery);
    setState(next);
    if (next.status === "success") onSent?.();
    return next;
  }

  // A saved submission sent again in the background (the connection came back).
  const onOutbox = useEffectEvent((id: string, result: SubmitResult, payload: LeadPayload) => {
    if (id !== idRef.current) return false;
    // The outbox only reports after it loaded, so the delivery code is already here.
    void loadDelivery().then((delivery) => settle(result, payload, delivery));
    return true;
  });
  useEffect(
    () => onOutboxResult((entry, result) => onOutbox(entry.payload.id, result, entry.payload)),
    [],
  );

  /** Sends the fields; resolves to the state it ended in. */
  async function submit(fields: Record<string, unknown>): Promise<FormState> {
    if (state.status === "submitting") return state;
    const { website = "", ...rest } = fields;
    const delivery = await loadDelivery().catch(() => null);
    if (!delivery) {
      // The connection went before the sending code came: say so, and keep every field.
      const next: FormState = {
        status: "error",
        message: `The connection dropped before this page could send your ${messages.noun}. Check your connection and try again.`,
        fields: {},
        saved: false,
      };
      setState(next);
      return next;
    }
    const checked = delivery.validate(kind, rest);
    if (!checked.ok) {
      const next: FormState = {
        status: "error",
        message: "Some fields need your attention.",
        fields: checked.fields,
        saved: false,
      };
      setState(next);
      return next;
    }
    idRef.current ??= delivery.newSubmissionId();
    shownAtRef.current ??= performance.now();
    const payload: LeadPayload = {
      id: idRef.current,
      elapsedMs: Math.round(performance.now() - shownAtRef.current),
      website: String(website),
      ...checked.value,
    };
    const shortest = wait(minSendingMs);
    setState({ status: "submitting" });
    const [result] = await Promise.all([delivery.submitLead(kind, payload), shortest]);
    return settle(result, payload, delivery);
  }

  const reset = useCallback(() => setState({ status: "idle" }), []);

  /**
   * Forgets a field's message once the visitor edits that field, and the whole alert once every
   * field it was about has been edited: "some fields need your attention" no longer holds, and
   * an alert left standing would read as a failed send.
   */
  function clearFieldError(name: string) {
    if (state.status !== "error" || !(name in state.fields)) return;
    const fields = { ...state.fields };
    delete fields[name];
    setState(Object.keys(fields).length > 0 ? { ...state, fields } : { status: "idle" });
  }

  return {
    state,
    submit,
    clearFieldError,
    reset,
    /** Starts fetching the sending code when a visitor focuses a field; a failure shows on send. */
    prepare: () => void loadDelivery().catch(() => {}),
  };
}
