import type { EvalQuestion } from "./questions";

/**
 * The eighty-fourth held-out set, written on 2026-12-04 (session 56) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The eighty-third
 * set, scored once, is now `eightyThirdHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.747).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "roughly how many online video doctor visits did the hospital group run in year one on the system you made?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "for that clothing brand's new online store, how quick did pages open on mobile after relaunch",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "when the trucking firm's big oracle db was switched over to amazon, how many minutes did the final switch take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "the grocery distributor dashboard thing - how old was their data before vs after you guys built it",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "say your testers break into our app and we close the gaps afterwards, is the second round of checking billed separately or included",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "SOC analyst role at the bhopal centre: ctc band in lakhs, plus do the night rotations come with extra allowance?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "nothing in your openings fits me. if i mail my resume anyway, how long do you hold on to it?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "on the month-by-month billing option, how big is the team you put on it and is there a spending cap",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "after I fill your enquiry form how long do you keep my details before deleting them",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "a quarrel about content on nexora's website ends up in court: which jurisdiction, which town's judges?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "per your blog on security habits, the govt cert-in deadline for flagging a breach is how many hours from spotting it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "our plant is in jabalpur, 300 km from you. would a technician drive down for hands-on fixes or is it all by phone and teamviewer",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  // long
  {
    q: "We're a mid-sized pharma distributor in Nagpur, my father started it in the 90s and honestly everything still runs on Excel. Every branch manager emails his own sheet on Monday, nobody's numbers match, and my dad wants one screen where he can just see sales and stock for all branches without chasing anyone. Is that something you set up?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "ok so long story, we paid a freelance agency for 8 months to build our booking platform, they went silent halfway, we do have the github repo and some docs but nobody on our side understands it. before we throw it all away, would your team actually pick up code someone else half wrote and continue it?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I run a group of clinics in eastern MP and a lot of our patients travel three or four hours from villages just for a ten-minute follow-up. My brother-in-law said some IT company built video consults into a hospital chain's system. Have you done anything like that before, and how did it go?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "Our board meeting is next week and I've been asked to come with a rough idea of what a custom build would cost if we define the scope properly up front, we're not trying to get a quote today, just want to know the typical range you work in so I don't embarrass myself.",
    cls: "long",
    expect: "/services",
  },
  {
    q: "hi, I'm the admin and HR person at an 80-seat accounts firm, we have no IT guy, the wifi drops every afternoon, two laptops got stolen last year with client files on them and I genuinely don't know if anyone is backing anything up. who do I even talk to about this at your company",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Hi! I've been doing product design for about four years, mostly lending and payments apps, portfolio on Behance. I'm based in Kochi looking after my parents so shifting cities isn't possible for me right now. Your designer opening caught my eye: is it a work-from-home thing or office only?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We are a trust that runs five schools and all our fee approvals, leave requests and purchase slips go around on paper for days waiting for signatures, our principal literally carries files between campuses. Do you help organisations like ours move this kind of thing to online forms and approvals?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "My home decor brand is based in Dubai but most buyers are in India, our current website is a template that takes forever to load on phones and we don't show up on Google at all. I want a proper rebuild that is fast and gets found in search, what would you do for us?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "I'm a partner at a small angel syndicate. We're close to writing a cheque for a B2B SaaS company whose founders keep insisting their platform is rock solid. Before the money goes out, we'd like a neutral outsider to dig through their codebase, system design and dev team and give us a straight verdict. Is that a service you'd take on?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "every release at our company is a saturday night affair, one senior guy copies files to the servers by hand, tests nothing, and if something breaks on monday we all panic. management finally agreed to fix it and asked me to find someone who can automate how we ship code. is that you?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "I just submitted the message form on your site about a warehouse app, my manager is asking me what happens now and when we'll hear back and whether there's some paid step before the actual project, can you walk me through it",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We're a digital lending company of roughly 150 staff and one of our sponsor banks has just said the contract won't be renewed unless we're ISO 27001 certified inside twelve months. Nobody here has ever sat through an audit and people are stressed. Could your folks prepare us for it end to end?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  // typo
  {
    q: "r ur apps for andriod only or iphone bhi, we need both platfroms",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "penetraion tesing for our web portel and apis, is that someting you do",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "wat is the ful adress of nexora hq, whcih floor and road",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "can u do only the desgin for a exsisting app, our devlopers will code it",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "do we realy need kubernets or is somthing simpler fine for a smal team",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "is migrateing our erp to clowd posible with zero downtym on a working day",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "machin lerning to forcast our sales demand, how much data wud we need",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "senoir full stak typscript opening - hybrid or remote, and pay?",
    cls: "typo",
    expect: "/career",
  },
  {
    q: "does nexora site set cookeis, anlytics or any trakers on visitors",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "whos runing nexora - the guy who startd it, whats his name",
    cls: "typo",
    expect: "/about",
  },
  {
    q: "our sales data is 3 excel files and a tally, do we realy need a data warehous or overkil",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "that blog artical on takeing AI pilots into producton, why do they fail",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },
  // vocabulary
  {
    q: "mera business ka sara kaam abhi bhi kagaz aur register pe hota hai, sab online karwana hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "hamari dukaan ke liye ek achhi si website banwani hai jo phone pe fast khule",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "koi naukri hai kya aapke yahan data pipelines wale kaam ki",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "chhoti si firm hai hamari, ransomware aur phishing se bachne ke liye pehle kya karein?",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "need someone to look after our office computers and fix things when staff pcs die",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "i want a part-time tech head for my startup, like a CTO on rent",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "mujhe apne mobile app ki screens ka naya roop-rang aur flow design karwana hai",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "our code goes live by hand and breaks every time, we want one-click releases",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "HR policies aur SOPs ki files padh ke employees ke sawaal ka jawab de aisa AI bot bana sakte ho?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "apne purane office server ko hatake cloud pe chadhana hai, madad karoge?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "aapki team mein total kitne bande hain aur shuruaat kab hui thi",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "want a bespoke tool to replace the excel sheets we use for quotes and stock",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  // ambiguous
  {
    q: "the invoice from amazon web services grows a bit every month and finance is asking why, can you trim it",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long before someone gets back to me once i send a query",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "as an employee what are the hours, do i have to be online 9 to 6 every day",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we're shifting to a bigger floor in march, need lan cabling, firewall and wifi sorted before move-in",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our project manager's invitation to the client workspace expired, where do we sign in now",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "how much traffic did the fashion shop cope with during its festive sale",
    cls: "ambiguous",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "can the website you make support hindi alongside english",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "is what i type in your chat box secure, does it go to some outside server",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "which plan do we pick if the scope will shift every sprint and our budget isn't fixed yet",
    cls: "ambiguous",
    expect: "/services",
  },
  {
    q: "how many leaves can a nexora employee take in a year besides festival holidays",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "after the hospital rollout, how many days did insurers take to settle a claim compared to earlier",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "for sensitive customer data, should the model be an open one we host or a big hosted one",
    cls: "ambiguous",
    expect: "/blog/future-of-ai|/services/ai-machine-learning",
  },
  // multi
  {
    q: "do you build flutter apps? and what time are you open on saturday",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "where's your office located, and any vacancies on the soc team right now?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "how much did the logistics company save after moving to the cloud, and do you also set up ci/cd pipelines",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/devops",
  },
  {
    q: "what does the discovery phase cost, and who leads cybersecurity at nexora",
    cls: "multi",
    expect: "/services|/contact & /about",
  },
  {
    q: "is there an rss feed for your articles? also who wrote the piece about cloud trends",
    cls: "multi",
    expect: "/blog & /blog/cloud-trends",
  },
  {
    q: "since when are you iso 27001 certified, and does my form data ever leave india",
    cls: "multi",
    expect: "/|/about & /legal/privacy",
  },
  {
    q: "how many users do you test with in each ux round, and can my team edit the website text ourselves later",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/web-development",
  },
  {
    q: "tell me about the fintech security job you did and the distributor forecasting one",
    cls: "multi",
    expect: "/projects/security-infrastructure & /projects/ai-analytics",
  },
  {
    q: "kya aap log ERP ya CRM implement karte ho? aur data warehouse bhi bana dete ho?",
    cls: "multi",
    expect: "/services/digital-transformation & /services/data-analytics",
  },
  {
    q: "three things: your phone number, your terms of service, and the steps you follow on a project",
    cls: "multi",
    expect: "/contact & /legal/terms & /services",
  },
  {
    q: "do you handle publishing to the play store, and can ai read our supplier invoices automatically",
    cls: "multi",
    expect: "/services/mobile-development & /services/ai-machine-learning",
  },
  {
    q: "which parts of the world do you have customers in, and what is the vision nexora works towards",
    cls: "multi",
    expect: "/|/about & /about",
  },
  // unanswerable
  {
    q: "can a client's visitor park a car inside the lakeview tech centre premises",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "ethereum smart contract or web3 dapp development, is it in your offerings",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "roughly what is nexora's yearly sales figure, ballpark in crores is fine",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "my cousin is in 3rd year computer engineering, does nexora take trainee students for a 2 month summer stint",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a multiplayer unity or unreal game for android, do you build those",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before our first call, will nexora put a mutual non-disclosure agreement in writing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could you run our meta ads and grow the brand's instagram followers",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our govt tender needs a cmmi-appraised vendor, does nexora qualify",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "after go-live on a fixed-price build, the post-launch warranty lasts for how many weeks exactly",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are crypto payments like bitcoin accepted for your invoices",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how many stars does nexora have on clutch.co", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there a referral payout if i introduce a paying customer to nexora",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "what's the forecast for rain in indore on saturday", cls: "off-topic", expect: "fallback" },
  {
    q: "how do i make kanda poha with peanuts and curry leaves",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "cricket question: which franchise were champions of the most recent indian premier league",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "draft a cover letter for my sbi clerk application", cls: "off-topic", expect: "fallback" },
  {
    q: "how do you say good morning in tamil, and thank you",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "suggest a smartphone below 15k with a strong camera and battery",
    cls: "off-topic",
    expect: "fallback",
  },
];
