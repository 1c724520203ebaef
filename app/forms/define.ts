/**
 * What a form definition is made of, and the fields the forms share. No validator: the forms
 * render from this on every page, and their schemas (schemas.ts, with valibot) load only when a
 * visitor first focuses or sends a form. Plain TypeScript: the browser and the Node server (with
 * type stripping) import it alike, so relative `.ts` imports only, no JSX, erasable syntax only.
 */
import type * as v from "valibot";
import { limits } from "./options.ts";

/** A choice of a select: the value sent and the label shown. */
export type Choice = { readonly value: string; readonly label: string };

/** A form's schema: an object of fields, checked by valibot. */
export type FormSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** The names of a schema's fields: a form can only show fields its schema checks. */
type FieldName<S extends FormSchema> = Extract<keyof S["entries"], string>;

/** One visible control of a form. */
export type FieldDefinition<Name extends string = string> = {
  readonly name: Name;
  readonly label: string;
  readonly type: "text" | "email" | "tel" | "select" | "textarea";
  /** Whether the browser insists on a value; the schema must agree (a unit test checks). */
  readonly required: boolean;
  /** The longest value the control accepts: the schema's bound. */
  readonly maxLength?: number;
  readonly autoComplete?: string;
  readonly placeholder?: string;
  /** A select's choices, in order, after its empty prompt. */
  readonly choices?: readonly Choice[];
  /** A select's empty first option ("Select a subject"). */
  readonly prompt?: string;
  /** A text area's height in rows. */
  readonly rows?: number;
  /** Spans the whole row of a two-column form. */
  readonly wide?: boolean;
  /** The field's name in the e-mail fallback, when it differs from the label. */
  readonly mailLabel?: string;
};

/** What a form says, in its own words. */
type FormMessages = {
  /** What the visitor sends, for sentences: "message", "quote request". */
  readonly noun: string;
  /** The submit button, idle and while sending. */
  readonly submit: string;
  readonly submitting: string;
  /** The heading of the failure alert. */
  readonly notSent: string;
  /** The heading of the alert when the server (or the schema) asked about fields. */
  readonly invalid?: string;
  /** What the visitor is told once it is stored; `successTitle` makes it a panel. */
  readonly success?: string;
  readonly successTitle?: string;
  /** Told when a submission kept offline has been sent later. */
  readonly sentLater: string;
};

/**
 * Everything about one form kind but its schema (in schemas.ts, loaded on demand), which its
 * type `S` names.
 */
export type FormDefinition<K extends string = string, S extends FormSchema = FormSchema> = {
  /** The API path segment: POST /api/{kind}. */
  readonly kind: K;
  /** The visible fields, in order. A name the schema lacks does not compile. */
  readonly fields: readonly FieldDefinition<FieldName<S>>[];
  /** Sent faster than this after the form was first shown, and it was not a person. */
  readonly minFillMs: number;
  /** The sending state lasts at least this long, so the change is readable. */
  readonly minSendingMs?: number;
  /** How long a success panel stays before the empty form returns. */
  readonly successMs?: number;
  /**
   * What makes two submissions the same lead: by default each submission's id (retries are one
   * lead); a form can key by its fields instead (an address subscribes once).
   */
  dedupeKey?(fields: v.InferOutput<S>): string;
  readonly messages: FormMessages;
  /** The e-mail fallback's subject, from what was typed so far. */
  mailSubject(draft: Draft<FieldName<S>>): string;
};

/** What a visitor has typed so far, by field name. */
export type Draft<Name extends string = string> = Partial<Record<Name, string>>;

/**
 * Declares a form whose schema has the type `S`: checks its fields against that schema and keeps
 * its literal types. `defineForm<typeof schema>()({ … })`.
 */
export function defineForm<S extends FormSchema>() {
  return <const K extends string, const M extends FormMessages>(
    definition: FormDefinition<K, S> & { messages: M },
  ): FormDefinition<K, S> & { messages: M } => definition;
}

/** The lines of the e-mail fallback: each field's label and what was typed (choices by label). */
export function mailLines(
  fields: readonly FieldDefinition[],
  draft: Draft,
): Array<readonly [string, string]> {
  return fields.map((field) => {
    const value = draft[field.name] ?? "";
    const choice = field.choices?.find((option) => option.value === value);
    return [field.mailLabel ?? field.label, choice?.label ?? value] as const;
  });
}

/* ---- Shared fields ---- */

/** The visitor's name, as the contact and quote forms ask for it. */
const nameField = {
  name: "name",
  label: "Full Name",
  type: "text",
  required: true,
  maxLength: limits.name,
  autoComplete: "name",
  placeholder: "Your name",
  mailLabel: "Name",
} as const satisfies FieldDefinition<"name">;

/** The visitor's e-mail address, as every form asks for it. */
export const emailField = {
  name: "email",
  label: "Email Address",
  type: "email",
  required: true,
  maxLength: limits.email,
  autoComplete: "email",
  placeholder: "you@company.com",
  mailLabel: "Email",
} as const satisfies FieldDefinition<"email">;

/** Who is writing, as the contact and quote forms both ask (their schema: `personEntries`). */
export const personFields = [nameField, emailField] as const;

/** A long free-text field. */
export function textAreaField<const Name extends string>(
  name: Name,
  label: string,
  { rows, maxLength, placeholder }: { rows: number; maxLength: number; placeholder: string },
) {
  return {
    name,
    label,
    type: "textarea",
    required: true,
    rows,
    maxLength,
    placeholder,
    wide: true,
  } as const satisfies FieldDefinition<Name>;
}

/** A required select with an empty prompt first. */
export function selectField<const Name extends string>(
  name: Name,
  label: string,
  prompt: string,
  choices: readonly Choice[],
) {
  return {
    name,
    label,
    type: "select",
    required: true,
    prompt,
    choices,
  } as const satisfies FieldDefinition<Name>;
}

/** Choices whose value is their label. */
export function plainChoices(values: readonly string[]): Choice[] {
  return values.map((value) => ({ value, label: value }));
}
