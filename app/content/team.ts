export type TeamMember = {
  slug: string;
  name: string;
  position: string;
  /** Where they work from. */
  city: string;
  /** Two or three sentences for the team card. */
  bio: string;
};

// Portraits (photographs, or our drawings until they arrive) are in ./team-pictures.ts, kept
// apart so this file stays plain data that the chat and Node import without the image pipeline.

/** The leadership team, in the order the About page shows them. */
export const team = [
  {
    slug: "arjun-mehta",
    name: "Arjun Mehta",
    position: "Founder & CEO",
    city: "Bhopal",
    bio: "Arjun started Nexora in Bhopal after a decade building banking platforms in Bengaluru. He still reviews every new client's first architecture plan.",
  },
  {
    slug: "priya-sharma",
    name: "Priya Sharma",
    position: "Chief Technology Officer",
    city: "Bhopal",
    bio: "Priya leads engineering across cloud, data and AI. She has shipped systems used by millions and champions clean code, automated tests and mentoring.",
  },
  {
    slug: "vikram-rao",
    name: "Vikram Rao",
    position: "Head of Cybersecurity",
    city: "Pune",
    bio: "A certified ethical hacker and ISO 27001 lead auditor, Vikram built our security practice and guides clients in finance and healthcare through their audits.",
  },
  {
    slug: "ananya-kulkarni",
    name: "Ananya Kulkarni",
    position: "Director of Client Success",
    city: "Indore",
    bio: "Ananya makes sure every project delivers what was promised. She runs our delivery reviews and is the voice of the client inside Nexora.",
  },
] as const satisfies readonly TeamMember[];

export type TeamSlug = (typeof team)[number]["slug"];

/** "Arjun Mehta" → "AM" */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .join("")
    .slice(0, 2);
}
