import type { EvalQuestion } from "./questions";

/**
 * The nineteenth held-out set, written on 2026-11-24 (session 27) by someone who did not
 * read or run the chat, from the site's content (app/content, app/site.ts, app/routes,
 * app/components and the quote form's choices), before that round's tuning ended. The eighteenth
 * set, scored once, is now `eighteenthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engineer wali job ka package kitna hai per annum?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "the SOC analyst opening, can i do it from home or is it bhopal office only",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "how many paid leaves in a year do ur employees get",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "for applying do i fill some portal or just mail? what should i put in subject",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  { q: "which gulf countries are your clients in", cls: "unreachable", expect: "/" },
  {
    q: "if i send something thru ur contact form how long do you keep my details stored",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "in case of a legal dispute over the website, courts of which city have jurisdiction",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "in that logistics aws move, how many minutes did the main database switch over take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "ur blog on security says critical bugs on internet facing servers should be patched within how many hrs?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "dedicated team option - how many people minimum and how much notice to shrink it",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "after a pentest, if we fix the findings do you re-test them free or charge again",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "we are in jabalpur, will ur engineers come on site for network problems or only remote",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  // long
  {
    q: "Hi, I run 3 small clinics in Indore and right now patients book by calling our reception, it's total chaos in the mornings. We want something where people see which doctor is free and book a slot from their phone. Can your team make this as an app for both android and iphone?",
    cls: "long",
    expect: "/services/mobile-development|/projects/healthcare",
  },
  {
    q: "We are textile exporters in Surat. Our accounts girls type every purchase bill by hand into Tally and month end is a nightmare, always mistakes. Somebody told me AI can now read invoices by itself - is that something you people actually do?",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "hello sir, i am in final year btech cse from a college in bhopal. done 2 react projects and one summer internship. is there any opening for freshers at nexora or should i just mail my resume anyway?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Our server room is ancient and every Diwali season we run out of capacity. Management now wants to shift everything to AWS or Azure but we run trucks 24x7 and honestly we're scared of the systems going down midway. How do you handle a move like this without stopping the business?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "We're a small non-profit and money is tight. Before signing up for a big project I'd like to know if there's a small paid first stage to figure out what we need. What does that first bit cost and how long does it run?",
    cls: "long",
    expect: "/services|/contact",
  },
  {
    q: "Last month someone in accounts clicked a dodgy link in an email and our mailbox got taken over. We're about 40 people and nobody here does security full time. Do you run some kind of training for staff so this doesn't keep happening?",
    cls: "long",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "I'm based in Dubai and run a real estate brokerage. We need a new site in English and Arabic, and our marketing girl should be able to put up new listings herself without calling a developer each time. Is that something you can build?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "Our startup's product was built by a freelancer who has now vanished. The code is sitting in GitHub but none of us really understand it. Would your team be willing to pick it up and keep developing it, or do you only start projects from scratch?",
    cls: "long",
    expect: "/services/software-development|/services/mobile-development",
  },
  {
    q: "My father has an FMCG distribution business in MP, supplying kirana shops. Every festival they either run out of the fast-moving items or get stuck with too much of the rest, and it's all tracked in excel. Have you ever done stock forecasting for a distributor like this?",
    cls: "long",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "Got a mail today from someone claiming to be from Nexora support, asking me to reply with my portal password so they can 'fix my account'. Felt a bit fishy to me. Is this really you guys?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "My boss wants to meet your people face to face next week, we'll drive down from Indore. Can you share the full address of your place in Bhopal and which days you're actually open?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We use Zoho for sales but the rest of the company still runs on paper registers and whatsapp groups. Our ops manager wants to go fully paperless, but the older staff are pushing back hard. How would you approach something like this?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  // typo
  { q: "do u do penetraton testng", cls: "typo", expect: "/services/cybersecurity" },
  { q: "wat is ur ofice adress", cls: "typo", expect: "/contact" },
  { q: "clowd migraton servises", cls: "typo", expect: "/services/cloud-solutions" },
  { q: "any vacncy for product desiner", cls: "typo", expect: "/career#product-designer" },
  { q: "fluter app developement", cls: "typo", expect: "/services/mobile-development" },
  { q: "who is the fouder of nexora", cls: "typo", expect: "/about" },
  { q: "privcy polcy - do u use cookeis", cls: "typo", expect: "/legal/privacy" },
  { q: "need dashbords for our sales numbrs", cls: "typo", expect: "/services/data-analytics" },
  { q: "kubernates and ci cd piplines help", cls: "typo", expect: "/services/devops" },
  { q: "wen was the compny started", cls: "typo", expect: "/about" },
  { q: "ux audt of our existing app desgin", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "need a fractinal cto, tecnology roadmap", cls: "typo", expect: "/services/it-consulting" },
  // vocabulary
  { q: "android apps banate ho kya", cls: "vocabulary", expect: "/services/mobile-development" },
  {
    q: "website banwani hai, kitne din lagenge",
    cls: "vocabulary",
    expect: "/services/web-development|/contact",
  },
  {
    q: "can u set up company gmail and google drive for our 30 staff",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "want a chatgpt type bot that answers from our own company documents",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "hackers se bachne ke liye security check karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  { q: "power bi reports bana doge?", cls: "vocabulary", expect: "/services/data-analytics" },
  { q: "aapke yahan naukri mil sakti hai kya", cls: "vocabulary", expect: "/career" },
  { q: "company ka malik kaun hai", cls: "vocabulary", expect: "/about" },
  {
    q: "online dukaan like amazon for my saree business",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "customers ko whatsapp pe updates mil jaye instead of calling us, possible?",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "auto deploy setup with jenkins or github actions",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "need figma mockups for a new app idea",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  // ambiguous
  { q: "how long before i hear back after mailing my cv", cls: "ambiguous", expect: "/career" },
  {
    q: "what are the working hours for people who work at nexora, is it flexible",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "where can i see the invoices for our ongoing project", cls: "ambiguous", expect: "/login" },
  { q: "who heads the security side at your company", cls: "ambiguous", expect: "/about" },
  {
    q: "is there a monthly plan that covers hosting, backups and small edits to our site",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "we're shifting to a new office, can you do the wifi and cabling",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "does your AI support hindi voice to text",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "can you review our IT costs and tell us where the money is going",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "our aws bill tripled this quarter, can you look into it",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "can we hire a team from you that works in our time zone long term",
    cls: "ambiguous",
    expect: "/services",
  },
  {
    q: "what's the process for getting hired, how many rounds",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we're already a client - who do we contact if our systems go down at 2am",
    cls: "ambiguous",
    expect: "/login",
  },
  // multi
  {
    q: "whats ur email id and do u have any work from home jobs",
    cls: "multi",
    expect: "/contact|/login & /career",
  },
  {
    q: "do you make iphone apps? and roughly what does a fixed price project cost",
    cls: "multi",
    expect: "/services/mobile-development & /services",
  },
  {
    q: "who is your cto and where exactly is your office",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "can you help us get iso 27001? also which is better for us aws or azure",
    cls: "multi",
    expect: "/services/cybersecurity & /services/cloud-solutions",
  },
  {
    q: "kitne saal se kaam kar rahe ho aur website bhi banate ho kya",
    cls: "multi",
    expect: "/about|/ & /services/web-development",
  },
  {
    q: "is the senior full stack role hybrid, and which countries are ur clients from",
    cls: "multi",
    expect: "/career#senior-full-stack-engineer & /",
  },
  {
    q: "does this site use cookies and are you open saturdays",
    cls: "multi",
    expect: "/legal/privacy|/legal/terms & /contact|/login",
  },
  {
    q: "what results did the fashion retailer get from the new online store, and do you do seo",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "do we really need kubernetes? also what do we get at the end of the discovery phase",
    cls: "multi",
    expect: "/services/devops|/blog/cloud-trends & /services|/contact",
  },
  {
    q: "do you build ai chatbots, what's your phone no, and is there a designer job open",
    cls: "multi",
    expect: "/services/ai-machine-learning & /contact|/login & /career#product-designer",
  },
  {
    q: "what happens after i send an enquiry, and how long does a basic website usually take",
    cls: "multi",
    expect: "/contact & /contact|/services/web-development",
  },
  {
    q: "how do you move us to cloud without downtime and can you also run a helpdesk for our office staff",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/it-infrastructure",
  },
  // unanswerable
  {
    q: "blockchain based supply chain tracking bana sakte ho?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is nexora appraised at cmmi level 5", cls: "unanswerable", expect: "fallback" },
  { q: "do you have a branch office in nairobi", cls: "unanswerable", expect: "fallback" },
  { q: "unity 3d mobile game development", cls: "unanswerable", expect: "fallback" },
  { q: "are your systems hipaa certified for us clinics", cls: "unanswerable", expect: "fallback" },
  { q: "what is nexora's annual turnover in crores", cls: "unanswerable", expect: "fallback" },
  { q: "do you write firmware for iot sensors", cls: "unanswerable", expect: "fallback" },
  {
    q: "is the company listed on nse, whats the share price",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can i pay your invoice in bitcoin or usdt", cls: "unanswerable", expect: "fallback" },
  {
    q: "drone survey data processing for construction sites",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do employees get PF and gratuity", cls: "unanswerable", expect: "fallback" },
  {
    q: "any ruby on rails developers for maintaining our old app",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "poha kaise banate hai", cls: "off-topic", expect: "fallback" },
  { q: "who won the ipl final in 2024", cls: "off-topic", expect: "fallback" },
  { q: "solve for x: 2x + 5 = 17", cls: "off-topic", expect: "fallback" },
  { q: "best hill station near bhopal for a weekend trip", cls: "off-topic", expect: "fallback" },
  { q: "write a birthday shayari for my sister", cls: "off-topic", expect: "fallback" },
  { q: "how to reduce belly fat in 2 weeks", cls: "off-topic", expect: "fallback" },
];
