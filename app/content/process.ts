import type { IconName } from "~/icon-names";

export type ProcessStep = {
  /** Shown as written: "01" … "06". */
  number: string;
  title: string;
  /** One or two sentences: what happens in this step. */
  description: string;
  icon: IconName;
  /** What the client holds at the end of the step. */
  outcome: string;
};

/** How every engagement runs, in order. The Services page draws it as a timeline. */
export const processSteps = [
  {
    number: "01",
    title: "Discovery & Planning",
    description:
      "We sit down with your team to understand goals, users and constraints, then agree scope, budget and how success will be measured.",
    icon: "target",
    outcome: "A written project plan",
  },
  {
    number: "02",
    title: "Strategy & Design",
    description:
      "Architects and designers turn the plan into a technical blueprint and clickable prototypes, so you see the product before it is built.",
    icon: "palette",
    outcome: "Architecture and prototypes",
  },
  {
    number: "03",
    title: "Development & Implementation",
    description:
      "A dedicated squad builds in two-week sprints with a demo every week. The code lives in your repository from the first day.",
    icon: "code",
    outcome: "Working software every sprint",
  },
  {
    number: "04",
    title: "Testing & Quality Assurance",
    description:
      "Automated tests, manual QA, security scans and performance checks run on every release, not only at the end.",
    icon: "shield",
    outcome: "A release you can trust",
  },
  {
    number: "05",
    title: "Deployment & Launch",
    description:
      "We ship through automated pipelines with zero-downtime releases, monitoring and a rollback plan, and train your people to run it.",
    icon: "rocket",
    outcome: "A smooth go-live",
  },
  {
    number: "06",
    title: "Support & Optimization",
    description:
      "After launch we keep watching, fixing and improving, with SLA-backed support and regular reviews driven by real usage data.",
    icon: "headset",
    outcome: "Continuous improvement",
  },
] as const satisfies readonly ProcessStep[];
