/**
 * What the chat knows: one document per service, case study, article, FAQ answer and company
 * fact, built from the same content modules the pages render, so an answer never disagrees
 * with the page it cites.
 */
import { companyStats, milestones } from "~/content/company";
import { faq } from "~/content/faq";
import { posts } from "~/content/posts";
import { processSteps } from "~/content/process";
import { projects } from "~/content/projects";
import { markers } from "~/content/regions";
import { services, type ServiceSlug } from "~/content/services";
import { team } from "~/content/team";
import { testimonials } from "~/content/testimonials";
import { budgetRanges } from "~/forms/options";
import { fullAddress, paths, site } from "~/site";
import type { ChatLink, NextStep } from "./conversation";

export type DocumentKind = "service" | "project" | "technology" | "post" | "faq" | "fact";

export type ChatDocument = {
  id: string;
  kind: DocumentKind;
  /** Searched with the most weight. */
  title: string;
  /** Words visitors use for this document that its text may not contain. */
  keywords: string;
  /** Searched with normal weight. */
  body: string;
  /** The answer when this document is the best match. */
  paragraphs: string[];
  points?: string[];
  /** One sentence for when this document is mentioned beside a better match. */
  summary: string;
  source: ChatLink;
  next: NextStep[];
  /** Asking for this opens the hand-off form ("Can I talk to a person?"). */
  opensHandoff?: boolean;
};

const sales: NextStep[] = ["quote", "contact", "handoff"];
const talk: NextStep[] = ["contact", "quote", "handoff"];

/** "Monday-Friday 9:00 AM-6:00 PM, Saturday 10:00 AM-2:00 PM; closed on Sunday" */
export function hoursSentence(): string {
  const open = site.hours.filter((entry) => entry.hours !== "Closed");
  const closed = site.hours.filter((entry) => entry.hours === "Closed");
  const openText = open.map((entry) => `${entry.days} ${entry.hours}`).join(", ");
  const closedText = closed.map((entry) => entry.days).join(" and ");
  return closedText ? `${openText}; closed on ${closedText}` : openText;
}

const contactPage: ChatLink = { label: "Contact", href: paths.contact };
const faqLink: ChatLink = { label: "FAQ", href: `${paths.contact}#faq` };

/** Extra words visitors use for a FAQ answer, by the start of its question. */
const faqKeywords: ReadonlyArray<readonly [RegExp, string, NextStep[]]> = [
  [/types of businesses/i, "industries sectors clients startups enterprises small large", talk],
  [/how long/i, "duration how long timeline weeks months deadline fast", sales],
  [/support after/i, "maintenance support after launch updates bug fixes sla", talk],
  [/pricing/i, "price cost budget how much rates fixed price hourly expensive", sales],
  [/existing technology/i, "integrate existing systems legacy erp tools stack", sales],
];

/** Words visitors use for a service that its card may not say, by slug. */
const serviceKeywords: Partial<Record<ServiceSlug, string>> = {
  "software-development": "custom software bespoke application developers programming",
  "cloud-solutions": "cloud migration providers aws azure google cloud hosting",
  cybersecurity:
    "security penetration test pentest hacking ransomware audit iso 27001 compliance gdpr",
  "data-analytics": "data dashboards reports business intelligence power bi",
  "ai-machine-learning": "ai artificial intelligence machine learning chatbot llm automation",
  "mobile-development": "mobile app ios android iphone",
  "web-development": "website web app ecommerce online shop seo",
  "ui-ux-design": "design user experience ux ui redesign usability",
  devops: "devops ci cd pipelines kubernetes docker automation deployment",
  "it-infrastructure": "it support help desk network backup hardware",
  "it-consulting": "consulting advice strategy cto architecture",
  "digital-transformation": "digital transformation paperless automation processes",
};

function serviceDocuments(): ChatDocument[] {
  return services.map((service) => ({
    id: `service:${service.slug}`,
    kind: "service",
    title: service.title,
    keywords: serviceKeywords[service.slug] ?? "",
    body: `${service.description} ${service.features.join(". ")}`,
    paragraphs: [`Yes: ${service.title}. ${service.description}`],
    points: [...service.features],
    summary: `Our ${service.title} service: ${service.description}`,
    source: { label: service.title, href: paths.service(service.slug) },
    next: sales,
  }));
}

