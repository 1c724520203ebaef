import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the sixth: written on 2026-11-23 (session 19) by someone who did not read or
 * run the chat, from the site's content (app/content, app/site.ts, app/routes and SPEC.md), before
 * that session's tuning. The fifth set, scored once, is now `fifthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "do you run tabletop exercises for incident response with our leadership",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "if the pen test finds issues and we fix them is the retest free",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "can our customer data stay in indian cloud regions because of rbi rules",
    cls: "unreachable",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "is the soc analyst job on-site in bhopal or remote",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "do you only test at the end of the project or on every release",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "how many users do you test the prototype with per round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "which countries in southeast asia do you have clients in",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "how long do you keep the message i send through the contact form",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "which city's courts have jurisdiction over disputes about your website",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "in the logistics migration how long did the database switch over take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "within how many hours does cert-in want a cyber incident reported",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "why do most ai pilots never make it into production",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },

  // long
  {
    q: "we have a small chain of clinics around madhya pradesh and the wifi and laptops keep failing every other week, i wanted to know whether your people also come on site if we are not in bhopal itself",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hi my cousin recommended you, we run a textile export business with about twelve years of sales data sitting in spreadsheets and an old erp and honestly i just want our managers to look at one set of numbers every morning",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "my board keeps asking whether we should do something with generative ai but i am worried that our customer records would end up being used to train some other company's model, is that a real risk if we work with you",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "a freelancer built our system three years ago and then disappeared, the code is a mess but our staff use it every single day, so before we throw it all away could your team just take over the existing codebase and keep improving it",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "our fund is about to invest in a saas startup and the partners want someone independent to review the product's code, architecture and team before we sign the term sheet, is this something your consultants do",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "i am in my final year of engineering in indore and i have been trying to figure out what happens after i email my cv to you, like how many rounds are there and whether you give unpaid take home assignments",
    cls: "long",
    expect: "/career",
  },
  {
    q: "before we commit to a big contract with any new vendor we like to pay for a short study first so both sides understand the scope, do you offer anything like that and roughly what would it cost us",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "our customers keep phoning the office all day just to ask where their order is and my two staff cannot keep up, i think we need something where they can check updates themselves maybe on whatsapp",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we are planning to relaunch the company website in both hindi and english and i really want our marketing person to be able to change pages on her own without calling a developer every time",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "right now we release once a month over a whole weekend and something always breaks, a friend who is a cto mentioned canary deployments and automatic rollback and i would like to know if you can set that up for us",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "i own a fashion label with a few stores and during the diwali sale our online shop basically died, have you ever built something for a retailer that actually survived festive season traffic",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "a partner bank has told our small lending startup that we must get iso 27001 before they renew our contract and i have no idea where to even begin, have you helped a company like ours get through that",
    cls: "long",
    expect: "/projects/security-infrastructure|/services/cybersecurity",
  },

  // typo
  { q: "cybersecurty pentest servise", cls: "typo", expect: "/services/cybersecurity" },
  { q: "mobile app develpment in fluter", cls: "typo", expect: "/services/mobile-development" },
  { q: "wher is ur ofice located", cls: "typo", expect: "/contact" },
  { q: "machne lerning demand forcasting", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "ci cd pipline automaton", cls: "typo", expect: "/services/devops" },
  { q: "ui ux desgin for my startp", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "clod migraton to aws",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "privcy polcy cookis", cls: "typo", expect: "/legal/privacy" },
  { q: "carrer oppurtunities at nexora", cls: "typo", expect: "/career" },
  { q: "who is the foundr and ceo", cls: "typo", expect: "/about" },
  { q: "pricng for a dedicted team", cls: "typo", expect: "/services#pricing" },
  { q: "helthcare managment system case studdy", cls: "typo", expect: "/projects/healthcare" },

  // vocabulary
  {
    q: "our office wifi keeps dropping can you sort it out",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we track everything in excel and want proper reports for the bosses",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "do you have any clients in dubai or saudi",
    cls: "vocabulary",
    expect: "/#global-presence|/about",
  },
  { q: "naukri hai kya aapke yahan", cls: "vocabulary", expect: "/career" },
  {
    q: "app banwana hai android aur iphone dono ke liye",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "website banwani hai kitna time lagega",
    cls: "vocabulary",
    expect: "/services/web-development|/contact",
  },
  { q: "can i wfh if i join as a data engineer", cls: "vocabulary", expect: "/career" },
  {
    q: "want to go paperless no more files and registers in the office",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "need a part time cto for my startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "bot that replies from our own company pdfs and policies",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "kya aap gst invoice aur tally wala software bana sakte ho",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  { q: "does the job give mediclaim for my parents too", cls: "vocabulary", expect: "/career" },

  // ambiguous
  {
    q: "our aws bill goes up every single month",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  { q: "how long has nexora been around", cls: "ambiguous", expect: "/about" },
  { q: "what time does your office open", cls: "ambiguous", expect: "/contact|/login" },
  { q: "where is the client portal", cls: "ambiguous", expect: "/login" },
  { q: "what is your process for hiring", cls: "ambiguous", expect: "/career" },
  { q: "how much does a data engineer earn at nexora", cls: "ambiguous", expect: "/career" },
  { q: "can i work from anywhere in india", cls: "ambiguous", expect: "/career" },
  { q: "how many people work at nexora", cls: "ambiguous", expect: "/about" },
  { q: "are you iso certified yourselves", cls: "ambiguous", expect: "/about|/" },
  { q: "how long does the discovery take", cls: "ambiguous", expect: "/services#pricing|/contact" },
  { q: "i am an existing client and need support urgently", cls: "ambiguous", expect: "/login" },
  { q: "who is on your team", cls: "ambiguous", expect: "/about" },

  // multi
  {
    q: "what's your address and do you have any remote jobs",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "do you do penetration testing and what does a fixed price project usually cost",
    cls: "multi",
    expect: "/services/cybersecurity & /services#pricing",
  },
  {
    q: "can you build a flutter app and also design the screens for it",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "do you have clients in australia, and what is your email",
    cls: "multi",
    expect: "/#global-presence & /contact",
  },
  {
    q: "who owns the code when you finish and is there a warranty on fixed price work",
    cls: "multi",
    expect: "/services/software-development & /services#pricing",
  },
  {
    q: "does this site use cookies and is a quote binding once you send it",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "can you move us to azure and also set up monitoring and alerts for our releases",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/devops",
  },
  {
    q: "show me a hospital project you did and tell me about your dashboards service",
    cls: "multi",
    expect: "/projects/healthcare & /services/data-analytics",
  },
  {
    q: "who started the company and are you hiring designers right now",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "do you offer help desk support for our office and zero trust setup",
    cls: "multi",
    expect: "/services/it-infrastructure & /services/cybersecurity",
  },
  {
    q: "aap log kahan ho aur kya aap erp implement karte ho",
    cls: "multi",
    expect: "/contact & /services/digital-transformation",
  },
  {
    q: "what is your mission and what are your six process steps",
    cls: "multi",
    expect: "/about & /services#process",
  },

  // unanswerable
  { q: "do you have a branch office in hyderabad", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you develop blockchain and crypto exchange apps",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much do you charge for a single penetration test",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you offer internships for btech students this summer",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you build a 3d mobile game in unity", cls: "unanswerable", expect: "fallback" },
  { q: "what was nexora's revenue last financial year", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you run instagram ads and social media marketing campaigns",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you write firmware for our iot sensors", cls: "unanswerable", expect: "fallback" },
  { q: "is there a free trial of your software", cls: "unanswerable", expect: "fallback" },
  { q: "what is the hourly rate for one developer", cls: "unanswerable", expect: "fallback" },
  { q: "will you sign an nda before our first call", cls: "unanswerable", expect: "fallback" },
  { q: "do you bid on government tenders", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "what's the weather in bhopal tomorrow", cls: "off-topic", expect: "fallback" },
  { q: "who won the ipl final this year", cls: "off-topic", expect: "fallback" },
  { q: "write a short poem about rain in the hills", cls: "off-topic", expect: "fallback" },
  { q: "best biryani near new market", cls: "off-topic", expect: "fallback" },
  { q: "how do i renew my passport online", cls: "off-topic", expect: "fallback" },
  { q: "solve 2x + 5 = 15", cls: "off-topic", expect: "fallback" },
];
