import type { EvalQuestion } from "./questions";

/**
 * The ninety-second held-out set, written on 2026-12-04 (session 57) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The ninety-first
 * set, scored once, is now `ninetyFirstHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "for that consumer goods distributor, did the planners trust the forecasting model straight away or run it next to their own numbers for a while first?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "when you switched the logistics firm's big Oracle database over, how many minutes was the actual cut-over window",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "the lending startup that grew to 300 people — how many times did they rehearse their incident response plan before the audit",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "my cousin is a doctor at one of those twelve hospitals you digitised; she says teleconsults took off there. any count of how many happened in the first twelve months?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "kurtas-and-stoles storefront you rebuilt: Razorpay or PayU or something else for checkout?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "SOC analyst post in Bhopal: will I be on rotating shifts, and is there any extra allowance for it",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "for the data engineer opening, my orchestration experience is only Dagster, not Airflow — does that count?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if I hit submit on your contact form while my wifi was down and it never went through, how long does my browser hang on to that copy",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "per your website terms, before anyone files a case, how many days do you want to try settling a dispute with us directly",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "Vikram's post on security habits gives a deadline for fixing critical vulnerabilities on stuff exposed to the internet. 24h? 48h?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "in the 2027 cloud trends blog, what percentage do the FinOps habits usually shave off the first year's bill",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "we have a second unit near Jabalpur; would a technician of yours actually drive down for visits, or only screen-share help?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },

  // long
  {
    q: "Hi, I run a coaching institute in Kota with about 1,800 students and right now everything goes over WhatsApp groups and PDFs, the kids want to watch recorded lectures even when the hostel internet is gone and parents want to pay fees through UPI from their phone, I've been burnt by a freelancer before so I'm cautious, but could your team actually build that kind of app for us",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "So last week one of my articleship boys left his laptop in an auto and it had client balance sheets on it, no password, nothing, and I realised I have no idea which of our 25 laptops are even encrypted or updated, my CA practice can't afford this happening again, is there a way you can manage all our machines and wipe one remotely if it goes missing",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We're a textile exporter in Surat and quoting is a nightmare honestly, one guy makes quotes in Excel, another re-types them into Tally for invoicing, GST mistakes every month and approvals happen over phone calls, I keep thinking there must be a single system that does all of this and talks to Tally, is that the kind of thing you people make",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "our purchase requests still go around on paper and need four signatures, last month a vendor waited nearly a week for a simple approval and threatened to stop supplying, my managers are not very tech savvy so I'm worried they'll resist anything new, how would you go about changing this without chaos",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "A fund is about to put money into our SaaS startup and their partner casually mentioned they'd like someone independent to look at our code, architecture and the dev team before the term sheet is signed, we've never been through this and I have no idea who even does such a thing, is it something you could take on",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "honestly our AWS invoice has nearly doubled in eighteen months and nobody on the team can tell me why, I suspect test servers are running all night and weekend and there's some giant database nobody uses, I'm not technical myself and just want somebody to find the waste and cut it, can you help with that",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "I'm putting a budget proposal to my board next Tuesday and I don't want to ask for the full project money yet, my plan is to first pay for some short initial study that gives us a plan and a proper quote, what does that first piece of work typically cost with you and how many weeks does it run",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "Every release at our company is a Saturday night event where our one senior developer copies files to the server by hand and everyone prays, twice this year we had to roll back manually at 3am, I'd like deployments to be boring and automatic with tests running first, which service of yours covers that",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "the bank that gives us our co-lending line told us very politely that unless we are ISO 27001 certified by next year they won't renew, we are about 150 people, have never done any formal security work and I don't even know where to begin, do you take companies through that whole journey",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "We distribute pharma products across five states and every regional manager sends me his own Excel on Monday, none of them match, by the time I consolidate them it's Thursday and the week is gone, I just want one screen on my phone with sales and stock that everyone agrees on, is that doable",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I'm a backend developer with six years in TypeScript and Node, currently in Pune, and I'm mainly looking at what the company gives apart from salary because my parents are getting older, so does your health insurance include parents and is there money for courses or certifications",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we sell rooftop solar in villages and small towns so half our customers read Hindi better than English, the current website is an old template that my nephew made and we can't change even a phone number without calling him, we want a bilingual site our own staff can update, can you do it",
    cls: "long",
    expect: "/services/web-development",
  },

  // typo
  { q: "r u guys wrking on satrdays? till wat tym", cls: "typo", expect: "/contact" },
  { q: "wats the cost of a dedicted team per mnth", cls: "typo", expect: "/services#pricing" },
  {
    q: "pentst on our andriod app + bakend apis, posible?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "cn u migrte our servrs to azure wthout any downtym",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  { q: "whos ur ceo n wen did nexora strat", cls: "typo", expect: "/about" },
  { q: "any remot devops enginer opning, wats the salry", cls: "typo", expect: "/career" },
  {
    q: "flutter ya react natve which wud u sugest for a delivry app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "can u bild a chatbot that answrs from our own pdfs n policys",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "hoshangabd rd pe kahan h ur buildng, flor no?", cls: "typo", expect: "/contact" },
  { q: "hospitl softwre case studdy u did?", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "any cookis or anlytics trackin on ths site?? im on a compny laptop",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "need kubernets n ci cd pipline for our startp", cls: "typo", expect: "/services/devops" },

  // vocabulary
  {
    q: "ek hi codebase se Play Store aur App Store dono pe app daal doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hamare godown ka stock Excel mein hai, uska live dashboard bana doge?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "saw your vacancy on Naukri, how do I actually apply — portal or mail?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "we have customers in Dubai and Riyadh — have you worked with anyone in the Gulf before?",
    cls: "vocabulary",
    expect: "/",
  },
  {
    q: "hacking se bachne ke liye company ka poora security checkup karwana hai",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "meri Shopify site bahut dheere khulti hai phone pe, speed theek kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "who can look after our Gmail for business accounts, staff laptops and the office printers",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Tally se connect hoke GST wala bill apne aap ban jaye, aisa software chahiye",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "can I hire a part-time tech head from you for a few days a month, we can't afford a full CTO",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "logo aur brand ke colours bhi design karte ho ya sirf app ki screens?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "customers ko WhatsApp pe order ka status khud mil jaye, aisa setup karte ho?",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "payment kaise lete ho aap log — kaam ke milestone pe ya har mahine?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },

  // ambiguous
  {
    q: "our cloud bill keeps creeping up every quarter, can you get it under control",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "how long is the practical round in your interview process, is it a whole day",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "need Office 365 set up for 40 people and our old mailboxes moved over",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we're investing in a small software company — can you go through their code and team before we sign",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "can you work out what a ransomware attack would actually cost us and where we're most exposed",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "how long before we see a working prototype of the AI idea on our own data",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "is your help desk available round the clock or only during office hours",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we're an existing client and I deleted the email with my dashboard access by mistake — how do I get back in to see invoices?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "does your team support Hindi speech to text for call recordings",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "three clinics, three separate patient records systems — have you ever pulled something like that into one record?",
    cls: "ambiguous",
    expect: "/projects/healthcare|/services/software-development",
  },
  {
    q: "is there some plan where small changes to our website are included every month",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "what happens to the rupee figures on your rate card — is tax on top or already in",
    cls: "ambiguous",
    expect: "/services#pricing",
  },

  // multi
  {
    q: "do you help with SOC 2 compliance, and which city does your head of security work from?",
    cls: "multi",
    expect: "/services/cybersecurity & /about",
  },
  {
    q: "two things: can the Data Engineer vacancy be done partly from home, and separately, would you set up Snowflake for our company",
    cls: "multi",
    expect: "/career & /services/data-analytics",
  },
  {
    q: "got any online retail case study, and what's the usual range for a fixed-price project",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services#pricing",
  },
  {
    q: "are you open on saturdays, and do your quoted prices include GST",
    cls: "multi",
    expect: "/contact & /services#pricing",
  },
  {
    q: "can you build demand forecasting models, and have you done one for a distributor before?",
    cls: "multi",
    expect: "/services/ai-machine-learning & /projects/ai-analytics",
  },
  {
    q: "do you write Terraform and CI pipelines, and is there an article of yours on keeping cloud spend down",
    cls: "multi",
    expect: "/services/devops & /blog/cloud-trends",
  },
  {
    q: "which person runs engineering at Nexora, and did she author the piece about cloud trends?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends|/blog",
  },
  {
    q: "which city's courts would a dispute over your site go to, and do you run Google Analytics on it",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },
  {
    q: "what happens after I submit the quote form, and how many weeks does a basic company website take",
    cls: "multi",
    expect: "/contact & /services/web-development|/contact",
  },
  {
    q: "do you do Zoho or Odoo roll-outs, and do you take manufacturing clients at all",
    cls: "multi",
    expect: "/services/digital-transformation & /contact",
  },
  {
    q: "can UPI be integrated inside our app, and separately can your designers audit the UX of the app we have now",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "what year did you get ISO 27001, and which countries are your clients in",
    cls: "multi",
    expect: "/about|/ & /",
  },

  // unanswerable
  {
    q: "how many of your 120 people hold an AWS certification, exact number please",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you sign an SLA where you pay us a penalty if uptime drops below the target",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who are nexora's investors, or is it fully owned by the founder",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "for a state government tender, can you furnish a bank guarantee and EMD",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our cold-storage units need microcontroller code for temperature loggers, C on STM32 — in your wheelhouse?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "procurement checklist item 14: percentage of staff who left nexora in the last financial year",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "my batchmate wants to apply to the SOC role; do I get paid anything if she's selected through my reference",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a Section 8 non-profit running schools in tribal districts, any concessional pricing for us?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can our German office be invoiced and pay you in euros",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you registered as a seller on the GeM portal",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much professional indemnity insurance cover does nexora carry",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "that first booking system back in 2015 — which hospital was it for, by name?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "jain style poha recipe batao, no onion no potato", cls: "off-topic", expect: "fallback" },
  { q: "Sunrisers ne kaunsa IPL season jeeta tha", cls: "off-topic", expect: "fallback" },
  {
    q: "how do I apply for a tatkal passport renewal",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "explain weather vs climate simply for my 9 year old's homework",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "ghar pe tulsi ka paudha sookh raha hai, kya karun", cls: "off-topic", expect: "fallback" },
  {
    q: "which mutual fund is good for a 5000 rupee monthly SIP",
    cls: "off-topic",
    expect: "fallback",
  },
];
