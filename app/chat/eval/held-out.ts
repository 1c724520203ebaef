import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-eighth held-out set, written on 2026-12-04 (session 61) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-seventh set, scored once, is now `hundredAndSeventhHeldOut` in questions.ts. None of
 * its questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at
 * most 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "Suppose we part ways after the build: does the git repo and the IP stay with us or with Nexora?",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "If we hand you our customer records for an AI project, could they end up training somebody else's model?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "After the hospital group went live, how many days did insurance claim settlement drop to?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "That Oracle to RDS cut-over for the freight client, did it really finish inside twenty minutes?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Per your privacy notice, after how many months do you delete an enquiry I sent?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "Legal team query: a grievance about content on your website gets settled under which state's courts?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "Regulator reporting window for a breach in India, the one your security blog talks about: is it six hours or twenty-four?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "Who runs the security practice at Nexora, and is he an ethical hacker or auditor?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "Timeline question: 2017 was your cloud start, but when did data science join the picture?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "Our PM never got the workspace invitation mail for our engagement. How do we get it resent?",
    cls: "unreachable",
    expect: "/login",
  },
  {
    q: "Jabalpur factory here, a few hours from you. Do your support folks ever drive down, or is it remote only?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "For your research sprints, is a handful of testers really enough or do you recruit dozens?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },

  // long
  {
    q: "Hi there, we are a mid-sized garment exporter in Tiruppur and our accounts team still spends half of every month chasing paper purchase approvals between four managers, which is driving everyone crazy. Is there something you do to move approvals and paperwork onto a proper digital workflow?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Our startup has a React web app that a freelancer built two years ago; he has now vanished, the code is messy, nobody on our side really understands it, and we still have to ship new features before the next investor update. Would your people be willing to take over a codebase in that state?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I am the finance head of a family-owned distribution business and before I take anything to our board I need a rough sense of the money involved, per month or per project, if we were to keep a dedicated group of your engineers for about a year.",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "My colleague tried ringing your office last weekend and nobody picked up. We are in another city and can only call around lunchtime on Saturdays, so could you tell me exactly which days and hours somebody answers the phone?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "I have been doing SOC monitoring at a cooperative bank in Indore for three years, I am fine with rotating shifts, and I would love to relocate to Bhopal to be near family. Do you have an opening for someone like me right now, and what does it pay?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We run IT for a lending company, our auditors keep asking for proof of who can access what, our VPN basically lets everyone into everything, and the certification audit is less than a year out. Have you actually done this for a regulated business before, and how did it turn out?",
    cls: "long",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "Before anyone here signs anything I want to be clear: if I fill in the quote form on your site and tick the fifty-thousand-dollar-plus budget band, does that commit my company to paying that amount or to going ahead with you?",
    cls: "long",
    expect: "/legal/terms",
  },
  {
    q: "Our warehouse managers in three states each keep their own Excel reports, every Monday meeting turns into a fight about whose numbers are right, and our MD wants a single set of figures on his phone. What would you do for us here, and how soon could we see something working?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I keep reading that most companies waste money in the cloud, and our AWS invoice has nearly doubled in eighteen months while traffic stayed flat. Did your engineers write anything about keeping cloud spend in check that I could forward to my CTO?",
    cls: "long",
    expect: "/blog/cloud-trends",
  },
  {
    q: "We are a chain of clinics and want patients in small towns to book appointments and see a doctor over video from their phones, on cheap Android handsets with poor network, with UPI payments. Is that the kind of app you build, and would you also get it onto the Play Store for us?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "So once I press send on the message form on your website, what exactly happens after that: who reads it, how long before somebody replies, and is there some paid first step before you can give me a final price?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We are a small manufacturer in Pithampur with about forty laptops, a couple of printers, Wi-Fi that drops every afternoon and no backups worth the name, and we have no IT person at all. Can you look after all of this for us every month?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },

  // typo
  {
    q: "need cybr secuirty helth check + pen testng for our lendng app",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "exact adres of ur bhopal ofice, which flor of the lakeveiw bilding?",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "that truking compny moving 120 servises to aws, case studdy link pls",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "stok-out predicton with machin lerning for FMCG distribtor",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  { q: "discovary fase price in rupees aprox?", cls: "typo", expect: "/services#pricing" },
  {
    q: "do u store my chat convrsation somwhere? privasy concern",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "figma protoypes and usabilty testng for our neobank app",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we deploy manualy every frday nite, want github actons + argo cd setup, can u?",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "dbt + snowflake data enginer vacansy, hybrid?", cls: "typo", expect: "/career" },
  {
    q: "kurta brand storefrnt that doubled onlne sales, whr can i read it",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  { q: "wat r ur buisness hours on saturdy", cls: "typo", expect: "/contact" },
  {
    q: "name of nexoras foundr pls, did he wrk on bankng platfroms before",
    cls: "typo",
    expect: "/about",
  },

  // vocabulary
  {
    q: "Saree ki shop hai, Shopify jaisa online store chahiye, aap banaoge?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "Can you be our part-time tech head? We're a seed-stage startup with no CTO yet.",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "Koi banda chahiye jo hamare 25 laptops, printer aur network ka dhyan rakhe har mahine",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Need a VAPT report before our bank partner onboarding, you handle that?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "chhote project ka kitna kharcha aayega, rough idea chahiye bas",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "Aapki company mein naukri kaise milegi, apply kahan karun?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "Looking for a GPT-style helper that replies to employees using our leave and reimbursement rules",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Sab kuch kaagaz pe hota hai, approvals mein 5 din lagte hain, isko digital karwana hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "Power BI type MIS reports for our sales guys, possible?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "UK ya Singapore mein bhi clients hain kya aapke ya sirf India?",
    cls: "vocabulary",
    expect: "/|/about",
  },
  {
    q: "Delivery boys ke liye ek app chahiye jo barcode scan kare, Android aur iOS dono",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "Any rate card? Monthly kitna lagega agar developers hire karein aapse?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },

  // ambiguous
  {
    q: "My phone number goes in your enquiry form: is it kept on a server abroad, and which staff see it?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "Need to migrate a decade of Tally exports and spreadsheet history into one reconciled warehouse",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "Our logo looks dated; could your designers do a full visual identity refresh, typography too?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "Where do I sign in to check our project's invoices and documents?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "Our accountant fell for a fake invoice email. Do you run awareness sessions or simulations for staff?",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "Can I get a team that stays on our product long term and works in our time zone?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "If I join, am I expected to be online nine to six, or is timing flexible?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "What are the payment terms on a fixed-price engagement?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "Can our company site be in Hindi as well as English?",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  { q: "How do I apply for a project estimate?", cls: "ambiguous", expect: "/quotation|/contact" },
  {
    q: "We want to get certified to ISO 27001 ourselves. Can you help?",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "Can someone independent review our architecture before we scale up?",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },

  // multi
  {
    q: "Native Swift/Kotlin or cross-platform for a rider-tracking app, and what would a milestone-billed contract typically run to?",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "Which floor is your Bhopal office on, and is the UI/UX designer role still accepting applications?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "Show me the logistics migration story, and also tell me what your DevOps offering covers.",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/devops",
  },
  {
    q: "Who wrote your piece on AI moving from pilots into daily work, and what is that person's role?",
    cls: "multi",
    expect: "/blog/future-of-ai & /about",
  },
  {
    q: "Any trackers or analytics running here? Also, under which jurisdiction do your site terms fall?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "We need a penetration test and also a sales dashboard. Can you do both?",
    cls: "multi",
    expect: "/services/cybersecurity & /services/data-analytics",
  },
  {
    q: "How long does a marketing website take with you, and what are the stages of your overall delivery process?",
    cls: "multi",
    expect: "/services/web-development & /services#process",
  },
  {
    q: "I'd like to read the hospital network case study and the demand forecasting dashboard one.",
    cls: "multi",
    expect: "/projects/healthcare & /projects/ai-analytics",
  },
  {
    q: "Can you set up Microsoft 365 for our office, and separately rebuild our outdated website?",
    cls: "multi",
    expect: "/services/it-infrastructure & /services/web-development",
  },
  {
    q: "Is there an article on backups against ransomware, and do you offer round-the-clock threat monitoring?",
    cls: "multi",
    expect: "/blog/cybersecurity-practices & /services/cybersecurity",
  },
  {
    q: "What is the paid first phase before a project, and what happens in your QA step?",
    cls: "multi",
    expect: "/services#pricing & /services#process",
  },
  {
    q: "I'm an existing client: where is the portal login, and where can I read your privacy policy?",
    cls: "multi",
    expect: "/login & /legal/privacy",
  },

  // unanswerable
  {
    q: "Profit margin and headline revenue figures for Nexora, please, for our vendor due-diligence sheet",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can outsiders buy shares in Nexora, or is there a pre-IPO round open?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What's the gender ratio across your hundred-odd staff?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Would you accept payment in crypto, or through a bank loan tie-up?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Which hospital brand was the twelve-hospital client? I'd like to ring them for a reference.",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Coming by SUV tomorrow: is there a basement slot reserved for guests at your building?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Have you ever built anything on Ethereum or Hyperledger?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you feature on Clutch's list of top developers in India?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Before we share our pitch deck, will you countersign our mutual non-disclosure agreement?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Give me the CEO's direct WhatsApp number please", cls: "unanswerable", expect: "fallback" },
  {
    q: "Any special pricing for registered non-profits or section 8 companies?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you make games in Unity or Unreal for PC and consoles?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "Bhopal ka mausam is weekend kaisa rahega, Upper Lake pe picnic ka plan hai",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "How long should I soak rajma before making it in a pressure cooker?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "Mumbai vs Karnataka: who has more domestic first-class cricket trophies?",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "Translate 'see you next week' into French please", cls: "off-topic", expect: "fallback" },
  { q: "How far is Canberra from Sydney by road?", cls: "off-topic", expect: "fallback" },
  { q: "make up a limerick about a cat who hates Mondays", cls: "off-topic", expect: "fallback" },
];
