import type { IconName } from "~/icon-names";
import { discoveryPhase, formatRange } from "./pricing";

const discoveryPrice = formatRange(discoveryPhase.range);

/**
 * What happens after a visitor sends us a message, in order: the contact page shows the steps
 * beside its form, and the chat answers "what happens after I send the form" with them.
 */
export const nextSteps = [
  {
    icon: "mail",
    title: "We reply within one business day",
    description:
      "A senior consultant reads your message and answers with questions or times for a call.",
  },
  {
    icon: "chat",
    title: "A short call about your goals",
    description:
      "Thirty minutes, no sales script: what you need, by when, and what already exists.",
  },
  {
    icon: "target",
    title: `A fixed-price ${discoveryPhase.title.toLowerCase()}`,
    description: `${discoveryPhase.duration} for ${discoveryPrice.inr} (${discoveryPrice.usd}), ending in a plan and a firm quote.`,
  },
] as const satisfies readonly { icon: IconName; title: string; description: string }[];
