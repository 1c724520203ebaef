/** The footer's newsletter box: everything about it, in one place. */
import * as v from "valibot";
import { defineForm, emailField, emailSchema } from "./define.ts";

export const newsletterForm = defineForm({
  kind: "newsletter",
  schema: v.object({ email: emailSchema }),
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
