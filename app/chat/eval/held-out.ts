import type { EvalQuestion } from "./questions";

/**
 * The seventy-sixth held-out set, written on 2026-12-04 (session 54) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * seventy-fifth set, scored once, is now `seventyFifthHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "how many retailers does that consumer goods distributor you did forecasting for actually supply",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "for the trucking company's move to aws, how long was the window when the big oracle db got flipped over",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "the kurta and saree retailer's new shop, how many seconds does a page take to open on a phone now",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "the hospital chain with telemedicine, what was the count of video appointments in its first twelve months",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "what share of the lending startup's employees ended up using phishing proof login",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "how quickly should we patch critical bugs on servers exposed to the internet, you mentioned a number of hours somewhere",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "that piece on 2027 cloud trends claims tagging and switching things off saves what share of spend in year one",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "why do most ai proof of concepts never make it into real daily use",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "does the data engineer opening need experience with airflow or dagster type schedulers",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "in a round of usability testing on a prototype, how many real users do you sit down with",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "can your machine learning people handle speech to text in hindi",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do your tech people come on site to offices outside bhopal or only remote",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  // long
  {
    q: "we run four small clinics in nagpur and honestly our patient files are a mess, some on paper and some in excel, a friend told me you did something like this for a bigger hospital chain, can i read how that went",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "my cofounder and i have been arguing for weeks about whether our delivery app should be written separately for iphone and android or as one shared codebase, we are a tiny team with limited money, what do you usually advise",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "before i pitch this to my boss i need a ballpark, we want a fairly well defined stock management tool built, nothing fancy, one agreed scope, what range does a project like that normally fall into with you",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "i look after finance at a mid sized textile exporter and our only it guy quit last month, nobody knows where the backups are, the office wifi keeps dropping and laptops are a mess, do you handle that kind of day to day office it support",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "i have spent about six years as a frontend developer at a bank, mostly typescript and react with a bit of node, and i am thinking of joining a smaller company, is there a senior opening at nexora for someone like me and what does it pay",
    cls: "long",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "our compliance people are very strict and before i type anything into your enquiry form they want to know where whatever i submit ends up being kept, does it stay in india or go to some server abroad",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we got burned last year by an agency that vanished for three months and then showed us something we never asked for, so before signing anything i want to understand stage by stage how a job with you runs from kickoff to after launch",
    cls: "long",
    expect: "/services#process",
  },
  {
    q: "i am about to fill in your form about a possible erp integration for our distribution business but i am a bit worried about being chased by salespeople, what actually happens once i press send",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "every monday our regional heads turn up with different sales figures from their own excel sheets and the meeting becomes a fight, we have sap, a crm and lots of spreadsheets, can you get us to one set of reports everybody believes",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "our purchase requests still go around on paper and need four signatures, it takes a week to buy a box of printer paper, management asked me to find someone who can rethink and automate this kind of internal workflow, is that your thing",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we signed with you a couple of months back and our project manager said i would get an invite to some online workspace to see invoices and progress, but i cannot find that email anywhere, even in spam, how do i get in",
    cls: "long",
    expect: "/login",
  },
  {
    q: "we release once a month on a saturday night with the whole team on a call and something always breaks, the developers are exhausted and management now wants to ship far more often, which of your teams fixes this sort of thing",
    cls: "long",
    expect: "/services/devops",
  },
  // typo
  {
    q: "kya discovry waala phase ka rate fixed hai, kitne ka padta hai",
    cls: "typo",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "does nexora do penetraton tests on mobile apps and apis too",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "logistcs clowd migraton, the one with 120 servises",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "were is your ofice exactly, which floor and road", cls: "typo", expect: "/contact" },
  { q: "who started nexra and when", cls: "typo", expect: "/about" },
  {
    q: "salery band for the data enginer post in the data and ai team",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "does your site stash any cookis or tracking pixels",
    cls: "typo",
    expect: "/legal/privacy|/legal/terms",
  },
  {
    q: "how meny weeks to bulid a simple marketting site for my shop",
    cls: "typo",
    expect: "/services/web-development|/contact",
  },
  {
    q: "ecomerce platfrom case study numbers",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  { q: "that artical on clud trends for 2027", cls: "typo", expect: "/blog/cloud-trends" },
  {
    q: "terms of servise - if there is a legal dispute which city's courts",
    cls: "typo",
    expect: "/legal/terms",
  },
  {
    q: "can you biuld andriod apps in fluter",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  // vocabulary
  {
    q: "bhai ek dukaan ki site banwani hai, kitne hafte ka kaam hai",
    cls: "vocabulary",
    expect: "/services/web-development|/contact",
  },
  {
    q: "aap log iphone wale apps bhi banate ho kya",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "ek chhota software banwana hai, kitna lagega roughly",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "hackers aur ransomware se chhoti company ko kaise bachaye, koi blog likha hai aapne",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "we have no tech leader and need somebody senior for a couple of days a month to steer it, can you lend us one",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "our shop barely appears when people search google for us, can you push it up the rankings",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "we want a chatbot that answers employee questions from our leave and travel policy documents and shows where the answer came from",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "hamare app ke liye screens aur poora look and feel design karwana hai, figma mein",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  { q: "koi job opening hai kya aapki company mein abhi", cls: "vocabulary", expect: "/career" },
  { q: "who are the four people at the top of nexora", cls: "vocabulary", expect: "/about" },
  {
    q: "what bits does your website leave saved on my computer",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },
  {
    q: "that trucking firm you shifted onto amazon servers, how did it go",
    cls: "vocabulary",
    expect: "/projects/cloud-migration",
  },
  // ambiguous
  {
    q: "how much do you charge for discovery",
    cls: "ambiguous",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "what hours does your helpdesk cover for office it problems",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/contact",
  },
  {
    q: "for the soc analyst post, will i have to work rotating night shifts",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "show me everything you have written about cloud",
    cls: "ambiguous",
    expect: "/blog/category/cloud|/blog/cloud-trends",
  },
  {
    q: "you wrote something about platform engineering replacing ticket queues, where is it",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "what kind of testing happens on every release before it goes live",
    cls: "ambiguous",
    expect: "/services#process|/services/software-development",
  },
  {
    q: "on a fixed price deal do we pay all upfront or in instalments against milestones",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "we sell spare parts to dealers and want them to log into their own account to track orders and invoices, can you build that",
    cls: "ambiguous",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "do engineers here get money each year for udemy courses and aws exam fees",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "before we commit to a platform we want an outside expert to look over our architecture, how many weeks would that take",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "is nexora itself certified for information security",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "our requirements will keep shifting as we learn, which of your ways of engaging suits that",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  // multi
  {
    q: "who is your cto, and what time does the office open on saturday",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "flutter apps you make? also rough price for a fixed scope build",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "what did the hospital project achieve, also are you hiring ux designers",
    cls: "multi",
    expect: "/projects/healthcare & /career#product-designer",
  },
  {
    q: "is this website dropping cookies on me, and if we ever fight about it legally whose laws apply",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "which ci/cd tools do you work with, and do you have an article about backups against ransomware",
    cls: "multi",
    expect: "/services/devops & /blog/cybersecurity-practices",
  },
  {
    q: "how soon would we see a first dashboard, and how much did the distributor cut stock-outs",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "walk me through the six steps of how you deliver, and separately where do your clients log in to see progress",
    cls: "multi",
    expect: "/services#process & /login",
  },
  {
    q: "do you help with going paperless, and is there a blog section just on security",
    cls: "multi",
    expect: "/services/digital-transformation & /blog/category/security",
  },
  {
    q: "what does the soc analyst role pay and how long does your hiring take from application to offer",
    cls: "multi",
    expect: "/career#security-analyst & /career#hiring-process",
  },
  {
    q: "tell me about the fashion retailer's online store project, and do you build progressive web apps",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "what is your company's mission, and do you do ux audits of existing apps",
    cls: "multi",
    expect: "/about & /services/ui-ux-design",
  },
  {
    q: "can you trim our aws bill, and what does your ai article say about running open models privately",
    cls: "multi",
    expect: "/services/cloud-solutions & /blog/future-of-ai",
  },
  // unanswerable
  {
    q: "ballpark figure for nexora's yearly earnings as a business",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who funded nexora, any angel or vc money behind you",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if i visit the lakeview tech centre office can i park my car there",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you do nft or web3 dapp development", cls: "unanswerable", expect: "fallback" },
  {
    q: "who handles human resources at nexora, i need their name",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any special pricing for a registered non profit trust",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you accept payment in usdt or bitcoin for the project",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how many female staff does nexora have", cls: "unanswerable", expect: "fallback" },
  {
    q: "can your team make a multiplayer game with unity",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how do current employees rate nexora on glassdoor or ambitionbox",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can i buy nexora shares on the nse or bse", cls: "unanswerable", expect: "fallback" },
  {
    q: "what do your employees get if they refer someone who joins",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "forecast for rain in delhi on saturday", cls: "off-topic", expect: "fallback" },
  { q: "best way to cook paneer butter masala", cls: "off-topic", expect: "fallback" },
  { q: "which franchise took the ipl title most recently", cls: "off-topic", expect: "fallback" },
  { q: "french word for good morning", cls: "off-topic", expect: "fallback" },
  { q: "capital city of australia please", cls: "off-topic", expect: "fallback" },
  { q: "compose a little haiku on monsoon rain for me", cls: "off-topic", expect: "fallback" },
];
