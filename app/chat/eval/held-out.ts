import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the fifth: questions written on 2026-11-23, before that day's second round
 * of tuning, by someone who did not read or run the chat. They are written from the site's
 * content (app/content/**, app/routes/**: services with their "and more" lists and FAQs, jobs,
 * benefits and hiring, pricing, process, regions, case studies, posts, legal pages) in the words
 * of the people who visit it: Indian and international business owners, job seekers and
 * students, with paraphrases, typos, short keywords, Hinglish, long questions and multi-part
 * ones, plus questions the site cannot answer and off-topic ones. Each expectation is the page
 * that says the answer, not what the chat answers; none repeats a wording of the tuning set.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // Unreachable: details deep in service pages, jobs, legal pages, posts and case studies.
  {
    q: "can our business team build their own reports without asking IT every single time",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "how do you decide which of our apps to move as-is and which ones to just shut down",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  {
    q: "can you measure how often we deploy and how long fixes take, to find where we're slow",
    cls: "unreachable",
    expect: "/services/devops",
  },
  {
    q: "will we get test builds on testflight while the app is being built",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  { q: "when do salary hikes happen at nexora", cls: "unreachable", expect: "/career" },
  {
    q: "is the on-call for the cloud engineer role paid",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer|/career",
  },
  {
    q: "does this chat send what I type to openai or some outside server",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "how many hours do we get to report a breach to cert-in",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  { q: "have you built anything on hl7 fhir", cls: "unreachable", expect: "/projects/healthcare" },
  { q: "what was the very first project nexora ever did", cls: "unreachable", expect: "/about" },
  {
    q: "we want e-signatures on our agreements instead of sending papers by courier",
    cls: "unreachable",
    expect: "/services/digital-transformation",
  },
  {
    q: "if i unsubscribe from your newsletter do you still keep my email",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "how long was the database switch-over window in your logistics migration",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "for the remote jobs do i have to live in india or could i work from dubai",
    cls: "unreachable",
    expect: "/career",
  },

  // Long: the key words buried in a long message.
  {
    q: "hello sir, we are a cooperative bank with around 18 branches in chhattisgarh and the RBI inspection last year pointed out several gaps in how our staff log in and who can see what, my chairman has asked me to find a firm that can properly fix access control before the next inspection",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I'm writing on behalf of my uncle who owns three petrol pumps and a small transport business near sagar, he's old school and keeps everything in ledgers, but my cousins and I think we could save a lot of time if the daily sales, tanker deliveries and driver payments were all in one simple system that we can see on our phones",
    cls: "long",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "we're a two-person edtech startup from hyderabad, we already have paying schools using our product but the whole thing was built by a freelancer in a hurry and now every new school we add slows everything down and breaks something else, I think we need someone to look at whether the architecture can even scale",
    cls: "long",
    expect: "/services/it-consulting|/services/software-development",
  },
  {
    q: "just to give you background, I run the IT for a group of schools and we moved to google workspace last year, but honestly the setup was done badly, teachers share passwords, nobody has two step verification and admin accounts are everywhere, could your team clean up and secure the whole workspace",
    cls: "long",
    expect: "/services/it-infrastructure|/services/cybersecurity",
  },
  {
    q: "our company has grown to about 80 people across two floors and the video calls with clients are a constant embarrassment, the mic doesn't pick up, screen sharing fails, the camera in the meeting room is from 2015, can somebody set up proper conference rooms for us",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I finished my masters in data science and have been working as an analyst at a bank in mumbai for three years writing lots of sql and some python airflow jobs, I'm from bhopal originally and would love to move back home if there's a suitable opening with your team",
    cls: "long",
    expect: "/career#data-engineer|/career",
  },
  {
    q: "we're a UK-based charity with a donor database, a website and several spreadsheets, and with all the new rules we're nervous about personal data, someone suggested we need masking, access rules and retention rules for the personal data we hold, do you help with that",
    cls: "long",
    expect: "/services/data-analytics|/services/cybersecurity",
  },
  {
    q: "okay so long story short, we launched our food delivery app six months back, it's doing fine, but users open it once and forget about it, my investors keep asking about retention and engagement, what could an agency like yours actually do about people not coming back",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we're a subsidiary of a listed company and our parent's security team now wants evidence every quarter, logs, access reviews, patch reports, all of it, and we're a small IT team of three who can't keep up with audit paperwork on top of daily work, can you keep us audit-ready",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "we have four developers and every time someone new joins it takes a week to get a service running, each team sets up its own pipelines, logs and secrets differently, and my CTO keeps saying we need some kind of golden path, what would you do here",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // Typos.
  { q: "endpint managment for compny lapotps", cls: "typo", expect: "/services/it-infrastructure" },
  {
    q: "api integation with our exsting ERP",
    cls: "typo",
    expect: "/services/software-development|/contact#faq",
  },
  {
    q: "accesibilty audt wcag 2.2",
    cls: "typo",
    expect: "/services/ui-ux-design|/services/web-development",
  },
  {
    q: "model drift monitring and retraning",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "privasy polcy", cls: "typo", expect: "/legal/privacy" },
  {
    q: "compueter vision for defect detction on production line",
    cls: "typo",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  { q: "case studys of ur past wrk", cls: "typo", expect: "/projects" },
  {
    q: "zero trst netwrk acess for remote staf",
    cls: "typo",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "typscript job hybird bhopal",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer|/career",
  },
  {
    q: "data migrtion from leagcy systm to new warehose",
    cls: "typo",
    expect: "/services/data-analytics",
  },

  // Vocabulary: visitors' words, English and Hinglish.
  {
    q: "hamare customers ke liye ek app chahiye jisse unko offers ki notification jaye",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "kya aap log company ka pura IT sambhal lete ho, monthly basis pe",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hamare pichle saal ke sales data se agle mahine ki bikri ka andaaza lag sakta hai?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/services/data-analytics|/projects/ai-analytics",
  },
  {
    q: "we want someone to try breaking into our systems before real hackers do",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "aap log app ki testing bhi karte ho ya sirf banate ho",
    cls: "vocabulary",
    expect: "/services#process|/services/software-development",
  },
  {
    q: "diwali sale mein hamari website baith jaati hai",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "one login for all our office apps instead of twenty passwords",
    cls: "vocabulary",
    expect:
      "/services/cybersecurity|/projects/security-infrastructure|/blog/cybersecurity-practices",
  },
  {
    q: "turn our hindi customer call recordings into text",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "video pe doctor se consultation wala system banaya hai kabhi?",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },
  {
    q: "roll out zoho crm to our sales team",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "do you have people who make apps look nice and easy to use",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "what's it like working there, do people get burnt out",
    cls: "vocabulary",
    expect: "/career",
  },

  // Ambiguous: bill, how long, hours, office, team, cost used in another sense.
  {
    q: "we depend on an old vb6 program for all our billing and the person who wrote it has retired",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "how long did the hospital network project take you",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "how long do you keep my chat with this bot",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "who looks after security at nexora, like the person in charge",
    cls: "ambiguous",
    expect: "/about",
  },
  { q: "any openings at your bhopal office", cls: "ambiguous", expect: "/career" },
  {
    q: "our phone bill for support calls is huge, can customers help themselves online instead",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  {
    q: "at what hours does your team watch for attacks on our systems",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "how big is the team on a time and materials project",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "minimum how long do we have to keep a dedicated team",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "what's the address of your rss feed", cls: "ambiguous", expect: "/blog|/sitemap" },

  // Multi-part questions.
  {
    q: "do you run user interviews and usability tests, and what's the price range for a fixed price project",
    cls: "multi",
    expect: "/services/ui-ux-design & /services#pricing",
  },
  {
    q: "which certifications would help me get your security analyst job, and who founded nexora",
    cls: "multi",
    expect: "/career#security-analyst|/career & /about",
  },
  {
    q: "kya aap react native mein app banate ho aur aapka email kya hai",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "do you have clients in the netherlands and what did the e-commerce project achieve",
    cls: "multi",
    expect: "/#global-presence & /projects/ecommerce-platform",
  },
  {
    q: "do you work with dbt and snowflake, and is your ISO certificate current",
    cls: "multi",
    expect: "/services/data-analytics|/projects/ai-analytics & /|/about",
  },
  {
    q: "what's the learning budget for staff, and is your office open on saturdays",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "can you write our terraform, and have you done security work for a fintech",
    cls: "multi",
    expect: "/services/devops|/services/cloud-solutions & /projects/security-infrastructure",
  },
  {
    q: "what is your company's mission, and what do your clients say about working with you",
    cls: "multi",
    expect:
      "/about & /|/projects/cloud-migration|/projects/ecommerce-platform|/projects/security-infrastructure|/projects/healthcare|/projects/ai-analytics",
  },
  {
    q: "interview ke baad result kitne din mein aata hai aur product designer ki salary kya hai",
    cls: "multi",
    expect: "/career & /career#product-designer|/career",
  },
  {
    q: "can you build a flutter app for us and also do seo for our website",
    cls: "multi",
    expect: "/services/mobile-development & /services/web-development",
  },
  {
    q: "what help do you give for dpdp act compliance, and where is your office",
    cls: "multi",
    expect: "/services/cybersecurity|/services/data-analytics|/services/cloud-solutions & /contact",
  },

  // Unanswerable: plausible, but the site does not say.
  { q: "what is the maternity leave policy at nexora", cls: "unanswerable", expect: "fallback" },
  { q: "how many patents does nexora hold", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you write embedded firmware for iot sensors",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is your rating on clutch", cls: "unanswerable", expect: "fallback" },
  { q: "what's your employee attrition rate", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you build a VR headset training simulator for our factory workers",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do employees get ESOPs", cls: "unanswerable", expect: "fallback" },
  { q: "do you build quantum computing solutions", cls: "unanswerable", expect: "fallback" },
  {
    q: "exactly how many of your engineers are aws certified",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will nexora sponsor an h1b visa so i can work in the us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what is the name of the hospital chain in your healthcare case study",
    cls: "unanswerable",
    expect: "fallback",
  },

  // Off-topic.
  {
    q: "is there a traffic jam on vip road in bhopal this evening",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "kohli ne kal kitne run banaye", cls: "off-topic", expect: "fallback" },
  { q: "how do i make masala chai without milk", cls: "off-topic", expect: "fallback" },
  {
    q: "help me write a leave application to my school principal",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "goa or manali, which is better for a honeymoon", cls: "off-topic", expect: "fallback" },
  { q: "how many planets are there in the solar system", cls: "off-topic", expect: "fallback" },
];
