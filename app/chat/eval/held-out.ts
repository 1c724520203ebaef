import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the twelfth: written on 2026-11-24 (session 23) by someone who did not read or
 * run the chat, from the site's content (app/content, app/site.ts, app/routes and SPEC.md), before
 * that round's tuning. The eleventh set, scored once, is now `eleventhHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "if your testers find holes in our web app and we fix them, do you check again for free?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "will the app go live on play store under our company's developer account or yours",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "data engineer opening - what's the pay range per annum",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "is the product designer job fully remote",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "till what date can I apply for the SOC analyst post",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "which european countries are your clients from",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "what actually happens during the testing and QA stage of a project with you",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "if there's a legal dispute over your website which city's courts would hear it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "in the logistics aws migration how long was the database cut-over window",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how many hospital staff got trained when the healthcare system rolled out",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "do your IT support guys visit offices in Indore or Jabalpur or only Bhopal",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "need your GSTIN and CIN for our vendor onboarding form",
    cls: "unreachable",
    expect: "/legal/terms|/legal/privacy",
  },

  // long
  {
    q: "Hi, we run eight dental clinics around Nagpur and each clinic has its own appointment book and billing software, so patients keep repeating their history and our dentists can't see what was done at another branch. Have you built anything like this for a group of hospitals or clinics?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "We have a small server cupboard in our Pune office with our accounting and file shares, and the boss wants it all moved to AWS or Azure, but we can't afford the business being down during working days, so how do you handle the switch-over?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "Last month one of our accountants clicked a fake invoice link in an email and we nearly lost money, so now management wants everyone to be more careful. Do you run some kind of practical sessions or fake phishing tests for staff?",
    cls: "long",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "I'm in my final year of BTech at a college in Bhopal and I'd really like to work at Nexora after graduating, but I can't find any form on the site, so how exactly do I send you my application?",
    cls: "long",
    expect: "/career#how-to-apply",
  },
  {
    q: "A freelancer built our order management software in PHP about six years ago and has now stopped answering calls. The code sits on a hosting account we control. Would your team be willing to pick it up and keep developing it?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I have a startup idea for a logistics marketplace and some seed money but no tech team, so before I commit to building anything with you, what is the very first paid step and roughly how much does it cost?",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "Our fashion brand's online shop slows down to nothing every time we run a Diwali sale, and the stock shown online never matches what the stores actually have. Have you solved this for any retailer before?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "We are a small angel fund thinking of putting money into a SaaS startup and we'd like someone independent to look at their code, architecture and engineering team before we sign. Is that something your consultants do?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Our factory still runs on paper registers, wet signatures and couriers between the plant and head office, and approvals take days. We want to go digital but honestly don't know where to begin.",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Our support team answers the same questions all day from a 300 page product manual and old tickets. Can you build an assistant that reads our own documents and replies with sources, without sending our data to some public model?",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "I received an email that says it is from Nexora support and asks me to confirm my portal password by replying. It looks a bit off, so I wanted to check with you before doing anything.",
    cls: "long",
    expect: "/login",
  },
  {
    q: "Our delivery app was built four years ago and now it crashes constantly on the cheap Android phones our riders use, and the Play Store keeps warning us about outdated requirements. Can you rescue it or do we have to start over?",
    cls: "long",
    expect: "/services/mobile-development",
  },

  // typo
  { q: "cybersecurty adit and pentesting servces", cls: "typo", expect: "/services/cybersecurity" },
  { q: "clowd migraton to aws", cls: "typo", expect: "/services/cloud-solutions" },
  { q: "wat r ur ofice timings on satrday", cls: "typo", expect: "/contact" },
  { q: "carrer opennings for devlopers", cls: "typo", expect: "/career#open-roles|/career" },
  {
    q: "machne lerning for sales forcasting",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "prvacy polcy", cls: "typo", expect: "/legal/privacy" },
  { q: "mobil app devlopment in fluter", cls: "typo", expect: "/services/mobile-development" },
  { q: "sales dashbord and data analitics", cls: "typo", expect: "/services/data-analytics" },
  { q: "devpos kubernates setup help", cls: "typo", expect: "/services/devops" },
  { q: "who fouded nexora and wen", cls: "typo", expect: "/about" },
  { q: "ui ux desgin and figma prototyp", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "priceing for a dedicted team per mnth", cls: "typo", expect: "/services#pricing" },

  // vocabulary
  {
    q: "office ka wifi baar baar band ho jata hai, koi aake theek karega?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "need someone to turn our excel sheets into automatic reports for the boss",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "kya aap log company ko hackers se bachane ka kaam karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "any work from home openings at nexora",
    cls: "vocabulary",
    expect: "/career#open-roles|/career",
  },
  {
    q: "meri dukaan ka online store banana hai jisme UPI payment ho",
    cls: "vocabulary",
    expect: "/services/web-development|/services/software-development",
  },
  {
    q: "server room hatana hai, sab kuch online rakhna hai",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "senior developer ki tankhwah kitni hai",
    cls: "vocabulary",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "want a chatgpt type bot for our customers",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  { q: "employees ko mediclaim milta hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "whatsapp pe customers ko order updates automatic jaane chahiye",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "looking for a part time CTO for my startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamare app ki screens confusing hain, users ko samajh nahi aata, redesign karna hai",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },

  // ambiguous
  {
    q: "by how much does finops usually bring down the cloud bill",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "after I apply for a job how long until someone gets back to me",
    cls: "ambiguous",
    expect: "/career#how-to-apply|/career",
  },
  {
    q: "what hours are staff expected to be online, is it flexible",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "office address please", cls: "ambiguous", expect: "/contact" },
  {
    q: "how long till we see our first dashboard",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "after the project ends do you stick around for support",
    cls: "ambiguous",
    expect: "/contact#faq|/services#process",
  },
  {
    q: "is this website itself secure, is what I type encrypted",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "how many leaves do employees get in a year", cls: "ambiguous", expect: "/career" },
  {
    q: "is there any warranty after launch on a fixed price project",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "our servers went down at 2am, who do we call", cls: "ambiguous", expect: "/login" },
  {
    q: "how long did the hospital network project take",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "if no role fits, how long do you keep my CV",
    cls: "ambiguous",
    expect: "/career#how-to-apply",
  },

  // multi
  {
    q: "where is your office and do you hire people remotely",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "do you do penetration testing and what does the discovery phase cost",
    cls: "multi",
    expect: "/services/cybersecurity & /services#pricing|/contact",
  },
  {
    q: "who is your CTO and what's the salary for the data engineer role",
    cls: "multi",
    expect: "/about & /career#data-engineer",
  },
  {
    q: "which countries are your clients in and what are your working hours",
    cls: "multi",
    expect: "/#global-presence & /contact",
  },
  {
    q: "do you make flutter apps, and have you done any project for a fashion retailer",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "does this site use cookies, and who owns the code you write for us",
    cls: "multi",
    expect: "/legal/privacy & /services/software-development",
  },
  {
    q: "company kab shuru hui thi aur aap charge kaise karte ho, fixed ya monthly",
    cls: "multi",
    expect: "/about & /services#pricing|/contact#faq",
  },
  {
    q: "are you ISO 27001 certified yourselves and can you help us get certified too",
    cls: "multi",
    expect: "/|/about & /services/cybersecurity",
  },
  {
    q: "why do AI pilots fail according to your blog, and do you do MLOps monitoring",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "how do existing clients see their invoices online, and how long does a time and materials engagement usually run",
    cls: "multi",
    expect: "/login & /services#pricing",
  },
  {
    q: "any openings in cybersecurity, and what basic security steps should a small company take first",
    cls: "multi",
    expect: "/career#security-analyst & /blog/cybersecurity-practices",
  },
  {
    q: "what stages does a project go through with you, and what do your past clients say about you",
    cls: "multi",
    expect: "/services#process & /",
  },

  // unanswerable
  {
    q: "who are nexora's investors, are you VC funded",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what was your annual turnover last year", cls: "unanswerable", expect: "fallback" },
  { q: "do you give ESOPs to employees", cls: "unanswerable", expect: "fallback" },
  {
    q: "will you sign an NDA before I share my startup idea",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you build games in unity or unreal", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you run our instagram and facebook ad campaigns",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a joining bonus for the senior full stack role",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor work visas for foreign candidates",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "whats your refund policy if we cancel the project halfway",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you offer paid training courses with a certificate for college students",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there parking for visitors at your bhopal office",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's your rating on clutch or google reviews",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "how far is the moon from earth in km", cls: "off-topic", expect: "fallback" },
  { q: "write me a birthday shayari for my sister", cls: "off-topic", expect: "fallback" },
  { q: "ipl score today", cls: "off-topic", expect: "fallback" },
  { q: "paneer butter masala recipe", cls: "off-topic", expect: "fallback" },
  {
    q: "which laptop should i buy for college under 50k",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "weekend ke liye koi achhi hindi movie batao", cls: "off-topic", expect: "fallback" },
];
