/**
 * One validation schema per form, shared by the browser and the Node server.
 * The server imports this file with Node's type stripping: relative imports with their
 * `.ts` extension only, no JSX, erasable syntax only.
 */
import * as v from "valibot";
import { budgetRanges, contactSubjects, limits, projectTypes } from "./options.ts";

const PHONE_PATTERN = /^[+\d\s().-]*$/;

function requiredText(label: string, max: number) {
  return v.pipe(
    v.string(`Please enter ${label}.`),
    v.trim(),
    v.nonEmpty(`Please enter ${label}.`),
    v.maxLength(max, `Please keep ${label} under ${max + 1} characters.`),
  );
}

const name = requiredText("your name", limits.name);

const email = v.pipe(
  v.string("Please enter your email address."),
  v.trim(),
  v.nonEmpty("Please enter your email address."),
  v.maxLength(limits.email, "That email address is too long."),
  v.email("Please enter a valid email address, like name@company.com."),
);

const phone = v.optional(
  v.pipe(
    v.string("Please enter a phone number, or leave it empty."),
    v.trim(),
    v.maxLength(limits.phone, `Please keep the phone number under ${limits.phone + 1} characters.`),
    v.regex(PHONE_PATTERN, "A phone number may contain only digits, spaces and + ( ) - ."),
  ),
  "",
);

const optionalName = v.optional(
  v.pipe(
    v.string("Please enter your name, or leave it empty."),
    v.trim(),
    v.maxLength(limits.name, `Please keep your name under ${limits.name + 1} characters.`),
  ),
  "",
);

export const contactSchema = v.object({
  name,
  email,
  phone,
  subject: v.picklist(contactSubjects, "Please choose a subject."),
  message: requiredText("a message", limits.message),
});

export const quoteSchema = v.object({
  name,
  email,
  projectType: v.picklist(
    projectTypes.map((type) => type.value),
    "Please choose a project type.",
  ),
  description: requiredText("a project description", limits.description),
  budget: v.picklist(
    budgetRanges.map((range) => range.value),
    "Please choose a budget range.",
  ),
});

export const newsletterSchema = v.object({ email });

/** The chat widget's hand-off: who to answer and what was said so far. */
export const chatSchema = v.object({
  email,
  name: optionalName,
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
});

/** What every submission carries besides its fields: see the API contract. */
export const envelopeSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  elapsedMs: v.pipe(v.number(), v.finite(), v.minValue(0)),
  website: v.optional(v.pipe(v.string(), v.maxLength(1000)), ""),
});

export type LeadKind = "contact" | "quote" | "newsletter" | "chat";

export const leadKinds = [
  "contact",
  "quote",
  "newsletter",
  "chat",
] as const satisfies readonly LeadKind[];

export const leadSchemas = {
  contact: contactSchema,
  quote: quoteSchema,
  newsletter: newsletterSchema,
  chat: chatSchema,
} as const satisfies Record<LeadKind, v.GenericSchema>;

export type ContactInput = v.InferOutput<typeof contactSchema>;
export type QuoteInput = v.InferOutput<typeof quoteSchema>;
export type NewsletterInput = v.InferOutput<typeof newsletterSchema>;
export type ChatInput = v.InferOutput<typeof chatSchema>;
export type Envelope = v.InferOutput<typeof envelopeSchema>;
/** The validated fields of a submission of the given kind. */
export type LeadFields<K extends LeadKind> = v.InferOutput<(typeof leadSchemas)[K]>;

/** Per-field messages, keyed by the field's name (the top-level key of a nested issue). */
export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && (leadKinds as readonly string[]).includes(value);
}

/**
 * Checks a submission's fields against its form's schema. Unknown keys are dropped from the
 * value; on failure, each field gets its first message.
 */
export function validate<K extends LeadKind>(
  kind: K,
  data: unknown,
): ValidationResult<LeadFields<K>> {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { ok: false, fields: { form: "The submission must be a set of form fields." } };
  }
  const schema = leadSchemas[kind];
  // A missing key is checked as `undefined`, so it gets its field's own message.
  const input = {
    ...Object.fromEntries(Object.keys(schema.entries).map((key) => [key, undefined])),
    ...data,
  };
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output as LeadFields<K> };
  const fields: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" ? key : "form";
    fields[field] ??= issue.message;
  }
  return { ok: false, fields };
}
