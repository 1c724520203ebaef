import type { EvalQuestion } from "./questions";

/**
 * The forty-second held-out set, to be written on 2026-11-25 (session 35, sixth round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The forty-first set, scored once, is now `fortyFirstHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "what does the data engineer job pay per year", cls: "unreachable", expect: "/career" },
  {
    q: "how much did the logistics company save after moving to aws",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "roughly how long would a basic website take you to build",
    cls: "unreachable",
    expect: "/contact",
  },
  {
    q: "which city's courts handle disputes under your terms",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how many weeks is the discovery phase and what does it cost",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "do you give candidates a take-home assignment in interviews",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how long do you hold on to my contact form message before deleting it",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "by how much did patient waiting time drop for the hospital chain",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  { q: "is the soc analyst role shift based", cls: "unreachable", expect: "/career" },
  { q: "how much yearly learning money do employees get", cls: "unreachable", expect: "/career" },
  {
    q: "in the cloud article what do you say about tagging resources",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "does the code sit in our own repo while you build",
    cls: "unreachable",
    expect: "/services",
  },
  // long
  {
    q: "hi, i run a small chain of bakeries in indore, 7 outlets now. my nephew made our website years ago and it breaks every festival when orders spike. honestly i don't understand the tech side at all. can you build us a proper online ordering site that won't fall over? we are growing and i want it done right this time.",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "what salary would a senior typescript person get with you? asking because i've been at a bank's in-house team for six years, mostly react and node, and i'm tired of the slow releases. my wife and i are thinking of moving back to mp to be near family so the timing feels right.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "i'm a journalist writing a piece on tech firms outside the metros in central india. i've been talking to a few companies in bhopal and indore. i'd like to know when your firm was started and the story of how it grew, if someone can share it. deadline is friday.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "we are a lending startup and our auditors are coming next year. a friend at another fintech said you helped them get their iso certificate fairly quickly. our team is only 40 people and nobody owns security. could you help with that sort of thing and what would the first steps look like?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "my daughter is in her final year of b.tech and keeps asking me about companies near home. she is into design, makes app screens in figma all the time. i'm her father and not very techy. do you have openings for designers and what experience do you need?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "ok so long story, we hired a freelancer for our android app, he vanished, app crashes constantly and play store reviews are terrible. customers book home services through it so it's basically our whole business. is rescuing an old broken app something your team takes on, or do you only start fresh?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "i'm the cto at a mid-size distributor. our planners still forecast in excel and every diwali we either run out or overstock. i read somewhere that you did a forecasting thing for a company like ours. what numbers did they actually see? board wants proof before budget.",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "we're a uk based agency and we sometimes need extra hands for six months or more. not a fixed project, more like people who sit in our standups and work our hours. our last offshore vendor rotated staff constantly which killed us. how does that kind of arrangement work with you and what does it cost monthly?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "i'm a second year student doing a project on how companies handle personal data on websites. my professor told us to pick any real company site. so i picked yours lol. does your site use cookies or tracking? also anything about what you store in the browser would help my report.",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "can i come to your office on saturday? i run a printing press and my accounts guy says we need some software for billing and stock. i'd rather talk face to face than on email, that's how i do business. i'll be in bhopal that weekend for a wedding.",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "our company has been hit by a ransomware scare last month, luckily nothing encrypted. the owner now wants a checklist of basic stuff we should do before spending on fancy tools. we are about 80 staff. you have written something on this right? i'd like to forward it to him.",
    cls: "long",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "i've applied to three companies this month and never heard back from any of them, it's exhausting. before i send my cv to you, do you actually reply to people who apply and how long does it take? i'm a devops guy with four years on aws.",
    cls: "long",
    expect: "/career",
  },
  // typo
  { q: "wher is ur ofice located exactly, need adress for cab", cls: "typo", expect: "/contact" },
  {
    q: "do u do moblie apps for iphone n andriod",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "carrer openings for data enginer?", cls: "typo", expect: "/career" },
  { q: "how much u charge fr a fixd price projct", cls: "typo", expect: "/services" },
  { q: "cybersecuirty serivces for small biz", cls: "typo", expect: "/services/cybersecurity" },
  { q: "privcy polcy were is it", cls: "typo", expect: "/legal/privacy" },
  { q: "ur phon numbr pls", cls: "typo", expect: "/contact" },
  { q: "clud migraton case studdy", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "whoisthe founder of nexora", cls: "typo", expect: "/about" },
  { q: "do yuo do ui ux desgin", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "ecomerce websit for my clothng store",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "devpos pipline setup help", cls: "typo", expect: "/services/devops" },
  // vocabulary
  {
    q: "my computers and network at the office are a mess, can you sort the hardware side",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "bhai job chahiye, koi vacancy hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "can your bots read our invoices so my staff stop typing them in",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "app ka design kaun banata hai, screens wagera bhi karte ho?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we still do everything on paper and registers, want to go fully computerised",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "someone to check if hackers can break into our stuff",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "turn our sales numbers into charts the boss can read",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "paisa kitna lagega ek project ka roughly", cls: "vocabulary", expect: "/services" },
  {
    q: "need someone smart to tell us which tech to buy before we waste money",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "what's the perks situation if i join, like insurance and stuff",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "we're still running our servers in a cupboard, want them online somewhere",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  { q: "show me stuff you've actually built for people", cls: "vocabulary", expect: "/projects" },
  // ambiguous
  {
    q: "do you keep supporting the software after it goes live",
    cls: "ambiguous",
    expect: "/contact",
  },
  { q: "what hours can employees choose to work", cls: "ambiguous", expect: "/career" },
  { q: "how do i apply, just email?", cls: "ambiguous", expect: "/career" },
  { q: "is there a cloud job open right now", cls: "ambiguous", expect: "/career" },
  {
    q: "what security do you use to protect my form details",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "which office hours are you open on weekends", cls: "ambiguous", expect: "/contact" },
  { q: "what package is the security analyst offered", cls: "ambiguous", expect: "/career" },
  {
    q: "do you train our people on the new system after launch",
    cls: "ambiguous",
    expect: "/services",
  },
  { q: "where can existing clients sign in", cls: "ambiguous", expect: "/login" },
  {
    q: "what cloud did you use for the hospital records system",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  { q: "can i take the design role from home", cls: "ambiguous", expect: "/career" },
  {
    q: "after go-live what kind of support do we get, is there an sla",
    cls: "ambiguous",
    expect: "/services|/contact",
  },
  // multi
  {
    q: "where are you located and what time do you close on weekdays",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "do you build android apps and how much does a fixed scope project usually run",
    cls: "multi",
    expect: "/services/mobile-development & /services",
  },
  {
    q: "what does the devops engineer role pay and is it remote",
    cls: "multi",
    expect: "/career & /career",
  },
  {
    q: "who writes your blog posts on ai and who leads the company",
    cls: "multi",
    expect: "/blog/future-of-ai & /about",
  },
  {
    q: "how do you handle my data and can i ask you to delete it",
    cls: "multi",
    expect: "/legal/privacy & /legal/privacy",
  },
  {
    q: "any work done for retailers? also do you set up shopify stores",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "how many engineers do you have and who is the ceo",
    cls: "multi",
    expect: "/about|/ & /about",
  },
  {
    q: "tell me about the fintech security project and your security services",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "what are the steps after i apply and how long till an offer",
    cls: "multi",
    expect: "/career & /career",
  },
  {
    q: "can you connect with our old erp and do you offer time based billing",
    cls: "multi",
    expect: "/contact & /services",
  },
  {
    q: "email id for sales and link to your linkedin",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "do you do dashboards with power bi and what did the forecasting project achieve",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  // unanswerable
  { q: "is there parking for visitors at your building", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you hold walk-in interview drives on weekends",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "whats the annual turnover of nexora in crores", cls: "unanswerable", expect: "fallback" },
  { q: "do you build blockchain or crypto apps", cls: "unanswerable", expect: "fallback" },
  {
    q: "can i become a reseller or franchise partner of nexora",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor visas for people relocating from abroad",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is the company planning an ipo or listed on the stock market",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what awards has nexora won", cls: "unanswerable", expect: "fallback" },
  { q: "is there a service bond new joiners must sign", cls: "unanswerable", expect: "fallback" },
  {
    q: "do employees get free lunch in the office canteen",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora raised any outside funding or is it bootstrapped",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you run hackathons for college students", cls: "unanswerable", expect: "fallback" },
  // off-topic
  { q: "which is the longest river in south america", cls: "off-topic", expect: "fallback" },
  {
    q: "help me with my homework: what is 17 percent of 340",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "suggest a good biryani place near me", cls: "off-topic", expect: "fallback" },
  { q: "who scored the most runs in ipl history", cls: "off-topic", expect: "fallback" },
  { q: "write me a poem about monsoon", cls: "off-topic", expect: "fallback" },
  { q: "how do i make proper masala chai at home", cls: "off-topic", expect: "fallback" },
];
