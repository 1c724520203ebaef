import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-eleventh held-out set, written on 2026-12-04 (session 62) by someone who does
 * not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-tenth set, scored once, is now `hundredAndTenthHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.744).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "once the contract ends, who holds the rights to whatever your devs wrote for us?",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "our partner bank keeps demanding that information security standard before renewing, can your people get us audit-ready",
    cls: "unreachable",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "my shop's site crawls whenever we run a big festival sale, have you sorted that out for anyone before?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "we can't afford a full-time tech head, could one of yours act as ours a couple of days a month?",
    cls: "unreachable",
    expect: "/services/it-consulting",
  },
  {
    q: "what would I owe you just for the initial study, before anything actually gets built?",
    cls: "unreachable",
    expect: "/services#pricing|/contact",
  },
  {
    q: "does browsing this site leave anything behind on my laptop?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "suppose we fell out over something on your website, under which state's laws would that get settled?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "before Diwali we either run out of stock or drown in it, can software guess how much to order?",
    cls: "unreachable",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "people in our office keep opening dodgy email links, can you teach them to stop?",
    cls: "unreachable",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  { q: "roughly how many folks are on your payroll?", cls: "unreachable", expect: "/about" },
  {
    q: "we'd like patients in small towns to see our doctors over a video call, ever built something like that?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "could you make a bot that reads our own HR manuals and answers staff from them?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },

  // long
  {
    q: "We're a mid-sized pharma distributor in Indore. Our only IT guy left last month and nobody really knows where the backups are or whether the firewall is set up right. Half the laptops haven't been updated in ages. Can you come in and take over looking after the office?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I run product at a small SaaS startup. We release once a month on a Saturday night and something always breaks, and the team is exhausted by Monday. I've read about continuous deployment but have no clue where to begin. Is that something you help teams with?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "My father started our manufacturing unit thirty years ago and everything still lives in paper registers and Excel. Purchase approvals take a week because files sit on someone's desk. We want to modernise but the older staff are nervous about it. How would you go about this?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We have an idea for an app for our chain of gyms, where members book classes and pay. Budget is tight and we need it on both iPhone and Android. Would you build two separate apps or one shared codebase?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Our board wants us to 'do something with AI' after a competitor announced a chatbot. Honestly we don't know where to start, and I don't want to burn money on a shiny demo that goes nowhere. Do you have any advice on taking an experiment into real daily use?",
    cls: "long",
    expect: "/blog/future-of-ai|/services/ai-machine-learning",
  },
  {
    q: "I'm comparing three vendors for a customer portal and have to put a number in the budget sheet for my CFO by Friday. I don't need an exact quote, only a ballpark. What does a clearly scoped project with you usually come to?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "We've already sunk a lot into an ERP and a bunch of APIs from other vendors, and I'm worried a new partner will want to rip it all out. Our IT head is very protective of it. Will you build on top of what we already have?",
    cls: "long",
    expect: "/contact#faq|/services/software-development",
  },
  {
    q: "I was reading about the logistics company you moved to AWS. We're in a similar spot, two ageing server rooms and the hardware is due for renewal next year. How long did that move take, and did anything go offline?",
    cls: "long",
    expect: "/projects/cloud-migration",
  },
  {
    q: "I'm a designer with four years in fintech, living in Nagpur, and I really don't want to move to Bhopal. My portfolio is mostly mobile banking work. Is there any design opening I could take from home?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Our monthly AWS invoice has doubled in a year and nobody can explain why. Finance is breathing down my neck about it. Have you written anything, or is there a service, about getting cloud spend under control?",
    cls: "long",
    expect: "/blog/cloud-trends|/services/cloud-solutions",
  },
  {
    q: "We keep sales figures in Tally, a CRM and about forty spreadsheets. Every Monday review starts with an argument about whose number is correct. What would it take to get one dashboard everyone trusts, and how quickly?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We're launching a new product line and our current website looks dated and never shows up on Google. Our marketing executive wants to change pages herself without calling a developer. Can you build us something like that?",
    cls: "long",
    expect: "/services/web-development",
  },

  // typo
  {
    q: "wat tym does ur bhopal ofis shut on satrdays, plannin to visit",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "pen testin of our banking api + andriod app, do u guys do dat",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "dedicatd developr team monthy cost in rupess?", cls: "typo", expect: "/services#pricing" },
  {
    q: "is da data enginer posting (the dbt n airflow one) still takin aplications til jan?",
    cls: "typo",
    expect: "/career",
  },
  { q: "gimme ur ofice adress n nearest landmark pls", cls: "typo", expect: "/contact" },
  {
    q: "shifting our tally server + file server to microsft azure, posible?",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "ui ux desgin servce, do u run usabilty tests with real users",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "who startd nexora n wat was thier very first projct", cls: "typo", expect: "/about" },
  {
    q: "dose ur websit store cookis or trak me wid analitics",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "multi speciality hospitl case studdy wid teli medicine",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "cybersecurty best practise articel for small compnies",
    cls: "typo",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "how quikly can a small busines websit go live wid u guys",
    cls: "typo",
    expect: "/contact#faq|/services/web-development",
  },

  // vocabulary
  {
    q: "Do you give AMC on the software after go-live?",
    cls: "vocabulary",
    expect: "/contact#faq|/services#process",
  },
  { q: "Can you share your T&M rate card?", cls: "vocabulary", expect: "/services#pricing" },
  {
    q: "Need VAPT done before our RBI inspection, is that your area?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "Do you offer staff augmentation, like an ODC model?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "any case study from the BFSI vertical?",
    cls: "vocabulary",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "SOC analyst posting: what CTC are you offering, and is it night shifts?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "We want a PoC with GenAI on our SOPs, can you do it?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do you handle lift-and-shift onto GCP?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "MIS reporting and BI for the management team, do you do that?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "Who's the promoter-director behind Nexora?", cls: "vocabulary", expect: "/about" },
  {
    q: "Can you sort out O365 licences and desktop support for a 50-seat office?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Under DPDP, who is your grievance officer for my data?",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },

  // ambiguous
  { q: "what about costs", cls: "ambiguous", expect: "/services#pricing" },
  { q: "which days are you working", cls: "ambiguous", expect: "/contact" },
  { q: "openings at nexora?", cls: "ambiguous", expect: "/career" },
  {
    q: "how safe are we with you",
    cls: "ambiguous",
    expect: "/services/cybersecurity|/legal/privacy",
  },
  { q: "sign in help", cls: "ambiguous", expect: "/login" },
  { q: "aws help", cls: "ambiguous", expect: "/services/cloud-solutions" },
  { q: "need an app made", cls: "ambiguous", expect: "/services/mobile-development" },
  { q: "past clients?", cls: "ambiguous", expect: "/projects" },
  { q: "who runs nexora", cls: "ambiguous", expect: "/about" },
  { q: "help after we go live", cls: "ambiguous", expect: "/contact#faq|/services#process|/login" },
  { q: "something to read", cls: "ambiguous", expect: "/blog" },
  { q: "where are you guys", cls: "ambiguous", expect: "/contact" },

  // multi
  {
    q: "Are you open at 1 pm on a Saturday, and what do you charge for the two-to-three-week scoping study?",
    cls: "multi",
    expect: "/contact & /services#pricing",
  },
  {
    q: "Is Vikram Rao still heading cybersecurity, and how long did the digital lender take to clear ISO 27001 with you?",
    cls: "multi",
    expect: "/about & /projects/security-infrastructure",
  },
  {
    q: "Do you do UX research, and is there a case study where you rebuilt an online store?",
    cls: "multi",
    expect: "/services/ui-ux-design & /projects/ecommerce-platform",
  },
  {
    q: "What's the pay for the cloud DevOps job, and can I drop by your office in Bhopal?",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "Do you build data warehouses? And what did the demand forecasting project actually achieve?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "Where's your privacy policy, and am I allowed to quote bits of your articles on my blog?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "Can you run Kubernetes for us, and what happened in the logistics migration?",
    cls: "multi",
    expect: "/services/devops|/services/cloud-solutions & /projects/cloud-migration",
  },
  {
    q: "Which countries are your clients in, and what year was the company set up?",
    cls: "multi",
    expect: "/|/about & /about",
  },
  {
    q: "Could you draw up a technology roadmap for us, and what are the steps of your delivery process?",
    cls: "multi",
    expect: "/services/it-consulting & /services#process",
  },
  {
    q: "I lost my portal invitation email, how do I get it resent, and is there round-the-clock cover if production goes down at 2am?",
    cls: "multi",
    expect: "/login & /login|/services/it-infrastructure|/",
  },
  {
    q: "Do you build bilingual Hindi-English websites? What's your phone number? And is there an RSS feed for the blog?",
    cls: "multi",
    expect: "/services/web-development & /contact & /blog",
  },
  {
    q: "Can you automate our approval workflows, and how do I ask for a quotation?",
    cls: "multi",
    expect: "/services/digital-transformation & /quotation|/contact",
  },

  // unanswerable
  {
    q: "Which certification body issued your ISO 27001 certificate, BSI or TÜV?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you have a sustainability or carbon-neutral policy for your own operations?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can we pay your invoices by cheque or demand draft?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Would Nexora put up prize money for our engineering college's 24-hour hackathon?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there a native phone app for your client portal?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What interest do you charge if our invoice is paid late?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can you develop a companion app for Wear OS smartwatches and Android TV boxes?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do staff wear uniforms, or is it jeans and tees at the Lakeview office?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Are there paid weekend classes where you teach school kids to program?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you reward clients who refer new business to you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Have you won any NASSCOM or other industry awards?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can you make 3D product animations for our marketing videos?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "how many km is it from Bhopal to Sanchi by road", cls: "off-topic", expect: "fallback" },
  { q: "write a limerick about the monsoon rains", cls: "off-topic", expect: "fallback" },
  { q: "name three rivers that flow through Kazakhstan", cls: "off-topic", expect: "fallback" },
  {
    q: "my oven dial is in Fahrenheit, what is 180 degrees C on it",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "best stretches for lower back pain after long drives",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "for pulao, is basmati or sona masoori rice better", cls: "off-topic", expect: "fallback" },
];
