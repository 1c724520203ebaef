import type { EvalQuestion } from "./questions";

/**
 * The sixtieth held-out set, written on 2026-12-03 (session 48) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The fifty-ninth
 * set, scored once, is now `fiftyNinthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.747).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engineer opening mein kitna CTC milega",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "security analyst vacancy bhopal me hai ya ghar se bhi kaam chalega",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "how many leaves per year would I get if I join as an engineer",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "can your ML team handle speech-to-text for Hindi call recordings",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "how many retail stores did the fashion brand in your e-commerce case study have",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "that sunday night database switch in the logistics migration, how many minutes was it",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "tell me which countries fall in your southeast asia region",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "how soon are messages from the contact form wiped from your server",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "legal dispute over using your site - jurisdiction kis city ka hoga",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "your cloud trends post mentions FinOps, what percent saving do those habits usually give in the first year",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "CERT-In reporting deadline in hours, the one mentioned in your security article",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "in your six step delivery process what exactly is done for quality checks before each release",
    cls: "unreachable",
    expect: "/services",
  },

  // long
  {
    q: "Hi, I run a small chain of three pharmacies in Jabalpur and my nephew says we should stop using paper registers and move all approvals and records to some digital workflow, can you people actually help a traditional business like ours go paperless step by step?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We're a Singapore-based startup with about 15 engineers and honestly our releases are painful, every deploy needs a weekend and someone babysitting it, so I'm wondering whether you set up automated pipelines and canary releases for teams like ours",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "my father owns a textile export business and all our sales numbers sit in different spreadsheets that nobody trusts, he wants one screen where he can see revenue by city every morning, is that something your team builds",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I've been working as a systems admin for about two and a half years in Indore and I'm really interested in moving into security monitoring, I don't mind shift work, do you have anything open for someone like me",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "our company got an email from a big enterprise customer saying they will only renew if we can show ISO 27001 certification within the year and we have no idea where to even start with policies and audits",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "before I fill in any form I'd like to understand roughly what the first paid step costs, like the initial study you do before quoting the real build, because our board needs a ballpark number",
    cls: "long",
    expect: "/services|/contact",
  },
  {
    q: "We have a ten year old Android app from a freelancer that keeps crashing and Play Console keeps flagging policy issues, could your mobile folks take it over or do we start fresh",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "I'm a founder in Pune and I'm worried that if I hire an outside agency they'll keep the source code hostage, so before we talk further I need to know who legally owns the code you write for us",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "we are a hospital group with branches in several towns and patients keep repeating their history at every branch, did you ever build something that gives one shared patient record across all locations",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I'm just a visitor reading your site on my phone and I'm a bit paranoid about tracking, so tell me honestly, does this website drop cookies or analytics scripts on my browser",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "our office in Bhopal has around forty laptops, a flaky wifi and nobody really knows if the backups are running, we need someone local who can come on-site and also run the helpdesk every month, do you do that",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I am a B.Tech final year student from Bhopal and I keep seeing your company name near the lake, I just wanted to know how the company got started and who founded it",
    cls: "long",
    expect: "/about",
  },

  // typo
  {
    q: "cyber securty aduit + penetraton tst for our fintech",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "predictiv modals for stock forcast, AI servise",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "kubernatis clustr and jenkns pipleine setup", cls: "typo", expect: "/services/devops" },
  {
    q: "mobil aap devlopmnt using fluter for our gym",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "ui ux desgin and protoype for a fintech app",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "any carreer openigs for clowd devops", cls: "typo", expect: "/career" },
  { q: "privcy polcy data retension", cls: "typo", expect: "/legal/privacy" },
  {
    q: "clowd migrtion projct for the trucking firm, what were the results",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "contcat number and ofice adress", cls: "typo", expect: "/contact" },
  {
    q: "digitl transformaton for our factory paperwork",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  { q: "fractonal cto consaltant", cls: "typo", expect: "/services/it-consulting" },
  {
    q: "ecomerce websit devlopment shopify",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },

  // vocabulary
  {
    q: "office ka wifi baar baar band ho jata hai, koi network wala banda bhej sakte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I want my excel sheets turned into live graphs for my boss",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "any clients in dubai, riyadh or doha?", cls: "vocabulary", expect: "/" },
  {
    q: "naukri dhund raha hu, koi opening hai kya aapke idhar",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "product designer wala role work from home hai kya",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "hackers se apni website bachani hai, aap kya karoge",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we want a bot trained on our HR policy PDFs so staff stop emailing HR",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Google pe top me aane wali website banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "how much mediclaim do staff families get", cls: "vocabulary", expect: "/career" },
  {
    q: "AWS ka bill har mahine badh raha hai, kam kaise karein",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "customer account me login kaha karu invoice dekhne ke liye",
    cls: "vocabulary",
    expect: "/login",
  },
  {
    q: "play store pe apne business ka app daalna hai",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },

  // ambiguous
  {
    q: "once the data work kicks off, how long before managers get their first dashboard screen",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "what's the bill for the discovery phase", cls: "ambiguous", expect: "/services|/contact" },
  {
    q: "is your helpdesk open on saturday afternoon",
    cls: "ambiguous",
    expect: "/contact|/login|/services/it-infrastructure",
  },
  {
    q: "which office is your security chief Vikram working out of",
    cls: "ambiguous",
    expect: "/about",
  },
  {
    q: "rough per-month cost to keep a dedicated squad of your devs on our product",
    cls: "ambiguous",
    expect: "/services",
  },
  {
    q: "if I apply today, how long until I hear back with an offer or a no",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how long would a quick architecture health check by you folks last",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "do you support sites outside Bhopal",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how do you keep this site safe, https and all that",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "is our confidential data going to end up training openai or somebody else's model",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "any downtime when we move to the cloud?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "for the usability test rounds, how many participants do you actually need",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },

  // multi
  {
    q: "phone number for your team plus any vacancies open to people working remotely from Kerala",
    cls: "multi",
    expect: "/contact|/login & /career",
  },
  {
    q: "Priya Sharma kaun hai and her blog on 2027 cloud predictions",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "pen testing ho jayega? aur ek normal website banne me kitne hafte lagte hain",
    cls: "multi",
    expect: "/services/cybersecurity & /services/web-development|/contact",
  },
  {
    q: "what result did the analytics dashboard project get, and which BI tools do you use",
    cls: "multi",
    expect: "/projects/ai-analytics & /services/data-analytics",
  },
  {
    q: "when was the company founded and where exactly is the office",
    cls: "multi",
    expect: "/about|/ & /contact",
  },
  {
    q: "Do you use cookies? Also which law governs your terms?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "flutter me app bana doge aur uska UI bhi design kar doge?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "time and materials pricing kaise kaam karta hai, aur project portal me sign in kaise karein",
    cls: "multi",
    expect: "/services & /login",
  },
  {
    q: "which clouds do you work with, do we really need kubernetes, and have you migrated anyone big",
    cls: "multi",
    expect:
      "/services/cloud-solutions & /services/devops|/blog/cloud-trends & /projects/cloud-migration",
  },
  {
    q: "need help with an ERP rollout plus a custom app that talks to Tally",
    cls: "multi",
    expect: "/services/digital-transformation & /services/software-development",
  },
  {
    q: "you guys have your own ISO 27001? and would you guide us through getting ours",
    cls: "multi",
    expect: "/about|/ & /services/cybersecurity",
  },
  {
    q: "what did Arjun write about AI pilots and what's his role in the company",
    cls: "multi",
    expect: "/blog/future-of-ai & /about",
  },

  // unanswerable
  {
    q: "do you manage google and meta ads for d2c brands",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "nexora ka annual revenue kitna hai", cls: "unanswerable", expect: "fallback" },
  {
    q: "we want a Unity game for our brand's promo, your team does that?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can visitors park their car somewhere near the Hoshangabad Road building",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there any paid leave for new mothers", cls: "unanswerable", expect: "fallback" },
  {
    q: "is the discovery phase fee refundable if we don't continue with you",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "blockchain ya web3 dapp banate ho kya, smart contracts wagera",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how many female engineers are on your team", cls: "unanswerable", expect: "fallback" },
  {
    q: "if I refer my college friend for an opening, is there any reward money",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "are you ISO 9001 certified as well", cls: "unanswerable", expect: "fallback" },
  {
    q: "firmware development for IoT sensors and embedded boards, do you take that up",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which shoes or clothes are we expected to wear at the office",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "my dadaji wants to know which team won the 2011 cricket world cup final, settle our family argument pls",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "quick one, how do I make paneer butter masala like a dhaba",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "monsoon forecast for bhopal next week, will the lakes overflow?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how do u say good morning and thank you in french, my kid has homework",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "capital city of australia is sydney or canberra? confused",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "suggest some good bollywood films to watch on netflix tonight",
    cls: "off-topic",
    expect: "fallback",
  },
];
