import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-second held-out set, written on 2026-12-04 (session 59) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-first set, scored once, is now `hundredAndFirstHeldOut` in questions.ts. None of its
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
    q: "When that trucking firm's Oracle database got switched over to AWS on the Sunday night, how many minutes did the actual switch take end to end?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Those twelve multi-speciality hospitals you digitised: their insurer payouts were stuck around two weeks, what's the turnaround post go-live?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "In the distributor's demand forecasting job, sales figures used to be a week old — how fresh are they after your pipelines went in?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "The kurta and saree retailer storefront — what median load time on mobile did you end up with?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "RBI-regulated lender with 300 staff, the Okta and security keys overhaul: once live, how fast did their SOC catch something fishy?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "If I submit your form while offline and it never goes through, after how many days is my saved copy thrown away?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "If my company ever had to sue over something on nexora.example, we'd be fighting it in Bhopal or Mumbai or where?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "Billed in USD, what would the initial discovery study set us back roughly?",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "as a staffer there, what's the yearly allowance for upskilling like AWS exams, udemy, books etc?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "We have a branch office in Jabalpur — would your engineers physically come there for hardware support or only remote?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "one shared codebase for both phone platforms vs writing Swift and Kotlin separately — ballpark saving on spend?",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "Vikram's piece on protecting growing firms mentions a government deadline after a breach is noticed, is that 6 hrs or 72?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  // long
  {
    q: "So I run four small dental clinics around Indore and my receptionists are drowning in phone calls, half my patients use cheap Android phones and the rest iPhones, and my nephew said we should get our own booking thing that patients can download, is that something your team builds?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Every Monday our regional heads come to the review meeting with their own Excel sheets and we waste the first hour arguing which number is correct, the CEO is fed up, we have Tally and a CRM and lots of files floating around — can you help us get one version of the truth that management actually trusts?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Honestly our board got excited about generative AI last year, we did a flashy proof of concept with some vendor, everyone clapped, and then it just sat there and never went live, I'm trying to understand why these things die after the demo and what a sensible route to production looks like.",
    cls: "long",
    expect: "/blog/future-of-ai|/services/ai-machine-learning",
  },
  {
    q: "We moved to Azure two years back thinking it'd be cheaper, but finance keeps flagging that the monthly invoice creeps up every quarter, nobody knows which team spun up what, there are test machines running on weekends — who can help us get that spend under control?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "We're a 40-person CA firm, no IT guy, the wifi keeps dropping in the conference room, the printer never works, laptops aren't backed up and last month someone lost a client's files — what do you offer for a firm like ours?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our developers push code maybe once a month because every release is a whole Saturday with a checklist and one senior guy babysitting servers, and half the time something breaks and we roll back by hand, I'd love for shipping to be boring — is this your area?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "A VC fund is about to put money into a SaaS startup and before signing they want somebody neutral to go through the product's code, its architecture and the engineering team to tell them what they're actually buying, do you do that sort of review?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "I filled in your message form yesterday evening describing a warehouse app, got the confirmation screen, but I'm not sure what comes next, will a salesperson call me, will there be a meeting, how long before I hear something?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We already have in-house coders, that's not the issue, but our shopping app honestly looks like 2015 and customers keep telling support they can't find the checkout, so what we need is someone who studies our users and redesigns the screens — only that part, not the building.",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "At our textile mill every purchase request is a paper file travelling between four desks for signatures, it takes most of a week, things get lost, and the old-timers resist any new software, how would you go about changing this?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We're a seed-stage team and frankly the scope will keep changing as we talk to customers, so a fixed quote makes no sense, I'd rather pay month by month and reshuffle priorities — how do you structure something like that and what does it cost?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Our school's site is an old WordPress theme that crawls on phones, parents want it in Hindi too, Google hardly shows us, and the admin office wants to post notices themselves without calling a developer every time.",
    cls: "long",
    expect: "/services/web-development",
  },
  // typo
  { q: "weekend pe aana ho to shanivar ko closing tym kya h", cls: "typo", expect: "/contact" },
  {
    q: "hackr style attak simulaton on our loan portl, u do tht?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "need custm softwre for quoting and invntory in our factry",
    cls: "typo",
    expect: "/services/software-development",
  },
  {
    q: "can ur team make machne lerning model for sales forcasting",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "lakeview tech centr m konsi manzil pe h aap log, gmaps direcshn?",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "is ur site secretly trackng me, any analytcs scrpts runing??",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "that 2-3 wek planing studdy before bulding, wats the fee",
    cls: "typo",
    expect: "/services#pricing",
  },
  { q: "any opning for data engneer wid 3 yr exp", cls: "typo", expect: "/career" },
  { q: "arjun mehtaa befor startng the compny worked were?", cls: "typo", expect: "/about" },
  {
    q: "tell abt the fashon retailr ecomerce projct u did",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "logistcs compny clod migraton result kya tha",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "ur articl on cloud trnds for 2027 link plz", cls: "typo", expect: "/blog/cloud-trends" },
  // vocabulary
  {
    q: "Do you guys do VAPT for a fintech app?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "our deploys are pure click-ops over FTP, want push-to-prod automation with auto rollback",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "Our startup has zero senior techies; could one of your greybeards act as our interim technology chief, part-time?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "management ke liye MIS reports aur BI banwane hai, kar doge?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "hamare delivery boys ke liye barcode scan wala phone app chahiye jo offline bhi chale",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "kya aap office ke computers ke liye AMC type support dete ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can we do staff augmentation — like 6 of your devs working only on our product long term?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "looking for an internal GPT-style helper grounded on our policy manuals, with citations and access rules",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "need Figma mockups and a tappable demo to show investors before we code anything",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "hamari site ke Core Web Vitals laal hain aur Lighthouse score 40, sudhaar sakte ho?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "is WFH allowed in the jobs you've posted?", cls: "vocabulary", expect: "/career" },
  {
    q: "we want to go paperless — e-sign, digital registers, approvals on WhatsApp",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  // ambiguous
  { q: "monthly team rates", cls: "ambiguous", expect: "/services#pricing" },
  { q: "that hospital thing you did", cls: "ambiguous", expect: "/projects/healthcare" },
  {
    q: "who's vikram",
    cls: "ambiguous",
    expect: "/about|/blog/cybersecurity-practices",
  },
  { q: "portal for ongoing projects", cls: "ambiguous", expect: "/login" },
  { q: "any vacancy", cls: "ambiguous", expect: "/career" },
  { q: "T&C", cls: "ambiguous", expect: "/legal/terms" },
  { q: "portfolio dikhao", cls: "ambiguous", expect: "/projects" },
  { q: "do we really need k8s", cls: "ambiguous", expect: "/services/devops|/blog/cloud-trends" },
  { q: "feed for your articles", cls: "ambiguous", expect: "/blog" },
  { q: "what do your clients say", cls: "ambiguous", expect: "/" },
  { q: "need a quote", cls: "ambiguous", expect: "/quotation|/contact" },
  { q: "list of every page on the site", cls: "ambiguous", expect: "/sitemap" },
  // multi
  {
    q: "Give me a landline/mobile to reach your sales desk — plus, is cross-platform with Dart something you ship?",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "Who heads technology at Nexora? Also are you hiring product designers right now?",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "Two quick ones on the fine print: do you keep my chat after I close the tab, and can you be held liable for lost profits from reading your pages?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "Tell me about the lender you got ISO certified, and separately, do your pen testers give a free retest?",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "By what percent did Harbourline's infra bill fall post migration? Also Azure vs GCP vs AWS — do you earn commissions recommending one?",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "which year did you start up, and where do I come if I want to meet face to face?",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "Do you make Power BI dashboards? Also your AI blog post — why do pilots fail to go live?",
    cls: "multi",
    expect: "/services/data-analytics & /blog/future-of-ai",
  },
  {
    q: "kubernetes sach mein chahiye kya humein? aur ek UX audit bhi karwana hai existing app ka",
    cls: "multi",
    expect: "/services/devops & /services/ui-ux-design",
  },
  {
    q: "Are your consultants tied to any vendor? And for process digitisation, what's the first thing to pick?",
    cls: "multi",
    expect: "/services/it-consulting & /services/digital-transformation",
  },
  {
    q: "how many fewer stock-outs did the forecasting client get, and would our data end up training some other company's model?",
    cls: "multi",
    expect: "/projects/ai-analytics & /services/ai-machine-learning",
  },
  {
    q: "Three things: who owns the source code you write, what's the range for a fixed-price build, and till what time is your office open weekdays?",
    cls: "multi",
    expect: "/services/software-development & /services#pricing & /contact",
  },
  {
    q: "Can you handle a click-and-collect online shop like the fashion brand one, and how long would a normal marketing site take?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  // unanswerable
  {
    q: "Could you code Solidity for a tokenised loyalty points scheme on Polygon?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can your team develop a mobile game in Unity with in-app purchases and multiplayer?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can an outsider buy equity in Nexora or is it planning an IPO soon?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What kind of profit margin does Nexora run at, and is it bootstrapped or VC-funded?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Could you program ESP32 boards for our cold-storage temperature loggers in C?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Before our architects share blueprints, our counsel wants your signature on a non-disclosure deed, fine?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "For our skincare D2C label, could you manage Meta spends and influencer collabs?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What's the gender ratio among Nexora's 120 staff?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How are you better than Infosys or TCS for a mid-size company like ours?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can a state PSU buy your services via Government e-Marketplace, are you empanelled?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you offer quantum computing consulting or algorithms?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Employees who bring in a candidate that joins, do they get some cash reward?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "Upper Lake side mein kal shaam baarish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "how do I make soft poha with peanuts", cls: "off-topic", expect: "fallback" },
  { q: "MI vs CSK last night, final score kya raha?", cls: "off-topic", expect: "fallback" },
  {
    q: "translate 'see you next Tuesday at the station' into French",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "compose four rhyming lines on chai and first rains", cls: "off-topic", expect: "fallback" },
  { q: "Shatabdi timings from Bhopal to Delhi?", cls: "off-topic", expect: "fallback" },
];
