/** The footer's newsletter box: everything about it but its schema (schemas.ts). */
import { defineForm, emailField } from "./define.ts";
import type { leadSchemas } from "./schemas.ts";

export const newsletterForm = defineForm<typeof leadSchemas.newsletter>()({
  kind: "newsletter",
  fields: [{ ...emailField, label: "Your email", placeholder: "Your email" }],
  minFillMs: 1000,
  // An address subscribes once, however often it is sent.
  dedupeKey: ({ email }) => `newsletter:${email.toLowerCase()}`,
  messages: {
    noun: "subscription",
    submit: "Subscribe",
    submitting: "Subscribing…",
    notSent: "You are not subscribed yet",
    success: "Thanks for subscribing!",
    sentLater: "You're now subscribed to our newsletter.",
  },
  mailSubject: () => "Newsletter subscription",
});
