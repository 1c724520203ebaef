import { site } from "../site.ts";

/**
 * A mailto: address to the company, with a subject and a body built from a form's fields:
 * the fallback offered when the form cannot deliver.
 */
export function mailtoHref(subject: string, lines: ReadonlyArray<readonly [string, string]>) {
  const body = lines
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => (value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`))
    .join("\n\n");
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${site.email}?${query}`;
}
