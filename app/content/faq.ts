export type FaqItem = {
  question: string;
  answer: string;
};

/** The questions the contact page answers, in the order it shows them. */
export const faq = [
  {
    question: "What types of businesses do you work with?",
    answer:
      "We work with businesses of all sizes, from early-stage startups building their first product to established enterprises modernising their systems. Our clients span healthcare, retail, finance, education, logistics and manufacturing, in India and abroad.",
  },
  {
    question: "How long does a typical project take?",
    answer:
      "It depends on the scope. A simple website usually takes 4-6 weeks from kick-off to launch, while a complex enterprise solution can take several months. After our discovery session we give you a timeline with clear milestones, and weekly demos keep you up to date.",
  },
  {
    question: "Do you provide support after the project is completed?",
    answer:
      "Yes. We offer ongoing support packages that cover monitoring, security updates, bug fixes and new features, with response times to suit your business. Many clients stay with us for years after launch.",
  },
  {
    question: "How is your pricing structured?",
    answer:
      "We offer fixed-price contracts for well-defined projects, so you know the cost up front, and time-and-materials for projects whose requirements are still evolving, so you pay only for the work done. Every proposal itemises what is included.",
  },
  {
    question: "Can you work with our existing technology stack?",
    answer:
      "Absolutely. We can integrate with your existing technology stack, whether that is a legacy ERP, a cloud platform or third-party APIs, and we extend or modernise it step by step rather than replacing what already works.",
  },
] as const satisfies readonly FaqItem[];
