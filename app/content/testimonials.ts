/** The colour of a testimonial's initials avatar; each pairs with white text at AA contrast. */
export type AvatarTone = "indigo" | "violet" | "teal";

export type Testimonial = {
  id: string;
  name: string;
  /** Role and organisation, e.g. "CTO, Finlo Credit". */
  position: string;
  /** The quote itself, without quotation marks. */
  content: string;
  /** Our own avatar: the person's initials on a gradient, never a photo. */
  avatar: { initials: string; tone: AvatarTone };
  /** Stars out of five. */
  rating: 1 | 2 | 3 | 4 | 5;
};

/** What clients say about working with us, shown in the home page's carousel. */
export const testimonials = [
  {
    id: "ananya-rao",
    name: "Ananya Rao",
    position: "CTO, Finlo Credit",
    content:
      "Nexora rebuilt our lending platform's security from the ground up. Their team worked alongside ours every week, explained each decision, and got us through our ISO 27001 audit months ahead of plan.",
    avatar: { initials: "AR", tone: "indigo" },
    rating: 5,
  },
  {
    id: "daniel-brooks",
    name: "Daniel Brooks",
    position: "VP Operations, Harbourline Logistics",
    content:
      "Moving our core systems to the cloud felt risky until we met Nexora. They migrated everything without a minute of downtime, and our infrastructure bill is a third lower than before.",
    avatar: { initials: "DB", tone: "teal" },
    rating: 5,
  },
  {
    id: "meera-kapoor",
    name: "Meera Kapoor",
    position: "Head of Digital, Tanvi Fashion House",
    content:
      "Our new storefront handled the festive rush without a hiccup. Nexora's designers and engineers felt like part of our own team, and online sales have more than doubled since launch.",
    avatar: { initials: "MK", tone: "violet" },
    rating: 4,
  },
] as const satisfies readonly Testimonial[];
