import type { EvalQuestion } from "./questions";

/**
 * The ninety-sixth held-out set, written on 2026-12-04 (session 58) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The ninety-fifth
 * set, scored once, is now `ninetyFifthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "For the logistics client's Oracle cut-over to RDS, how long was the window in the end, the real minutes used?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "the fashion chain's new storefront: median page load in seconds on mobile after launch?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "roughly how many nurses, doctors and other staff got trained when the hospital group went live",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "what ML algorithm powers the festival demand predictions for the grocery distributor",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "for the lending startup, how quickly do they now spot a security incident on median",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "your article says indian firms must tell CERT-In about a breach within how many hours?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "percentage saved on the first-year cloud bill from tagging and turning off idle environments, per your trends piece",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "how many invoices per month was that finance team typing in by hand before the AI model",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "per usability round, how many real people click through the prototype?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "length of the AI proof-of-value prototype phase on real data, in weeks?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "in which year did nexora do its first big AWS migration and start a cloud team",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "number of annual leave days for staff, holidays excluded",
    cls: "unreachable",
    expect: "/career",
  },

  // long
  {
    q: "We own five restaurants in Indore and all our sales sit in the POS exports plus a bunch of Excel sheets that my accountant merges by hand every Monday. I'd love one screen with the numbers. If we start with you, how many weeks until we actually see the first dashboard?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Last year a freelancer built our booking platform and then disappeared, and we discovered we didn't even have access to the repo. I'm really wary this time. If Nexora develops our software, who legally ends up owning the code?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "A partner bank made ISO 27001 a renewal condition for our lending business and we have maybe ten months. Hardly anyone here does security full time. Can you get us through the certification audit?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "We're a small manufacturer with a plant in Mandideep and a depot in Jabalpur. Our only IT guy resigned, the laptops are a mess and the Wi-Fi keeps dropping. Would your people come to sites that aren't in Bhopal city itself?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I'm drafting next year's budget and our board wants a realistic figure before we talk to vendors. We'd like a stable group of engineers working only on our product for at least a year. Roughly what does that cost per month with you?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "I've been a data engineer for four years, mostly Airflow and Snowflake, and I live in Pune but can travel to Bhopal sometimes. Before I bother updating my CV, what salary band is that data role advertised at?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Our compliance head keeps asking what happens with customer documents if we use generative AI. We handle loan files with PAN and Aadhaar details. Would any of our data end up training some other company's model if you build this for us?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "All our apps run on two racks in a server room and the hardware warranty ends next spring, so we're thinking about the cloud. The problem is we ship orders 24 hours a day. Will moving things over mean we have outages?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Our team of six developers deploys by hand every Friday evening and something breaks about half the time. A consultant told us we have to adopt Kubernetes right away. Do we really need it?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "We have an old WordPress site that nobody dares to touch and marketing wants to change pages themselves without calling a developer. We'd like something fresh before the new year. How long does building a marketing website usually take?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "We're a family textile business and every purchase still needs four signatures on paper, which takes days. My father thinks software won't help, I think it will. Where would you suggest we begin changing things?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "I filled in your enquiry form about an hour ago describing our logistics tracking idea. I've never hired a tech firm before so I don't know the drill. What are the next steps from here, and when will someone get back to me?",
    cls: "long",
    expect: "/contact",
  },

  // typo
  { q: "r u guys workng on saturdy afternon or closd", cls: "typo", expect: "/contact" },
  {
    q: "do yall do pentsting on web apis n mobile apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "costt of the dicovery stage befor a project?", cls: "typo", expect: "/services|/contact" },
  { q: "who is nexoras ceo and who startd it", cls: "typo", expect: "/about" },
  {
    q: "resluts of the fashon retailar ecomerce projct",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "does ur privasy polcy say u track visiters wiht cookeis",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "is the cloud devops engneer postion fully remot", cls: "typo", expect: "/career" },
  {
    q: "artifical inteligence n machne lerning servces",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "hospitl netwrk softwre projct detials", cls: "typo", expect: "/projects/healthcare" },
  { q: "clowd trnds for 2027 artical", cls: "typo", expect: "/blog/cloud-trends" },
  {
    q: "logistcs compny clod migraton with no downtme",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "ui ux desgin servce, do u do acessibility reviw",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },

  // vocabulary
  {
    q: "can you send fake scam emails to my staff to see who clicks",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "a computer thing that predicts how much ghee and dry fruit we should stock before Diwali",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "kapdon ki dukaan hai meri, online bechna hai, website bana doge?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "koi part time CTO jaisa banda mil sakta hai kya aapke yahan se",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "the robot setup that ships our code to live servers by itself once tests go green",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "office ka wifi aur printer dono kharab rehte hai, koi banda aake theek karega?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "approx budget kya rakhna padega kisi bhi software kaam ke liye",
    cls: "vocabulary",
    expect: "/services",
  },
  {
    q: "mujhe naukri chahiye aapki company me, CV kahan bheju",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "the page that explains what you do with whatever info I type in",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },
  {
    q: "what have your customers said about you, any reviews from them?",
    cls: "vocabulary",
    expect: "/",
  },
  {
    q: "we want to get rid of registers, files and couriering papers around for approvals",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "one screen with all our sales figures instead of twenty excel files from each branch",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },

  // ambiguous
  { q: "charges", cls: "ambiguous", expect: "/services" },
  { q: "openings", cls: "ambiguous", expect: "/career" },
  { q: "security help", cls: "ambiguous", expect: "/services/cybersecurity" },
  { q: "cloud stuff", cls: "ambiguous", expect: "/services/cloud-solutions" },
  { q: "where exactly?", cls: "ambiguous", expect: "/contact" },
  { q: "terms", cls: "ambiguous", expect: "/legal/terms" },
  { q: "portfolio", cls: "ambiguous", expect: "/projects" },
  { q: "that AI writeup", cls: "ambiguous", expect: "/blog/future-of-ai" },
  { q: "who sits at the top", cls: "ambiguous", expect: "/about" },
  { q: "estimate pls", cls: "ambiguous", expect: "/quotation|/contact" },
  { q: "portal sign in", cls: "ambiguous", expect: "/login" },
  { q: "pay bands", cls: "ambiguous", expect: "/career" },

  // multi
  {
    q: "do you build flutter apps, plus which phone line reaches your office?",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "what perks do staff get, and who heads engineering as CTO?",
    cls: "multi",
    expect: "/career & /about",
  },
  {
    q: "what's the typical range for a fixed-price job and how many weeks does a marketing site take",
    cls: "multi",
    expect: "/services & /services/web-development",
  },
  {
    q: "how did the fintech's ISO audit go with you, and who wrote your post on security habits for growing firms?",
    cls: "multi",
    expect: "/projects/security-infrastructure & /blog/cybersecurity-practices",
  },
  {
    q: "does this site drop cookies on me? also what's the street address of your HQ",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "which state's courts handle disputes over the website, and how long do you hold on to my enquiry data?",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },
  {
    q: "Can you build Power BI reports for us, and separately do you write Terraform for our infra?",
    cls: "multi",
    expect: "/services/data-analytics & /services/devops|/services/cloud-solutions",
  },
  {
    q: "which parts of the world are your clients in, and can your custom software do GST invoices and Tally sync?",
    cls: "multi",
    expect: "/|/about & /services/software-development",
  },
  {
    q: "tell me about the multi-hospital patient record system you built, and also what your design team offers",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "since when are you ISO 27001 certified, and can you get us ready for SOC 2?",
    cls: "multi",
    expect: "/about|/ & /services/cybersecurity",
  },
  {
    q: "walk me through your six delivery stages, and what happens once I submit the contact form?",
    cls: "multi",
    expect: "/services & /contact",
  },
  {
    q: "show me the stock-out forecasting case, and the blog about moving AI pilots into production",
    cls: "multi",
    expect: "/projects/ai-analytics & /blog/future-of-ai",
  },

  // unanswerable
  { q: "nexora's yearly sales in crores, roughly?", cls: "unanswerable", expect: "fallback" },
  { q: "solidity developers available for a web3 dapp?", cls: "unanswerable", expect: "fallback" },
  {
    q: "are outside shareholders or venture capital behind the company",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "where can a visitor leave a car when coming to your lakeview office",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "NGO hai hamara, kuch concession milega rates me?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "internship karne wale students ko kitna milta hai monthly",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has the company picked up any trophies or recognitions",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many months off does a new mom get if she works at your company",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "embedded C programming for our arduino based sensors - possible?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "we'd like to settle invoices with USDT, ok?", cls: "unanswerable", expect: "fallback" },
  { q: "name of your finance head", cls: "unanswerable", expect: "fallback" },
  {
    q: "ek multiplayer game banana hai unreal engine me, kar doge?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "bhopal mausam update please, dhoop ya baadal?", cls: "off-topic", expect: "fallback" },
  { q: "steps to cook chole bhature for four people", cls: "off-topic", expect: "fallback" },
  { q: "which team lifted the 2011 ODI world trophy", cls: "off-topic", expect: "fallback" },
  { q: "convert 50 kg into pounds", cls: "off-topic", expect: "fallback" },
  { q: "compose four lines of verse on rain clouds", cls: "off-topic", expect: "fallback" },
  { q: "canberra or sydney, which is australia's capital?", cls: "off-topic", expect: "fallback" },
];
