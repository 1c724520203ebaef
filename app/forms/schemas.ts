/**
 * Every form kind's schema, and the types the browser, the server, the lead tool and the tests
 * share. The browser loads this file (and valibot) only when a visitor first focuses or sends a
 * form; the forms render from their definitions (contact.ts…), which name their schema's type
 * only. The server imports this file with Node's type stripping: relative imports with their `.ts`
 * extension only, no JSX, erasable syntax only.
 */
import * as v from "valibot";
import { chatForm } from "./chat.ts";
import { contactForm } from "./contact.ts";
import { plainChoices, type Choice, type FormDefinition, type FormSchema } from "./define.ts";
import { newsletterForm } from "./newsletter.ts";
import { budgetRanges, contactSubjects, limits, projectTypes } from "./options.ts";
import { quoteForm } from "./quote.ts";

/* ---- Shared schema pieces ---- */

const PHONE_PATTERN = /^[+\d\s().-]*$/;

export function requiredText(label: string, max: number) {
  return v.pipe(
    v.string(`Please enter ${label}.`),
    v.trim(),
    v.nonEmpty(`Please enter ${label}.`),
    v.maxLength(max, `Please keep ${label} under ${max + 1} characters.`),
  );
}

const optionalNameSchema = v.optional(
  v.pipe(
    v.string("Please enter your name, or leave it empty."),
    v.trim(),
    v.maxLength(limits.name, `Please keep your name under ${limits.name + 1} characters.`),
  ),
  "",
);

export const emailSchema = v.pipe(
  v.string("Please enter your email address."),
  v.trim(),
  v.nonEmpty("Please enter your email address."),
  v.maxLength(limits.email, "That email address is too long."),
  v.email("Please enter a valid email address, like name@company.com."),
);

const phoneSchema = v.optional(
  v.pipe(
    v.string("Please enter a phone number, or leave it empty."),
    v.trim(),
    v.maxLength(limits.phone, `Please keep the phone number under ${limits.phone + 1} characters.`),
    v.regex(PHONE_PATTERN, "A phone number may contain only digits, spaces and + ( ) - ."),
  ),
  "",
);

/** A choice among a select's values, with one message for anything else. */
function choiceSchema(choices: readonly Choice[], message: string) {
  return v.picklist(
    choices.map((choice) => choice.value),
    message,
  );
}

/** Who is writing, as the contact and quote forms both ask (their fields: `personFields`). */
const personEntries = { name: requiredText("your name", limits.name), email: emailSchema };

/* ---- Each kind's schema ---- */

export const leadSchemas = {
  contact: v.object({
    ...personEntries,
    phone: phoneSchema,
    subject: choiceSchema(plainChoices(contactSubjects), "Please choose a subject."),
    message: requiredText("a message", limits.message),
  }),
  quote: v.object({
    ...personEntries,
    projectType: choiceSchema(projectTypes, "Please choose a project type."),
    description: requiredText("a project description", limits.description),
    budget: choiceSchema(budgetRanges, "Please choose a budget range."),
  }),
  newsletter: v.object({ email: emailSchema }),
  chat: v.object({
    email: emailSchema,
    name: optionalNameSchema,
    transcript: v.pipe(
      v.array(
        v.object({
          from: v.picklist(
            ["visitor", "bot"],
            "Each chat line must come from the visitor or the bot.",
          ),
          text: requiredText("the chat message", limits.chatText),
        }),
        "The chat transcript must be a list of messages.",
      ),
      v.maxLength(limits.chatEntries, `A transcript holds at most ${limits.chatEntries} messages.`),
    ),
  }),
} as const satisfies Record<string, FormSchema>;

export type LeadKind = keyof typeof leadSchemas;

/** Every form kind's definition, by kind. */
export const leadForms = {
  contact: contactForm,
  quote: quoteForm,
  newsletter: newsletterForm,
  chat: chatForm,
} as const satisfies Record<LeadKind, FormDefinition<LeadKind>>;

export const leadKinds = Object.keys(leadForms) as LeadKind[];

/** What every submission carries besides its fields: see the API contract. */
export const envelopeSchema = v.object({
  /** A UUID made once per submission and reused on every retry, so retries are harmless. */
  id: v.pipe(v.string(), v.uuid()),
  /** Milliseconds since the form was first shown. */
  elapsedMs: v.pipe(v.number(), v.finite(), v.minValue(0)),
  /** The honeypot: empty for people. */
  website: v.optional(v.pipe(v.string(), v.maxLength(1000)), ""),
});

type Envelope = v.InferOutput<typeof envelopeSchema>;
/** A submission as the browser sends it: the envelope and the form's fields. */
export type LeadPayload = Envelope & Record<string, unknown>;

/** The validated fields of a submission of the given kind. */
export type LeadFields<K extends LeadKind> = v.InferOutput<(typeof leadSchemas)[K]>;

/** A lead as the store keeps it and the lead tool reads it (`Data`: one kind's fields). */
export type StoredLead<Data extends object = Record<string, unknown>> = {
  id: string;
  kind: string;
  /** ISO time it was stored. */
  createdAt: string;
  data: Data;
  /** ISO time its notification went out, or null. */
  notifiedAt: string | null;
};

/** Per-field messages, keyed by the field's name (the top-level key of a nested issue). */
export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && Object.hasOwn(leadForms, value);
}

/**
 * Checks a submission's fields against a schema. Unknown keys are dropped from the value; on
 * failure, each field gets its first message.
 */
export function validateWith<S extends FormSchema>(
  schema: S,
  data: unknown,
): ValidationResult<v.InferOutput<S>> {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { ok: false, fields: { form: "The submission must be a set of form fields." } };
  }
  // A missing key is checked as `undefined`, so it gets its field's own message.
  const input = {
    ...Object.fromEntries(Object.keys(schema.entries).map((key) => [key, undefined])),
    ...data,
  };
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const fields: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" ? key : "form";
    fields[field] ??= issue.message;
  }
  return { ok: false, fields };
}

/** Checks a submission's fields against its form kind's schema. */
export function validate<K extends LeadKind>(
  kind: K,
  data: unknown,
): ValidationResult<LeadFields<K>> {
  return validateWith(leadSchemas[kind], data) as ValidationResult<LeadFields<K>>;
}

/**
 * What makes a lead of this kind the same as an earlier one, when the form says (the server
 * stores it under a hash of this); undefined when each submission's id is the key.
 */
export function dedupeKeyOf(kind: LeadKind, fields: Record<string, unknown>): string | undefined {
  const key = leadForms[kind].dedupeKey as
    ((fields: Record<string, unknown>) => string) | undefined;
  return key?.(fields);
}
