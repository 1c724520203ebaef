/**
 * Small text helpers shared by the pages, the feed, the build scripts and the server.
 * Plain TypeScript with no imports, so any layer may use it.
 */

/** Month names as Indian English (en-IN) writes them, long and short ("Sept", not "Sep"). */
const months = {
  long: "January February March April May June July August September October November December",
  short: "Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec",
};

/**
 * "2026-11-10" → "10 November 2026" (or "10 Nov 2026" when short), as
 * `Intl.DateTimeFormat("en-IN", { day: "numeric", month, year: "numeric", timeZone: "UTC" })`
 * writes it (the tests compare). The date is read as written, so the build and every browser print
 * the same day (no hydration mismatch, no time-zone shift). Not Intl itself: creating its
 * formatters cost the browser a long task while every page started
 * (docs/decisions/008-shorter-start-tasks.md).
 */
export function formatDate(iso: string, style: "long" | "short" = "long"): string {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  return `${day} ${months[style].split(" ")[month - 1]} ${year}`;
}

const xmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** The five XML special characters escaped, for text and attribute values alike. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char]!);
}

const htmlEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/**
 * HTML rendered from Markdown as plain text, paragraphs joined by a space:
 * "<p>Yours &amp; ours.</p>\n<p>Next</p>" → "Yours & ours. Next"
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?(p|li|ul|ol|h[1-6]|div|br|blockquote|pre|table|tr|td|th)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name[0] !== "#") return htmlEntities[name.toLowerCase()] ?? entity;
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    })
    .replace(/\s+/g, " ")
    .trim();
}

const words = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 12 → "twelve", 42 → "forty-two"; numbers from 100 stay as digits. */
export function numberToWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return String(n);
  if (n < 20) return words[n]!;
  const unit = n % 10;
  return `${tens[Math.floor(n / 10)]}${unit ? `-${words[unit]}` : ""}`;
}

/** 12 → "Twelve", for the start of a sentence. */
export function capitalisedNumber(n: number): string {
  const text = numberToWords(n);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A content file's slug: "./services/devops.md" → "devops". */
export function slugFromFile(file: string): string {
  return file.replace(/^.*\/|\.md$/g, "");
}
