import ananyaKulkarni from "./images/team/ananya-kulkarni.svg?picture";
import arjunMehta from "./images/team/arjun-mehta.svg?picture";
import priyaSharma from "./images/team/priya-sharma.svg?picture";
import vikramRao from "./images/team/vikram-rao.svg?picture";
import type { ContentPicture } from "./pictures";
import type { TeamSlug } from "./team";

/**
 * Each person's portrait, 4:5: a file in ./images/team/ imported with `?picture`. Until the
 * photographs arrive, our own illustrations (no faces, no likeness); a member without one gets
 * their initials on a gradient.
 */
export const teamPortraits: Partial<Record<TeamSlug, ContentPicture>> = {
  "arjun-mehta": {
    image: arjunMehta,
    alt: "Illustrated portrait of Arjun Mehta, Founder and CEO: a bearded man in a navy blazer before a blueprint grid",
  },
  "priya-sharma": {
    image: priyaSharma,
    alt: "Illustrated portrait of Priya Sharma, Chief Technology Officer: a woman with long dark hair and glasses before circuit traces",
  },
  "vikram-rao": {
    image: vikramRao,
    alt: "Illustrated portrait of Vikram Rao, Head of Cybersecurity: a man with curly hair in a pale shirt before a pattern of hexagons",
  },
  "ananya-kulkarni": {
    image: ananyaKulkarni,
    alt: "Illustrated portrait of Ananya Kulkarni, Director of Client Success: a woman with her hair in a bun, in a yellow kurta, before speech bubbles",
  },
};
