/**
 * The chat widget's hand-off: who to answer and what was said so far. The transcript is not a
 * visible field: the chat panel adds it to the submission.
 */
import * as v from "valibot";
import { defineForm, emailField, emailSchema, optionalNameSchema, requiredText } from "./define.ts";
import { limits } from "./options.ts";

export const chatForm = defineForm({
  kind: "chat",
  schema: v.object({
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
