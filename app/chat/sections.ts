/**
 * Everything the site says, as sections the chat can cite: a page, or a heading within it, with
 * its address (and anchor where the page has one). Built from the same content modules the pages
 * render (services, case studies, posts' Markdown, careers, process, regions, FAQ, company facts,
 * pricing, legal pages), so new content is answerable without touching the chat, and an answer
 * never disagrees with the page it cites. Loaded with the chat panel, never with the first view.
 */
import {
  careersEmail,
  roles,
  benefits,
  hiringSteps,
  roleLocationLabel,
  salaryLabel,
} from "~/content/careers";
import { claims, inWords, milestones, mission, values, vision } from "~/content/company";
import { faq } from "~/content/faq";
import { nextSteps } from "~/content/next-steps";
import { postCategories } from "~/content/post";
import { discoveryPhase, engagementModels, formatRange, pricesNote } from "~/content/pricing";
import { processSteps } from "~/content/process";
import type { ProjectReading } from "~/content/project-entries";
import { projects } from "~/content/projects";
import { regions } from "~/content/regions";
import type { ServiceEntry } from "~/content/service-entries";
import { services, type Service } from "~/content/services";
import { team } from "~/content/team";
import { testimonialForProject, testimonials } from "~/content/testimonials";
import { reasons } from "~/content/why-choose";
import { type PickedPage, withPages } from "~/content/with-pages";
import { budgetRanges } from "~/forms/options";
import { fullAddress, paths, site } from "~/site";
import { slugFromFile } from "~/text";
import type { ChatLink, NextStep } from "./conversation";
import { lead } from "./fold";

