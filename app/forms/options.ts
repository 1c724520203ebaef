/**
 * The forms' choices and bounds, without the validator: the forms render from this on every
 * page, and the schemas (with valibot) load only when a visitor sends something.
 */

/** The contact form's subjects, in the order the select lists them. */
export const contactSubjects = [
  "General Inquiry",
  "Project Discussion",
  "Partnership",
  "Support",
  "Other",
] as const;

/** The quote form's project types: stored value and visible label. */
export const projectTypes = [
  { value: "web", label: "Web Development" },
  { value: "mobile", label: "Mobile App" },
  { value: "cloud", label: "Cloud Solutions" },
  { value: "consulting", label: "IT Consulting" },
] as const;

/** The quote form's budget bands: stored value and visible label. */
export const budgetRanges = [
  { value: "small", label: "$5,000-$10,000" },
  { value: "medium", label: "$10,000-$25,000" },
  { value: "large", label: "$25,000-$50,000" },
  { value: "enterprise", label: "$50,000+" },
] as const;

/** Upper bounds shared by the schemas and the forms' `maxLength` attributes. */
export const limits = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  description: 5000,
  chatText: 2000,
  chatEntries: 50,
} as const;
