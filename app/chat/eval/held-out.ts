import type { EvalQuestion } from "./questions";

/**
 * The thirty-fifth held-out set, to be written on 2026-11-25 (session 34, second round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The thirty-fourth set, scored once, is now `thirtyFourthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "does the soc analyst job have night shifts or rotating ones",
    cls: "unreachable",
    expect: "/career",
  },
  { q: "pay band for the data engineer opening", cls: "unreachable", expect: "/career" },
  {
    q: "is the product designer position work from home or office based",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how much medical cover do employees get for family and parents",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "after we fix the pentest issues do you check again, is that extra",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "do you run security scans on every release or only right before go live",
    cls: "unreachable",
    expect: "/services#process|/services",
  },
  {
    q: "my company is in doha, do you already work with businesses over in our part of the world",
    cls: "unreachable",
    expect: "/#global-presence|/",
  },
  {
    q: "how long do you hang on to my enquiry details once we stop talking",
    cls: "unreachable",
    expect: "/legal/privacy#retention|/legal/privacy",
  },
  {
    q: "which city's courts would handle a dispute about your website",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "how many video consultations did the hospital network do in year one",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "according to your security article how quickly should critical bugs on public servers be patched",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "can your ai handle speech to text in hindi",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  // long
  {
    q: "I run a small dental clinic chain in Indore with three branches and patients keep calling to book, my receptionist is overwhelmed. We're thinking of a booking app but money is tight and I'm worried about cost. Would one cross platform app work out cheaper than separate iphone and android apps",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "my son finished btech and has about 2 years in sys admin at a bank, now he wants to move into security. he gets very nervous with puzzle type interviews. what does your interview process look like, is there any take home assignment",
    cls: "long",
    expect: "/career#hiring-process|/career",
  },
  {
    q: "hi im a final year mca student in bhopal doing my project on cloud costs. my guide said to read industry blogs for practical tips. does your company have advice on cutting cloud bills, like shutting test servers at night",
    cls: "long",
    expect: "/blog/cloud-trends",
  },
  {
    q: "Hello, I'm writing a feature for a Madhya Pradesh business magazine about tech firms from tier 2 cities. I'd like some background before requesting an interview. When was Nexora started and roughly how many people work there now?",
    cls: "long",
    expect: "/about",
  },
  {
    q: "I'm a devops engineer with 4 years on aws and terraform, based in Pune. My wife works here too so relocating to Bhopal isn't really an option for us. Is your cloud engineer opening fully remote or would I have to come to office",
    cls: "long",
    expect: "/career",
  },
  {
    q: "I handle vendor onboarding for a mid-size pharma manufacturer. Before we shortlist any IT partner our finance team wants to understand the commercial side. Do you only do fixed quotes or can we also pay for time spent as the scope changes?",
    cls: "long",
    expect: "/services#pricing|/services|/contact",
  },
  {
    q: "we are a small ngo in jharkhand working on girls education. donor data sits in excel sheets and its a total mess. a volunteer said we need a data warehouse but that sounds expensive for an org like ours. do we actually need one",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We are the contractor on a smart city project and the client department insists citizen data never leaves India. We want to host on a public cloud rather than our own servers. Can you design it so the data stays in Indian regions",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "My family runs a textile unit in Surat and every purchase approval is on paper, files go desk to desk for days. My father doesn't trust computers and the older staff are scared of anything new. How do you handle employees who push back against new systems?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We own two boutique hotels in Dubai. The wifi keeps dropping, guests complain, and nobody knows where our backups are since our IT guy left last month. Can you support us remotely from India or do you only do on-site work in MP",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we're a seed stage fintech in bangalore with just two devs. an investor wants an independent review of our code, architecture and team before the next round and we have no idea who does that. is this something you offer",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "I run a transport company with 200 trucks. Our website is 8 years old and nobody updates it because the agency bills us for every small change. If you build us a new one, can my office staff change text and photos by themselves",
    cls: "long",
    expect: "/services/web-development",
  },
  // typo
  { q: "wat r ur offce timings on saturdy", cls: "typo", expect: "/contact" },
  {
    q: "hw much does the discovry phase cost",
    cls: "typo",
    expect: "/services#pricing|/services|/contact",
  },
  {
    q: "u guys do penetraton testng on our android app n apis",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "whos the ceo of nexsora", cls: "typo", expect: "/about" },
  {
    q: "cloudmigration case study how much downtime was there",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "senoir full stak engineer salry", cls: "typo", expect: "/career" },
  {
    q: "canyou take over our exisitng codebase from old vendor",
    cls: "typo",
    expect: "/services/software-development",
  },
  {
    q: "ecomerce projet how fast did the pages load on mobile",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "do i neeed kubernets or is it overkill for a small team",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "privcy policy do u use cookeis", cls: "typo", expect: "/legal/privacy" },
  { q: "ur adress in bhopal plz", cls: "typo", expect: "/contact" },
  {
    q: "hw many users shud we test with for ux reserch",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  // vocabulary
  { q: "koi job vacancy hai kya aapke yahan", cls: "vocabulary", expect: "/career" },
  {
    q: "aap log android wala app bana dete ho kya",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "once you finish will the source code be ours or yours",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "mera data kisi aur ke AI model ko sikhane me use hoga kya",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we are shifting to a new office building, can you do the wiring and wifi and all",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "staff ko hackers se bachne ki training dete ho kya, fake mails bhej ke test wagera",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "each of our salesmen keeps his own excel figures, we want one common screen with the numbers for everyone",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "need some neutral person to tell us whether to buy readymade software or get it made",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "ek normal website banne me kitne din lagte hain",
    cls: "vocabulary",
    expect: "/services/web-development|/contact",
  },
  { q: "how many paid chhuttis do employees get in a year", cls: "vocabulary", expect: "/career" },
  {
    q: "mujhe apni details aapke records se hatwani hai",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },
  {
    q: "can you make a proper style guide of buttons and colours that our coders can just pick up",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  // ambiguous
  {
    q: "our aws bill keeps climbing every month can you help bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "what are the working hours like for staff, is there flexibility",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "which office does vikram rao sit in", cls: "ambiguous", expect: "/about" },
  {
    q: "the hospital network system, how long did that whole build go on for",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "ballpark monthly cost if we hire a whole dedicated team from you",
    cls: "ambiguous",
    expect: "/services#pricing|/services",
  },
  {
    q: "support for the laptops and printers in our office, what do you cover",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what should go in a one page cloud plan for next year",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "whats your policy on copying your blog articles onto my site",
    cls: "ambiguous",
    expect: "/legal/terms",
  },
  {
    q: "how long do we have to report a cyber attack in india",
    cls: "ambiguous",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "how big is the team on a time and materials contract",
    cls: "ambiguous",
    expect: "/services#pricing|/services",
  },
  {
    q: "in the distributor dashboard could managers see stock branch wise, like by region",
    cls: "ambiguous",
    expect: "/projects/ai-analytics",
  },
  {
    q: "what rate of staff moved to the new phishing resistant login at the fintech",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  // multi
  {
    q: "whats your phone number and do you build flutter apps",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "who is your cto and what did she write about cloud trends",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "rough price range for a fixed price project, and how long does a basic marketing website take",
    cls: "multi",
    expect: "/services & /services/web-development",
  },
  {
    q: "is the data engineer job hybrid or remote and how do i apply for it",
    cls: "multi",
    expect: "/career & /career",
  },
  {
    q: "does this site set cookies, and which laws govern disputes about it",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "how many hospitals were in the healthcare project and can you help us get iso 27001",
    cls: "multi",
    expect: "/projects/healthcare & /services/cybersecurity",
  },
  {
    q: "can you move us to azure without downtime? also what's your email id",
    cls: "multi",
    expect: "/services/cloud-solutions & /contact",
  },
  {
    q: "what did the forecasting do for the distributor, and how much data do we need to start with ai",
    cls: "multi",
    expect: "/projects/ai-analytics & /services/ai-machine-learning",
  },
  {
    q: "when was nexora founded, where exactly is the office, and do you have clients in australia",
    cls: "multi",
    expect: "/about & /contact & /",
  },
  {
    q: "do you do canary or blue green releases? and can you fix an old app that the play store keeps rejecting",
    cls: "multi",
    expect: "/services/devops & /services/mobile-development",
  },
  {
    q: "learning budget kitna milta hai, and any security jobs open right now",
    cls: "multi",
    expect: "/career & /career",
  },
  {
    q: "what do we get out of the discovery phase and how long does a usual project run",
    cls: "multi",
    expect: "/services|/contact & /contact",
  },
  // unanswerable
  {
    q: "do you develop blockchain or smart contract apps",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if we cancel the project halfway do we get a refund",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "any discount for registered ngos", cls: "unanswerable", expect: "fallback" },
  { q: "is nexora registered under udyam as an msme", cls: "unanswerable", expect: "fallback" },
  {
    q: "are you listed on the GeM portal for government tenders",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's the notice period if i join you", cls: "unanswerable", expect: "fallback" },
  {
    q: "do your engineers get any esop or equity in the company",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can nexora handle our insta and fb paid ads every month",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you install cctv cameras in factories", cls: "unanswerable", expect: "fallback" },
  { q: "how much revenue does nexora itself make a year", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you build ar vr walkthroughs for real estate projects",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "coming to your lakeview office by scooty on thursday, is there two wheeler parking inside",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "will it rain in bhopal tmrw evening", cls: "off-topic", expect: "fallback" },
  { q: "poha recipe for 4 people", cls: "off-topic", expect: "fallback" },
  { q: "which team lifted the ipl trophy last season", cls: "off-topic", expect: "fallback" },
  { q: "french me suprabhat ko kya bolte hai", cls: "off-topic", expect: "fallback" },
  { q: "best hill stations near bhopal for a weekend", cls: "off-topic", expect: "fallback" },
  { q: "forgot my gmail password how to recover it", cls: "off-topic", expect: "fallback" },
];
