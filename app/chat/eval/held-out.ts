import type { EvalQuestion } from "./questions";

/**
 * The sixty-second held-out set, written on 2026-12-03 (session 48) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The sixty-first
 * set, scored once, is now `sixtyFirstHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.743).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "thinking of switching from helpdesk to the security ops centre job, what pay can I expect there in lakhs",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "is the data engineer position fully remote or do I have to come into office some days",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "product designer posting: is it still accepting CVs after christmas or does it close before new year",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "apart from the emirates, which other arab nations have your customers",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "our coders will repair the holes your ethical hackers report, is the follow-up verification free or paid?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "that kurta shop you rebuilt, how fast did pages open on mobile afterwards in seconds",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "the twelve-hospital group you worked with, roughly how many online doctor calls happened in the first 12 months",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "your blog post says patch fast, but what's the exact deadline for severe holes on public-facing machines",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if I never hire you, after how many months do you wipe what I typed in the form",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "in case we ever have to sue over something on your site, jurisdiction lies with courts in which place",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "what comes right after QA and testing in your delivery steps",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "health policy for staff: are mom and dad included, and what's the sum insured",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },

  // long
  {
    q: "Hi, I run three small pharmacies in Indore and after a long chat with my nephew who studies computers we feel we should have our own app where customers order medicines and pay through UPI, so do you people actually make phone apps for shops like ours?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "We are a mid sized manufacturing firm and last month somebody in accounts clicked a weird email link and since then management is very worried about hackers and ransomware, so I have been asked to find out if your company can check our systems and tell us where we are weak",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "my father's trading business has fifteen years of data in Tally plus maybe a hundred excel files and every month end my brother and I fight over which numbers are right, is there a way you can pull all of it together so we just see sales in one place",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I'm in final year of BTech and honestly still confused about my career, but I've done lots of Figma work for college fests and two freelance clients, so what kind of experience do you expect for the design opening you have?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "Our company has run everything on two old servers in a cupboard for ten years and the hardware vendor says support ends next year, so the board asked me to figure out whether shifting to AWS or Azure makes sense and who could do that move for us",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Before we sign anything I need to explain to our finance head how billing works because the last vendor surprised us badly, so could you roughly tell me the different ways we can engage and pay you and the typical amounts involved",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "our developers push code by hand on friday nights and something breaks nearly every time and people are exhausted, a friend said we need proper automated pipelines and monitoring, is that the kind of thing you set up for teams",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "I'm the operations manager at a transport firm in Nagpur and purchase approvals still go around on paper for almost a week to collect four signatures, our MD wants it all digital but staff resist every new tool, can you handle that whole change for us",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we are a growing startup in Pune and our CTO leaves next month, we don't want to hire a full-time replacement yet, so is there someone on your side who could be a part-time tech head and advise us on architecture and vendors for a while",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "my boss forwarded your name after reading about a company that moved its whole setup to the cloud without stopping operations, can you tell me how that logistics migration went and how much money they saved",
    cls: "long",
    expect: "/projects/cloud-migration",
  },
  {
    q: "we have about forty people in our office and the internet keeps dropping, the printers fail half the time, laptops never get updated and no one knows where the backups are, we need someone dependable to look after all of this every day",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our support team answers the same policy questions again and again from a thick manual and I keep hearing about AI assistants that answer from a company's own documents, does your team build something like that privately for a business like ours",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },

  // typo
  {
    q: "need a cybr securty helth check for our netwrk",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "apps for andriod n iphon, do u mak them",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "cloud migraton servces aws azuer", cls: "typo", expect: "/services/cloud-solutions" },
  { q: "ui ux desgin agency prototyp", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "any vaccancies openin in ur compny rn", cls: "typo", expect: "/career" },
  { q: "contect number and adress of ur offce", cls: "typo", expect: "/contact" },
  { q: "wat personl info does ur websit stor abt visiters", cls: "typo", expect: "/legal/privacy" },
  { q: "machin lerning forcasting models", cls: "typo", expect: "/services/ai-machine-learning" },
  {
    q: "automatd deploymnt pipline setup with kuberntes n helm",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "webiste develpment wordpres seo", cls: "typo", expect: "/services/web-development" },
  {
    q: "the hosptal softwre case stuy with telemedecine",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  { q: "naem of ur ceo and foundr pls", cls: "typo", expect: "/about" },

  // vocabulary
  {
    q: "hamare godown aur office dono jagah net connection kamzor hai, lan cabling karwa doge?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "har hafte manually MIS banana padta hai excel mein, isko automate karke graph wala screen mil sakta hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "koi client hai aapka doha ya abu dhabi side",
    cls: "vocabulary",
    expect: "/#global-presence",
  },
  {
    q: "ghar baithe kaam karne wali position koi khuli hai abhi",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "resume bhejne ka email id kya hai aur subject mein kya likhu",
    cls: "vocabulary",
    expect: "/career#how-to-apply|/career#open-roles",
  },
  {
    q: "hacking se bachne ke liye kya karein koi tips",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "saree ka business hai, apni khud ki shopping website chahiye razorpay ke saath",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "cloud ka monthly invoice lakhon mein aa raha hai, isko optimise karne mein madad",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "clinic ya hospital chain ke liye OPD booking aur billing system wala experience hai?",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },
  { q: "interview kitne rounds ka hota hai", cls: "vocabulary", expect: "/career#hiring-process" },
  {
    q: "aisa app chahiye jo bina net ke bhi chale",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "mera project status kahan dikhega, client account se",
    cls: "vocabulary",
    expect: "/login",
  },

  // ambiguous
  {
    q: "what do you charge for the initial study before a build begins",
    cls: "ambiguous",
    expect: "/services#pricing|/contact",
  },
  {
    q: "timeline for a simple 8 page corporate site",
    cls: "ambiguous",
    expect: "/services/web-development|/contact",
  },
  {
    q: "till what hour is someone at your desk on weekends if I want to visit",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "our cloud bill keeps growing, can you help",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  { q: "where exactly is the office", cls: "ambiguous", expect: "/contact" },
  {
    q: "if we want fewer engineers on the long-term team, how much warning do we give",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "an independent look at our system design, how many weeks is that",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "how soon would we see a first report on our sales data",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "as an employee what's the yearly paid off days count",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "monthly rate for a team working on our product?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "the details I type in your enquiry form, who gets to see them",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "our app is used 24 hours, will users face an outage during the move to aws",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },

  // multi
  {
    q: "Bhopal address for a visit, plus the CTC range for the senior typescript engineer",
    cls: "multi",
    expect: "/contact & /career#senior-full-stack-engineer",
  },
  {
    q: "can your testers try hacking our api legally, and do you hold any security certification of your own",
    cls: "multi",
    expect: "/services/cybersecurity & /about|/",
  },
  {
    q: "price range for fixed price projects plus the steps you follow from start to launch",
    cls: "multi",
    expect: "/services#pricing & /services#process",
  },
  {
    q: "who is your CTO and who wrote the cloud trends piece",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "do you build flutter apps and have you done an online store project before",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "any trackers or analytics on this site? and disputes fall under what law",
    cls: "multi",
    expect: "/legal/privacy|/legal/terms & /legal/terms",
  },
  {
    q: "is the data engineer job remote, also how big is the learning budget",
    cls: "multi",
    expect: "/career#data-engineer & /career#why-work-with-us",
  },
  {
    q: "what results did the distributor get from demand forecasting, and which BI tools do you use for dashboards",
    cls: "multi",
    expect: "/projects/ai-analytics & /services/data-analytics",
  },
  {
    q: "nexora ki shuruaat kis saal hui thi, aur total kitne clients ke saath kaam ho chuka",
    cls: "multi",
    expect: "/about|/ & /about|/",
  },
  {
    q: "need a UX audit of our app, and separately help setting up microsoft 365 for staff",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/it-infrastructure",
  },
  {
    q: "where do clients log in and what number do I call for urgent support",
    cls: "multi",
    expect: "/login & /contact|/login",
  },
  {
    q: "what happens after I send an enquiry, is your quote binding, and who handles client success",
    cls: "multi",
    expect: "/contact & /legal/terms & /about",
  },

  // unanswerable
  {
    q: "nexora ka saalana business kitne crore ka hai, profit mein ho?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you write solidity code for an NFT marketplace",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora been assessed at any CMMI maturity level for government tenders",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a 3D racing game on unreal engine, can your team do it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "two-wheeler ya car khadi karne ki jagah milegi aapke building mein meeting ke time?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor visas to send engineers onsite to the US",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there any joining bonus for the cloud engineer role",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora raised any series A money, who backs you",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we need someone to manage our facebook and instagram ad spend, is that your thing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you wire temperature sensors on our cold storage units with live alerts via LoRa",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do staff receive stock options or equity in the company",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can we pay your invoices by credit card", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "which city hosts the parliament of new zealand", cls: "off-topic", expect: "fallback" },
  { q: "dal makhani banane ki vidhi step by step", cls: "off-topic", expect: "fallback" },
  { q: "kohli's highest score in test cricket?", cls: "off-topic", expect: "fallback" },
  { q: "derivative of e to the power 3x with respect to x", cls: "off-topic", expect: "fallback" },
  {
    q: "will it rain in indore tomorrow evening, umbrella le jaun?",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "compose a haiku about chai at sunrise", cls: "off-topic", expect: "fallback" },
];
