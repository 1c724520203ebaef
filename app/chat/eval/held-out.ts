import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-twenty-second held-out set, written on 2026-12-05 (session 66) by someone who
 * does not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-twenty-first set, scored once, is now `hundredAndTwentyFirstHeldOut` in
 * questions.ts. None of its questions is 75 % alike to a tuning question (character bigrams,
 * punctuation dropped; at most 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  {
    q: "Which browser storage key remembers whether I picked dark mode on your site?",
    cls: "unreachable",
    expect: "/legal/privacy#browser-storage",
  },
  {
    q: "In the logistics cloud move, how many waves did you split the 120 services into?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "what ML algorithm forecasted demand for that consumer goods distributor",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "Per Vikram's piece on protecting growing firms, what's the deadline for telling CERT-In about a breach?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#prepare-for-the-bad-day",
  },
  {
    q: "explain the 3-2-1 thing for backups from your blog",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#backups-are-your-last-line-of-defence",
  },
  {
    q: "FHIR based patient record case: headcount of employees you onboarded hospital by hospital",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "Which two AWS regions hosted production and standby for the trucking company?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "If I'm unhappy with how you handle my data request, which authority can I complain to?",
    cls: "unreachable",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "what is a game day and how often should we run one",
    cls: "unreachable",
    expect: "/blog/cloud-trends#6-resilience-is-tested-not-assumed",
  },
  {
    q: "Will your helpdesk engineers come on site to our branch in Jabalpur?",
    cls: "unreachable",
    expect: "/services/it-infrastructure#questions-title",
  },
  {
    q: "median mobile page load after the kurta shop rebuild?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "when exactly did the first large AWS migration happen in your timeline",
    cls: "unreachable",
    expect: "/about#story|/about",
  },
  {
    q: "We're a mid-sized auto parts manufacturer near Pune, running on spreadsheets and an ancient Tally install for ten years; our MD finally agreed to modernise, and before I pitch it to him I need a rough rupee figure for a fixed-scope project with your firm.",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Our hospital group has five branches, each on its own billing and appointment software, and patients keep repeating their history at every visit. Have you actually solved this for another hospital chain, and what changed for them afterwards?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I sell handmade jewellery online and every time we run a sale the site crawls and buyers on phones give up, so I'm wondering whether your team does speed and SEO work on existing storefronts or only new builds",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "my cofounder and I aren't technical, freelancers built our MVP and then vanished, the code is a mess and nobody understands it; would your engineers pick it up and keep going, or do you insist on rewriting everything?",
    cls: "long",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "I'm with a Dubai trading house evaluating outsourcing partners, and before I fill in any form I'd like to understand exactly what happens after I send it: how soon a human replies and what the first couple of steps are.",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "Our board keeps pushing AI, I've been told to produce a plan by March, but our last two chatbot pilots quietly died after the demo. Is there anything on your site explaining why that keeps happening?",
    cls: "long",
    expect: "/blog/future-of-ai#why-pilots-stall",
  },
  {
    q: "Hello, I'm a final-year MBA student writing a report on IT firms from tier-2 Indian cities, and I'd love some background on how your company began, who started it and where.",
    cls: "long",
    expect: "/about#story|/about",
  },
  {
    q: "We handle lots of borrower data and our compliance head is nervous about where it physically sits, so if your cloud people design our setup, can everything stay within Indian regions to satisfy DPDP and the RBI?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "A big customer of ours now demands ISO 27001 and our IT department is literally two people, so I'd like to know whether you can hand-hold us all the way from finding the gaps to sitting the certification audit.",
    cls: "long",
    expect: "/services/cybersecurity#questions-title|/projects/security-infrastructure",
  },
  {
    q: "I'm in procurement and our vendor onboarding checklist needs me to record which country's law and which courts govern disputes about your website, could you point me to that?",
    cls: "long",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "We're a Berlin software house wanting a handful of Indian engineers who stay with us long term, work our hours and use our Jira, so is that an arrangement you do and what does it run per month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Every Monday our zonal managers fight about whose sales figures are correct and compiling reports eats a whole week; what would your data people do about that and how quickly would something usable appear?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "saterday kitne baje tak khulte ho, ofice band kab hota",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "cybersecurty pentest do u provide??",
    cls: "typo",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "crossplatfom vs nativ for a buisness app, wich one do u sugest",
    cls: "typo",
    expect: "/services/mobile-development#questions-title",
  },
  {
    q: "any trackrs or cookeis or google analitics on nexora site",
    cls: "typo",
    expect: "/legal/privacy#no-cookies|/legal/terms#privacy",
  },
  { q: "hoshangbad road wala ofice exact floor n bulding?", cls: "typo", expect: "/contact" },
  {
    q: "is kubernates realy needed for us",
    cls: "typo",
    expect:
      "/services/devops#questions-title|/blog/cloud-trends#5-kubernetes-but-only-where-it-earns-its-keep",
  },
  { q: "descovery fase price", cls: "typo", expect: "/services#pricing|/contact#next-steps" },
  {
    q: "dbt/airflow wala engineer post ka CTC range kya hai",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "hospitl network projct - how much did wait tims drop",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  { q: "priya sharma kaun hai aur kya sambhalti hai", cls: "typo", expect: "/about#team" },
  {
    q: "we hav our own devs, can you only do the figma desgins for them",
    cls: "typo",
    expect: "/services/ui-ux-design#questions-title",
  },
  {
    q: "first proces to digitise - how to pick, confusd",
    cls: "typo",
    expect: "/services/digital-transformation#questions-title",
  },
  {
    q: "meri kirana chain ke customers phone se order karein, aisa kuch bana doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "simple company site ready hone mein kitna waqt, 1 mahina chalega?",
    cls: "vocabulary",
    expect: "/services/web-development#questions-title|/contact#faq",
  },
  { q: "ravivar ko aa sakte hain milne ke liye?", cls: "vocabulary", expect: "/contact|/login" },
  {
    q: "bhai ghar se kaam wali cloud job hai kya",
    cls: "vocabulary",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "need a night watchman for our servers, but digital — alerts if someone breaks in",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  { q: "hire a part-time CTO", cls: "vocabulary", expect: "/services/it-consulting" },
  {
    q: "get rid of paper registers and courier files in our office",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "our wifi keeps dropping and laptops die, need an IT guy",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "transcribe our Hindi customer calls automatically and tag complaints",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "ghante ke hisaab se charge karte ho ya ek fixed amount?",
    cls: "vocabulary",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "designer ko kitni tankhwah milti hai",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "what is nexora's long-term dream for the company",
    cls: "vocabulary",
    expect: "/about#mission",
  },
  {
    q: "support hours?",
    cls: "ambiguous",
    expect: "/contact|/login|/services/it-infrastructure#questions-title",
  },
  {
    q: "migration downtime",
    cls: "ambiguous",
    expect: "/services/cloud-solutions#questions-title|/projects/cloud-migration",
  },
  {
    q: "security of what I type into your forms",
    cls: "ambiguous",
    expect: "/legal/privacy#security|/legal/privacy#how-we-use-it|/legal/privacy#what-you-send",
  },
  { q: "do you make logos", cls: "ambiguous", expect: "/services/ui-ux-design" },
  { q: "cloud articles", cls: "ambiguous", expect: "/blog/category/cloud|/blog/cloud-trends" },
  { q: "already a client, where's my project workspace", cls: "ambiguous", expect: "/login" },
  {
    q: "dashboard inside our product for each customer",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "fake phishing emails to test our staff",
    cls: "ambiguous",
    expect:
      "/services/cybersecurity|/blog/cybersecurity-practices#train-people-and-make-reporting-easy",
  },
  {
    q: "UPI",
    cls: "ambiguous",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "what did Harbourline's CIO say about you",
    cls: "ambiguous",
    expect: "/#testimonials|/projects/cloud-migration",
  },
  { q: "warranty", cls: "ambiguous", expect: "/services#pricing" },
  { q: "rss", cls: "ambiguous", expect: "/blog|/legal/terms#intellectual-property" },
  {
    q: "What's your phone number, and how do I get you to delete my data?",
    cls: "multi",
    expect: "/contact & /legal/privacy#your-rights",
  },
  {
    q: "Who heads cybersecurity at Nexora, and since when are you ISO 27001 certified?",
    cls: "multi",
    expect: "/about#team & /about",
  },
  {
    q: "dedicated team price per month plus your weekday office hours",
    cls: "multi",
    expect: "/services#pricing & /contact|/login",
  },
  {
    q: "Which cloud providers do you work with, and do they pay you commission?",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/cloud-solutions#questions-title",
  },
  {
    q: "how long to build a marketing site and can our team edit it later",
    cls: "multi",
    expect:
      "/services/web-development#questions-title|/contact#faq & /services/web-development#questions-title",
  },
  {
    q: "What yearly learning allowance do employees get, and how many paid leave days?",
    cls: "multi",
    expect: "/career#why-work-with-us & /career#why-work-with-us",
  },
  {
    q: "results of the fintech zero trust project and the tools used",
    cls: "multi",
    expect: "/projects/security-infrastructure & /projects/security-infrastructure",
  },
  {
    q: "Any cookies on this site? And how long is my quote request kept?",
    cls: "multi",
    expect: "/legal/privacy#no-cookies & /legal/privacy#retention",
  },
  {
    q: "Which Gulf countries do you serve, and how big is your team?",
    cls: "multi",
    expect: "/#global-presence & /about",
  },
  {
    q: "what happens in your QA step and what comes after launch",
    cls: "multi",
    expect: "/services#process & /services#process|/contact#faq",
  },
  {
    q: "who authored the AI pilots article and when did it come out",
    cls: "multi",
    expect: "/blog/future-of-ai & /blog/future-of-ai",
  },
  {
    q: "which inbox takes job applications, and do you do take-home assignments?",
    cls: "multi",
    expect: "/career#how-to-apply & /career#hiring-process|/career#how-to-apply",
  },
  { q: "Nexora ka saalana munafa ya EBITDA kitna hai", cls: "unanswerable", expect: "fallback" },
  { q: "does nexora hand out stock options to staff", cls: "unanswerable", expect: "fallback" },
  {
    q: "mutual non-disclosure agreement before first call, ok with you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "gender ratio of the 120-person workforce", cls: "unanswerable", expect: "fallback" },
  {
    q: "Do you take milestone payments via PayPal for overseas clients?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Solidity developers available for a DeFi lending protocol?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "notice period buyout if I join from another company",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora raised any funding round, who holds equity",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Unreal Engine multiplayer shooter for PC, can your team build it",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "average NPS score your clients give you", cls: "unanswerable", expect: "fallback" },
  {
    q: "nearest metro station or bus stop to your building",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run paid coding bootcamps with a certificate for freshers",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which month should tourists plan a Sanchi stupa trip",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how to make masala chai without it going bitter", cls: "off-topic", expect: "fallback" },
  { q: "Virat Kohli total ODI centuries count", cls: "off-topic", expect: "fallback" },
  { q: "convert 500 dollars to rupees at today's rate", cls: "off-topic", expect: "fallback" },
  { q: "suggest a name for my pet cat, something cute", cls: "off-topic", expect: "fallback" },
  { q: "my car AC blows warm air, how do I fix it", cls: "off-topic", expect: "fallback" },
];
