/** The colour of a testimonial's initials avatar; each pairs with white text at AA contrast. */
export type AvatarTone = "indigo" | "violet" | "teal";

export type Testimonial = {
  id: string;
  name: string;
  /** The person's title at the client, exactly as the case study's quote gives it. */
  role: string;
  /** The client, named the same way wherever it appears. */
  company: string;
  /** Role and organisation, e.g. "Chief Technology Officer, Finlo Credit". */
  position: string;
  /** The case study of the work this client is talking about. */
  project: string;
  /** The quote itself, without quotation marks. */
  content: string;
  /** Our own avatar: the person's initials on a gradient, never a photo. */
  avatar: { initials: string; tone: AvatarTone };
  /** Stars out of five. */
  rating: 1 | 2 | 3 | 4 | 5;
};

function testimonial(entry: Omit<Testimonial, "position">): Testimonial {
  return { ...entry, position: `${entry.role}, ${entry.company}` };
}

/**
 * What clients say about working with us, shown in the home page's carousel. Each speaks about
 * one case study, and that case study quotes the same person with the same title.
 */
export const testimonials = [
  testimonial({
    id: "nandini-iyer",
    name: "Nandini Iyer",
    role: "Chief Technology Officer",
    company: "Finlo Credit",
    project: "security-infrastructure",
    content:
      "Nexora rebuilt our lending platform's security from the ground up. Their team worked alongside ours every week, explained each decision, and got us through our ISO 27001 audit months ahead of plan.",
    avatar: { initials: "NI", tone: "indigo" },
    rating: 5,
  }),
  testimonial({
    id: "daniel-brooks",
    name: "Daniel Brooks",
    role: "Chief Information Officer",
    company: "Harbourline Logistics",
    project: "cloud-migration",
    content:
      "Moving our core systems to the cloud felt risky until we met Nexora. They migrated everything without a minute of downtime, and our infrastructure bill is 38% lower than before.",
    avatar: { initials: "DB", tone: "teal" },
    rating: 5,
  }),
  testimonial({
    id: "meera-kapoor",
    name: "Meera Kapoor",
    role: "Head of E-commerce",
    company: "Tanvi Fashion House",
    project: "ecommerce-platform",
    content:
      "Our new storefront handled the festive rush without a hiccup. Nexora's designers and engineers felt like part of our own team, and online sales have more than doubled since launch.",
    avatar: { initials: "MK", tone: "violet" },
    rating: 4,
  }),
] as const satisfies readonly Testimonial[];

/** The client's own words about a case study, when the carousel quotes them. */
export function testimonialForProject(slug: string): Testimonial | undefined {
  return testimonials.find((entry) => entry.project === slug);
}
