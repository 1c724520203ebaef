export type PortraitTone = "indigo" | "violet" | "teal" | "amber";

export type TeamMember = {
  slug: string;
  name: string;
  position: string;
  /** Two or three sentences for the team card. */
  bio: string;
  /** The member's portrait: our own drawing (initials on a gradient), never a photo from elsewhere. */
  image: { alt: string; tone: PortraitTone };
};

/** The leadership team, in the order the About page shows them. */
export const team = [
  {
    slug: "arjun-mehta",
    name: "Arjun Mehta",
    position: "Founder & CEO",
    bio: "Arjun started Nexora in Bhopal after a decade building banking platforms in Bengaluru. He still reviews every new client's first architecture plan.",
    image: { alt: "Portrait of Arjun Mehta, Founder and CEO", tone: "indigo" },
  },
  {
    slug: "priya-sharma",
    name: "Priya Sharma",
    position: "Chief Technology Officer",
    bio: "Priya leads engineering across cloud, data and AI. She has shipped systems used by millions and champions clean code, automated tests and mentoring.",
    image: { alt: "Portrait of Priya Sharma, Chief Technology Officer", tone: "violet" },
  },
  {
    slug: "vikram-rao",
    name: "Vikram Rao",
    position: "Head of Cybersecurity",
    bio: "A certified ethical hacker and ISO 27001 lead auditor, Vikram built our security practice and guides clients in finance and healthcare through their audits.",
    image: { alt: "Portrait of Vikram Rao, Head of Cybersecurity", tone: "teal" },
  },
  {
    slug: "ananya-kulkarni",
    name: "Ananya Kulkarni",
    position: "Director of Client Success",
    bio: "Ananya makes sure every project delivers what was promised. She runs our delivery reviews and is the voice of the client inside Nexora.",
    image: { alt: "Portrait of Ananya Kulkarni, Director of Client Success", tone: "amber" },
  },
] as const satisfies readonly TeamMember[];

/** "Arjun Mehta" → "AM" */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .join("")
    .slice(0, 2);
}