function projectDocuments(): ChatDocument[] {
  return projects.map((project) => {
    const serviceTitles = project.services
      .map((slug) => services.find((service) => service.slug === slug)?.title)
      .filter(Boolean)
      .join(", ");
    return {
      id: `project:${project.slug}`,
      kind: "project",
      title: project.title,
      keywords: `case study project example ${project.category} ${serviceTitles}`,
      body: [
        project.description,
        project.client,
        project.result,
        project.technologies.join(" "),
        project.approach.map((step) => step.title).join(". "),
      ].join(". "),
      paragraphs: [
        `Our case study "${project.title}": ${project.description}`,
        project.result.includes(project.duration)
          ? `Result: ${project.result}.`
          : `Result: ${project.result}, in ${project.duration}.`,
      ],
      summary: `See the case study "${project.title}": ${project.result}.`,
      source: { label: `Case study: ${project.title}`, href: paths.project(project.slug) },
      next: sales,
    };
  });
}

function postDocuments(): ChatDocument[] {
  return posts.map((post) => ({
    id: `post:${post.slug}`,
    kind: "post",
    title: post.title,
    keywords: `article blog ${post.category}`,
    body: post.excerpt,
    paragraphs: [`Our article "${post.title}": ${post.excerpt}`],
    summary: `Read our article "${post.title}".`,
    source: { label: post.title, href: paths.post(post.slug) },
    next: talk,
  }));
}

function faqDocuments(): ChatDocument[] {
  return faq.map((item, index) => {
    const [, keywords, next] = faqKeywords.find(([pattern]) => pattern.test(item.question)) ?? [
      undefined,
      "",
      talk,
    ];
    return {
      id: `faq:${index}`,
      kind: "faq",
      title: item.question,
      keywords,
      body: item.answer,
      paragraphs: [item.answer],
      summary: `Our FAQ answers "${item.question}"`,
      source: faqLink,
      next,
    };
  });
}

/** One document per technology our case studies name: "Do you use React?" */
function technologyDocuments(): ChatDocument[] {
  const byTechnology = new Map<string, (typeof projects)[number][]>();
  for (const project of projects) {
    for (const technology of project.technologies) {
      byTechnology.set(technology, [...(byTechnology.get(technology) ?? []), project]);
    }
  }
  return [...byTechnology].map(([technology, used]) => {
    const titles = used.map((project) => `"${project.title}"`);
    const list =
      titles.length > 1 ? `${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}` : titles[0];
    const first = used[0]!;
    return {
      id: `technology:${technology}`,
      kind: "technology",
      title: technology,
      keywords: "technology stack tools experience",
      body: used.map((project) => project.title).join(". "),
      paragraphs: [`Yes, we work with ${technology}: we used it in ${list}.`],
      summary: `We have used ${technology} on client projects.`,
      source: { label: `Case study: ${first.title}`, href: paths.project(first.slug) },
      next: sales,
    };
  });
}

