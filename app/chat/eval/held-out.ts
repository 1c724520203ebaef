import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-first held-out set, written on 2026-12-04 (session 59) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The hundredth
 * set, scored once, is now `hundredthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "Twelve-hospital network client: what tally of telemedicine appointments did its first twelve months on the new system produce?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "how big a maintenance window did the transport company allow for shifting its core database across, and on which night?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Your forecasting customer that supplies kirana shops, what's the count of shops on its books?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "what median load time on phones did the new clothing store website get to after your rebuild",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "After you fixed the loan app company's security, how quickly were incidents being spotted on average?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "If I send a quote request and we never sign, after how many months is my info wiped from your database?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "Jurisdiction clause for website quarrels: is it Bhopal, Delhi or Mumbai?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "that growing-business safety blog says the regulator wants cyber incidents notified how soon after noticing?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "per your cloud outlook write-up, what percent do cost discipline habits usually knock off the first year's bill?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "AI blog post, the invoice-reading illustration: what monthly volume of bills was being keyed manually?",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "Who was Nexora's very first customer back when it began with five engineers?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "once our devs patch the pen test findings, do you check them again at no extra charge?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  // long
  {
    q: "We are a mid-size auto parts maker near Pithampur, everything still moves on paper registers and couriers between the plant and head office, the owners finally agreed to change but half the staff are scared of new systems. How would you get people to actually adopt it?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Bit of background, I'm a non-technical founder and my last agency disappeared with our repo and passwords, total nightmare. Before I hire anyone again I need to know, if you build our platform, who legally holds the source code at the end?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "So our Indore office has about 40 people, the wifi keeps dropping during client calls, two laptops died last month and nobody knows if the backups even work, our one IT guy quit. Do you take care of this kind of day to day stuff for small offices?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I'm with a small VC fund and we're about to put money into a SaaS startup, the founders say the tech is solid but none of us can judge that, we'd like an outside expert to look at their code and team before the term sheet. Is that something you offer?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "So me and my bhaiya own six mithai outlets around Gwalior and festival orders are chaos on WhatsApp, he insists we need two separate apps for Apple and Samsung users, my CA friend thinks a single shared build will do. Who is right, and what fraction of the spend does the shared approach cut?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Our finance head is preparing next year's budget and asked me, rather than a one-off project, what would a long-term embedded group of your engineers cost us every month roughly, and what is the minimum commitment period?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I filled in the form on your site yesterday evening describing our requirements, nobody has called yet which is fine, but I'm curious, what exactly happens next on your side and when should I expect to hear back?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We are a coaching institute in Jabalpur with students from small towns who mostly read Hindi, the current site is English only and ugly on mobile. Can you make us a new website that works in both languages properly?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "Our sales numbers live in Tally, stock in a bunch of Excel files and the CRM is separate, every monday meeting starts with fighting over whose figures are right. If we get you to build reports on top of all that, how many weeks till we see something?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Legal team is nervous. We want a bot that answers staff questions from our HR policies and contracts, but they keep asking whether our confidential documents will end up training some big tech company's model. What's your stance on that?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Honestly every deployment here is a Saturday night affair with a checklist and one senior guy who knows everything, and it breaks half the time. We want to push small changes daily without drama. Can your people sort out our release process?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "We have servers sitting in a rented rack in Pune that are due for replacement, management is split between Azure because of our Microsoft licences and AWS because the devs like it. Can you help decide and also do the move itself?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  // typo
  {
    q: "shanivar dopahar tak hi bethte ho kya ofise me? tme btao",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "discvoery wala first phase ka kharcha kitna padega aprox",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "cn ur team run a pentst on our api n ios app",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "need ui ux desginer for our app wirefrmes",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "show me the fashon retailr onlin store projet",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "ur compny ka malik ya fouder kaun h",
    cls: "typo",
    expect: "/about",
  },
  {
    q: "any cokies or analytcs trackng runing on ths site??",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "r kubrnetes clusters overkill for a 3 servce setup",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "trucking compny aws shiftng storyy, 120 servces wala",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "directons to ur bhopl ofic on hoshangbad rd",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "data engneer role pay bnd kitna h yearly",
    cls: "typo",
    expect: "/career#data-engineer|/career",
  },
  {
    q: "blog abt AI movng from pilot to producton",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },
  // vocabulary
  {
    q: "our approvals still need wet signatures and a peon carrying files between floors, want that gone",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "we need a senior tech advisor a few days a month, not a full-time hire",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "dukaan ke grahakon ke liye phone wala app chahiye, dono platform pe",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "tally aur excel se automatic MIS reports chahiye management ke liye",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "do you people do VAPT for banking clients",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "need an AMC vendor for our laptops, printers and office LAN",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "rehost our VMs on Amazon as-is, zero rewrite",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "LLM helper grounded in our internal manuals, RAG style",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "site google pe rank nahi karti aur bahut slow khulti hai, fix karoge?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "rates for staff augmentation, devs who sit with our team for a year",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "where do existing customers check project status, some dashboard login?",
    cls: "vocabulary",
    expect: "/login",
  },
  {
    q: "the HMS you built for a multi-speciality hospital chain",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },
  // ambiguous
  {
    q: "u guys recruiting these days",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "kitna lagega roughly, engagement models?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "the bosses behind nexora",
    cls: "ambiguous",
    expect: "/about",
  },
  {
    q: "past work samples",
    cls: "ambiguous",
    expect: "/projects",
  },
  {
    q: "your location pls",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "latest reads",
    cls: "ambiguous",
    expect: "/blog",
  },
  {
    q: "hacking protection",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "BI",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "estimate for my project",
    cls: "ambiguous",
    expect: "/quotation",
  },
  {
    q: "portal access for customers",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "conditions for browsing nexora.example",
    cls: "ambiguous",
    expect: "/legal/terms",
  },
  {
    q: "all pages list",
    cls: "ambiguous",
    expect: "/sitemap",
  },
  // multi
  {
    q: "Where exactly is your office, and are any of your open jobs fully remote?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "What does the initial discovery cost, and how many weeks does a normal marketing website take?",
    cls: "multi",
    expect: "/services#pricing & /services/web-development",
  },
  {
    q: "who heads cybersecurity at your end, and can you prepare us for ISO 27001?",
    cls: "multi",
    expect: "/about & /services/cybersecurity",
  },
  {
    q: "send me the hospital project and also the clothing retailer one",
    cls: "multi",
    expect: "/projects/healthcare & /projects/ecommerce-platform",
  },
  {
    q: "Are browser cookies set when I visit? Separately, which jurisdiction governs arguments about using this site?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "Is cross-platform Flutter something you build in, and will your designers make clickable mockups first?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "we need ETL pipelines into a warehouse plus a forecasting model on top, do you handle both parts?",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "how soon do you respond once I write in, and where do I request a formal quote?",
    cls: "multi",
    expect: "/contact & /quotation",
  },
  {
    q: "Tell me about the fintech you got ISO certified, and also where's your article with security tips for SMEs?",
    cls: "multi",
    expect: "/projects/security-infrastructure & /blog/cybersecurity-practices",
  },
  {
    q: "Need CI/CD pipelines with Terraform, and separately our AWS bill is too high, can you help with both?",
    cls: "multi",
    expect: "/services/devops & /services/cloud-solutions",
  },
  {
    q: "Is your consulting vendor neutral? And in a transformation program how do you deal with staff who resist?",
    cls: "multi",
    expect: "/services/it-consulting & /services/digital-transformation",
  },
  {
    q: "how do clients get into the project portal, and what does your privacy policy say happens to chat messages?",
    cls: "multi",
    expect: "/login & /legal/privacy",
  },
  // unanswerable
  {
    q: "Do you develop smart contracts or NFT platforms on Ethereum?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What do former staff say about Nexora's work culture on review portals, score out of five?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Our brand wants a carrom board game with leaderboards and coins for Android, do you make those?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is Nexora listed on the stock exchange, and who are its investors?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Revenue figures of Nexora for FY26, in crores?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can you program the microcontrollers inside our smart energy meters?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Our lawyers drafted an NDA with a 5-year non-solicit clause, will Nexora execute it before kickoff?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is paying the advance through cryptocurrency allowed?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What notice period do employees have to serve when resigning from Nexora?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I'm a BTech student, do you sell weekend coding classes?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Our section 8 foundation runs rural libraries, would Nexora reduce fees for a nonprofit like us?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can you staff a Hindi-speaking voice process for our customer helpline?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "upper lake par boating ka ticket kitne ka hai aaj kal",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how do I get my passport renewed in tatkal",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how many centuries did Sachin make in one day internationals",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "my parrot stopped talking, what should I feed it",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "what rhymes with orange for my daughter's school poem",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "at what temperature does milk boil",
    cls: "off-topic",
    expect: "fallback",
  },
];
