import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-fifth held-out set, written on 2026-12-04 (session 60) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-fourth set, scored once, is now `hundredAndFourthHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.749).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "do you guys run tabletop drills with our management for a hacking incident",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "after we patch the holes your pentest finds, is the second round of testing free or charged",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "our designer says 3 testers are enough, what number does your UX team recruit for each testing round?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "accountant uses Tally ERP; would a custom order system from you sync bills into it with GST",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "our second godown is in Satna MP, would your support engineer physically visit or only remote?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "the kurta retailer case: what was mobile load time in seconds after relaunch vs before",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "how many online doctor video calls did the hospital chain do in its first year on your system",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "for the trucking company, how many minutes did switching the Oracle DB over to RDS take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "ransomware hit a friend's firm - govt ko kitne ghante me inform karna padta hai as per CERT-In?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "suppose I want to sue over something published on your pages, is it Bhopal courts or my home state",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "I filled the estimate form last year - is my name and budget still sitting in your database, for how long",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "for the security operations centre opening in Bhopal, would I work late shifts & get an allowance",
    cls: "unreachable",
    expect: "/career",
  },

  // long
  {
    q: "I run three small clinics in Nagpur and we keep losing appointment slips and patient files between branches, have you built something like this for hospitals that I could look at as an example",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "we are a D2C clothing label selling through our own site and every Diwali sale the whole thing crashes, so I want to know if your team can build us a shop that survives huge traffic",
    cls: "long",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "my father runs a wholesale distribution business and all the orders sit in excel sheets that nobody trusts anymore, he wants proper sales reports he can check on his phone every morning, which of your services fits",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "before I commit a big budget I would like somebody independent to look at our current technology setup and tell us honestly what to fix first, without pushing us to buy any particular vendor's product",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "another agency made our app two years back and it keeps crashing on android phones and the play store reviews are terrible, could your people take it over and repair it rather than starting from scratch",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "I'm in the final year of BTech in Indore and wanted to understand what your recruitment looks like from the moment I send my CV until an offer, and whether you give a take home assignment",
    cls: "long",
    expect: "/career",
  },
  {
    q: "our accounts team is buried under roughly three thousand supplier invoices every month and my boss keeps saying some AI could read them for us, is that genuinely something you deliver",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "once you finish building our system and hand it over, what happens if something breaks half a year later, do you stay on to maintain it or are we left on our own",
    cls: "long",
    expect: "/contact|/services",
  },
  {
    q: "we have about forty laptops in the office, nobody knows who holds which licence and the wifi keeps dropping during calls, basically we need an outside team to look after all of our IT",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I own a mid-sized factory and honestly don't understand what you would actually do first if we hired you, could you walk me through the stages of a project from beginning to end",
    cls: "long",
    expect: "/services",
  },
  {
    q: "a large bank we supply to is now insisting that we get ISO 27001 certified and we have absolutely no clue where to begin, can you guide us through the entire thing",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I just want to write to somebody at your company about a possible project but I cannot find an email anywhere, and is there also a number I could ring in the afternoon",
    cls: "long",
    expect: "/contact",
  },

  // typo
  {
    q: "ethical hacking test of our android app + backend apii, u guys do that??",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "hoshangabad rd wala ofice exact adres pincode plz", cls: "typo", expect: "/contact" },
  {
    q: "need a iphone + andriod aap for my gym membrs",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "that trucking compny you moved to amazon cloud, 120 servises, details?",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "predicting next month demand using machien learnig, possible?",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  { q: "carrer oppurtunites opening list", cls: "typo", expect: "/career" },
  {
    q: "sales reprots for 14 outlets in one screen, metabase type, u make?",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "wat info does ur site save on my browser, localstorage etc",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "our checkout screen confuses users, redesing + clickable mockup?",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "arjun mehta backround before he startd the compnay", cls: "typo", expect: "/about" },
  {
    q: "releses take whole weekend, automate deploymnt with github actons?",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "purchase aprovals still on paper with 4 signatres, can you automte",
    cls: "typo",
    expect: "/services/digital-transformation",
  },

  // vocabulary
  {
    q: "meri bakery ki online dukaan jaisi site chahiye jisme menu aur order dono ho",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "humare server pe baar baar attack ho raha hai, protection dilwa sakte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "CV kis email pe bhejna hai job ke liye, bata do bhai",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "apke rate kya hai, ek project ka kharcha kitna padta hai",
    cls: "vocabulary",
    expect: "/services",
  },
  {
    q: "office ka purana server hatake sab kuch cloud pe dalna hai",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "seed-funded founder here, can't afford a full-time CTO, could one of your people fill that seat a few days a month",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "whose names are on the leadership side, like who calls the shots there",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "any proof of past work? like real clients and what changed for them",
    cls: "vocabulary",
    expect: "/projects",
  },
  {
    q: "got any articles or reading material from your engineers?",
    cls: "vocabulary",
    expect: "/blog",
  },
  {
    q: "sales ka saara data ek jagah dekhna hai, reports apne aap ban jaye",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "purana client hu, apne project ka status kahan check karu",
    cls: "vocabulary",
    expect: "/login",
  },
  {
    q: "want our support desk to auto-answer from the warranty manuals we already have, with sources shown",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },

  // ambiguous
  {
    q: "how long does it take to get a simple business website made",
    cls: "ambiguous",
    expect: "/services/web-development|/contact",
  },
  {
    q: "if I drop by on a saturday at 3pm will anyone still be there",
    cls: "ambiguous",
    expect: "/contact|/login",
  },
  {
    q: "sent my portfolio for the designer role 4 days ago, when should I expect some reply",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "the cloud invoice from amazon doubled since march, who on your side can trim that spend",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "ballpark monthly spend if we keep a stable squad of 6 of your engineers long term",
    cls: "ambiguous",
    expect: "/services",
  },
  {
    q: "raviwar ke din aapki team se baat ho sakti hai ya chhutti hoti hai",
    cls: "ambiguous",
    expect: "/contact|/login",
  },
  {
    q: "how long does your architecture review or tech roadmap assessment take",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "how long before we actually see a first dashboard with our numbers",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "data engineering job - CTC band in lakhs?", cls: "ambiguous", expect: "/career" },
  {
    q: "the rupee figures on your pricing, do I add 18% tax over them",
    cls: "ambiguous",
    expect: "/services",
  },
  {
    q: "that initial study before building, duration and fee roughly",
    cls: "ambiguous",
    expect: "/services|/contact",
  },
  {
    q: "is the guy heading your infosec practice sitting at the Bhopal office too or elsewhere",
    cls: "ambiguous",
    expect: "/about",
  },

  // multi
  {
    q: "cross platform app for our salon chain - possible? also give me a landline to call",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "who's your CTO, and are there any vacancies right now",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "show me the 12-hospital patient record case, and separately what your design research team offers",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "do you handle SEO when building sites? also what's the fixed price range",
    cls: "multi",
    expect: "/services/web-development & /services",
  },
  {
    q: "any analytics spying on visitors here? and which road is nexora's building on",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "do we really need kubernetes? and how do we choose between aws azure and gcp",
    cls: "multi",
    expect: "/services/devops & /services/cloud-solutions",
  },
  {
    q: "data warehouse zaroori hai kya, aur AI model ke liye kitna data lagega",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "what year did nexora start, and what can I do in the client portal",
    cls: "multi",
    expect: "/about & /login",
  },
  {
    q: "what did you achieve for the lending fintech, and do you offer round the clock threat monitoring",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "I read your piece on AI pilots; do you also build LangChain assistants",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "we need help desk support for our office plus an ERP rollout, can you do both",
    cls: "multi",
    expect: "/services/it-infrastructure & /services/digital-transformation",
  },
  {
    q: "IP of the code after delivery stays with whom? also T&M monthly billing figures pls",
    cls: "multi",
    expect: "/services/software-development & /services",
  },

  // unanswerable
  { q: "annual revenue figure of nexora for FY 2025-26?", cls: "unanswerable", expect: "fallback" },
  { q: "is nexora listed on NSE, can I buy your shares", cls: "unanswerable", expect: "fallback" },
  {
    q: "need a solidity developer for an NFT minting dapp",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who handles recruitment on the people team, their name",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how many staff sit in your Pune office", cls: "unanswerable", expect: "fallback" },
  { q: "can you develop a console game for playstation", cls: "unanswerable", expect: "fallback" },
  {
    q: "I'll be driving in for a meeting, is there a spot to leave my SUV at your premises",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before sharing our product idea our lawyer wants confidentiality paperwork from your side, ok?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what is the notice period expected for the cloud devops role",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a registered trust doing rural education; any concession on fees for non-profits",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can the invoice be settled in USDT or BTC", cls: "unanswerable", expect: "fallback" },
  {
    q: "how many female developers are on the payroll vs male",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "upper lake pe boating kitne baje tak hoti hai", cls: "off-topic", expect: "fallback" },
  {
    q: "make up a funny limerick about my boss and his coffee",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "ek achhi hindi web series suggest karo weekend ke liye",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how much garam masala goes into dal makhani for 4 people",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "my gas cylinder booking app is showing error, what to do",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "translate good morning into japanese for me", cls: "off-topic", expect: "fallback" },
];