export type Section = {
  /** Unique and stable: "service:cloud-solutions:faq:1". */
  id: string;
  /** Searched with the most weight: the heading, or the question a FAQ answers. */
  title: string;
  /**
   * Searched with more weight than the text: the page's own name and words for its topic (stop
   * words, "how", "you", "team", are dropped before the search: they need not be written).
   */
  keywords: string;
  /** Searched with normal weight. */
  text: string;
  /** The answer, in short paragraphs… */
  paragraphs: string[];
  /** …and a short list under them. */
  points?: readonly string[];
  source: ChatLink;
  next: NextStep[];
  /** Asking for this opens the hand-off form ("Can I talk to a person?"). */
  handoff?: boolean;
  /**
   * A fact about the company answered only when an intent asks for it ("what is your GST
   * number?"), never found by search: "help with GST registration" is not a question about it.
   */
  intentOnly?: boolean;
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

/** A section whose answer is all it says: searched in the words it answers with. */
const said = (answer: string) => ({ text: answer, paragraphs: [answer] });
/** A list of items with a title and a description (steps, benefits), as the text searched… */
const described = (items: readonly { title: string; description: string }[]) =>
  items.map((item) => `${item.title}. ${item.description}`).join(" ");
/** …and as an answer's points. */
const describedPoints = (items: readonly { title: string; description: string }[]) =>
  items.map((item) => `${item.title}: ${item.description}`);

const contactLink: ChatLink = { label: "Contact", href: paths.contact };
const faqLink: ChatLink = { label: "FAQ", href: `${paths.contact}#faq` };
const pricingLink: ChatLink = { label: "How we price", href: paths.pricing };

/**
 * A service or case study as the chat reads it: its page's fields, and in place of its body (which
 * the chat searches, never quotes) only the words the search keeps (the Markdown plugin's
 * `&body=words`).
 */
export type ChatService = Omit<ServiceEntry, "overviewHtml"> & { overviewWords: string };
export type ChatProject = Omit<ProjectReading, "challengeHtml"> & { challengeWords: string };

const serviceEntries = withPages<Service, ChatService>(
  // (a service's card keywords are the card's; its page's, if any, are the chat's)
  services.map((service) => ({ ...service, keywords: [] })),
  import.meta.glob<PickedPage>("./*.md", {
    base: "../content/services",
    eager: true,
    import: "page",
    query: {
      pick: "capabilities,steps,technologies,faqs,keywords",
      body: "words",
      // (…its body less the terms the service's own section has already: a repeat moves its
      // rank little, and the chat downloads it)
      known: "title,description,features,keywords",
      records: "",
    },
  }),
  "overviewWords",
);

const projectReadings = withPages<(typeof projects)[number], ChatProject>(
  projects,
  import.meta.glob<PickedPage>("./*.md", {
    base: "../content/projects",
    eager: true,
    import: "page",
    // (the approach's steps are quoted by title, their descriptions only searched)
    query: {
      pick: "approach,technologies,results",
      searched: "approach.description",
      body: "words",
      known: "title,description,technologies,client",
      records: "",
    },
  }),
  "challengeWords",
);

/** The sections of each service: by default the site's own. */
export function serviceSections(entries: readonly ChatService[] = serviceEntries): Section[] {
  return entries.flatMap((service) => {
    const page = paths.service(service.slug);
    const source = { label: service.title, href: page };
    const name = `${service.title} service`;
    return [
      {
        id: `service:${service.slug}`,
        title: service.title,
        // A "do you build…?" question about the subject lands on the service's own page.
        keywords: `${[...service.features, ...service.keywords].join(" ")} build develop make create offer`,
        text: `${service.description} ${service.overviewWords}`,
        paragraphs: [`Yes: ${service.title}. ${service.description}`],
        points: service.features,
        source,
        next: sales,
      },
      ...service.capabilities.map((capability, index) => ({
        id: `service:${service.slug}:more:${index}`,
        title: capability.title,
        keywords: name,
        text: capability.description,
        paragraphs: [
          `Yes, as part of ${service.title}: ${capability.title}. ${capability.description}`,
        ],
        source: { label: service.title, href: `${page}#overview` },
        next: sales,
      })),
      {
        id: `service:${service.slug}:delivery`,
        title: `How we deliver ${service.title}`,
        keywords: "steps process engagement",
        text: described(service.steps),
        paragraphs: [`How we deliver ${service.title}, step by step:`],
        points: describedPoints(service.steps),
        source: { label: `${service.title}: how we deliver`, href: `${page}#delivery` },
        next: sales,
      },
      {
        id: `service:${service.slug}:tools`,
        title: `${service.title} tools and technologies`,
        keywords: "stack platforms",
        text: service.technologies.join(", "),
        paragraphs: [
          `For ${service.title} we typically work with ${service.technologies.join(", ")}.`,
        ],
        source: { label: service.title, href: `${page}#technologies-title` },
        next: sales,
      },
      ...service.faqs.map((item, index) => ({
        id: `service:${service.slug}:faq:${index}`,
        title: item.question,
        keywords: name,
        ...said(item.answer),
        source: { label: `${service.title}: questions`, href: `${page}#questions-title` },
        next: sales,
      })),
    ];
  });
}

/** The sections of each case study: by default the site's own. */
export function projectSections(
  entries: readonly ChatProject[] = projectReadings,
  serviceList: readonly Service[] = services,
): Section[] {
  return entries.flatMap((project) => {
    const page = paths.project(project.slug);
    const source = { label: `Case study: ${project.title}`, href: page };
    const results = project.results.map((result) => `${result.value} ${result.label}`).join(", ");
    const serviceNames = project.services
      .map((slug) => serviceList.find((service) => service.slug === slug)?.title)
      .join(" ");
    return [
      {
        id: `project:${project.slug}`,
        title: project.title,
        // (…and the client the page quotes, by its name: "Harbourline's migration")
        keywords: `case study ${project.category} ${serviceNames} ${project.client} ${testimonialForProject(project.slug)?.company ?? ""}`,
        text: `${project.description} ${project.challengeWords} ${project.technologies.join(" ")}`,
        paragraphs: [
          `Yes, for example our case study "${project.title}": ${project.description}`,
          // (…with how long it took, unless the result says so: "Certified to ISO 27001 in 7 months")
          `${project.client}. Result: ${project.result.endsWith(project.duration) ? project.result : `${project.result}, in ${project.duration}`}.`,
        ],
        source,
        next: sales,
      },
      {
        id: `project:${project.slug}:approach`,
        title: `${project.title}: our approach`,
        keywords: `case study ${project.category}`,
        text: `${described(project.approach)} ${results}`,
        paragraphs: [`Measured results in "${project.title}": ${results}. How we did it:`],
        points: project.approach.map((step) => step.title),
        // (the page shows the results first, then the story)
        source: { label: `Case study: ${project.title}`, href: `${page}#results-title` },
        next: sales,
      },
    ];
  });
}

/**
 * A legal document or a post as the chat reads it (the Markdown plugin's `?text`): the front
 * matter it names, the words of its text before the first heading, and a part per heading, each
 * quoted by its first sentences as written (`&lead=`), the rest only the words the chat searches.
 */
export type TextPage<FrontMatter> = {
  frontmatter: FrontMatter;
  intro: string;
  sections: readonly { id: string; title: string; text: string }[];
};

/** A post as the chat reads it: its title, excerpt, author and category, and its text. */
export type PostText = TextPage<{
  title: string;
  excerpt: string;
  author: string;
  category: string;
}>;

const postTexts = import.meta.glob<PostText>("./*.md", {
  base: "../content/posts",
  query: "?text&lead=2&pick=title,excerpt,author,category&records",
  import: "text",
  eager: true,
});

/** The sections of each post: by default the site's own, or any file name → its text. */
export function postSections(files: Record<string, PostText> = postTexts): Section[] {
  return Object.entries(files).flatMap(([file, { frontmatter: post, intro, sections }]) => {
    const slug = slugFromFile(file);
    const page = paths.post(slug);
    return [
      {
        id: `post:${slug}`,
        title: post.title,
        keywords: "article blog",
        text: `${post.excerpt} ${intro} ${post.author}`,
        paragraphs: [`Our article "${post.title}", by ${post.author}: ${post.excerpt}`],
        source: { label: post.title, href: page },
        next: talk,
      },
      ...sections.map((section) => ({
        id: `post:${slug}:${section.id}`,
        title: section.title,
        keywords: post.title,
        text: section.text,
        paragraphs: [`From our article "${post.title}", "${section.title}": ${lead(section.text)}`],
        source: { label: post.title, href: `${page}#${section.id}` },
        next: talk,
      })),
    ];
  });
}

/**
 * The site's own lists: the blog with the feed that announces new articles, each category's page
 * of articles ("all your posts about cloud"), and the sitemap.
 */
function listSections(): Section[] {
  const posts = Object.values(postTexts).map(({ frontmatter }) => frontmatter);
  return [
    {
      id: "posts",
      title: "RSS feed",
      keywords: "subscribe feeds reader url link posts articles",
      // (found by its own words alone: an article's title asks for the article)
      text: "",
      paragraphs: [`Our articles; the RSS feed, ${paths.blogFeed}, announces new ones:`],
      points: posts.map((post) => post.title),
      source: { label: "Blog", href: paths.blog },
      next: talk,
    },
    ...postCategories.map(({ name, slug, lead: opening }) => ({
      id: `blog:${slug}`,
      title: `${name} articles`,
      keywords: "all blog posts category",
      text: opening,
      paragraphs: [`Our ${name} articles: ${opening}`],
      points: posts.flatMap((post) => (post.category === name ? [post.title] : [])),
      source: { label: `Blog: ${name}`, href: paths.blogCategory(slug) },
      next: talk,
    })),
    {
      id: "sitemap",
      title: "Sitemap",
      keywords: "pages list links",
      ...said("The sitemap lists every page of this website."),
      source: { label: "Sitemap", href: paths.sitemap },
      next: talk,
    },
  ];
}

function careerSections(): Section[] {
  const page = paths.career;
  const roleList = roles.map((role) => `${role.title} (${roleLocationLabel(role)})`);
  const remote = benefits.find((benefit) => /remote/i.test(benefit.title))?.description ?? "";
  return [
    {
      id: "careers",
      title: "Careers: open roles and jobs",
      keywords: "jobs hiring vacancies join work",
      text: roles.map((role) => role.title).join(" "),
      paragraphs: [`We're hiring. Open roles right now:`],
      points: roleList,
      source: { label: "Careers: open roles", href: `${page}#open-roles` },
      next: [],
    },
    ...roles.map((role) => ({
      id: `careers:${role.slug}`,
      title: role.title,
      keywords: `${role.team} job role opening ${role.workplace} salary pay experience`,
      text: `${role.summary} ${role.requirements.join(" ")} ${role.responsibilities.join(" ")}`,
      paragraphs: [
        `${role.title}: ${roleLocationLabel(role)}, ${salaryLabel(role.salary)}, ${role.experience} of experience. ${role.summary}`,
        `Apply by email to ${careersEmail} with "Application: ${role.title}" as the subject.`,
      ],
      source: { label: `Careers: ${role.title}`, href: `${page}#${role.slug}` },
      next: [] as NextStep[],
    })),
    {
      id: "careers:salary",
      title: "Salary bands and pay for each role",
      keywords: "ranges lakh remote hybrid on-site",
      text: "Salary ranges are published with every role and reviewed each April.",
      paragraphs: ["Every role publishes its pay band (yearly, before tax) and where it is based:"],
      points: roles.map(
        (role) => `${role.title}: ${salaryLabel(role.salary)}, ${roleLocationLabel(role)}`,
      ),
      source: { label: "Careers: open roles", href: `${page}#open-roles` },
      next: [],
    },
    {
      id: "careers:remote",
      title: "Remote and hybrid roles",
      keywords: "work home anywhere india",
      text: remote,
      paragraphs: [remote, "Roles by workplace:"],
      points: roles.map((role) => `${role.title}: ${roleLocationLabel(role)}`),
      source: { label: "Careers: open roles", href: `${page}#open-roles` },
      next: [],
    },
    {
      id: "careers:benefits",
      title: "Benefits of working with us",
      keywords: "perks employees staff",
      text: described(benefits),
      paragraphs: ["What people who work here get:"],
      points: describedPoints(benefits),
      source: { label: "Careers: why work with us", href: `${page}#why-work-with-us` },
      next: [],
    },
    {
      id: "careers:hiring",
      title: "Our hiring process",
      keywords: "interview rounds steps long reply apply application offer",
      text: described(hiringSteps),
      paragraphs: ["How we hire, usually two to three weeks from application to offer:"],
      points: hiringSteps.map((step) => `${step.title} (${step.duration}): ${step.description}`),
      source: { label: "Careers: hiring process", href: `${page}#hiring-process` },
      next: [],
    },
    {
      id: "careers:apply",
      title: "How to apply for a job",
      keywords: "apply application cv resume email careers inbox open application",
      ...said(
        `Apply by email, no portal and no forms: write to ${careersEmail} with "Application: <role title>" as the subject, and attach your CV or portfolio. A person on our hiring team reads every application and replies within five working days. No matching role? Send an open application.`,
      ),
      source: { label: "Careers: how to apply", href: `${page}#how-to-apply` },
      next: [],
    },
  ];
}

function companySections(): Section[] {
  const about = paths.about;
  return [
    {
      id: "company:history",
      title: `About ${site.name}: our story and history`,
      keywords: "company founded established since years old",
      text: milestones
        .map((milestone) => `${milestone.year} ${milestone.title}. ${milestone.description}`)
        .join(" "),
      paragraphs: [
        `${site.name} was founded in ${site.address.city} in ${site.foundingYear}, and has been ${claims.experience}.`,
      ],
      points: milestones.map((milestone) => `${milestone.year}: ${milestone.title}`),
      source: { label: "Our story", href: `${about}#story` },
      next: talk,
    },
    {
      id: "company:size",
      title: "Company size: team, projects and clients",
      keywords: "size big engineers specialists employees staff people projects clients",
      ...said(`We're ${claims.team}, with ${claims.projects} completed for ${claims.clients}.`),
      source: { label: "About us", href: `${about}#story` },
      next: talk,
    },
    {
      id: "company:team",
      title: "Leadership team",
      keywords: "ceo founder cto director head runs management role background",
      // (with the city each works from, as their cards show it: "is your security head in pune")
      text: team
        .map((member) => `${member.name}, ${member.position}, ${member.city}. ${member.bio}`)
        .join(" "),
      paragraphs: ["Our leadership team:"],
      points: team.map((member) => `${member.name}, ${member.position} (${member.city})`),
      source: { label: "Our team", href: `${about}#team` },
      next: talk,
    },
    {
      id: "company:mission",
      title: "Mission, vision and values",
      keywords: "believe",
      text: `${mission.description} ${vision.description} ${values.map((value) => `${value.title}. ${value.description}`).join(" ")}`,
      paragraphs: [mission.description, vision.description],
      source: { label: "Mission and vision", href: `${about}#mission` },
      next: talk,
    },
    {
      id: "company:certification",
      title: "Certification: ISO 27001",
      keywords: "certified standard",
      ...said(`We are ${claims.certification}.`),
      source: { label: "Our story", href: `${about}#story` },
      next: talk,
      intentOnly: true,
    },
    {
      id: "company:registration",
      title: "Company registration: legal name, CIN and GSTIN",
      keywords: "registered gst number details",
      ...said(
        `${site.legalName}: ${site.registration.map((entry) => `${entry.label} ${entry.value}`).join(", ")}.`,
      ),
      // Shown in every page's footer; the contact page is where people look for it.
      source: { label: "Company details", href: paths.contact },
      next: talk,
      intentOnly: true,
    },
    {
      id: "company:regions",
      title: "Where our clients are: regions and countries",
      keywords: `regions countries international abroad global worldwide clients around world ${regions.map((region) => `${region.name} ${region.countries}`).join(" ")}`,
      text: regions.map((region) => `${region.name}: ${region.countries}`).join(". "),
      paragraphs: [
        `Our engineers work from ${site.address.city}, and we deliver for clients in ${claims.regionCount}:`,
      ],
      points: regions.map((region) => `${region.name}: ${region.countries}`),
      source: { label: "Global presence", href: `${paths.home}#global-presence` },
      next: talk,
    },
    {
      id: "company:why",
      title: `Why choose ${site.shortName}`,
      keywords: "reasons different apart unique better freelancer",
      text: reasons.map((reason) => `${reason.title}. ${reason.detail}`).join(" "),
      paragraphs: [`Why clients choose ${site.shortName}:`],
      points: reasons.map((reason) => `${reason.title}: ${reason.detail}`),
      source: { label: `Why choose ${site.shortName}`, href: `${paths.home}#why-nexora` },
      next: sales,
      // (its words, "choose", "better", are everyday ones: search would find it for any question)
      intentOnly: true,
    },
    {
      id: "company:services",
      title: "Our services: what we do",
      keywords: "services offer capabilities list",
      text: services.map((service) => service.title).join(", "),
      paragraphs: [`We offer ${services.length} services:`],
      points: services.map((service) => service.title),
      source: { label: "Services", href: paths.services },
      next: sales,
    },
    {
      id: "company:projects",
      title: "Case studies and portfolio",
      keywords: "portfolio case studies projects examples previous work references",
      text: projects.map((project) => project.title).join(", "),
      paragraphs: ["Our case studies show what we built and what it achieved:"],
      points: projects.map((project) => `${project.title}: ${project.result}`),
      source: { label: "Projects", href: paths.projects },
      next: sales,
    },
    {
      id: "company:testimonials",
      title: "What our clients say",
      keywords: "testimonials reviews feedback",
      text: testimonials.map((entry) => entry.content).join(" "),
      paragraphs: ["In their own words:"],
      points: testimonials.map((entry) => `"${entry.content}" (${entry.position})`),
      source: { label: "What our clients say", href: `${paths.home}#testimonials` },
      next: sales,
    },
  ];
}

function processSections(): Section[] {
  return [
    {
      id: "process",
      title: "Our process: how we work, step by step",
      keywords: `steps ${inWords(processSteps.length)} methodology approach phases`,
      text: described(processSteps),
      paragraphs: [`Every project runs through ${inWords(processSteps.length)} steps:`],
      points: processSteps.map((step) => `${step.number} ${step.title}: ${step.outcome}`),
      source: { label: "Our process", href: `${paths.services}#process` },
      next: sales,
    },
    ...processSteps.map((step) => ({
      id: `process:${step.number}`,
      title: step.title,
      keywords: "process step",
      text: `${step.description} ${step.outcome}`,
      paragraphs: [`Step ${step.number}, ${step.title}: ${step.description}`],
      source: { label: "Our process", href: `${paths.services}#process` },
      next: sales,
    })),
  ];
}

function faqSections(): Section[] {
  return faq.map((item, index) => ({
    id: `faq:${index}`,
    title: item.question,
    keywords: "faq",
    ...said(item.answer),
    source: faqLink,
    next: /pric|how long/i.test(item.question) ? sales : talk,
  }));
}

function pricingSections(): Section[] {
  const models = [discoveryPhase, ...engagementModels];
  const line = (model: (typeof models)[number]) => {
    const price = formatRange(model.range);
    return `${model.title}: ${price.inr} (${price.usd}) ${price.per}, typically ${model.duration}.`;
  };
  return [
    {
      id: "pricing",
      title: "Pricing and engagement models",
      keywords: "price cost rates range budget fixed scope time materials dedicated",
      text: `${faq.find((item) => /pricing/i.test(item.question))?.answer ?? ""} ${models.map((model) => model.summary).join(" ")}`,
      paragraphs: [
        "Every engagement starts with a short, fixed-price discovery phase; then you choose how to work with us. Typical ranges:",
      ],
      points: models.map(line),
      source: pricingLink,
      next: sales,
    },
    ...models.map((model) => ({
      id: `pricing:${model.id}`,
      title: `${model.title} pricing`,
      // (its name joined too, as a visitor's "fixed-price" is searched)
      keywords: `price cost engagement model ${model.id.replaceAll("-", "")} ${model.bestFor}`,
      text: `${model.summary} ${model.includes.join(" ")}`,
      paragraphs: [`${line(model)} ${model.summary}`],
      // (what it includes answers "how much notice to scale down", "do we keep the same people")
      points: model.includes,
      source: pricingLink,
      next: sales,
    })),
    {
      id: "pricing:tax",
      // (found by its title, the note's first words: its currencies are no exchange rate)
      title: "Prices exclude GST",
      keywords: "tax inclusive",
      text: "",
      paragraphs: [pricesNote],
      source: pricingLink,
      next: sales,
    },
    {
      id: "pricing:quote",
      title: "Get a quote",
      keywords: "quotation estimate proposal budget start project hire",
      text: `Budget ranges: ${budgetRanges.map((range) => range.label).join(", ")}.`,
      paragraphs: [
        `Tell us about your project in the Get a Quote form: the type of project, a short description and your budget range (from ${budgetRanges[0].label} to ${budgetRanges.at(-1)?.label}). We reply with an itemised proposal within one business day.`,
      ],
      source: { label: "Get a Quote", href: paths.quotation },
      next: sales,
    },
  ];
}

function contactSections(): Section[] {
  return [
    {
      id: "contact:hours",
      title: "Opening hours",
      keywords: "open timings closed weekdays weekend saturday sunday",
      text: site.hours.map((entry) => `${entry.days} ${entry.hours}`).join(". "),
      paragraphs: [`We're open ${hoursSentence()} (India Standard Time).`],
      source: contactLink,
      next: talk,
    },
    {
      id: "contact:address",
      title: "Office address and directions",
      keywords: "location located visit walk appointment meeting map find based city",
      text: `${fullAddress}. On Hoshangabad Road, south-east of the Upper Lake.`,
      paragraphs: [
        `Our office is at ${fullAddress}, south-east of the Upper Lake. You're welcome to visit during opening hours: ${hoursSentence()}.`,
      ],
      source: contactLink,
      next: talk,
    },
    {
      id: "contact:phone",
      title: "Phone number",
      keywords: "call telephone mobile",
      text: `Call ${site.phone}`,
      paragraphs: [`Call us on ${site.phone}, ${hoursSentence()}.`],
      source: contactLink,
      next: talk,
    },
    {
      id: "contact:email",
      title: "Email address",
      keywords: "mail write",
      text: `Email ${site.email}`,
      paragraphs: [`Write to ${site.email}: we answer every message within one business day.`],
      source: contactLink,
      next: talk,
    },
    {
      id: "contact:form",
      title: "Contact us",
      keywords: "touch reach message form enquiry",
      ...said(
        `Send us a message with the contact form, call ${site.phone} or email ${site.email}. We answer within one business day.`,
      ),
      source: contactLink,
      next: talk,
    },
    {
      id: "contact:next-steps",
      title: "What happens after you send a message",
      keywords: "enquiry form submit reply",
      text: described(nextSteps),
      paragraphs: ["After you send us a message:"],
      points: describedPoints(nextSteps),
      source: { label: "What happens next", href: `${paths.contact}#next-steps` },
      next: talk,
    },
    {
      id: "contact:person",
      title: "Talk to a person",
      keywords: "person human call back",
      text: "Leave your email and our team will follow up.",
      paragraphs: [
        "Of course. Leave your email address below and someone from our team will reply personally, usually within one business day.",
      ],
      source: contactLink,
      next: ["handoff", "contact"],
      handoff: true,
    },
    {
      id: "support:hours",
      title: "Support hours and urgent incidents",
      keywords: "support hours urgent incidents priority line critical",
      ...said(claims.supportLong),
      source: { label: "Client login and support", href: paths.login },
      next: talk,
    },
  ];
}

function portalSections(): Section[] {
  return [
    {
      id: "portal",
      title: "Client login and project portal",
      keywords:
        "login log sign portal account password forgot reset existing clients workspace expired track files payments download",
      ...said(
        `Existing clients follow their projects in a private portal, a secure workspace with the plan, progress, documents and invoices: your project manager invites each person at kick-off, and you sign in with your work email. Lost your invitation? Email ${site.email} from your work address and we'll send it again. This website has no accounts and never asks for your password.`,
      ),
      source: { label: "Client login", href: paths.login },
      next: ["contact"],
      // Found by search, "password" would answer for any account a visitor has.
      intentOnly: true,
    },
  ];
}

/**
 * The legal documents as text (the Markdown plugin's `?text`), past the three sentences an answer
 * quotes only the words the chat searches (`&lead=3`, `indexText`), placeholders filled.
 */
const legalTexts = import.meta.glob<TextPage<{ title: string }>>("./*.md", {
  base: "../content/legal",
  query: "?text&lead=3&pick=title&records",
  import: "text",
  eager: true,
});

/** The sections of each legal document: by default the site's own, or any file name → its text. */
export function legalSections(
  files: Record<string, TextPage<{ title: string }>> = legalTexts,
): Section[] {
  return Object.entries(files).flatMap(([file, { frontmatter: document, sections }]) => {
    const slug = slugFromFile(file);
    return sections.map(({ text, ...section }) => ({
      id: `legal:${slug}:${section.id}`,
      title: section.title,
      keywords: `${document.title} legal ${slug}`,
      text,
      paragraphs: [`From our ${document.title}, "${section.title}": ${lead(text, 3)}`],
      source: { label: document.title, href: `${paths.legal(slug)}#${section.id}` },
      next: ["contact"],
    }));
  });
}

/** Every section the chat answers from. */
export function buildSections(): Section[] {
  return [
    ...serviceSections(),
    ...projectSections(),
    ...postSections(),
    ...listSections(),
    ...careerSections(),
    ...companySections(),
    ...processSections(),
    ...faqSections(),
    ...pricingSections(),
    ...contactSections(),
    ...portalSections(),
    ...legalSections(),
  ];
}
