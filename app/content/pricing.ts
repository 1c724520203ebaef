/**
 * How we price: the discovery phase every engagement starts with, and the three engagement
 * models that follow it, with typical ranges and durations. Figures are guidance, not quotes;
 * amounts are whole rupees and dollars, formatted as PRICE_LOCALE writes them where they are shown.
 */

/** The locale prices are written in: Indian English groups rupees in lakhs (₹8,50,000). */
export const PRICE_LOCALE = "en-IN";

export type Money = { inr: number; usd: number };

/** A typical range, and what it is counted per. */
export type PriceRange = { from: Money; to: Money; per: "project" | "month" };

export type EngagementModel = {
  id: "discovery" | "fixed-price" | "time-and-materials" | "dedicated-team";
  title: string;
  /** Who it suits, in one sentence. */
  bestFor: string;
  /** How it works, in one or two sentences. */
  summary: string;
  range: PriceRange;
  /** Typical length, e.g. "2–3 weeks". */
  duration: string;
  /** What the client gets, three or four points. */
  includes: readonly string[];
};

/** What every figure leaves out, and what its two currencies mean: said under the price list. */
export const pricesNote =
  "Prices exclude GST. Rupee and dollar figures are each typical for clients billed in that currency, not an exchange-rate conversion.";

/** The first step of every engagement: a short, fixed-price discovery phase. */
export const discoveryPhase = {
  id: "discovery",
  title: "Discovery phase",
  bestFor: "Every new project: it comes first, whichever model follows.",
  summary:
    "A short, fixed-price study of your goals, users and systems. You keep everything it produces, whether or not we build the project together.",
  range: { from: { inr: 250_000, usd: 3_000 }, to: { inr: 500_000, usd: 6_000 }, per: "project" },
  duration: "2–3 weeks",
  includes: [
    "Workshops with your team and users",
    "Architecture outline and risks",
    "Prioritised scope and delivery plan",
    "A firm quote for the next phase",
  ],
} as const satisfies EngagementModel;

/** The engagement models, in the order a growing relationship usually takes them. */
export const engagementModels = [
  {
    id: "fixed-price",
    title: "Fixed price",
    bestFor: "Well-defined projects with a clear scope.",
    summary:
      "One agreed price and timeline for an agreed scope, paid by milestone. Changes go through a short, written change request.",
    range: {
      from: { inr: 850_000, usd: 10_000 },
      to: { inr: 5_000_000, usd: 60_000 },
      per: "project",
    },
    duration: "6–16 weeks",
    includes: [
      "Price and dates fixed before work starts",
      "Milestone payments against demos",
      "Warranty period after launch",
    ],
  },
  {
    id: "time-and-materials",
    title: "Time and materials",
    bestFor: "Evolving products whose scope will change as you learn.",
    summary:
      "You pay for the time a team of three to five spends, billed monthly, and reprioritise every two weeks with a monthly budget cap.",
    range: {
      from: { inr: 1_000_000, usd: 12_000 },
      to: { inr: 2_500_000, usd: 30_000 },
      per: "month",
    },
    duration: "3–12 months",
    includes: [
      "Two-week sprints with demos",
      "Monthly budget cap you set",
      "Timesheets and a shared board",
    ],
  },
  {
    id: "dedicated-team",
    title: "Dedicated team",
    bestFor: "Long-term product work and ongoing support.",
    summary:
      "A stable team of four to ten engineers, designers and testers that works as part of yours, led by your priorities.",
    range: {
      from: { inr: 1_700_000, usd: 20_000 },
      to: { inr: 5_000_000, usd: 60_000 },
      per: "month",
    },
    duration: "6 months or longer",
    includes: [
      "Named people who stay on your product",
      "Scale up or down with a month's notice",
      "Your tools, rituals and time zone",
    ],
  },
] as const satisfies readonly EngagementModel[];

/**
 * A whole amount with its symbol, grouped as Indian English groups every number (the last three
 * digits, then pairs: ₹8,50,000, $1,00,000), exactly as
 * `Intl.NumberFormat(PRICE_LOCALE, { style: "currency", currencyDisplay: "narrowSymbol",
 * maximumFractionDigits: 0 })` writes it (the tests compare). Not Intl itself: creating its
 * formatters took the browser tens of milliseconds of one task while the pages that show prices
 * started (docs/decisions/008-shorter-start-tasks.md).
 */
function currency(symbol: "₹" | "$") {
  return {
    format(amount: number) {
      const digits = String(Math.round(amount));
      const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
      return `${symbol}${head ? `${head},` : ""}${digits.slice(-3)}`;
    },
  };
}

const inr = currency("₹");
const usd = currency("$");

/** "₹2,50,000 – ₹5,00,000" and "$3,000 – $6,000", plus "per project" or "per month". */
export function formatRange(range: PriceRange): { inr: string; usd: string; per: string } {
  return {
    inr: `${inr.format(range.from.inr)} – ${inr.format(range.to.inr)}`,
    usd: `${usd.format(range.from.usd)} – ${usd.format(range.to.usd)}`,
    per: range.per === "month" ? "per month" : "per project",
  };
}

/** One line per model for plain-text readers such as the chat: "Fixed price: ₹… ($…) per project, 6–16 weeks." */
export function pricingSummary(): string[] {
  return [discoveryPhase, ...engagementModels].map((model) => {
    const price = formatRange(model.range);
    return `${model.title}: ${price.inr} (${price.usd}) ${price.per}, typically ${model.duration}. ${model.summary}`;
  });
}
