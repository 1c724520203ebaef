import type { EvalQuestion } from "./questions";

/**
 * The eighty-third held-out set, written on 2026-12-04 (session 55) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The eighty-second
 * set, scored once, is now `eightySecondHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.741).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "that lending startup's readiness tracker — how many controls were ticked off before the auditors arrived?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "how long did the supply planners keep running the model's numbers next to their own before they switched over fully?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "the client whose shipments stopped for six hours after a power failure in 2024 — how many services did they have to move?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "For the chain with 60 outlets, what did the page load on phones drop to after relaunch?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "number of tele-consultations in year one for the multi-speciality hospitals client?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "you wrote somewhere that critical holes on public-facing servers should be fixed within X hours. what's X?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "someone in one of your articles punched in thousands of bills by hand every month; after the change, how many do they still look at?",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "how often should a company run a game day where it pretends a whole region has gone down?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "do you charge extra to re-check the holes after we've patched what your pen testers found?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "SOC analyst post me rotating shift hai kya, aur uska allowance milta hai?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "how many weeks is the proof-of-value prototype before you build a prediction idea for real?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "If I fill your form while offline, how many days is the unsent copy kept on my device before it's thrown away?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },

  // long
  {
    q: "Hello, I run a small dental clinic chain in Jabalpur with three branches, and honestly my receptionists are drowning in phone calls for bookings. My nephew says we should get something patients can install on their phones for booking and reminders, that works on cheap Android phones too. Is this the kind of thing your people make?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Good evening sir. We are a CA firm of about 25 people; client figures sit in Tally, a dozen Excel sheets and somebody's email inbox, and every month-end we fight over whose numbers are right. The partners want one screen that shows where things stand. Can your team set that up for us?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Okay so I'm a first-time founder, bootstrapped, and another agency quoted me one lump sum for an MVP, but I'm not sure the scope will stay the same once we talk to users. Before I commit anywhere I'd like to understand how you charge, whether a fixed amount or monthly, and the rough ranges.",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Hi! Final-year student here, graduating next summer, and I've had terrible experiences with companies giving five-day unpaid assignments and weird puzzle rounds. Before I even think of sending my CV, can you tell me what your selection rounds look like and how long the whole thing usually takes from start to finish?",
    cls: "long",
    expect: "/career#hiring-process|/career",
  },
  {
    q: "we're a school trust with two campuses near Bhopal, the office Wi-Fi keeps dropping, teachers' laptops are a mess and nobody knows if the backups of the fee records even work. We don't have an IT person at all. Looking for someone to sort it out and then keep it running month to month. Possible?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our factory's purchase requests still go on paper, need four signatures and take about a week, and the accounts team keeps retyping everything into the system. The MD wants it all moved online, but the older staff will resist any change. How would you approach this kind of thing, step by step?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Bit of background: we're a small angel syndicate in Indore and we're about to put money into a SaaS startup. None of us are technical, and we'd like someone neutral to look at their code, their architecture and the engineering team before we sign the term sheet. Do you do that sort of review?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "My daughter used the chat box on your website for a school project yesterday and now I'm a bit worried. Does anything she typed get sent to your servers or to some AI company, and what exactly does your site keep in the browser? Sorry if this sounds paranoid, I just want to know.",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "Long story short, our releases happen once a month on a Saturday night, three people on a call, a spreadsheet checklist, and something always breaks on Monday. Management keeps asking why competitors ship daily. We already use Jenkins. Could you help us fix how we ship without throwing away the tools we have?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "Namaste, my cousin's shaadi is in Bhopal next Thursday so I'll be in town with a free afternoon, and I'd much rather sit across a table from your people than do yet another Zoom about our logistics app. Which road and building are you on, and till what time can I walk in on a weekday?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "A friend who works in retail mentioned you rebuilt the online shop for a clothing brand that has stores all over India, and that their Diwali sale didn't crash this time. I run a similar footwear business with a few outlets. Could you tell me what you actually did for them and what changed in the numbers?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Before we sign anything with a vendor, my board always wants to know who is actually running the show over there. Could you tell me a little about your leadership, like who founded the company, what their background is, and who would be my point of contact if a project goes off track?",
    cls: "long",
    expect: "/about#team|/about",
  },

  // typo
  { q: "is ur ofice open on sundy or closd?", cls: "typo", expect: "/contact" },
  {
    q: "can ur team hak into our app legaly to find weeknesses before real hakers do",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "predicitve modl to gess next mnth sales of my godown?",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "need custum softwear to replce our quotaton spredsheets",
    cls: "typo",
    expect: "/services/software-development",
  },
  {
    q: "r u tracking me wit googel analitics on this sight",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "patint recrds shared acros 12 hospitls, projct detials?",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "logistcs compny aws migratoin 38% savng",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "ui ux desgin for exisitng app, ux adit", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "how mny weks to bild a marketting websit",
    cls: "typo",
    expect: "/services/web-development|/contact#faq|/contact",
  },
  {
    q: "if we hav a legl fight over the websit, wich citys courts?",
    cls: "typo",
    expect: "/legal/terms",
  },
  { q: "artcle about finops and kubernates", cls: "typo", expect: "/blog/cloud-trends" },
  { q: "nexora chief tecnology oficer naam kya h", cls: "typo", expect: "/about#team|/about" },

  // vocabulary
  {
    q: "ek company website banwani hai, kharcha approx kya hoga?",
    cls: "vocabulary",
    expect: "/services#pricing|/services/web-development",
  },
  {
    q: "UI banata hoon Figma mein, WFH opening milegi aapke yahan?",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "can you get my shop to show up top when people google for it",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "pehle kiya hua kaam dikhao, koi portfolio?", cls: "vocabulary", expect: "/projects" },
  {
    q: "looking for a CTO on a part-time basis, we can't afford a full-timer",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "MIS reports automate karne hain, management ko daily numbers chahiye",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "company ka saara kaam registers aur files mein hai, sab digital karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "github actions se auto deploy setup karwana hai",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "bot that answers from our own SOPs and HR policy PDFs, private, not public ChatGPT",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "mere kirana store ka mobile app ban sakta hai kya, dono iOS android pe?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "is there one page with links to every page on your site",
    cls: "vocabulary",
    expect: "/sitemap",
  },
  {
    q: "hamara purana ERP hai, usko hataaye bina aap kaam kar sakte ho?",
    cls: "vocabulary",
    expect: "/contact#faq|/contact",
  },

  // ambiguous
  {
    q: "when I send the contact form does it go to some cloud outside India or stay with you?",
    cls: "ambiguous",
    expect: "/legal/privacy#data-location|/legal/privacy",
  },
  {
    q: "we're moving to a new floor, can you design the network, cabling and meeting-room setup?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what kind of health and life security do your employees get, does it cover parents?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "how do I send an application for a job, is there an app or form or just email?",
    cls: "ambiguous",
    expect: "/career#how-to-apply|/career",
  },
  {
    q: "can your models support Hindi speech and text, not only English?",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "what's this 'paved road' internal platform idea for developers you mention?",
    cls: "ambiguous",
    expect: "/blog/cloud-trends|/services/devops",
  },
  {
    q: "our old billing system has a decade of records; we want that migrated, deduplicated and reconciled into a single reporting database",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "do you test the screens with real users before any coding starts?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we already work with you guys; our new finance lead needs access to the portal to pull last quarter's invoices, how does she get in?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "for the fashion client, could shoppers skip home delivery and collect from a store?",
    cls: "ambiguous",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "do you run phishing drills to train our office staff?",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "which engagement model suits us if requirements keep shifting every couple of weeks?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },

  // multi
  {
    q: "what's your landline number, and are there openings for data engineers?",
    cls: "multi",
    expect: "/contact & /career#data-engineer",
  },
  {
    q: "Are your cross-platform builds done in React Native? Also roughly what monthly spend for a long-term squad of engineers?",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "who heads security at Nexora, and have you actually got a client through an ISO audit?",
    cls: "multi",
    expect: "/about#team|/about & /projects/security-infrastructure",
  },
  {
    q: "Do you do Power BI dashboards? Also, ever done demand forecasting for a distributor?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "terms ke hisaab se kaunsi court, aur privacy policy mein data kitne time rakhte ho?",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },
  {
    q: "what happens after I send an enquiry, and where's the form for a proper quote?",
    cls: "multi",
    expect: "/contact#next-steps|/contact & /quotation",
  },
  {
    q: "Do you set up Kubernetes? and is there a blog post on when it's actually worth it?",
    cls: "multi",
    expect: "/services/devops & /blog/cloud-trends",
  },
  {
    q: "need a Hindi + English website, plus a UX audit of the current one",
    cls: "multi",
    expect: "/services/web-development & /services/ui-ux-design",
  },
  {
    q: "any articles on ransomware and backups? and are you open on saturdays?",
    cls: "multi",
    expect: "/blog/cybersecurity-practices|/blog/category/security & /contact",
  },
  {
    q: "Show me the fintech security case, and is the SOC analyst job still open?",
    cls: "multi",
    expect: "/projects/security-infrastructure & /career#security-analyst",
  },
  {
    q: "we need an ERP rolled out and independent advice on picking the vendor — both possible?",
    cls: "multi",
    expect: "/services/digital-transformation & /services/it-consulting",
  },
  {
    q: "three things: founding year, do you do cloud cost cutting, and is there an RSS feed for your posts?",
    cls: "multi",
    expect: "/about|/ & /services/cloud-solutions|/blog/cloud-trends & /blog|/blog/rss.xml",
  },

  // unanswerable
  {
    q: "how many trucks does Harbourline Logistics actually run?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which bank did Arjun Mehta work for in Bengaluru?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the size of that RBI-regulated lender's loan book, in crores?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is the building wheelchair friendly, any ramp at the entrance for my father?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what interest rate does Finlo Credit charge borrowers?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's Ananya Kulkarni's direct mobile number?", cls: "unanswerable", expect: "fallback" },
  {
    q: "yearly attrition at Nexora, roughly what percent leave?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "office mein gym ya table tennis type kuch hai employees ke liye?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who designed the Nexora logo and what does the symbol stand for?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Do employees get a Diwali bonus?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Tanvi Fashion House ki yearly sale kitni hai total?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "did Priya Sharma give a talk at the AWS Summit in Mumbai this year?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "98.6 F is what in celsius, checking my kid's fever", cls: "off-topic", expect: "fallback" },
  { q: "best season to visit Sanchi stupa?", cls: "off-topic", expect: "fallback" },
  { q: "ek shayari sunao barish pe", cls: "off-topic", expect: "fallback" },
  {
    q: "who was man of the match in the 2011 world cup final",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "masala chai for 4 cups, how much patti and milk?", cls: "off-topic", expect: "fallback" },
  { q: "is pluto still counted as a planet", cls: "off-topic", expect: "fallback" },
];
