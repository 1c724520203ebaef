import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-third held-out set, written on 2026-12-04 (session 59) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-second set, scored once, is now `hundredAndSecondHeldOut` in questions.ts. None of
 * its questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.740).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "In the logistics migration, on the Sunday night cut-over to RDS, the core DB swap finished in how many minutes exactly?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Twelve hospitals, claims stuck for 15 days earlier; post go-live what's the average settlement time they got?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "fashion chain with 60 stores: typical mobile load time after your rebuild, in seconds?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Once the fintech dropped its VPN for per-app access, how quickly were security incidents being noticed, median?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "The distributor's sales figures were a week stale before, how current is the data now in their forecasting setup?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "Your blog post on defending growing firms gives a deadline for fixing critical internet-exposed vulnerabilities: what is it?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "Nexora's founding story: which organisation paid for the team's very first build in that one rented room?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "Suppose I message you through the form and we never sign anything, how long till my details get wiped?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "If something on your site goes wrong between us legally, which country's law applies and which courts?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "Per your cloud predictions post, roughly what percentage do tagging and switching off idle environments save on year one spend?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "In the AI piece there was a finance team drowning in invoices each month, how many were they typing in manually?",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "Annual leave count plus health insurance sum for staff families, what are the figures?",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },

  // long
  {
    q: "We are a mid-sized auto parts maker near Indore. Every purchase request still goes on paper, needs four signatures and sits for almost a week, and my MD is fed up. We are not looking for just another software licence. Can somebody help us rethink and automate this whole thing end to end?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "So last Diwali our online store basically died, pages took ages on mobile, and half the items shown as available were actually sold out in the shops. My boss wants proof that someone has fixed exactly this for a similar brand before we talk. Have you?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Hi, I am with a small venture fund. We are about to put money into a SaaS startup and honestly none of us can judge whether their code and architecture are any good or whether the team can scale. Is getting an outside review of that something your people take on?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Right now every release at our company happens on a Saturday night, three people follow a checklist in a doc, and at least once a month something breaks and we roll back by hand. I keep reading that other teams deploy many times a day. How would you help us get there?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "Around 60 people sit in our Bhopal office. Wifi goes off twice a day, no clue whether backups restore, and laptops haven't seen an update in ages. Whenever stuff breaks we ring a neighbourhood hardware shop. I'd like a proper contract with a help desk. Is this something your lot handles?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We have hundreds of HR and policy PDFs and our field staff keep calling head office with the same questions, many of them in Hindi. Management is asking whether some kind of bot could answer from our own documents and show where the answer came from. Could you build that?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "A freelancer built our booking portal last year and it looks nice, but customers keep phoning us because they cannot figure out how to finish the form. Before we spend more on development I would like someone to sit with actual users, watch where they get stuck and fix the flow. Who do I speak to?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "I run a chain of physiotherapy clinics and want patients to book slots and pay with UPI from their phone. Most of them use cheap Android handsets, some use iPhones, and the network in smaller towns is bad. Is this the kind of project your team can take end to end?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Every month-end our regional heads come to the review with their own Excel sheets, the numbers never match with Tally, and half the meeting is spent arguing about whose figures are correct. I just want one trusted place that everyone looks at. Where do I start with you?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Honestly I am a bit hesitant to fill in forms on vendor websites because then sales people call me ten times a day. If I send you a message about our project, what exactly happens next and how soon will I hear back?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "I have been doing data engineering for about four years, mostly Airflow and Snowflake with dbt models, and I would prefer something hybrid rather than fully in office. Is there any opening that fits and what does it pay roughly?",
    cls: "long",
    expect: "/career#data-engineer",
  },
  {
    q: "We are a lending startup that grew really fast, everyone shares passwords and the VPN gives access to everything. Now our partner bank says no renewal unless we get ISO 27001 within the year. Have you taken a company through something like this before?",
    cls: "long",
    expect: "/projects/security-infrastructure|/services/cybersecurity",
  },

  // typo
  { q: "saturdy half day hota h kya ofc me? timng batao", cls: "typo", expect: "/contact" },
  {
    q: "pentesting for our andriod app + backend, u offer?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "can u shift our servrs to aws without any downtym",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  { q: "discovry stage ka chrage kitna hai roughly", cls: "typo", expect: "/services#pricing" },
  { q: "pincode n street adres of nexora ofc plz", cls: "typo", expect: "/contact" },
  {
    q: "need flutter devloper for andriod and iphone app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "websit pe cokies lagte h kya, any trakking?", cls: "typo", expect: "/legal/privacy" },
  { q: "who's d foundr of ths compny", cls: "typo", expect: "/about" },
  {
    q: "demnd forcasting with machne lerning for distrbutor",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  { q: "hirng for soc analist shifts?", cls: "typo", expect: "/career#security-analyst" },
  {
    q: "site redesgn on wordpres, want beter google ranking",
    cls: "typo",
    expect: "/services/web-development",
  },
  {
    q: "kubernets clstr + helm chart deploymnt automtion hlp",
    cls: "typo",
    expect: "/services/devops",
  },

  // vocabulary
  {
    q: "Can you guys do a lift and shift of our on-prem racks into Azure?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we need VAPT done before our client's vendor audit next month",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "looking for a part-time tech head on advisory basis, not a full hire",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "want to get rid of our excel jugaad and have proper MIS reporting",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "iOS aur Android ke liye ek hi app banwana hai, aap log karte ho?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "ek chhoti si online shop ki site chahiye, ready hone me kitna time?",
    cls: "vocabulary",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "do you do GenAI things, like a private ChatGPT trained on our company docs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  { q: "share your rate card, T&M vs fixed bid", cls: "vocabulary", expect: "/services#pricing" },
  {
    q: "resource augmentation: can we take a team from you on monthly billing?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "we run quoting and stock off a dozen spreadsheets and want our own in-house tool built instead",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "koi hospital wale client ka case study hai kya?",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },
  {
    q: "r u guys only desi or do u have foreign clients also",
    cls: "vocabulary",
    expect: "/|/about",
  },

  // ambiguous
  { q: "how do you charge?", cls: "ambiguous", expect: "/services#pricing" },
  { q: "security stuff?", cls: "ambiguous", expect: "/services/cybersecurity" },
  { q: "my project portal?", cls: "ambiguous", expect: "/login" },
  { q: "hiring right now?", cls: "ambiguous", expect: "/career" },
  { q: "show me past work", cls: "ambiguous", expect: "/projects" },
  { q: "who runs the show there", cls: "ambiguous", expect: "/about#team" },
  { q: "do you write articles", cls: "ambiguous", expect: "/blog" },
  { q: "what data of mine do you hold on to", cls: "ambiguous", expect: "/legal/privacy" },
  { q: "whereabouts are you based", cls: "ambiguous", expect: "/contact" },
  { q: "need a ballpark for my project", cls: "ambiguous", expect: "/quotation|/services#pricing" },
  { q: "moving off our own servers", cls: "ambiguous", expect: "/services/cloud-solutions" },
  { q: "list of every page", cls: "ambiguous", expect: "/sitemap" },

  // multi
  {
    q: "Native iPhone app plus a ballpark for a fixed-scope engagement, please",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "Name of the person leading cybersecurity, and can you prep us for SOC 2 attestation?",
    cls: "multi",
    expect: "/about#team & /services/cybersecurity",
  },
  {
    q: "Office location please, also any product designer opening?",
    cls: "multi",
    expect: "/contact & /career#product-designer",
  },
  {
    q: "how much did the logistics client save on infra, and what tech did you use for the hospital network?",
    cls: "multi",
    expect: "/projects/cloud-migration & /projects/healthcare",
  },
  {
    q: "Does my quote request data stay in India? And is the quote you send me legally binding?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "Can you roll out Microsoft 365 mailboxes for us and also run fake phishing drills for employees?",
    cls: "multi",
    expect: "/services/it-infrastructure & /services/cybersecurity",
  },
  {
    q: "Do you make Power BI dashboards, and could you then add a sales forecasting model on top?",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "which year was nexora set up and how do clients open their project portal",
    cls: "multi",
    expect: "/about & /login",
  },
  {
    q: "you wrote something on cloud trends for 2027, and do you actually offer FinOps to cut our bill?",
    cls: "multi",
    expect: "/blog/cloud-trends & /services/cloud-solutions",
  },
  {
    q: "Can you do a UX audit of our old app, and what are the steps of your delivery process from start to go-live?",
    cls: "multi",
    expect: "/services/ui-ux-design & /services#process",
  },
  {
    q: "can you automate our approvals over WhatsApp, plus help us with deployment pipelines on Azure?",
    cls: "multi",
    expect: "/services/digital-transformation & /services/devops",
  },
  {
    q: "Give me your phone number, the link to your AI article, and the fashion store case study",
    cls: "multi",
    expect: "/contact & /blog/future-of-ai & /projects/ecommerce-platform",
  },

  // unanswerable
  { q: "any CMMI appraisal, which level?", cls: "unanswerable", expect: "fallback" },
  {
    q: "NFT minting platforms and Solidity smart contracts, do you build those?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "turnover of nexora technologies pvt ltd", cls: "unanswerable", expect: "fallback" },
  { q: "do you take BTech freshers as interns in summer", cls: "unanswerable", expect: "fallback" },
  {
    q: "Can you build a multiplayer racing game using Unreal Engine?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can outsiders buy equity in Nexora", cls: "unanswerable", expect: "fallback" },
  {
    q: "Which Salesforce partner tier do you hold, gold or platinum?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you design PCBs and write embedded C for our smart meters?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how many ladies in your tech team", cls: "unanswerable", expect: "fallback" },
  {
    q: "can I get the phone number of one of your US clients as a reference",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "We'd pay in USDT stablecoin, is that ok for you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Are you empanelled with any state government IT department for tenders?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "how many runs did Kohli score in his last test match",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "a limerick about Monday mornings please", cls: "off-topic", expect: "fallback" },
  { q: "where can I get good biryani tonight in Bhopal", cls: "off-topic", expect: "fallback" },
  { q: "renew driving licence online MP transport steps", cls: "off-topic", expect: "fallback" },
  { q: "train ticket Bhopal to Mumbai tatkal booking", cls: "off-topic", expect: "fallback" },
  { q: "how many litres of water should I drink daily", cls: "off-topic", expect: "fallback" },
];
