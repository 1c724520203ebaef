import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the thirteenth: written on 2026-11-24 (session 23, second round) by someone
 * who did not read or run the chat, from the site's content (app/content, app/site.ts, app/routes
 * and SPEC.md), before that round's tuning. The twelfth set, scored once, is now `twelfthHeldOut`
 * in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "after the pentest, if we fix the issues do you check again for free",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  { q: "salary range for the data engineer job?", cls: "unreachable", expect: "/career" },
  {
    q: "security analyst wali job mein night shifts hain kya",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "which middle east countries do you have clients in",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "what exactly happens in the testing stage of your process",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "how long did the hospital network project take and how many staff got trained",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "will you upload our app to the play store using our own developer account",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "if we give you our customer data for an AI project, could OpenAI or whoever use it to improve their models?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "how long do you keep the messages people send through the contact form",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "which city's courts handle disputes about your website",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "no opening matches my profile, can i still send my cv",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how much downtime did the logistics company face during the AWS move",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },

  // long
  {
    q: "Hi, we are a mid-sized textile exporter in Surat and our accounts team still types every purchase invoice by hand into the system. I read somewhere that AI can read documents automatically now, is that something your team actually builds?",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "My cousin runs a group of clinics and keeps complaining that patients wait forever and the records are all over the place, did you ever do something like this for hospitals and what came of it?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I'm in my late twenties with about four years of experience designing apps and I'd honestly prefer to keep living in my hometown in Kerala, so does your company have anything for someone like me?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We already pay a lot every month to Amazon for our servers and my CFO keeps asking why the bill keeps climbing even though our traffic is flat, can someone from your side help us bring that number down?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "Our board wants an outside opinion before we sign a five year contract with a big ERP vendor, and we specifically don't want somebody who gets a cut from that vendor, is that the kind of thing you do?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Before I fill in any form I'd like to understand what actually happens after I send you a message, like who replies, how soon, and whether there is some paid step before the real project starts?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "I sell sarees online on a plugin-based shop that crashes during every Diwali sale and the stock online never matches what the shops have, have you fixed this kind of mess for anyone before?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "We are a small lending startup and a partner bank just told us we need ISO 27001 before they renew our contract next year, can your people actually get us through that whole thing?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Our developers push a release once a month over a weekend and something always breaks, I want them to ship smaller changes more often without the drama, which of your teams deals with that?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "I was browsing your site on my phone and noticed it remembered that I switched to dark mode, and since I'm a bit paranoid about being tracked, what exactly does this website keep about me?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "Half our sales numbers sit in Tally, some in a CRM and the rest in spreadsheets, and every Monday meeting turns into a fight over whose figures are right, how would you people sort that out?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Our office of about forty people in Indore keeps losing internet, the printer never works and nobody knows where the backups are, do you take care of this kind of everyday IT headache?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },

  // typo
  { q: "cyber secruity audit servise", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "any blgo artikles about cloud",
    cls: "typo",
    expect: "/blog/cloud-trends|/blog/category/cloud",
  },
  { q: "carrer oppurtunities", cls: "typo", expect: "/career" },
  { q: "wher exactly is nexora ofice in bhopal", cls: "typo", expect: "/contact|/about" },
  { q: "privcy polisy for form data", cls: "typo", expect: "/legal/privacy" },
  { q: "machne lerning servces", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "wat are ur workng hrs on satuday", cls: "typo", expect: "/contact|/login" },
  { q: "clowd migrtion case stuy", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "ui ux desgin and protoyping", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "devlops ci cd pipline setup", cls: "typo", expect: "/services/devops" },
  {
    q: "digtal transfromation paperless offce",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  { q: "client logn portel", cls: "typo", expect: "/login" },

  // vocabulary
  { q: "ghar se kaam karne wali job hai kya aapke yahan", cls: "vocabulary", expect: "/career" },
  {
    q: "need wifi and cabling done for our new office",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "excel reports se pareshan hain, live dashboard bana doge?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "who is the big boss at nexora", cls: "vocabulary", expect: "/about" },
  {
    q: "looking for a part-time CTO type person for my startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "can you try hacking our app to find the holes before real hackers do",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "app ka design banwana hai bas, coding hum khud karenge",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "kitna paisa lagega ek project mein roughly",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "do you make a chatbot that answers from our company PDFs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "online dukaan wali website banani hai, karoge?",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "perks for employees like mediclaim?", cls: "vocabulary", expect: "/career" },
  {
    q: "paperwork ko computer pe lana hai, files aur registers hatane hain",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },

  // ambiguous
  {
    q: "how long does a basic website take to go live",
    cls: "ambiguous",
    expect: "/contact|/services/web-development",
  },
  {
    q: "what timings do remote employees have to be online",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how much does the discovery phase cost",
    cls: "ambiguous",
    expect: "/services#pricing|/contact",
  },
  {
    q: "how much did the bill go down for that truck company",
    cls: "ambiguous",
    expect: "/projects/cloud-migration|/",
  },
  {
    q: "what support do I get once the project goes live",
    cls: "ambiguous",
    expect: "/contact|/services#process",
  },
  {
    q: "is this website itself secure, https and all?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how many days off do your staff get, paid ones i mean",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "if we take your dedicated team and later want fewer people, how much notice do we give",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "monthly rate for a team of your developers",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "is there a training budget if I join", cls: "ambiguous", expect: "/career" },
  { q: "how many projects have you actually done", cls: "ambiguous", expect: "/about|/" },
  { q: "if i apply how long before i hear back", cls: "ambiguous", expect: "/career" },

  // multi
  {
    q: "is the data engineer role hybrid, and do you also build data warehouses for clients",
    cls: "multi",
    expect: "/career & /services/data-analytics",
  },
  {
    q: "Do you make iPhone apps? Also can I see some of your past work in healthcare",
    cls: "multi",
    expect: "/services/mobile-development & /projects/healthcare",
  },
  {
    q: "roughly what does a fixed price project cost and what are the steps of your process",
    cls: "multi",
    expect: "/services#pricing & /services#process",
  },
  {
    q: "office address pls + any openings for designers?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "do you do penetration testing, and where can i read your tips on ransomware and backups",
    cls: "multi",
    expect: "/services/cybersecurity & /blog/cybersecurity-practices",
  },
  {
    q: "I need a quote for a mobile app, and how do existing clients check their project progress online?",
    cls: "multi",
    expect: "/quotation & /login",
  },
  {
    q: "what does your blog say about finops and can you migrate us to azure",
    cls: "multi",
    expect: "/blog/cloud-trends & /services/cloud-solutions",
  },
  {
    q: "kya aap hamare billing software mein UPI aur GST invoice jod sakte ho? aur aapke terms of service kahan padhu",
    cls: "multi",
    expect: "/services/software-development & /legal/terms",
  },
  {
    q: "which regions do you have clients in, and who heads your security team",
    cls: "multi",
    expect: "/ & /about",
  },
  {
    q: "how long does an architecture review take and what did you do for that fintech's audit",
    cls: "multi",
    expect: "/services/it-consulting & /projects/security-infrastructure",
  },
  {
    q: "do you have an article on taking AI from pilot to production? also tell me about the demand forecasting project",
    cls: "multi",
    expect: "/blog/future-of-ai & /projects/ai-analytics",
  },
  {
    q: "can you build a website in hindi and english both, and what email do i send my resume to",
    cls: "multi",
    expect: "/services/web-development & /career",
  },

  // unanswerable
  { q: "aapki company ka saalana turnover kitna hai", cls: "unanswerable", expect: "fallback" },
  {
    q: "do u offer summer internships for engineering students",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who has invested money in Nexora, any VC backing?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you build a blockchain based supply chain tracker",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we pay your invoices in bitcoin or usdt",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there any dress code at the Bhopal office", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you pay a commission if I refer a client to you",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you develop mobile games in Unity", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there parking space for visitors at your building",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do NGOs get a discounted rate", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there a canteen or free lunch for staff at the bhopal office",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is your employee attrition rate", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "bhopal mein kal mausam kaisa rahega", cls: "off-topic", expect: "fallback" },
  { q: "solve 2x + 5 = 15 for me pls", cls: "off-topic", expect: "fallback" },
  { q: "kal ka cricket match kisne jeeta yaar", cls: "off-topic", expect: "fallback" },
  { q: "how to make poha at home", cls: "off-topic", expect: "fallback" },
  { q: "i forgot my gmail password how do i reset it", cls: "off-topic", expect: "fallback" },
  { q: "suggest the best laptop under 50k for college", cls: "off-topic", expect: "fallback" },
];