function factDocuments(): ChatDocument[] {
  const founded = milestones[0];
  const stats = companyStats
    .slice(1)
    .map((stat) => `${stat.value} ${stat.label.toLowerCase()}`)
    .join(", ");
  const countries = markers.map((marker) => marker.country);

  return [
    {
      id: "fact:hours",
      kind: "fact",
      title: "Opening hours",
      keywords: "open opening hours timings when open today weekend saturday sunday closed",
      body: site.hours.map((entry) => `${entry.days} ${entry.hours}`).join(". "),
      paragraphs: [`We're open ${hoursSentence()} (India Standard Time).`],
      summary: `We're open ${hoursSentence()}.`,
      source: contactPage,
      next: talk,
    },
    {
      id: "fact:address",
      kind: "fact",
      title: "Office address",
      keywords: "office address location where located visit directions map find you based city",
      body: fullAddress,
      paragraphs: [
        `Our office is at ${fullAddress}. You're welcome to visit during opening hours: ${hoursSentence()}.`,
      ],
      summary: `Our office is in ${site.address.city}, ${site.address.region}.`,
      source: contactPage,
      next: talk,
    },
    {
      id: "fact:phone",
      kind: "fact",
      title: "Phone number",
      keywords: "phone number call telephone ring mobile number contact number",
      body: `Call ${site.phone}`,
      paragraphs: [`Call us on ${site.phone}, ${hoursSentence()}.`],
      summary: `You can call us on ${site.phone}.`,
      source: contactPage,
      next: talk,
    },
    {
      id: "fact:email",
      kind: "fact",
      title: "Email address",
      keywords: "email address mail write to you inbox",
      body: `Email ${site.email}`,
      paragraphs: [`Write to ${site.email}: we answer every message within one business day.`],
      summary: `You can email us at ${site.email}.`,
      source: contactPage,
      next: talk,
    },
    {
      id: "fact:contact",
      kind: "fact",
      title: "Contact us",
      keywords: "contact get in touch reach talk speak message form enquiry",
      body: `Send us a message with the contact form, call ${site.phone} or email ${site.email}.`,
      paragraphs: [
        `Send us a message with the contact form, call ${site.phone} or email ${site.email}. We answer within one business day.`,
      ],
      summary: "The contact form reaches our team directly.",
      source: contactPage,
      next: talk,
    },
    {
      id: "fact:quote",
      kind: "fact",
      title: "Get a quote",
      keywords: "quote quotation estimate proposal price budget start project get started hire",
      body: `Request a quote with your project type, description and budget range: ${budgetRanges
        .map((range) => range.label)
        .join(", ")}.`,
      paragraphs: [
        `Tell us about your project in the Get a Quote form: the type of project, a short description and your budget range (from ${budgetRanges[0].label} to ${budgetRanges.at(-1)?.label}). We reply with an itemised proposal within one business day.`,
      ],
      summary: "The Get a Quote form takes two minutes.",
      source: { label: "Get a Quote", href: paths.quotation },
      next: ["quote", "contact", "handoff"],
    },
    {
      id: "fact:services",
      kind: "fact",
      title: "Our services",
      keywords: "services what do you do offer capabilities expertise list all how many",
      body: services.map((service) => service.title).join(", "),
      paragraphs: [`We offer ${services.length} services:`],
      points: services.map((service) => service.title),
      summary: `We offer ${services.length} services.`,
      source: { label: "Services", href: paths.services },
      next: sales,
    },
    {
      id: "fact:process",
      kind: "fact",
      title: "How we work: our process",
      keywords: "process how do you work methodology steps approach agile sprints demos",
      body: processSteps.map((step) => `${step.title}. ${step.description}`).join(" "),
      paragraphs: ["Every project follows six steps, with a demo every week:"],
      points: processSteps.map((step) => `${step.number} ${step.title}`),
      summary: "Every project follows our six-step process.",
      source: { label: "Our Process", href: `${paths.services}#process` },
      next: sales,
    },
    {
      id: "fact:projects",
      kind: "fact",
      title: "Case studies and portfolio",
      keywords: "portfolio case studies projects examples previous work clients references",
      body: projects.map((project) => project.title).join(", "),
      paragraphs: ["Our case studies show what we built and what it achieved:"],
      points: projects.map((project) => `${project.title}: ${project.result}`),
      summary: "Our case studies show measured results.",
      source: { label: "Projects", href: paths.projects },
      next: sales,
    },
    {
      id: "fact:blog",
      kind: "fact",
      title: "Blog and insights",
      keywords: "blog articles insights news posts read",
      body: posts.map((post) => post.title).join(", "),
      paragraphs: ["Our latest articles:"],
      points: posts.map((post) => post.title),
      summary: "Our blog shares what we learn on projects.",
      source: { label: "Blog", href: paths.blog },
      next: talk,
    },
    {
      id: "fact:company",
      kind: "fact",
      title: `About ${site.name}`,
      keywords:
        "about company who are you founded history story how old experience size how many projects clients employees",
      body: `${founded?.description ?? ""} ${stats}`,
      paragraphs: [
        `${site.name} was founded in ${site.address.city} in ${site.foundingYear}. Today: ${stats}.`,
      ],
      summary: `We've been building software since ${site.foundingYear}.`,
      source: { label: "About us", href: paths.about },
      next: talk,
    },
    {
      id: "fact:team",
      kind: "fact",
      title: "Leadership team",
      keywords: "team leadership ceo cto founder who runs people management",
      body: team.map((member) => `${member.name}, ${member.position}`).join(". "),
      paragraphs: ["Our leadership team:"],
      points: team.map((member) => `${member.name}, ${member.position}`),
      summary: "Meet our leadership team.",
      source: { label: "Our team", href: `${paths.about}#team` },
      next: talk,
    },
    {
      id: "fact:global",
      kind: "fact",
      title: "Clients worldwide",
      keywords: "international abroad global worldwide overseas countries outside india remote",
      body: countries.join(", "),
      paragraphs: [
        `We work with clients in India and abroad, including ${countries.slice(1).join(", ")}, remotely and on site.`,
      ],
      summary: `We work with clients in ${countries.length} countries.`,
      source: { label: "Where we work", href: `${paths.home}#global-presence` },
      next: talk,
    },
    {
      id: "fact:testimonials",
      kind: "fact",
      title: "What our clients say",
      keywords: "testimonials reviews references clients say feedback ratings recommend",
      body: testimonials.map((item) => `${item.content} ${item.name}, ${item.position}`).join(" "),
      paragraphs: [
        `"${testimonials[0].content}" (${testimonials[0].name}, ${testimonials[0].position})`,
      ],
      summary: "Our clients' own words are on the home page.",
      source: { label: "Testimonials", href: `${paths.home}#testimonials` },
      next: sales,
    },
    {
      id: "fact:careers",
      kind: "fact",
      title: "Careers and open roles",
      keywords: "careers jobs hiring vacancies join work for you internship apply",
      body: "Open roles, benefits and how to apply.",
      paragraphs: ["We're growing. Our Careers page lists open roles, benefits and how to apply."],
      summary: "See our open roles.",
      source: { label: "Careers", href: paths.career },
      next: ["contact"],
    },
    {
      id: "fact:portal",
      kind: "fact",
      title: "Client portal login",
      keywords: "login log in sign in portal account password existing client",
      body: "Client portal and support for existing clients.",
      paragraphs: [
        "Existing clients: the Login page explains how to reach your portal and support.",
      ],
      summary: "Existing clients can reach their portal from the Login page.",
      source: { label: "Client login", href: paths.login },
      next: ["contact"],
    },
    {
      id: "fact:privacy",
      kind: "fact",
      title: "Privacy and cookies",
      keywords: "privacy cookies tracking personal data what do you collect keep",
      body: "No cookies, trackers or third parties.",
      paragraphs: [
        "This site uses no cookies, trackers or third parties. Your browser keeps a few small notes for it, such as your theme and this conversation (until you close the tab); what you send us is stored on our own server.",
      ],
      summary: "We use no cookies or trackers.",
      source: { label: "Privacy Policy", href: paths.privacy },
      next: ["contact"],
    },
    {
      id: "fact:handoff",
      kind: "fact",
      title: "Talk to a person",
      keywords: "human person agent representative someone real call back callback talk to team",
      body: "Leave your email and our team will follow up.",
      paragraphs: [
        "Of course. Leave your email address below and someone from our team will reply personally, usually within one business day.",
      ],
      summary: "Our team can follow up by email.",
      source: contactPage,
      next: ["handoff", "contact"],
      opensHandoff: true,
    },
  ];
}

/** Every document the chat answers from. */
export function buildDocuments(): ChatDocument[] {
  return [
    ...serviceDocuments(),
    ...projectDocuments(),
    ...postDocuments(),
    ...technologyDocuments(),
    ...faqDocuments(),
    ...factDocuments(),
  ];
}
