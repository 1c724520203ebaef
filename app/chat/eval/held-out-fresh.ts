import type { EvalQuestion } from "./questions";

/**
 * A fresh held-out set of 45 questions, written blind on 2026-11-22: its author never saw the
 * chat's code, its visitor thesaurus or any of its other evaluation questions, and learnt what the
 * site says only from its content and pages. It has never been used for tuning and must not be:
 * score it, never read it while changing the chat.
 *
 * Six questions for each answerable class, five the site cannot answer and four off-topic ones,
 * in visitors' own words (Indian and international buyers, job seekers, students), not the site's.
 * Each expected page was checked against the content it cites.
 */
export const heldOutFresh: readonly EvalQuestion[] = [
  // Unreachable: details deep in service pages, jobs, legal pages and the home page's regions.
  {
    q: "who keeps the source code after you finish building our software?",
    cls: "unreachable",
    expect: "/services/software-development|/services#process",
  },
  {
    q: "security analyst job - whats the pay range",
    cls: "unreachable",
    expect: "/career#security-analyst|/career#open-roles",
  },
  {
    q: "can our customer data be kept on servers inside india only? our regulator insists",
    cls: "unreachable",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long do you hold on to the details I type into your contact form",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "after a pentest, do you check again once we've fixed the issues?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "do you have any clients in saudi arabia or qatar",
    cls: "unreachable",
    expect: "/#global-presence",
  },

  // Long: a natural, rambling sentence with the keyword somewhere inside.
  {
    q: "hi, so we run a small group of clinics in indore and every branch uses its own booking software which is a mess, has your team ever built anything for hospitals before?",
    cls: "long",
    expect: "/projects/healthcare|/about#story|/contact#faq",
  },
  {
    q: "a friend of mine recommended you and before we even get into money I just wanted to check whether you could make one flutter app that runs on both iphone and android for our field sales people",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we just signed our first big enterprise customer and their procurement team is asking us for an ISO 27001 certificate which we obviously don't have yet, is that something you could walk us through?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I've got around four years of terraform and AWS experience, mostly at a product startup, and I'd love to know if you're hiring anyone on the cloud or devops side right now",
    cls: "long",
    expect: "/career#cloud-devops-engineer|/career#open-roles",
  },
  {
    q: "every month our accounts team loses the first week copying numbers out of tally and three different excel files into one report for the directors, surely there is a better way to do this, can you help?",
    cls: "long",
    expect: "/services/data-analytics|/services/digital-transformation",
  },
  {
    q: "we are shifting to a new building next quarter and honestly nobody here knows how to plan the cabling, wifi and firewall for the new floor, is that the kind of thing you take on",
    cls: "long",
    expect: "/services/it-infrastructure",
  },

  // Typo: misspellings.
  {
    q: "wat r ur bussiness timings on saterday",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "do u make andriod aps",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "need a cyber securty audit for our compnay",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "maching lerning forcasting for our sales",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics|/blog/future-of-ai",
  },
  {
    q: "carrer oppurtunities at nexora?",
    cls: "typo",
    expect: "/career",
  },
  {
    q: "kubernetis and ci cd pipline setup",
    cls: "typo",
    expect: "/services/devops",
  },

  // Vocabulary: everyday words and Hinglish that differ from the site's.
  {
    q: "office ka internet baar baar band ho jata hai, aap log network theek karte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "mujhe apni dukaan ke liye online shop banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "we need a part-time tech head, can't afford a full-time one yet",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "can you get my website to show up higher on google",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "koi vacancy hai kya UI designer ke liye",
    cls: "vocabulary",
    expect: "/career#product-designer|/career#open-roles",
  },
  {
    q: "a bot that answers our staff's questions from the HR policy pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },

  // Ambiguous: cost, bill, how long, hour or office in a sense that is not the obvious topic.
  {
    q: "our azure invoice keeps creeping up every month, can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends|/projects/cloud-migration",
  },
  {
    q: "how long has nexora existed",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "how long does it take to hear back after i apply for a job",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "if our servers crash at 2 in the night, is anyone there to help?",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure|/",
  },
  {
    q: "do you set up office 365 email for companies",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can your software generate GST bills for our customers",
    cls: "ambiguous",
    expect: "/services/software-development",
  },

  // Multi: two questions in one, each answered with its own citation.
  {
    q: "do you build iphone apps? and roughly what does a fixed price project cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "is the devops engineer job work from home? also where exactly is your office",
    cls: "multi",
    expect: "/career#cloud-devops-engineer|/career#open-roles & /contact",
  },
  {
    q: "have you done any online store projects, and do you have articles about AI",
    cls: "multi",
    expect: "/projects/ecommerce-platform|/services/web-development & /blog/future-of-ai|/blog",
  },
  {
    q: "do you give support after launch and do you use kubernetes",
    cls: "multi",
    expect:
      "/contact#faq|/services#process|/#why-nexora & /services/devops|/services/cloud-solutions",
  },
  {
    q: "where do i email my resume, and which email is for project enquiries?",
    cls: "multi",
    expect: "/career#how-to-apply & /contact",
  },
  {
    q: "how do i get into our project portal and does your website use cookies",
    cls: "multi",
    expect: "/login & /legal/privacy|/legal/terms#privacy",
  },

  // Unanswerable: plausible questions the site has no answer to.
  {
    q: "can you build a mobile game in unity for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was nexora's annual turnover last financial year",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a referral bonus if I refer a friend for one of your jobs",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which blockchain platforms do you develop smart contracts on",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a python certification course for college students",
    cls: "unanswerable",
    expect: "fallback",
  },

  // Off-topic.
  {
    q: "whats the weather in bhopal tomorrow",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write me a short poem about the monsoon",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "who won the last ipl final",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "best recipe for poha?",
    cls: "off-topic",
    expect: "fallback",
  },
];
