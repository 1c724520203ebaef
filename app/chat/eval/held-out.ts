import type { EvalQuestion } from "./questions";

/**
 * The sixty-first held-out set, written on 2026-12-03 (session 48) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The sixtieth
 * set, scored once, is now `sixtiethHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.729).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engineer opening pays how much per annum?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "terraform guy here living in kochi, the cloud role allows me to stay in kerala?",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "figma designer role closing date? missed it or still open for december",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "SIEM analyst vacancy, do shifts rotate week to week and is there extra money for odd hours?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "my cousin wants to do an AWS exam, would nexora pay for it if she joins? how much per year",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "is malaysia or indonesia covered by you guys or only singapore",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "the logistics client's aws move was split in how many batches",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "after the hospital project how many days does an insurance claim take to settle",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "cert in reporting deadline after a ransomware attack, what did Vikram's article say",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "our call centre records hindi calls, can those be turned into text automatically and tagged",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "suppose I want to sue over something written on nexora's site, where would that case be heard",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "I filled your enquiry form last year, is my phone number still sitting in your database or is it wiped after some time",
    cls: "unreachable",
    expect: "/legal/privacy",
  },

  // long
  {
    q: "Hi, I run three pharmacies in Indore and all our purchase approvals still go on paper registers and WhatsApp, my nephew said a company like yours can automate that whole approval flow end to end, is that something you actually do?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We are a 40 person logistics startup and before we sign with any software vendor our board wants someone independent to look over our architecture and the vendor contracts, do you do that sort of review and how long does it take?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "my daughter has about three years of experience making app screens in Figma and she lives in Jaipur, she wants to know if there is any opening at your company that she could do without shifting to Bhopal",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "one of our largest buyers wrote to say they won't renew unless we are ISO 27001 certified by next year, we have zero security staff and no clue where to start, can your people hand-hold us through the whole thing?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I am comparing a few agencies for an android and iphone ordering app for our restaurant chain and before going further I want to understand whether you would go native or cross platform and how much that choice saves",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we already pay a lot to AWS every month and our finance team complains that the amount keeps growing each quarter even though our traffic has been flat, is there anything your team can do to get it down",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "before I fill in the quote form I just want a rough idea: if a few of your developers worked only on our product for about a year, what would that come to per month roughly?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "I found your blog while reading up on artificial intelligence and I'm curious what your founder wrote about why so many company AI pilots never make it into daily use",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "our Bhopal branch is shifting to the 4th floor of a new building next month, we need someone for the network cables, wifi access points, a firewall and one conference room with zoom screens, does your team do that kind of fit-out work?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hello sir I am a final year student in Bhopal preparing a report on local IT firms and my professor asked me to find out in which year your company started and how many people started it",
    cls: "long",
    expect: "/about",
  },
  {
    q: "a freelancer made our website years ago, it crawls on phones and we cannot even change one line of text without calling him, if we get a fresh marketing site from you how many weeks would it take",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "I saw that you shifted a logistics firm to the cloud and since we also run a big Oracle database around the clock I wanted to know how you switched their database over without stopping the business",
    cls: "long",
    expect: "/projects/cloud-migration",
  },

  // typo
  {
    q: "pentst of our lending ap befor RBI inspecton",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "machne lerning modle devlopment", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "vaccancy list for experianced devlopers", cls: "typo", expect: "/career" },
  {
    q: "need halp with kubernetis clustr and githb actons pipelin",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "is ther any traking cookie or googel analytcs on this webiste",
    cls: "typo",
    expect: "/legal/privacy|/legal/terms",
  },
  {
    q: "wirefrmes and protoype for a new saas product",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "nexora ofice locaton, landmark near lake?", cls: "typo", expect: "/contact" },
  {
    q: "metabse or powerbi reporting setup for retail chian",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "hosptial managment softwere case stdy", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "replce our paper registrs with digtal workflows and e-sign",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "need a delivry boy trackng app for andriod, can u bild it",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "existng custmer sign in pg where i chek my projct", cls: "typo", expect: "/login" },

  // vocabulary
  {
    q: "hamare godown aur office ka internet network setup kaun karega, router firewall sab",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "excel sheet se report banana band karna hai, live charts chahiye management ke liye",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we're based in Abu Dhabi, do you already serve gulf companies",
    cls: "vocabulary",
    expect: "/|/about",
  },
  {
    q: "security wale kaam me koi naukri khali hai?",
    cls: "vocabulary",
    expect: "/career#security-analyst",
  },
  {
    q: "can i do wfh for the devops engineer job",
    cls: "vocabulary",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "pichle mahine hamara server hack hua, ab protection chahiye 24 ghante monitoring wali",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we have 400 pages of SOP manuals, can a GPT type thing answer employee doubts from them",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "saree shop ko online le jaana hai, website plus payment",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "sabse bade sahab kaun hai nexora mein, founder ji ka background kya hai",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "budget idea chahiye, monthly team hire karne ka rate kya hai",
    cls: "vocabulary",
    expect: "/services",
  },
  {
    q: "app ko play store pe live karwana hai, madad karoge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "kya job ke saath mummy papa ka health insurance bhi cover hota hai",
    cls: "vocabulary",
    expect: "/career",
  },

  // ambiguous
  { q: "can I walk in on a saturday afternoon at 3", cls: "ambiguous", expect: "/contact|/login" },
  {
    q: "from kickoff, how many weeks before our managers get the first sales report screen",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "if I join, by what time must I be online each day", cls: "ambiguous", expect: "/career" },
  {
    q: "time and materials billing how does it work",
    cls: "ambiguous",
    expect: "/services|/contact",
  },
  { q: "which city does your security head work from", cls: "ambiguous", expect: "/about" },
  {
    q: "if your help desk looks after our laptops, what days and times do they pick up",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/contact",
  },
  {
    q: "our accountant clicked a fake mail link, do you run sessions to teach staff",
    cls: "ambiguous",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "moving a decade of legacy records and excel files into a single reconciled source",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "new logo, fonts and colour palette for our startup, is that your thing",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  { q: "which certificate does your own company hold", cls: "ambiguous", expect: "/|/about" },
  { q: "how soon do you reply after I apply", cls: "ambiguous", expect: "/career" },
  {
    q: "if bugs show up right after go live on a fixed price deal, is that covered free",
    cls: "ambiguous",
    expect: "/services",
  },

  // multi
  {
    q: "number to call you + are you hiring someone for airflow/dbt pipelines",
    cls: "multi",
    expect: "/contact|/login & /career#data-engineer",
  },
  {
    q: "priya sharma kaun hai, and which article did she author",
    cls: "multi",
    expect: "/about & /blog/cloud-trends|/blog|/blog/category/cloud",
  },
  {
    q: "fixed price project range kya hai, and a simple website kitne weeks me banegi?",
    cls: "multi",
    expect: "/services & /services/web-development|/contact",
  },
  {
    q: "need 2 things: an ethical hacking test of our api, and a swift app for iphone",
    cls: "multi",
    expect: "/services/cybersecurity & /services/mobile-development",
  },
  {
    q: "how much traffic did the fashion store handle, and how much did patient waiting go down for the hospitals",
    cls: "multi",
    expect: "/projects/ecommerce-platform|/projects|/ & /projects/healthcare|/projects",
  },
  {
    q: "does this website put cookies on my laptop, and if there is a dispute which country's law applies",
    cls: "multi",
    expect: "/legal/privacy|/legal/terms & /legal/terms",
  },
  {
    q: "singapore me clients hai kya aur founder kaun hai",
    cls: "multi",
    expect: "/|/about & /about",
  },
  {
    q: "interview process kitne rounds ka hai and senior full stack ki salary kitni",
    cls: "multi",
    expect: "/career & /career#senior-full-stack-engineer",
  },
  {
    q: "power bi reports? kubernetes setup? and where do existing clients sign in to check project status",
    cls: "multi",
    expect: "/services/data-analytics & /services/devops & /login",
  },
  {
    q: "how many weeks is discovery and who owns the source code at the end",
    cls: "multi",
    expect: "/services|/contact|/services/software-development & /services/software-development",
  },
  {
    q: "aws or azure which should we pick, and what did your cloud trends article say about kubernetes",
    cls: "multi",
    expect: "/services/cloud-solutions & /blog/cloud-trends",
  },
  {
    q: "how many people work at nexora and do you take clients from the education sector",
    cls: "multi",
    expect: "/about & /contact",
  },

  // unanswerable
  { q: "we need an ethereum token and dapp built", cls: "unanswerable", expect: "fallback" },
  { q: "annual revenue in crores for FY25-26?", cls: "unanswerable", expect: "fallback" },
  {
    q: "before the first call I want a confidentiality agreement signed, standard practice for you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "paternity leave after my baby is born, how many days?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a joining bonus or relocation help if I move to Bhopal for the job",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you take USDT or other crypto for international invoices",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you program IoT sensors and embedded firmware for factory machines",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "office staff ke liye cab facility hai kya", cls: "unanswerable", expect: "fallback" },
  { q: "gender ratio in the engineering team", cls: "unanswerable", expect: "fallback" },
  {
    q: "I want to open a Nexora franchise in Nagpur, what's the investment",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "new joiners ka probation period kitne months ka hota hai",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "free khana milta hai office me? tiffin service?", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "monsoon arrives in kerala on which date usually", cls: "off-topic", expect: "fallback" },
  { q: "how to make dal makhani at home without cream", cls: "off-topic", expect: "fallback" },
  { q: "how many grand slams has novak djokovic won", cls: "off-topic", expect: "fallback" },
  { q: "capital city of mongolia?", cls: "off-topic", expect: "fallback" },
  { q: "cheapest flights from delhi to goa in january", cls: "off-topic", expect: "fallback" },
  { q: "what is the integral of x squared times sin x", cls: "off-topic", expect: "fallback" },
];
