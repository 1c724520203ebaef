import type { EvalQuestion } from "./questions";

/**
 * The held-out set: 65 questions written on 2026-11-23, after the previous held-out set was
 * scored and moved into `questions.ts`, and before any further change to the chat. They are
 * written from the site's content (app/content/**, app/routes/**: services with their "and more"
 * lists and FAQs, jobs, benefits and hiring, pricing, process, regions, case studies, posts,
 * legal pages) in the words of the people who visit it: Indian and international business
 * owners, job seekers and students, with paraphrases, typos, short keywords, Hinglish and
 * multi-part questions. Each expectation is the page that says the answer, not what the chat
 * answers today; none repeats a wording of the tuning set.
 *
 * It is scored by `run.ts --held-out` and `eval.test.ts`; neither prints its questions, and it is
 * never used to change the chat. Its one run after that round of tuning (2026-11-23, chat as of
 * commit f457429): 42/67 (62.7 %), 3 confident wrong answers to unanswerable or off-topic
 * questions. Now that it has been scored it is no longer held out: move it into `questions.ts`
 * and write a new one before the next round of tuning.
 */
export const heldOut: readonly EvalQuestion[] = [
  // Unreachable: details deep in service pages, jobs, legal pages.
  {
    q: "do you do disaster recovery drills so we know we can restore after an outage",
    cls: "unreachable",
    expect:
      "/services/cloud-solutions|/services/it-infrastructure|/blog/cloud-trends|/blog/cybersecurity-practices",
  },
  {
    q: "can you put a hindi speaking chat assistant on our website for customers",
    cls: "unreachable",
    expect: "/services/ai-machine-learning|/services/digital-transformation",
  },
  { q: "canary releases with automatic rollback", cls: "unreachable", expect: "/services/devops" },
  {
    q: "will i get feedback if you reject me after the interview",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "do you pay for certifications and courses for your staff",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "can I get a copy of all the personal data you have about me",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "is the text on your website copyrighted, can i reuse it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how do you lock company laptops remotely when someone loses one",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "before we invest in a startup can you check how good their code and tech team are",
    cls: "unreachable",
    expect: "/services/it-consulting",
  },
  {
    q: "can our customers see their own dashboards inside our app",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },

  // Long questions.
  {
    q: "hi there, we are a small NGO in pune working with schools, and our donors keep asking for reports on how many kids attend each week, right now it's all in google sheets that different volunteers edit, could you set up something cleaner",
    cls: "long",
    expect: "/services/data-analytics|/services/digital-transformation",
  },
  {
    q: "my brother and I run a courier business with about 40 delivery boys and we want them to mark deliveries on their phones with a photo and location, even in areas with bad signal, is that something you'd build",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we're a US based startup with a small in-house team looking for an offshore partner in india who can give us a few dedicated engineers for at least a year, how does that usually work with you",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "a consultant told us our aws account is wide open, public buckets and admin keys lying around everywhere, can you check our cloud configuration properly and fix it",
    cls: "long",
    expect: "/services/cybersecurity|/services/cloud-solutions|/projects/security-infrastructure",
  },
  {
    q: "a big client just told us our app doesn't work for blind users with screen readers and we must fix it before the contract renewal, do you do that kind of review",
    cls: "long",
    expect: "/services/ui-ux-design|/services/web-development",
  },
  {
    q: "we are opening three new branches in madhya pradesh next year and will need someone to come and fix computers and network problems in person, not just over the phone, do you go to other cities",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "my boss read about generative AI and now wants us to 'do something with AI' this quarter but none of us knows what, is there any guidance on where to actually begin",
    cls: "long",
    expect: "/blog/future-of-ai|/services/ai-machine-learning",
  },
  {
    q: "we pay a fortune every year to an old vendor for a clunky on-premise ERP and want to switch to something like odoo or zoho without losing ten years of data, can your team handle that",
    cls: "long",
    expect: "/services/digital-transformation|/services/data-analytics",
  },

  // Typos.
  {
    q: "securty awarness traning for staff",
    cls: "typo",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "flutter devlopers for a cross platfrom app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "data warehuse or just postgress?", cls: "typo", expect: "/services/data-analytics" },
  {
    q: "infrastucture as cod with terraform",
    cls: "typo",
    expect: "/services/devops|/services/cloud-solutions",
  },
  { q: "ux audt of our exsisting app", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "pls share complete adress with pincode", cls: "typo", expect: "/contact" },
  { q: "salery for senoir full stack engneer", cls: "typo", expect: "/career" },
  { q: "discovary phase cost", cls: "typo", expect: "/services#pricing" },
  {
    q: "digtal trasformation for manufacturing compny",
    cls: "typo",
    expect: "/services/digital-transformation",
  },

  // Visitors' words, English and Hinglish.
  {
    q: "hamare liye ek mobile app bana sakte ho kya",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "mujhe apne restaurant ke liye website chahiye",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "aapka office kitne baje khulta hai", cls: "vocabulary", expect: "/contact" },
  {
    q: "kya aap log hacking se data bachane ka kaam karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "tally se reports automatically ban sakti hai kya",
    cls: "vocabulary",
    expect: "/services/data-analytics|/services/software-development",
  },
  { q: "any openings for someone who knows react and node", cls: "vocabulary", expect: "/career" },
  { q: "clients in singapore or malaysia?", cls: "vocabulary", expect: "/#global-presence" },
  {
    q: "we need an outsourced IT guy to look after our office computers",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "logo and colour scheme for my startup",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },

  // One ambiguous word that must not pick the wrong topic.
  { q: "the discovery phase, how many weeks is it usually", cls: "ambiguous", expect: "/services" },
  { q: "how many hours is the practical interview", cls: "ambiguous", expect: "/career" },
  {
    q: "the electricity bill for our server room is crazy, should we move to the cloud",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "since when are you iso certified", cls: "ambiguous", expect: "/about" },
  { q: "what are the core working hours for employees", cls: "ambiguous", expect: "/career" },
  {
    q: "how long will you keep supporting our app after it goes live",
    cls: "ambiguous",
    expect: "/contact#faq|/services#pricing",
  },
  {
    q: "what happens if the cloud move goes wrong halfway, can you undo it",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "where do you keep the data from your enquiry forms, india or abroad",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how big was the hospital project you did",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },

  // Multi-part questions.
  {
    q: "do you do power bi dashboards and how soon can we see the first one",
    cls: "multi",
    expect: "/services/data-analytics & /services/data-analytics",
  },
  {
    q: "what's your address and till what time are you open on weekdays",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "are there remote jobs for designers? how do i apply",
    cls: "multi",
    expect: "/career & /career",
  },
  {
    q: "can you build a web portal for our dealers, and what pricing models do you have",
    cls: "multi",
    expect:
      "/services/web-development|/services/software-development & /services#pricing|/contact#faq",
  },
  {
    q: "do you do penetration testing and are you ISO certified yourselves",
    cls: "multi",
    expect: "/services/cybersecurity & /about",
  },
  {
    q: "who is the founder, and how many people work there",
    cls: "multi",
    expect: "/about & /about",
  },
  {
    q: "do you make ios apps, and can you also handle the app store submission",
    cls: "multi",
    expect: "/services/mobile-development & /services/mobile-development",
  },
  {
    q: "where can i read your blog on cybersecurity; also do you offer security training for employees",
    cls: "multi",
    expect: "/blog/cybersecurity-practices & /services/cybersecurity|/blog/cybersecurity-practices",
  },

  // Unanswerable: the site does not say.
  { q: "do you build apps for smart watches", cls: "unanswerable", expect: "fallback" },
  { q: "what is the stipend for interns", cls: "unanswerable", expect: "fallback" },
  { q: "can you help us win a government tender", cls: "unanswerable", expect: "fallback" },
  { q: "do you offer a free trial month", cls: "unanswerable", expect: "fallback" },
  { q: "what's the dress code at your office", cls: "unanswerable", expect: "fallback" },
  { q: "do you develop software for ATM machines", cls: "unanswerable", expect: "fallback" },
  { q: "is your company listed on the stock exchange", cls: "unanswerable", expect: "fallback" },
  { q: "can you register a .in domain name for us", cls: "unanswerable", expect: "fallback" },
  { q: "what share of your engineers are women", cls: "unanswerable", expect: "fallback" },

  // Off-topic.
  { q: "who is the prime minister of india", cls: "off-topic", expect: "fallback" },
  { q: "kal bhopal me barish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "suggest a good laptop under 50000 for college", cls: "off-topic", expect: "fallback" },
  { q: "translate good morning into french", cls: "off-topic", expect: "fallback" },
  { q: "how to lose weight fast", cls: "off-topic", expect: "fallback" },
];
