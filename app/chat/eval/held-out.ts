import type { EvalQuestion } from "./questions";

/**
 * The twenty-second held-out set, written on 2026-11-24 (session 28, second round) by someone
 * who did not read or run the chat, from the site's content, before that round's tuning ended.
 * The twenty-first set, scored once, is now `twentyFirstHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "does the staff health insurance also cover my parents or only spouse and kids",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "which city's courts would hear a dispute about your website terms",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "in the hospital network system, how many video consultations happened in the first year",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "what actually happens in step 4 of your delivery timeline",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "how many people do you put through a prototype in each usability round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "for a dedicated team how much notice do we give to scale it down",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "how long did the oracle to rds cut-over take for the logistics client that sunday night",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "per vikram's security article, what three things should a small company do this month",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  { q: "who is your cto and what does she look after", cls: "unreachable", expect: "/about" },
  {
    q: "after we stop talking, how many months do you hold on to a quote request before deleting it",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "once i email my cv how many days till someone replies",
    cls: "unreachable",
    expect: "/career",
  },
  { q: "what year did you set up the data and ai teams", cls: "unreachable", expect: "/about" },

  // long
  {
    q: "we are a mid sized garment exporter in surat, around 200 staff, orders and stock live in excel sheets and tally, and the owner just wants one screen every morning showing sales by buyer, can you build that",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "i run four diagnostic labs across jabalpur and bhopal, reports are still printed and couriered and patients keep phoning to ask about status, we want to go paperless and send updates on whatsapp, is that your kind of work",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "our startup has a react and node product built by freelancers who have since left, the code is messy and undocumented, and before our next funding round we need a team to take it over, do you do that",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "hello, i handle admin at a chartered accountant firm with 35 people, our wifi drops daily, laptops never get updates and backups sit on a pen drive, we need someone who can actually come to our bhopal office",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we are launching a skincare brand next march, nothing fancy at first, a clean site with a few product pages and a blog, my cofounder wants to know realistically how many weeks a simple website takes",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "my family runs a small credit society network in mp, auditors flagged us last year for shared passwords and no two factor login, and now a partner bank wants iso certification, can you guide us through that audit",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "we are a transport company with two old server rooms in nagpur, the hardware lease ends next year and the board keeps pushing aws, but trucks run 24 hours so we cannot stop for even an hour, how do you avoid downtime",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "i manage product at a lending startup, our android app crashes a lot and the upi payment step fails randomly, half the team wants flutter and half wants native kotlin, which way would your people recommend for us",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we are a family owned fmcg distributor, my uncle thinks ai is pure hype but every diwali we run out of fast sellers and overstock the slow ones, have you done forecasting for a distributor and what changed",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "before i get on a sales call i want a ballpark, we are a small saas team whose scope changes every month, which engagement model suits us and roughly what would it cost per month",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "i am a ux designer with about four years in figma, mostly remote from kochi, and i really don't want to move to bhopal, do you have a design role open that is fully remote",
    cls: "long",
    expect: "/career",
  },
  {
    q: "our in house developers will build the booking app themselves, but the screens look clumsy and users drop off during checkout, could your team just do the research and design part and hand it over to our devs",
    cls: "long",
    expect: "/services/ui-ux-design",
  },

  // typo
  { q: "wat r ur offce timmings on satrday", cls: "typo", expect: "/contact|/login" },
  { q: "any opennings for data enginer hybrid", cls: "typo", expect: "/career" },
  {
    q: "how much dose the discovary phase cost",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  {
    q: "can u help us get iso 27001 certifcation, we are a fintec",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "need cross platfrom app for our resturant chain, react nativ or fluter?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "whats ur exact adress in bhopal, want to vist the ofice", cls: "typo", expect: "/contact" },
  {
    q: "our aws bil is too hi, do you do clud cost optimisaton",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "setup ci/cd pipline and kubernets for our dev teem",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "does this site use cookeis or google analitics", cls: "typo", expect: "/legal/privacy" },
  {
    q: "how long dose a tipical projct take from kickof to launch",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "show me the ecomerce case studdy for the fashon retailer",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "were is the blog post on clould trends for 2027",
    cls: "typo",
    expect: "/blog/cloud-trends",
  },

  // vocabulary
  {
    q: "kya aap log android aur iphone dono ke liye app bana dete ho",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hamari dukaan ke liye ek website chahiye jo google search mein upar aaye",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "sales ka saara data ek hi screen pe graphs mein dekhna hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "office ka internet aur computers sambhalne ke liye koi banda chahiye",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "want a smart bot that reads our hr policy pdfs and answers staff questions",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our software is ugly and confusing to click around, can you make it look and feel nicer",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "our servers sit in a dusty back room, we want to shift everything onto the internet",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "naukri ke liye kahan apply karun, koi vacancy khali hai?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "roughly kitna kharcha aayega, monthly billing wala option hai kya",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "i need a part time tech boss for my startup, a rent-a-cto kind of thing",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamare yahan sab kaam abhi bhi register aur kaagaz pe hota hai, usko digital karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "want our code to go live by itself every time devs push, no more manual ftp uploads",
    cls: "vocabulary",
    expect: "/services/devops",
  },

  // ambiguous
  { q: "any openings for a designer right now", cls: "ambiguous", expect: "/career" },
  {
    q: "how secure is the stuff i type into your contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what's your support like once our app is live",
    cls: "ambiguous",
    expect: "/contact|/services#process",
  },
  { q: "how do i sign in to check on my project", cls: "ambiguous", expect: "/login" },
  { q: "what have clients said about you, any quotes from them", cls: "ambiguous", expect: "/" },
  {
    q: "what are the payment terms if we go with fixed price",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "tell me the story of how nexora got started", cls: "ambiguous", expect: "/about" },
  {
    q: "which regions are your customers spread across",
    cls: "ambiguous",
    expect: "/#global-presence|/about",
  },
  {
    q: "how much testing happens before a release goes out",
    cls: "ambiguous",
    expect: "/services#process",
  },
  { q: "what's the leave policy for people who work there", cls: "ambiguous", expect: "/career" },
  {
    q: "can i see a dashboard you built for a real client",
    cls: "ambiguous",
    expect: "/projects/ai-analytics",
  },
  {
    q: "we're a digital agency abroad, how do we partner with you",
    cls: "ambiguous",
    expect: "/contact",
  },

  // multi
  {
    q: "when is your office open and do you have any remote jobs",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "do you build ios apps, and what does the discovery phase cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "who is your ceo and what did he write about moving ai pilots into production",
    cls: "multi",
    expect: "/about & /blog/future-of-ai",
  },
  {
    q: "does this site set cookies, and where exactly is your office",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "tell me about the hospital software you built and your ui ux design service",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "how many steps are in your delivery process and how does your hiring work",
    cls: "multi",
    expect: "/services#process & /career",
  },
  {
    q: "do you make power bi dashboards, and which countries are your clients in",
    cls: "multi",
    expect: "/services/data-analytics & /#global-presence",
  },
  {
    q: "what did the fintech security overhaul achieve, and do you run pen tests",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "where do i ask for a quote, and who owns the code once you've built it",
    cls: "multi",
    expect: "/quotation & /services/software-development",
  },
  {
    q: "which country's law governs your site terms, and when was nexora founded",
    cls: "multi",
    expect: "/legal/terms & /about",
  },
  {
    q: "do you set up kubernetes, and what's the salary for the cloud devops opening",
    cls: "multi",
    expect: "/services/devops & /career",
  },
  {
    q: "what does the cloud trends post say about finops, and how much did the logistics migration save",
    cls: "multi",
    expect: "/blog/cloud-trends & /projects/cloud-migration",
  },

  // unanswerable
  {
    q: "can you build a blockchain based supply chain tracker for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you develop magento 2 extensions", cls: "unanswerable", expect: "fallback" },
  {
    q: "what's your hourly rate for a senior react developer",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is nexora cmmi level 5 appraised", cls: "unanswerable", expect: "fallback" },
  { q: "is tata steel or infosys one of your clients", cls: "unanswerable", expect: "fallback" },
  { q: "do you write firmware for esp32 iot devices", cls: "unanswerable", expect: "fallback" },
  { q: "can you make a 3d mobile game in unity", cls: "unanswerable", expect: "fallback" },
  {
    q: "exactly how much would a pen test of one web app cost",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have a laravel php team to maintain our old portal",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run google ads and instagram campaigns for clients",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do employees get esops at nexora", cls: "unanswerable", expect: "fallback" },
  { q: "what was nexora's annual revenue last year", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "how to make dal bati at home, step by step", cls: "off-topic", expect: "fallback" },
  { q: "who took home the ipl trophy this season", cls: "off-topic", expect: "fallback" },
  {
    q: "explain photosynthesis simply for my class 7 project",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "best time of year to visit bhimbetka caves near bhopal",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "write a short shayari for my friend's birthday", cls: "off-topic", expect: "fallback" },
  { q: "will the sensex go up tomorrow", cls: "off-topic", expect: "fallback" },
];
