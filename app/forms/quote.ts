/**
 * The quote request form in the 'Get a Quote' dialog: everything about it but its schema
 * (schemas.ts).
 */
import { defineForm, personFields, selectField, textAreaField } from "./define.ts";
import { budgetRanges, limits, projectTypes } from "./options.ts";
import type { leadSchemas } from "./schemas.ts";

export const quoteForm = defineForm<typeof leadSchemas.quote>()({
  kind: "quote",
  fields: [
    ...personFields,
    selectField("projectType", "Project Type", "Select a project type", projectTypes),
    selectField("budget", "Budget Range", "Select a budget range", budgetRanges),
    textAreaField("description", "Project Description", {
      rows: 4,
      maxLength: limits.description,
      placeholder: "What would you like to build, and by when?",
    }),
  ],
  minFillMs: 3000,
  messages: {
    noun: "quote request",
    submit: "Submit Request",
    submitting: "Submitting...",
    notSent: "Your request was not sent",
    success:
      "Thank you! Your quote request has been received. We'll be in touch within one business day.",
    sentLater:
      "Your saved quote request has now been sent. We'll be in touch within one business day.",
  },
  mailSubject: (draft) => `Quote request${draft.name ? ` from ${draft.name}` : ""}`,
});
