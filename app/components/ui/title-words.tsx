import type { ReactNode } from "react";

/** Short joining words that read best at the end of a line, not at the start of the next. */
const joiners = new Set(["&", "and", "or", "of", "for", "to", "in", "at", "on", "the", "a"]);

/**
 * A title whose last two words stay on one line while they fit, so a wrapped title does not end
 * on one word alone ("Security Infrastructure / Overhaul" becomes "Security / Infrastructure
 * Overhaul"). The pair is an inline block: on a line too narrow for it, it wraps like any text.
 * Titles of one or two words, and those whose last word follows a joining word ("Development &
 * Implementation"), come back as they are. The text itself is unchanged. A pair wider than its
 * line would push the words before it onto a line of their own ("About / Nexora / Technologies"),
 * so where a pair may not fit (a hero's h1 on a phone) `keep` holds it together only from a width
 * up ("sm:inline-block").
 */
export function titleWords(title: string, keep = "inline-block"): ReactNode {
  const words = title.split(" ");
  if (words.length < 3 || joiners.has(words.at(-2)!.toLowerCase())) return title;
  return (
    <>
      {words.slice(0, -2).join(" ")} <span className={keep}>{words.slice(-2).join(" ")}</span>
    </>
  );
}
