/** The contact form ('Send us a message'): everything about it but its schema (schemas.ts). */
import { defineForm, personFields, plainChoices, selectField, textAreaField } from "./define.ts";
import { contactSubjects, limits } from "./options.ts";
import type { leadSchemas } from "./schemas.ts";

export const contactForm = defineForm<typeof leadSchemas.contact>()({
  kind: "contact",
  fields: [
    ...personFields,
    {
      name: "phone",
      label: "Phone Number",
      type: "tel",
      required: false,
      maxLength: limits.phone,
      autoComplete: "tel",
      placeholder: "+91 98765 43210",
      mailLabel: "Phone",
    },
    selectField("subject", "Subject", "Select a subject", plainChoices(contactSubjects)),
    textAreaField("message", "Message", {
      rows: 5,
      maxLength: limits.message,
      placeholder: "How can we help?",
    }),
  ],
  minFillMs: 3000,
  minSendingMs: 1500,
  successMs: 3000,
  messages: {
    noun: "message",
    submit: "Send Message",
    submitting: "Sending...",
    notSent: "Your message was not sent",
    successTitle: "Message Sent!",
    success: "Thank you for contacting us. We'll get back to you soon.",
    sentLater: "Your saved message has now been sent. We'll get back to you soon.",
  },
  mailSubject: (draft) =>
    `${draft.subject || "Website enquiry"}${draft.name ? ` from ${draft.name}` : ""}`,
});
