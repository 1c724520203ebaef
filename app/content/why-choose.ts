import { claims } from "./company";

/** One reason to choose us: a short claim and the sentence that backs it up. */
export type Reason = { title: string; detail: string };

/** The home page's "Why Choose Nexora" list: exactly six points. */
export const reasons = [
  {
    title: "Experienced engineers",
    detail: `Senior-led teams ${claims.experience}.`,
  },
  {
    title: "Transparent delivery",
    detail:
      "Fixed scopes or time-and-materials, weekly demos and a shared board you can always see.",
  },
  {
    title: "Security by default",
    detail: "Threat modelling, code review and compliance built into every project, not bolted on.",
  },
  {
    title: "Cloud-native expertise",
    detail: "Certified architects for AWS, Azure and Google Cloud who design for scale and cost.",
  },
  {
    title: "Support that stays",
    detail: `Ongoing support packages with clear response times long after launch day. ${claims.support}.`,
  },
  {
    title: "Results you can measure",
    detail: "We agree the numbers that matter up front and report against them at every milestone.",
  },
] as const satisfies readonly [Reason, Reason, Reason, Reason, Reason, Reason];
