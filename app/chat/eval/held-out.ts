import type { EvalQuestion } from "./questions";

/**
 * The hundredth held-out set, written on 2026-12-04 (session 59) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The ninety-ninth
 * set, scored once, is now `ninetyNinthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.743).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "For that 4,000-employee logistics co, the final DB cut-over lasted how long?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "for the kurta and saree retailer's new webshop, what median load time on phones did you finally hit?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "hospital network case - count of video consults done by patients from small towns during year one?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "After the lending startup's zero trust rollout, how quickly were incidents being spotted on median?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "the FMCG distributor used to wait a week for fresh numbers, how current is their data after your forecasting work?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "Say I message you, we chat a bit, then nothing happens; when do you purge that enquiry from your database?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "God forbid we ever fight over your website's content in court, is it Bhopal jurisdiction or somewhere else?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "does the mediclaim you give staff also include their mom and dad, and what's the sum insured?",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "your security blog said something about reporting a cyber incident to CERT-In within a few hours, how many exactly?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "In the 2027 cloud outlook piece, what range of savings on the first year's bill do those cost habits usually give?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "in a usability round for a figma prototype, what's the headcount of testers you normally recruit",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "Nexora's origin story: whom did those first five engineers build software for in 2015?",
    cls: "unreachable",
    expect: "/about",
  },

  // long
  {
    q: "So we are a family run apparel brand, about 40 outlets in MP and Gujarat, and our online store keeps showing items as available which are actually sold out in the shops, customers get angry, my nephew built the site on some plugin. Have you solved this kind of store stock problem for someone before?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Hi, bit of background first, I run a small angel syndicate in Pune and we are about to put money into a SaaS company, the founders say their tech is solid but none of us can judge code. Is there somebody at your end who can look at their codebase and team and tell us honestly before we sign?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Our CA office has around 25 people, the wifi keeps disconnecting every afternoon, two laptops died last month and nobody knew where the backups were, and we don't have any IT person, we just call a local guy. Can your company take this whole headache off us?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I filled the enquiry form on your site yesterday evening, not urgent or anything, just wondering what the process from here looks like, like will someone call me, is there some paid step before a proposal, how does it go?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "Honestly we have been burned before by agencies who quote low and then keep adding charges, so before we even talk I want to understand, the very first study you do before building anything, what does that usually cost us and how many weeks?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Every time our developers push an update it becomes an all-weekend affair with someone manually copying files to the server and praying, last time the site was down for hours on a Monday. Do you help teams automate releases so this stops?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "My father runs a group of nursing homes in three towns and the problem is a patient who visits one branch has to repeat the whole history at another, reports don't travel, billing is a mess with insurers. Have you built anything like a shared records system for hospitals?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I'm currently serving notice at my company and a friend forwarded me your cloud engineer opening. Before I apply I'd like to know what rounds are there, is there a take home assignment, and how long until I hear back?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "We have around 80 sales reps travelling to villages where there is barely any network, they take orders on paper and then type them at night. We're thinking an app on their phones which works without internet and syncs later. Is that something you make?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "In our factory every purchase request goes on paper to four different people for signature, it takes almost a week, files go missing, and the owner wants it all online with approvals on mobile. Which of your services covers this kind of change?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Just curious before I type anything sensitive here, when I chat with this assistant or send the form, does any of what I write go to Google or some tracker, where is it kept and for how long?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "I'll be in Bhopal on work next week and would rather meet in person than do calls, mostly I'm free only on the weekend though. Is your office open on Saturday and till what time?",
    cls: "long",
    expect: "/contact",
  },

  // typo
  {
    q: "pen-testng of our api n mobile app, u guys do it? also securty audt",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "bhopl wala office kidhar hai exactly, adress bhejo", cls: "typo", expect: "/contact" },
  {
    q: "that logistcs co which movd 120 servces to aws, link pls",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "need wireframe + clickable protoype bfore devlopment, ux team hai?",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "powr bi dashbords from tally+excel, cn u do",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "cookeis n trackrs on ur websit? privcy question", cls: "typo", expect: "/legal/privacy" },
  { q: "foundr of nexora kon h, ceo bhi wahi?", cls: "typo", expect: "/about#team|/about" },
  {
    q: "flutr or react nativ app for androd + iphone, quote?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "can u make a chatbott trained on our own documets, machin lerning",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "remotly workng devops/cloud enginer vacancy still opn?",
    cls: "typo",
    expect: "/career#cloud-devops-engineer",
  },
  { q: "prcing for dedicted team montly", cls: "typo", expect: "/services#pricing" },
  {
    q: "artcle on taking artificial inteligence from demo to real use",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },

  // vocabulary
  {
    q: "Do you guys handle CI/CD, k8s and all that pipeline stuff?",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "need our company site to come up on page one of google and open fast on phones",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "we can't afford a full-time tech head, can you give us a part-time CTO type person?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "want an ethical hacker to poke holes in our app before launch",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "MIS reports banane mein poora din jaata hai, excel se tang aa gaye, kuch automate ho sakta hai?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "looking for a bespoke billing tool with GST invoices that talks to Tally, not some readymade package",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "do you take AMC for desktops, printers and LAN in our office",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hum poora office paperless karna chahte hain, e-sign aur online files, kaun sa service hai?",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  { q: "can I see your rate card", cls: "vocabulary", expect: "/services#pricing" },
  {
    q: "T&Cs for using nexora's site",
    cls: "vocabulary",
    expect: "/legal/terms",
  },
  {
    q: "who sits at the top of Nexora's leadership, names and roles?",
    cls: "vocabulary",
    expect: "/about#team",
  },
  {
    q: "what's your global footprint, which geographies have you got customers in",
    cls: "vocabulary",
    expect: "/#global-presence|/about",
  },

  // ambiguous
  { q: "cybersec", cls: "ambiguous", expect: "/services/cybersecurity" },
  { q: "open which hours", cls: "ambiguous", expect: "/contact" },
  { q: "ctc range", cls: "ambiguous", expect: "/career" },
  { q: "what's the damage", cls: "ambiguous", expect: "/services#pricing" },
  { q: "hand-holding once it's live?", cls: "ambiguous", expect: "/contact#faq|/services#process" },
  { q: "portal entry", cls: "ambiguous", expect: "/login" },
  { q: "the hospitals one", cls: "ambiguous", expect: "/projects/healthcare" },
  { q: "apps", cls: "ambiguous", expect: "/services/mobile-development" },
  { q: "cloud", cls: "ambiguous", expect: "/services/cloud-solutions" },
  { q: "how you work", cls: "ambiguous", expect: "/services#process" },
  { q: "examples?", cls: "ambiguous", expect: "/projects" },
  { q: "insights", cls: "ambiguous", expect: "/blog" },

  // multi
  {
    q: "We'd like an Android app built - can you? And what's a ballpark for a fixed-scope engagement?",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "office location + do you have a data engineering job posted?",
    cls: "multi",
    expect: "/contact & /career#data-engineer",
  },
  {
    q: "Who leads your cyber team, and have you taken a fintech through ISO 27001 before?",
    cls: "multi",
    expect: "/about#team & /projects/security-infrastructure",
  },
  {
    q: "does the site drop cookies on me? also is a quote from you binding once I get it?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms#enquiries",
  },
  {
    q: "you people do power bi dashboards? any example where you predicted demand for a distributor?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "Do we really need Kubernetes, and have you written anything on cutting the cloud bill?",
    cls: "multi",
    expect: "/services/devops & /blog/cloud-trends",
  },
  {
    q: "how many weeks for a marketing website, and for custom software do we keep the IP?",
    cls: "multi",
    expect: "/services/web-development & /services/software-development",
  },
  {
    q: "What's Nexora's mission statement and what do your clients say about you?",
    cls: "multi",
    expect: "/about#mission & /#testimonials",
  },
  {
    q: "can you do figma screens for our app, and is there a vacancy for a product designer?",
    cls: "multi",
    expect: "/services/ui-ux-design & /career#product-designer",
  },
  {
    q: "Do you roll out CRMs like Zoho, and once I send the enquiry what's the next step?",
    cls: "multi",
    expect: "/services/digital-transformation & /contact#next-steps",
  },
  {
    q: "Will our data train some outside AI model? Plus where do I log in to track my project?",
    cls: "multi",
    expect: "/services/ai-machine-learning & /login",
  },
  {
    q: "Can you shift us to Azure, and did you ever migrate a transport company onto AWS?",
    cls: "multi",
    expect: "/services/cloud-solutions & /projects/cloud-migration",
  },

  // unanswerable
  {
    q: "Do you put together DeFi or crypto token exchanges for startups?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Any experience shipping console or mobile games built in Unreal or Unity?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How much profit did Nexora book in FY26, and what was the topline?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Before we share our product roadmap, will you countersign a mutual confidentiality agreement?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there car parking available at the lakeview building for visitors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Which venture capital firms have invested in Nexora?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Which of the twelve hospitals in the healthcare story is it, what's the group called?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "If I refer a friend to your open roles and they join, is there a referral payout?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How many people quit Nexora last year, what's the churn of staff?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you take payment in Ethereum or stablecoins for an export project?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can an outsider invest in Nexora equity, are you on any stock exchange?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What is the gender ratio among your developers?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "butter chicken kaise banate hain ghar pe", cls: "off-topic", expect: "fallback" },
  {
    q: "Which batsman scored the most centuries in test cricket ever?",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how to say thank you in Korean language", cls: "off-topic", expect: "fallback" },
  { q: "suggest a 3 day itinerary for Rishikesh in winter", cls: "off-topic", expect: "fallback" },
  { q: "my ceiling fan makes a clicking noise, any fix?", cls: "off-topic", expect: "fallback" },
  { q: "a haiku please on chai during rainfall", cls: "off-topic", expect: "fallback" },
];
