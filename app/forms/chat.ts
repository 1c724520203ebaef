/**
 * The chat widget's hand-off: who to answer and what was said so far. The transcript is not a
 * visible field: the chat panel adds it to the submission. Its schema is in schemas.ts.
 */
import { defineForm, emailField } from "./define.ts";
import { limits } from "./options.ts";
import type { leadSchemas } from "./schemas.ts";

export const chatForm = defineForm<typeof leadSchemas.chat>()({
  kind: "chat",
  fields: [
    { ...emailField, label: "Email" },
    {
      name: "name",
      label: "Name",
      type: "text",
      required: false,
      maxLength: limits.name,
      autoComplete: "name",
      placeholder: "Your name",
    },
  ],
  minFillMs: 1000,
  messages: {
    noun: "request",
    submit: "Request follow-up",
    submitting: "Sending...",
    notSent: "Your request was not sent",
    invalid: "Please check your details",
    sentLater: "Your chat message has now been sent. We'll reply by email.",
  },
  mailSubject: (draft) => `Chat follow-up${draft.name ? ` from ${draft.name}` : ""}`,
});
