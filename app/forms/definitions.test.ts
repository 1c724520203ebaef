import { describe, expect, it } from "vitest";
import { defineForm, emailField, mailLines, type FieldDefinition } from "./define.ts";
import { leadForms, leadKinds, leadSchemas, validateWith, type LeadKind } from "./schemas.ts";

/** A valid submission of each kind, to vary one field at a time. */
const valid: Record<LeadKind, Record<string, unknown>> = {
  contact: {
    name: "Asha Verma",
    email: "asha@example.com",
    phone: "+91 98765 43210",
    subject: "Support",
    message: "Our booking system is slow.",
  },
  quote: {
    name: "Asha Verma",
    email: "asha@example.com",
    projectType: "cloud",
    description: "Move our servers to the cloud.",
    budget: "large",
  },
  newsletter: { email: "asha@example.com" },
  chat: {
    email: "asha@example.com",
    name: "Asha",
    transcript: [{ from: "visitor", text: "Do you build apps?" }],
  },
};

/** A value of exactly `length` characters that the field's type accepts. */
function valueOfLength(field: FieldDefinition, length: number): string {
  if (field.type === "email") return `${"a".repeat(length - "@example.com".length)}@example.com`;
  if (field.type === "tel") return "1".repeat(length);
  return "a".repeat(length);
}

const cases = leadKinds.flatMap((kind) =>
  leadForms[kind].fields.map((field) => ({ kind, field: field as FieldDefinition })),
);

describe("each form's fields and its schema agree", () => {
  it.each(leadKinds)("a valid %s submission passes", (kind) => {
    expect(validateWith(leadSchemas[kind], valid[kind])).toMatchObject({ ok: true });
  });

  it.each(cases)("$kind.$field.name is checked by the schema", ({ kind, field }) => {
    expect(Object.keys(leadSchemas[kind].entries)).toContain(field.name);
  });

  it.each(cases)(
    "$kind.$field.name: required in the form iff the schema needs it",
    ({ kind, field }) => {
      const result = validateWith(leadSchemas[kind], { ...valid[kind], [field.name]: "" });
      if (field.required)
        expect(result).toMatchObject({ ok: false, fields: { [field.name]: expect.any(String) } });
      else expect(result).toMatchObject({ ok: true });
    },
  );

  it.each(cases.filter(({ field }) => field.maxLength !== undefined))(
    "$kind.$field.name: the control's maxLength is the schema's bound",
    ({ kind, field }) => {
      const max = field.maxLength!;
      const schema = leadSchemas[kind];
      expect(
        validateWith(schema, { ...valid[kind], [field.name]: valueOfLength(field, max) }),
      ).toMatchObject({ ok: true });
      expect(
        validateWith(schema, { ...valid[kind], [field.name]: valueOfLength(field, max + 1) }),
      ).toMatchObject({
        ok: false,
        fields: { [field.name]: expect.any(String) },
      });
    },
  );

  it.each(cases.filter(({ field }) => field.type === "select"))(
    "$kind.$field.name: every choice and nothing else is accepted",
    ({ kind, field }) => {
      const schema = leadSchemas[kind];
      expect(field.choices?.length).toBeGreaterThan(0);
      for (const choice of field.choices ?? [])
        expect(validateWith(schema, { ...valid[kind], [field.name]: choice.value })).toMatchObject({
          ok: true,
        });
      expect(
        validateWith(schema, { ...valid[kind], [field.name]: "something else" }),
      ).toMatchObject({ ok: false });
    },
  );

  it("every field a schema requires is shown, or added by the form's owner (the chat transcript)", () => {
    for (const kind of leadKinds) {
      const shown = leadForms[kind].fields.map((field) => field.name as string);
      const hidden = Object.keys(leadSchemas[kind].entries).filter((key) => !shown.includes(key));
      expect(hidden).toEqual(kind === "chat" ? ["transcript"] : []);
    }
  });
});

describe("form definitions", () => {
  it("name the API path they post to", () => {
    for (const kind of leadKinds) expect(leadForms[kind].kind).toBe(kind);
  });

  it("keep the specified texts and timings", () => {
    const contact = leadForms.contact;
    expect(contact.fields.map((field) => field.label)).toEqual([
      "Full Name",
      "Email Address",
      "Phone Number",
      "Subject",
      "Message",
    ]);
    expect(contact.fields.find((field) => field.name === "subject")?.prompt).toBe(
      "Select a subject",
    );
    expect(contact.fields.find((field) => field.name === "message")?.rows).toBe(5);
    expect(contact.messages).toMatchObject({
      submitting: "Sending...",
      successTitle: "Message Sent!",
      success: "Thank you for contacting us. We'll get back to you soon.",
    });
    expect(contact.minSendingMs).toBe(1500);
    expect(contact.successMs).toBe(3000);
    expect(leadForms.newsletter.fields[0]).toMatchObject({
      placeholder: "Your email",
      type: "email",
    });
    expect(leadForms.newsletter.messages.submit).toBe("Subscribe");
  });

  it("keep the minimum fill times of the API contract", () => {
    expect(Object.fromEntries(leadKinds.map((kind) => [kind, leadForms[kind].minFillMs]))).toEqual({
      contact: 3000,
      quote: 3000,
      newsletter: 1000,
      chat: 1000,
    });
  });

  it("key a newsletter subscription by its address, any other lead by its submission", () => {
    expect(leadForms.newsletter.dedupeKey?.({ email: "Asha@Example.com" })).toBe(
      "newsletter:asha@example.com",
    );
    expect(leadForms.contact.dedupeKey).toBeUndefined();
  });

  it("write the e-mail fallback from the fields, choices by their label", () => {
    const quote = leadForms.quote;
    const draft = { name: "Asha", projectType: "mobile", budget: "medium" };
    expect(quote.mailSubject(draft)).toBe("Quote request from Asha");
    expect(mailLines(quote.fields, draft)).toEqual([
      ["Name", "Asha"],
      ["Email", ""],
      ["Project Type", "Mobile App"],
      ["Budget Range", "$10,000-$25,000"],
      ["Project Description", ""],
    ]);
  });

  it("cannot show a field its schema lacks (checked by the type checker)", () => {
    // The newsletter's schema checks an e-mail address only.
    const form = defineForm<typeof leadSchemas.newsletter>()({
      kind: "test",
      fields: [
        emailField,
        // @ts-expect-error -- "phone" is not a field of this schema, so the form cannot show it.
        { name: "phone", label: "Phone", type: "tel", required: false },
      ],
      minFillMs: 0,
      messages: {
        noun: "test",
        submit: "Send",
        submitting: "Sending",
        notSent: "Not sent",
        sentLater: "Sent",
      },
      mailSubject: () => "Test",
    });
    expect(form.fields).toHaveLength(2);
  });
});
