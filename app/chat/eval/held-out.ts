import type { EvalQuestion } from "./questions";

/**
 * The ninety-third held-out set, written on 2026-12-04 (session 57) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The ninety-second
 * set, scored once, is now `ninetySecondHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.746).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "on that fashion retailer's new storefront, what did the median page load on mobile come down to, in seconds?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "hospital group case study — insurance claims used to take 15 days to settle, what's the number now?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "before splitting the logistics company's 120 services into waves, for how many weeks did your team trace their network traffic",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "after the zero-trust project at that RBI-regulated lender, what's their median time to spot an incident",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "the Vikram article on security basics — CERT-In reporting deadline after spotting a breach, is it 6 hrs or 24?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "the blog piece about taking AI pilots into production mentions a finance team keying in invoices by hand, how many a month was it",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "usability rounds for prototypes: what headcount of testers do your designers bring in each time",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "product designer opening: do I need to speak Hindi for the user research, or is it just a plus",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "If I email asking for a copy of all personal info you hold on me, how many days do you get to respond, and is there any charge?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "once our new marketing site is live, after how many days do you come back and review the results with us",
    cls: "unreachable",
    expect: "/services/web-development",
  },
  {
    q: "Riyadh, Doha, Abu Dhabi — which of these markets do you have clients in",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "during app development how often would we get a test build on TestFlight to try out",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },

  // long
  {
    q: "Last month our accounts PC showed a message that all files were locked and someone wanted bitcoin, luckily my nephew had a backup from two weeks back, but I've realised we share one password for everything and nobody has ever checked our setup, we're a 40-person pharma distributor in Nagpur, can your people come in, find the holes and fix them properly",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "every month end my six branch managers email me their own Excel files with sales and stock and the totals never agree with what accounts says, I spend two days just reconciling before the review meeting, ideally I'd open one screen on my phone and see everything updated, is that something you build",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We get around four thousand supplier invoices a month as PDFs and scans, and three people in my finance team do nothing but type them into our system, mistakes everywhere, a friend said AI can read these documents now and only flag the doubtful ones for a human, is that realistic and can you do it for us",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "Our Play Store reviews keep saying the app is confusing and people can't find where to reorder, we have two in-house developers who are fine with code but nobody thinks about design, I don't want you to rebuild the whole thing, I'd just like someone to study how users behave and hand my devs better screens",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "my rooftop solar business gets most enquiries from Google, but our website was made in 2018 on some theme, it takes forever to open on a phone and we don't show up anymore when people search solar installers in Indore, my sales guy keeps telling me we're losing leads, what would you do about it",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "right now a release for our SaaS takes the whole Saturday, two engineers follow a checklist by hand and something still breaks roughly every other time, customers notice before we do, I want the team to push small updates without this drama, where would you even begin",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "We're shifting to a bigger floor in the same building next quarter and I need the whole thing sorted, cabling, proper wifi for about 70 people, a firewall and a couple of meeting rooms with video calling, my admin guy is overwhelmed, do you handle this kind of setup",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our loan management system runs on two old servers in a back room of the branch and the AMC vendor says hardware must be replaced this year, the board wants us in the cloud but compliance insists customer data has to stay within India because of RBI, can you plan that move for a small NBFC like us",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "I honestly can't write a full spec because the product will change as we talk to users, so a fixed quote feels wrong, I'd rather pay for a small team month by month and keep a cap on the spend, how does that arrangement work with you and what kind of monthly amount should I plan for",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I've been a Linux sysadmin for a little over two years at a hosting company, lately I do most of the log checking and firewall stuff and I really want to move into security full time, I saw you have something for a SOC analyst, would my background be enough to apply",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We run three CBSE schools and admissions still happen on paper forms, fees are entered in a register, and parents call the front office all day to ask about bus timings and circulars, the staff are not very comfortable with computers, how would you help us change the way we work without overwhelming them",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we're a 25-person startup, our last CTO left in March and since then nobody senior is making tech decisions, the devs keep proposing new tools and I can't judge any of it, I don't need a full-time hire yet, just someone experienced a couple of days a month to set direction and vet vendors, do you offer that",
    cls: "long",
    expect: "/services/it-consulting",
  },

  // typo
  { q: "sunday ko ofc khula rhta h kya, or is it mon-sat onli", cls: "typo", expect: "/contact" },
  {
    q: "pentestng for our mobil app n apis, is retst free aftr we fix",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "discvry fase price kitna, n kitne wks", cls: "typo", expect: "/services#pricing" },
  {
    q: "shift our onprem box to azur, will site go down durng it",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "need sales dashbrd in powr bi from tally data",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "flutr app for our delivry boys, shud wrk offlne in villges",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "show me the ecomerce proejct u did for the clothng brand",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "can u make chatbt that ansers from our own pdfs n hr polcies",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "data enginer post is hybrd? wat salry rnge", cls: "typo", expect: "/career" },
  {
    q: "tracking pixels, cookies, GA — anythng like that on ur pages? privcy concern",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "hw mny ppl wrk at nexora in totl", cls: "typo", expect: "/about|/" },
  {
    q: "my clinc needs basic 5 page websit, how mny weeks rougly",
    cls: "typo",
    expect: "/services/web-development|/contact",
  },

  // vocabulary
  {
    q: "aap log android app banate ho kya? hamari kirana delivery ke liye chahiye",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "office ka wifi roz band hota hai aur printer bhi, koi AMC type support dete ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "koi hamare IT kharche ka audit karke bata sakta hai kahan paisa waste ho raha hai?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "we track godown stock in like 15 Excel sheets, want a proper in-house software instead",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "saw a full stack posting from you on Naukri, what CTC are you offering",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "hamare Dubai wale distributor ke liye bhi kaam karoge? wahan clients hain aapke?",
    cls: "vocabulary",
    expect: "/",
  },
  {
    q: "hamari website ki ethical hacking karwani hai, kar doge?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "looking for someone to roll out a Salesforce-type CRM for our sales team and retire the old one",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "site ko Google pe upar lana hai aur fast karna hai, yeh kaam karte ho?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "naya logo aur poori branding chahiye, colours fonts sab — aap karte ho?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "customer ke Hindi voice notes ko text mein badalna hai automatically, possible hai?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "pehle sirf planning aur scoping wala kaam karwana hai, uska kitna lagega?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },

  // ambiguous
  {
    q: "after I fill your contact form, by when can I expect a human reply",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "what will the bill look like each month if we keep a dedicated team of yours",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "if I join, what are the office hours I have to be online for",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we're moving office — can you take care of the IT side of the move",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "once you finish building our platform, whose name is the code under",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "how long does your site hold on to what I type in the chat",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "can you tell us what a breach would cost us before we decide how much to spend on protection",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "once the forecasting model is live, how often does it get retrained",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "after go-live on a fixed-scope job, do we get some bug-fix warranty time free",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "when you move our servers to AWS how big is the window where things are down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "your cyber security chief, which branch office is he attached to",
    cls: "ambiguous",
    expect: "/about",
  },
  {
    q: "we're an existing client, is there a login page where we can track our project",
    cls: "ambiguous",
    expect: "/login",
  },

  // multi
  {
    q: "Flutter apps — yes or no? and for a fixed-scope job what's the usual rupee range",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "name of your chief technology officer, plus full postal address for couriering documents",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "can you enrol and manage our laptops with Intune, and separately, can I get my enquiry data deleted later",
    cls: "multi",
    expect: "/services/it-infrastructure & /legal/privacy",
  },
  {
    q: "got a case study of a big cloud migration? also do you set up Argo CD and Helm",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/devops",
  },
  {
    q: "is Nexora itself ISO 27001 certified, and could you get our firm certified too",
    cls: "multi",
    expect: "/about|/ & /services/cybersecurity",
  },
  {
    q: "which of your articles says Kubernetes is often overkill, and do you work on Google Cloud",
    cls: "multi",
    expect: "/blog/cloud-trends & /services/cloud-solutions",
  },
  {
    q: "recommendation engine for our online store — doable? and any past retail e-commerce work to show",
    cls: "multi",
    expect: "/services/ai-machine-learning & /projects/ecommerce-platform",
  },
  {
    q: "what happens after I send the quote request, and is the quote binding on me",
    cls: "multi",
    expect: "/contact & /legal/terms",
  },
  {
    q: "Do you do UX audits of existing apps? And who heads client success there",
    cls: "multi",
    expect: "/services/ui-ux-design & /about",
  },
  {
    q: "we need a Snowflake warehouse built — can you do it? and my brother wants to know if the data engineer role is still open",
    cls: "multi",
    expect: "/services/data-analytics & /career",
  },
  {
    q: "what year was the company started, and what's the monthly range for a dedicated team",
    cls: "multi",
    expect: "/about|/ & /services#pricing",
  },
  {
    q: "what standard did the hospital records project use for sharing with labs, and do you make bilingual Hindi English websites",
    cls: "multi",
    expect: "/projects/healthcare & /services/web-development",
  },

  // unanswerable
  {
    q: "for our vendor onboarding we need nexora's CRISIL or ICRA credit rating, what is it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we pay for the project in EMIs through a bank or NBFC tie-up",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "CMMI appraisal — have you gone through one, which level",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before our first call can you countersign a mutual NDA our legal team drafted",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a joining bonus if I can start within two weeks",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "AR filters for Instagram for our brand launch, can your team make those",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "referral fee for agencies — if I send you a client do I get a cut",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "ratio of male to female staff at your company",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Solidity, Web3, NFT minting dApp — do you build those",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is nexora planning an IPO anytime soon", cls: "unanswerable", expect: "fallback" },
  {
    q: "if I drive over to your Bhopal office for a meeting, is there car parking in the building",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have a US-registered entity our American parent company can sign the contract with",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "best time to visit Pachmarhi, is monsoon ok", cls: "off-topic", expect: "fallback" },
  { q: "170 cm ko feet inch mein batao", cls: "off-topic", expect: "fallback" },
  {
    q: "by road from Haridwar, how many hours to Kedarnath base camp",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write a leave application for my son's school, he has fever since yesterday",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do I get rust off a cycle chain", cls: "off-topic", expect: "fallback" },
  { q: "who wrote the novel Godaan", cls: "off-topic", expect: "fallback" },
];
