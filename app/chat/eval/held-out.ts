import type { EvalQuestion } from "./questions";

/**
 * The fifty-ninth held-out set, written on 2026-12-03 (session 48) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The fifty-eighth
 * set, scored once, is now `fiftyEighthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.745).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "paid leaves per year for full time staff besides the public holidays?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "salary bracket posted for the data engineering role",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "security analyst role - is it shift work? any extra allowance for that",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "usability rounds - how many testers do you recruit each time",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "the harbourline migration - how long was the cutover window for the big oracle db",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "hospital chain project: how many teleconsults happened in its first year",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "my enquiry data - after how many months is it deleted",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  { q: "disputes over this site go to which court", cls: "unreachable", expect: "/legal/terms" },
  {
    q: "within how many hours must a cyber incident be reported to CERT-In according to your article",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  { q: "which nations fall under your southeast asia region", cls: "unreachable", expect: "/" },
  {
    q: "roughly how much cheaper is a cross platform app compared to building native twice",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "I sent an open application last month, how long do you hold on to it",
    cls: "unreachable",
    expect: "/career",
  },

  // long
  {
    q: "Hi, I run three pharmacies in Nagpur and for years we've managed stock with registers and a few excel files, my son keeps saying we must go digital but honestly I have no idea where one even begins, what would you look at first?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "our biggest customer is a private bank in Mumbai and their vendor risk team now says we need ISO 27001 before they renew us next year, we're about 80 people and have never been through any audit like this, can you take us through the whole thing?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I'm finishing B.Tech in Jabalpur this May, did two internships in React and Node, and my parents would really like me to stay near home in MP, so are there any openings at your company right now that someone like me could apply to?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we moved everything to AWS two years back because everyone said it would be cheaper, but the monthly invoice has nearly doubled, nobody tags anything and there are test machines running all night, my CFO wants answers, can you help us bring it down?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "my cousin made an android app for our tiffin delivery business but he has moved to Canada, it crashes all the time and it was never released for iPhone, could your people take it over, fix it and publish it under our own store account?",
    cls: "long",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "we're a family solar installation business in Indore and our website was built by a freelancer back in 2016 and looks awful on phones, before I commit any budget I just want a rough idea of how many weeks a new one takes from kickoff to going live",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "once you finish our customer portal and hand it over, what happens if it goes down at 2 in the night on a Sunday, because the last agency vanished as soon as the final invoice was paid and we were stuck for weeks",
    cls: "long",
    expect: "/contact|/login|/",
  },
  {
    q: "my business partner and I are comparing three firms for a security audit and he keeps asking whether anyone senior on your side actually holds credentials, like a certified ethical hacker or a lead auditor, or whether it will all be juniors",
    cls: "long",
    expect: "/about|/services/cybersecurity",
  },
  {
    q: "before I type anything about our internal systems into this chat window I need to know whether what I write is sent off to some AI company abroad or saved on a server somewhere, because our compliance people are extremely strict about it",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we are a Singapore SaaS startup with around eighteen months of runway and we'd like a stable offshore team of maybe six engineers plus a designer who only work on our product for the long haul, what would something like that cost us each month?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "I'm writing a short feature for our college magazine about tech firms from central India and would love to include how your company got started, like which year, who started it and what the very first project was",
    cls: "long",
    expect: "/about",
  },
  {
    q: "we distribute packaged food to about 3000 kirana stores across MP and every Diwali the fast sellers run out while the slow items pile up in our godown, has your team ever solved something like this for another distributor?",
    cls: "long",
    expect: "/projects/ai-analytics|/blog/future-of-ai",
  },

  // typo
  {
    q: "do u provide penetraion testing with a retest after fixes",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "is kubernets overkil for our 4 microservices",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "carreers page open positons", cls: "typo", expect: "/career" },
  {
    q: "artifical inteligence servise for forcasting sales",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "ofice locaton and pin code pls", cls: "typo", expect: "/contact" },
  { q: "any trakcing cookeis or analitics on this site", cls: "typo", expect: "/legal/privacy" },
  { q: "multi specialty hospitl softwere case study", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "power bi dashbord and data wareshouse help",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "wirefames and clickable protoypes for my app idea",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "paperles ofice with e-signatures and digtal forms",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  { q: "clinet portel sign in", cls: "typo", expect: "/login" },
  {
    q: "helpdesk and netwrk suport for our ofice laptops",
    cls: "typo",
    expect: "/services/it-infrastructure",
  },

  // vocabulary
  {
    q: "hamare office ka router aur wifi sab gadbad hai",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "excel me reports banate banate thak gaye, koi proper MIS chahiye",
    cls: "vocabulary",
    expect: "/services/data-analytics|/services/digital-transformation",
  },
  { q: "any projects for companies in abu dhabi or doha", cls: "vocabulary", expect: "/|/about" },
  {
    q: "can the designer job be done from home?",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "devops mein naukri hai kya abhi",
    cls: "vocabulary",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "hacking se kaise bachein, koi tips for small business",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "ai bot jo hamare SOP documents padh ke staff ke sawal ka jawab de",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  { q: "who runs the show at Nexora, like the top guy", cls: "vocabulary", expect: "/about" },
  {
    q: "family floater mediclaim kitne lakh ka hai employees ke liye",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "kapde ki online dukaan chahiye, UPI aur COD dono ke saath",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "purane servers hatake AWS ya azure pe jaana hai, help karoge?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "hisaab kitaab ka software chahiye jo GST invoice nikale aur Tally me daale",
    cls: "vocabulary",
    expect: "/services/software-development",
  },

  // ambiguous
  { q: "flexible timings for developers? any core hours", cls: "ambiguous", expect: "/career" },
  { q: "on time and materials how often do you bill us", cls: "ambiguous", expect: "/services" },
  {
    q: "how much did the trucking firm save on infra cost",
    cls: "ambiguous",
    expect: "/projects/cloud-migration|/|/projects",
  },
  {
    q: "new office khul raha hai, setup kar doge?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how long will an architecture health check take",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "if I choose a budget in the quote form is that the final price?",
    cls: "ambiguous",
    expect: "/legal/terms",
  },
  { q: "do you design logos too or only apps", cls: "ambiguous", expect: "/services/ui-ux-design" },
  { q: "what warranty do I get on a fixed-price build", cls: "ambiguous", expect: "/services" },
  { q: "do candidates who get rejected receive feedback", cls: "ambiguous", expect: "/career" },
  {
    q: "what info of mine is stored when I message you",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "roughly how many people work for you in total", cls: "ambiguous", expect: "/about" },
  {
    q: "last date to apply for the UX designer post?",
    cls: "ambiguous",
    expect: "/career#product-designer",
  },

  // multi
  {
    q: "do you do pen tests, and is the SOC analyst vacancy still open?",
    cls: "multi",
    expect: "/services/cybersecurity & /career#security-analyst",
  },
  {
    q: "can you build in flutter? also what did the fashion retailer project achieve",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "priya sharma kaun hai aur unka blog post kis bare me hai",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "does your site set cookies? and am I allowed to quote your blog in my newsletter",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "data engineer ki salary kitni hai aur learning budget milta hai kya",
    cls: "multi",
    expect: "/career#data-engineer & /career",
  },
  {
    q: "I need canary deployments set up and separately an accessibility audit of our app",
    cls: "multi",
    expect: "/services/devops & /services/ui-ux-design|/services/web-development",
  },
  {
    q: "how many projects have you delivered so far and which european countries do you serve",
    cls: "multi",
    expect: "/|/about & /",
  },
  {
    q: "ballpark for a fixed price build, and how many weeks for a basic company site",
    cls: "multi",
    expect: "/services & /contact|/services/web-development",
  },
  {
    q: "lost my project portal invitation, also what's your phone number",
    cls: "multi",
    expect: "/login & /contact|/login",
  },
  {
    q: "can your AI handle Hindi speech to text, and do you set up data warehouses too?",
    cls: "multi",
    expect: "/services/ai-machine-learning & /services/data-analytics",
  },
  {
    q: "summarise the RBI lending fintech case, the blog on security for growing firms, and who leads your security practice",
    cls: "multi",
    expect: "/projects/security-infrastructure & /blog/cybersecurity-practices & /about",
  },
  {
    q: "is on-site IT support possible in Sagar, and do you offer a part-time CTO?",
    cls: "multi",
    expect: "/services/it-infrastructure & /services/it-consulting",
  },

  // unanswerable
  {
    q: "balance sheet of nexora for FY 2025-26 share karo",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many stars do your employees give you on ambitionbox",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any experience with web3 tokens or NFT marketplaces",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you make 3d games on unreal engine", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you do social media management for restaurants",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "ratio of male to female employees at nexora", cls: "unanswerable", expect: "fallback" },
  {
    q: "who has invested in your company, are you VC funded",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "stock options or ESOP plan for engineers joining now",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "CMMI maturity level kya hai aapka", cls: "unanswerable", expect: "fallback" },
  { q: "mutual NDA pehle sign karoge kya", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you program arduino or raspberry pi based hardware",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "experienced logon ko joining bonus milta hai kya",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "which team won ipl 2016", cls: "off-topic", expect: "fallback" },
  { q: "aloo paratha me kitna namak daalna chahiye", cls: "off-topic", expect: "fallback" },
  { q: "aaj shaam ko barish ke chances kitne hai", cls: "off-topic", expect: "fallback" },
  { q: "what's the french word for butterfly", cls: "off-topic", expect: "fallback" },
  { q: "recommend a hindi web series like panchayat", cls: "off-topic", expect: "fallback" },
  { q: "what is 17 times 23", cls: "off-topic", expect: "fallback" },
];
