/**
 * The chat's evaluation set: questions written the way visitors write them (not in the site's
 * words), each with the page (or page#anchor) a correct answer cites, or "fallback" when the
 * honest answer is "I don't know" plus the hand-off.
 *
 * `expect` syntax: "a|b" accepts either page; "a & b" is a multi-part question whose every part
 * must be answered with its own citation. A cited address matches an expected one when it is
 * the same, or when the expected one has no anchor and the cited one is that page with an anchor.
 *
 * Everything here is the tuning set. The sixty-four earlier held-out sets (`formerHeldOut`, written
 * before any tuning, `secondHeldOut`, written blind later, `thirdHeldOut` to `sixtyFourthHeldOut`)
 * have each been scored, so they are no longer held out: they are part of `tuning` now and may
 * be used like the rest. The held-out set is `heldOut` in `held-out.ts`, never read, printed or
 * used for tuning: `run.ts` prints only its score, and `eval.test.ts` enforces it.
 */

/** The six failure classes of issue 12, and the questions the site cannot or should not answer. */
export type QuestionClass =
  | "unreachable" // 1. content the old chat could not reach
  | "long" // 2. long questions that drown the keyword
  | "typo" // 3. typos
  | "vocabulary" // 4. visitors' words, English and Hinglish
  | "ambiguous" // 5. one ambiguous word that must not pick the wrong topic
  | "multi" // 6. multi-part questions
  | "unanswerable"
  | "off-topic";

export type EvalQuestion = { q: string; cls: QuestionClass; expect: string };

/**
 * Formerly the held-out fifth: its failures were seen while tuning, so it is tuning data now
 * (kept apart only to record that history).
 */
const formerHeldOut: readonly EvalQuestion[] = [
  { q: "is someone at your office on a saturday afternoon", cls: "vocabulary", expect: "/contact" },
  { q: "whats the pay for the devops opening", cls: "unreachable", expect: "/career" },
  { q: "can i work from home if i join as a designer", cls: "vocabulary", expect: "/career" },
  {
    q: "who will own the source code once you finish the project",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "we want to shift our servers to azure but can't afford any outage",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "clowd cost optimisaton", cls: "typo", expect: "/services/cloud-solutions" },
  { q: "cybersecurty audit for a small bank", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "our excel reports take days every month, can you fix that",
    cls: "vocabulary",
    expect: "/services/data-analytics|/services/digital-transformation",
  },
  { q: "office kahan hai aapka", cls: "vocabulary", expect: "/contact" },
  {
    q: "app banwane mein kitna time lagega",
    cls: "vocabulary",
    expect: "/contact#faq|/services/mobile-development",
  },
  { q: "how big is your team", cls: "ambiguous", expect: "/about" },
  { q: "since when are you guys in business", cls: "ambiguous", expect: "/about" },
  {
    q: "our aws bill went through the roof last quarter",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration|/blog/cloud-trends",
  },
  {
    q: "have you done anything for hospitals",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },
  {
    q: "wifi keeps dropping in our office",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "any clients in dubai?", cls: "vocabulary", expect: "/#global-presence" },
  {
    q: "what are your timings and where exactly are you located",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "do you build android apps and roughly what would it cost",
    cls: "multi",
    expect: "/services/mobile-development & /contact#faq|/pricing|/services#pricing",
  },
  {
    q: "can u make a chatbot that answers from our company documents",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  { q: "penetraton testing", cls: "typo", expect: "/services/cybersecurity" },
  { q: "what is the weather in bhopal today", cls: "off-topic", expect: "fallback" },
  { q: "can you recommend a good biryani place", cls: "off-topic", expect: "fallback" },
  { q: "do you write blockchain smart contracts", cls: "unanswerable", expect: "fallback" },
  // Written as unanswerable; the footer has shown the GSTIN since commit 0bb2338.
  { q: "what is your gst number", cls: "vocabulary", expect: "/contact" },
  { q: "is there parking near your office", cls: "unanswerable", expect: "fallback" },
  { q: "how do i apply for a job there", cls: "vocabulary", expect: "/career" },
  { q: "mujhe ek website banwani hai", cls: "vocabulary", expect: "/services/web-development" },
  { q: "how long have you guys been around", cls: "ambiguous", expect: "/about" },
  {
    q: "once the site is live will you keep maintaining it or are we on our own",
    cls: "long",
    expect: "/contact#faq|/services/web-development",
  },
  { q: "help getting iso 27001", cls: "unreachable", expect: "/services/cybersecurity" },
  { q: "who is the boss there", cls: "vocabulary", expect: "/about" },
  { q: "do you sell laptops", cls: "unanswerable", expect: "fallback" },
  { q: "do you guys do seo", cls: "vocabulary", expect: "/services/web-development" },
  {
    q: "mere dukaan ke liye billing software bana doge?",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  { q: "tell me a fun fact about space", cls: "off-topic", expect: "fallback" },
];

/**
 * The second held-out set, written blind on 2026-11-22 by an engineer who never saw the chat's
 * code, and scored once (31/45, 68.9 %, one confident wrong answer to an unanswerable question).
 * Once scored it could no longer be held out, so it is tuning data now, like `formerHeldOut`.
 * The held-out set is `heldOut` in `held-out.ts`.
 */
const secondHeldOut: readonly EvalQuestion[] = [
  // Unreachable: details deep in service pages, jobs, legal pages and the home page's regions.
  {
    q: "who keeps the source code after you finish building our software?",
    cls: "unreachable",
    expect: "/services/software-development|/services#process",
  },
  {
    q: "security analyst job - whats the pay range",
    cls: "unreachable",
    expect: "/career#security-analyst|/career#open-roles",
  },
  {
    q: "can our customer data be kept on servers inside india only? our regulator insists",
    cls: "unreachable",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long do you hold on to the details I type into your contact form",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "after a pentest, do you check again once we've fixed the issues?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "do you have any clients in saudi arabia or qatar",
    cls: "unreachable",
    expect: "/#global-presence",
  },

  // Long: a natural, rambling sentence with the keyword somewhere inside.
  {
    q: "hi, so we run a small group of clinics in indore and every branch uses its own booking software which is a mess, has your team ever built anything for hospitals before?",
    cls: "long",
    expect: "/projects/healthcare|/about#story|/contact#faq",
  },
  {
    q: "a friend of mine recommended you and before we even get into money I just wanted to check whether you could make one flutter app that runs on both iphone and android for our field sales people",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we just signed our first big enterprise customer and their procurement team is asking us for an ISO 27001 certificate which we obviously don't have yet, is that something you could walk us through?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I've got around four years of terraform and AWS experience, mostly at a product startup, and I'd love to know if you're hiring anyone on the cloud or devops side right now",
    cls: "long",
    expect: "/career#cloud-devops-engineer|/career#open-roles",
  },
  {
    q: "every month our accounts team loses the first week copying numbers out of tally and three different excel files into one report for the directors, surely there is a better way to do this, can you help?",
    cls: "long",
    expect: "/services/data-analytics|/services/digital-transformation",
  },
  {
    q: "we are shifting to a new building next quarter and honestly nobody here knows how to plan the cabling, wifi and firewall for the new floor, is that the kind of thing you take on",
    cls: "long",
    expect: "/services/it-infrastructure",
  },

  // Typo: misspellings.
  {
    q: "wat r ur bussiness timings on saterday",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "do u make andriod aps",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "need a cyber securty audit for our compnay",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "maching lerning forcasting for our sales",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics|/blog/future-of-ai",
  },
  {
    q: "carrer oppurtunities at nexora?",
    cls: "typo",
    expect: "/career",
  },
  {
    q: "kubernetis and ci cd pipline setup",
    cls: "typo",
    expect: "/services/devops",
  },

  // Vocabulary: everyday words and Hinglish that differ from the site's.
  {
    q: "office ka internet baar baar band ho jata hai, aap log network theek karte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "mujhe apni dukaan ke liye online shop banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "we need a part-time tech head, can't afford a full-time one yet",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "can you get my website to show up higher on google",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "koi vacancy hai kya UI designer ke liye",
    cls: "vocabulary",
    expect: "/career#product-designer|/career#open-roles",
  },
  {
    q: "a bot that answers our staff's questions from the HR policy pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },

  // Ambiguous: cost, bill, how long, hour or office in a sense that is not the obvious topic.
  {
    q: "our azure invoice keeps creeping up every month, can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends|/projects/cloud-migration",
  },
  {
    q: "how long has nexora existed",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "how long does it take to hear back after i apply for a job",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "if our servers crash at 2 in the night, is anyone there to help?",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure|/",
  },
  {
    q: "do you set up office 365 email for companies",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can your software generate GST bills for our customers",
    cls: "ambiguous",
    expect: "/services/software-development",
  },

  // Multi: two questions in one, each answered with its own citation.
  {
    q: "do you build iphone apps? and roughly what does a fixed price project cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "is the devops engineer job work from home? also where exactly is your office",
    cls: "multi",
    expect: "/career#cloud-devops-engineer|/career#open-roles & /contact",
  },
  {
    q: "have you done any online store projects, and do you have articles about AI",
    cls: "multi",
    expect: "/projects/ecommerce-platform|/services/web-development & /blog/future-of-ai|/blog",
  },
  {
    q: "do you give support after launch and do you use kubernetes",
    cls: "multi",
    expect:
      "/contact#faq|/services#process|/#why-nexora & /services/devops|/services/cloud-solutions",
  },
  {
    q: "where do i email my resume, and which email is for project enquiries?",
    cls: "multi",
    expect: "/career#how-to-apply & /contact",
  },
  {
    q: "how do i get into our project portal and does your website use cookies",
    cls: "multi",
    expect: "/login & /legal/privacy|/legal/terms#privacy",
  },

  // Unanswerable: plausible questions the site has no answer to.
  {
    q: "can you build a mobile game in unity for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was nexora's annual turnover last financial year",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a referral bonus if I refer a friend for one of your jobs",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which blockchain platforms do you develop smart contracts on",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a python certification course for college students",
    cls: "unanswerable",
    expect: "fallback",
  },

  // Off-topic.
  {
    q: "whats the weather in bhopal tomorrow",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write me a short poem about the monsoon",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "who won the last ipl final",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "best recipe for poha?",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The third held-out set: 62 questions written on 2026-11-22 before that round of tuning, scored
 * once after it (40/62, 64.5 %, 3 confident wrong answers to unanswerable questions, commit
 * 257b50b). Once scored it could no longer be held out, so it is tuning data now. The held-out
 * set is `heldOut` in `held-out.ts`.
 */
const thirdHeldOut: readonly EvalQuestion[] = [
  // Unreachable: details deep in service pages, jobs, legal pages.
  {
    q: "do you run fake phishing emails to test if our staff click on them",
    cls: "unreachable",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "can the app scan barcodes and still work when there's no network in the warehouse",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "can our marketing team change the website pages without a developer",
    cls: "unreachable",
    expect: "/services/web-development",
  },
  {
    q: "is there a take home assignment in your interview process",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "what's the last date to apply for the product designer job",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "can I ask you to delete everything I sent through the contact form",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "do you keep backups in another region in case a whole data centre goes down",
    cls: "unreachable",
    expect: "/services/cloud-solutions|/services/it-infrastructure|/blog/cloud-trends",
  },
  {
    q: "what do you do when staff push back against a new system",
    cls: "unreachable",
    expect: "/services/digital-transformation",
  },

  // Long: a natural, rambling sentence with the point somewhere inside.
  {
    q: "hello, I manage operations for a textile exporter in surat and our sales and accounts numbers never match, every monthly review starts with an argument over whose figures are right, can your people give us one reliable set of numbers",
    cls: "long",
    expect: "/services/data-analytics|/services/digital-transformation",
  },
  {
    q: "we are a 30 person logistics firm and whenever somebody joins we lose a whole day setting up their email, laptop and software licences by hand, is that the sort of thing you could take off our plate",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our previous agency built our android app two years ago and then stopped replying, the app crashes a lot and google keeps warning us about outdated requirements, could you rescue it",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "I'm in my final year of btech in jabalpur and really into cloud and devops stuff, are there any openings at your company someone like me could apply for",
    cls: "long",
    expect: "/career|fallback",
  },
  {
    q: "my co-founder wants aws and I want azure and we keep going round in circles, we just want someone independent who doesn't earn a commission to tell us honestly which fits",
    cls: "long",
    expect: "/services/cloud-solutions|/services/it-consulting",
  },
  {
    q: "a few weeks ago one of our servers got hacked and we only noticed days later, the directors now want someone keeping an eye on things all day and night, do you offer that",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "we make handmade furniture and want to start selling on our own website across india with proper online payments and stock that matches what's in the showroom, where would we begin",
    cls: "long",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "our hr people still do leave approvals and new joiner paperwork on printed forms and whatsapp, and half the staff are over fifty, is there a gentle way to make this digital",
    cls: "long",
    expect: "/services/digital-transformation",
  },

  // Typo.
  { q: "vulnerablity assesment for our web app", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "andriod and iphone app developement",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "prediktive analitics for demand",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics|/services/data-analytics",
  },
  {
    q: "onlin store for my boutiqe",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "automatd deploymnt pipelines", cls: "typo", expect: "/services/devops" },
  { q: "whre is ur ofice located", cls: "typo", expect: "/contact" },
  { q: "usabilty testng of our app", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "bussiness inteligence dashbords",
    cls: "typo",
    expect: "/services/data-analytics|/projects/ai-analytics",
  },

  // Vocabulary: visitors' words, English and Hinglish.
  { q: "koi developer ki opening hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "cloud pe shift karna hai, help karoge?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "can AI read our scanned invoices and fill the data in automatically",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  { q: "do you have customers in the uk", cls: "vocabulary", expect: "/#global-presence" },
  {
    q: "we need gmail and google drive set up for the whole company",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we need help choosing between two erp vendors",
    cls: "vocabulary",
    expect: "/services/it-consulting|/services/digital-transformation",
  },
  {
    q: "our godown stock keeps running out before festivals",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/projects/ai-analytics|/services/data-analytics",
  },
  {
    q: "hospital ke liye software banaya hai kabhi?",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },

  // Ambiguous: one word that must not pick the wrong topic.
  {
    q: "how much medical cover do your employees' parents get",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what's the notice period if we want to shrink our dedicated team",
    cls: "ambiguous",
    expect: "/services#pricing|/pricing",
  },
  {
    q: "kitne saal se ho aap log is business mein",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "how long is your hiring process from applying to an offer",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we're paying way too much for our servers every month",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration|/services/it-consulting",
  },
  {
    q: "which cloud provider is cheapest for us",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  { q: "how much leave do people get at nexora", cls: "ambiguous", expect: "/career" },
  {
    q: "where does the data I type into this site end up",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },

  // Multi: two questions in one, each answered with its own citation.
  {
    q: "what time do you open on saturday and what's your phone number",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "do you make apps that work offline, and do you publish them to the app store too",
    cls: "multi",
    expect: "/services/mobile-development & /services/mobile-development",
  },
  {
    q: "are you iso 27001 certified? where is your office",
    cls: "multi",
    expect: "/about|/|/services/cybersecurity|/projects/security-infrastructure & /contact",
  },
  {
    q: "how big can a dedicated team get and what does it cost per month",
    cls: "multi",
    expect: "/services#pricing|/pricing & /services#pricing|/pricing",
  },
  {
    q: "what does the data engineer role pay and can i work from home",
    cls: "multi",
    expect: "/career & /career",
  },
  {
    q: "can you move us to azure and also set up our deployment pipelines",
    cls: "multi",
    expect: "/services/cloud-solutions|/projects/cloud-migration & /services/devops",
  },
  {
    q: "any clients in australia? also have you worked with hospitals",
    cls: "multi",
    expect: "/#global-presence & /projects/healthcare",
  },
  {
    q: "what's your email and do you reply on sundays",
    cls: "multi",
    expect: "/contact & /contact",
  },

  // Unanswerable: plausible questions the site has no answer to.
  { q: "do you offer emi or a loan for the project fees", cls: "unanswerable", expect: "fallback" },
  { q: "what is the name of your hr manager", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there a canteen or free lunch for employees",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "who has invested money in nexora", cls: "unanswerable", expect: "fallback" },
  {
    q: "will you sign an nda before we share our idea",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you make a 3d animated explainer video for our product",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you help with gst registration for a new company",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you provide security guards for our office", cls: "unanswerable", expect: "fallback" },

  // Off-topic.
  {
    q: "what's the score in today's india vs australia match",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "give me a recipe for paneer butter masala", cls: "off-topic", expect: "fallback" },
  { q: "bhopal mein sabse achhi biryani kahan milegi", cls: "off-topic", expect: "fallback" },
  { q: "explain photosynthesis for my class 10 exam", cls: "off-topic", expect: "fallback" },
  { q: "how do i renew my passport", cls: "off-topic", expect: "fallback" },
  {
    q: "write my college assignment on cloud computing",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The fourth held-out set, written on 2026-11-23 before that day's tuning and scored once at its
 * end (42/67, 62.7 %); tuning data since.
 */
const fourthHeldOut: readonly EvalQuestion[] = [
  // Unreachable: details deep in service pages, jobs, legal pages.
  {
    q: "do you do disaster recovery drills so we know we can restore after an outage",
    cls: "unreachable",
    expect:
      "/services/cloud-solutions|/services/it-infrastructure|/blog/cloud-trends|/blog/cybersecurity-practices",
  },
  {
    q: "can you put a hindi speaking chat assistant on our website for customers",
    cls: "unreachable",
    expect: "/services/ai-machine-learning|/services/digital-transformation",
  },
  { q: "canary releases with automatic rollback", cls: "unreachable", expect: "/services/devops" },
  {
    q: "will i get feedback if you reject me after the interview",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "do you pay for certifications and courses for your staff",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "can I get a copy of all the personal data you have about me",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "is the text on your website copyrighted, can i reuse it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how do you lock company laptops remotely when someone loses one",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "before we invest in a startup can you check how good their code and tech team are",
    cls: "unreachable",
    expect: "/services/it-consulting",
  },
  {
    q: "can our customers see their own dashboards inside our app",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },

  // Long questions.
  {
    q: "hi there, we are a small NGO in pune working with schools, and our donors keep asking for reports on how many kids attend each week, right now it's all in google sheets that different volunteers edit, could you set up something cleaner",
    cls: "long",
    expect: "/services/data-analytics|/services/digital-transformation",
  },
  {
    q: "my brother and I run a courier business with about 40 delivery boys and we want them to mark deliveries on their phones with a photo and location, even in areas with bad signal, is that something you'd build",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we're a US based startup with a small in-house team looking for an offshore partner in india who can give us a few dedicated engineers for at least a year, how does that usually work with you",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "a consultant told us our aws account is wide open, public buckets and admin keys lying around everywhere, can you check our cloud configuration properly and fix it",
    cls: "long",
    expect: "/services/cybersecurity|/services/cloud-solutions|/projects/security-infrastructure",
  },
  {
    q: "a big client just told us our app doesn't work for blind users with screen readers and we must fix it before the contract renewal, do you do that kind of review",
    cls: "long",
    expect: "/services/ui-ux-design|/services/web-development",
  },
  {
    q: "we are opening three new branches in madhya pradesh next year and will need someone to come and fix computers and network problems in person, not just over the phone, do you go to other cities",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "my boss read about generative AI and now wants us to 'do something with AI' this quarter but none of us knows what, is there any guidance on where to actually begin",
    cls: "long",
    expect: "/blog/future-of-ai|/services/ai-machine-learning",
  },
  {
    q: "we pay a fortune every year to an old vendor for a clunky on-premise ERP and want to switch to something like odoo or zoho without losing ten years of data, can your team handle that",
    cls: "long",
    expect: "/services/digital-transformation|/services/data-analytics",
  },

  // Typos.
  {
    q: "securty awarness traning for staff",
    cls: "typo",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "flutter devlopers for a cross platfrom app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "data warehuse or just postgress?", cls: "typo", expect: "/services/data-analytics" },
  {
    q: "infrastucture as cod with terraform",
    cls: "typo",
    expect: "/services/devops|/services/cloud-solutions",
  },
  { q: "ux audt of our exsisting app", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "pls share complete adress with pincode", cls: "typo", expect: "/contact" },
  { q: "salery for senoir full stack engneer", cls: "typo", expect: "/career" },
  { q: "discovary phase cost", cls: "typo", expect: "/services#pricing" },
  {
    q: "digtal trasformation for manufacturing compny",
    cls: "typo",
    expect: "/services/digital-transformation",
  },

  // Visitors' words, English and Hinglish.
  {
    q: "hamare liye ek mobile app bana sakte ho kya",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "mujhe apne restaurant ke liye website chahiye",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "aapka office kitne baje khulta hai", cls: "vocabulary", expect: "/contact" },
  {
    q: "kya aap log hacking se data bachane ka kaam karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "tally se reports automatically ban sakti hai kya",
    cls: "vocabulary",
    expect: "/services/data-analytics|/services/software-development",
  },
  { q: "any openings for someone who knows react and node", cls: "vocabulary", expect: "/career" },
  { q: "clients in singapore or malaysia?", cls: "vocabulary", expect: "/#global-presence" },
  {
    q: "we need an outsourced IT guy to look after our office computers",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "logo and colour scheme for my startup",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },

  // One ambiguous word that must not pick the wrong topic.
  { q: "the discovery phase, how many weeks is it usually", cls: "ambiguous", expect: "/services" },
  { q: "how many hours is the practical interview", cls: "ambiguous", expect: "/career" },
  {
    q: "the electricity bill for our server room is crazy, should we move to the cloud",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "since when are you iso certified", cls: "ambiguous", expect: "/about" },
  { q: "what are the core working hours for employees", cls: "ambiguous", expect: "/career" },
  {
    q: "how long will you keep supporting our app after it goes live",
    cls: "ambiguous",
    expect: "/contact#faq|/services#pricing",
  },
  {
    q: "what happens if the cloud move goes wrong halfway, can you undo it",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "where do you keep the data from your enquiry forms, india or abroad",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how big was the hospital project you did",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },

  // Multi-part questions.
  {
    q: "do you do power bi dashboards and how soon can we see the first one",
    cls: "multi",
    expect: "/services/data-analytics & /services/data-analytics",
  },
  {
    q: "what's your address and till what time are you open on weekdays",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "are there remote jobs for designers? how do i apply",
    cls: "multi",
    expect: "/career & /career",
  },
  {
    q: "can you build a web portal for our dealers, and what pricing models do you have",
    cls: "multi",
    expect:
      "/services/web-development|/services/software-development & /services#pricing|/contact#faq",
  },
  {
    q: "do you do penetration testing and are you ISO certified yourselves",
    cls: "multi",
    expect: "/services/cybersecurity & /about",
  },
  {
    q: "who is the founder, and how many people work there",
    cls: "multi",
    expect: "/about & /about",
  },
  {
    q: "do you make ios apps, and can you also handle the app store submission",
    cls: "multi",
    expect: "/services/mobile-development & /services/mobile-development",
  },
  {
    q: "where can i read your blog on cybersecurity; also do you offer security training for employees",
    cls: "multi",
    expect: "/blog/cybersecurity-practices & /services/cybersecurity|/blog/cybersecurity-practices",
  },

  // Unanswerable: the site does not say.
  { q: "do you build apps for smart watches", cls: "unanswerable", expect: "fallback" },
  { q: "what is the stipend for interns", cls: "unanswerable", expect: "fallback" },
  { q: "can you help us win a government tender", cls: "unanswerable", expect: "fallback" },
  { q: "do you offer a free trial month", cls: "unanswerable", expect: "fallback" },
  { q: "what's the dress code at your office", cls: "unanswerable", expect: "fallback" },
  { q: "do you develop software for ATM machines", cls: "unanswerable", expect: "fallback" },
  { q: "is your company listed on the stock exchange", cls: "unanswerable", expect: "fallback" },
  { q: "can you register a .in domain name for us", cls: "unanswerable", expect: "fallback" },
  { q: "what share of your engineers are women", cls: "unanswerable", expect: "fallback" },

  // Off-topic.
  { q: "who is the prime minister of india", cls: "off-topic", expect: "fallback" },
  { q: "kal bhopal me barish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "suggest a good laptop under 50000 for college", cls: "off-topic", expect: "fallback" },
  { q: "translate good morning into french", cls: "off-topic", expect: "fallback" },
  { q: "how to lose weight fast", cls: "off-topic", expect: "fallback" },
];

/**
 * The fifth held-out set, written on 2026-11-23 by someone who did not read or run the chat,
 * before that day's second round of tuning, and scored once at its end (57/84, 67.9 %, with 5
 * confident wrong answers to unanswerable or off-topic questions); tuning data since.
 */
const fifthHeldOut: readonly EvalQuestion[] = [
  // Unreachable: details deep in service pages, jobs, legal pages, posts and case studies.
  {
    q: "can our business team build their own reports without asking IT every single time",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "how do you decide which of our apps to move as-is and which ones to just shut down",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  {
    q: "can you measure how often we deploy and how long fixes take, to find where we're slow",
    cls: "unreachable",
    expect: "/services/devops",
  },
  {
    q: "will we get test builds on testflight while the app is being built",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  { q: "when do salary hikes happen at nexora", cls: "unreachable", expect: "/career" },
  {
    q: "is the on-call for the cloud engineer role paid",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer|/career",
  },
  {
    q: "does this chat send what I type to openai or some outside server",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "how many hours do we get to report a breach to cert-in",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  { q: "have you built anything on hl7 fhir", cls: "unreachable", expect: "/projects/healthcare" },
  { q: "what was the very first project nexora ever did", cls: "unreachable", expect: "/about" },
  {
    q: "we want e-signatures on our agreements instead of sending papers by courier",
    cls: "unreachable",
    expect: "/services/digital-transformation",
  },
  {
    q: "if i unsubscribe from your newsletter do you still keep my email",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "how long was the database switch-over window in your logistics migration",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "for the remote jobs do i have to live in india or could i work from dubai",
    cls: "unreachable",
    expect: "/career",
  },

  // Long: the key words buried in a long message.
  {
    q: "hello sir, we are a cooperative bank with around 18 branches in chhattisgarh and the RBI inspection last year pointed out several gaps in how our staff log in and who can see what, my chairman has asked me to find a firm that can properly fix access control before the next inspection",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I'm writing on behalf of my uncle who owns three petrol pumps and a small transport business near sagar, he's old school and keeps everything in ledgers, but my cousins and I think we could save a lot of time if the daily sales, tanker deliveries and driver payments were all in one simple system that we can see on our phones",
    cls: "long",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "we're a two-person edtech startup from hyderabad, we already have paying schools using our product but the whole thing was built by a freelancer in a hurry and now every new school we add slows everything down and breaks something else, I think we need someone to look at whether the architecture can even scale",
    cls: "long",
    expect: "/services/it-consulting|/services/software-development",
  },
  {
    q: "just to give you background, I run the IT for a group of schools and we moved to google workspace last year, but honestly the setup was done badly, teachers share passwords, nobody has two step verification and admin accounts are everywhere, could your team clean up and secure the whole workspace",
    cls: "long",
    expect: "/services/it-infrastructure|/services/cybersecurity",
  },
  {
    q: "our company has grown to about 80 people across two floors and the video calls with clients are a constant embarrassment, the mic doesn't pick up, screen sharing fails, the camera in the meeting room is from 2015, can somebody set up proper conference rooms for us",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I finished my masters in data science and have been working as an analyst at a bank in mumbai for three years writing lots of sql and some python airflow jobs, I'm from bhopal originally and would love to move back home if there's a suitable opening with your team",
    cls: "long",
    expect: "/career#data-engineer|/career",
  },
  {
    q: "we're a UK-based charity with a donor database, a website and several spreadsheets, and with all the new rules we're nervous about personal data, someone suggested we need masking, access rules and retention rules for the personal data we hold, do you help with that",
    cls: "long",
    expect: "/services/data-analytics|/services/cybersecurity",
  },
  {
    q: "okay so long story short, we launched our food delivery app six months back, it's doing fine, but users open it once and forget about it, my investors keep asking about retention and engagement, what could an agency like yours actually do about people not coming back",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we're a subsidiary of a listed company and our parent's security team now wants evidence every quarter, logs, access reviews, patch reports, all of it, and we're a small IT team of three who can't keep up with audit paperwork on top of daily work, can you keep us audit-ready",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "we have four developers and every time someone new joins it takes a week to get a service running, each team sets up its own pipelines, logs and secrets differently, and my CTO keeps saying we need some kind of golden path, what would you do here",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // Typos.
  { q: "endpint managment for compny lapotps", cls: "typo", expect: "/services/it-infrastructure" },
  {
    q: "api integation with our exsting ERP",
    cls: "typo",
    expect: "/services/software-development|/contact#faq",
  },
  {
    q: "accesibilty audt wcag 2.2",
    cls: "typo",
    expect: "/services/ui-ux-design|/services/web-development",
  },
  {
    q: "model drift monitring and retraning",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "privasy polcy", cls: "typo", expect: "/legal/privacy" },
  {
    q: "compueter vision for defect detction on production line",
    cls: "typo",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  { q: "case studys of ur past wrk", cls: "typo", expect: "/projects" },
  {
    q: "zero trst netwrk acess for remote staf",
    cls: "typo",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "typscript job hybird bhopal",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer|/career",
  },
  {
    q: "data migrtion from leagcy systm to new warehose",
    cls: "typo",
    expect: "/services/data-analytics",
  },

  // Vocabulary: visitors' words, English and Hinglish.
  {
    q: "hamare customers ke liye ek app chahiye jisse unko offers ki notification jaye",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "kya aap log company ka pura IT sambhal lete ho, monthly basis pe",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hamare pichle saal ke sales data se agle mahine ki bikri ka andaaza lag sakta hai?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/services/data-analytics|/projects/ai-analytics",
  },
  {
    q: "we want someone to try breaking into our systems before real hackers do",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "aap log app ki testing bhi karte ho ya sirf banate ho",
    cls: "vocabulary",
    expect: "/services#process|/services/software-development",
  },
  {
    q: "diwali sale mein hamari website baith jaati hai",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "one login for all our office apps instead of twenty passwords",
    cls: "vocabulary",
    expect:
      "/services/cybersecurity|/projects/security-infrastructure|/blog/cybersecurity-practices",
  },
  {
    q: "turn our hindi customer call recordings into text",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "video pe doctor se consultation wala system banaya hai kabhi?",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },
  {
    q: "roll out zoho crm to our sales team",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "do you have people who make apps look nice and easy to use",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "what's it like working there, do people get burnt out",
    cls: "vocabulary",
    expect: "/career",
  },

  // Ambiguous: bill, how long, hours, office, team, cost used in another sense.
  {
    q: "we depend on an old vb6 program for all our billing and the person who wrote it has retired",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "how long did the hospital network project take you",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "how long do you keep my chat with this bot",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "who looks after security at nexora, like the person in charge",
    cls: "ambiguous",
    expect: "/about",
  },
  { q: "any openings at your bhopal office", cls: "ambiguous", expect: "/career" },
  {
    q: "our phone bill for support calls is huge, can customers help themselves online instead",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  {
    q: "at what hours does your team watch for attacks on our systems",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "how big is the team on a time and materials project",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "minimum how long do we have to keep a dedicated team",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "what's the address of your rss feed", cls: "ambiguous", expect: "/blog|/sitemap" },

  // Multi-part questions.
  {
    q: "do you run user interviews and usability tests, and what's the price range for a fixed price project",
    cls: "multi",
    expect: "/services/ui-ux-design & /services#pricing",
  },
  {
    q: "which certifications would help me get your security analyst job, and who founded nexora",
    cls: "multi",
    expect: "/career#security-analyst|/career & /about",
  },
  {
    q: "kya aap react native mein app banate ho aur aapka email kya hai",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "do you have clients in the netherlands and what did the e-commerce project achieve",
    cls: "multi",
    expect: "/#global-presence & /projects/ecommerce-platform",
  },
  {
    q: "do you work with dbt and snowflake, and is your ISO certificate current",
    cls: "multi",
    expect: "/services/data-analytics|/projects/ai-analytics & /|/about",
  },
  {
    q: "what's the learning budget for staff, and is your office open on saturdays",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "can you write our terraform, and have you done security work for a fintech",
    cls: "multi",
    expect: "/services/devops|/services/cloud-solutions & /projects/security-infrastructure",
  },
  {
    q: "what is your company's mission, and what do your clients say about working with you",
    cls: "multi",
    expect:
      "/about & /|/projects/cloud-migration|/projects/ecommerce-platform|/projects/security-infrastructure|/projects/healthcare|/projects/ai-analytics",
  },
  {
    q: "interview ke baad result kitne din mein aata hai aur product designer ki salary kya hai",
    cls: "multi",
    expect: "/career & /career#product-designer|/career",
  },
  {
    q: "can you build a flutter app for us and also do seo for our website",
    cls: "multi",
    expect: "/services/mobile-development & /services/web-development",
  },
  {
    q: "what help do you give for dpdp act compliance, and where is your office",
    cls: "multi",
    expect: "/services/cybersecurity|/services/data-analytics|/services/cloud-solutions & /contact",
  },

  // Unanswerable: plausible, but the site does not say.
  { q: "what is the maternity leave policy at nexora", cls: "unanswerable", expect: "fallback" },
  { q: "how many patents does nexora hold", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you write embedded firmware for iot sensors",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is your rating on clutch", cls: "unanswerable", expect: "fallback" },
  { q: "what's your employee attrition rate", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you build a VR headset training simulator for our factory workers",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do employees get ESOPs", cls: "unanswerable", expect: "fallback" },
  { q: "do you build quantum computing solutions", cls: "unanswerable", expect: "fallback" },
  {
    q: "exactly how many of your engineers are aws certified",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will nexora sponsor an h1b visa so i can work in the us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what is the name of the hospital chain in your healthcare case study",
    cls: "unanswerable",
    expect: "fallback",
  },

  // Off-topic.
  {
    q: "is there a traffic jam on vip road in bhopal this evening",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "kohli ne kal kitne run banaye", cls: "off-topic", expect: "fallback" },
  { q: "how do i make masala chai without milk", cls: "off-topic", expect: "fallback" },
  {
    q: "help me write a leave application to my school principal",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "goa or manali, which is better for a honeymoon", cls: "off-topic", expect: "fallback" },
  { q: "how many planets are there in the solar system", cls: "off-topic", expect: "fallback" },
];

/**
 * Probes written on 2026-11-23 during this round of tuning, in visitors' words, to find where the
 * chat fails on wordings it has not seen; tuning data from the start.
 */
const probes: readonly EvalQuestion[] = [
  {
    q: "do you have a plan ready for when we get hacked, like an incident playbook",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "will our company data be used to train chatgpt if we use your ai",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "how many people should we interview for user research",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  { q: "feature flags and blue green deploys", cls: "unreachable", expect: "/services/devops" },
  {
    q: "who renews our software licences and warranties before they expire",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  { q: "is there a shift allowance for the soc job", cls: "unreachable", expect: "/career" },
  { q: "do you sell my email address to anyone", cls: "unreachable", expect: "/legal/privacy" },
  { q: "is this website ok for kids to use", cls: "unreachable", expect: "/legal/privacy" },
  {
    q: "do you write automated tests for the code you deliver",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "we want to move ten years of old records out of spreadsheets into one database",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "we sell organic honey and our current wordpress site takes forever to load on mobile data, customers give up before the checkout page appears, what can you do",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "our auditor flagged that we have no written plan for cyber attacks and no one has practised what to do, can you help set that up with our management",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "we run a chain of gyms and want members to book classes and pay through an app, with reminders before each class, what would you suggest",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "our startup's cto just left and the board wants someone senior to guide technology decisions a couple of days a week until we hire again",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "I am a UI designer with four years of experience in fintech apps and I'd like to know whether you have anything open that lets me work remotely from kochi",
    cls: "long",
    expect: "/career",
  },
  { q: "mulit cloud setp for aws and azrue", cls: "typo", expect: "/services/cloud-solutions" },
  {
    q: "recomendation engin for our online store",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "job opning for data engneer", cls: "typo", expect: "/career" },
  { q: "phne numbr of bhopal ofice", cls: "typo", expect: "/contact" },
  { q: "monitring and alertng with grafana", cls: "typo", expect: "/services/devops" },
  {
    q: "cctv and wifi for our new godown",
    cls: "vocabulary",
    expect: "/services/it-infrastructure|fallback",
  },
  {
    q: "hamari website hindi aur english dono mein chahiye",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "sab kuch kagaz pe hota hai, digital karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "koi hamara data chura na le, uske liye kya karoge",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  { q: "do you work with companies in the states", cls: "vocabulary", expect: "/#global-presence" },
  {
    q: "inventory and billing system for my wholesale business",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "how long does it take you to reply to a job application",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "our hosting bill is too high", cls: "ambiguous", expect: "/services/cloud-solutions" },
  {
    q: "how long does an architecture review take",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  { q: "when did nexora start", cls: "ambiguous", expect: "/about" },
  { q: "office open on public holidays?", cls: "ambiguous", expect: "/contact" },
  {
    q: "how soon do we get the first report",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "do you do security audits and what is your phone number",
    cls: "multi",
    expect: "/services/cybersecurity & /contact",
  },
  {
    q: "what's the salary for the security analyst role and is it on-site",
    cls: "multi",
    expect: "/career & /career",
  },
  {
    q: "can you make a flutter app and what are your engagement models",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "how many projects have you completed and which countries are your clients in",
    cls: "multi",
    expect: "/about & /#global-presence",
  },
  { q: "do you make apps for tv", cls: "unanswerable", expect: "fallback" },
  { q: "what is the tds rate on your invoices", cls: "unanswerable", expect: "fallback" },
  { q: "do you offer a money back guarantee", cls: "unanswerable", expect: "fallback" },
  { q: "can you provide hardware on rent", cls: "unanswerable", expect: "fallback" },
  { q: "do you have an office in bangalore", cls: "unanswerable", expect: "/contact|fallback" },
  { q: "what is the price of gold today", cls: "off-topic", expect: "fallback" },
  { q: "who wrote the ramayana", cls: "off-topic", expect: "fallback" },
  { q: "how to make my instagram reel go viral", cls: "off-topic", expect: "fallback" },
  {
    q: "landing zone with sso and budgets before we migrate",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  {
    q: "can customers pay by upi inside our app",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "we need a design system so our developers stop reinventing buttons",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "should we build our own crm or buy one",
    cls: "unreachable",
    expect: "/services/it-consulting",
  },
  {
    q: "do you do on call and post mortems for outages",
    cls: "unreachable",
    expect: "/services/devops",
  },
  {
    q: "what happens after I send my cv, how many interview rounds are there",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "are your website's prices binding or just guidance",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "monthly website maintenance plan with backups and small updates",
    cls: "unreachable",
    expect: "/services/web-development",
  },
  {
    q: "customers keep calling us for order status, can they get updates on whatsapp instead",
    cls: "unreachable",
    expect: "/services/digital-transformation",
  },
  {
    q: "we run everything on two old servers in a cupboard at our factory in indore and the owner is worried that one fire would wipe out the company, what options do we have",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "our quotes are made by hand in word files and approvals go back and forth on email for days, we want one simple internal tool for it",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "our management meeting every monday starts with three people showing three different sales figures from their own excel files, we need one dashboard everybody trusts",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "we get hundreds of customer emails in hindi and english every day and want them sorted and routed automatically to the right team",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "my father wants to know who actually runs your company and how long you have been doing this before we sign anything",
    cls: "long",
    expect: "/about",
  },
  { q: "netwrk setup for new ofice", cls: "typo", expect: "/services/it-infrastructure" },
  { q: "wirefames and protoype for our app", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "penetation testng price",
    cls: "typo",
    expect: "/services/cybersecurity|/services#pricing",
  },
  { q: "remot jobs for freshers", cls: "typo", expect: "/career" },
  { q: "bussiness intelligense for retail chain", cls: "typo", expect: "/services/data-analytics" },
  {
    q: "app ke through customers order kar sake aisa kuch",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "website ko google pe upar lana hai",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "aapka phone number milega kya", cls: "vocabulary", expect: "/contact" },
  { q: "fresher hu, job milegi kya", cls: "vocabulary", expect: "/career" },
  {
    q: "our computers are very old and slow, need someone to manage all laptops",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "want to go serverless on aws lambda",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  { q: "do you serve clients in europe", cls: "vocabulary", expect: "/#global-presence" },
  {
    q: "how long will the migration to azure take us",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration|/contact#faq",
  },
  { q: "are the working hours flexible for your staff", cls: "ambiguous", expect: "/career" },
  { q: "what time do you close on saturday", cls: "ambiguous", expect: "/contact" },
  {
    q: "how much data do we need to train a model",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "what do you charge for a vapt",
    cls: "ambiguous",
    expect: "/services/cybersecurity|/services#pricing",
  },
  {
    q: "what is the minimum budget to start a project with you",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "do we need kubernetes and can you set up github actions",
    cls: "multi",
    expect: "/services/devops & /services/devops|/services/software-development",
  },
  {
    q: "where are you located and how long does a typical project take",
    cls: "multi",
    expect: "/contact & /contact#faq",
  },
  {
    q: "can you redesign our website and make it faster",
    cls: "multi",
    expect: "/services/web-development|/services/ui-ux-design",
  },
  {
    q: "any openings in data and is there health insurance",
    cls: "multi",
    expect: "/career & /career",
  },
  { q: "do you provide bulk sms packages", cls: "unanswerable", expect: "fallback" },
  { q: "can you build a robot for our factory", cls: "unanswerable", expect: "fallback" },
  { q: "what is your company's net profit", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you have a mobile app of your own I can download",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you give franchise or reseller partnership", cls: "unanswerable", expect: "fallback" },
  { q: "are you hiring truck drivers or delivery boys", cls: "unanswerable", expect: "fallback" },
  { q: "how to apply for a pan card", cls: "off-topic", expect: "fallback" },
  { q: "tell me about the history of the mughal empire", cls: "off-topic", expect: "fallback" },
  { q: "which phone should i buy under 20000", cls: "off-topic", expect: "fallback" },
  { q: "can you book a cab for me to the airport", cls: "off-topic", expect: "fallback" },
  { q: "do you make websites in tamil", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you develop a payroll software with pf and esi",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what is your refund policy if we cancel the project",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you work with salesforce marketing cloud certified admins",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can i pay you in dirhams", cls: "unanswerable", expect: "fallback" },
  { q: "does your team speak japanese", cls: "unanswerable", expect: "fallback" },
  { q: "who are your biggest clients by name", cls: "unanswerable", expect: "fallback" },
  { q: "do you do seo for youtube channels", cls: "unanswerable", expect: "fallback" },
  { q: "is there a student discount", cls: "unanswerable", expect: "fallback" },
  { q: "how many clients have left you", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you have a warehouse management product we can buy off the shelf",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you build a website in 3 days",
    cls: "unanswerable",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "what is the best programming language to learn in 2027",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "my laptop screen is broken where can i get it repaired",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do i reset my gmail password", cls: "off-topic", expect: "fallback" },
  { q: "recommend a good hotel near bhopal railway station", cls: "off-topic", expect: "fallback" },
  { q: "how much is a flight from delhi to dubai", cls: "off-topic", expect: "fallback" },
  { q: "give me the syllabus for bca first semester", cls: "off-topic", expect: "fallback" },
  {
    q: "our cloud costs keep going up, can you help",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "can you review what we spend on IT every year",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  { q: "how much do you pay a product designer", cls: "ambiguous", expect: "/career" },
  { q: "when is your office open", cls: "ambiguous", expect: "/contact" },
  { q: "what are your helpdesk hours", cls: "ambiguous", expect: "/services/it-infrastructure" },
  {
    q: "how long until we get our first dashboard",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "how long have you been building software", cls: "ambiguous", expect: "/about" },
  {
    q: "how long do you keep what I send in the contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "who owns the IP of the software you build for us",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "where would I be working if I join as a security analyst",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "printer and wifi problems in office, need an IT guy",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "apps for both android and ios", cls: "vocabulary", expect: "/services/mobile-development" },
  { q: "shopify store banana hai", cls: "vocabulary", expect: "/services/web-development" },
  { q: "deployment automate karna hai", cls: "vocabulary", expect: "/services/devops" },
  {
    q: "chatgpt jaisa bot for our company docs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  { q: "any customers in canada or the us", cls: "vocabulary", expect: "/#global-presence" },
  { q: "kya aapke yahan internship milti hai", cls: "vocabulary", expect: "/career|fallback" },
  {
    q: "someone is sending fake emails from our domain",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we're a small dental clinic and need a simple site where patients can see our timings and book an appointment online, nothing too fancy",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "we are about to invest in a saas startup and want an independent expert to check their code and architecture before we sign",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "everything in our office runs on paper files and registers and the new generation of management wants to go digital step by step",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "do you do penetration tests and are you hiring security people",
    cls: "multi",
    expect: "/services/cybersecurity & /career",
  },
  {
    q: "what's your whatsapp number and are you open saturdays",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "how long does a website take and can we edit it ourselves",
    cls: "multi",
    expect: "/services/web-development & /services/web-development",
  },
  {
    q: "can you make our deployments safer so a bad release rolls back by itself",
    cls: "unreachable",
    expect: "/services/devops",
  },
  {
    q: "do you check our code for leaked passwords and secrets",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "can the ai tell us why it made a decision, we worry about bias",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we are shifting office next month, can you handle the it move",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  { q: "do employees get a mentor when they join", cls: "unreachable", expect: "/career" },
  { q: "who do i complain to if you misuse my data", cls: "unreachable", expect: "/legal/privacy" },
  {
    q: "customers should only see their own data in the reports we give them",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "our sales reps travel to villages with no internet for days, and they need to take orders on a tablet and sync everything when they are back in range",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we are a family business that grew fast and nobody really plans our technology, every department buys its own software, we need someone to make a plan for the next three years",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "we have a website made by my nephew years ago, it looks old, doesn't work on phones and we can't change anything without calling him",
    cls: "long",
    expect: "/services/web-development",
  },
  { q: "progresive web app developmnt", cls: "typo", expect: "/services/web-development" },
  {
    q: "genrative ai assitant for hr policies",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "workng hours of ur company", cls: "typo", expect: "/contact" },
  { q: "technolgy roadmap consultng", cls: "typo", expect: "/services/it-consulting" },
  {
    q: "ek landing page bana do product launch ke liye",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "hamare purane software ko naya banana hai",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  { q: "koi remote naukri hai designers ke liye", cls: "vocabulary", expect: "/career" },
  { q: "sab kuch cloud pe daalna hai", cls: "vocabulary", expect: "/services/cloud-solutions" },
  { q: "hamari website hack ho gayi", cls: "vocabulary", expect: "/services/cybersecurity" },
  {
    q: "how much downtime will moving to the cloud cause",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  { q: "how long is the practical session in the interview", cls: "ambiguous", expect: "/career" },
  {
    q: "how many testers do we need per round",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  { q: "is anybody available on sunday", cls: "ambiguous", expect: "/contact" },
  {
    q: "how long does a pentest report take",
    cls: "ambiguous",
    expect: "/services/cybersecurity|fallback",
  },
  {
    q: "will our data train someone else's model and how much data do we need",
    cls: "multi",
    expect: "/services/ai-machine-learning & /services/ai-machine-learning",
  },
  {
    q: "can i visit your office and what's the address",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "can you build an app like uber for bikes in 2 weeks",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what antivirus brand do you resell", cls: "unanswerable", expect: "fallback" },
  { q: "do you do data entry work", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there a bond or agreement to sign when joining",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is the full form of www", cls: "off-topic", expect: "fallback" },
  { q: "motivate me to study for my exams", cls: "off-topic", expect: "fallback" },
  // Written blind on 2026-11-23 before the first batch of this round's changes, scored once, then added.
  {
    q: "do u guys make shopping apps for android and iphone both",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "our office printer and wifi keep failing every week, do you do annual maintenance for small offices like ours",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "mobil app devlopment cost estimte",
    cls: "typo",
    expect: "/services#pricing|/pricing|/services/mobile-development",
  },
  { q: "is the bhopal office open on sunday", cls: "vocabulary", expect: "/contact" },
  {
    q: "which crypto currencies do you accept as payment",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "whats the weather in bhopal today", cls: "off-topic", expect: "fallback" },
  {
    q: "can you help us decide between aws and azure",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  { q: "any openings for freshers in data engineering", cls: "vocabulary", expect: "/career" },
  {
    q: "how long to build a basic company website",
    cls: "ambiguous",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "if our server goes down at 2 am will someone pick up",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure",
  },
  {
    q: "our staff keep clicking on phishing links, can you train them",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you connect our software with razorpay and tally",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  { q: "do you make video games for playstation", cls: "unanswerable", expect: "fallback" },
  { q: "recipe for paneer butter masala", cls: "off-topic", expect: "fallback" },
  {
    q: "what do you do with the details i put in the contact form",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "where is your office and what is your email id",
    cls: "multi",
    expect: "/contact & /contact",
  },
  { q: "who started nexora and in which year", cls: "vocabulary", expect: "/about" },
  { q: "security analyst ki salary kitni hai", cls: "vocabulary", expect: "/career" },
  // Written blind on 2026-11-23 before the second batch of this round's changes, scored once, then added.
  {
    q: "our godown stock never matches the computer, can you make a proper inventory system",
    cls: "vocabulary",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "do you give internships to btech students in summer",
    cls: "vocabulary",
    expect: "/career|fallback",
  },
  {
    q: "hamara data kis desh mein store hota hai jab hum form bharte hain",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },
  {
    q: "sirf design chahiye, development hum khud karenge",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "can you move our tally and files to the cloud so we can work from anywhere",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  { q: "wat technolgies do u use for web apps", cls: "typo", expect: "/services/web-development" },
  { q: "cybr securty audit for bank", cls: "typo", expect: "/services/cybersecurity" },
  { q: "do you sell second hand laptops", cls: "unanswerable", expect: "fallback" },
  { q: "can you get us a loan for our startup", cls: "unanswerable", expect: "fallback" },
  { q: "how do i cook biryani at home", cls: "off-topic", expect: "fallback" },
  { q: "who won the cricket world cup", cls: "off-topic", expect: "fallback" },
  {
    q: "do you have a mobile app for iphone that I can download from you",
    cls: "unanswerable",
    expect: "fallback|/services/mobile-development",
  },
  {
    q: "fixed price or hourly, which is better for a small project",
    cls: "ambiguous",
    expect: "/services#pricing|/pricing",
  },
  {
    q: "how long does your security assessment take",
    cls: "ambiguous",
    expect: "/services/cybersecurity|/services/it-consulting",
  },
  {
    q: "what is your phone number and can i visit without appointment",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "we want a machine learning model to predict which customers will leave",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  { q: "does nexora have iso certification", cls: "unreachable", expect: "/about|/contact" },
  {
    q: "can you set up email and teams for our 20 staff",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  // Written blind on 2026-11-23 before the third batch of this round's changes, scored once, then added.
  {
    q: "we want customers to pay by upi inside our app",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "mera purana software bahut slow hai, naya banwana hai",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "how do you make sure the app works on both cheap android phones and iphones",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "can someone from your team come to our office in bhopal to fix the network",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we got an email saying our data was leaked, what should we do now",
    cls: "long",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  { q: "dashbaord for sales team", cls: "typo", expect: "/services/data-analytics" },
  { q: "pyment options for clients", cls: "typo", expect: "/services#pricing|/pricing|fallback" },
  { q: "kubernets consulting", cls: "typo", expect: "/services/devops" },
  { q: "do you repair mobile phones", cls: "unanswerable", expect: "fallback" },
  { q: "can you print visiting cards for us", cls: "unanswerable", expect: "fallback" },
  { q: "do you offer a free trial of your software", cls: "unanswerable", expect: "fallback" },
  { q: "best place to eat near upper lake", cls: "off-topic", expect: "fallback" },
  { q: "what is the full form of html", cls: "off-topic", expect: "fallback" },
  {
    q: "how much time does it take to get a first dashboard",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "what does the discovery phase cost",
    cls: "ambiguous",
    expect: "/services#pricing|/pricing",
  },
  {
    q: "do you design apps and also build them",
    cls: "multi",
    expect: "/services/ui-ux-design|/services/mobile-development",
  },
  {
    q: "can i see your work for a hospital and how you secured a company's systems",
    cls: "multi",
    expect: "/projects/healthcare & /projects/security-infrastructure",
  },
  {
    q: "who decides the law if there is a dispute about your website",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  // Written blind on 2026-11-23 before the fourth batch of this round's changes, scored once, then added.
  {
    q: "our website takes ages to open on mobile, can you make it faster",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "apps for our field engineers to fill service reports at customer sites",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "koi accha sa logo aur brand identity bana doge",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "data warehouse chahiye ya excel se kaam chal jayega",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we are a hospital group and our patient records are on paper and three different softwares, nobody can find anything, where do we even begin",
    cls: "long",
    expect: "/services/digital-transformation|/projects/healthcare|/services/data-analytics",
  },
  {
    q: "i am a final year student, do you take people without experience for the designer role",
    cls: "long",
    expect: "/career",
  },
  {
    q: "penetraton testng for our mobile banking app",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "do u do seo for ecomerce sites", cls: "typo", expect: "/services/web-development" },
  { q: "do you manufacture computer hardware", cls: "unanswerable", expect: "fallback" },
  { q: "do you provide security guards for our factory", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you get our app featured on the play store front page",
    cls: "unanswerable",
    expect: "fallback|/services/mobile-development",
  },
  { q: "what is the exchange rate of the dollar today", cls: "off-topic", expect: "fallback" },
  { q: "which bank gives the best home loan", cls: "off-topic", expect: "fallback" },
  {
    q: "how long does a cloud migration usually take",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration|/contact#faq",
  },
  {
    q: "what if we want to stop the project in the middle",
    cls: "ambiguous",
    expect: "/services#pricing|/pricing|/legal/terms|fallback",
  },
  { q: "where is your office and do you have parking", cls: "multi", expect: "/contact" },
  {
    q: "do you do ai chatbots and what do they cost",
    cls: "multi",
    expect: "/services/ai-machine-learning & /services#pricing|/pricing",
  },
  {
    q: "will our customers' data stay in india if we move to your cloud",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  // Written blind on 2026-11-23 before the fifth batch of this round's changes, scored once, then added.
  { q: "erp implementation", cls: "vocabulary", expect: "/services/digital-transformation" },
  {
    q: "aap log flutter mein app banate ho?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hum chahte hain ki customer khud apna order track kar sake",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "our staff forget passwords all the time and share them on sticky notes, how do we make logins safer",
    cls: "long",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "we have lots of data in different places and our ceo wants to use ai but we dont know where to start",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai|/services/data-analytics",
  },
  { q: "i sent my cv last week, when will i hear back", cls: "long", expect: "/career" },
  { q: "clould backup solution", cls: "typo", expect: "/services/cloud-solutions" },
  { q: "salry for data enginer", cls: "typo", expect: "/career" },
  {
    q: "custm software for hospitl",
    cls: "typo",
    expect: "/services/software-development|/projects/healthcare",
  },
  {
    q: "do you sell antivirus licences",
    cls: "unanswerable",
    expect: "fallback|/services/it-infrastructure",
  },
  { q: "do you offer courses to learn python", cls: "unanswerable", expect: "fallback" },
  { q: "can you hack my ex's instagram", cls: "unanswerable", expect: "fallback" },
  { q: "tell me a good movie to watch tonight", cls: "off-topic", expect: "fallback" },
  { q: "what is the capital of madhya pradesh", cls: "off-topic", expect: "fallback" },
  {
    q: "how long is the warranty on the code you write",
    cls: "ambiguous",
    expect: "fallback|/legal/terms|/services/software-development",
  },
  {
    q: "is there a charge for the first meeting",
    cls: "ambiguous",
    expect: "/services#pricing|/pricing",
  },
  { q: "what roles are open and how do i apply", cls: "multi", expect: "/career & /career" },
  {
    q: "what happens to my data if i ask you to delete it",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  // Written blind on 2026-11-23 before the sixth batch of this round's changes, scored once, then added.
  {
    q: "need help choosing between zoho and odoo for our company",
    cls: "vocabulary",
    expect: "/services/it-consulting|/services/digital-transformation",
  },
  {
    q: "hamare employees ko computer chalana sikhana hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "can you build a portal where our dealers place orders",
    cls: "vocabulary",
    expect: "/services/software-development|/services/web-development",
  },
  {
    q: "we got a notice from a big client asking for our security policies and proof of audits, we have nothing written down, can you help us prepare",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "our delivery app crashes every time more than a few hundred people order during a sale, who can fix that",
    cls: "long",
    expect: "/services/mobile-development|/services/devops|/services/cloud-solutions",
  },
  { q: "kubernetes ki zarurat hai kya humein", cls: "vocabulary", expect: "/services/devops" },
  { q: "machne lerning for sales forcast", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "ofice adress plz", cls: "typo", expect: "/contact" },
  { q: "do you do drone photography", cls: "unanswerable", expect: "fallback" },
  { q: "can you translate our documents into german", cls: "unanswerable", expect: "fallback" },
  { q: "do you have a branch in singapore", cls: "unanswerable", expect: "fallback" },
  { q: "how many calories in a samosa", cls: "off-topic", expect: "fallback" },
  { q: "what is your opinion on the new iphone", cls: "off-topic", expect: "fallback" },
  {
    q: "how big is the team that would work on our project",
    cls: "ambiguous",
    expect: "/services#pricing|/pricing|/about",
  },
  {
    q: "what hours does your support team work",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure",
  },
  {
    q: "are you hiring for devops and what is the salary",
    cls: "multi",
    expect: "/career & /career",
  },
  { q: "who leads the company and where are you based", cls: "multi", expect: "/about & /contact" },
  {
    q: "can i use images from your website on my blog",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  // Written blind on 2026-11-23 before the seventh batch of this round's changes, scored once, then added.
  {
    q: "can you automate our invoice approvals",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/ai-machine-learning",
  },
  {
    q: "website banane ka kitna time lagta hai",
    cls: "vocabulary",
    expect: "/services/web-development|/contact#faq",
  },
  { q: "is my data safe with your chatbot", cls: "vocabulary", expect: "/legal/privacy" },
  {
    q: "we have an old vb6 application nobody understands anymore, can you rewrite it in something modern",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "our ecommerce site goes down every diwali sale because of traffic, can you make it handle the load",
    cls: "long",
    expect:
      "/services/cloud-solutions|/services/devops|/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "i run a small ca firm and want all client files scanned and searchable instead of cupboards full of paper",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  { q: "androd app with paymnt gateway", cls: "typo", expect: "/services/mobile-development" },
  { q: "ui ux desing for saas dashbord", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "do you develop games for android", cls: "unanswerable", expect: "fallback" },
  { q: "can you give us office space to rent", cls: "unanswerable", expect: "fallback" },
  { q: "do you provide gst filing services", cls: "unanswerable", expect: "fallback" },
  { q: "who is the richest man in india", cls: "off-topic", expect: "fallback" },
  { q: "how to make tea", cls: "off-topic", expect: "fallback" },
  {
    q: "how long will the security audit report take",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "what does a dedicated team cost per month",
    cls: "ambiguous",
    expect: "/services#pricing|/pricing",
  },
  {
    q: "do you build iphone apps and can you also make the backend",
    cls: "multi",
    expect: "/services/mobile-development",
  },
  { q: "what is your email and when do you reply", cls: "multi", expect: "/contact" },
  { q: "do you share my details with anyone else", cls: "unreachable", expect: "/legal/privacy" },
  // Written blind on 2026-11-23 before the eighth batch of this round's changes, scored once, then added.
  {
    q: "crm for our sales team to follow up leads",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "humari company ke liye it support chahiye monthly basis pe",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can your ai read handwritten forms",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we are launching a fintech app next quarter and investors want a security review before they put money in",
    cls: "long",
    expect: "/services/cybersecurity|/services/it-consulting",
  },
  {
    q: "our it guy left and nobody knows the passwords to our servers or what software licences we own",
    cls: "long",
    expect: "/services/it-infrastructure|/services/it-consulting",
  },
  {
    q: "we want to show our customers live delivery tracking on our website like the big companies do",
    cls: "long",
    expect:
      "/services/web-development|/services/software-development|/services/digital-transformation",
  },
  { q: "devlopers for hire on monthly basis", cls: "typo", expect: "/services#pricing|/pricing" },
  { q: "secuirty traning for employes", cls: "typo", expect: "/services/cybersecurity" },
  { q: "do you do wedding photography websites for free", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you recover deleted whatsapp chats from my phone",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you offer emi for projects", cls: "unanswerable", expect: "fallback" },
  { q: "what is the population of bhopal", cls: "off-topic", expect: "fallback" },
  { q: "write me a poem about the monsoon", cls: "off-topic", expect: "fallback" },
  {
    q: "how quickly can you start",
    cls: "ambiguous",
    expect: "/contact#faq|/services#pricing|/pricing|fallback",
  },
  {
    q: "what happens after launch",
    cls: "ambiguous",
    expect: "/contact#faq|/services#process|/services",
  },
  {
    q: "where are your clients and what industries",
    cls: "multi",
    expect: "/#global-presence & /contact#faq",
  },
  {
    q: "what is the interview process and is the role remote",
    cls: "multi",
    expect: "/career & /career",
  },
  { q: "does the website use cookies", cls: "unreachable", expect: "/legal/privacy" },
  // Written blind on 2026-11-23 before the ninth batch of this round's changes, scored once, then added.
  {
    q: "do you make apps that work without internet",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "koi aisa system chahiye jisse stock ka pata chale real time mein",
    cls: "vocabulary",
    expect:
      "/services/software-development|/services/data-analytics|/services/digital-transformation",
  },
  {
    q: "tech partner for our startup mvp",
    cls: "vocabulary",
    expect:
      "/services/software-development|/services/mobile-development|/services/ui-ux-design|/services/it-consulting",
  },
  {
    q: "our customers complain that our app is confusing and they cannot find the checkout button, can you look at the design",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we are moving to a bigger office next month and need the network, wifi and cctv set up before we shift",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "the board wants to know if our tech team and code are in good shape before we raise funding",
    cls: "long",
    expect: "/services/it-consulting",
  },
  { q: "migrat our databse to aws", cls: "typo", expect: "/services/cloud-solutions" },
  { q: "recruitmnet process for freshers", cls: "typo", expect: "/career" },
  { q: "can you fix my laptop screen", cls: "unanswerable", expect: "fallback" },
  { q: "do you run facebook ads for businesses", cls: "unanswerable", expect: "fallback" },
  { q: "do you give discounts to ngos", cls: "unanswerable", expect: "fallback" },
  { q: "which is the best engineering college in bhopal", cls: "off-topic", expect: "fallback" },
  { q: "can you suggest a good name for my baby", cls: "off-topic", expect: "fallback" },
  {
    q: "how long until we get a reply after sending a quote request",
    cls: "ambiguous",
    expect: "/legal/terms|/contact|/quotation|/services#pricing|/pricing",
  },
  { q: "do you charge by the hour", cls: "ambiguous", expect: "/services#pricing|/pricing" },
  {
    q: "do you do penetration testing and how long does it take",
    cls: "multi",
    expect: "/services/cybersecurity",
  },
  {
    q: "what are your working hours and your phone number",
    cls: "multi",
    expect: "/contact & /contact",
  },
  { q: "how long do you keep my enquiry", cls: "unreachable", expect: "/legal/privacy" },
  // Written blind on 2026-11-23 before the tenth batch of this round's changes, scored once, then added.
  {
    q: "do you set up google workspace for small businesses",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hamare hospital ke liye patient app banana hai",
    cls: "vocabulary",
    expect: "/services/mobile-development|/projects/healthcare",
  },
  {
    q: "looking for a team to build an online marketplace like amazon for local sellers",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform|/services/software-development",
  },
  {
    q: "we lost a week of orders when our server crashed last year and had no backup, how do we make sure that never happens again",
    cls: "long",
    expect: "/services/cloud-solutions|/services/it-infrastructure|/blog/cybersecurity-practices",
  },
  {
    q: "our developers spend half their day fixing broken deployments, can you automate our release process",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "i want to apply for the data engineer job but i live in pune, can i work remotely",
    cls: "long",
    expect: "/career",
  },
  {
    q: "cyber securty for hospitls",
    cls: "typo",
    expect: "/services/cybersecurity|/projects/healthcare",
  },
  { q: "powr bi reprts", cls: "typo", expect: "/services/data-analytics" },
  { q: "can you build a satellite tracking system", cls: "unanswerable", expect: "fallback" },
  { q: "do you provide interior design for offices", cls: "unanswerable", expect: "fallback" },
  { q: "do you have a referral bonus for clients", cls: "unanswerable", expect: "fallback" },
  { q: "what is the meaning of life", cls: "off-topic", expect: "fallback" },
  { q: "who will win the next election", cls: "off-topic", expect: "fallback" },
  {
    q: "how big a team do you put on a typical project",
    cls: "ambiguous",
    expect: "/services#pricing|/pricing|/about|/contact#faq",
  },
  {
    q: "can we pay in instalments",
    cls: "ambiguous",
    expect: "fallback|/services#pricing|/pricing",
  },
  {
    q: "do you work with startups and what does an mvp cost",
    cls: "multi",
    expect: "/contact#faq & /services#pricing|/pricing",
  },
  { q: "are you iso certified and do you sign an nda", cls: "multi", expect: "/about|/contact" },
  { q: "what law applies to your terms", cls: "unreachable", expect: "/legal/terms" },
  // Written blind on 2026-11-23 after the tenth batch of this round's changes, scored once, then added.
  {
    q: "can you make our old website mobile friendly",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "hamein apne business ke liye dashboard chahiye jisme sales dikhe",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "do you do api integration with tally",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "we are a school with 2000 students and want parents to see attendance and fees on their phones",
    cls: "long",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "every time we hire someone new it takes days before they have a laptop and email ready, can this be faster",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our marketing head wants ai to write product descriptions for our 5000 items, is that realistic",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  { q: "clod cost optimization", cls: "typo", expect: "/services/cloud-solutions" },
  {
    q: "mobile app develoment company in bhopal",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "do you sell domain names", cls: "unanswerable", expect: "fallback" },
  { q: "can you help with my income tax return", cls: "unanswerable", expect: "fallback" },
  { q: "do you provide 3d printing", cls: "unanswerable", expect: "fallback" },
  { q: "tell me about the history of the taj mahal", cls: "off-topic", expect: "fallback" },
  { q: "is it going to rain tomorrow", cls: "off-topic", expect: "fallback" },
  {
    q: "how long does the first meeting take",
    cls: "ambiguous",
    expect: "fallback|/services#pricing|/pricing",
  },
  {
    q: "what is the cost of a security audit",
    cls: "ambiguous",
    expect: "/services#pricing|/pricing|/services/cybersecurity",
  },
  {
    q: "do you build websites and do you also host them",
    cls: "multi",
    expect: "/services/web-development",
  },
  { q: "what is your gst number and registered name", cls: "multi", expect: "/contact" },
  { q: "can i ask you to stop sending me emails", cls: "unreachable", expect: "/legal/privacy" },
  { q: "car maintenance tips for monsoon", cls: "off-topic", expect: "fallback" },
  { q: "bike servicing tips before the monsoon", cls: "off-topic", expect: "fallback" },
  // A follow-up's "its"/"their" is the part before's topic; why-us over a freelancer; Hinglish
  // verbs in any tense and a possessive "ka" inside a phrase; a free trial we never offer.
  {
    q: "can your people handle seo for us, and what are its gains",
    cls: "multi",
    expect: "/services/web-development",
  },
  {
    q: "can you build power bi dashboards, and what are their benefits",
    cls: "multi",
    expect: "/services/data-analytics & /services/data-analytics",
  },
  {
    q: "why should a startup pick nexora over a cheap freelancer",
    cls: "ambiguous",
    expect: "/#why-nexora",
  },
  { q: "what makes you better than a freelancer", cls: "ambiguous", expect: "/#why-nexora" },
  {
    q: "aws ka bill badh gaya, kuch karo",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "server ka bill bahut aa raha hai",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  { q: "hamari website nahi chal rahi", cls: "vocabulary", expect: "/services/web-development" },
  {
    q: "we want our staff to stop doing copy paste work",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  { q: "kitne projects kiye hain aapne", cls: "vocabulary", expect: "/about|/" },
  { q: "how many projects completed so far", cls: "ambiguous", expect: "/about|/" },
  { q: "can we try a free trial of your cloud service", cls: "unanswerable", expect: "fallback" },
  { q: "what is the average age of your team", cls: "unanswerable", expect: "fallback" },
  { q: "any full stack course for freshers", cls: "unanswerable", expect: "fallback" },
  {
    q: "python course for college students with placement",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you hiring accountants? any vacancy for that",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have jobs for a nurse? any openings like that",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "office ka landline number kya hai", cls: "vocabulary", expect: "/contact|/login" },
  { q: "kya itwaar ko bhi office khulta hai", cls: "vocabulary", expect: "/contact|/login" },
  { q: "nexora ko kisne banaya, founder kaun hai", cls: "vocabulary", expect: "/about" },
  {
    q: "which company did your CTO work for before joining nexora",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can I contact your clients for a reference", cls: "unanswerable", expect: "fallback" },
  {
    q: "how many days a week is the data engineer role in the office",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what did your founder do before nexora", cls: "ambiguous", expect: "/about" },
];

/**
 * The sixth held-out set, written on 2026-11-23 (session 19) by someone who did not read or run
 * the chat, and scored once at the end of that session's tuning (75/90, 83.3 %, with 5 confident
 * wrong answers to unanswerable or off-topic questions, at ea36e87); tuning data since.
 */
const sixthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "do you run tabletop exercises for incident response with our leadership",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "if the pen test finds issues and we fix them is the retest free",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "can our customer data stay in indian cloud regions because of rbi rules",
    cls: "unreachable",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "is the soc analyst job on-site in bhopal or remote",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "do you only test at the end of the project or on every release",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "how many users do you test the prototype with per round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "which countries in southeast asia do you have clients in",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "how long do you keep the message i send through the contact form",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "which city's courts have jurisdiction over disputes about your website",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "in the logistics migration how long did the database switch over take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "within how many hours does cert-in want a cyber incident reported",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "why do most ai pilots never make it into production",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },

  // long
  {
    q: "we have a small chain of clinics around madhya pradesh and the wifi and laptops keep failing every other week, i wanted to know whether your people also come on site if we are not in bhopal itself",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hi my cousin recommended you, we run a textile export business with about twelve years of sales data sitting in spreadsheets and an old erp and honestly i just want our managers to look at one set of numbers every morning",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "my board keeps asking whether we should do something with generative ai but i am worried that our customer records would end up being used to train some other company's model, is that a real risk if we work with you",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "a freelancer built our system three years ago and then disappeared, the code is a mess but our staff use it every single day, so before we throw it all away could your team just take over the existing codebase and keep improving it",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "our fund is about to invest in a saas startup and the partners want someone independent to review the product's code, architecture and team before we sign the term sheet, is this something your consultants do",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "i am in my final year of engineering in indore and i have been trying to figure out what happens after i email my cv to you, like how many rounds are there and whether you give unpaid take home assignments",
    cls: "long",
    expect: "/career",
  },
  {
    q: "before we commit to a big contract with any new vendor we like to pay for a short study first so both sides understand the scope, do you offer anything like that and roughly what would it cost us",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "our customers keep phoning the office all day just to ask where their order is and my two staff cannot keep up, i think we need something where they can check updates themselves maybe on whatsapp",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we are planning to relaunch the company website in both hindi and english and i really want our marketing person to be able to change pages on her own without calling a developer every time",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "right now we release once a month over a whole weekend and something always breaks, a friend who is a cto mentioned canary deployments and automatic rollback and i would like to know if you can set that up for us",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "i own a fashion label with a few stores and during the diwali sale our online shop basically died, have you ever built something for a retailer that actually survived festive season traffic",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "a partner bank has told our small lending startup that we must get iso 27001 before they renew our contract and i have no idea where to even begin, have you helped a company like ours get through that",
    cls: "long",
    expect: "/projects/security-infrastructure|/services/cybersecurity",
  },

  // typo
  { q: "cybersecurty pentest servise", cls: "typo", expect: "/services/cybersecurity" },
  { q: "mobile app develpment in fluter", cls: "typo", expect: "/services/mobile-development" },
  { q: "wher is ur ofice located", cls: "typo", expect: "/contact" },
  { q: "machne lerning demand forcasting", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "ci cd pipline automaton", cls: "typo", expect: "/services/devops" },
  { q: "ui ux desgin for my startp", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "clod migraton to aws",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "privcy polcy cookis", cls: "typo", expect: "/legal/privacy" },
  { q: "carrer oppurtunities at nexora", cls: "typo", expect: "/career" },
  { q: "who is the foundr and ceo", cls: "typo", expect: "/about" },
  { q: "pricng for a dedicted team", cls: "typo", expect: "/services#pricing" },
  { q: "helthcare managment system case studdy", cls: "typo", expect: "/projects/healthcare" },

  // vocabulary
  {
    q: "our office wifi keeps dropping can you sort it out",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we track everything in excel and want proper reports for the bosses",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "do you have any clients in dubai or saudi",
    cls: "vocabulary",
    expect: "/#global-presence|/about",
  },
  { q: "naukri hai kya aapke yahan", cls: "vocabulary", expect: "/career" },
  {
    q: "app banwana hai android aur iphone dono ke liye",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "website banwani hai kitna time lagega",
    cls: "vocabulary",
    expect: "/services/web-development|/contact",
  },
  { q: "can i wfh if i join as a data engineer", cls: "vocabulary", expect: "/career" },
  {
    q: "want to go paperless no more files and registers in the office",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "need a part time cto for my startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "bot that replies from our own company pdfs and policies",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "kya aap gst invoice aur tally wala software bana sakte ho",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  { q: "does the job give mediclaim for my parents too", cls: "vocabulary", expect: "/career" },

  // ambiguous
  {
    q: "our aws bill goes up every single month",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  { q: "how long has nexora been around", cls: "ambiguous", expect: "/about" },
  { q: "what time does your office open", cls: "ambiguous", expect: "/contact|/login" },
  { q: "where is the client portal", cls: "ambiguous", expect: "/login" },
  { q: "what is your process for hiring", cls: "ambiguous", expect: "/career" },
  { q: "how much does a data engineer earn at nexora", cls: "ambiguous", expect: "/career" },
  { q: "can i work from anywhere in india", cls: "ambiguous", expect: "/career" },
  { q: "how many people work at nexora", cls: "ambiguous", expect: "/about" },
  { q: "are you iso certified yourselves", cls: "ambiguous", expect: "/about|/" },
  { q: "how long does the discovery take", cls: "ambiguous", expect: "/services#pricing|/contact" },
  { q: "i am an existing client and need support urgently", cls: "ambiguous", expect: "/login" },
  { q: "who is on your team", cls: "ambiguous", expect: "/about" },

  // multi
  {
    q: "what's your address and do you have any remote jobs",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "do you do penetration testing and what does a fixed price project usually cost",
    cls: "multi",
    expect: "/services/cybersecurity & /services#pricing",
  },
  {
    q: "can you build a flutter app and also design the screens for it",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "do you have clients in australia, and what is your email",
    cls: "multi",
    expect: "/#global-presence & /contact",
  },
  {
    q: "who owns the code when you finish and is there a warranty on fixed price work",
    cls: "multi",
    expect: "/services/software-development & /services#pricing",
  },
  {
    q: "does this site use cookies and is a quote binding once you send it",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "can you move us to azure and also set up monitoring and alerts for our releases",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/devops",
  },
  {
    q: "show me a hospital project you did and tell me about your dashboards service",
    cls: "multi",
    expect: "/projects/healthcare & /services/data-analytics",
  },
  {
    q: "who started the company and are you hiring designers right now",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "do you offer help desk support for our office and zero trust setup",
    cls: "multi",
    expect: "/services/it-infrastructure & /services/cybersecurity",
  },
  {
    q: "aap log kahan ho aur kya aap erp implement karte ho",
    cls: "multi",
    expect: "/contact & /services/digital-transformation",
  },
  {
    q: "what is your mission and what are your six process steps",
    cls: "multi",
    expect: "/about & /services#process",
  },

  // unanswerable
  { q: "do you have a branch office in hyderabad", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you develop blockchain and crypto exchange apps",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much do you charge for a single penetration test",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you offer internships for btech students this summer",
    cls: "unanswerable",
    expect: "/career|fallback",
  },
  { q: "can you build a 3d mobile game in unity", cls: "unanswerable", expect: "fallback" },
  { q: "what was nexora's revenue last financial year", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you run instagram ads and social media marketing campaigns",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you write firmware for our iot sensors", cls: "unanswerable", expect: "fallback" },
  { q: "is there a free trial of your software", cls: "unanswerable", expect: "fallback" },
  { q: "what is the hourly rate for one developer", cls: "unanswerable", expect: "fallback" },
  { q: "will you sign an nda before our first call", cls: "unanswerable", expect: "fallback" },
  { q: "do you bid on government tenders", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "what's the weather in bhopal tomorrow", cls: "off-topic", expect: "fallback" },
  { q: "who won the ipl final this year", cls: "off-topic", expect: "fallback" },
  { q: "write a short poem about rain in the hills", cls: "off-topic", expect: "fallback" },
  { q: "best biryani near new market", cls: "off-topic", expect: "fallback" },
  { q: "how do i renew my passport online", cls: "off-topic", expect: "fallback" },
  { q: "solve 2x + 5 = 15", cls: "off-topic", expect: "fallback" },
];

/**
 * The seventh held-out set, written on 2026-11-23 (session 20) by someone who did not read or run
 * the chat, and scored once at the end of that session's first round of tuning (63/90, 70.0 %,
 * with 4 confident wrong answers to unanswerable or off-topic questions, at f8570fe); tuning data
 * since.
 */
const seventhHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "is there any extra pay for the night shifts in the SOC analyst job",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "what does the data engineer opening pay per year",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "we already use Jenkins and Ansible, would your devops people make us throw those out",
    cls: "unreachable",
    expect: "/services/devops",
  },
  {
    q: "how many people do you get to try out a prototype in each round of usability testing",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "once the app is done, does it go on the App Store under our own developer account or yours",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "will the documents we give your AI team end up training models for your other customers",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "in the hospital network case study, how many staff did you train and how long did the whole thing take",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "how long was the database switchover window for the logistics client that moved to AWS",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "your blog mentioned reporting cyber incidents to CERT-In within some number of hours, how many exactly",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "I pressed send on the contact form while my internet was down, is my message just lost",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if there is ever a legal dispute over your website, courts of which city would hear it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "do you have any clients in Qatar or Saudi Arabia",
    cls: "unreachable",
    expect: "/#global-presence",
  },

  // long
  {
    q: "We're a mid-sized pharma distributor in Indore, around 200 people. Our accounts team still types supplier invoices into the ERP by hand, a few thousand every month, and errors keep creeping in. A friend said software can now read them automatically. Is that something you actually do?",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "I run three coaching institutes in Bhopal and honestly our setup is a mess. The Wi-Fi keeps dropping, the laptops never get updated and nobody knows if we even have backups. We can't justify a full-time IT person, so can you look after all this and send someone over when something breaks?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our startup built its first version with freelancers last year. It works, but the code is messy and the main developer has stopped replying. Investors want new features by March. Would your team take over what we already have rather than rewriting everything from zero?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I'm the finance head at a manufacturing company. Our Amazon Web Services spend has roughly doubled in eighteen months and nobody in engineering can explain why. Before we approve any new projects I want someone to find the waste and cut it. Is that the kind of work you take on?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "We're a family-run textile exporter from Surat. One of our big European buyers has told us they will need proof of an information security certification, specifically ISO 27001, before renewing next year. We have no idea where to start or what's involved. Can you take us through it?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "Hi, I'm in the final year of my B.Tech in Jabalpur and I've been doing Figma work for a couple of freelance clients for about two years now. I noticed you're hiring a designer. Would someone like me qualify, and what happens after I email my CV?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We have a group of eight dental clinics and patients keep complaining that they can only book by phone. We'd like an app for both iPhone and Android users, but our budget is limited. Is making one app that runs on both cheaper than building two separate ones?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "My company is in Dubai and we're thinking of handing a long-running product to a team in India. We'd want the same people on it month after month, working our hours, and the option to scale down if things get slow. How would you charge for something like that?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Every regional sales head in our company keeps their own Excel, and the Monday review always turns into an argument about whose numbers are right. The data lives in Tally, a CRM and a pile of Google Sheets. Could you bring it all into one place, and roughly how soon would we see something?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Last month one of our accountants clicked a fake bank email and we came very close to wiring money to a fraudster. Management now wants everyone to learn to spot these mails, but not through another boring slideshow once a year. Do you run anything like that for staff?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "We're a cooperative society in Madhya Pradesh with registers, paper files and couriers moving between district offices, and one approval can take weeks. The board wants to go paperless, but the senior staff are nervous about changing how they work. Is this something you'd handle from start to finish?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Before I type anything about my company into the chat box on your website, I'd like to know what happens to it. Is it sent off to some AI company somewhere, saved on a server, or what exactly?",
    cls: "long",
    expect: "/legal/privacy",
  },

  // typo
  { q: "any openings for secuirty analyst? want to aply", cls: "typo", expect: "/career" },
  { q: "whats ur offce adress in bhopal", cls: "typo", expect: "/contact" },
  {
    q: "do you do penetation testing for web apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "devops ci/cd piplines and kubernetis setup", cls: "typo", expect: "/services/devops" },
  { q: "how much dose the discovery phse cost", cls: "typo", expect: "/services#pricing" },
  {
    q: "machine lerning for demand forcasting in retail",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "need help with ui ux desgin, wireframes and a clickable protoype",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "do u use cookis or any tracking on this site", cls: "typo", expect: "/legal/privacy" },
  { q: "who is the fonder of nexora", cls: "typo", expect: "/about" },
  {
    q: "ecomerce web site for my clothng brand",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "can u migrate our servers to aws with no downtym",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "are you open on saterday? what timimgs", cls: "typo", expect: "/contact" },

  // vocabulary
  {
    q: "android app banwana hai, aap log banate ho kya?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "ek normal business website ka approx kitna kharcha aayega",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  { q: "freshers ke liye koi naukri hai?", cls: "vocabulary", expect: "/career" },
  {
    q: "hackers se hamari company ka data kaise bachaoge",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we need somebody to look after the office computers, printers and the net connection",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "cloud engineer wali job ghar se kar sakte hain kya",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "tally aur excel ka saara data ek hi screen pe graphs mein dikha sakte ho?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "can you make a bot that reads our staff handbook and answers employees' questions from it",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "office mein bahut paperwork hai, sab kuch online karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "Hindi mein bhi website bana dete ho kya",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "we have no tech head, can one of your people act as our part-time technology boss",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamare software mein UPI se paisa lene ka option daal sakte ho",
    cls: "vocabulary",
    expect: "/services/software-development|/services/mobile-development",
  },

  // ambiguous
  {
    q: "how quickly does someone get back to me after I fill in the contact form",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "our cloud bill keeps creeping up every month, can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "with the dedicated team option, can we shrink the team later if money gets tight",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "we're moving to a new office floor next month, can you do the cabling, wifi and firewall there",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you support Hindi?",
    cls: "ambiguous",
    expect: "/services/web-development|/services/ai-machine-learning",
  },
  {
    q: "I applied for the data engineer post last week, how long before I hear back",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "is your team available on Sundays", cls: "ambiguous", expect: "/contact" },
  {
    q: "what's the process for getting hired at nexora",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how long will you hang on to the details I typed into the quote form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "we're an existing client, where do we find the invoices for our project",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "how long would our systems be down while you shift them to the cloud",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "who heads your security team and what qualifications does he have",
    cls: "ambiguous",
    expect: "/about",
  },

  // multi
  {
    q: "what's your phone number, and are any of your jobs remote?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "can you build our android app and also host its backend on azure",
    cls: "multi",
    expect: "/services/mobile-development & /services/cloud-solutions",
  },
  {
    q: "where exactly is your office, and which year did nexora start",
    cls: "multi",
    expect: "/contact & /about",
  },
  {
    q: "how much does the initial discovery cost and how many weeks does it run",
    cls: "multi",
    expect: "/services#pricing",
  },
  {
    q: "we need a pen test on our lending app, plus help setting up automated deployments",
    cls: "multi",
    expect: "/services/cybersecurity & /services/devops",
  },
  {
    q: "in the fashion retailer project, how fast did pages load on mobile and which payment gateway was used",
    cls: "multi",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "does this site set cookies, and which country's law governs your website terms",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "who wrote the piece on cloud trends for 2027, and what is her job at nexora",
    cls: "multi",
    expect: "/blog/cloud-trends & /about",
  },
  {
    q: "what's the yearly learning allowance for staff, and does the health insurance cover parents too",
    cls: "multi",
    expect: "/career",
  },
  {
    q: "can you review the UX of our current app and also redo our logo and brand colours",
    cls: "multi",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we want a proper data warehouse with dashboards, and later some ML to predict sales, can you do both",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "how many people work at nexora, and how do I apply for a job there",
    cls: "multi",
    expect: "/about & /career",
  },

  // unanswerable
  { q: "are you appraised at CMMI level 5", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you write ethereum smart contracts for our loyalty token",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a 3D racing game made in Unity for phones, is that something you build",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a discount for registered NGOs or bootstrapped startups",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you an AWS Premier Tier services partner",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many employees sit at your Indore location",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we see nexora's own SOC 2 Type II report before we sign",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you implement Oracle Fusion Cloud ERP",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was nexora's turnover in the last financial year",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you run our google ads and instagram promotion campaigns",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do employees get a bonus for referring a friend who gets hired",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you do Microsoft Dynamics 365 Business Central rollouts",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "will it rain in Bhopal tomorrow", cls: "off-topic", expect: "fallback" },
  { q: "how do I make poha for breakfast", cls: "off-topic", expect: "fallback" },
  { q: "which team has won the most IPL titles so far", cls: "off-topic", expect: "fallback" },
  {
    q: "write a leave application to my school principal for two days",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "what is 18 percent of 45,000", cls: "off-topic", expect: "fallback" },
  { q: "best train from Bhopal to Delhi overnight", cls: "off-topic", expect: "fallback" },
];

/**
 * The eighth held-out set, written on 2026-11-23 (session 20, second round) by someone who did not
 * read or run the chat, and scored once at the end of that round's tuning (71/90, 78.9 %, with 4
 * confident wrong answers to unanswerable or off-topic questions, at a91d17c); tuning data since.
 */
const eighthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "what salary band are you offering for the senior typescript full stack position",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if your testers find holes in our app and we patch them, do you check again at no extra charge",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "roughly how many weeks before the first analytics dashboard is ready to look at",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "after you rebuilt the fashion store's online shop, what was the page load time on phones",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "if I send a message through the contact form, after how many months is it deleted",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "which city's courts would any legal dispute over your website go to",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how many test users do you put in front of a prototype per round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "in the hospital network project, how many staff members got trained on the new system",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "our factory is in Jabalpur, would your engineers come on site to fix our network or is that only for Bhopal",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how long does the AI proof of value stage usually run before you build the real thing",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "what's the 3-2-1 rule for backups that your blog talks about",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "which gulf countries are among the places you have clients",
    cls: "unreachable",
    expect: "/#global-presence",
  },

  // long
  {
    q: "We run a group of diagnostic centres in Indore and patient reports still get retyped by hand and sent as PDFs. The owners want doctors at any branch to see a patient's older reports. Have you ever built something like this for hospitals?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I head finance at a mid-size manufacturer and our AWS invoice has roughly doubled in a year and a half, and nobody in IT can really explain why. Before we commit to anything, I'd like to know if you help bring cloud spending down or whether you only do migrations.",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "We're a small lending company with about 80 employees and our partner bank has just told us we need ISO 27001 before the contract renews next year. Nobody here has been through an audit like that. Is getting certified something you can take us through?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "My co-founder and I are building a B2B SaaS product, and our requirements shift every couple of weeks as we talk to customers. A single fixed quote doesn't make much sense for us. Is there a way of working with you where we pay by the month and keep changing priorities?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I've spent about four years writing Terraform and GitHub Actions pipelines at a startup in Pune. My family is in Gwalior and I'd like to work from there rather than move to Bhopal. Is your cloud engineering opening one I could do from home?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "A freelancer built our Android and iPhone app in React Native a few years back. It crashes constantly now and the Play Store keeps sending warnings about outdated requirements. We'd rather not throw it all away and start again. Do you take on fixing apps like that?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "We're a family-run FMCG distributor with around twenty sales reps, and every region keeps its own Excel reports, so the Monday review is always a fight about whose numbers are right. Someone told us we need one proper dashboard for everybody. Is that the kind of thing you do?",
    cls: "long",
    expect: "/services/data-analytics|/projects/ai-analytics",
  },
  {
    q: "Hello, I'm in procurement at a UK retailer and we're shortlisting offshore technology suppliers. Our policy says we must understand how a supplier runs an engagement from kick-off to after go-live before we sign. Could you outline the stages you follow?",
    cls: "long",
    expect: "/services#process",
  },
  {
    q: "We have our own in-house developers who will code our new patient app, so we don't need a build partner. What we're missing is someone to talk to our users, make prototypes and test them. Would you do just the design part without the development?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "Last week I filled in your enquiry form and afterwards realised I'd put in personal details I would rather you didn't hold. I'm in India and I understand there's a data protection law now. What do I need to do to have it erased?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "I'm on the IT committee of a cooperative bank in Madhya Pradesh and our board is uneasy about the cloud because they think customer records will end up on foreign servers. If we moved to the cloud with your help, could everything stay within India?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Purchase approvals at our plant pass through four people with wet signatures and sometimes take a whole week. Management wants it paperless, but most of our staff are older and not comfortable with computers. How would you make sure people actually use a new system?",
    cls: "long",
    expect: "/services/digital-transformation",
  },

  // typo
  {
    q: "do u do penetation testing for mobile apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "wat r ur offce timings on saterday", cls: "typo", expect: "/contact|/login" },
  { q: "any vacancy for data enginer, what experiance needed", cls: "typo", expect: "/career" },
  { q: "how much dose the discovry phase cost", cls: "typo", expect: "/services#pricing" },
  {
    q: "do we realy need kubernates for a small team",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "who is the foundr and ceo of nexora", cls: "typo", expect: "/about" },
  { q: "can u make an app in fluter", cls: "typo", expect: "/services/mobile-development" },
  { q: "wher exactly is ur ofice in bhopal", cls: "typo", expect: "/contact" },
  {
    q: "do you build multilingal websites in hindi and english",
    cls: "typo",
    expect: "/services/web-development",
  },
  {
    q: "helthcare case studdy what results did they get",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "privcy policy, does ur site put cookis on my browser",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "are you iso 27001 certifed, since wen", cls: "typo", expect: "/|/about" },

  // vocabulary
  {
    q: "ek company website banwane ka kitna kharcha aayega roughly",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  { q: "aapke yahan naukri ke liye apply kaise karna hai", cls: "vocabulary", expect: "/career" },
  {
    q: "android aur iphone dono ke liye app banate ho kya",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hackers se company ka data bachane ka kaam karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "do you have a computer guy who can sort out our office wifi, laptops and printers",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "who are the bosses running nexora", cls: "vocabulary", expect: "/about" },
  {
    q: "mujhe apne project ka quotation chahiye, kahan bharun details",
    cls: "vocabulary",
    expect: "/quotation|/contact",
  },
  {
    q: "can you make a bot that answers staff questions by reading our company's own policy documents",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "office kab khulta hai, Sunday ko band rehta hai kya",
    cls: "vocabulary",
    expect: "/contact|/login",
  },
  {
    q: "can you pull years of old sales records out of our spreadsheets and put them all in one clean place",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "employees ko mediclaim aur chuttiyan kitni milti hain",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "kya aap hamare startup ko part-time CTO de sakte ho",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },

  // ambiguous
  {
    q: "what would the monthly bill be for a dedicated team of engineers",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how long do you hold on to the details I type into your forms",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what are the core hours for people who work at nexora",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "who is in charge of the security team at your company",
    cls: "ambiguous",
    expect: "/about",
  },
  {
    q: "will you still support us once the website is live",
    cls: "ambiguous",
    expect: "/contact|/services/web-development|/services#process",
  },
  {
    q: "after I email my CV, how long before someone replies",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "by how much did the logistics client's infrastructure bill go down",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "are salaries kept secret or do you publish the pay for each job",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "which region would our servers be hosted in if our data has to stay in the country",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long did it take the lending fintech to get its certification",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "does the chat on this site send what I type to some outside company",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how much notice do we have to give before cutting the size of our dedicated team",
    cls: "ambiguous",
    expect: "/services#pricing",
  },

  // multi
  { q: "what's your phone number, and are you open on Sundays", cls: "multi", expect: "/contact" },
  {
    q: "how much does the product designer job pay and can it be done remotely",
    cls: "multi",
    expect: "/career",
  },
  {
    q: "do you build Flutter apps, and what does a fixed-price project usually cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "who owns the source code once you're done, and can you pick up a codebase another vendor started",
    cls: "multi",
    expect: "/services/software-development",
  },
  {
    q: "which southeast asian countries do you have clients in, and what email do I write to",
    cls: "multi",
    expect: "/#global-presence & /contact",
  },
  {
    q: "does your website set any cookies, and which law governs its terms of use",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "how much did the logistics migration save, and do you also work on Azure",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "how many weeks for a marketing website, and will my team be able to update the pages ourselves",
    cls: "multi",
    expect: "/services/web-development",
  },
  {
    q: "what's the yearly learning allowance for staff, and what happens in the interview process",
    cls: "multi",
    expect: "/career",
  },
  {
    q: "what did your CEO write about AI on the blog, and which AI tools does your team work with",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "do you do penetration tests, and how long does an IT consulting architecture review take",
    cls: "multi",
    expect: "/services/cybersecurity & /services/it-consulting",
  },
  {
    q: "when did you set up your cloud practice, and who is your chief technology officer",
    cls: "multi",
    expect: "/about",
  },

  // unanswerable
  { q: "are you CMMI level 5 appraised", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you develop blockchain apps or NFT marketplaces",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's your hourly rate in dollars for one senior developer",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor work visas for candidates from outside India",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you make mobile games in Unity", cls: "unanswerable", expect: "fallback" },
  { q: "what was Nexora's turnover last financial year", cls: "unanswerable", expect: "fallback" },
  { q: "can you build our site on Wix", cls: "unanswerable", expect: "fallback" },
  {
    q: "what's the penalty if we cancel a fixed price project halfway",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we pay for the project in EMIs through a finance company",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run Google Ads and Instagram campaigns for small businesses",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a joining bonus with the cloud devops engineer offer",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what salary do you pay a fresher Java developer", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "is it going to be foggy in bhopal this weekend", cls: "off-topic", expect: "fallback" },
  {
    q: "who scored the most runs in the last cricket world cup",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do I make poha at home", cls: "off-topic", expect: "fallback" },
  { q: "write a short poem about the monsoon", cls: "off-topic", expect: "fallback" },
  { q: "what is the capital of Australia", cls: "off-topic", expect: "fallback" },
  { q: "which is the fastest train from Bhopal to Delhi", cls: "off-topic", expect: "fallback" },
];

/**
 * The ninth held-out set, written on 2026-11-23 (session 21) by someone who did not read or run
 * the chat, and scored once at the end of that session's tuning (67/90, 74.4 %, with 3 confident
 * wrong answers to unanswerable or off-topic questions, at 164884d); tuning data since.
 */
const ninthHeldOut: readonly EvalQuestion[] = [
  // unreachable: facts in deep places
  {
    q: "what's the pay band for the SOC analyst opening in bhopal?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "Is the cloud & devops engineer job fully remote or would I have to relocate to Bhopal?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "Which Gulf countries do you currently have clients in?",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "What does the initial discovery study cost before you start building anything?",
    cls: "unreachable",
    expect: "/services#pricing|/contact",
  },
  {
    q: "After your pen test, if we fix the findings, do you check again and is that charged?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "Will our app go on the Play Store under our own developer account or yours?",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "How long do you hold on to the message I send through the contact form before deleting it?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "If there's a legal dispute about the website, which city's courts would hear it?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "In the logistics cloud move, how long was the core database switch-over window?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "What is Vikram Rao's role and background at your firm?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "Your security article says to patch internet-facing critical bugs within how many hours?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "What actually happens during the testing and QA stage of your overall delivery process?",
    cls: "unreachable",
    expect: "/services#process",
  },

  // long: chatter around one real ask
  {
    q: "Hi there, I run a small chain of bakeries in Indore and we are finally thinking about an app so customers can order ahead, do you actually build apps for both iPhone and Android?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "So our board has been asking me for months why we keep six different spreadsheets of sales figures and nobody agrees on them, what I'm really after is someone to set up proper dashboards for us",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I'm a final year computer science student from Jabalpur, I've been following your company on LinkedIn for a while now, and wanted to know which email address I should send my CV to",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We had a scare last month when someone in accounts clicked a dodgy link, luckily nothing came of it, but my partner thinks we should get someone to check how exposed we are, do you do that?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "Before I fill in any forms I would just like a rough idea, and I know it depends on a lot, of what a fixed price project with your team usually ends up costing in rupees",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Our releases take an entire weekend and something always breaks, the developers are exhausted, I keep hearing people talk about automating deployments with pipelines, is that something your people could set up for us",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "I'm coming to Bhopal next Tuesday for a cousin's wedding and thought I might drop in to meet someone face to face, could you tell me where exactly your place is located",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "My father's company still does every purchase approval on paper with four signatures and it takes a week each time, he is old school but finally open to change, do you help firms get off paper?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We are a seed-stage startup in Austin and our lead investor wants an outside firm to look over our code and architecture before the next round closes, is that the kind of review your consultants take on?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Honestly our website looks like it was made in 2010 and takes forever to open on phones, my marketing guy complains daily, so how many weeks would it take you to build us a fresh one?",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "Our office has around forty people, the wifi keeps dropping, laptops are a mess and nobody knows where the backups are, we really need someone in Madhya Pradesh who can look after all of that for us",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I read somewhere that you built a hospital system with video consultations built in, we are a group of clinics in Nagpur wanting something similar, so what results did that hospital network actually see?",
    cls: "long",
    expect: "/projects/healthcare",
  },

  // typo: phone-style misspellings
  { q: "wat r ur ofice timings on saterday", cls: "typo", expect: "/contact" },
  { q: "do u do penetraton testng for web apps", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "machne lerning servises for forcasting",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "how to aplly for a jobb at nexora", cls: "typo", expect: "/career" },
  { q: "clowd migraton to aws or azzure", cls: "typo", expect: "/services/cloud-solutions" },
  {
    q: "need ui ux desgin and protoypes for my app",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "whats ur fone numbr", cls: "typo", expect: "/contact" },
  { q: "priceing modles and rats", cls: "typo", expect: "/services#pricing" },
  { q: "who is the fonder and ceo of nexora", cls: "typo", expect: "/about" },
  {
    q: "e comerce projct case studdy fashion",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  { q: "kuberntes and ci cd piplines help", cls: "typo", expect: "/services/devops" },
  { q: "privecy polcy do u share my detials", cls: "typo", expect: "/legal/privacy" },

  // vocabulary: the visitor's own words
  {
    q: "mujhe apni dukaan ki website banwani hai, aap log ye kaam karte ho?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "koi vacancy khali hai kya aapki company mein abhi", cls: "vocabulary", expect: "/career" },
  {
    q: "power bi wale reports bana ke doge kya",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "do you guys set up shopify type online stores",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "can you make our tally and gst billing talk to our own software",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "need someone to look after our outlook mail and office 365 licences",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "who's the big boss over there", cls: "vocabulary", expect: "/about" },
  { q: "aapka daftar kis jagah par hai", cls: "vocabulary", expect: "/contact" },
  {
    q: "we want a chatgpt style bot that reads our company pdfs and answers staff",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do you do figma mockups and clickable screens",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "devops engineer ko salary package kya milta hai yahan",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "hackers se company ko bachane ka kaam karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },

  // ambiguous: one word could pull the wrong topic
  {
    q: "our aws bill is out of control every month, can you bring it down?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  { q: "how long have you lot been around?", cls: "ambiguous", expect: "/about|/" },
  {
    q: "is your helpdesk there round the clock if our critical servers die at 2am?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/login",
  },
  {
    q: "can you set up microsoft office and email for our new staff",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we need billing and appointment software for our hospitals",
    cls: "ambiguous",
    expect: "/projects/healthcare|/services/software-development",
  },
  {
    q: "how long did the hospital network project run?",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  { q: "any remote positions going?", cls: "ambiguous", expect: "/career" },
  {
    q: "can you help our company get ISO 27001?",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "what happens to the details I type into the contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "i want to migrate years of old excel sheets into one proper reporting database",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "how big is the yearly learning budget for staff?", cls: "ambiguous", expect: "/career" },
  {
    q: "how much downtime will moving our servers to the cloud cost us?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },

  // multi: two parts, two pages
  {
    q: "What's your phone number, and are you hiring data engineers?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "Who is your CTO, and what did she write about cloud trends for next year?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "do you build flutter apps and what are your engagement models",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "Where is your office, and does this site put cookies on my browser?",
    cls: "multi",
    expect: "/contact & /legal/privacy",
  },
  {
    q: "Tell me about the logistics cloud migration you did, and do you also build CI/CD pipelines?",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/devops",
  },
  {
    q: "what perks do your employees get, and what kinds of businesses are your clients?",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "Can you audit our app's UX and also add AI product recommendations?",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/ai-machine-learning",
  },
  {
    q: "How did the fintech security overhaul turn out, and what does your blog advise on backups?",
    cls: "multi",
    expect: "/projects/security-infrastructure & /blog/cybersecurity-practices",
  },
  {
    q: "what is nexora's mission and what email do i write to",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "Do you run help desks for offices, and what are the six stages you follow on a project?",
    cls: "multi",
    expect: "/services/it-infrastructure & /services#process",
  },
  {
    q: "Which European countries do you serve, and which law governs your website terms?",
    cls: "multi",
    expect: "/#global-presence & /legal/terms",
  },
  {
    q: "do you build snowflake data warehouses, and how are fixed price payments made",
    cls: "multi",
    expect: "/services/data-analytics & /services#pricing",
  },

  // unanswerable: plausible, but the site does not say
  {
    q: "Will Nexora sign a mutual NDA before we share our product idea?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What was your annual revenue last financial year?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Which AWS partner tier is Nexora at, select or advanced?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Do you write smart contracts on Ethereum?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Is relocation assistance offered if I move to Bhopal for an on-site job?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Is there visitor parking at your building?", cls: "unanswerable", expect: "fallback" },
  { q: "What's your employee attrition rate?", cls: "unanswerable", expect: "fallback" },
  {
    q: "If we cancel a fixed-price project halfway, do we get a refund?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Do you develop video games in Unity or Unreal?", cls: "unanswerable", expect: "fallback" },
  { q: "Do employees get stock options or ESOPs?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Do you carry professional indemnity insurance for client projects?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Are you planning to open a branch office in Dubai?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "will it rain in bhopal this weekend", cls: "off-topic", expect: "fallback" },
  {
    q: "how much cream goes into a home-style paneer makhani?",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "which team lifted the ipl trophy most recently", cls: "off-topic", expect: "fallback" },
  { q: "how do you say good morning in french", cls: "off-topic", expect: "fallback" },
  {
    q: "solve x squared minus 5x plus 6 equals 0 for my homework",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "suggest a good thriller movie for tonight", cls: "off-topic", expect: "fallback" },
];

/**
 * The tenth held-out set, written on 2026-11-23 (session 22) by someone who did not read or run
 * the chat, and scored once at the end of that session's first round of tuning (71/90, 78.9 %,
 * with no confident wrong answer to an unanswerable or off-topic question, at 10b67e5); tuning
 * data since.
 */
const tenthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "if we hire you for a pentest, do you check again for free once we've patched the issues?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "will our company data end up training some public AI model if we work with you",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "what's the pay range for the SOC analyst opening and does it involve night shifts",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "is the cloud devops engineer opening work-from-home or do I have to relocate to bhopal",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "which middle east countries do you currently have clients in",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "how many weeks does the initial discovery phase usually run and what do I walk away with",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "does this website drop any cookies or track me with google analytics",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if there's ever a legal dispute about using your website, which city's courts would handle it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how long did the hospital network project take and how many staff did you train",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "according to your cloud trends article, how much do finops habits save on the first year's bill",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "I'm an existing client and lost the invitation to our project workspace, what should I do",
    cls: "unreachable",
    expect: "/login",
  },
  {
    q: "during the QA stage of your delivery, are security scans run on every release or only at the end",
    cls: "unreachable",
    expect: "/services#process",
  },
  // long
  {
    q: "Hi there, I run a small chain of pharmacies in Indore and we've wanted our own app for ages, but I honestly can't decide between native and cross-platform, what would you usually recommend for a business like mine?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Good evening, my cousin recommended your company, and before I fill in any form I just want a rough idea of what the dedicated team option costs per month in rupees, since our budget is tight this year.",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Hello, I'm a final year computer science student from Jabalpur and I'd really love to work with you someday, so could you tell me what happens after I email my CV, like how many interview rounds there are?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We're a lending startup that needs ISO 27001 before our bank partner renews next year, and I heard you did something similar for another fintech, how long did that whole certification journey take them?",
    cls: "long",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "Our warehouse manager keeps complaining that every report is a week old, and honestly we just want one clean dashboard for the bosses, so roughly how soon could we see a first version if we started with you?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I'm a product manager based in London and my team works mostly remotely anyway, so I'm curious which parts of the world you already serve and whether Europe is actually one of them for you.",
    cls: "long",
    expect: "/#global-presence",
  },
  {
    q: "So I've been reading a lot lately about AI pilots that never go anywhere, and I noticed your blog had a piece on this, what were the main reasons it gave for pilots getting stuck before production?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "We already have an old website built by a freelancer who vanished, and our marketing girl wants to change the text without calling a developer every single time, would she be able to edit things herself?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "My father owns a textile business in Surat that still runs on paper registers and courier files, and his staff are quite stubborn about change, so how do you deal with people who resist new systems?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Before we sign anything I want to be clear about one thing, because our last vendor basically held the source code hostage: when you build custom software for us, who actually owns the code afterwards?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "Hey, I sent a message through your contact page yesterday about a possible project and I'm wondering what happens next, does someone call me, and how long does it usually take to hear back?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "I'm thinking of signing up for your newsletter but I'm a bit paranoid about spam and data leaks, so if I give you my email address, how long do you keep it and can I get it removed later?",
    cls: "long",
    expect: "/legal/privacy",
  },
  // typo
  { q: "wat is ur ofice adress in bhopal exactly", cls: "typo", expect: "/contact" },
  {
    q: "do u do penetraton testng for mobile apps n apis",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "hw much does a fixd price projct usually cost", cls: "typo", expect: "/services#pricing" },
  { q: "is the data enginer job hybird or fully remote", cls: "typo", expect: "/career" },
  {
    q: "waht technolgies did you use for the fashon ecomerce store",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "do we realy need kubernets for a small dev team",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "wich year was nexora fouded and by whom", cls: "typo", expect: "/about" },
  {
    q: "can ur AI modles run privatly inside our own cloud acount",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "how many usres do we need per round of ux reserch",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "wht are the steps in ur developmnt proces from start to lanch",
    cls: "typo",
    expect: "/services#process",
  },
  {
    q: "how many servcies did u migrate to aws for the logistcs company",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "r u guys open on saturdys or only weekdys", cls: "typo", expect: "/contact" },
  // vocabulary
  {
    q: "ek mobile app banwane mein roughly kitna kharcha aayega",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  { q: "aapka daftar kis area mein hai, milne aana hai", cls: "vocabulary", expect: "/contact" },
  { q: "naukri ke liye apna resume kis mail id pe bhejun", cls: "vocabulary", expect: "/career" },
  {
    q: "we're shifting premises, can you do the LAN cabling and access points for the new floor",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can you automate our weekly sales MIS so the boys stop updating sheets every monday",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we've got customers in Riyadh and Doha, do you already work with companies over there",
    cls: "vocabulary",
    expect: "/#global-presence",
  },
  {
    q: "can you make a bot that answers staff questions from our HR policy PDFs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "aap log UPI payment wala app bana sakte ho kya",
    cls: "vocabulary",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "looking for a part-time CTO kind of person to guide our startup's tech calls",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "our site crawls on jio 4g and doesn't show up on google, can you fix both",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "hospital wale project mein patients ka waiting time kitna kam hua",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },
  {
    q: "our app looks outdated and customers keep getting confused, can you fix the look and feel",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  // ambiguous
  {
    q: "our AWS bill keeps creeping up every month, can you help bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "how long do you hold on to the message I send through the contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what are the working hours for employees, is there any flexibility",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what does the support and optimization stage after go-live actually involve",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "what rate does the senior full-stack position pay per year",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "in the fintech case study, what was going on with the partner bank's contract",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "can you build a customer portal where each of our clients sees only their own dashboards",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "how many hours do we get to report a cyber incident to CERT-In",
    cls: "ambiguous",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "by how much did the logistics client's infrastructure cost drop after moving",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  { q: "who sits on the leadership team at nexora these days", cls: "ambiguous", expect: "/about" },
  {
    q: "how long does an architecture review take before you give your recommendation",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "is there a support plan for the websites you build, like hosting and monthly updates",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  // multi
  {
    q: "what's your phone number, and are there any openings for designers right now?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "how much is the discovery phase, and what do I get at the end of the strategy and design step?",
    cls: "multi",
    expect: "/services#pricing & /services#process",
  },
  {
    q: "which regions do you serve, and when was the company started?",
    cls: "multi",
    expect: "/#global-presence & /about",
  },
  {
    q: "do you coach our engineers on devops practices, and where does your privacy policy say my data is stored?",
    cls: "multi",
    expect: "/services/devops & /legal/privacy",
  },
  {
    q: "what did the demand forecasting project achieve for the distributor, and who wrote the cloud trends post?",
    cls: "multi",
    expect: "/projects/ai-analytics & /blog/cloud-trends",
  },
  {
    q: "can you take over our half-finished codebase? also, how do clients sign in to see project invoices?",
    cls: "multi",
    expect: "/services/software-development & /login",
  },
  {
    q: "do you run phishing awareness sessions for staff, and what is the 3-2-1 backup rule your blog mentions?",
    cls: "multi",
    expect: "/services/cybersecurity & /blog/cybersecurity-practices",
  },
  {
    q: "will you publish our app on the play store for us, and what health insurance do your employees get?",
    cls: "multi",
    expect: "/services/mobile-development & /career",
  },
  {
    q: "are you tied to any particular vendor when advising, and what's the lowest monthly budget for time and materials?",
    cls: "multi",
    expect: "/services/it-consulting & /services#pricing",
  },
  {
    q: "how did the hospital system speed up insurance claims, and do you also do logos and brand identity?",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "where should a company begin with digital transformation, and which country's law governs your terms of service?",
    cls: "multi",
    expect: "/services/digital-transformation & /legal/terms",
  },
  {
    q: "do you set up microsoft 365 for offices, and how fast did the fashion store's pages load on mobile?",
    cls: "multi",
    expect: "/services/it-infrastructure & /projects/ecommerce-platform",
  },
  // unanswerable
  {
    q: "can you build an NFT marketplace on ethereum for our brand",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "roughly how many crores of turnover did nexora book in FY 2025-26",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there visitor parking at your bhopal office building",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you give any special discount to NGOs or charitable trusts",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora raised money from any venture capital firm",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a paid python course with a certificate for college students",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "when is your next campus placement drive at engineering colleges",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what percentage of your employees are women", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you manufacture IoT hardware like smart meters or sensors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we get a free one-month trial before committing to anything",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you develop mobile games in Unity or Unreal", cls: "unanswerable", expect: "fallback" },
  {
    q: "what is nexora's rating on glassdoor from current employees",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "will it rain in bhopal tomorrow evening", cls: "off-topic", expect: "fallback" },
  { q: "give me a simple recipe for dal makhani at home", cls: "off-topic", expect: "fallback" },
  {
    q: "which team lifted the cricket world cup at wankhede in 2011",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write a python function to reverse a linked list for my assignment",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "roughly how many moons is jupiter known to have now",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how do i say good morning in french to my new client",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The eleventh held-out set, written on 2026-11-23 (session 22, second round) by someone who did
 * not read or run the chat, and scored once at the end of that round's tuning (68/90, 75.6 %,
 * with one confident wrong answer to an unanswerable or off-topic question, at 59e260d); tuning
 * data since.
 */
const eleventhHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "is the cloud devops engineer job fully remote or would I need to come to Bhopal?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "what's the pay range for the SOC analyst opening, and is there extra money for the rotating shifts?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if your pen testers find holes and we patch them, will you check again without charging?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "do you have any customers in Malaysia or Indonesia?",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "how many people do you bring in for each round of usability testing?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "in the hospital network project, how many video consults were done in year one?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "for the logistics company, how many minutes did the switch of the main Oracle database take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "ballpark, what would a dedicated team of your developers cost me per month?",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "if I fill in the contact form, after how long is my message deleted?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "in your security article, within how many hours should critical internet-facing bugs be patched?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "our branch is in Jabalpur, would your IT support guys actually come on-site there?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how many stages does your overall project journey have and what is the final one called?",
    cls: "unreachable",
    expect: "/services#process",
  },
  // long
  {
    q: "Hi there, I run a small chain of pharmacies in Nagpur and we want an app so customers can reorder medicines, so do you also put the app on the Play Store and App Store for us?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Good morning, my father and I want to drop by your place with some papers for a website project, but he is only free on Saturdays, so are you open then and until what time?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "I'm finishing my masters in the UK and moving back to India next spring, and before applying I'd love to understand how long your hiring usually takes from sending the CV to getting an offer.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We're a family furniture business in Jaipur with a really outdated site my nephew built years ago, and honestly I just need to know roughly how many weeks a new marketing website would take with you.",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "My cousin mentioned you built an online shop for a fashion brand that survived a huge Diwali rush, and since we're a clothing label ourselves I'm curious how much their online sales actually grew afterwards.",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "I was reading about tech startups in Madhya Pradesh for a college assignment and your company came up, so I'm wondering who actually started Nexora and what he did before that.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "Our sales numbers live in about six different Excel sheets plus Tally, and every Monday meeting turns into a fight over whose figures are right, so how soon could we realistically see a first dashboard with you?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We're a tiny SaaS team of four developers and a freelancer keeps insisting we must move everything onto Kubernetes, which sounds like overkill to me, so do you think we genuinely need it?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "Before we go any further I need to be sure about one thing because our board is very nervous: if you build an AI tool for us, could our customer data end up training somebody else's model?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "We're a mid-sized manufacturer still running purchase approvals on paper files that travel between four desks, and I'm not even sure where a change like this should begin, so what would you suggest doing first?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Several cloud vendors have been pitching us aggressively for months and I'm tired of sales talk, so I want an honest outside opinion, but first tell me, do you take commissions or referral fees from any vendor?",
    cls: "long",
    expect: "/services/it-consulting|/services/cloud-solutions",
  },
  {
    q: "I read one of your articles on my commute about why AI experiments never make it into daily use, and now I can't remember, what were the main reasons you gave for pilots getting stuck?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  // typo
  { q: "wher is ur ofice in bhopal exactly, wich road", cls: "typo", expect: "/contact" },
  { q: "do u hav any openigs for prodcut desginer", cls: "typo", expect: "/career" },
  { q: "whats teh cost of the discovry phase", cls: "typo", expect: "/services#pricing|/contact" },
  {
    q: "can you hlep us get iso 27001 certifcation",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "cloud migraton to aws without downtyme possible??",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "who ownz the sorce code after u build our softwear",
    cls: "typo",
    expect: "/services/software-development",
  },
  { q: "does ur websit use cookis or trakcers", cls: "typo", expect: "/legal/privacy" },
  {
    q: "how long did the fintek take to get certifed in that securty project",
    cls: "typo",
    expect: "/projects/security-infrastructure",
  },
  { q: "do u do fluter or react nateve apps", cls: "typo", expect: "/services/mobile-development" },
  { q: "wat is the phnoe nmber to call you guys", cls: "typo", expect: "/contact" },
  {
    q: "how many retailrs did the demand forcasting client suply to",
    cls: "typo",
    expect: "/projects/ai-analytics",
  },
  { q: "is there a fractinal cto servise", cls: "typo", expect: "/services/it-consulting" },
  // vocabulary
  {
    q: "mujhe apni dukaan ke liye online store banwana hai, aap log karte ho?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "need someone to look after our office computers and wifi, like an AMC type arrangement",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hacking se bachne ke liye koi service hai kya aapke paas?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you make a ChatGPT-style bot that answers from our company PDFs?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we want proper MIS reports, something like a Power BI view of daily sales",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "naukri ke liye kahan apply karna hai?", cls: "vocabulary", expect: "/career" },
  {
    q: "our app screens confuse people, need Figma wala redesign work",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "our releases are still done by hand over FTP, want Jenkins-type auto deploys",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "everything is on a server sitting in our office almirah, want to shift it all to AWS or Azure",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we're investors and want a tech DD on a startup's code before we put money in",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamare office ka saara kaam kagaz pe hota hai, paperless karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "hum already client hain, project ka status dekhne ke liye login kahan karein?",
    cls: "vocabulary",
    expect: "/login",
  },
  // ambiguous
  {
    q: "my cloud bill keeps creeping up every month, any advice on taming it?",
    cls: "ambiguous",
    expect: "/blog/cloud-trends|/services/cloud-solutions",
  },
  {
    q: "how long does my chat conversation stay saved in the browser?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what are the core hours for people working at Nexora?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we're shifting to a new office floor, can you handle the cabling, wifi and firewall?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you have a care plan for a website after launch, with small edits every month?",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "will the app you make still work offline when the network is patchy?",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "we want a portal where our dealers sign in and see their invoices, can you build one?",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "by what rate did claim settlement speed up for the hospital group you worked with?",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "can you apply masking and retention rules to personal data in our data warehouse?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "can our customer records stay in an Indian location when we move to the cloud?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "can your team run phishing simulations to train our staff?",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you go through our IT vendor contracts and tell us where we're overspending?",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  // multi
  {
    q: "any remote jobs for designers? also where exactly is your office?",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "what's the price of the discovery phase, and do you build apps in Flutter?",
    cls: "multi",
    expect: "/services#pricing & /services/mobile-development",
  },
  {
    q: "who heads engineering at Nexora, and which Middle East countries do you serve?",
    cls: "multi",
    expect: "/about & /#global-presence",
  },
  {
    q: "does this site track me with cookies? and what's your email id?",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "what results did the hospital system get, and do you also set up data warehouses?",
    cls: "multi",
    expect: "/projects/healthcare & /services/data-analytics",
  },
  {
    q: "how do I get into the client portal, and separately can you review our vendor choices?",
    cls: "multi",
    expect: "/login & /services/it-consulting",
  },
  {
    q: "how long did the fintech's ISO 27001 project run, and what do you charge monthly for time and materials?",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services#pricing",
  },
  {
    q: "what is the second step of your delivery process, and do you design logos too?",
    cls: "multi",
    expect: "/services#process & /services/ui-ux-design",
  },
  {
    q: "is the full stack job hybrid? also do you coach our engineers on DevOps?",
    cls: "multi",
    expect: "/career & /services/devops",
  },
  {
    q: "what did your cloud trends post say about Kubernetes, and can you roll out Odoo or Zoho for us?",
    cls: "multi",
    expect: "/blog/cloud-trends & /services/digital-transformation",
  },
  {
    q: "which courts handle disputes under your website terms, and what is your company's mission?",
    cls: "multi",
    expect: "/legal/terms & /about",
  },
  {
    q: "do you do Hindi speech-to-text, and what uptime did the logistics client get after moving to AWS?",
    cls: "multi",
    expect: "/services/ai-machine-learning & /projects/cloud-migration",
  },
  // unanswerable
  {
    q: "do you sponsor work visas for engineers coming from abroad?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is Nexora's annual turnover?", cls: "unanswerable", expect: "fallback" },
  { q: "is there visitor parking at your Bhopal office?", cls: "unanswerable", expect: "fallback" },
  { q: "can we pay your invoices in cryptocurrency?", cls: "unanswerable", expect: "fallback" },
  { q: "do you develop blockchain or NFT projects?", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you offer franchise opportunities in other cities?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does the company arrange cabs for employees on night shifts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is Nexora planning an IPO or already listed on the stock market?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run paid coding classes for school students?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you make mobile video games?", cls: "unanswerable", expect: "fallback" },
  { q: "how many women work at Nexora?", cls: "unanswerable", expect: "fallback" },
  { q: "is there a canteen or free lunch for staff?", cls: "unanswerable", expect: "fallback" },
  // off-topic
  { q: "who won the IPL final last season?", cls: "off-topic", expect: "fallback" },
  { q: "how do I make masala chai at home", cls: "off-topic", expect: "fallback" },
  { q: "what's the capital of Australia", cls: "off-topic", expect: "fallback" },
  { q: "solve 3x + 7 = 22 for x", cls: "off-topic", expect: "fallback" },
  { q: "best time to visit Manali for snow", cls: "off-topic", expect: "fallback" },
  { q: "explain photosynthesis for a class 7 project", cls: "off-topic", expect: "fallback" },
];

/**
 * The twelfth held-out set, written on 2026-11-24 (session 23) by someone who did not read or
 * run the chat, and scored once at the end of that session's first round of tuning (74/90,
 * 82.2 %, with no confident wrong answer to an unanswerable or off-topic question, at 1943623);
 * tuning data since.
 */
const twelfthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "if your testers find holes in our web app and we fix them, do you check again for free?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "will the app go live on play store under our company's developer account or yours",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "data engineer opening - what's the pay range per annum",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "is the product designer job fully remote",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "till what date can I apply for the SOC analyst post",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "which european countries are your clients from",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "what actually happens during the testing and QA stage of a project with you",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "if there's a legal dispute over your website which city's courts would hear it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "in the logistics aws migration how long was the database cut-over window",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how many hospital staff got trained when the healthcare system rolled out",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "do your IT support guys visit offices in Indore or Jabalpur or only Bhopal",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "need your GSTIN and CIN for our vendor onboarding form",
    cls: "unreachable",
    expect: "/legal/terms|/legal/privacy",
  },

  // long
  {
    q: "Hi, we run eight dental clinics around Nagpur and each clinic has its own appointment book and billing software, so patients keep repeating their history and our dentists can't see what was done at another branch. Have you built anything like this for a group of hospitals or clinics?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "We have a small server cupboard in our Pune office with our accounting and file shares, and the boss wants it all moved to AWS or Azure, but we can't afford the business being down during working days, so how do you handle the switch-over?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "Last month one of our accountants clicked a fake invoice link in an email and we nearly lost money, so now management wants everyone to be more careful. Do you run some kind of practical sessions or fake phishing tests for staff?",
    cls: "long",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "I'm in my final year of BTech at a college in Bhopal and I'd really like to work at Nexora after graduating, but I can't find any form on the site, so how exactly do I send you my application?",
    cls: "long",
    expect: "/career#how-to-apply",
  },
  {
    q: "A freelancer built our order management software in PHP about six years ago and has now stopped answering calls. The code sits on a hosting account we control. Would your team be willing to pick it up and keep developing it?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I have a startup idea for a logistics marketplace and some seed money but no tech team, so before I commit to building anything with you, what is the very first paid step and roughly how much does it cost?",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "Our fashion brand's online shop slows down to nothing every time we run a Diwali sale, and the stock shown online never matches what the stores actually have. Have you solved this for any retailer before?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "We are a small angel fund thinking of putting money into a SaaS startup and we'd like someone independent to look at their code, architecture and engineering team before we sign. Is that something your consultants do?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Our factory still runs on paper registers, wet signatures and couriers between the plant and head office, and approvals take days. We want to go digital but honestly don't know where to begin.",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Our support team answers the same questions all day from a 300 page product manual and old tickets. Can you build an assistant that reads our own documents and replies with sources, without sending our data to some public model?",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "I received an email that says it is from Nexora support and asks me to confirm my portal password by replying. It looks a bit off, so I wanted to check with you before doing anything.",
    cls: "long",
    expect: "/login",
  },
  {
    q: "Our delivery app was built four years ago and now it crashes constantly on the cheap Android phones our riders use, and the Play Store keeps warning us about outdated requirements. Can you rescue it or do we have to start over?",
    cls: "long",
    expect: "/services/mobile-development",
  },

  // typo
  { q: "cybersecurty adit and pentesting servces", cls: "typo", expect: "/services/cybersecurity" },
  { q: "clowd migraton to aws", cls: "typo", expect: "/services/cloud-solutions" },
  { q: "wat r ur ofice timings on satrday", cls: "typo", expect: "/contact" },
  { q: "carrer opennings for devlopers", cls: "typo", expect: "/career#open-roles|/career" },
  {
    q: "machne lerning for sales forcasting",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "prvacy polcy", cls: "typo", expect: "/legal/privacy" },
  { q: "mobil app devlopment in fluter", cls: "typo", expect: "/services/mobile-development" },
  { q: "sales dashbord and data analitics", cls: "typo", expect: "/services/data-analytics" },
  { q: "devpos kubernates setup help", cls: "typo", expect: "/services/devops" },
  { q: "who fouded nexora and wen", cls: "typo", expect: "/about" },
  { q: "ui ux desgin and figma prototyp", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "priceing for a dedicted team per mnth", cls: "typo", expect: "/services#pricing" },

  // vocabulary
  {
    q: "office ka wifi baar baar band ho jata hai, koi aake theek karega?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "need someone to turn our excel sheets into automatic reports for the boss",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "kya aap log company ko hackers se bachane ka kaam karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "any work from home openings at nexora",
    cls: "vocabulary",
    expect: "/career#open-roles|/career",
  },
  {
    q: "meri dukaan ka online store banana hai jisme UPI payment ho",
    cls: "vocabulary",
    expect: "/services/web-development|/services/software-development",
  },
  {
    q: "server room hatana hai, sab kuch online rakhna hai",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "senior developer ki tankhwah kitni hai",
    cls: "vocabulary",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "want a chatgpt type bot for our customers",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  { q: "employees ko mediclaim milta hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "whatsapp pe customers ko order updates automatic jaane chahiye",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "looking for a part time CTO for my startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamare app ki screens confusing hain, users ko samajh nahi aata, redesign karna hai",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },

  // ambiguous
  {
    q: "by how much does finops usually bring down the cloud bill",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "after I apply for a job how long until someone gets back to me",
    cls: "ambiguous",
    expect: "/career#how-to-apply|/career",
  },
  {
    q: "what hours are staff expected to be online, is it flexible",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "office address please", cls: "ambiguous", expect: "/contact" },
  {
    q: "how long till we see our first dashboard",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "after the project ends do you stick around for support",
    cls: "ambiguous",
    expect: "/contact#faq|/services#process",
  },
  {
    q: "is this website itself secure, is what I type encrypted",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "how many leaves do employees get in a year", cls: "ambiguous", expect: "/career" },
  {
    q: "is there any warranty after launch on a fixed price project",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "our servers went down at 2am, who do we call", cls: "ambiguous", expect: "/login" },
  {
    q: "how long did the hospital network project take",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "if no role fits, how long do you keep my CV",
    cls: "ambiguous",
    expect: "/career#how-to-apply",
  },

  // multi
  {
    q: "where is your office and do you hire people remotely",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "do you do penetration testing and what does the discovery phase cost",
    cls: "multi",
    expect: "/services/cybersecurity & /services#pricing|/contact",
  },
  {
    q: "who is your CTO and what's the salary for the data engineer role",
    cls: "multi",
    expect: "/about & /career#data-engineer",
  },
  {
    q: "which countries are your clients in and what are your working hours",
    cls: "multi",
    expect: "/#global-presence & /contact",
  },
  {
    q: "do you make flutter apps, and have you done any project for a fashion retailer",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "does this site use cookies, and who owns the code you write for us",
    cls: "multi",
    expect: "/legal/privacy & /services/software-development",
  },
  {
    q: "company kab shuru hui thi aur aap charge kaise karte ho, fixed ya monthly",
    cls: "multi",
    expect: "/about & /services#pricing|/contact#faq",
  },
  {
    q: "are you ISO 27001 certified yourselves and can you help us get certified too",
    cls: "multi",
    expect: "/|/about & /services/cybersecurity",
  },
  {
    q: "why do AI pilots fail according to your blog, and do you do MLOps monitoring",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "how do existing clients see their invoices online, and how long does a time and materials engagement usually run",
    cls: "multi",
    expect: "/login & /services#pricing",
  },
  {
    q: "any openings in cybersecurity, and what basic security steps should a small company take first",
    cls: "multi",
    expect: "/career#security-analyst & /blog/cybersecurity-practices",
  },
  {
    q: "what stages does a project go through with you, and what do your past clients say about you",
    cls: "multi",
    expect: "/services#process & /",
  },

  // unanswerable
  {
    q: "who are nexora's investors, are you VC funded",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what was your annual turnover last year", cls: "unanswerable", expect: "fallback" },
  { q: "do you give ESOPs to employees", cls: "unanswerable", expect: "fallback" },
  {
    q: "will you sign an NDA before I share my startup idea",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you build games in unity or unreal", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you run our instagram and facebook ad campaigns",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a joining bonus for the senior full stack role",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor work visas for foreign candidates",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "whats your refund policy if we cancel the project halfway",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you offer paid training courses with a certificate for college students",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there parking for visitors at your bhopal office",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's your rating on clutch or google reviews",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "how far is the moon from earth in km", cls: "off-topic", expect: "fallback" },
  { q: "write me a birthday shayari for my sister", cls: "off-topic", expect: "fallback" },
  { q: "ipl score today", cls: "off-topic", expect: "fallback" },
  { q: "paneer butter masala recipe", cls: "off-topic", expect: "fallback" },
  {
    q: "which laptop should i buy for college under 50k",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "weekend ke liye koi achhi hindi movie batao", cls: "off-topic", expect: "fallback" },
];

/**
 * The thirteenth held-out set, written on 2026-11-24 (session 23, second round) by someone who did
 * not read or run the chat, and scored once at the end of that round's tuning (71/90, 78.9 %,
 * with one confident wrong answer to an unanswerable or off-topic question, at 5525889); tuning
 * data since.
 */
const thirteenthHeldOut: readonly EvalQuestion[] = [
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

/**
 * The fourteenth held-out set, written on 2026-11-24 (session 23, third round) by someone who did
 * not read or run the chat, and scored once at the end of that round's tuning (68/90, 75.6 %,
 * with three confident wrong answers to unanswerable or off-topic questions, at b86c1dd); tuning
 * data since.
 */
const fourteenthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "if your pentest finds problems and our devs fix them, do you come back and retest for free or is that billed separately?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "what is the yearly pay range you are offering for the data engineer opening at nexora",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "Does Nexora already have customers in Saudi Arabia or Qatar, or mostly just India?",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "in that logistics company migration to AWS how many minutes did the final Oracle database switchover actually take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "How many video consultations did the 12-hospital group run in its first year on the system you built?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "during your testing and QA stage, are security scans and performance checks done on every release or only before go-live?",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "if I send a message through your contact form, after how many months is it deleted from your server?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "in case of a legal dispute over the use of your website, which city's courts have jurisdiction?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "our branch is in Jabalpur, will your engineers physically visit for IT support or is it only in Bhopal?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "for the SOC security analyst vacancy, do people work rotating shifts and is there extra pay for that?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "can your machine learning people handle speech-to-text and document extraction in Hindi as well as English?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "when you build our Android app, will it be published under our own Play Store developer account or yours?",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },

  // long
  {
    q: "We are a mid-sized textile exporter in Surat and our accounts staff still type every purchase invoice into Tally by hand, my son keeps telling me some AI can read these automatically, so I want to know if your company actually builds that kind of thing for businesses like ours.",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "I manage operations for a chain of diagnostic labs and every year when a large hospital partner audits us we scramble to show policies and evidence, so now they are asking us to get properly ISO 27001 certified and I have no idea where to even begin.",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "My co-founder and I have a rough idea for a B2B SaaS tool and honestly we don't know which features will survive the first customers, so we would rather pay month by month as things change than sign one big fixed contract, what sort of arrangement and monthly spend would that be with you?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Last Diwali our online clothing store crashed twice in the middle of the sale and we lost a lot of orders and goodwill, so before the next festive season I want to see whether you have handled that kind of traffic spike for a retailer before.",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "I'm a final-year BTech student from Indore who has built a few React and Node side projects and I would really love to work at a company like yours one day, so can you explain what your hiring steps look like from sending my CV to getting an offer?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Our office has about forty people on two floors and the internet keeps dropping every afternoon, the printer never connects to anyone's laptop and nobody remembers who set up the firewall, is this the sort of mess your team takes over and looks after?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We are a small NBFC in Bhopal and our board is nervous that after moving to the cloud our borrowers' personal data might end up sitting on servers in Singapore or America, so I need to know whether you can design it so everything stays inside India.",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Our management ran a chatbot trial last year that impressed everyone in the demo and now nobody uses it, and I keep reading hype about AI, so I'm looking for your honest view on why these pilots die and what it takes to get one into daily use.",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "Before I type my name and mobile number into any of your forms I would like to understand what this website does with them, whether it drops cookies, and whether anything gets passed on to Google or advertising companies.",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "Right now we release our app once a month on a Saturday night with three people on a call ticking through a checklist and something always breaks, and I am wondering whether you help teams automate the whole build and deployment so this stops happening.",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "I'm the finance head at a distribution company and every Monday review begins with an argument over whose sales figures are correct because each region maintains its own spreadsheet, so what I really want is one trusted set of reports everybody believes.",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We are about to sign a very large ERP contract and I have a feeling the vendor's presales people are not giving us unbiased advice, so before we commit I would like an outside expert who earns no commission from anyone to review the decision for us.",
    cls: "long",
    expect: "/services/it-consulting",
  },

  // typo
  {
    q: "cyber securty pentesting servise for our web portal",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "mobil app devlopment for andriod and iphone both",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "wat is ur ofice adress in bhopaal, want to visit", cls: "typo", expect: "/contact" },
  { q: "carrer oppertunities for cloud devops enginer at nexora", cls: "typo", expect: "/career" },
  {
    q: "privcy polcy of the nexora webiste regarding my data",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "cloud migartion case stuady for the logistcs company",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "ui ux desgin with clickable prototyp in figmaa",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "digitel transformetion to make our offce paperless",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "helthcare managment sytem you made for the hospitel chain",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  { q: "clint portel lgin page for exsisting customers", cls: "typo", expect: "/login" },
  {
    q: "ci cd pipline and kubernets setup by your devops tem",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "where can i read the terms of servise and condtions of this site",
    cls: "typo",
    expect: "/legal/terms",
  },

  // vocabulary
  {
    q: "need someone to sort out the wifi and fix laptops in my small office",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our sales reports are all in excel, can you turn them into live charts that update themselves",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "kya aapki company mein ghar se kaam karne wali naukri milti hai?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "mujhe apni kapdon ki online dukaan ke liye website banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "hackers se company ka data bachane ke liye aap kya karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "want to shift everything from our server room to amazon's servers",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "hamare app ki screens bahut confusing hai, pura look and feel naya karwana hai",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "looking for a part-time tech head for my startup, not a full-time hire",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "do employees get mediclaim that also covers their mom and dad?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "ek business app banwane mein roughly kitna kharcha aayega?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "want the code to go live on its own every time my team pushes to github",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "a bot that can answer staff questions from our own HR policy PDFs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },

  // ambiguous
  {
    q: "how long until a simple company website from you is live?",
    cls: "ambiguous",
    expect: "/services/web-development|/contact",
  },
  {
    q: "what are your timings, I'd like to phone before dropping by",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "if our office network goes down at 2am, what hours does your helpdesk cover?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what does the initial discovery study cost before the actual build?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "our AWS bill keeps growing every month, how do we bring it down?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long is it usually from applying for a job with you to hearing back with an offer?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "if I join Nexora, do I have to come into the office daily or can some roles be done from home?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "as a current client, where can I download the invoices for our project?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "how long would a focused review of our system architecture take?",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "how long did the lending fintech take to become ISO certified with your help?",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "are the price ranges you quote inclusive of GST or is tax added on top?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how soon after starting a data project would our managers see a first dashboard?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },

  // multi
  {
    q: "What's your office phone number, and are you hiring any product designers right now?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "Do you do penetration testing of web apps, and roughly what does a fixed-price project cost with you?",
    cls: "multi",
    expect: "/services/cybersecurity & /services#pricing",
  },
  {
    q: "nexora kitne saal purani company hai aur bhopal office ka pura address kya hai?",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "Show me the fashion retailer e-commerce case study, and tell me which frameworks you use for building websites.",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "Who started Nexora, and can I ask you to delete the personal data I submitted?",
    cls: "multi",
    expect: "/about & /legal/privacy",
  },
  {
    q: "Do you build cross-platform apps in Flutter, and do you have an article on where cloud is heading next year?",
    cls: "multi",
    expect: "/services/mobile-development & /blog/cloud-trends",
  },
  {
    q: "How do existing clients sign in to follow project progress, and what email should a new company write to for an enquiry?",
    cls: "multi",
    expect: "/login & /contact",
  },
  {
    q: "Is the cloud and devops engineer job fully remote, and what does your DevOps service for clients include?",
    cls: "multi",
    expect: "/career & /services/devops",
  },
  {
    q: "What results did the demand forecasting dashboard project deliver, and do you have practical security tips for a growing small firm?",
    cls: "multi",
    expect: "/projects/ai-analytics & /blog/cybersecurity-practices",
  },
  {
    q: "Which European countries do you have clients in, and who leads your security practice?",
    cls: "multi",
    expect: "/ & /about",
  },
  {
    q: "Can you help a paper-heavy office go digital with workflows, and is your office open on Saturdays?",
    cls: "multi",
    expect: "/services/digital-transformation & /contact",
  },
  {
    q: "How much yearly learning budget do your employees get, and what values does the company say it works by?",
    cls: "multi",
    expect: "/career & /about",
  },

  // unanswerable
  {
    q: "What was Nexora's total revenue or turnover in the last financial year?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Does your team build blockchain apps or smart contracts on Ethereum?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there car parking for visitors at your Bhopal office building?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Who are Nexora's investors, and has the company raised any venture funding?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you develop mobile games in Unity or Unreal Engine?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What is your employee attrition rate and your Glassdoor rating?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do registered NGOs and charities get a discount on your services?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How many weeks of maternity and paternity leave does Nexora give its staff?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can we pay your invoices in bitcoin or another cryptocurrency?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you write firmware for IoT sensors and embedded hardware devices?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you run a bug bounty programme with cash rewards for reporting security flaws?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Does the Bhopal office have a cafeteria, and do employees get free lunch?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "will it rain in Bhopal this weekend, planning a trip to Van Vihar",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "give me a recipe for proper masala chai with ginger",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "who won the IPL final last season and by how many runs",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "bhopal se delhi ki train ticket tatkal mein kaise book kare",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "explain the ending of the movie Inception in simple words",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "which shares should I buy for long term investing in 2027",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The fifteenth held-out set, written on 2026-11-24 (session 24) by someone who did not read or
 * run the chat, and scored once at the end of that round's tuning (68/90, 75.6 %, with one
 * confident wrong answer to an unanswerable or off-topic question, at a3ea753); tuning data since.
 */
const fifteenthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "if your pen testers find holes and we patch them, do u check again after or is that charged extra?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "will our company files end up training some public ai model if we use the assistant you build for us",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we have a factory in jabalpur, will your engineers actually come there for hardware issues or is it only remote?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "once you finish building our software who holds the source code and the IP, us or you?",
    cls: "unreachable",
    expect: "/services/software-development|/services",
  },
  { q: "whats the pay range for the soc analyst opening", cls: "unreachable", expect: "/career" },
  {
    q: "is the cloud devops opening tied to bhopal or can someone living in kerala take it",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if i send a general cv without any specific role in mind, how long do you hang on to it?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how many minutes did the logistics company's main database switch-over actually take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "do security scans and performance checks happen only at the very end of a project or all the way through?",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "how long do u keep my details if i fill the contact form but never end up hiring you",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "in case of a legal dispute over the website, which city's courts would handle it?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how many online doctor consultations did that hospital chain do in the first year",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },

  // long
  {
    q: "so we're a mid-sized pharma distributor in indore and honestly our two old servers in the back room are dying, my IT guy says we should move everything to aws or azure, is that something you people handle end to end?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "my cousin runs a clothing label and she keeps saying her online shop crashes during diwali sales, did you ever build something for a fashion brand that could take that kind of festive rush, just curious what it looked like",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "i'm a final year student and i've been reading about why most companies never get their ai experiments past the demo stage, i think one of your articles talked about exactly that, where can i find it?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "our partner bank has suddenly told us we need iso 27001 before they renew the contract and frankly nobody here knows where to even begin, can you actually guide a company through the whole certification thing?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "we push updates to our product maybe once a month because every release turns into a nightmare weekend with the whole team on call, and management now wants faster releases without breaking stuff, what would you do about that?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "there are about forty of us in the office and every other day the internet drops or someone's laptop can't find the printer, we basically need someone who looks after all of this every month so we can just work",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our purchase approvals still go around on paper with like four signatures and it takes a whole week, the MD wants it all digital but the staff is kind of resistant, can you help with both the tech and the people side of it?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "before i spend more money on developers i want someone independent to look at our current architecture and tell me honestly whether we're on the right track, not somebody who'll just push their own product, do you do that kind of review?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "we already have an app but users keep saying it's confusing and loads of people drop off halfway through signup, so i think we need an outside team to review it properly and tell us what to fix first",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "i'm a product designer with about four years in figma, mostly fintech work, and i live in nagpur so i can't really move cities right now, would there be anything for someone like me on your team?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "my startup's monthly cloud spend has gone through the roof over the past few months and everyone keeps mentioning this finops thing, is there any article on your site explaining how to keep those costs in check?",
    cls: "long",
    expect: "/blog/cloud-trends",
  },
  {
    q: "we run a coaching institute and every week our staff spends hours merging attendance and fee data from different spreadsheets just to make reports for the director, surely there's a better way to get one clean view of everything?",
    cls: "long",
    expect: "/services/data-analytics",
  },

  // typo
  { q: "do u do penetraton tesing", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "artifical inteligence solutons for buisness",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "mobil app devlopment andriod and ios",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "custum softwere devlopment for our compny",
    cls: "typo",
    expect: "/services/software-development",
  },
  { q: "devops ci cd pipline automaton help", cls: "typo", expect: "/services/devops" },
  { q: "ui ux desgin servise", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "open postions and hirng proces at nexora", cls: "typo", expect: "/career" },
  { q: "privasy polisy of ur site", cls: "typo", expect: "/legal/privacy" },
  { q: "wat r ur offce timmings", cls: "typo", expect: "/contact|/login" },
  { q: "heathcare hospitl managment projct details", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "digitel transformaton consultancy",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  { q: "sitemp of the webiste pls", cls: "typo", expect: "/sitemap" },

  // vocabulary
  {
    q: "website banwana hai mere restaurant ke liye",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "office mein LAN cabling aur router setup karte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hacking se kaise bachein, company ka data safe rakhna hai",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we want a chatgpt type bot that answers staff questions from our own hr policies",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "part time cto mil sakta hai kya startup ke liye",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  { q: "figma mockups banake doge?", cls: "vocabulary", expect: "/services/ui-ux-design" },
  { q: "koi job vacancy hai experienced logon ke liye?", cls: "vocabulary", expect: "/career" },
  { q: "where do i sign in to see my project invoices", cls: "vocabulary", expect: "/login" },
  { q: "do you have customers in london or new york", cls: "vocabulary", expect: "/" },
  { q: "rate card dikhao apna", cls: "vocabulary", expect: "/services" },
  { q: "mediclaim milta hai employees ko?", cls: "vocabulary", expect: "/career" },
  {
    q: "play store pe app daal doge aap log?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },

  // ambiguous
  { q: "since when have you guys been around", cls: "ambiguous", expect: "/about" },
  { q: "what are your payment terms on a fixed project", cls: "ambiguous", expect: "/services" },
  { q: "u guys have cookies?", cls: "ambiguous", expect: "/legal/privacy" },
  { q: "is there some portal where i upload my resume", cls: "ambiguous", expect: "/career" },
  {
    q: "we need to migrate our office email to microsoft 365",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "if our server crashes what's the recovery plan",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/services/it-infrastructure",
  },
  { q: "who's the boss at nexora", cls: "ambiguous", expect: "/about" },
  {
    q: "can you train our staff to use the new system",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  { q: "is nexora itself certified for anything", cls: "ambiguous", expect: "/|/about" },
  { q: "how long does delivery usually take", cls: "ambiguous", expect: "/contact" },
  {
    q: "what's the first step if i want to work with you",
    cls: "ambiguous",
    expect: "/contact|/services",
  },
  { q: "any client quotes i can read", cls: "ambiguous", expect: "/" },

  // multi
  {
    q: "what's your phone number and are there any remote jobs",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "who founded nexora and where is your office exactly",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "do you do pen tests, and how long would a basic marketing website take?",
    cls: "multi",
    expect: "/services/cybersecurity & /services/web-development",
  },
  {
    q: "flutter apps banate ho? aur ui design bhi karte ho?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "what results did the logistics company get from moving to the cloud, and which cloud providers do you work with",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "does this site store cookies and how do i ask for a quote",
    cls: "multi",
    expect: "/legal/privacy & /quotation",
  },
  {
    q: "tell me about the hospital network project and also your article on ai in business",
    cls: "multi",
    expect: "/projects/healthcare & /blog/future-of-ai",
  },
  {
    q: "do we really need kubernetes, and what does a data engineer earn at your company?",
    cls: "multi",
    expect: "/services/devops & /career",
  },
  {
    q: "how do existing clients log in and what are your saturday hours",
    cls: "multi",
    expect: "/login & /contact",
  },
  {
    q: "can you be our fractional cto and also help us roll out an erp",
    cls: "multi",
    expect: "/services/it-consulting & /services/digital-transformation",
  },
  {
    q: "do we even need a data warehouse, and what did that distributor forecasting project achieve?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "show me all your security related articles and tell me which court handles disputes under your terms",
    cls: "multi",
    expect: "/blog/category/security & /legal/terms",
  },

  // unanswerable
  {
    q: "do you have magento developers? our store runs on magento 2",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you build our backend in laravel", cls: "unanswerable", expect: "fallback" },
  {
    q: "any golang devs on the team? we need our microservices written in go",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we make smart energy meters, can you write the arduino firmware for them",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you make vr walkthroughs for real estate projects",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our old site is on drupal 7, can you maintain it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you make a chrome extension for our sales team",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the hourly rate for one senior react developer",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is your bhopal office wheelchair accessible", cls: "unanswerable", expect: "fallback" },
  { q: "do you give a joining bonus to senior hires", cls: "unanswerable", expect: "fallback" },
  { q: "vikram rao ka personal mobile number chahiye", cls: "unanswerable", expect: "fallback" },
  { q: "what's nexora's rating on glassdoor", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "kal bhopal mein barish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "virat kohli ka test average kitna hai", cls: "off-topic", expect: "fallback" },
  { q: "poha kaise banate hain, recipe batao", cls: "off-topic", expect: "fallback" },
  {
    q: "can you integrate x squared times sin x for my assignment",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "suggest a good bollywood movie for the weekend", cls: "off-topic", expect: "fallback" },
  { q: "suggest a cute name for my new kitten", cls: "off-topic", expect: "fallback" },
];

/**
 * The sixteenth held-out set, written on 2026-11-24 (session 25) by someone who did not read or
 * run the chat, and scored once at the end of that round's tuning (76/90, 84.4 %, with no
 * confident wrong answer to an unanswerable or off-topic question, at 81743b8); tuning data since.
 */
const sixteenthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "yearly learning allowance for employees how much", cls: "unreachable", expect: "/career" },
  {
    q: "do you retest for free once we fix the pentest findings",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "is kubernetes really needed for a small team with 3 services",
    cls: "unreachable",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "when will i get my first dashboard after we start",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "will my company data be used to train some other ai model",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "can u upload the app on play store using our own developer account",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "in the logistics migration how long was the database switchover",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "within how many hours should we patch critical holes on internet facing servers",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "do your engineers come to indore for onsite support",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  { q: "which middle east countries do u have clients in", cls: "unreachable", expect: "/" },
  {
    q: "how much did online sales go up for that fashion brand",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "which city's court handles it if there is a dispute over the website",
    cls: "unreachable",
    expect: "/legal/terms",
  },

  // long
  {
    q: "hi, i run a small chain of 3 dental clinics in jaipur and patients keep calling to book slots, i want an app on android and iphone where they can book appointments themselves, can you build this?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we are a mid sized transport company and our servers sit in an old data centre that keeps running out of capacity during diwali, have you ever moved a company like ours to aws without stopping operations?",
    cls: "long",
    expect: "/projects/cloud-migration",
  },
  {
    q: "my father runs a textile wholesale business with five branches and every branch sends sales figures in separate excel sheets every week, we just want one screen where we can see all the numbers automatically",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "i am in final year btech cse from indore and really into cybersecurity, i wanted to know if the soc analyst opening needs prior experience and whether it involves night shifts",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we are a two person startup with an idea for a b2b platform, money is tight so before signing anything big i want to know what the very first paid step with you costs and how long it takes",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "our in-house dev team is decent but every release takes the whole weekend, something always breaks in production and we roll back by hand, how would you help us fix this mess",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "we are a family owned manufacturing firm where purchase approvals still go on paper and need four signatures, staff is not very techy, how would you help us move to a digital way of working without chaos",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "i am a saas founder based in texas thinking of outsourcing development to india, my main worry is whether i will actually own the source code and ip once the project is done",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "i submitted the contact form last week with my mobile number and email and now i am a bit worried, how long will you keep my details and do you share them with anyone",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "my boss wants AI everywhere but our last chatbot pilot impressed everyone in the demo and then died quietly, is there something on your site about why that happens and how to take it live",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "we are shifting to a new office floor in bhopal with about forty people next month and need cabling, wifi, a firewall and someone to handle our helpdesk after we move in",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our hospital group has 8 branches and patients have to repeat their history at each one, plus insurance claims get stuck for weeks, have you done anything similar for another hospital chain",
    cls: "long",
    expect: "/projects/healthcare",
  },

  // typo
  { q: "wat is ur ofice adress in bhopal", cls: "typo", expect: "/contact" },
  { q: "do you devlop ios aplications", cls: "typo", expect: "/services/mobile-development" },
  { q: "penetraton testng servces", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "machne lerning and predictve models",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "any carrer oppurtunities in nexora right now",
    cls: "typo",
    expect: "/career",
  },
  { q: "privcy polcy", cls: "typo", expect: "/legal/privacy" },
  { q: "clod migraton case studdy", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "websit developmnt for my buisness", cls: "typo", expect: "/services/web-development" },
  { q: "user experiance desgin servics", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "help with ci/cd piplines and deploymnt automaton",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "tearms and condtions of use", cls: "typo", expect: "/legal/terms" },
  { q: "cybersecurty best practics artical", cls: "typo", expect: "/blog/cybersecurity-practices" },

  // vocabulary
  {
    q: "office mein wifi aur network lagwana hai",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "excel ki reports se automatic graphs banwane hain",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "do you have clients in dubai", cls: "vocabulary", expect: "/|/about" },
  { q: "any work from home openings", cls: "vocabulary", expect: "/career" },
  { q: "developer ki naukri hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "kapdon ki online dukaan banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "protect my website from hackers", cls: "vocabulary", expect: "/services/cybersecurity" },
  {
    q: "chatgpt like bot trained on our company pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "android aur iphone dono ke liye app banwana hai",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  { q: "we need a part time cto", cls: "vocabulary", expect: "/services/it-consulting" },
  {
    q: "server room ka data aws pe shift karna hai",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "does this site track me with google analytics",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },

  // ambiguous
  { q: "employee working hours flexible?", cls: "ambiguous", expect: "/career" },
  {
    q: "tips to cut our cloud bill",
    cls: "ambiguous",
    expect: "/blog/cloud-trends|/services/cloud-solutions",
  },
  {
    q: "support for laptops printers and email accounts",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  { q: "whats the plan after i send my enquiry", cls: "ambiguous", expect: "/contact" },
  { q: "where do i log in to see my project invoices", cls: "ambiguous", expect: "/login" },
  {
    q: "how to apply for iso 27001 certificate",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "do you train our staff to use the new systems",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  {
    q: "can i hire a whole team of developers monthly",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "how long did the hospital project take", cls: "ambiguous", expect: "/projects/healthcare" },
  {
    q: "someone called saying they are from nexora and asked for my password",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "will my site go down while moving to the cloud",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  { q: "security team lead who is it", cls: "ambiguous", expect: "/about" },

  // multi
  {
    q: "whats your phone number and are there any data engineer vacancies",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "how much does the discovery phase cost and who founded nexora",
    cls: "multi",
    expect: "/services#pricing & /about",
  },
  {
    q: "do you make android apps? also have you done any hospital project",
    cls: "multi",
    expect: "/services/mobile-development & /projects/healthcare",
  },
  {
    q: "do you use cookies? and which courts handle disputes",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "can you help with an iso 27001 audit, and show me the fintech security case",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "want to read about cloud trends and also need devops pipelines set up",
    cls: "multi",
    expect: "/blog/cloud-trends & /services/devops",
  },
  {
    q: "ui ux designer job ki pay kitni hai aur kya aap clients ke liye figma designs bhi karte ho",
    cls: "multi",
    expect: "/career & /services/ui-ux-design",
  },
  {
    q: "kitne saal purani company hai aur office kahan hai",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "power bi dashboards plus an ai assistant on our internal docs",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "client portal login and i also want a quote for a new project",
    cls: "multi",
    expect: "/login & /quotation",
  },
  {
    q: "ecommerce case study numbers, and can our marketing team edit the website content ourselves",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "need a fractional cto, and what are the steps of your delivery process",
    cls: "multi",
    expect: "/services/it-consulting & /services",
  },

  // unanswerable
  {
    q: "do you offer internships for engineering students",
    cls: "unanswerable",
    expect: "fallback|/career",
  },
  { q: "what is nexora annual turnover", cls: "unanswerable", expect: "fallback" },
  { q: "are you cmmi level 5 certified", cls: "unanswerable", expect: "fallback" },
  { q: "do you build games in unity", cls: "unanswerable", expect: "fallback" },
  {
    q: "any branch office in mumbai or bangalore",
    cls: "unanswerable",
    expect: "fallback|/contact",
  },
  { q: "who are nexora's investors", cls: "unanswerable", expect: "fallback" },
  { q: "can you build an nft marketplace on blockchain", cls: "unanswerable", expect: "fallback" },
  { q: "sales team whatsapp number?", cls: "unanswerable", expect: "fallback|/contact" },
  { q: "do you run coding classes for college students", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you sponsor work visas for foreign developers",
    cls: "unanswerable",
    expect: "fallback|/career",
  },
  {
    q: "does nexora participate in govt tenders on gem portal",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there parking near your bhopal office",
    cls: "unanswerable",
    expect: "fallback|/contact",
  },

  // off-topic
  { q: "how to make paneer butter masala at home", cls: "off-topic", expect: "fallback" },
  { q: "who won the ipl 2024 final", cls: "off-topic", expect: "fallback" },
  { q: "solve x^2 - 5x + 6 = 0", cls: "off-topic", expect: "fallback" },
  { q: "should i buy tata motors shares now", cls: "off-topic", expect: "fallback" },
  { q: "weather in bhopal tomorrow", cls: "off-topic", expect: "fallback" },
  { q: "write a shayari for my girlfriend", cls: "off-topic", expect: "fallback" },
];

/**
 * The seventeenth held-out set, written on 2026-11-24 (session 26) by someone who did not read or
 * run the chat, and scored once at the end of that round's tuning (65/90, 72.2 %, with 3
 * confident wrong answers to unanswerable or off-topic questions, at fd81355); tuning data since.
 */
const seventeenthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "roughly what ctc would a soc analyst on rotating shifts get with u",
    cls: "unreachable",
    expect: "/career#open-roles",
  },
  {
    q: "is the product designer job remote or do i have to relocate to bhopal",
    cls: "unreachable",
    expect: "/career#open-roles",
  },
  {
    q: "can u put upi and wallet payments inside our shopping app",
    cls: "unreachable",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "which gulf countries do u have customers in",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "how many minutes did the logistics company's database switchover take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "if i join how many days off do i get in a year apart from festivals",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if i fill the enquiry form and we never work together, when does my info get deleted",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if there is a legal dispute about your website which city courts handle it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "i lost the invite email for our project workspace, how do i get it resent",
    cls: "unreachable",
    expect: "/login",
  },
  {
    q: "after a pentest do you check again once we fix the issues, is that extra",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "how many online doctor consultations happened in the first year of the hospital system",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "ur blog said something about patching deadlines, within how many hours for internet facing servers",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },

  // long
  {
    q: "we are a mid sized garment exporter in tirupur and our orders are tracked in about 30 spreadsheets that never match, could you build something where management sees one set of numbers every morning",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "i run four dental clinics in pune and patients keep phoning to book slots, my nephew says we need an app for both iphone and android, can your team build it and put it on the play store",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "our company has been on rented servers in a noida data centre for 8 years and the hardware is ageing, management wants aws but we cannot afford our systems going down during the move, how do you handle that",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "im a final year btech student from indore, i have done some figma projects and user interviews for college assignments, do you hire people like me for design or is there a minimum experience",
    cls: "long",
    expect: "/career#open-roles|/career",
  },
  {
    q: "we are a small nbfc and our partner bank wants us iso 27001 certified before they renew, we have maybe eight months and no dedicated security person, can you take us through the audit",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "we sell ayurvedic products online and the store crawls during diwali sales, pages take forever on phones, have you fixed something like this for another retailer and what difference did it make",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "our board has asked for a three year technology roadmap, nobody inside has done one before and we dont want a vendor pushing their own product, do you give independent advice and how long would it take",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "i look after admin for a 40 person CA firm, the internet keeps dropping, every laptop is different and nobody knows if backups actually work, do you provide that kind of regular support locally",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our director approved one fixed amount for this financial year and wants the total known before we sign anything, do you agree a fixed price upfront or is it only hourly billing with you",
    cls: "long",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "we are a hospital group where billing, patient records and appointments run on different software at each branch and doctors cannot see reports from other branches, have you delivered a project like that",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "our accounts team keys in about two thousand supplier invoices by hand every month and its exhausting them, a friend says ai can read invoices automatically now, do you actually build that",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "we push app updates roughly once a month and every release becomes a weekend of firefighting with broken rollbacks, we want someone to set up proper automated pipelines and monitoring with our engineers",
    cls: "long",
    expect: "/services/devops",
  },

  // typo
  { q: "wher exactly is ur offce in bhopal", cls: "typo", expect: "/contact" },
  {
    q: "can ur team do penetraton testing on our web app",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "waht tecnologies does ur team use for building phone apps",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "price of the discovry phse before a project starts?",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  { q: "any curent opennings for engineers", cls: "typo", expect: "/career#open-roles" },
  { q: "who is teh ceo of nexsora and his background", cls: "typo", expect: "/about#team" },
  {
    q: "that trucking firm aws migraton case studdy, where is it",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "is nexora iso certifed for infosec", cls: "typo", expect: "/|/about" },
  {
    q: "does ur website drop any tracking cookis on my browser",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "what year was nexora foundd", cls: "typo", expect: "/about|/" },
  {
    q: "do u offer ui ux desgin servises for saas dashboards",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "whats the way to aply for a jobb, is there a form",
    cls: "typo",
    expect: "/career#how-to-apply",
  },

  // vocabulary
  { q: "aapka daftar bhopal mein kis road pe hai", cls: "vocabulary", expect: "/contact" },
  {
    q: "kya aap log android aur iphone dono ka app banate ho",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "bhai abhi koi job ki vacancy khuli hai kya",
    cls: "vocabulary",
    expect: "/career#open-roles",
  },
  {
    q: "ek business website banwane ka kitna kharcha aayega roughly",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  { q: "aapke yahan ghar se kaam karne ka option hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "hamara system hack ho gaya to aap turant madad kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can u sort out the wifi and printers in our office",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we live in excel sheets, can u turn them into proper charts for the bosses",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "got any customers over in dubai or abu dhabi",
    cls: "vocabulary",
    expect: "/#global-presence",
  },
  {
    q: "any wfh positions for devops people with terraform experience",
    cls: "vocabulary",
    expect: "/career#open-roles",
  },
  {
    q: "want a bot that replies to staff using our company pdfs and policy docs, doable?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "need our site to come up higher on google when ppl search our product",
    cls: "vocabulary",
    expect: "/services/web-development",
  },

  // ambiguous
  {
    q: "our aws bill keeps going up every month, can you help us bring the cost down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long have you guys been in business, not new right",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "how long before i hear back once i email my resume",
    cls: "ambiguous",
    expect: "/career#how-to-apply",
  },
  {
    q: "if our server crashes at 3am on a sunday is anyone there to pick up",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure|/",
  },
  {
    q: "can you set up the network and cabling when we shift to our new office",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hiring anyone for security work at the moment?",
    cls: "ambiguous",
    expect: "/career#open-roles",
  },
  {
    q: "will the bill come monthly or at milestones if we sign up",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "what would my working hours be if i joined, is it flexible",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what do you do with my data if i fill your form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "can our customer data stay inside india if we move to the cloud",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "what's the process after the first interview call",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "do you test designs with actual users before building",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },

  // multi
  {
    q: "do u build flutter apps? and whats ur phone no",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "how much does a dedicated team cost per month and is the senior full stack role hybrid",
    cls: "multi",
    expect: "/services#pricing & /career#open-roles",
  },
  {
    q: "who is your cto, and do you have any articles about where cloud is heading",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends",
  },
  {
    q: "we need api pen testing, also what did you achieve for that lending fintech",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "do you guys handle ci/cd setup, and where do i request a quote",
    cls: "multi",
    expect: "/services/devops & /quotation",
  },
  {
    q: "are you open on sundays? also does the site track me with cookies",
    cls: "multi",
    expect: "/contact & /legal/privacy",
  },
  {
    q: "what do we get from the discovery phase, who heads your security team, and which court handles website disputes",
    cls: "multi",
    expect: "/services#pricing & /about#team & /legal/terms",
  },
  {
    q: "when did nexora start and which countries are ur clients in",
    cls: "multi",
    expect: "/about & /#global-presence",
  },
  {
    q: "what results did the sales forecasting dashboard get, and how soon could we see our first dashboard",
    cls: "multi",
    expect: "/projects/ai-analytics & /services/data-analytics",
  },
  {
    q: "can our marketing team edit the website themselves, and do you also design logos",
    cls: "multi",
    expect: "/services/web-development & /services/ui-ux-design",
  },
  {
    q: "do staff get health insurance? also where do existing clients sign in to check project status",
    cls: "multi",
    expect: "/career & /login",
  },
  {
    q: "can you automate customer updates over whatsapp, and do you have a post on ai for business",
    cls: "multi",
    expect: "/services/digital-transformation & /blog/future-of-ai",
  },

  // unanswerable
  {
    q: "what was the contract value of the finlo credit security project",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is nexora listed on nse, whats the share trading at",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "send me arjun mehta's personal whatsapp number", cls: "unanswerable", expect: "fallback" },
  {
    q: "can u write solidity smart contracts for our token",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much is a salesforce licence per user if we buy through you",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what turnover did nexora report in fy 2025-26", cls: "unanswerable", expect: "fallback" },
  { q: "do u make 3d mobile games in unity or unreal", cls: "unanswerable", expect: "fallback" },
  { q: "what percent of ur employees quit each year", cls: "unanswerable", expect: "fallback" },
  {
    q: "how much monthly stipend do summer interns get at nexora",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "exact price to build a cab booking app like uber, just one number",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you an aws advanced tier or premier tier partner",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the name of the hospital network in your healthcare case study",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "bro who took the ipl trophy in the last final", cls: "off-topic", expect: "fallback" },
  {
    q: "how do i make paneer butter masala at home, steps pls",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "pls solve 3x - 4 = 20 and show steps", cls: "off-topic", expect: "fallback" },
  {
    q: "any good bollywood thriller to watch with family this weekend",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "is the upper lake in bhopal good for boating in december",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write a 500 word essay on climate change for my class 9 homework",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The eighteenth held-out set, written on 2026-11-24 (session 26) by someone who did not read or
 * run the chat, and scored once at the end of that round's tuning (72/90, 80.0 %, with 2
 * confident wrong answers to unanswerable or off-topic questions, at 3fe0b5f); tuning data since.
 */
const eighteenthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "whats the pay band for the data engineer opening", cls: "unreachable", expect: "/career" },
  {
    q: "is the cloud devops role fully remote or do i need to sit in ur office",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how do i send my cv, is there some online form to fill",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  {
    q: "does the staff health insurance also cover employees parents",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "which middle east countries do you have customers in",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "that fashion retailer case study, how many shops did they have",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "does this site track me with cookies or google analytics",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if there's a dispute about using the website which court handles it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "can ur ai models understand hindi voice recordings",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "how many video consultations did the hospital system do in year one",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "how quickly must indian companies report a cyber incident to cert-in",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "lost the invitation mail for our project workspace, what now",
    cls: "unreachable",
    expect: "/login",
  },

  // long
  {
    q: "we are a mid sized textile exporter in surat and our accounts team still keys every purchase order by hand into tally, can you build us custom internal software that connects with tally and gst invoicing",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "my startup has an android app that keeps crashing and the play store reviews are terrible, the freelancer who built it disappeared, do you take over and fix old apps like this or only build new ones",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we run a chain of eight diagnostic labs in pune and our aws bill has nearly doubled in a year without more patients, is there some way you help bring the monthly cloud spend down",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "i am the cto of a small nbfc and our partner bank wants iso 27001 before they renew with us, we have never been through any audit, can your team actually walk us through getting certified",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "our office of about forty people in indore keeps losing internet, nobody looks after the laptops properly and we have no it guy, do you provide an ongoing helpdesk and come on site for a place like ours",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "final year btech student here, i have done a few projects in react and node and wanted to know whether you hire freshers or interns right now or are all the openings for experienced people",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we are a german company thinking of handing a long running product to an indian team and we want the same people on it for a year or more, how does pricing work for that kind of arrangement",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "before we sign anything i want to understand what happens in the first few weeks, like do you do some paid study of our needs first and roughly how much does that initial phase cost us",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "we sell spices online and have two years of orders in spreadsheets plus shopify exports, management keeps asking for one screen showing sales by city, how soon could you get a first version of that live",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "our hr and finance approvals still travel on paper files between three floors and take a week each, leadership wants it all digital but staff hate new tools, how would you handle that kind of change",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we are a hospital group thinking about one shared patient record across all our branches plus video consults for small towns, have you actually done something like this before and what came out of it",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "i run a small chartered accountancy firm and honestly dont know if we should move to aws or azure or just keep our local server, is there someone who gives unbiased advice without pushing a vendor",
    cls: "long",
    expect: "/services/it-consulting|/services/cloud-solutions",
  },

  // typo
  { q: "do u do penetation testing", cls: "typo", expect: "/services/cybersecurity" },
  { q: "wat is the adress of ur bhopal ofice", cls: "typo", expect: "/contact" },
  { q: "do you make fluter aps", cls: "typo", expect: "/services/mobile-development" },
  { q: "whats the sallary for senoir full stack", cls: "typo", expect: "/career" },
  {
    q: "can you migrate our databse to amazon clowd",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "buisness inteligence dashboards in power bi?",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "kubernates and ci cd pipline setup", cls: "typo", expect: "/services/devops" },
  { q: "who is the founer of nexora", cls: "typo", expect: "/about" },
  {
    q: "privcy policy, do u share my data with thrid parties",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "ui ux desing for our exsisting app", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "shopify websit redesign and seo", cls: "typo", expect: "/services/web-development" },
  { q: "how manny projects have you compleeted", cls: "typo", expect: "/|/about" },

  // vocabulary
  {
    q: "can you set up outlook mail and teams calls for my staff",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you make chatbots that read our hr policy pdfs and reply to employees",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "any jobs i can do from my hometown without relocating",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "need an online shop where buyers can pay with gpay",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "some hacker got into our server last night, who do i ring urgently",
    cls: "vocabulary",
    expect: "/services/cybersecurity|/login",
  },
  { q: "do you serve clients in the gulf", cls: "vocabulary", expect: "/#global-presence" },
  {
    q: "iphone aur android dono pe chalne wala app chahiye, bana doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "job ke liye apply kaise karu, cv kis mail pe bhejna hai",
    cls: "vocabulary",
    expect: "/career#how-to-apply",
  },
  { q: "aapka daftar kahan hai bhopal mein, pata bata do", cls: "vocabulary", expect: "/contact" },
  {
    q: "hamari website mobile pe bahut dheere khulti hai, theek kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "company kab shuru hui thi aur kitne log kaam karte hain",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "hamara billing aur stock register abhi tak kagaz pe hai, iske liye software bana sakte ho?",
    cls: "vocabulary",
    expect: "/services/software-development|/services/digital-transformation",
  },

  // ambiguous
  {
    q: "are ur engineers reachable at 2am if our systems go down",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure",
  },
  { q: "how long have u guys been around", cls: "ambiguous", expect: "/about|/" },
  {
    q: "how long would a basic company website take",
    cls: "ambiguous",
    expect: "/services/web-development|/contact",
  },
  {
    q: "my cloud bill is way too high, can you help",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "what would it cost to have a team of 5 devs for a year",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "any security jobs going", cls: "ambiguous", expect: "/career" },
  {
    q: "can you set up the network in our new office",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "if i fill in ur contact form where does my info end up, is it safe",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "whats the interview process like", cls: "ambiguous", expect: "/career" },
  {
    q: "can you test our app with real users before launch",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "do you run training for our staff on spotting phishing mails",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  { q: "where do existing clients go to see their invoices", cls: "ambiguous", expect: "/login" },

  // multi
  {
    q: "do you build ios apps and whats ur phone number",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "where are you located and are there any remote jobs",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "fixed price range? also do you do seo",
    cls: "multi",
    expect: "/services#pricing & /services/web-development",
  },
  {
    q: "tell me about the logistics cloud migration, and do you also do devops consulting",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/devops",
  },
  {
    q: "who heads ur security practice and can you help with soc 2",
    cls: "multi",
    expect: "/about & /services/cybersecurity",
  },
  {
    q: "is there a blog post about ai in business and can you build a forecasting model for us",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "what do you do with chat data and how do i ask for a quote",
    cls: "multi",
    expect: "/legal/privacy & /quotation",
  },
  {
    q: "which countries are ur clients in and when was nexora started",
    cls: "multi",
    expect: "/#global-presence & /about",
  },
  {
    q: "do you do ux audits, and what perks do employees get",
    cls: "multi",
    expect: "/services/ui-ux-design & /career",
  },
  {
    q: "what skills does the data engineer job need and do you use snowflake for client work",
    cls: "multi",
    expect: "/career & /services/data-analytics",
  },
  {
    q: "can u help with iso 27001, do you roll out erp for manufacturers, and where is ur office",
    cls: "multi",
    expect: "/services/cybersecurity & /services/digital-transformation & /contact",
  },
  {
    q: "client login kaha hai and is there an rss feed for ur articles",
    cls: "multi",
    expect: "/login & /blog",
  },

  // unanswerable
  { q: "whats nexora's share price on nse today", cls: "unanswerable", expect: "fallback" },
  { q: "can i get arjun mehta's personal mobile number", cls: "unanswerable", expect: "fallback" },
  {
    q: "how much did finlo credit pay you for their security project",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can ur team code solidity contracts for an nft drop",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you develop games in unity or unreal", cls: "unanswerable", expect: "fallback" },
  { q: "exact price for a 10 screen flutter app pls", cls: "unanswerable", expect: "fallback" },
  { q: "can you migrate our mainframe cobol programs", cls: "unanswerable", expect: "fallback" },
  { q: "how many crores did nexora earn in fy25", cls: "unanswerable", expect: "fallback" },
  {
    q: "whats the hourly rate for a salesforce developer",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "does nexora have a quantum computing team", cls: "unanswerable", expect: "fallback" },
  {
    q: "what is the name of the hospital network in ur healthcare case study",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what gst percentage do you add on your invoices", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "csk vs mi kal ka match kisne jeeta", cls: "off-topic", expect: "fallback" },
  { q: "recipe for paneer butter masala pls", cls: "off-topic", expect: "fallback" },
  {
    q: "help with my class 10 trigonometry homework, sin 30 + cos 60 = ?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "any good thriller series on netflix to binge tonight",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "will it rain in bhopal this sunday, need to plan a picnic",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "write my essay on climate change in 300 words", cls: "off-topic", expect: "fallback" },
];

/**
 * The nineteenth held-out set, written on 2026-11-24 (session 27) by someone who did not read or
 * run the chat, and scored once at the end of that round's tuning (75/90, 83.3 %, with no
 * confident wrong answer to an unanswerable or off-topic question, at 27a319d); tuning data since.
 */
const nineteenthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engineer wali job ka package kitna hai per annum?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "the SOC analyst opening, can i do it from home or is it bhopal office only",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "how many paid leaves in a year do ur employees get",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "for applying do i fill some portal or just mail? what should i put in subject",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  { q: "which gulf countries are your clients in", cls: "unreachable", expect: "/" },
  {
    q: "if i send something thru ur contact form how long do you keep my details stored",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "in case of a legal dispute over the website, courts of which city have jurisdiction",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "in that logistics aws move, how many minutes did the main database switch over take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "ur blog on security says critical bugs on internet facing servers should be patched within how many hrs?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "dedicated team option - how many people minimum and how much notice to shrink it",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "after a pentest, if we fix the findings do you re-test them free or charge again",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "we are in jabalpur, will ur engineers come on site for network problems or only remote",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  // long
  {
    q: "Hi, I run 3 small clinics in Indore and right now patients book by calling our reception, it's total chaos in the mornings. We want something where people see which doctor is free and book a slot from their phone. Can your team make this as an app for both android and iphone?",
    cls: "long",
    expect: "/services/mobile-development|/projects/healthcare",
  },
  {
    q: "We are textile exporters in Surat. Our accounts girls type every purchase bill by hand into Tally and month end is a nightmare, always mistakes. Somebody told me AI can now read invoices by itself - is that something you people actually do?",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "hello sir, i am in final year btech cse from a college in bhopal. done 2 react projects and one summer internship. is there any opening for freshers at nexora or should i just mail my resume anyway?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Our server room is ancient and every Diwali season we run out of capacity. Management now wants to shift everything to AWS or Azure but we run trucks 24x7 and honestly we're scared of the systems going down midway. How do you handle a move like this without stopping the business?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "We're a small non-profit and money is tight. Before signing up for a big project I'd like to know if there's a small paid first stage to figure out what we need. What does that first bit cost and how long does it run?",
    cls: "long",
    expect: "/services|/contact",
  },
  {
    q: "Last month someone in accounts clicked a dodgy link in an email and our mailbox got taken over. We're about 40 people and nobody here does security full time. Do you run some kind of training for staff so this doesn't keep happening?",
    cls: "long",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "I'm based in Dubai and run a real estate brokerage. We need a new site in English and Arabic, and our marketing girl should be able to put up new listings herself without calling a developer each time. Is that something you can build?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "Our startup's product was built by a freelancer who has now vanished. The code is sitting in GitHub but none of us really understand it. Would your team be willing to pick it up and keep developing it, or do you only start projects from scratch?",
    cls: "long",
    expect: "/services/software-development|/services/mobile-development",
  },
  {
    q: "My father has an FMCG distribution business in MP, supplying kirana shops. Every festival they either run out of the fast-moving items or get stuck with too much of the rest, and it's all tracked in excel. Have you ever done stock forecasting for a distributor like this?",
    cls: "long",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "Got a mail today from someone claiming to be from Nexora support, asking me to reply with my portal password so they can 'fix my account'. Felt a bit fishy to me. Is this really you guys?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "My boss wants to meet your people face to face next week, we'll drive down from Indore. Can you share the full address of your place in Bhopal and which days you're actually open?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We use Zoho for sales but the rest of the company still runs on paper registers and whatsapp groups. Our ops manager wants to go fully paperless, but the older staff are pushing back hard. How would you approach something like this?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  // typo
  { q: "do u do penetraton testng", cls: "typo", expect: "/services/cybersecurity" },
  { q: "wat is ur ofice adress", cls: "typo", expect: "/contact" },
  { q: "clowd migraton servises", cls: "typo", expect: "/services/cloud-solutions" },
  { q: "any vacncy for product desiner", cls: "typo", expect: "/career#product-designer" },
  { q: "fluter app developement", cls: "typo", expect: "/services/mobile-development" },
  { q: "who is the fouder of nexora", cls: "typo", expect: "/about" },
  { q: "privcy polcy - do u use cookeis", cls: "typo", expect: "/legal/privacy" },
  { q: "need dashbords for our sales numbrs", cls: "typo", expect: "/services/data-analytics" },
  { q: "kubernates and ci cd piplines help", cls: "typo", expect: "/services/devops" },
  { q: "wen was the compny started", cls: "typo", expect: "/about" },
  { q: "ux audt of our existing app desgin", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "need a fractinal cto, tecnology roadmap", cls: "typo", expect: "/services/it-consulting" },
  // vocabulary
  { q: "android apps banate ho kya", cls: "vocabulary", expect: "/services/mobile-development" },
  {
    q: "website banwani hai, kitne din lagenge",
    cls: "vocabulary",
    expect: "/services/web-development|/contact",
  },
  {
    q: "can u set up company gmail and google drive for our 30 staff",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "want a chatgpt type bot that answers from our own company documents",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "hackers se bachne ke liye security check karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  { q: "power bi reports bana doge?", cls: "vocabulary", expect: "/services/data-analytics" },
  { q: "aapke yahan naukri mil sakti hai kya", cls: "vocabulary", expect: "/career" },
  { q: "company ka malik kaun hai", cls: "vocabulary", expect: "/about" },
  { q: "aapki company ka head kaun hai", cls: "vocabulary", expect: "/about" },
  {
    q: "online dukaan like amazon for my saree business",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "customers ko whatsapp pe updates mil jaye instead of calling us, possible?",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "auto deploy setup with jenkins or github actions",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "need figma mockups for a new app idea",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  // ambiguous
  { q: "how long before i hear back after mailing my cv", cls: "ambiguous", expect: "/career" },
  {
    q: "what are the working hours for people who work at nexora, is it flexible",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "where can i see the invoices for our ongoing project", cls: "ambiguous", expect: "/login" },
  { q: "who heads the security side at your company", cls: "ambiguous", expect: "/about" },
  {
    q: "is there a monthly plan that covers hosting, backups and small edits to our site",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "we're shifting to a new office, can you do the wifi and cabling",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "does your AI support hindi voice to text",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "can you review our IT costs and tell us where the money is going",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "our aws bill tripled this quarter, can you look into it",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "can we hire a team from you that works in our time zone long term",
    cls: "ambiguous",
    expect: "/services",
  },
  {
    q: "what's the process for getting hired, how many rounds",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we're already a client - who do we contact if our systems go down at 2am",
    cls: "ambiguous",
    expect: "/login",
  },
  // multi
  {
    q: "whats ur email id and do u have any work from home jobs",
    cls: "multi",
    expect: "/contact|/login & /career",
  },
  {
    q: "do you make iphone apps? and roughly what does a fixed price project cost",
    cls: "multi",
    expect: "/services/mobile-development & /services",
  },
  {
    q: "who is your cto and where exactly is your office",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "can you help us get iso 27001? also which is better for us aws or azure",
    cls: "multi",
    expect: "/services/cybersecurity & /services/cloud-solutions",
  },
  {
    q: "kitne saal se kaam kar rahe ho aur website bhi banate ho kya",
    cls: "multi",
    expect: "/about|/ & /services/web-development",
  },
  {
    q: "is the senior full stack role hybrid, and which countries are ur clients from",
    cls: "multi",
    expect: "/career#senior-full-stack-engineer & /",
  },
  {
    q: "does this site use cookies and are you open saturdays",
    cls: "multi",
    expect: "/legal/privacy|/legal/terms & /contact|/login",
  },
  {
    q: "what results did the fashion retailer get from the new online store, and do you do seo",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "do we really need kubernetes? also what do we get at the end of the discovery phase",
    cls: "multi",
    expect: "/services/devops|/blog/cloud-trends & /services|/contact",
  },
  {
    q: "do you build ai chatbots, what's your phone no, and is there a designer job open",
    cls: "multi",
    expect: "/services/ai-machine-learning & /contact|/login & /career#product-designer",
  },
  {
    q: "what happens after i send an enquiry, and how long does a basic website usually take",
    cls: "multi",
    expect: "/contact & /contact|/services/web-development",
  },
  {
    q: "how do you move us to cloud without downtime and can you also run a helpdesk for our office staff",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/it-infrastructure",
  },
  // unanswerable
  {
    q: "blockchain based supply chain tracking bana sakte ho?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is nexora appraised at cmmi level 5", cls: "unanswerable", expect: "fallback" },
  { q: "do you have a branch office in nairobi", cls: "unanswerable", expect: "fallback" },
  { q: "unity 3d mobile game development", cls: "unanswerable", expect: "fallback" },
  { q: "are your systems hipaa certified for us clinics", cls: "unanswerable", expect: "fallback" },
  { q: "what is nexora's annual turnover in crores", cls: "unanswerable", expect: "fallback" },
  { q: "do you write firmware for iot sensors", cls: "unanswerable", expect: "fallback" },
  {
    q: "is the company listed on nse, whats the share price",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can i pay your invoice in bitcoin or usdt", cls: "unanswerable", expect: "fallback" },
  {
    q: "drone survey data processing for construction sites",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do employees get PF and gratuity", cls: "unanswerable", expect: "fallback" },
  {
    q: "any ruby on rails developers for maintaining our old app",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "poha kaise banate hai", cls: "off-topic", expect: "fallback" },
  { q: "who won the ipl final in 2024", cls: "off-topic", expect: "fallback" },
  { q: "solve for x: 2x + 5 = 17", cls: "off-topic", expect: "fallback" },
  { q: "best hill station near bhopal for a weekend trip", cls: "off-topic", expect: "fallback" },
  { q: "write a birthday shayari for my sister", cls: "off-topic", expect: "fallback" },
  { q: "how to reduce belly fat in 2 weeks", cls: "off-topic", expect: "fallback" },
];

/**
 * The twentieth held-out set, written on 2026-11-24 (session 27) by someone who did not read or
 * run the chat, and scored once at the end of that round's tuning (78/90, 86.7 %, with no
 * confident wrong answer to an unanswerable or off-topic question, at d7f7318); tuning data since.
 */
const twentiethHeldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "what does the data engineer position pay per year", cls: "unreachable", expect: "/career" },
  {
    q: "is ur cloud & devops engineer vacancy fully work from home or do i need to come to bhopal",
    cls: "unreachable",
    expect: "/career",
  },
  { q: "do you have any customers in qatar", cls: "unreachable", expect: "/" },
  {
    q: "how much is the mediclaim cover for staff and does it include parents",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "does nexora.example run google analytics or facebook pixel on visitors",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if there is a legal dispute about the website which city's courts decide it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "by what percent did the distributor cut its inventory after the forecasting dashboard",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "in your 2027 cloud trends article what do you say about tagging resources",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "at which stage of your delivery process do security scans and performance checks happen",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "can your ai team do speech to text for hindi calls",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we are shifting to a new office floor, can you handle the IT fit-out and move",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "none of the open jobs match me, can i still send my cv and how long do you keep it",
    cls: "unreachable",
    expect: "/career",
  },

  // long
  {
    q: "Hi, I run three bakeries in Indore and we still take orders on paper slips and WhatsApp. My staff are not very comfortable with computers. Can you help us move ordering and stock tracking to something digital without confusing everyone?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We are a small logistics startup and our app runs on two old servers in a rented rack. It keeps crashing in peak hours and the hosting guy is unreachable. Could you help us shift everything to AWS without taking the app offline?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "I'm in the final year of my B.Tech in computer science and I've done two internships with React and Node. I would really like to work close to my family in Bhopal. Is your company hiring anyone at the moment?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "My friend's company got hit by ransomware last month and lost a week of invoices. We are around 40 people with nobody looking after security at all. Can your people try to break into our systems and tell us where we are weak?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "We paid another agency for a web portal that is only half done and now they have stopped answering calls. All the code is sitting in our GitHub account. Is it possible for your developers to pick up somebody else's code and finish it?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I'm a founder based in Dubai looking for a long term technology partner. We would want the same four or five developers working only on our product for at least a year. How would pricing work for that kind of setup?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "Our sales numbers sit in Tally, three Excel files and a CRM nobody updates. Every month the directors ask for a summary and it takes my team two full days to put together. Could you build us one place to see it all?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We are a hospital group planning to replace our paper OPD registers and billing counters. Before we talk to any vendor, I would like to see whether you have actually done this kind of work before and what came out of it.",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I filled in the form on your website last evening with details of our online store project. I haven't heard anything back yet and I'm getting a little anxious about it. When should I realistically expect someone from your side to respond?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "Our company is an existing client, your team built our inventory system last year. Our auditors now want the latest invoices and the project documents from you. Where exactly do I sign in to download those files myself?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "We are a UK based lending startup and our bank partners keep asking about our security certification. We want to get ISO 27001 this year but honestly have no idea where to begin. Is that something your people can guide us through?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I have an idea for an app that lets kirana shops track credit given to regular customers. I have no technical background and only some rough sketches on paper. Before spending lakhs on coding, can you help me design it and test it with shopkeepers?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },

  // typo
  {
    q: "do u guys do penetration tesitng for web apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "job vacncies in ur bhopal office", cls: "typo", expect: "/career" },
  { q: "nexora ofice adress and pin code", cls: "typo", expect: "/contact" },
  {
    q: "fluter or react natve app for my shop",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "kubernets + ci/cd piplines for our microservices",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "where is ur privcy polcy page", cls: "typo", expect: "/legal/privacy" },
  { q: "existing clinet login portel link", cls: "typo", expect: "/login" },
  {
    q: "machien lerning for sales forcasting",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "wesbite redesign on wordpres with seo", cls: "typo", expect: "/services/web-development" },
  { q: "who started nexora, teh founder name", cls: "typo", expect: "/about" },
  {
    q: "need tech stratgy consultnacy for expansion",
    cls: "typo",
    expect: "/services/it-consulting",
  },
  {
    q: "can u buld power bi dashbords for our sales team",
    cls: "typo",
    expect: "/services/data-analytics",
  },

  // vocabulary
  {
    q: "kya aap online dukaan wali website banate ho",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "iphone aur android dono ke liye app bana doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "office ka wifi aur computer ka maintenance karte ho kya",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hackers se company ka data kaise bachaoge",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  { q: "aapki company me naukri chahiye", cls: "vocabulary", expect: "/career" },
  { q: "bhai rate card bhejo, kitna charge karte ho", cls: "vocabulary", expect: "/services" },
  {
    q: "chatgpt type bot trained on our company handbooks",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we want push to deploy with automatic rollbacks",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "lift and shift our data centre to azure",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "need a virtual cto for our seed stage startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "someone to make our app screens prettier and easier to click through",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  { q: "aapka daftar kahan pe hai", cls: "vocabulary", expect: "/contact" },

  // ambiguous
  {
    q: "how long do u hold on to the info i typed in the enquiry form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "what hours are employees expected to be online", cls: "ambiguous", expect: "/career" },
  { q: "who's on the leadership team", cls: "ambiguous", expect: "/about" },
  { q: "where can i see and download my bills from you", cls: "ambiguous", expect: "/login" },
  {
    q: "do you keep supporting the product after it goes live",
    cls: "ambiguous",
    expect: "/contact|/services",
  },
  {
    q: "how much experience is needed for the SOC analyst opening",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how long is it from applying to getting an offer letter",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "is the office open on saturdays", cls: "ambiguous", expect: "/contact" },
  {
    q: "what's the plan of action when you migrate us to the cloud, step by step",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  { q: "is a quote from you a binding contract", cls: "ambiguous", expect: "/legal/terms" },
  {
    q: "our aws cost keeps creeping up every month, can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  { q: "any experience with hospital software?", cls: "ambiguous", expect: "/projects/healthcare" },

  // multi
  {
    q: "where is your office located and are you hiring security people",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "do you build react native apps? and roughly what does a fixed price project cost",
    cls: "multi",
    expect: "/services/mobile-development & /services",
  },
  { q: "who is the ceo, and do you have clients in australia", cls: "multi", expect: "/about & /" },
  {
    q: "shopify store banate ho kya? aur payment milestone wise hota hai?",
    cls: "multi",
    expect: "/services/web-development & /services",
  },
  {
    q: "does your website track me with cookies, and under which country's law are the terms",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "which monitoring tools do you use for devops, and can you help us pass an iso 27001 audit",
    cls: "multi",
    expect: "/services/devops & /services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "tell me about the fashion retailer project and also the fintech security one",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /projects/security-infrastructure",
  },
  {
    q: "is the product designer job remote? also what does your ux process look like for clients",
    cls: "multi",
    expect: "/career & /services/ui-ux-design",
  },
  {
    q: "can you set up a snowflake warehouse and then do demand forecasting with ai on top",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "how do existing clients get into the portal, and what number do i call for sales",
    cls: "multi",
    expect: "/login & /contact|/login",
  },
  {
    q: "who wrote the article on moving ai pilots into production? and do you help pick vendors",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/it-consulting",
  },
  {
    q: "minimum duration for a dedicated team? do u do backup and disaster recovery? open on sundays?",
    cls: "multi",
    expect: "/services & /services/it-infrastructure|/services/cloud-solutions & /contact",
  },

  // unanswerable
  { q: "do u guys build blockchain dapps on ethereum", cls: "unanswerable", expect: "fallback" },
  { q: "has nexora been appraised at cmmi level 5", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you write firmware for our iot temperature sensors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we have an old php laravel portal, will you maintain it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you build vr walkthroughs for real estate projects",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are the hospital systems you build certified hipaa compliant",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "roughly how many crores was nexora's turnover in fy 2025-26",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "does nexora run a branch in nairobi, kenya", cls: "unanswerable", expect: "fallback" },
  {
    q: "have you ever delivered a project for a company in brazil",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do employees get esops or stock options", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there a relocation allowance for new joiners moving to bhopal",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is nexora a registered nasscom member", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "give me a paneer butter masala recipe for 4 people", cls: "off-topic", expect: "fallback" },
  { q: "who won the ipl final in 2025", cls: "off-topic", expect: "fallback" },
  { q: "solve x^2 - 7x + 12 = 0 step by step", cls: "off-topic", expect: "fallback" },
  { q: "kal bhopal me barish hogi kya, weather batao", cls: "off-topic", expect: "fallback" },
  { q: "suggest a good hindi movie for this weekend", cls: "off-topic", expect: "fallback" },
  { q: "how do you say thank you in japanese", cls: "off-topic", expect: "fallback" },
];

/**
 * The twenty-first held-out set, written on 2026-11-24 (session 28) by someone who did not read
 * or run the chat, and scored once at the end of that round's tuning (69/90, 76.7 %, with one
 * confident wrong answer, to an off-topic question, at d4f4ae1); tuning data since.
 */
const twentyFirstHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "how much money do employees get each year for courses and certifications",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "is the medical cover only for me or are my parents included too",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if there's a dispute about your website which city's courts handle it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "are you guys open on saturdays, till what time",
    cls: "unreachable",
    expect: "/contact|/login",
  },
  {
    q: "is testing done only at the end of the project or throughout",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "we are based in riyadh, do you already have clients in saudi or nearby gulf countries",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "whats the smallest paid first step to start working with you and its cost",
    cls: "unreachable",
    expect: "/services#pricing|/contact",
  },
  {
    q: "how many minutes was the oracle cut-over on that trucking company migration",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "who runs your security practice and what qualifications does he hold",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "how long do you hold on to the details i send in a quote request",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "with a dedicated team how much notice do i give to shrink it",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "how many hospital staff got trained when the patient record system rolled out",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },

  // long
  {
    q: "we are a mid size pharma distributor in indore, around 40 people, our sales team still tracks orders and stock in excel and whatsapp and honestly its a mess, can you build something that shows it all in one place",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "hi, i run three dental clinics in bhopal and the receptionist is overloaded because patients keep calling to book slots, we want patients to book appointments themselves from android and iphone, do you make that kind of thing",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "our company has about 80 laptops across two offices, wifi keeps dropping in the conference room, nobody knows where the backups are and we have no IT person, do you provide ongoing helpdesk and onsite support for this",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "a big enterprise customer is interested in us but their procurement sent a security questionnaire and wants iso 27001 within the year, we are a 60 person fintech, can you actually get us through that audit",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "im a final year btech student from jabalpur, did a couple of internships in react and node and want to work in MP, do you hire people remotely or would i have to move to bhopal",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we are a textile exporter, our erp is fifteen years old, the vendor has shut down, and the board keeps asking whether to buy something new or rebuild, we need someone neutral to tell us honestly what to do",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "our aws bill went from 2 lakh to almost 7 lakh a month in one year and nobody in the team can explain why, the devs just keep adding servers, can you look into it and bring the cost down",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we launched our skincare brand last year on a cheap template site that loads slowly on phones and google barely shows us, we want a proper fast site with good seo that our marketing person can update herself",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "my father runs a 200 person manufacturing unit near mandideep where every purchase approval is a paper file moving between four desks for days, he wants to go paperless but staff resist, is this something you handle",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "before i waste anyones time, we are a bootstrapped startup with maybe 8 to 10 lakh for a first version and the scope changes every week, which way of working with you would suit us best",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "our claims team reads hundreds of pdf documents every day and types the data into our system by hand, management wants to try AI but worries customer data will leak outside, do you take on this kind of work",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our developers only release once a month because every deployment breaks something and we roll back by hand on weekends, we want the whole release process automated with proper rollbacks, is that something your team sets up",
    cls: "long",
    expect: "/services/devops",
  },

  // typo
  { q: "wat r ur office timings on saterday", cls: "typo", expect: "/contact|/login" },
  { q: "do u do penetraton testng for mobile aps", cls: "typo", expect: "/services/cybersecurity" },
  { q: "wher exactly is ur ofice in bhopall", cls: "typo", expect: "/contact" },
  { q: "how much salry for the data engeneer job", cls: "typo", expect: "/career" },
  {
    q: "can u migrte our on premis servers to azur",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "do you make andriod and ios apps in fluter",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "who is the fonder of nexora n when was it strated", cls: "typo", expect: "/about" },
  { q: "privasy - does ur site put cokies on my browser", cls: "typo", expect: "/legal/privacy" },
  {
    q: "need a quotaton for a web aplication where do i fill the form",
    cls: "typo",
    expect: "/quotation",
  },
  {
    q: "can u do only the ui ux desgin for our exsiting app",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "show me the helthcare hospitl software u built",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "artcle on cyber securty tips for a growing buisness",
    cls: "typo",
    expect: "/blog/cybersecurity-practices",
  },

  // vocabulary
  {
    q: "kya aap log chhote business ke liye website banate ho",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "mujhe apni dukaan ke liye ek app chahiye jisme upi se payment ho",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "office ke computer aur printer kharab hote rehte hain, koi AMC type service hai",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "naukri chahiye, abhi koi vacancy khali hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "hackers se company ko bachane ke liye aap kya karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you put our software online instead of on the machine in our godown",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "aapka rate kya hai, paisa kaise charge karte ho",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "chatgpt jaisa bot bana sakte ho jo hamare company documents padh ke jawab de",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our app screens are confusing, need someone to make it look nicer and simpler to use",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "looking for a part time tech boss for my startup, someone who advises on tech decisions",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "excel reports se pareshan hain, saara data ek jagah graph mein dekhna hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "company ka pata kya hai, milne aana hai", cls: "vocabulary", expect: "/contact" },

  // ambiguous
  {
    q: "what's the process like if i apply for the designer opening",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "is there a portal where i can see invoices for my ongoing project with you",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "what do you do with the data i type into your contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "how much does discovery cost", cls: "ambiguous", expect: "/services#pricing" },
  {
    q: "what are the terms for paying you, advance or by milestone",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "any openings in security right now", cls: "ambiguous", expect: "/career" },
  {
    q: "can i see some of your work for hospitals",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "we need migration of years of old spreadsheet data into one clean database",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "can you train our staff so they stop clicking fake emails",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "will you publish the app on play store under our own account",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  { q: "is there a feed i can subscribe to for your articles", cls: "ambiguous", expect: "/blog" },
  { q: "what's the story behind nexora, how did it begin", cls: "ambiguous", expect: "/about" },

  // multi
  {
    q: "where is your office and are you hiring data engineers",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "what does the discovery phase cost and who owns the code once you've built it",
    cls: "multi",
    expect: "/services#pricing & /services/software-development",
  },
  {
    q: "do you build flutter apps, and can i see the fashion ecommerce case study",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "who is your cto, and does this site use cookies",
    cls: "multi",
    expect: "/about & /legal/privacy",
  },
  {
    q: "tell me about the hospital system you built and whether you take design only projects",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "how long did the lending fintech take to get certified with you, and do you retest after pen test fixes",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "do you guys set up kubernetes, and is there an article on where cloud is heading next year",
    cls: "multi",
    expect: "/services/devops & /blog/cloud-trends",
  },
  {
    q: "what does a dedicated team cost per month and what perks do your employees get",
    cls: "multi",
    expect: "/services#pricing & /career",
  },
  {
    q: "do you make power bi dashboards, and how did the distributor's demand forecasting turn out",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "what's your company's mission and how many days off do staff get",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "i want a quote for a mobile app, and how long do you keep my details after",
    cls: "multi",
    expect: "/quotation & /legal/privacy",
  },
  {
    q: "what are the six steps you follow and can you connect our software with tally",
    cls: "multi",
    expect: "/services#process & /services/software-development",
  },

  // unanswerable
  {
    q: "can you write smart contracts on ethereum for our nft launch",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you develop 3d games in unity for android", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you write firmware for iot sensors running on esp32",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you registered on gem portal for government tenders",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you upgrade our magento 1 store to magento 2",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you do servicenow itsm implementations", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there a service bond for freshers who join nexora",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who are nexora's investors, have you raised any funding",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "have you done any project for reliance or the tata group",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you give any discount to ngos or charitable trusts",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you build an app for smart tvs running tizen or webos",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a bpo call centre for outsourced customer support",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "recipe for dal bafla like they make in bhopal", cls: "off-topic", expect: "fallback" },
  { q: "explain photosynthesis in simple words for class 7", cls: "off-topic", expect: "fallback" },
  { q: "solve 3x + 7 = 22 for x, its for my homework", cls: "off-topic", expect: "fallback" },
  { q: "best places to visit in goa in december", cls: "off-topic", expect: "fallback" },
  { q: "home remedies to stop hair fall", cls: "off-topic", expect: "fallback" },
  { q: "which morning train goes from bhopal to delhi", cls: "off-topic", expect: "fallback" },
];

/**
 * The twenty-second held-out set, written on 2026-11-24 (session 28, second round) by someone
 * who did not read or run the chat, and scored once at the end of that round's tuning (74/90,
 * 82.2 %, with one confident wrong answer, to an unanswerable question, at d133b59); tuning data
 * since.
 */
const twentySecondHeldOut: readonly EvalQuestion[] = [
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

/**
 * The twenty-third held-out set, written on 2026-11-24 (session 29) by someone who did not read
 * or run the chat, and scored once at the end of that round's tuning (75/90, 83.3 %, with no
 * confident wrong answer to an unanswerable or off-topic question, at 1d02838); tuning data since.
 */
const twentyThirdHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "Our call centre records customer calls in Hindi. Could you turn those recordings into text and sort them by complaint type?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "what does the security operations centre analyst opening pay per year, and is it work from office?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "We bill through Tally and send GST invoices by hand. If you build us a custom ordering tool, can it connect to Tally and send WhatsApp alerts?",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "RBI guidance says our borrowers' data has to stay in India. If we move to the cloud with you, can it be kept in Indian regions?",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  {
    q: "For that trucking company you moved to AWS, which Indian regions did you set things up in, and how long did the final database switch take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "How many hospital employees did you have to train when the hospital group's new system went live?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "Your security article mentioned a deadline for reporting a cyber attack to CERT-In. How many hours do we actually get?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "Do you only test everything at the very end, just before go-live, or do the checks happen on each release along the way?",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "Which person on your leadership team is the certified ethical hacker, and what city does he work from?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "When you run usability tests on a prototype, how many people do you typically put through each round?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "If there were ever a legal dispute about your website, which city's courts would handle it?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "I filled in your enquiry form last year but we never went ahead. How long before my message and details get deleted?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  // long
  {
    q: "I own four pharmacies in Indore and all our sales and stock live in separate Excel sheets that my manager merges every Monday, which takes him the whole day. If we hired you to pull it all into one place, how quickly would I see a first working dashboard?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We're a two-founder startup in Austin, still figuring out product-market fit, so honestly the feature list changes every couple of weeks. A fixed quote makes no sense for us. How would you charge if we just wanted a small team working month to month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Hi, I've been a product designer for about four years, mostly fintech apps, and I live in Kochi with no plans to move to Bhopal. Can I apply for your design opening from here, and what should I send along with my application?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "I manage IT, well, sort of, for a packaging manufacturer with plants in Dewas and Pithampur. The Wi-Fi keeps dropping, nobody knows which laptops we own, and backups are a guess. Would your people actually come to our sites, given we're not in Bhopal?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We run a chain of sweet shops and want customers to order from their phones, but most of them use cheap Android handsets and our budget is not huge. Should we build separately for Android and iPhone, or is one shared codebase good enough?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "A new operations head joined our side of the project last week and she needs to see the plan, the documents and the invoices, but the original invite to the project workspace seems to have been lost somewhere. What do we do?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "I work at a small investment fund and we are about to buy a majority stake in a SaaS company. Before we sign, we want someone neutral to go through their codebase, how the system is put together and the engineers behind it. Is that something you would take on?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Our trust runs three hospitals in smaller towns and patients keep carrying paper files between them. We also want doctors to consult over video. Before I take this to the board, have you already done something similar that I could show them?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "Our CFO keeps asking why the AWS bill grows every month even though traffic is flat. I remember reading a piece on your site about tagging resources and switching off test servers at night. Where was that?",
    cls: "long",
    expect: "/blog/cloud-trends",
  },
  {
    q: "We're a lending company and our partner bank just told us they won't renew unless we're ISO 27001 certified within a year. We've never done an audit like this and we have maybe one IT person. Can you get us through it?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Every release at our company is a Saturday-night affair with a checklist, three engineers on a call and a prayer. Last month a bad deploy took us down for two hours. Can you help us release in smaller pieces and roll back automatically?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "Humari cooperative society mein abhi bhi sab kuch registers aur files mein hota hai, members ko passbook update ke liye line mein lagna padta hai, aur staff ko naye system se darr lagta hai. Aap ye sab digital karne mein help karte ho?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  // typo
  { q: "wher is ur ofice exactly in bhopal i want to visit", cls: "typo", expect: "/contact" },
  {
    q: "do u make andriod and iphone apps both",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "hw much dose the discovry phase cost", cls: "typo", expect: "/services#pricing" },
  {
    q: "can u do pentesting on our webiste and api",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "any remote jobs for devops enginer in india", cls: "typo", expect: "/career" },
  { q: "who is teh founder of nexora n wat did he do before", cls: "typo", expect: "/about" },
  {
    q: "that fashon store ecomerce projcet how much did there online sales grow",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "do u setup microsft 365 emial for our offce staff",
    cls: "typo",
    expect: "/services/it-infrastructure",
  },
  { q: "does ur site use cookeis or track wat i do", cls: "typo", expect: "/legal/privacy" },
  {
    q: "how long to make a websit for my clinik",
    cls: "typo",
    expect: "/services/web-development|/contact",
  },
  {
    q: "wat tools u use for data warehose snowflak or bigqury",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "ur artical on ai pilots why do they fail to go live",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },
  // vocabulary
  {
    q: "Mera kirana store hai, customers online order kar sake aisi website banate ho kya?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "naukri chahiye, security monitoring wali job mein kitni salary milegi",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "I'm a dentist with two clinics. I'd like patients to book a slot online and sometimes see me on a video call. Have you built anything like that?",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },
  {
    q: "Our truck booking software sits on old servers in a back room of the godown. Can you shift it online without stopping dispatch for a day?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "ek app banwane mein roughly kitna kharcha aata hai?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "Every Diwali our best-selling namkeen runs out while slow items pile up in the warehouse. Have you helped a distributor guess what to order?",
    cls: "vocabulary",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "hamare office ka computer wala saara kaam, wifi, laptops, email, sab sambhal loge monthly basis pe?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We can't afford a full-time tech head. Do you have someone senior who could be our part-time CTO and advise on vendors?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "app ka look and screens aap design kar do, coding hamari apni team karegi, chalega?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "pichle mahine hamari website hack ho gayi thi, aap hackers se bachane ka kaam karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "hamara purana billing software kisi aur vendor ne aadha banaya tha, aap usko aage continue kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "Sab kaam kagaz aur registers pe hota hai, signatures ke liye files courier karni padti hain. Bina kagaz ke ye sab computer pe kaise chalayein?",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  // ambiguous
  {
    q: "If a server of ours goes down at 2am on a Sunday, is anyone from your side reachable at that time?",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure",
  },
  {
    q: "How long do you hold on to the details I type into your forms?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "Is the bill raised every month, or do we pay the full amount upfront?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "Does your whole leadership team sit in the Bhopal office, or are some of them elsewhere?",
    cls: "ambiguous",
    expect: "/about",
  },
  {
    q: "If we go for a long-term team from you, how many people would actually be on it?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "Do you have a plan ready for the day we actually get hacked, like who does what?",
    cls: "ambiguous",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "Before any coding starts, do real users get to try out something and give feedback?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design|/services/mobile-development",
  },
  {
    q: "Is it safe to give my phone number on this site? Is the connection secure?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "You keep saying a client's costs came down by a big chunk. Whose costs, and how did that happen?",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Once the project is handed over, what kind of support do we still get from you?",
    cls: "ambiguous",
    expect: "/contact|/services#process",
  },
  {
    q: "How much time off do people who work at Nexora get in a year?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "Will the data we share for the AI work end up training some other company's model?",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  // multi
  {
    q: "Where exactly is your office, and are you hiring any data engineers right now?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "How did you bring down patient waiting at that hospital group, and do you do the screen design in-house too?",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "What does the initial study cost, and what are the stages you follow after that until launch?",
    cls: "multi",
    expect: "/services#pricing & /services#process",
  },
  {
    q: "Will you put our app on the Play Store for us? Also, as an existing client, how do I raise a support request?",
    cls: "multi",
    expect: "/services/mobile-development & /login",
  },
  {
    q: "Is what I type into this chat stored somewhere, and am I allowed to quote bits of your blog posts on my own site?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "We want to move our servers to Azure, and after that we need someone watching for attacks round the clock. Can you do both?",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/cybersecurity",
  },
  {
    q: "Our releases are slow and painful, can you automate them? And where is that article of yours about where cloud is heading next year?",
    cls: "multi",
    expect: "/services/devops & /blog/cloud-trends",
  },
  {
    q: "Mere boutique ke liye ek online shop chahiye, aur saath mein naya logo bhi design karwana hai, dono karoge?",
    cls: "multi",
    expect: "/services/web-development & /services/ui-ux-design",
  },
  {
    q: "Which year did the company start, and which countries are your customers in?",
    cls: "multi",
    expect: "/about & /",
  },
  {
    q: "Can you first build reports from our ERP data, and later add machine learning to predict next quarter's sales?",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "We need an unbiased advisor to draw up a three-year tech roadmap, and then help to get rid of our paper-based approvals. Who handles each?",
    cls: "multi",
    expect: "/services/it-consulting & /services/digital-transformation",
  },
  {
    q: "How did you get that lending startup certified so quickly, and what does your blog say about keeping backups safe from ransomware?",
    cls: "multi",
    expect: "/projects/security-infrastructure & /blog/cybersecurity-practices",
  },
  // unanswerable
  {
    q: "Do you take BTech final-year students for a six-month internship, and is there a stipend?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What was Nexora's annual turnover last financial year?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can you build a blockchain-based system with smart contracts for tracking our supply chain?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "We want a 3D racing game for kids on Unity. Do you develop games?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Is your company appraised at CMMI level 5?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Can you install IoT sensors in our cold storage to track temperature in real time?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Has Nexora raised venture capital, and who are your investors?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "hum ek NGO hain, kya non-profits ke liye koi discount milta hai?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What's the dress code at your office? Is it formal every day?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "For the night shifts, does the company provide cab pickup and drop for employees?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there visitor car parking at your building, or should I come by auto?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What rating do employees give Nexora on Glassdoor?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "Can you give me a good recipe for dal bati churma for ten people?",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "kal ke IPL match mein kisne jeeta?", cls: "off-topic", expect: "fallback" },
  {
    q: "Explain photosynthesis in simple words for my class 7 homework",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "Will it rain in Bhopal tomorrow evening?", cls: "off-topic", expect: "fallback" },
  {
    q: "Plan a five-day trip to Manali in December on a budget please",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "Write a short birthday poem for my sister", cls: "off-topic", expect: "fallback" },
];

/**
 * The twenty-fourth held-out set, written on 2026-11-25 (session 30) by someone who did not read
 * or run the chat, and scored once at the end of that round's tuning (64/83, 77.1 %, once seven
 * questions that repeated tuning ones were taken out; no confident wrong answer to an unanswerable
 * or off-topic question; at e1b2851); tuning data since.
 */
const twentyFourthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "whats the salary range for the data engineer opening",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "is the soc analyst job work from home or do i have to sit in bhopal",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "after the pen test if we fix the problems do you check again, and is that charged",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "if there's ever a legal dispute over the website which city's courts would it go to",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how much did that logistics company actually save on infra after going to aws",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "what was that 3-2-1 backup rule you mentioned somewhere",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "can our customer data stay inside india if we move to cloud with you? worried about dpdp",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  {
    q: "in the hospital project how much faster did insurance claims get paid",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "how many people do you need per round when testing a design with users",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "does your website track me with cookies or google analytics",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "should we make a test set of real examples before we pick an ai model? read something like that",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "roughly how many weeks before we'd see a first dashboard",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  // long
  {
    q: "hi, so we run a few clinics in indore and honestly our staff is drowning in paper files and excel sheets, do you people actually help businesses get rid of all that paperwork",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "my nephew recommended you, he says you're good. anyway we have a small garment business and just want a rough idea what a fixed price project would cost us",
    cls: "long",
    expect: "/services",
  },
  {
    q: "hello, i've been a backend developer for about six years, mostly typescript and node, currently in pune but open to relocating, is there anything senior open with you right now",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we already have an old erp and a bunch of random third party apis our previous vendor left behind, before we go further i need to know if you can plug into what we have",
    cls: "long",
    expect: "/contact|/services/software-development",
  },
  {
    q: "ok this might be a silly question but my boss keeps asking, if we hire you to build our system who actually owns the source code once it's all done",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "we're planning to shift our servers to the cloud next quarter but our booking system cannot go offline even for an hour, so how do you deal with that during the move",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "good evening, i'm a designer with around four years in figma and a decent portfolio, mostly fintech stuff, and i wanted to ask whether the design position you posted can be done remotely",
    cls: "long",
    expect: "/career",
  },
  {
    q: "a partner bank sent us a letter saying we need iso 27001 within a year and frankly nobody here knows where to even begin, can your team help with something like that",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "before we sign anything i'd like to understand one thing, once you finish and hand everything over do you just vanish or is there some kind of ongoing maintenance arrangement",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "we've been thinking about some sort of ai chatbot trained on our internal hr and policy documents for staff to use, is that something you'd build for a mid size company like ours",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "i run a transport firm and saw on linkedin that you did a big migration for a company similar to mine, could you tell me how that one turned out in the end",
    cls: "long",
    expect: "/projects/cloud-migration",
  },
  {
    q: "just curious since i'm comparing a few vendors from different cities, where exactly are you located and what time could i come by on a saturday to meet someone",
    cls: "long",
    expect: "/contact",
  },
  // typo
  { q: "do you make mobil apps for andriod", cls: "typo", expect: "/services/mobile-development" },
  { q: "do u do penetraton testing", cls: "typo", expect: "/services/cybersecurity" },
  { q: "any vacancys for data enginer", cls: "typo", expect: "/career" },
  { q: "whats ur ofice adress", cls: "typo", expect: "/contact" },
  { q: "pricng for a dedicated tem per month?", cls: "typo", expect: "/services" },
  { q: "where is ur privcy policy", cls: "typo", expect: "/legal/privacy" },
  { q: "need help with kubernets and ci/cd pipleines", cls: "typo", expect: "/services/devops" },
  {
    q: "tell me about the hospitl managment system project",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "can u build an ecomerce websit for my store",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "when was nexora foundded", cls: "typo", expect: "/about" },
  {
    q: "machne learning forcasting for our sales",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  { q: "where is the client loggin", cls: "typo", expect: "/login" },
  // vocabulary
  { q: "aap log website bana dete ho kya", cls: "vocabulary", expect: "/services/web-development" },
  { q: "koi naukri hai kya aapke yahan", cls: "vocabulary", expect: "/career" },
  {
    q: "the wifi and network in our office keep going down, do you people fix that kind of thing",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "kitna kharcha aayega roughly", cls: "vocabulary", expect: "/services" },
  {
    q: "someone tried to hack our email last week, can you guys protect us",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we want someone neutral to tell us which tech to buy, like an advisor",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "want the stuff in my shops to be sellable online too",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "aapka number kya hai, baat karni thi", cls: "vocabulary", expect: "/contact" },
  {
    q: "our software looks ugly and customers get confused, can you make it nicer",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  { q: "company kab se chal rahi hai", cls: "vocabulary", expect: "/about" },
  {
    q: "can i see some stuff you've made for other people",
    cls: "vocabulary",
    expect: "/projects",
  },
  {
    q: "which countries are your customers from",
    cls: "vocabulary",
    expect: "/#global-presence|/about",
  },
  // ambiguous
  {
    q: "is there any security for employees like medical insurance",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "what does the design job pay", cls: "ambiguous", expect: "/career" },
  { q: "do you have plans for small businesses", cls: "ambiguous", expect: "/services" },
  {
    q: "is there an app where i can track how my project is going",
    cls: "ambiguous",
    expect: "/login",
  },
  { q: "can i hire a whole team from you for a year or so", cls: "ambiguous", expect: "/services" },
  {
    q: "how long would a review of our current architecture take",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "we need a portal built for our dealers to place orders",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "what data do you keep if i fill in the quote form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "can i see some of your cases", cls: "ambiguous", expect: "/projects" },
  { q: "what's your policy on leave", cls: "ambiguous", expect: "/career" },
  {
    q: "can you look after our devices, we need them wiped when someone loses one",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  // multi
  { q: "where are you based and are you hiring", cls: "multi", expect: "/contact & /career" },
  {
    q: "how much is the discovery phase and how long does a website usually take",
    cls: "multi",
    expect: "/services & /services/web-development|/contact",
  },
  {
    q: "do you build flutter apps? also whats your phone number",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "tell me about the fintech security project, and do you have any blog posts on staying safe online",
    cls: "multi",
    expect: "/projects/security-infrastructure & /blog/cybersecurity-practices",
  },
  {
    q: "are you iso certified and do you do ai work",
    cls: "multi",
    expect: "/about|/services/cybersecurity & /services/ai-machine-learning",
  },
  {
    q: "what are your saturday timings and where can i read the privacy policy",
    cls: "multi",
    expect: "/contact & /legal/privacy",
  },
  {
    q: "client login kaha hai aur support ka number kya hai",
    cls: "multi",
    expect: "/login & /contact|/login",
  },
  {
    q: "do you set up data warehouses, and what does the data engineer job pay",
    cls: "multi",
    expect: "/services/data-analytics & /career",
  },
  {
    q: "who runs nexora and what's your latest article on cloud",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "do you help with erp rollouts? and which countries do you work in",
    cls: "multi",
    expect: "/services/digital-transformation & /#global-presence|/about",
  },
  {
    q: "what were the results of the online store project and how does your hiring process work",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /career",
  },
  {
    q: "do you do devops and what's the monthly rate for time and materials",
    cls: "multi",
    expect: "/services/devops & /services",
  },
  // unanswerable
  { q: "do you accept payment in crypto", cls: "unanswerable", expect: "fallback" },
  { q: "what is nexora's annual revenue", cls: "unanswerable", expect: "fallback" },
  { q: "is there parking for visitors at your office", cls: "unanswerable", expect: "fallback" },
  { q: "who are your investors, are you vc funded", cls: "unanswerable", expect: "fallback" },
  { q: "what's the notice period if an employee resigns", cls: "unanswerable", expect: "fallback" },
  { q: "do you build blockchain or web3 apps", cls: "unanswerable", expect: "fallback" },
  { q: "what is the ceo's personal email id", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you pay a referral bonus if i bring you a client",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a money back guarantee if we're not happy with the work",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you listed on the stock exchange, what's the share price",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "best biryani place near mp nagar?", cls: "off-topic", expect: "fallback" },
  {
    q: "can you help with my class 10 maths homework on quadratic equations",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The twenty-fifth held-out set, written on 2026-11-25 (session 30, second round) by someone who
 * did not read or run the chat, and scored once at the end of that round's tuning (80/90, 88.9 %,
 * no confident wrong answer to an unanswerable or off-topic question; at 8f06051); tuning data
 * since.
 */
const twentyFifthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "what's the pay range for the data engineer opening",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "is the soc analyst job remote or do i have to come to bhopal",
    cls: "unreachable",
    expect: "/career",
  },
  { q: "the designer job, do i need to know hindi for it?", cls: "unreachable", expect: "/career" },
  {
    q: "how many hospitals were part of that healthcare system you built",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "how long did the database switchover take in the logistics aws move",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "can you put UPI payments inside an android app",
    cls: "unreachable",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "if there's a legal dispute over the website which city's courts handle it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "according to your blog how quickly should critical patches go on internet facing servers",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "do your engineers come onsite for IT support outside bhopal",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "if we hire you for analytics how soon do we see the first dashboard",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "how long do you keep my details after i send a quote request",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "what was the mobile page load time on that fashion retailer's store",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  // long
  {
    q: "hi, so we run a small chain of clinics in indore and honestly our whole booking thing is a mess with registers and phone calls, just wondering roughly what it would cost to get something built",
    cls: "long",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "my cousin told me about you guys, i'm finishing my btech next year and was wondering whether there are any openings for someone like me or if you only take experienced folks",
    cls: "long",
    expect: "/career",
  },
  {
    q: "hello, our company got hit by a phishing email last month and the boss is panicking and wants someone to come check all our systems properly, do you do that kind of audit thing",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "we already have a website made by some freelancer years ago but it's really slow and doesn't show up on google at all, is this something your team can fix or do we start fresh",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "i've been reading a lot about companies moving to the cloud and we still have an old server sitting in our back room, how would you actually shift everything without us going offline",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "before i spend time filling out any forms could you just tell me where exactly you guys sit because i'd much rather come by and talk to someone face to face",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "we signed with you last year and the project is still going on, but i totally forgot how i get into the place where we see invoices and progress documents, help?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "just curious because i like to know who i'm dealing with before sending money, how long has your company been around and how big is the team these days",
    cls: "long",
    expect: "/about",
  },
  {
    q: "so we're a distributor and every diwali we either run out of stock or get stuck with way too much, i heard AI can help with forecasting, have you done anything like that",
    cls: "long",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "our developers spend whole weekends doing releases and something always breaks, a friend who is a CTO said we need pipelines and automation, is that something you could set up for us",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "okay this might be a silly question but once you finish building our software will you stick around to fix bugs and things or are we basically on our own after launch",
    cls: "long",
    expect: "/contact#faq",
  },
  {
    q: "i'm putting together a note for my manager and need to know what kind of companies and industries you usually work with, like is it only startups or bigger firms as well",
    cls: "long",
    expect: "/contact#faq|/about",
  },
  // typo
  { q: "do you have any job vacncies right now", cls: "typo", expect: "/career" },
  { q: "whats your ofice adress", cls: "typo", expect: "/contact" },
  { q: "cyber securty services?", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "can you make a mobil aplication for my shop",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "pricng for a new project", cls: "typo", expect: "/services#pricing" },
  { q: "where is your privacy polcy", cls: "typo", expect: "/legal/privacy" },
  { q: "do you guys do machne learning", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "need devpos help for our startup", cls: "typo", expect: "/services/devops" },
  { q: "what are your workng hours on saturady", cls: "typo", expect: "/contact" },
  { q: "show me your case studeis", cls: "typo", expect: "/projects" },
  { q: "who fonded nexora", cls: "typo", expect: "/about" },
  { q: "ui ux desgin for our new portal", cls: "typo", expect: "/services/ui-ux-design" },
  // vocabulary
  {
    q: "aap log website bhi banate ho kya",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "naukri hai kya koi aapke yahan", cls: "vocabulary", expect: "/career" },
  {
    q: "who do i ring up if our system goes down at night",
    cls: "vocabulary",
    expect: "/login|/contact",
  },
  {
    q: "can you sort out our office wifi and laptops",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we want to get rid of all the paper files and go digital, can you help",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "kitna kharcha aayega ek software banwane mein",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "do you people do hacking tests to check our website is safe",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "need someone neutral to tell us which tech to pick, like an advisor",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  { q: "aapka office kahan pe hai bhopal mein", cls: "vocabulary", expect: "/contact" },
  {
    q: "do you build online shops",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "can you make sense of our sales numbers and turn them into charts",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "client login kahan milega", cls: "vocabulary", expect: "/login" },
  // ambiguous
  {
    q: "can your team handle our office 365 mailboxes and licences",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  { q: "what hours are you open on sunday", cls: "ambiguous", expect: "/contact" },
  {
    q: "how many hours does the practical round of the interview take",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "is there support after my website goes live",
    cls: "ambiguous",
    expect: "/contact#faq|/services/web-development",
  },
  { q: "any security analyst position open?", cls: "ambiguous", expect: "/career" },
  { q: "what's the process for getting hired there", cls: "ambiguous", expect: "/career" },
  {
    q: "do you work with banks and finance companies",
    cls: "ambiguous",
    expect: "/contact#faq|/projects/security-infrastructure",
  },
  { q: "got any design jobs", cls: "ambiguous", expect: "/career" },
  {
    q: "where does my data go when i use your contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how many weeks for a basic website",
    cls: "ambiguous",
    expect: "/contact#faq|/services/web-development",
  },
  { q: "is your bhopal office open on saturdays", cls: "ambiguous", expect: "/contact" },
  { q: "any remote positions in cloud", cls: "ambiguous", expect: "/career" },
  // multi
  { q: "where are you located and are you hiring", cls: "multi", expect: "/contact & /career" },
  {
    q: "what's your phone number, also do you make android apps",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "do you do pen testing? and what happens to my form data privacy wise",
    cls: "multi",
    expect: "/services/cybersecurity & /legal/privacy",
  },
  {
    q: "who's the ceo and what's the salary for the senior full stack role",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "price of a dedicated team? also got any case studies on hospitals",
    cls: "multi",
    expect: "/services#pricing & /projects/healthcare",
  },
  {
    q: "can you move us to aws, and do you do flutter apps too",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/mobile-development",
  },
  {
    q: "link me your article on AI in business and also tell me about your devops offering",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/devops",
  },
  {
    q: "which countries do you have clients in and since when are you iso certified",
    cls: "multi",
    expect: "/#global-presence & /about|/",
  },
  {
    q: "how do i sign into the client portal and where do i email my cv",
    cls: "multi",
    expect: "/login & /career",
  },
  {
    q: "timings of your office + do you offer ux audits",
    cls: "multi",
    expect: "/contact & /services/ui-ux-design",
  },
  {
    q: "is there a data engineer job, and how much did the logistics migration save",
    cls: "multi",
    expect: "/career & /projects/cloud-migration",
  },
  {
    q: "terms of use link? and do you build power bi dashboards",
    cls: "multi",
    expect: "/legal/terms & /services/data-analytics",
  },
  // unanswerable
  // (the price list's note says prices exclude GST, though not its rate: either is honest)
  {
    q: "how much gst do you add on top of the quote",
    cls: "unanswerable",
    expect: "/services#pricing|fallback",
  },
  { q: "will you sign an nda before we discuss our idea", cls: "unanswerable", expect: "fallback" },
  {
    q: "what's the notice period for employees who resign",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can i pay you in bitcoin", cls: "unanswerable", expect: "fallback" },
  { q: "is there parking space at your building", cls: "unanswerable", expect: "fallback" },
  { q: "what is nexora's annual turnover", cls: "unanswerable", expect: "fallback" },
  {
    q: "can nexora develop a crypto token or nft marketplace",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you run instagram ads for my boutique", cls: "unanswerable", expect: "fallback" },
  { q: "do you make games in unity", cls: "unanswerable", expect: "fallback" },
  { q: "any discount for ngos or charities", cls: "unanswerable", expect: "fallback" },
  { q: "is nexora listed on the stock exchange", cls: "unanswerable", expect: "fallback" },
  { q: "do staff have to wear formals to work there", cls: "unanswerable", expect: "fallback" },
  // off-topic
  { q: "how do i get rid of mealybugs on my tulsi plant", cls: "off-topic", expect: "fallback" },
  {
    q: "best train from bhopal to ujjain for mahakal darshan",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "convert 3 cups of atta to grams", cls: "off-topic", expect: "fallback" },
  { q: "who won the ranji trophy in 1987", cls: "off-topic", expect: "fallback" },
  { q: "write a haiku about monsoon frogs", cls: "off-topic", expect: "fallback" },
  { q: "how many teeth does an adult crocodile have", cls: "off-topic", expect: "fallback" },
];

/**
 * The twenty-sixth held-out set, written on 2026-11-25 (session 31) by someone who did not read or
 * run the chat, and scored once at the end of that round's tuning (79/90, 87.8 %, two confident
 * wrong answers to unanswerable questions; at 8b31e4f); tuning data since.
 */
const twentySixthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "after the pentest if we fix the issues do u retest for free",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "how much mediclaim cover do your employees get, are parents included",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "is the SOC analyst role wfh or do i have to come to the office",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "do you only test at the very end or on every release",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "how many months do you keep the stuff i type into the contact form",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "if there is a legal dispute about the website which city's court handles it",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  { q: "which gulf countries do you have clients in", cls: "unreachable", expect: "/" },
  {
    q: "by what percent did the trucking company's infra spend drop after going to aws",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how fast does the fashion brand's online shop load on mobile now",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "can your ai do speech to text in hindi",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  { q: "pay band for the data engineer post?", cls: "unreachable", expect: "/career" },
  {
    q: "no matching job, if i send a general cv how long do you hold on to it",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },

  // long
  {
    q: "hi, so we are a small chain of pharmacies in nagpur and my brother-in-law keeps saying we should finally stop doing everything on paper registers and excel, do you people actually help replace paper forms and manual approvals with some kind of digital workflow",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "i have been working as a react and node developer for about six years at a product company in pune and i am thinking of moving to a services firm, is there any senior opening where i could lead a small team",
    cls: "long",
    expect: "/career",
  },
  {
    q: "one of our biggest customers emailed saying we need to be iso 27001 certified before they renew the contract and honestly nobody here knows where to even begin, can you guys get us through that",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "we run a group of schools and our site is painfully slow on phones, parents keep complaining they cannot find the fee page and we also want it in hindi, is redoing a site like that something you take on",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "my father's export business has numbers spread across tally, a bunch of excel sheets and some crm, and every month there is a fight about which figures are right, could you build one dashboard that everybody trusts",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "just curious since i saw your stall at our college tech fest, roughly how many people work at nexora and which year did it all start",
    cls: "long",
    expect: "/about",
  },
  {
    q: "before i type my details into any form on this website i want to know if you track me with google analytics or a facebook pixel or anything like that, i am quite careful about this",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we have a flutter app that a freelancer built three years ago and it crashes constantly and the play store keeps sending us warnings, would your team be able to rescue it or rebuild it",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "our releases happen once a month over a whole weekend and something always breaks and the team is exhausted, i read that canary releases with automatic rollback might help, is that something you set up for companies",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "we are a startup that just raised a seed round and an investor wants somebody independent to go through our code and architecture before the next round, do you do that sort of review",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "our company is shifting to a new floor next month and we need somebody to handle the cabling, wifi survey and firewall plus a video conferencing room, do you do this kind of work",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we became a client last year and our project manager had sent me an invite to the portal but i cannot find that mail anywhere now, how do i get access again",
    cls: "long",
    expect: "/login",
  },

  // typo
  { q: "wat is ur ofice adress in bhopaal", cls: "typo", expect: "/contact" },
  {
    q: "cybersecurty best practises artical",
    cls: "typo",
    expect: "/blog/cybersecurity-practices",
  },
  { q: "machin lerning servics", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "priavcy polcy", cls: "typo", expect: "/legal/privacy" },
  { q: "curent job opnings plz", cls: "typo", expect: "/career" },
  { q: "cloud migraton case stdy", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "hospitl managment sytem projct", cls: "typo", expect: "/projects/healthcare" },
  { q: "ui ux desgin servise kya hai aapki", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "how to aplly for a job, wich email id", cls: "typo", expect: "/career#how-to-apply" },
  { q: "who is teh ceo of nexora compnay", cls: "typo", expect: "/about" },
  { q: "enagement modles and priceing", cls: "typo", expect: "/services#pricing" },
  { q: "termz and condtions of the websit", cls: "typo", expect: "/legal/terms" },

  // vocabulary
  { q: "aapka office kahan pe hai", cls: "vocabulary", expect: "/contact" },
  {
    q: "mujhe apni dukaan ke liye phone wala app banwana hai",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  { q: "naukri chahiye, koi vacancy khali hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "hackers se company ko kaise bachaye, koi tips",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "we want someone to act as our part-time tech head",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "office ke computer aur wifi ka maintenance kaun karega, aap log karte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "app ki screens ka look and feel design karte ho kya",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "moving our servers out of the back room and onto amazon",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  { q: "who are the big bosses running the company", cls: "vocabulary", expect: "/about#team" },
  {
    q: "roughly kitna kharcha aayega ek project pe",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "code push karte hi apne aap live ho jaye, aisa setup",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "walk me through how you work from the first meeting till go live",
    cls: "vocabulary",
    expect: "/services#process",
  },

  // ambiguous
  {
    q: "how long does the chat history stay saved in my browser",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what are the working hours for staff, is there any core time",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how long is it from applying to getting an offer",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "can you help bring down our monthly aws bill",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "do you set up the network and wifi in our office",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how long did the hospital software project take",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "we need gst billing and invoices built into our inventory tool",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "how many users do we need for a round of usability research",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "what hours does your helpdesk cover when our staff laptops have issues",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/contact",
  },
  {
    q: "how long till our managers see a first working dashboard",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "how long before someone replies after i email my cv", cls: "ambiguous", expect: "/career" },
  {
    q: "how much data do we need before ai is worth trying",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },

  // multi
  {
    q: "whats your phone number and do you have any remote jobs",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "who is your cto and what has she written on your blog",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "do you do pen testing, and what does the discovery phase cost",
    cls: "multi",
    expect: "/services/cybersecurity & /services#pricing",
  },
  {
    q: "which countries are your clients in, and where exactly is your office",
    cls: "multi",
    expect: "/ & /contact",
  },
  {
    q: "do you build online stores? also show me one you have done",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform",
  },
  {
    q: "links to privacy policy and terms of use pls",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "what are the interview rounds like and what perks do employees get",
    cls: "multi",
    expect: "/career#hiring-process & /career#why-work-with-us",
  },
  {
    q: "do you make android apps, and where can i see your past case studies",
    cls: "multi",
    expect: "/services/mobile-development & /projects",
  },
  {
    q: "how do existing clients log in, and are you iso certified",
    cls: "multi",
    expect: "/login & /about",
  },
  {
    q: "what ai work do you offer, and is there an article on taking ai pilots to production",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },
  {
    q: "which devops tools do you use and are you hiring devops people",
    cls: "multi",
    expect: "/services/devops & /career",
  },
  {
    q: "what are your company values, and have you done anything for hospitals",
    cls: "multi",
    expect: "/about#mission & /projects/healthcare",
  },

  // unanswerable
  {
    q: "exact cost to build a food delivery app like swiggy",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is tata motors one of your clients", cls: "unanswerable", expect: "fallback" },
  { q: "nexora ka yearly turnover kitna hai", cls: "unanswerable", expect: "fallback" },
  {
    q: "summer internship for btech 3rd year students available?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you write smart contracts for blockchain or web3 projects",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there visitor parking at your office", cls: "unanswerable", expect: "fallback" },
  { q: "salary for a fresher java developer at nexora?", cls: "unanswerable", expect: "fallback" },
  {
    q: "can your team develop a mobile game in unity for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "whats the name of the hr person who handles hiring",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how many employees sit in your pune branch", cls: "unanswerable", expect: "fallback" },
  {
    q: "tell me the name of the hospital group you built the system for",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you sell refurbished laptops in bulk", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "bhopal mein aaj mausam kaisa hai", cls: "off-topic", expect: "fallback" },
  { q: "ipl final kab hai is saal", cls: "off-topic", expect: "fallback" },
  { q: "write me a short poem about my cat", cls: "off-topic", expect: "fallback" },
  { q: "best biryani near upper lake?", cls: "off-topic", expect: "fallback" },
  { q: "forgot my personal gmail password how to reset it", cls: "off-topic", expect: "fallback" },
  { q: "convert 500 usd to inr", cls: "off-topic", expect: "fallback" },
];

/**
 * The twenty-seventh held-out set, written on 2026-11-25 (session 31, second round) by someone who
 * did not read or run the chat, and scored once at the end of that round's tuning (74/90, 82.2 %,
 * two confident wrong answers to unanswerable questions; at 496bb88); tuning data since.
 */
const twentySeventhHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "if you pentest us and we fix the issues, do you check again for free?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "dedicated team - how much notice do we give to shrink the team size",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "the SOC analyst job has night shifts? any extra allowance for that",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how many paid leaves per year do your employees get",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "hospital case: insurance claims got settled in how many days after vs before",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "which aws regions were used for the logistics company move, mumbai?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "once i send the enquiry form how long will you hold on to my details",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "suppose we ever end up fighting about something on your website in court, where would the case be heard",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "for user testing how many people do we need to recruit each round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "do you test only at the end of the project or throughout, and is security scanning part of it",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "no job matches my profile right now, will you keep my cv on file and for how long",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  { q: "salary range for data engineer opening?", cls: "unreachable", expect: "/career" },
  // long
  {
    q: "hi, we are a mid size pharma distributor in indore and our only IT guy quit last month, honestly none of us know tech, the office wifi keeps dropping and nobody fixes the printers or laptops, do you people actually come to the site for support",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "i keep reading that everyone is putting chatgpt type tools inside their company and my business partner wants it too but i am scared our customers' documents will end up teaching some big tech company's model, would that happen if we work with you",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we're first time founders with a bit of angel money and an idea for a booking platform, before anything gets built i just want to understand what the very first paid step with you looks like and roughly what it costs us",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "my cousin in pune told me to check if a company shows the pay for a job before applying because most indian companies hide it, so does your company actually mention ctc for its openings or not",
    cls: "long",
    expect: "/career",
  },
  {
    q: "our previous vendor made a php system for us years back and now they don't pick up calls, the code is honestly a mess but our whole business runs on it, is your team able to take it over and keep developing it",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "long story short our board wants us certified on information security before a big bank signs with us next year and we have never done anything like this, can you handhold us through getting the 27001 thing",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "i'm a final year bba student writing a project report on tech firms in madhya pradesh and i need to know in which year this company started and who started it",
    cls: "long",
    expect: "/about",
  },
  {
    q: "we run about forty retail outlets and every month the stock numbers don't tally, my accountant keeps asking for proper reports on a screen, if we start with you how many weeks until we see something",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "i saw somewhere on your site that clients get a place to see progress and invoices, my colleague needs to get into it but she never received any email for it, what should she do now",
    cls: "long",
    expect: "/login",
  },
  {
    q: "before i type anything into your form i need to be sure, because our compliance team is very strict, does this site track visitors with cookies or google analytics or facebook pixels",
    cls: "long",
    expect: "/legal/privacy#no-cookies",
  },
  {
    q: "we want an app for the farmers of our dairy co-operative, most of them have cheap android phones, everyone keeps telling me flutter versus native, which would you recommend and will it change the budget",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "so i am thinking of applying for the designer post but first i want to know what happens after i email my cv, like how many rounds are there and is there some assignment to do at home",
    cls: "long",
    expect: "/career#hiring-process",
  },
  // typo
  { q: "cybersecurty servces", cls: "typo", expect: "/services/cybersecurity" },
  { q: "wat r ur ofice timngs on saturdy", cls: "typo", expect: "/contact|/login" },
  {
    q: "devops piplines and kubernetis, do we realy need it",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "carrer openings remot", cls: "typo", expect: "/career" },
  { q: "privcy polcy what data u store", cls: "typo", expect: "/legal/privacy" },
  {
    q: "ecomerce case studdy festivle traffic",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "digtal transfromation where to strat",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  { q: "adress of ur compny in bhopl", cls: "typo", expect: "/contact" },
  { q: "wich frameworks for websit devlopment", cls: "typo", expect: "/services/web-development" },
  { q: "clould migraton any downtym?", cls: "typo", expect: "/services/cloud-solutions" },
  {
    q: "wat are the stpes when we start a projct with u",
    cls: "typo",
    expect: "/services#process",
  },
  { q: "blgo artical on ai in busness", cls: "typo", expect: "/blog/future-of-ai" },
  // vocabulary
  { q: "aapki company ka phone number kya hai", cls: "vocabulary", expect: "/contact" },
  { q: "naukri ke liye kahan mail bhejna hai", cls: "vocabulary", expect: "/career#how-to-apply" },
  { q: "kitne log kaam karte hain aapke yahan", cls: "vocabulary", expect: "/about|/" },
  {
    q: "choti company ko hackers se bachne ke liye kya karna chahiye",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "need someone to be our part time tech head, not full time hire",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "paisa kaise charge karte ho, ek baar ya har mahine",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  { q: "wfh wali jobs hai kya", cls: "vocabulary", expect: "/career" },
  { q: "who are the top bosses running nexora", cls: "vocabulary", expect: "/about#team" },
  {
    q: "app bana ke play store pe bhi daal doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "mediclaim milta hai staff ke parents ke liye bhi?",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "office ka kagaz wala kaam automatic karwana hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "meri dukaan ke liye online shop banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  // ambiguous
  {
    q: "how much did the logistics client's server bill drop after moving to cloud",
    cls: "ambiguous",
    expect: "/projects/cloud-migration|/#testimonials",
  },
  {
    q: "how long did it take you to build the hospital chain's system",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "as an employee what are the core hours i must be online",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how long does an architecture review of our systems take",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "for remote staff is there any allowance to set up a home office",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "what's the cost in downtime if we migrate our servers to the cloud",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "help desk hours under your it support contract, is it 24x7",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/login",
  },
  {
    q: "how long before someone replies to my job application",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "where can we see the invoices for our ongoing project",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "how long does the chat conversation stay saved in my browser",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how much do you spend on each employee's courses and certifications every year",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how much less inventory did the distributor carry after the forecasting project",
    cls: "ambiguous",
    expect: "/projects/ai-analytics",
  },
  // multi
  {
    q: "where is your office located and do you have any data engineer vacancy",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "what does the discovery phase cost and what comes after the design step",
    cls: "multi",
    expect: "/services#pricing & /services#process",
  },
  {
    q: "who is your cto and what has she written on the blog",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends",
  },
  {
    q: "do you do penetration testing? also have you helped any fintech get iso 27001",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "which regions do you have clients in, and what are your rates in dollars",
    cls: "multi",
    expect: "/#global-presence & /services#pricing",
  },
  {
    q: "react native or flutter for our app, and can you also design the screens",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "is the devops engineer job remote and what are the interview rounds",
    cls: "multi",
    expect: "/career & /career#hiring-process",
  },
  {
    q: "does your site use cookies and which country's law applies to its terms",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "how do existing clients log in, and where do i ask for a quote for a new project",
    cls: "multi",
    expect: "/login & /quotation|/contact",
  },
  {
    q: "do you build ai that reads documents, and is there an article on getting ai pilots into real use",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },
  {
    q: "how many weeks for a simple website and do you support it after launch",
    cls: "multi",
    expect: "/services/web-development|/contact & /contact",
  },
  {
    q: "when was nexora founded and how many projects done till now",
    cls: "multi",
    expect: "/about & /|/about",
  },
  // unanswerable
  {
    q: "exact final price for an app like zomato, just give me the number",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "which companies in dubai are your clients", cls: "unanswerable", expect: "fallback" },
  { q: "what is nexora's yearly turnover in crores", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you develop blockchain smart contracts or nft marketplaces",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how long is the probation period for new joiners",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you sign an nda before we share our startup idea",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can we pay you in bitcoin", cls: "unanswerable", expect: "fallback" },
  { q: "any special discount for ngos and charities", cls: "unanswerable", expect: "fallback" },
  { q: "how old is arjun mehta", cls: "unanswerable", expect: "fallback" },
  { q: "do you make mobile games in unity", cls: "unanswerable", expect: "fallback" },
  {
    q: "do u handle paid ads on insta and fb for a clothing brand",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "signing bonus kitna milega for the senior typescript opening",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "kal bhopal me baarish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "ind vs aus live score", cls: "off-topic", expect: "fallback" },
  { q: "paneer butter masala ki recipe batao", cls: "off-topic", expect: "fallback" },
  { q: "write a python function to reverse a string", cls: "off-topic", expect: "fallback" },
  { q: "best phone under 20000 rupees", cls: "off-topic", expect: "fallback" },
  { q: "sunao koi accha sa chutkula", cls: "off-topic", expect: "fallback" },
];

/**
 * The twenty-eighth held-out set, written on 2026-11-25 (session 32) by someone who did not read
 * or run the chat, and scored once at the end of that round's tuning (73/90, 81.1 %, no confident
 * wrong answer to an unanswerable or off-topic question; at 4c1c10d); tuning data since.
 */
const twentyEighthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "do u give a free retest after the pentest once we have fixed the issues",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "salary range for the data engineer opening?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "is the cloud devops engineer job fully remote or will i need to come to bhopal",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "what should i put in the email subject line when i apply for a job with you",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  {
    q: "how many days is the discovery workshop at the start of a custom software project",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "if there is a dispute about your website which court handles it",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "can i ask you to delete the personal details i sent through the contact form",
    cls: "unreachable",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "in the hospital network project how much faster did insurance claims get settled",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "in the gulf region which countries are your clients from",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "for the soc security analyst role do we have to work rotating shifts",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "how long did the database switch-over take when the logistics company moved to aws",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "what is that 3-2-1 backup rule you talk about",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  // long
  {
    q: "hi so we are a small chain of pharmacies in indore and my nephew who handles our computers says we should think about getting an app where customers can order medicines and pay by upi, is that something your team actually builds",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "my boss keeps forwarding me articles about ai and how most pilot projects never go live, so i wanted to ask whether you have written anything yourselves about why these pilots get stuck",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "ok so basically our office in jabalpur keeps having wifi trouble and laptops crashing and there is nobody to call, our accountant ends up fixing the printer, do you people provide someone for help desk type support",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we are an edtech startup from pune, we got some seed money last month, and before committing to anything big i would like to understand roughly what the first paid study phase with you costs",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "my father runs a textile business and everything is still on paper registers with couriers going back and forth for signatures, i want to modernise it slowly so what would you suggest, is there a service for this",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "sorry for the long message, i finished my design degree three years ago and since then i have been at an agency in delhi doing figma work and usability testing, is there any opening for someone like me",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "we had a board meeting yesterday and one of the investors asked whether an outside firm could independently check our product's code and architecture before the next round, do you do that kind of due diligence",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "our aws bill has gone up every single month for a year now and finance keeps asking questions, nobody knows which team is spending what, can you help us bring it down",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "i run a fashion label with a handful of stores and we are finally thinking of selling online properly, before i contact anyone i wanted to see if you have done an online store for a retailer before",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "hello i was scrolling through your site on my phone on the train and got curious, who actually started this company and what were they doing before",
    cls: "long",
    expect: "/about#team",
  },
  {
    q: "we want to release small updates daily instead of once a month but right now every release eats a whole weekend and somebody always stays up all night, what can you do about our deployment setup",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "just out of curiosity because a friend asked, if i fill in your contact form with my name and phone number where does that data actually end up, does it go to some american company",
    cls: "long",
    expect: "/legal/privacy#data-location",
  },
  // typo
  { q: "cybersecuirty audit servise", cls: "typo", expect: "/services/cybersecurity" },
  { q: "wat r ur offise timings", cls: "typo", expect: "/contact" },
  { q: "any carrer oppertunity in nexora for experinced devs", cls: "typo", expect: "/career" },
  { q: "andriod app devlopment", cls: "typo", expect: "/services/mobile-development" },
  { q: "machne lerning servises", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "privcy policy of the webiste", cls: "typo", expect: "/legal/privacy" },
  { q: "clint login portel", cls: "typo", expect: "/login" },
  { q: "data analitics dashbord", cls: "typo", expect: "/services/data-analytics" },
  { q: "helthcare case stuidy", cls: "typo", expect: "/projects/healthcare" },
  { q: "adress of ur ofice in bhopl", cls: "typo", expect: "/contact" },
  { q: "ui ux desing servics", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "devops pipline automaton", cls: "typo", expect: "/services/devops" },
  // vocabulary
  { q: "aapki company ka founder kaun hai", cls: "vocabulary", expect: "/about#team" },
  {
    q: "business ke liye website banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "naukri chahiye aapke yahan, koi vacancy hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "do you do hacking tests to see if our systems can be broken into",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you shift our servers from the office cupboard to azure",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we want a chatgpt type bot that answers from our company pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do you make power bi reports for management",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "mujhe apni shop ke liye app banwana hai iphone aur android dono pe",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "need an amc for our office computers and printers with a techie on call",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "apna portfolio dikhao, pehle kya kya banaya hai", cls: "vocabulary", expect: "/projects" },
  { q: "aap log kitne saal se kaam kar rahe ho", cls: "vocabulary", expect: "/about" },
  {
    q: "do you guys offer cto as a service for early startups",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  // ambiguous
  {
    q: "how long before i hear back after sending my job application",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what are the working hours if i join as an employee",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how big will my monthly bill be if we hire a dedicated team from you",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "which office does vikram rao work from", cls: "ambiguous", expect: "/about#team" },
  {
    q: "how long does it take to build a marketing website",
    cls: "ambiguous",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "how long do you keep the data i send you",
    cls: "ambiguous",
    expect: "/legal/privacy#retention",
  },
  {
    q: "how many months did the hospital records system take you to deliver",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "how is my information kept secure on this website",
    cls: "ambiguous",
    expect: "/legal/privacy#security",
  },
  {
    q: "how much notice do we give to scale down a dedicated team",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "our system is down right now at night, who do we call urgently",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "do you pay for certification courses for your staff",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how much did the logistics client save on costs",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  // multi
  {
    q: "what's your office address and are there any job openings",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "who is your cto and what has she written about cloud",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends",
  },
  {
    q: "do you build flutter apps and how much does a fixed price project cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "does this site use cookies? also what are your saturday timings",
    cls: "multi",
    expect: "/legal/privacy#no-cookies & /contact",
  },
  {
    q: "what is your hiring process and what benefits do employees get",
    cls: "multi",
    expect: "/career#hiring-process & /career#why-work-with-us",
  },
  {
    q: "show me your fintech security project and tell me if you can help us get iso 27001 certified",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "how do existing clients sign in, and how does a new client get in touch",
    cls: "multi",
    expect: "/login & /contact",
  },
  {
    q: "what is your mission and in which year was the company founded",
    cls: "multi",
    expect: "/about#mission & /about#story",
  },
  {
    q: "can you do user research for our app and then also build the website afterwards",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/web-development",
  },
  {
    q: "demand forecasting project ke results kya the aur data engineer ki salary kitni hai",
    cls: "multi",
    expect: "/projects/ai-analytics & /career#data-engineer",
  },
  {
    q: "what steps does a project go through and do you support us after launch",
    cls: "multi",
    expect: "/services#process & /contact#faq",
  },
  {
    q: "can i copy articles from your website, and who owns the code you write for us",
    cls: "multi",
    expect: "/legal/terms#intellectual-property & /services/software-development",
  },
  // unanswerable
  {
    q: "how much yearly revenue does nexora make in crores",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you build blockchain or nft apps", cls: "unanswerable", expect: "fallback" },
  { q: "will i get esop shares if i join as an engineer", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there free lunch or a canteen at the bhopal office",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor work visas for candidates from abroad",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we are a registered charity, do you give us a discounted rate",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can i pay your invoice with paypal", cls: "unanswerable", expect: "fallback" },
  {
    q: "who are nexora's investors, is the company vc funded",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you build iot devices or embedded firmware", cls: "unanswerable", expect: "fallback" },
  { q: "what percentage of your engineers are women", cls: "unanswerable", expect: "fallback" },
  {
    q: "can i park my car at your building when i come for the meeting",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run paid coding bootcamps for college students",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "bhopal mein kal barish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "ipl final mein kaun jeeta is saal", cls: "off-topic", expect: "fallback" },
  { q: "recipe for paneer butter masala please", cls: "off-topic", expect: "fallback" },
  { q: "solve 2x + 5 = 17 for my homework", cls: "off-topic", expect: "fallback" },
  { q: "write me a short poem about the sea", cls: "off-topic", expect: "fallback" },
  { q: "whats the capital city of canada", cls: "off-topic", expect: "fallback" },
];

/**
 * The twenty-ninth held-out set, written on 2026-11-25 (session 32, second round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (81/90, 90.0 %, two
 * confident wrong answers to unanswerable questions; at 575e9b8); tuning data since.
 */
const twentyNinthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engineer post ka package kitna hai, lakh mein batao",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "is the cloud devops engineer job fully remote or do i need to come to bhopal",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how many days of paid leave do your employees get in a year",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if i get rejected after the interview rounds do you tell me why",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if we use your ai service will our company data end up training some other firm's model",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "after we fix the issues your pentest finds, is the retest charged separately",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "can your engineers come to our plant in jabalpur for on site it support",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "in that logistics aws migration how long did the final database switchover take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how many hospital staff did you train during the hospital management system rollout",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "which city's courts handle a dispute about your website terms",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how long do you keep the message i send through your contact form before deleting it",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "what do i actually get at the end of the testing and qa stage of your process",
    cls: "unreachable",
    expect: "/services",
  },
  // long
  {
    q: "hi so basically we are a small family run saree business in surat and my son keeps telling me we should get a proper online shop instead of taking orders on whatsapp and insta dms, so i wanted to know roughly how many weeks it would take your team to make a website for us",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "i am in my final year of btech at a college in indore and have been doing react and node projects on the side, a friend told me your company is hiring so i wanted to ask how exactly do i send my application, is there some portal or form or what",
    cls: "long",
    expect: "/career",
  },
  {
    q: "our hospital group has been running the same old billing software for almost ten years and patients keep complaining about waiting in queues for hours, have you ever built something for hospitals and how did that turn out",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "we got a message from a big bank we are trying to sign as a customer saying they need us to be iso 27001 certified first and honestly nobody in our team knows where to even begin with that, is this something you people can help with",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "my manager asked me to compare a few vendors and write up a note on how each one charges, like whether its one fixed amount or a monthly bill or something else, because finance wants the numbers before friday so what is your model",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "sorry for the long message but i was reading your article on ai in business last night and there was a part about why pilot projects never make it to real use, could you remind me what the main reasons were",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "we have around forty laptops across two small offices and every week someone's email stops working or the wifi drops and our one it guy is totally overwhelmed, do you provide helpdesk style support for companies our size",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "i came across your website while searching for software companies in central india and got curious, who actually started nexora and how many people work there these days",
    cls: "long",
    expect: "/about",
  },
  {
    q: "right now our developers push code by ftp on friday nights and something breaks almost every other week, my cto wants automated deployments with a proper rollback, which of your services would cover that",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "we already have a contract with you and my project manager mentioned that our documents and invoices are kept somewhere online but i completely forgot where i am supposed to sign in to see them",
    cls: "long",
    expect: "/login",
  },
  {
    q: "we are a d2c clothing brand and last diwali our sale traffic crashed the site for half a day, so before this festive season i want to check if you have handled huge traffic spikes for any retailer before",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "i am planning to drop by your office next week since i will be in bhopal for a cousin's wedding anyway, till what time are you open on saturday",
    cls: "long",
    expect: "/contact",
  },
  // typo
  { q: "cyber securty audit servises", cls: "typo", expect: "/services/cybersecurity" },
  { q: "andriod app devlopment in fluter", cls: "typo", expect: "/services/mobile-development" },
  { q: "ur ofice adress pls", cls: "typo", expect: "/contact" },
  { q: "any carrer oppurtunity in nexora bhopal for me", cls: "typo", expect: "/career" },
  { q: "clould migraton case studdy", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "machne lerning forcasting servce", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "privcy polcy page", cls: "typo", expect: "/legal/privacy" },
  { q: "whats the dicovery fase cost", cls: "typo", expect: "/services#pricing" },
  { q: "ui ux desgin for my startp app", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "who is the ceo of nexra tecnologies", cls: "typo", expect: "/about" },
  { q: "data analitycs dashbords with power bi", cls: "typo", expect: "/services/data-analytics" },
  {
    q: "digitel transformaton for paperles office",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  // vocabulary
  {
    q: "mujhe apni dukaan ke liye billing software banwana hai with gst invoice",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  { q: "koi vacancy hai kya aapke yahan abhi", cls: "vocabulary", expect: "/career" },
  { q: "aap log ka office kahan pe hai exactly", cls: "vocabulary", expect: "/contact" },
  {
    q: "do you guys do amazon web services stuff like shifting our servers to amazon",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "need someone to hack test our app before launch, ethical hacker type",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "ek app banane mein kitna paisa lagega roughly, budget batao",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "looking for a part time cto kind of advisor for my startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "can you make a chatgpt type bot that answers from our company pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "factory office mein sab registers aur files hain, we want to go digital",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "need a simple site with landing page and blog for my ca firm",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "aapke pichle kaam ke examples dikhao, portfolio type",
    cls: "vocabulary",
    expect: "/projects",
  },
  {
    q: "sales ka mis report aur charts chahiye for our kirana chain",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  // ambiguous
  {
    q: "how long does it take from applying to getting an offer letter",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what are the support hours for your it helpdesk service",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/contact",
  },
  { q: "what are the core working hours for staff", cls: "ambiguous", expect: "/career" },
  {
    q: "how long did the fintech security project take",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "what does the dedicated team model cost per month",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how much cost did the logistics company save after moving to aws",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "your security head vikram, is he in the bhopal office or somewhere else",
    cls: "ambiguous",
    expect: "/about",
  },
  {
    q: "once we start how long till the first sales dashboard is ready to look at",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "do you bill us monthly or per milestone", cls: "ambiguous", expect: "/services#pricing" },
  { q: "what health cover do employees get", cls: "ambiguous", expect: "/career" },
  {
    q: "what happens after i send you a message, when will someone reply",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "how safe is the data i type into your website",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  // multi
  {
    q: "what's your email id and do you have any remote jobs",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "who is your cto and what did she write on your blog about cloud",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "do you make flutter apps and how much does a fixed price project cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "how do i get into the client portal and what are your office timings",
    cls: "multi",
    expect: "/login & /contact",
  },
  {
    q: "do you do penetration testing? also show me the fintech case study",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "when was nexora founded and what are the steps in your delivery process",
    cls: "multi",
    expect: "/about & /services",
  },
  {
    q: "privacy policy link and terms of service link pls",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "is there a data engineer opening and what does your data analytics service include",
    cls: "multi",
    expect: "/career & /services/data-analytics",
  },
  {
    q: "do you build shops on shopify, and do you have a retail case study to show",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform",
  },
  {
    q: "do u do devops consulting + whats the learning budget for employees",
    cls: "multi",
    expect: "/services/devops & /career",
  },
  {
    q: "what does digital transformation mean for you and have you done any hospital project",
    cls: "multi",
    expect: "/services/digital-transformation & /projects/healthcare",
  },
  {
    q: "can you help set up microsoft 365 for us and what is your office address",
    cls: "multi",
    expect: "/services/it-infrastructure & /contact",
  },
  // unanswerable
  {
    q: "whats the yearly revenue of nexora tech in crores",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there free parking for visitors at your bhopal office",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will i get a signing bonus if i join as senior full stack engineer",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you give discounts to ngos or charities", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you sponsor work visas for developers from abroad",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's the dress code at nexora office", cls: "unanswerable", expect: "fallback" },
  {
    q: "is nexora listed on the stock market, can i buy its shares",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can your team build a 3d mobile game for us in unity engine",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what was your employee attrition rate last year", cls: "unanswerable", expect: "fallback" },
  {
    q: "can i pay your invoice through paytm or by cheque",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many weeks of maternity leave does nexora give",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "have you built any blockchain or web3 projects", cls: "unanswerable", expect: "fallback" },
  // off-topic
  { q: "who won the ipl final this season", cls: "off-topic", expect: "fallback" },
  { q: "kal bhopal mein baarish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "recipe for paneer butter masala at home", cls: "off-topic", expect: "fallback" },
  { q: "pls solve 4x minus 9 equals 27, my maths homework", cls: "off-topic", expect: "fallback" },
  { q: "write me a short poem about the monsoon in hindi", cls: "off-topic", expect: "fallback" },
  { q: "best beaches to visit in goa in december", cls: "off-topic", expect: "fallback" },
];

/**
 * The thirtieth held-out set, written on 2026-11-25 (session 32, third round) by someone who did
 * not run the chat, and scored once at the end of that round's tuning (78/90, 86.7 %, no confident
 * wrong answer to an unanswerable or off-topic question; at dffa65c); tuning data since.
 */
const thirtiethHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "whats the pay range for the soc analyst opening, in lakhs per annum",
    cls: "unreachable",
    expect: "/career#security-analyst|/career",
  },
  {
    q: "cloud devops opening - can i do it from home in kerala or is it bhopal based",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer|/career",
  },
  {
    q: "for the data engineer post which orchestrator tools should i know, airflow?",
    cls: "unreachable",
    expect: "/career#data-engineer|/career",
  },
  {
    q: "will my chatbot data end up training some other company's AI model",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do your pentesters retest after we patch the findings or is that extra",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "can your engineers come on site to our factory in indore or only bhopal",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "in the logistics cloud move how long did the final database switchover take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how many hospital staff got trained when you rolled out the hospital software",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "which courts handle a dispute about your website terms",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "how many months do you hold on to my enquiry details before deleting",
    cls: "unreachable",
    expect: "/legal/privacy#retention|/legal/privacy",
  },
  {
    q: "which countries in the middle east do you have clients in",
    cls: "unreachable",
    expect: "/#global-presence|/",
  },
  {
    q: "what exactly happens in step 4 of your delivery process, the QA part",
    cls: "unreachable",
    expect: "/services#process|/services",
  },

  // long
  {
    q: "so my father runs a wholesale kirana distribution business in jabalpur and every diwali we either run out of ghee or end up with too much stock lying around, my cousin said some companies use machine learning to predict demand, have you guys actually done something like that for a distributor before",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "i am a final year btech student, honestly not very confident, but i have been doing figma and some user research projects for two years now and i wanted to know if there is any opening in design at your company",
    cls: "long",
    expect: "/career#product-designer|/career",
  },
  {
    q: "we are a small ca firm with about 25 people and last month one of our staff clicked some weird email link and we lost a day of work, my partner keeps saying we are too small to be hacked but i think we need some basic guidance on what to do first",
    cls: "long",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "before i even think about signing anything with you, and sorry if this is a basic question, i would like to understand how the money side works, do you charge per month or per project or what",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "our old vendor built our app in some ancient framework and then disappeared, the code is sitting on a hard disk and nobody understands it, would your team be willing to pick up an existing codebase like this",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "i was reading about the dpdp act on linkedin and got a bit worried because we run a clinic chain and keep patient data on some server abroad, can you help us keep the data within india when we go to the cloud",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "last year we tried a gen ai proof of concept with another agency, the demo was nice but it never went live and the management lost interest, is there anything on your site about why these pilots fail",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "my uncle is visiting bhopal next week for some other work and he wants to drop by and meet your team in person, could you tell me where exactly the office is",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "hello, i am already a customer, we signed last quarter for a portal project, and i have misplaced the link where we see project progress and documents, where do i get it",
    cls: "long",
    expect: "/login",
  },
  {
    q: "we are a chain of sixty clothing shops and during the festive sale our website keeps crashing and the stock shown online never matches the store, did you ever build something for a retailer with that problem",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "i want to know a bit about who actually started this company and when, because my investor asked me to check the background of any vendor before we give them the contract",
    cls: "long",
    expect: "/about",
  },
  {
    q: "ok so our engineering team keeps saying deployments take a whole weekend and something always breaks, management wants faster releases with automatic rollback, is this the kind of thing you help with",
    cls: "long",
    expect: "/services/devops",
  },

  // typo
  { q: "wat r ur ofice timmings on satruday", cls: "typo", expect: "/contact" },
  {
    q: "do u do penetraion testng for mobile apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "clowd migraton for logistcs compny case studdy",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "any vacansies for full stak devloper",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer|/career",
  },
  { q: "privcy polcy cookies", cls: "typo", expect: "/legal/privacy" },
  { q: "how much dose the discovry fase cost in rupess", cls: "typo", expect: "/services#pricing" },
  {
    q: "flutter app developmnt andriod and ios",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "helthcare managment sytem you built", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "dashbord and buisness inteligence servise",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "clinet portl login", cls: "typo", expect: "/login" },
  {
    q: "iso 27001 certifcation help for our compnay",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "who is the fonder of nexora and were did he work befor", cls: "typo", expect: "/about" },

  // vocabulary
  {
    q: "naukri hai kya aapke yahan freshers ya experienced ke liye",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "mujhe apni dukaan ki website banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "do you do office wifi, laptops and email setup, like an outsourced IT guy",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can you build us something like chatgpt trained on our company policies",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "hacker se bachne ke liye kya karna chahiye chhote business ko",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "need a part-time cto type person to advise on our tech choices",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "our aws bill is too high, can you reduce it",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we still do everything on paper registers and excel, want to go digital",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "app ka look and feel aur screens design karte ho kya",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  { q: "jenkins pipeline and kubernetes wala kaam", cls: "vocabulary", expect: "/services/devops" },
  {
    q: "aapke saath kaam kaise shuru hota hai, pehla kadam kya hai",
    cls: "vocabulary",
    expect: "/services#process|/services#pricing|/contact",
  },
  {
    q: "kya aap tally aur gst billing ke saath integrate kar sakte ho",
    cls: "vocabulary",
    expect: "/services/software-development",
  },

  // ambiguous
  {
    q: "what will my bill look like on time and materials",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how long for a first dashboard",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "how long does your hiring take from applying to offer",
    cls: "ambiguous",
    expect: "/career#hiring-process|/career",
  },
  {
    q: "what are the core hours for employees",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "which office would i be working from if i join the security team",
    cls: "ambiguous",
    expect: "/career#security-analyst|/career",
  },
  {
    q: "cost savings you got in the logistics project",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "your help desk support hours",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/contact",
  },
  {
    q: "how long will your architecture review of our system take us",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  { q: "is there a warranty after launch", cls: "ambiguous", expect: "/services#pricing" },
  { q: "what's the leave policy", cls: "ambiguous", expect: "/career#why-work-with-us|/career" },
  {
    q: "how long till our basic 5 page company website is live",
    cls: "ambiguous",
    expect: "/services/web-development|/contact#faq",
  },
  { q: "what data do you keep about me", cls: "ambiguous", expect: "/legal/privacy" },

  // multi
  {
    q: "what's your phone number and do you work on sundays",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "salary for the data engineer role and how do i apply",
    cls: "multi",
    expect: "/career#data-engineer|/career & /career#how-to-apply|/career",
  },
  {
    q: "do you build flutter apps and also do ui design for them",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "tell me about the fintech security project, and who heads your cybersecurity team",
    cls: "multi",
    expect: "/projects/security-infrastructure & /about",
  },
  {
    q: "price range of a dedicated team and minimum duration",
    cls: "multi",
    expect: "/services#pricing & /services#pricing",
  },
  {
    q: "when was nexora founded and how many people work there",
    cls: "multi",
    expect: "/about & /about",
  },
  {
    q: "do you do kubernetes setup? also any article on cloud trends",
    cls: "multi",
    expect: "/services/devops & /blog/cloud-trends",
  },
  {
    q: "can i delete my data from your records and is the site using cookies",
    cls: "multi",
    expect: "/legal/privacy#your-rights|/legal/privacy & /legal/privacy#no-cookies|/legal/privacy",
  },
  {
    q: "health insurance for employees kitna hai and learning budget bhi batao",
    cls: "multi",
    expect: "/career#why-work-with-us|/career & /career#why-work-with-us|/career",
  },
  {
    q: "have you done any hospital projects and do you offer software support after go live",
    cls: "multi",
    expect: "/projects/healthcare & /contact#faq|/services#process",
  },
  {
    q: "your email id and full postal address please",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "which clouds do you work with and will migrating cause downtime",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/cloud-solutions",
  },

  // unanswerable
  {
    q: "how much funding has nexora raised and who are the investors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was your annual turnover last financial year",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you develop blockchain or crypto wallet apps", cls: "unanswerable", expect: "fallback" },
  { q: "can we pay your invoices in bitcoin", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you give relocation allowance if i shift to bhopal for the job",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is free lunch provided in the bhopal office", cls: "unanswerable", expect: "fallback" },
  {
    q: "can your team make a 3d mobile game in unity for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is nexora's rating on glassdoor", cls: "unanswerable", expect: "fallback" },
  { q: "is nexora listed on nse, what's the share price", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you sell franchises of nexora in other cities",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who do you consider your main competitors in bhopal",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there a diwali bonus for employees", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "bhopal mein aaj barish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "who won yesterday's ipl match", cls: "off-topic", expect: "fallback" },
  { q: "paneer butter masala recipe quickly", cls: "off-topic", expect: "fallback" },
  { q: "solve x^2 - 5x + 6 = 0 for my homework", cls: "off-topic", expect: "fallback" },
  { q: "how do i say thank you very much in japanese", cls: "off-topic", expect: "fallback" },
  {
    q: "suggest a good bollywood movie to watch this weekend",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The thirty-first held-out set, written on 2026-11-25 (session 33, first round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (77/90, 85.6 %, no
 * confident wrong answer to an unanswerable or off-topic question; at b6825f8); tuning data since.
 */
const thirtyFirstHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "pay band for the SOC security analyst opening?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "is the product designer job fully remote or do i have to relocate to bhopal",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "For the data engineer post, which workflow orchestrators do you expect applicants to have used?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "after your pentest we patch the issues — will you re-test for free or is that charged extra?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "We're an NBFC, RBI wants our customer data kept in India. Can your cloud setup guarantee Indian regions only?",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  {
    q: "If I have a dispute over something on your website, which city's courts handle it?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "how do I get you to erase the details I filled in your enquiry form",
    cls: "unreachable",
    expect: "/legal/privacy#your-rights|/legal/privacy",
  },
  {
    q: "Any clients in Qatar or Saudi? We're a Riyadh-based firm.",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "do you run security scans and performance checks on each release or just before go-live?",
    cls: "unreachable",
    expect: "/services#process|/services",
  },
  {
    q: "How many minutes did the Oracle to RDS switchover take for that logistics client?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how many days of paid leave do staff get per year",
    cls: "unreachable",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "under CERT-In rules how fast must a company report a cyber incident? read something on your blog about it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  // long
  {
    q: "Hello sir, I run a small textile export unit in Mandideep and my nephew told me about you, we have been thinking for a long time about getting some software made, but I prefer to meet people face to face before giving any work, so can you tell me exactly where I can come and visit you?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "My son finished his BE in computer science last year from an Indore college and has been doing some freelance React work since then, he is quite shy so I am asking on his behalf, where should he send his resume and what should he mention in it?",
    cls: "long",
    expect: "/career#how-to-apply|/career",
  },
  {
    q: "We are a group of three dentists who share a clinic in Jabalpur, patients keep calling the front desk all day for appointments, we want an app like the big hospitals have, and one thing I am not sure about is whether you will also put the app on the Play Store for us or we have to do that ourselves?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Honestly our budget is tight this year since we just opened a second warehouse, and before we commit to a big project I'd like to know what that initial study thing you do first costs, the one before the actual build starts.",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Our current site was built on WordPress by a freelancer six years ago, it's slow, it looks terrible on phones and our sales team is embarrassed to share it. If we start fresh with you, roughly how many weeks until a new marketing site is live?",
    cls: "long",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "So our partner bank sent us a letter last month, basically saying that unless we get the ISO 27001 certificate before renewal they may not continue, and our IT team is just two people who are already overloaded. Can you guys actually help a company get that certification?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "We distribute FMCG goods to a few thousand kirana stores across MP and Chhattisgarh and every festival season we either run out of the fast movers or get stuck with piles of stock, planning is all Excel. Have you done a forecasting project like this for a distributor, and what did it achieve?",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "I was reading about your company on LinkedIn and I'm curious, because I'm writing a piece about startups from tier-2 cities for a local business magazine, who actually started Nexora and what was his background before?",
    cls: "long",
    expect: "/about#team|/about",
  },
  {
    q: "Our developers keep telling me we need to move everything to Kubernetes because that's what everyone uses now, but we only have four services and a team of six, and I don't want to spend on something fancy if it's not needed, what's your view?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "I have applied to around forty companies in the last three months and most of them make me do a week-long take-home assignment for free, which is exhausting, so before applying I want to understand what your interview rounds look like.",
    cls: "long",
    expect: "/career#hiring-process|/career",
  },
  {
    q: "Quick concern before I type anything sensitive here, our company is very strict about data and I have been told not to paste client information into online tools, so when I chat with this assistant does my text go to some outside AI company or server?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "We're visiting Bhopal for a family function this weekend and my husband wants to drop by your office to discuss our hotel's booking system, but is anybody even there on a Saturday and till what time?",
    cls: "long",
    expect: "/contact",
  },
  // typo
  { q: "cyber securty servises", cls: "typo", expect: "/services/cybersecurity" },
  { q: "any carrer openings in nexora technolgies rite now", cls: "typo", expect: "/career" },
  { q: "contcat numbr pls", cls: "typo", expect: "/contact" },
  { q: "prise for fixd price projct", cls: "typo", expect: "/services#pricing" },
  { q: "mobil app develpment andriod ios", cls: "typo", expect: "/services/mobile-development" },
  { q: "clould migartion case studdy", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "data enginer salery", cls: "typo", expect: "/career#data-engineer" },
  { q: "who is the founer of the compny", cls: "typo", expect: "/about#team|/about" },
  { q: "whats ur privacey polici on my data", cls: "typo", expect: "/legal/privacy" },
  { q: "ui ux desgin servce", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "automte our deploymnt piplines with ci cd", cls: "typo", expect: "/services/devops" },
  { q: "hospitl managment sytem project", cls: "typo", expect: "/projects/healthcare" },
  // vocabulary
  { q: "aapka office kahan pe hai bhopal mein?", cls: "vocabulary", expect: "/contact" },
  {
    q: "bhai job mil sakti hai kya aapke yahan, abhi kaunsi posts khuli hain",
    cls: "vocabulary",
    expect: "/career#open-roles|/career",
  },
  {
    q: "hume apni dukaan ki website banwani hai, kitne din lagenge",
    cls: "vocabulary",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "humare server pe hacking ka darr hai, aap suraksha ka kya kaam karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "want to shift our office servers onto Amazon cloud",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we need a techie who can act as our part-time CTO",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "MIS reports and graphs for the management meeting, can you automate?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "bot that reads our HR policy PDFs and answers staff questions",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "office ke computers, wifi aur printer ka AMC chahiye",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "saara kaam register aur files pe hota hai, paperless karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "app ka look and feel aur screens design karte ho kya?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "do employees get mediclaim for parents too",
    cls: "vocabulary",
    expect: "/career#why-work-with-us|/career",
  },
  // ambiguous
  {
    q: "with a dedicated team, what does the monthly bill come to?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how much notice do we give to shrink the dedicated team",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "what are the core hours for people working at nexora",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "how long before I hear back after emailing my CV?",
    cls: "ambiguous",
    expect: "/career#how-to-apply|/career#hiring-process|/career",
  },
  {
    q: "which office does your head of cybersecurity sit in?",
    cls: "ambiguous",
    expect: "/about#team",
  },
  {
    q: "how much did the logistics firm cut its cost after moving to AWS",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "does your web team support Hindi and other languages on the site?",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "where do existing clients check project invoices and documents",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "what security protects this website itself",
    cls: "ambiguous",
    expect: "/legal/privacy#security|/legal/privacy",
  },
  {
    q: "how many people are on your payroll these days",
    cls: "ambiguous",
    expect: "/about#story|/about",
  },
  {
    q: "any health cover if I join you?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "which certification helps for the cloud devops opening",
    cls: "ambiguous",
    expect: "/career#cloud-devops-engineer",
  },
  // multi
  {
    q: "What's your phone number, and are you hiring any designers right now?",
    cls: "multi",
    expect: "/contact & /career#product-designer",
  },
  {
    q: "Who is your CTO? Also which cloud providers do you work with?",
    cls: "multi",
    expect: "/about#team & /services/cloud-solutions",
  },
  {
    q: "how much is the discovery phase, and do you do penetration testing",
    cls: "multi",
    expect: "/services#pricing & /services/cybersecurity",
  },
  {
    q: "Do you make Android apps? And what result did the hospital network project get?",
    cls: "multi",
    expect: "/services/mobile-development & /projects/healthcare",
  },
  {
    q: "Who wrote your article on AI in business, and can you build product recommendation engines?",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "salary for the senior full stack role + what are the interview steps",
    cls: "multi",
    expect: "/career#senior-full-stack-engineer & /career#hiring-process",
  },
  {
    q: "Does your site drop cookies? And what are your timings on Saturday?",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "power bi dashboards - do you build them? and separately can you help us with ISO 27001",
    cls: "multi",
    expect: "/services/data-analytics & /services/cybersecurity",
  },
  {
    q: "what was the mobile page load time on the fashion retailer's shop, and what does your devops offering cover?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/devops",
  },
  {
    q: "Who owns the source code once you deliver, and do you work on a fixed price basis?",
    cls: "multi",
    expect: "/services/software-development & /services#pricing",
  },
  {
    q: "can you move us from Gmail to Microsoft 365, and what is your company's mission?",
    cls: "multi",
    expect: "/services/it-infrastructure & /about#mission",
  },
  {
    q: "Do you do Zoho or Salesforce rollouts? Also, is the data engineer role hybrid?",
    cls: "multi",
    expect: "/services/digital-transformation & /career#data-engineer",
  },
  // unanswerable
  {
    q: "how many crores of revenue did nexora book in FY 2025-26",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you develop blockchain or NFT platforms", cls: "unanswerable", expect: "fallback" },
  {
    q: "Which investors have funded Nexora, are you VC backed?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if we're unhappy with the delivered software will you refund the money?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there cab drop facility for night shift employees",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you give a joining bonus or ESOPs to new hires?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you handle our Instagram and Facebook page marketing every month",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "What's your rating on Clutch or Google reviews?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Is your office shut during Diwali week, which exact dates?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what percentage of your staff are women", cls: "unanswerable", expect: "fallback" },
  {
    q: "will you accept USDT or other crypto for settling your bills",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What's the name of the hospital chain in your healthcare case study?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "what's the weather like in bhopal today", cls: "off-topic", expect: "fallback" },
  { q: "India vs Australia score?", cls: "off-topic", expect: "fallback" },
  { q: "give me a recipe for indori poha", cls: "off-topic", expect: "fallback" },
  { q: "translate 'good morning' into French", cls: "off-topic", expect: "fallback" },
  { q: "What is the capital of Australia?", cls: "off-topic", expect: "fallback" },
  { q: "write a short poem about monsoon", cls: "off-topic", expect: "fallback" },
];

/**
 * The thirty-second held-out set, written on 2026-11-25 (session 33, second round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (67/90, 74.4 %, no
 * confident wrong answer to an unanswerable or off-topic question; at 7c6f1b0); tuning data since.
 */
const thirtySecondHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "what's the pay range for the SOC analyst opening?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "Is the product designer job fully work from home or would I have to relocate to Bhopal?",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "For your data engineering vacancy, do I need to know Airflow or will Dagster do?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "If you pen-test our app and we patch the holes, do you check again for free?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "do you keep the stuff I type into the contact form forever? after how many months is it wiped",
    cls: "unreachable",
    expect: "/legal/privacy#retention|/legal/privacy",
  },
  {
    q: "In the logistics AWS job, which Indian regions did you run on and how long did the database switch take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "When you finish our app, does it go on Play Store under our developer account or yours?",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "Can your support engineers physically visit our branch in Jabalpur, or do you only cover Bhopal?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "How many people do you put in front of a prototype in each round of testing?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "If I had a legal dispute about your website, which city's courts would hear it?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "What's the final stage of your six-step way of running a project, after go-live?",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "Your security article mentions CERT-In — within how many hours must an incident be reported?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  // long
  {
    q: "We are a family textile business in Surat, three generations, and honestly everything still runs on Excel sheets that my cousin updates every Monday. Sales figures from our four shops never match what the accountant says. My father finally agreed to spend on proper reports. If we go ahead with you, roughly how many weeks before we actually see the first dashboard?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Hi, I've been doing Terraform and GitHub Actions on AWS for about four years at a mid-size product company in Kochi. I saw you have a cloud opening, and I can't move cities because of family. I don't want to mess up the application — what exactly should I put in the email when I apply?",
    cls: "long",
    expect: "/career#how-to-apply",
  },
  {
    q: "Last year I paid a freelancer to build the booking system for my dental clinic and he vanished halfway, and now he says the code belongs to him and won't share it. Before I sign with anybody again I need to know: if you build something for me, who ends up owning the source?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I manage operations for a group of private hospitals in central India. We keep hearing from other administrators that software can speed up insurance settlements, but vendors only show slides. You mention a hospital network project — what actually happened to their claim settlement times?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I'm a founder in Austin, pre-seed, and a friend who outsourced to Pune recommended looking at Indian firms. I'm not ready to commit to a big build, I just want someone to look at the idea and tell me what it would take. What would that initial study cost me in US dollars and how long does it run?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "My son applied to your company two weeks ago and had a technical round last Friday with two of your engineers. He is very anxious and keeps checking his phone. As a mother I just want to know, after meeting the team how many days does Nexora normally take to tell candidates the result?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "Every Diwali our clothing website crashes right when the festive sale begins, and the stock it shows online is wrong because our stores don't sync. We have about 50 outlets. Have you ever fixed this exact kind of problem for a retailer, and what came of it?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "I'm the tech lead at a small lending startup regulated by RBI. Our banking partner just told us that unless we are ISO 27001 certified before renewal they'll walk away, and none of us has done an audit before. Is this something you can take us through end to end?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I write for a Madhya Pradesh business weekly and I'm putting together a feature on tech companies that grew out of Bhopal instead of moving to Bengaluru. For the piece I need a couple of basics: what year did Nexora start and how big is the team today?",
    cls: "long",
    expect: "/about",
  },
  {
    q: "Our CFO sat through three AI demos this month and her one worry is the same each time: that our invoices and customer records will end up teaching some big tech company's model. Before I even bring your name to the board, can you tell me how you handle that?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "I filled in the quote request yesterday and ticked the highest budget bracket just to be safe, but now my partner is worried we've locked ourselves into paying that amount. Did ticking that box commit us to anything?",
    cls: "long",
    expect: "/legal/terms#enquiries|/legal/terms",
  },
  {
    q: "We make auto parts near Pithampur, and every purchase approval still goes on paper through four signatures and takes a week. Management wants to 'go digital' but nobody agrees what that means and the shop floor staff are nervous. Where would you even begin with a company like ours?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  // typo
  {
    q: "wer exactly is ur bhopal offfice, need the adress for gps",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "cyber securty audit and penitration testing servces",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "salery for senoir full stak devloper post",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "do u have kubernates exprts? do we even realy need it",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "fixd price vs time and materiel which one is cheeper",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "clowd migraton case studdy for logistcs company",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "mobil app devlopment flutter or nativ wich is beter",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "privasy polcy - do u use coookies or trakers",
    cls: "typo",
    expect: "/legal/privacy#no-cookies|/legal/privacy",
  },
  {
    q: "how to aplly for the job, wich email id to send cv",
    cls: "typo",
    expect: "/career#how-to-apply",
  },
  { q: "who is the fouder and ceo of nexora", cls: "typo", expect: "/about#team|/about" },
  {
    q: "data enginer hybird role how much experiance needed",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "ui ux desgin with accesibility wcag reveiw",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  // vocabulary
  {
    q: "aapka office saturday ko kitne baje tak khula rehta hai?",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "mujhe apni dukaan ke liye website banwani hai, kitna time lagega?",
    cls: "vocabulary",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "Hamara purana software kisi aur vendor ne likha tha, kya aap usko aage sambhal sakte ho?",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "Need someone keeping an eye out for hackers on our systems round the clock",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you make our app accept GPay / PhonePe type payments",
    cls: "vocabulary",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "looking for a part-time tech boss, basically a CTO on rent",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "job mein mediclaim milta hai kya, mummy papa bhi covered honge?",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "a bot that reads our company PDFs and answers staff questions",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our office wifi and laptops keep acting up, need an IT guy on call",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you guys help old-school firms get rid of files and registers",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "already a customer — where do I log in to check how my project is going?",
    cls: "vocabulary",
    expect: "/login",
  },
  {
    q: "kaun kaun se deshon mein aapke clients hain?",
    cls: "vocabulary",
    expect: "/#global-presence|/about",
  },
  // ambiguous
  {
    q: "Our monthly cloud bill keeps creeping up, can you help bring it down?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "If I join as an engineer, what hours am I expected to be online?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "How long does an architecture review take?",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "Which office would the SOC analyst role be based at?",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "Can our cloud setup stay in Indian regions so we satisfy the DPDP Act?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Is the IT help desk open on Saturdays, or round the clock for servers?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/contact",
  },
  {
    q: "How long do you keep my chat conversation?",
    cls: "ambiguous",
    expect: "/legal/privacy#browser-storage|/legal/privacy",
  },
  {
    q: "What's the budget for learning if I come on board?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  { q: "Is there any warranty included?", cls: "ambiguous", expect: "/services#pricing" },
  {
    q: "Once I apply, how soon do I get a reply?",
    cls: "ambiguous",
    expect: "/career#how-to-apply|/career#hiring-process",
  },
  {
    q: "How much notice do we give to shrink the team you lend us?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "For an AI proof of value, how long is it?",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  // multi
  {
    q: "What does the data engineer role pay, and where exactly is your office?",
    cls: "multi",
    expect: "/career#data-engineer & /contact",
  },
  {
    q: "Do you build Flutter apps? And what does a dedicated team cost per month?",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "Who runs cybersecurity at Nexora, and what did the fintech security project achieve?",
    cls: "multi",
    expect: "/about#team|/about & /projects/security-infrastructure",
  },
  {
    q: "what's your phone no.? also does my form data ever leave India?",
    cls: "multi",
    expect: "/contact & /legal/privacy#data-location|/legal/privacy",
  },
  {
    q: "What does your AI article suggest doing this quarter, and do you handle model monitoring after launch?",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "hiring process ke steps kya hain aur product designer ki salary kitni hai?",
    cls: "multi",
    expect: "/career#hiring-process & /career#product-designer",
  },
  {
    q: "Do you do penetration tests? Separately, how long would a simple website take?",
    cls: "multi",
    expect: "/services/cybersecurity & /contact#faq|/services/web-development",
  },
  {
    q: "How do I get you to erase my details, and am I allowed to quote your blog on my own site?",
    cls: "multi",
    expect:
      "/legal/privacy#your-rights|/legal/privacy & /legal/terms#intellectual-property|/legal/terms",
  },
  {
    q: "How fast did the fashion store's pages load on mobile, and which frameworks do you use for websites?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "Is the cloud/devops opening remote, and how much do you give each year for courses?",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /career#why-work-with-us",
  },
  {
    q: "What happens after I send you a message, and what is the company's mission?",
    cls: "multi",
    expect: "/contact & /about#mission|/about",
  },
  {
    q: "Can you build Power BI dashboards, and how much did the distributor's forecasting cut stock-outs?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  // unanswerable
  {
    q: "Roughly how many crore in revenue did Nexora book in FY 2025-26?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Do employees get ESOPs or any stock options?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Is Nexora backed by venture capital, and who are the investors?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can you build a blockchain token or NFT marketplace for us?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Is there visitor parking at the Bhopal office?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Do you give any special discount to NGOs or charities?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What stipend do you pay for the summer internship for BTech students?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "If we cancel the project halfway, what is your refund policy?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Has Nexora won any industry awards?", cls: "unanswerable", expect: "fallback" },
  { q: "Do your developers work in PHP and Laravel?", cls: "unanswerable", expect: "fallback" },
  { q: "What percentage of your staff are women?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Will you sign an NDA before we share our startup idea?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "what's the weather going to be like in Bhopal tomorrow",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "give me a quick recipe for kanda poha", cls: "off-topic", expect: "fallback" },
  {
    q: "which team lifted the IPL trophy most recently, and who was man of the match?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "explain TCP vs UDP in simple words for my networking exam",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "which is the fastest train from Bhopal to Indore", cls: "off-topic", expect: "fallback" },
  { q: "write a short poem for my girlfriend's birthday", cls: "off-topic", expect: "fallback" },
];

/**
 * The thirty-third held-out set, written on 2026-11-25 (session 33, third round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (73/90, 81.1 %, no
 * confident wrong answer to an unanswerable or off-topic question; at ed6d2de; that round's tuner
 * had seen two of its questions in a diff of the whole tree); tuning data since.
 */
const thirtyThirdHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "is the data engineer post fully work from office or can I do some days from home?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "For the SOC analyst opening, will I have to do night shifts and is there extra money for that?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "if your team builds an AI model on our sales records, could those records end up training some other company's model?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "what deadline do you suggest for fixing a critical hole on a server that faces the internet",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "After I send my details through your contact page, for how many months do you hold on to them?",
    cls: "unreachable",
    expect: "/legal/privacy#retention|/legal/privacy",
  },
  {
    q: "If there's a legal dispute about the website, which city's courts would handle it?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "In that logistics company's move to AWS, how many minutes did the main database switch take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "we have branches in Sagar and Rewa, can your support engineers physically visit or is it only remote?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how many real users do you put in front of a prototype in each testing round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  { q: "Which Gulf countries do you have clients in?", cls: "unreachable", expect: "/" },
  {
    q: "what medical cover do employees get, are parents included?",
    cls: "unreachable",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "How long did the lending fintech take to get its ISO certificate with your help?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },

  // long
  {
    q: "Hi, I run three medical stores in Jabalpur and my nephew wrote our billing software a few years back. He has now moved to Canada, nobody here understands his code, and it crashes every month end when GST filing is due. Can your people take over software that somebody else built and keep improving it?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "We are a trading firm in Dubai with around 40 staff and for months we've been arguing internally about AWS versus Azure. Our IT manager likes one, our finance head likes the other, and frankly we just want an unbiased opinion from someone who isn't earning a commission from either. Is that something you do?",
    cls: "long",
    expect: "/services/cloud-solutions|/services/it-consulting",
  },
  {
    q: "I'm in my final year of B.Tech at RGPV, I have done two internships with React and Node, and I would really like to work in Bhopal because my family is here. Before I apply anywhere I want to know what the selection looks like at your company, how many rounds and whether there's some take-home assignment?",
    cls: "long",
    expect: "/career#hiring-process|/career",
  },
  {
    q: "My father's hospital group in Nagpur has five branches and every branch runs different software, so patients keep repeating their whole history and insurance claims get stuck. Somebody told him you built something similar for another chain of hospitals. What did that actually achieve for them?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "We're a small fintech startup, investors for our next round want to see a proper security certification, our CTO keeps saying ISO 27001 but we've never done anything like it and don't have a single policy written down, could you take us from zero to passing the audit?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "So yesterday I filled your quotation form and picked the 10 to 25 lakh budget option mostly as a guess, and now I'm a bit nervous, does selecting that range mean I've agreed to pay that much or signed up for something?",
    cls: "long",
    expect: "/legal/terms#enquiries|/legal/terms",
  },
  {
    q: "Our marketing head wants a brand new website live before the festive sale, it's already mid September, the content is mostly written and we only need design plus a build with a CMS her team can update on their own, so realistically how many weeks would a marketing site like that take?",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "We make auto parts in Pithampur and our warehouse and sales people all live in Excel, every Monday review starts with a fight about whose figures are correct. We would love one shared dashboard. If we sign up with you, roughly how soon could we see the first one?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Everyone online seems to run Kubernetes for everything. We're six developers with about eight small services on two VMs and my team lead is pushing hard to move to k8s, I'm not convinced it's worth it for us, what would you advise?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "Suppose the app goes live and six months later we find a bug, or we want to add a couple of new screens, will you still be there to help us out or will we have to go hunting for some other vendor at that point?",
    cls: "long",
    expect: "/contact|/services",
  },
  {
    q: "A friend sent me your site. I'm a UI designer with about four years of experience, mostly Figma work on fintech apps, but I live in Kochi and can't move cities for family reasons. Is your designer opening open to people working remotely, and what's the salary like?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "Ours is an old-fashioned transport business: paper registers, documents sent by courier between our three branches, every approval signed by hand. My son keeps telling me we need to go digital but hardly anyone in the office is comfortable with computers. Where would someone like you even begin?",
    cls: "long",
    expect: "/services/digital-transformation",
  },

  // typo
  {
    q: "do u do penetraton testng for mobile apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "ur bhopal ofice exact adress pls", cls: "typo", expect: "/contact" },
  {
    q: "flutter vs nativ app which is cheapr",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "carrer openings for devops enginer",
    cls: "typo",
    expect: "/career#cloud-devops-engineer|/career",
  },
  {
    q: "machin lerning proof of concpet how many weks",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "dedicted team pricng per month", cls: "typo", expect: "/services#pricing" },
  {
    q: "privcy polcy - does this site put cookeis on my browser",
    cls: "typo",
    expect: "/legal/privacy#no-cookies|/legal/privacy",
  },
  {
    q: "ecomerce projct for fashion retailr what were the reslts",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  { q: "nexora fouder and ceo naam?", cls: "typo", expect: "/about#team|/about" },
  { q: "data warehous do we realy need one", cls: "typo", expect: "/services/data-analytics" },
  {
    q: "infrastucture as cod and ci/cd pipleines",
    cls: "typo",
    expect: "/services/devops|/services/cloud-solutions",
  },
  { q: "blog artical cloud trends 2027", cls: "typo", expect: "/blog/cloud-trends" },

  // vocabulary
  { q: "aapka office Bhopal mein kahan par hai?", cls: "vocabulary", expect: "/contact" },
  {
    q: "hamare dukaan ke liye ek app chahiye jo android aur iphone dono pe chale",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  { q: "naukri chahiye bhai, koi vacancy hai abhi?", cls: "vocabulary", expect: "/career" },
  {
    q: "humari website hack ho gayi thi, poora security check karwana hai",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "mera data aap log kisi aur company ko bechte to nahi?",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },
  {
    q: "we can't afford a full-time tech head, can someone from your side be our part-time CTO?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "want a bot that reads our HR policy PDFs and answers staff questions",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "office wifi keeps dropping and the laptops are a mess, need an outsourced IT guy",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "chhota sa project hai, kitna paisa lagega roughly?",
    cls: "vocabulary",
    expect: "/services#pricing|/services",
  },
  {
    q: "apne server room se cloud pe shift karna hai bina site band kiye",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Excel se pareshan hain, sales ki reports apne aap ban jaaye aisa kuch",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "already a client - where do I go to check on my ongoing project?",
    cls: "vocabulary",
    expect: "/login",
  },

  // ambiguous
  {
    q: "our cloud bill goes up every month, can you bring it down?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "once my resume is in your inbox, how long till somebody gets back to me?",
    cls: "ambiguous",
    expect: "/career#how-to-apply|/career#hiring-process|/career",
  },
  {
    q: "what are the core hours your employees have to be online?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "is the security analyst job office based?",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "we want to cut IT cost across the whole company, licences, vendor contracts, everything, not just cloud",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "did you handle the billing side in that hospital project?",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "what's included in your website care plans?",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "can you set up UPI payments inside our app?",
    cls: "ambiguous",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "when you move a service to the cloud how long is it down for?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "can our customer data stay in Indian regions only?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "how much training budget does a new joiner get every year",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  { q: "who heads security at your company?", cls: "ambiguous", expect: "/about#team|/about" },

  // multi
  {
    q: "give me a number to call you on, and tell me if the data engineering vacancy is still open",
    cls: "multi",
    expect: "/contact & /career#data-engineer",
  },
  {
    q: "Roughly what does a fixed-price project cost, and how many weeks does a marketing website take?",
    cls: "multi",
    expect: "/services#pricing & /services/web-development",
  },
  {
    q: "do you build React Native apps? also who's your CTO",
    cls: "multi",
    expect: "/services/mobile-development & /about",
  },
  {
    q: "Does this site track me with cookies, and where exactly is your office?",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "show me a cloud migration you've done and tell me the pay for the cloud devops job",
    cls: "multi",
    expect: "/projects/cloud-migration & /career#cloud-devops-engineer",
  },
  {
    q: "Can you make Power BI dashboards? And what was the hospital project about?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/healthcare",
  },
  {
    q: "till what time are you open on Saturdays, and can you watch our servers for attacks round the clock?",
    cls: "multi",
    expect: "/contact & /services/cybersecurity",
  },
  {
    q: "According to your blog, why do most AI pilots never reach production? And do you build assistants that answer from a company's own documents?",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "If no role fits me can I still send my CV, and what perks do your employees get?",
    cls: "multi",
    expect: "/career#how-to-apply & /career#why-work-with-us",
  },
  {
    q: "is the Figma designer role remote? plus could you do a UX audit of our existing app",
    cls: "multi",
    expect: "/career#product-designer & /services/ui-ux-design",
  },
  {
    q: "Which countries do you have clients in, and which industries do you usually work with?",
    cls: "multi",
    expect: "/ & /contact",
  },
  {
    q: "who owns the source code at the end, and under which law are your website terms?",
    cls: "multi",
    expect: "/services/software-development & /legal/terms",
  },

  // unanswerable
  { q: "what was Nexora's annual turnover last year?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Will you sign an NDA before we share our product idea?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a dress code at your office for employees",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you provide cab pickup and drop for staff on late shifts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do employees get a bonus for referring a friend who gets hired?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does your company carry professional indemnity insurance for client projects?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a bug bounty programme for researchers who find flaws in your systems?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What's the exact price of one web application pentest?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you manage our Instagram and Facebook ads every month?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what starting salary do you give freshers straight out of college?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How many women are there in your engineering team?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is your rating on Glassdoor?", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "will it rain in Bhopal tomorrow?", cls: "off-topic", expect: "fallback" },
  { q: "give me a quick recipe for Indori poha", cls: "off-topic", expect: "fallback" },
  { q: "which team lifted the IPL trophy most recently?", cls: "off-topic", expect: "fallback" },
  {
    q: "write a 500 word essay on climate change for my college assignment",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "50 dollars is how many rupees today", cls: "off-topic", expect: "fallback" },
  { q: "translate 'see you tomorrow' into German for me", cls: "off-topic", expect: "fallback" },
];

/**
 * The thirty-fourth held-out set, written on 2026-11-25 (session 34, first round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (74/90, 82.2 %, one
 * confident wrong answer to an unanswerable question; at aa6c171); tuning data since.
 */
const thirtyFourthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "is the soc security analyst job shift based or normal day timings",
    cls: "unreachable",
    expect: "/career#security-analyst|/career",
  },
  {
    q: "pay range for the data engineer opening?",
    cls: "unreachable",
    expect: "/career#data-engineer|/career",
  },
  {
    q: "can i do the cloud devops engineer role from home in kerala or do i have to relocate",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer|/career",
  },
  {
    q: "how many months did it take that lending fintech to get iso certified with you",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "in the hospital network project how much quicker did insurance claims get settled",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "after a pentest if we fix the issues, do you charge again to retest",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  { q: "got any clients in the gulf, which countries exactly", cls: "unreachable", expect: "/" },
  {
    q: "what actually happens in the testing and QA stage of your delivery process",
    cls: "unreachable",
    expect: "/services#process|/services",
  },
  {
    q: "how long do you hang on to whatever i type into the contact form",
    cls: "unreachable",
    expect: "/legal/privacy#retention|/legal/privacy",
  },
  {
    q: "if there's a legal dispute about the website which city's courts does it go to",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "your blog mentioned a 3-2-1 rule for backups, what is it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "will you put the app on play store under our company account or yours",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },

  // long
  {
    q: "I run a small dental clinic in Jabalpur with two branches and right now all appointments are in a register and on whatsapp. My nephew says we should move everything to the cloud but I am worried patient data will end up on servers abroad. If you set it up for us, can the data stay inside India?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "my son finished btech CS this year and has only about one year of internship experience. he is crazy about figma and app design and wants to apply to your company. what experience do you actually ask for in the designer opening",
    cls: "long",
    expect: "/career#product-designer|/career",
  },
  {
    q: "Hello, I am a final year MBA student writing my dissertation on how Indian mid-sized companies shift their servers to the cloud. I came across your logistics client story. How many services did they move in total and was there any downtime during the move?",
    cls: "long",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Hi, I'm a reporter with a business daily covering the tech scene in Madhya Pradesh. I'm putting together a piece on local firms that have grown well beyond the state. When was Nexora set up, and roughly how many people work there today?",
    cls: "long",
    expect: "/about",
  },
  {
    q: "ive been a full stack dev for about six years, mostly react and node, and im currently serving notice at a fintech in pune. my wife's family is in bhopal so we're thinking of moving there. what all should i put in the email when i apply",
    cls: "long",
    expect: "/career#how-to-apply|/career",
  },
  {
    q: "We are a mid-size pharma manufacturer and our procurement policy says the first engagement with any new IT vendor has to be small and fixed in cost. I have been asked to find out what your initial study costs and how many weeks it runs, before anyone talks about the actual build.",
    cls: "long",
    expect: "/services#pricing|/services|/contact",
  },
  {
    q: "we own three saree shops in indore and our online sales are tiny. my daughter got a website made 2 years back but its very slow on mobile and we can't change anything without calling her friend. budget is limited, maybe a few lakhs. how many weeks for a proper new site",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "We are a small NGO working on girls' education in rural MP. Our donor and programme data sits in five excel sheets that never agree with each other, and one big donor wants an impact dashboard by next quarter. Realistically how soon could we see a first dashboard?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I run an auto parts unit near Pithampur. Our whole IT is one overloaded guy, the wifi keeps dropping and nobody knows if the backups even work. If we sign up with you will your engineers actually come to the factory or is it all remote?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Hey, we're a six-person seed-stage startup in Austin. A freelancer built our MVP in Node and honestly it's a bit of a mess, but we'd rather not throw it away. Would you guys take over someone else's code, and how would that start?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I am principal of a CBSE school in Sagar. Last month our accounts clerk clicked a fake email and we almost lost fee money. Most of our teachers are not very comfortable with technology. Do you run some kind of training so staff stop falling for such mails?",
    cls: "long",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "I'm the IT manager for a retail chain in Leeds. Our board keeps reading about AI and wants a quick win, but I'm wary of pumping customer data into some vendor's model. If we worked with you, would our data end up training someone else's AI?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },

  // typo
  { q: "wat r ur oficce timings on satuday", cls: "typo", expect: "/contact" },
  {
    q: "hw much dose the discovry fase cost",
    cls: "typo",
    expect: "/services#pricing|/services|/contact",
  },
  {
    q: "do u do penetraton testng for mobile apps and apis",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "any openigs for data enginer rn", cls: "typo", expect: "/career#data-engineer|/career" },
  { q: "whos the ceo of nexxora", cls: "typo", expect: "/about" },
  {
    q: "cloud migraton case studdy how much cost saved",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "do you make andriod and iphone apps both",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "does ur website use cookeis",
    cls: "typo",
    expect: "/legal/privacy#no-cookies|/legal/privacy",
  },
  {
    q: "flutter or nativ which is cheeper for a busness app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "wher is ur ofice adress in bhopal", cls: "typo", expect: "/contact" },
  { q: "how mny days leave do employes get", cls: "typo", expect: "/career" },
  {
    q: "kubernates do we realy need it for 3 services",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // vocabulary
  {
    q: "ek dedicated team ke liye monthly kitne paise lagenge",
    cls: "vocabulary",
    expect: "/services#pricing|/services",
  },
  {
    q: "aapka office kahan hai exactly, pura address bata do",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "koi security wali naukri hai kya abhi",
    cls: "vocabulary",
    expect: "/career#security-analyst|/career",
  },
  {
    q: "who looks after the tech side at your company, like the main techie",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "my shop's computers and wifi keep acting up, do you lot sort that kind of thing",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can you make our old clunky system modern without chucking it out",
    cls: "vocabulary",
    expect: "/services/software-development|/contact",
  },
  {
    q: "software banne ke baad code kiska hoga, humara ya aapka",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "we want to get rid of all the files and registers in our office and go fully digital",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "need someone neutral to tell us which software vendor to pick, not someone earning commission",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  { q: "joining ke baad koi senior guide karega kya", cls: "vocabulary", expect: "/career" },
  {
    q: "want a bot that answers staff questions from our HR policy pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "whatever info i gave you guys, can i get it wiped",
    cls: "vocabulary",
    expect: "/legal/privacy#your-rights|/legal/privacy",
  },

  // ambiguous
  {
    q: "our aws bill keeps creeping up every month, can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  { q: "what are the core hours if i join as an engineer", cls: "ambiguous", expect: "/career" },
  {
    q: "how long before i hear back once i send my cv",
    cls: "ambiguous",
    expect: "/career#hiring-process|/career",
  },
  { q: "what does your pune team look after", cls: "ambiguous", expect: "/about" },
  {
    q: "is there a monthly plan to look after our website after it goes live",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "what's the yearly budget for courses and certifications if i work there",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "once the app is live do you stick around for support or is that it",
    cls: "ambiguous",
    expect: "/contact|/services",
  },
  {
    q: "we're shifting office next month, can you handle the cabling and wifi at the new place",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "is there any warranty if we go with the fixed price option",
    cls: "ambiguous",
    expect: "/services#pricing|/services",
  },
  {
    q: "can i see the claims board thing you built",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "how secure is this chat, does what i type get sent anywhere",
    cls: "ambiguous",
    expect: "/legal/privacy#what-you-send|/legal/privacy",
  },
  {
    q: "lost my portal invite, we're already a client, who do i ask",
    cls: "ambiguous",
    expect: "/login",
  },

  // multi
  {
    q: "where is your office and are you hiring designers right now",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "do you do flutter apps, and what does the discovery phase cost",
    cls: "multi",
    expect: "/services/mobile-development & /services|/contact",
  },
  {
    q: "who founded nexora and what did the fashion retailer project achieve",
    cls: "multi",
    expect: "/about & /projects/ecommerce-platform",
  },
  {
    q: "do you use cookies on this site? also can you help us get iso 27001",
    cls: "multi",
    expect: "/legal/privacy & /services/cybersecurity",
  },
  {
    q: "whats the salary for the senior full stack role, and do you build react websites for clients",
    cls: "multi",
    expect: "/career & /services/web-development",
  },
  {
    q: "which parts of the world do you serve and can you make websites in hindi",
    cls: "multi",
    expect: "/ & /services/web-development",
  },
  {
    q: "who wrote the AI article on your blog and do you offer mlops",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "what happens after i send a message, and is a quote from you legally binding",
    cls: "multi",
    expect: "/contact & /legal/terms",
  },
  {
    q: "any remote jobs going? and how many clients have you worked with so far",
    cls: "multi",
    expect: "/career & /about|/",
  },
  {
    q: "do you do power bi dashboards, and how much did the distributor forecasting project cut stock-outs",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "can you check our site for accessibility, publish our app to the app store and set up zero trust access",
    cls: "multi",
    expect:
      "/services/web-development|/services/ui-ux-design & /services/mobile-development & /services/cybersecurity",
  },
  {
    q: "can you review where our IT money goes, and are you open saturday",
    cls: "multi",
    expect: "/services/it-consulting & /contact",
  },

  // unanswerable
  {
    q: "can your devs make us a crypto token or nft marketplace on blockchain",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you install cctv cameras for shops", cls: "unanswerable", expect: "fallback" },
  {
    q: "is nexora registered as an msme, we get benefits buying from msme vendors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much revenue did nexora itself make in the last financial year",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you empanelled on GeM for government tenders",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor work visas for foreign engineers who want to work in bhopal",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there parking at your office building for visitors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has your company been appraised at cmmi maturity level 3 or above",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "any special discount for ngos or early startups", cls: "unanswerable", expect: "fallback" },
  {
    q: "can we become a reseller or franchise partner of nexora in nagpur",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you build iot sensor systems for smart farming",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora raised vc funding, who are your investors",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "bhopal mein kal baarish hogi kya", cls: "off-topic", expect: "fallback" },
  {
    q: "which team lifted the ipl trophy in the last season",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "poha kaise banate hai quick recipe batao", cls: "off-topic", expect: "fallback" },
  { q: "solve 3x + 7 = 22 for my son's homework", cls: "off-topic", expect: "fallback" },
  { q: "suggest a good movie to watch tonight", cls: "off-topic", expect: "fallback" },
  {
    q: "whats the capital city of canada, need it for a quiz",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The thirty-fifth held-out set, written on 2026-11-25 (session 34, second round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (78/90, 86.7 %, no
 * confident wrong answer to an unanswerable or off-topic question; at 9e2bdc8); tuning data since.
 */
const thirtyFifthHeldOut: readonly EvalQuestion[] = [
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

/**
 * The thirty-sixth held-out set, written on 2026-11-25 (session 34, third round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (72/90, 80.0 %, one
 * confident wrong answer, to an off-topic question; at 59d6a9e); tuning data since.
 */
const thirtySixthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "does the pen test include a free retest once we fix the issues you find",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "security analyst job is it rotating shifts and is there any allowance for it",
    cls: "unreachable",
    expect: "/career#security-analyst|/career",
  },
  {
    q: "what salary band is the data engineer opening",
    cls: "unreachable",
    expect: "/career#data-engineer|/career",
  },
  {
    q: "in that hospital network project how many video consults did they do in the first year",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "for the logistics company move which aws regions did u put production and the standby in",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "what do i actually have in hand after the testing and qa stage of your process",
    cls: "unreachable",
    expect: "/services#process|/services",
  },
  {
    q: "got any customers in the gulf, which countries exactly",
    cls: "unreachable",
    expect: "/#global-presence|/",
  },
  {
    q: "if there is a dispute about the website which city's courts handle it",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "cert-in reporting deadline after a breach, how many hrs do we get",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "how long do you keep my contact form message before deleting it",
    cls: "unreachable",
    expect: "/legal/privacy#retention|/legal/privacy",
  },
  {
    q: "can your custom software talk to tally and make gst invoices",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "we are in jabalpur, will your people come on site for IT support or only remote",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  // long
  {
    q: "i run 4 pharmacies in indore and our billing is still on an old desktop app that crashes every other week. my nephew says get something custom made but i am scared the vendor will vanish and we will be stuck. if you build it for us who ends up owning the code",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "my son finished his btech and has around 2 years in a security operations centre in pune. he wants to come back home to bhopal now. we saw some security job on your site, is that in the office or from home and does he need any certificate to apply",
    cls: "long",
    expect: "/career#security-analyst|/career",
  },
  {
    q: "hi im a final year mca student writing a report on how indian companies use AI. my guide wants real reasons why AI pilots never reach production. do you have anything written on this",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "i'm a reporter with a bhopal business weekly doing a piece on local tech firms that grew beyond the city. when did nexora start out and how many people are on the payroll now",
    cls: "long",
    expect: "/about",
  },
  {
    q: "been doing react and node for about 6 yrs, currently in bangalore but my wife's family is in bhopal so we're planning to shift. i'd rather not be in office every single day. is the senior full stack role hybrid and what's the pay like",
    cls: "long",
    expect: "/career#senior-full-stack-engineer|/career",
  },
  {
    q: "i look after vendor empanelment for a state cooperative bank. our policy says any IT vendor must show an information security certification before shortlisting. which certification do you hold and since what year",
    cls: "long",
    expect: "/about|/",
  },
  {
    q: "we are a small ngo working on girls education in rural mp. donor data sits in excel sheets and honestly nobody trusts the numbers in our reports. a volunteer says we need a data warehouse but we have just two sources, do we really need one",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "i manage operations at a 200 bed hospital in raipur. appointments, patient records and billing are on three different softwares and insurance claims get stuck for weeks. have you done this kind of thing for another hospital and what came out of it",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "we export handicrafts, most buyers are in the uk and germany. we want our catalogue website in english and german and maybe hindi for our local agents. can you make a site in several languages",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "we're a 15 person startup with a booking app idea but the scope changes every time we talk to users. budget is maybe 10 to 12 lakh a month. which of your ways of charging suits something like this",
    cls: "long",
    expect: "/services#pricing|/services",
  },
  {
    q: "we sell sarees online and every diwali our site just dies, last year it was down half a day during the biggest sale. my marketing guy wants a rebuild. have you handled festive traffic for a clothing brand before",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "my factory has about 80 computers and the wifi and backups are a total mess since our only IT guy left last month. i am not a technical person at all. if i call you for help what timings is your helpdesk there",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  // typo
  { q: "wat r ur offic timings on saturdy", cls: "typo", expect: "/contact" },
  { q: "whre is ur ofice locatd in bhopal", cls: "typo", expect: "/contact" },
  { q: "do u make andriod and ios aps", cls: "typo", expect: "/services/mobile-development" },
  {
    q: "cyber secuirty audit and penetraton testng",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "how much is the discovry phase cost", cls: "typo", expect: "/services#pricing|/services" },
  {
    q: "clould migraton to aws without downtme possible?",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  { q: "kubernetis do we realy need it", cls: "typo", expect: "/services/devops" },
  {
    q: "ux desgin for an app somone else is bulding",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "hwo to aply for a jobb at nexora", cls: "typo", expect: "/career#how-to-apply|/career" },
  {
    q: "is my data used to trian some1 elses ai model",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "privacypolicy do u use cookeis", cls: "typo", expect: "/legal/privacy" },
  { q: "phone numbr of nexora pls", cls: "typo", expect: "/contact" },
  // vocabulary
  { q: "bhai aapka daftar kis area mein padta hai", cls: "vocabulary", expect: "/contact" },
  {
    q: "ek app banwane mein kitna paisa lagega roughly",
    cls: "vocabulary",
    expect: "/services#pricing|/services",
  },
  { q: "mujhe job chahiye koi vacancy hai kya abhi", cls: "vocabulary", expect: "/career" },
  {
    q: "our computers and printers keep acting up, need an it guy we can call",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "want to get rid of all the paper files and registers in my office",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "koi hacker hamare system mein na ghuse uske liye aap kya karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "need an outsider to tell us if we are wasting money on tech stuff",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "something that guesses how much stock we'll need next month",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "sales ka saara data ek jagah dikhe graphs wagera ke saath",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "part time cto type person for our startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "once the thing goes live do you guys stick around to fix stuff",
    cls: "vocabulary",
    expect: "/contact#faq|/contact",
  },
  { q: "who's the big boss of the company", cls: "vocabulary", expect: "/about#team|/about" },
  // ambiguous
  {
    q: "our aws bill keeps going up every month what can be done",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "what are the working hours for staff who join you",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "can you draw up a plan for our tech for the next two years",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "how long did the fintech take to get its iso certificate",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "how big is a dedicated team, how many people",
    cls: "ambiguous",
    expect: "/services#pricing|/services",
  },
  {
    q: "by how much did the stock-out rate fall for the distributor",
    cls: "ambiguous",
    expect: "/projects/ai-analytics",
  },
  {
    q: "whats your policy on taking commission from cloud providers",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/services/it-consulting",
  },
  {
    q: "launch on play store and app store, you handle that or we do",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "security of my form submission on your site, is it encrypted",
    cls: "ambiguous",
    expect: "/legal/privacy#security|/legal/privacy",
  },
  {
    q: "what support do new joiners get, like a mentor",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "we're moving office, can you do the cabling wifi and meeting room setup",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "does the retest after a pentest cost extra",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  // multi
  {
    q: "where is your office and are you hiring designers",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "do you build iphone apps and roughly what would it cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing|/services",
  },
  {
    q: "who is your cto and what has she written about the cloud",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "how did the logistics migration go and which tools do you use for ci cd",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/devops",
  },
  {
    q: "do you put cookies on my browser, and which country's law applies to your terms",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "is the data engineer post hybrid and what do you use for dashboards in analytics projects",
    cls: "multi",
    expect: "/career#data-engineer|/career & /services/data-analytics",
  },
  {
    q: "saturday timings? also do you do wcag accessibility checks",
    cls: "multi",
    expect: "/contact & /services/ui-ux-design|/services/web-development",
  },
  {
    q: "how many projects have you delivered and which regions are your clients from",
    cls: "multi",
    expect: "/about|/ & /#global-presence|/",
  },
  {
    q: "what are the steps of your process and how long is the discovery bit",
    cls: "multi",
    expect: "/services#process|/services & /services#pricing|/services",
  },
  {
    q: "numbers from the fashion store case study, and do you work with shopify",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "can you help us get iso 27001 and what is this 3-2-1 backup rule",
    cls: "multi",
    expect: "/services/cybersecurity & /blog/cybersecurity-practices",
  },
  {
    q: "can you build a chatbot that answers from our own documents, where do i email a job application, and how do i get my data deleted",
    cls: "multi",
    expect: "/services/ai-machine-learning & /career & /legal/privacy#your-rights|/legal/privacy",
  },
  // unanswerable
  {
    q: "can your team make a crypto wallet or nft marketplace for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you make a mobile game in unity for us", cls: "unanswerable", expect: "fallback" },
  {
    q: "we're a registered trust, do you give any concession on fees",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much revenue does nexora make in a year, rough figure",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you do any csr activities in bhopal", cls: "unanswerable", expect: "fallback" },
  {
    q: "iot sensors for temperature in our cold storage, do you do that",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the notice period and do you pay relocation if i join",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you do ar vr walkthroughs for our real estate projects",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what is your refund policy if we cancel the project halfway",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you listed on the stock market, what's the share price",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can we pay the project amount in emi", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you provide employee background verification services",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "will it rain in bhopal day after tomorrow", cls: "off-topic", expect: "fallback" },
  { q: "recipe for poha with peanuts", cls: "off-topic", expect: "fallback" },
  { q: "who won the ipl last season", cls: "off-topic", expect: "fallback" },
  { q: "how do you say thank you very much in german", cls: "off-topic", expect: "fallback" },
  { q: "best bike under 1 lakh in india", cls: "off-topic", expect: "fallback" },
  { q: "compose 4 lines of shayari on barish for my wife", cls: "off-topic", expect: "fallback" },
];

/**
 * The thirty-seventh held-out set, written on 2026-11-25 (session 35, first round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (71/90, 78.9 %, one
 * confident wrong answer, to an unanswerable question; at 9ca197f); tuning data since.
 */
const thirtySeventhHeldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "what's the pay range for the soc analyst job", cls: "unreachable", expect: "/career" },
  {
    q: "how much did the logistics company end up saving on servers after moving to aws",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "roughly how many weeks for a simple website from kickoff to going live",
    cls: "unreachable",
    expect: "/contact|/services/web-development",
  },
  {
    q: "if i ask you to delete my personal data how many days do you take to respond",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if i had a legal dispute over something on your site, where would it go to court",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "what does the initial discovery phase cost in us dollars",
    cls: "unreachable",
    expect: "/services|/contact",
  },
  {
    q: "during the build phase how often do you show us a demo",
    cls: "unreachable",
    expect: "/services|/services/software-development|/contact",
  },
  {
    q: "how much medical insurance do your employees get for their family",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "by how much did insurance claim settlement speed up for the hospital group",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "in your security article, within how many hours should critical holes on internet facing servers be patched",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "monthly cost range if we hire a dedicated team from you",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "which floor and building is the bhopal office in",
    cls: "unreachable",
    expect: "/contact|/about",
  },

  // long
  {
    q: "hello, my son finished his btech in computer science and has worked about two years at a small firm in indore doing react and node. he is a bit shy so i am asking for him. is there any opening that would suit someone like him, or do you only take very senior people? we are in bhopal so it would be nice for the family.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "i run four restaurants and everything from stock to staff rosters lives in whatsapp groups and registers. my nephew says i need proper software but i've been burned before by a freelancer who vanished halfway. before i commit lakhs to anything, what would a small first step with you cost me, and how long is it?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "i'm writing a feature for a regional business magazine about tech companies growing outside the big metros. could you tell me how nexora got started, who founded it and what the very first project was? my deadline is friday so a quick answer would really help, and i may follow up with questions.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "we're a lending startup and our partner bank just told us we must get iso 27001 before they renew, audit is less than a year out. has your team actually taken a company like ours through this and how long did it take them? our board is nervous and i need something concrete to show them.",
    cls: "long",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "final year mba student here, my dissertation is about how indian companies control their cloud spending. my guide said practitioner views would strengthen it. has anyone at your company written something about keeping cloud bills under control that i could cite? thanks in advance and sorry for the long message.",
    cls: "long",
    expect: "/blog/cloud-trends",
  },
  {
    q: "we own a small chain of dental clinics and patients keep calling to book, which ties up the front desk all day. we want our own booking app. can it work on both iphones and android phones from one project, or would we be paying for two separate apps? budget is limited.",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "hi, we went live last month with the system your team built and it's going well. one of our new managers joined this week and says she never got the invitation to see the project portal, or maybe it expired. how do we get her access? she needs it before our review on monday.",
    cls: "long",
    expect: "/login",
  },
  {
    q: "how would you even begin with a mess like ours? i manage a packaging plant where every purchase request is a paper form needing four signatures and takes about a week. people walk files between buildings. the owner wants it fixed but doesn't want a big bang that stops production.",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "our last agency kept our code on their own account and when we fell out they basically held it hostage for two months. we are about to start a new product and i'm being careful this time. if we go with you, whose account does the code live in and who owns it legally?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "last diwali our online shop fell over right when the sale started and we lost a lot of orders, it was a nightmare. we sell clothes and have stores in several cities. have you done a shop for a retailer that actually stayed up during a big festive rush? i'd like to see what you did.",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "i sent an enquiry through your website yesterday afternoon about connecting our tally with a new order system. nothing yet, which is fine, i just want to know what to expect. how soon does someone usually write back, and will it be a salesperson or somebody technical?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "our compliance head won't let me send anything through a vendor's website without checking first. she wants to know where what we type into your forms ends up, whether it leaves india and whether you pass it to anybody. can you point me to where that's written down so i can forward it?",
    cls: "long",
    expect: "/legal/privacy",
  },

  // typo
  { q: "whats ur ofice adress in bhopal", cls: "typo", expect: "/contact" },
  { q: "do u guys do pentesting for mobil apps", cls: "typo", expect: "/services/cybersecurity" },
  { q: "salry for data enginer role??", cls: "typo", expect: "/career" },
  { q: "cloud migrtion case studdy logistics", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "how mch does a fixed prise projct cost", cls: "typo", expect: "/services" },
  { q: "privcy policy do u use cookis", cls: "typo", expect: "/legal/privacy" },
  { q: "ui ux desgin servises and prototyping", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "can i aply for remot job from kerala", cls: "typo", expect: "/career" },
  { q: "need help with devops pipline n kubernets", cls: "typo", expect: "/services/devops" },
  { q: "who is the ceo of nexsora", cls: "typo", expect: "/about" },
  {
    q: "ai chatbot trained on our own documnets posible?",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "wat time r u open on saterday", cls: "typo", expect: "/contact|/login" },

  // vocabulary
  {
    q: "my shop's site crawls on phones, can you make it snappy",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "someone broke into our email last month, can you check how exposed we are",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "drowning in excel sheets and nobody trusts the numbers, want one screen that shows everything",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "need someone to babysit our office wifi and the staff laptops",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hiring kar rahe ho kya abhi, designer ke liye koi jagah hai?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "aapka office kahan hai bhopal mein, milne aa sakte hain?",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "android aur iphone dono ke liye app banwana hai, ek hi code se ho jayega kya",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "we want a grown-up tech person to tell us what to buy, no sales pitch",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "how much dough are we talking for a small build with a clear scope",
    cls: "vocabulary",
    expect: "/services",
  },
  {
    q: "the amazon server bill keeps creeping up every month, help us stop the bleeding",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  { q: "who calls the shots at your place, like the top guy", cls: "vocabulary", expect: "/about" },
  {
    q: "any perks for staff, like money for courses and stuff",
    cls: "vocabulary",
    expect: "/career",
  },

  // ambiguous
  {
    q: "what are your support hours for looking after our office computers",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you train our staff to use the new system when you replace our paper process",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  {
    q: "the security job in bhopal, is it work from office or remote",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "which cloud did the trucking company move to",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "do you run phishing training for our employees",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "what's included in the monthly care package for a website you build",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "we're moving office, can you do the cabling and wifi setup",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  { q: "what are the core hours if i join as an employee", cls: "ambiguous", expect: "/career" },
  {
    q: "how secure is the info i put in your contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "we're already a client, where is the portal to follow our project",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "what's the process after i send my cv, how many rounds",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how many people do you test a design with",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },

  // multi
  {
    q: "what does the full stack role pay, and what's your street address",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "do you build android apps, and roughly how do you charge",
    cls: "multi",
    expect: "/services/mobile-development & /services",
  },
  {
    q: "who is your cto and has she written anything about the cloud",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "can you get us ready for iso 27001, and is nexora itself certified",
    cls: "multi",
    expect: "/services/cybersecurity & /about|/",
  },
  {
    q: "what's your phone number, and does this site put cookies on my laptop",
    cls: "multi",
    expect: "/contact & /legal/privacy",
  },
  {
    q: "tell me about the hospital system you built, and who looks after client success",
    cls: "multi",
    expect: "/projects/healthcare & /about",
  },
  {
    q: "do you make dashboards? got an example with actual numbers?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "do you do devops work, is there a devops job open, and do you have an article on kubernetes",
    cls: "multi",
    expect: "/services/devops & /career & /blog/cloud-trends",
  },
  {
    q: "which country's law covers your site terms, and how do i get my data erased",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },
  {
    q: "where in the world are your clients, and how many people work at nexora",
    cls: "multi",
    expect: "/|/about & /about",
  },
  {
    q: "can you build in next.js, and can i see an online store you launched",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform",
  },
  {
    q: "will our data end up training some other company's ai? also who wrote your piece on ai in business",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },

  // unanswerable
  {
    q: "would you take crypto as payment for a project invoice",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there visitor parking at your building", cls: "unanswerable", expect: "fallback" },
  {
    q: "will you sign an nda before we tell you our idea",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "who is your chief financial officer", cls: "unanswerable", expect: "fallback" },
  { q: "how long is the probation period for new hires", cls: "unanswerable", expect: "fallback" },
  { q: "do you develop blockchain or web3 apps", cls: "unanswerable", expect: "fallback" },
  { q: "any discount for charities and non-profits", cls: "unanswerable", expect: "fallback" },
  { q: "has nexora won any industry awards", cls: "unanswerable", expect: "fallback" },
  { q: "is lunch free at the office for employees", cls: "unanswerable", expect: "fallback" },
  { q: "do employees get stock options", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you hold hackathons or campus drives at engineering colleges",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's your rating on clutch or glassdoor", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "which city is the capital of canada again", cls: "off-topic", expect: "fallback" },
  { q: "solve 3x + 7 = 22 for my homework pls", cls: "off-topic", expect: "fallback" },
  { q: "say something funny, i am bored at work", cls: "off-topic", expect: "fallback" },
  { q: "who won the cricket world cup in 2011", cls: "off-topic", expect: "fallback" },
  { q: "how do you make masala chai at home", cls: "off-topic", expect: "fallback" },
  { q: "how do i convert celsius to fahrenheit", cls: "off-topic", expect: "fallback" },
];

/**
 * The thirty-eighth held-out set, written on 2026-11-25 (session 35, second round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (67/90, 74.4 %, two
 * confident wrong answers, to unanswerable questions; at 14785dd); tuning data since.
 */
const thirtyEighthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "how much does the soc analyst role pay per year", cls: "unreachable", expect: "/career" },
  {
    q: "how many years of experience do i need for the data engineer job",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how much did the logistics company save on infrastructure after moving to aws",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how many months did it take the lending fintech to get iso certified",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "roughly how long does a basic business website take from kickoff to going live",
    cls: "unreachable",
    expect: "/contact|/services/web-development",
  },
  {
    q: "if i have a dispute over something on your website, which city's courts deal with it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "for how long do you hold on to what i submit in the contact form",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  { q: "which floor of the building is your office on", cls: "unreachable", expect: "/contact" },
  {
    q: "do you only test the software at the very end or throughout the build",
    cls: "unreachable",
    expect: "/services|/services/software-development",
  },
  {
    q: "what does a dedicated team cost per month, ballpark",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "in your security article, how quickly should critical holes on public facing servers be patched",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "how many video consultations did the hospital network do in the first year",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },

  // long
  {
    q: "hi, so i run three pharmacies in jabalpur and we still track stock in excel sheets my nephew made years ago. he moved to canada and now nobody understands the formulas. could you replace that with a proper system for ordering and stock? we are not a big company and i'm nervous about cost, i just want to know if this is the kind of thing you do.",
    cls: "long",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "my daughter finished her b.tech and has done freelance figma work for about three years alongside her studies, she loves talking to users and testing designs. she is shy so i am asking on her behalf. is the designer job remote or would she have to move to bhopal? we live in kochi and she would prefer to stay near family.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "hello, i'm writing a feature for a regional business weekly about tech firms growing outside the big metros, and your name came up twice in my interviews. before i request a formal chat with your management i'd like some background: when was the company started and by whom? any anecdotes about the early days would be welcome too.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "we're a series a lending startup in gurgaon, about 80 people, and our biggest partner bank just told us they want iso 27001 before they renew next year. honestly our setup is a mess, shared passwords everywhere and one vpn for everything. can you actually get a company like ours through that certification? the timeline is tight and the board is worried.",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "hey, final year mba student here, my dissertation is on how companies control cloud spending and my guide told me to look at industry writing and not only textbooks. i found your site while googling. do you have anything written about cutting cloud bills that i could cite? it would really help my third chapter, thanks in advance.",
    cls: "long",
    expect: "/blog/cloud-trends",
  },
  {
    q: "we signed with you in march for our delivery app and the project manager sent an invite to the project workspace back then, but i changed laptops and can't find that email anymore. our new finance person also needs to see the invoices there. how do i get back in? nobody picked up when i called on sunday.",
    cls: "long",
    expect: "/login",
  },
  {
    q: "our office in indore has about 40 staff and the wifi keeps dropping, the printer never works and last week someone lost a laptop with client files on it. our it guy is a part-timer who comes twice a month. can you take over day to day support for an office like ours, and would someone come in person or is it all remote?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "every diwali our online shop falls over. last year we lost about two days of orders because checkout kept timing out, and customers were angry on whatsapp. we sell sarees online and in 8 shops. before i call anyone, has your team ever built a store that survived big sale traffic? i want to see proof and numbers, not promises.",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "what does the first paid step cost before you build anything? asking because the last agency i hired quoted 40 lakh on day one without understanding our business, and then doubled it halfway. i'd rather pay a little upfront for a proper plan. we're a mid-sized auto parts manufacturer near pune with an old erp.",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "i manage operations for a 200 bed hospital in raipur. our doctors keep complaining that reports from our second branch never show up, and the billing queue is terrible every monday. i read that you built something for a group of hospitals, what did it actually change for them? our board meets next week and i need something concrete.",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "i'm a bit paranoid about online tracking, i use firefox with three blockers and i read every policy. before i type anything about my company into your chat window i want to know if what i write gets sent off to some ai provider abroad. our plans are sensitive. where does it end up?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we supply packaged goods to about 5000 kirana stores across up and our planning is pure gut feel, especially around holi and diwali when things run out. my son keeps saying just use ai. is there something practical you do for predicting how much we'll sell, not hype? we have four years of sales history in tally.",
    cls: "long",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },

  // typo
  { q: "wat r ur office timings on saturdy", cls: "typo", expect: "/contact" },
  {
    q: "cloud migrashun without downtme is it possible",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "do u do penetrashun testing for mobile apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "senoir full stak devloper salery kitna", cls: "typo", expect: "/career" },
  { q: "how mch does the discovry phse cost", cls: "typo", expect: "/services#pricing|/contact" },
  { q: "privecy polcy - do u use cookies or not", cls: "typo", expect: "/legal/privacy" },
  { q: "whos ur ceo n cto", cls: "typo", expect: "/about" },
  {
    q: "flutter or nativ app wich is cheeper",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "ecomerce projct case stdy pls", cls: "typo", expect: "/projects/ecommerce-platform" },
  {
    q: "canI editmy website content myself afterlaunch",
    cls: "typo",
    expect: "/services/web-development",
  },
  { q: "kubernets realy needed for devops or nah", cls: "typo", expect: "/services/devops" },
  { q: "wer exactly is ur offce in bhopl", cls: "typo", expect: "/contact" },

  // vocabulary
  {
    q: "our phone app keeps crashing and people leave one star reviews, can you fix an old app instead of starting over",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "we want a bot that answers customer questions from our own manuals and policy docs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "need an outsider to look at our tech and tell us straight where we're burning money",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "someone tried to break into our company email last week, who helps with locking everything down",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "our figures are scattered over ten different sheets, i just want one screen that shows it all",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we still run everything on paper files and registers, want to go fully digital",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "pushing new code live eats a whole weekend for our guys, can that be made automatic",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "app ka look bahut confusing hai, users ko button hi nahi milta, kya aap redesign karte ho",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "bhai naukri chahiye, abhi kaunsi vacancies khali hain aapke yahan",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "aap log ek project ka kitna paisa lete ho, rough idea chahiye",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "do you folks keep tabs on who visits your site",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },
  { q: "who's the top dog at your company", cls: "vocabulary", expect: "/about" },

  // ambiguous
  {
    q: "is there any support once the project is finished or do you hand it over and vanish",
    cls: "ambiguous",
    expect: "/contact|/services",
  },
  {
    q: "we need a help desk for our staff laptops, what hours would that support cover",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "if i join, what hours am i expected to be online each day",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "any cloud articles i can read",
    cls: "ambiguous",
    expect: "/blog/cloud-trends|/blog/category/cloud",
  },
  { q: "how do i apply for the cloud devops opening", cls: "ambiguous", expect: "/career" },
  { q: "is the security analyst position work from home", cls: "ambiguous", expect: "/career" },
  {
    q: "how secure is this website itself, is everything served over https",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what training budget do employees get, does it cover certifications",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we're replacing our paper processes, will you train our staff to use the new tools",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  {
    q: "what does the health package cover for employees and their families",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "which office does your head of cybersecurity work out of",
    cls: "ambiguous",
    expect: "/about",
  },
  {
    q: "where do you host the details i submit through your forms",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },

  // multi
  {
    q: "what's your phone number, and what does a fixed price project usually run to",
    cls: "multi",
    expect: "/contact & /services#pricing",
  },
  {
    q: "who started nexora and are you hiring data people right now",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "do you build flutter apps? and can i see an online shop you've built",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "quick summary of the results for the fashion retailer, the logistics firm and the fintech audit",
    cls: "multi",
    expect:
      "/projects/ecommerce-platform & /projects/cloud-migration & /projects/security-infrastructure",
  },
  {
    q: "where is your office and how do existing clients log in to follow their project",
    cls: "multi",
    expect: "/contact & /login",
  },
  {
    q: "do you have a case study on moving to aws, and what does your cloud trends post say about kubernetes",
    cls: "multi",
    expect: "/projects/cloud-migration & /blog/cloud-trends",
  },
  {
    q: "can you build us a power bi dashboard and also sort out our office wifi and firewall",
    cls: "multi",
    expect: "/services/data-analytics & /services/it-infrastructure",
  },
  {
    q: "who owns the source code at the end, and what's the monthly range for time and materials work",
    cls: "multi",
    expect: "/services/software-development & /services#pricing",
  },
  {
    q: "which country's law applies to your site terms, and how do i get my data deleted",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },
  {
    q: "is there an rss feed for the blog and who wrote the piece on ai in business",
    cls: "multi",
    expect: "/blog & /blog/future-of-ai",
  },
  {
    q: "how many people work at nexora and what's the general email to reach you",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "do you do just the ui design without coding, and do you offer website hosting too",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/web-development",
  },

  // unanswerable
  { q: "how much turnover did nexora make in 2025", cls: "unanswerable", expect: "fallback" },
  { q: "do you build blockchain or crypto wallet apps", cls: "unanswerable", expect: "fallback" },
  { q: "are you planning to open a branch in bangalore", cls: "unanswerable", expect: "fallback" },
  { q: "do you give discounts to ngos and charities", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there a creche at the office for employees' kids",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor work visas for engineers from outside india",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you pay a joining bonus to experienced hires", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you run instagram and facebook ad campaigns for my boutique",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "has nexora raised any outside funding round", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you pay a bug bounty if i report a flaw in your site",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you make a 3d racing game for the play store",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a relocation allowance if i move to bhopal for an on-site job",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "what's the tallest mountain in africa", cls: "off-topic", expect: "fallback" },
  {
    q: "can you help with my physics homework on projectile motion",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "what's the score in today's india match", cls: "off-topic", expect: "fallback" },
  {
    q: "whats the best way to brew cold coffee without a machine",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "write me a short poem about monsoon rain", cls: "off-topic", expect: "fallback" },
  { q: "how far is agra from delhi by road", cls: "off-topic", expect: "fallback" },
];

/**
 * The thirty-ninth held-out set, written on 2026-11-25 (session 35, third round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (67/90, 74.4 %, one
 * confident wrong answer, to an unanswerable question; at 3e0b6d1); tuning data since.
 */
const thirtyNinthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "what's the pay range for the data engineer opening?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how many years of experience do you want for the soc analyst job",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "by how much did online revenue go up for that fashion retailer you built the shop for",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "how much shorter did patient waiting get at the hospital network you worked with",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "if i have a legal dispute about your website, which city's courts would handle it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how long do you hang on to a quote request before it gets deleted",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "roughly what does the initial discovery stage cost in rupees",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "at which stage of your project process do security scans and performance checks happen",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "after a pentest, if we fix the issues do you check again for free?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "how many hours does cert-in give a company to report a cyber incident",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if i join, how many rupees a year can i spend on courses and cert exams",
    cls: "unreachable",
    expect: "/career",
  },
  { q: "which road is your bhopal office on", cls: "unreachable", expect: "/contact" },
  // long
  {
    q: "hi, my son just finished his btech in computer science and he has been applying everywhere without luck. he is quite good at react and node but has only done internships, about a year in total. we live close to bhopal so your company came up. do you take people straight out of college or are all your openings for experienced folks? he is too nervous to ask himself so i am asking for him.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we run three restaurants in indore and honestly everything is on paper registers. the managers send photos of bills on whatsapp every night and my accountant is fed up with me. a friend said you people can put all this on a proper system. i am not technical at all. where would you even begin with something like this, and is it only for big companies?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Hello, I'm writing a feature for a regional business paper about tech firms growing outside the big metros, and Bhopal keeps coming up in my research. Before I request an interview I'd like some background. When was Nexora started and by whom, and roughly how many people work there now? My editor insists on numbers.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "quick context: we're a 40 person saas in pune, just raised our series a, and our aws bill went from 3 lakh to 11 lakh a month in one year. half of it is probably staging stuff nobody switches off at night. the board is asking awkward questions. before i bring in consultants, have you written anything on getting cloud spend under control that i could pass around my team?",
    cls: "long",
    expect: "/blog/cloud-trends",
  },
  {
    q: "I'm a final year MBA student doing a project on how companies adopt AI, and my professor wants real reasons, not just textbook theory. From what I've read, lots of firms run a pilot and then it just dies and never gets rolled out. Is there something on your site that explains why that happens? Submission is on Friday so any pointer helps.",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "our app went live last month and it's been great honestly, your team was super helpful throughout. small problem though: the invite to our project workspace expired before my new colleague could use it, and our project manager is on leave this week. what should i do so she can get in? she needs to see the invoices and documents.",
    cls: "long",
    expect: "/login",
  },
  {
    q: "I manage operations for a hospital group with four branches. Patients keep complaining that they have to repeat their whole history at every branch, and our insurance claims take ages to settle. Someone at a healthcare conference mentioned you did something like this for a bigger network. Could I read what you actually did there before we set up a meeting?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "can you actually help a small lender get iso 27001 before a bank's deadline? some background: we're about 80 people, everyone shares passwords, there's one vpn that opens everything, and our partner bank just said certification is a condition for renewing. we have maybe ten months. i'm the cto and i'm a bit panicked.",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Hi! I've been a UX designer at an agency for four years, mostly Figma and a lot of usability testing. I live in Jaipur and don't want to move because my parents are here and need me around. I noticed a design opening on your site. Is that one fully remote, or would I have to come into Bhopal now and then?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "every single diwali sale our online shop falls over. pages crawl on phones, carts get abandoned, and last year we lost lakhs. we're a clothing brand with around twenty stores and our online stock never matches the shops. have you actually fixed this kind of mess for another retailer? i'd like to see proof before talking to anyone.",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "My director asked me to collect quotes from three IT vendors for a new internal inventory tool. I'm from procurement, not tech, so I don't really know what to compare. The other two gave me one number straight away. Can you explain roughly how you charge, like one price for everything or a monthly amount? I have to fill in a comparison sheet by Thursday.",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "We're a small accounting firm in Dubai, about 15 people, and our office IT is a mess: the printer never works, the wifi drops every afternoon and nobody knows where the backups are. I know you're based in India. Would you be able to look after an office like ours from there, or is your help only on-site in India?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  // typo
  { q: "r u guys opne on saturdy or only weekdys", cls: "typo", expect: "/contact" },
  {
    q: "can u bulid one app that runs on andriod and iphon",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "can u do penetraton testng for our web app",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "whats the sallary for senoir full stack enginer", cls: "typo", expect: "/career" },
  { q: "do you guys sell my emial to adverticers", cls: "typo", expect: "/legal/privacy" },
  {
    q: "clould migraton case studdy for logistics compny",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "wher is ur ofice in bhopla", cls: "typo", expect: "/contact" },
  {
    q: "machne lerning to forcast my shop sales",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "do u do figma protoypes and ux desgin", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "howto apply for a job at nexora", cls: "typo", expect: "/career" },
  { q: "kubernets and ci cd pipline setup help", cls: "typo", expect: "/services/devops" },
  { q: "who is the ceo of nexora techonlogies", cls: "typo", expect: "/about" },
  // vocabulary
  {
    q: "our website looks like it was made in 2005, can you make it less embarrassing",
    cls: "vocabulary",
    expect: "/services/web-development|/services/ui-ux-design",
  },
  {
    q: "our staff keep clicking dodgy links in emails and i'm scared someone will lock all our files, can you help",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we need a tech person to guide us a few days a month, can't afford a full time cto",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "that thing where the computer reads invoices by itself, do you guys do that?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "hamare office ka wifi baar baar band ho jata hai, koi aake theek kar sakta hai?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "naukri chahiye, abhi koi vacancy hai kya aapke yahan?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "ek chhota sa project shuru karne mein kitna paisa lagega?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "nobody agrees whose sales numbers are right, i just want one screen that tells the truth",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "can you move our stuff off the old servers in the back room onto the internet thingy",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "customers keep phoning us just to ask where their order is, can they check it themselves on whatsapp or something",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "what perks do staff get, like mediclaim and all that",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "every release is a whole weekend of drama for us, can you make pushing code boring",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  // ambiguous
  {
    q: "our system is live with you, who do we call if it goes down in the middle of the night",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "which cloud do i need to know for your remote devops job",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "security question: do you keep what i type in this chat on your servers",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "is there a training budget for staff, like to pay for aws exams",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what are your office hours, i want to drop off some documents in person",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "how would we apply machine learning to our demand planning",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "what does the support package after launch actually cover",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "that cloud blog post, what does it say we can skip for now",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "do you have any security jobs going, like soc monitoring",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how many hours a day do employees have to be online, is there a core time",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what's your hiring process like, how many rounds",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "is the discovery phase something we pay for or is it free",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  // multi
  {
    q: "do you build android apps, and have you done anything for hospitals?",
    cls: "multi",
    expect: "/services/mobile-development & /projects/healthcare",
  },
  {
    q: "does this site use cookies? and who is your cto",
    cls: "multi",
    expect: "/legal/privacy & /about",
  },
  {
    q: "any openings for data engineers? also where exactly is the office",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "how much is a dedicated team per month and how fast do you reply when i send a message",
    cls: "multi",
    expect: "/services#pricing & /contact",
  },
  {
    q: "do you make power bi dashboards, and can i see the distributor forecasting work you did",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "what came out of the fintech security job you did, and can you help other companies with iso 27001",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "who wrote the cloud trends piece and what's their role at the company",
    cls: "multi",
    expect: "/blog/cloud-trends & /about",
  },
  {
    q: "we need a new website and someone to manage our office network, do you do both?",
    cls: "multi",
    expect: "/services/web-development & /services/it-infrastructure",
  },
  {
    q: "if i send the quote form is my data kept in india, and am i allowed to copy parts of your articles",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "how does a project run from start to finish, what does it cost, and do you stick around after launch",
    cls: "multi",
    expect: "/services#process & /services#pricing & /contact",
  },
  {
    q: "do you do flutter apps? and user research with real people?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "how long did the logistics cloud move take, and are you hiring devops people",
    cls: "multi",
    expect: "/projects/cloud-migration & /career",
  },
  // unanswerable
  {
    q: "how much revenue does nexora make in a year, ballpark",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there parking at your bhopal office", cls: "unanswerable", expect: "fallback" },
  {
    q: "could you build us a smart contract on ethereum for our loyalty tokens",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a small trust running a school, any special rate for non profits?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "after joining, how many months before i'm confirmed as permanent",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "does nexora sponsor hackathons or college fests", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you help with relocation costs if i move to bhopal for the soc job",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how many weeks of maternity leave do you give", cls: "unanswerable", expect: "fallback" },
  { q: "can we pay your invoices through paypal", cls: "unanswerable", expect: "fallback" },
  { q: "who are nexora's investors, is it vc funded", cls: "unanswerable", expect: "fallback" },
  {
    q: "we want a 3d racing game for kids built in unity, is that your thing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you hold campus placement drives at engineering colleges",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "which river flows through cairo", cls: "off-topic", expect: "fallback" },
  { q: "can you solve 3x + 7 = 22 for me", cls: "off-topic", expect: "fallback" },
  { q: "best biryani place in bhopal?", cls: "off-topic", expect: "fallback" },
  { q: "say something funny, i'm bored at work", cls: "off-topic", expect: "fallback" },
  { q: "how many players are on a kabaddi team", cls: "off-topic", expect: "fallback" },
  { q: "explain photosynthesis for my class 7 homework", cls: "off-topic", expect: "fallback" },
];

/**
 * The fortieth held-out set, written on 2026-11-25 (session 35, fourth round) by someone who did
 * not run the chat, and scored once at the end of that round's tuning (74/90, 82.2 %, no confident
 * wrong answer to an unanswerable or off-topic question; at 53c0763); tuning data since.
 */
const fortiethHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "roughly what does the data engineer vacancy pay per year",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how many years of experience do you want for the senior full stack job",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "by how much did the logistics company's infra costs drop after moving to aws",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how long did it take the lending fintech to get iso 27001 with your help",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "roughly how many weeks does a simple website take you from kickoff to launch",
    cls: "unreachable",
    expect: "/contact|/services/web-development",
  },
  {
    q: "which city's courts handle disputes about using your website",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how long do you keep my enquiry before it gets deleted",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  { q: "what time do you close on saturdays", cls: "unreachable", expect: "/contact" },
  {
    q: "how much does the initial discovery study cost",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "what happens in the testing stage of your delivery steps",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "what does your security article say about backups",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "how much money do staff get each year for courses and certifications",
    cls: "unreachable",
    expect: "/career",
  },
  // long
  {
    q: "i run three clothing stores in indore and my nephew keeps telling me we need to sell online before diwali. honestly i don't understand half of what he says. have you ever built an online shop for a clothes retailer, and did it actually grow their sales? i just want to see proof before i spend anything.",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "my son finished his btech in computer science from a college here in bhopal and has been applying everywhere for months. he is good with react and node, he says. what happens after he emails his cv to you, how many rounds are there? he gets very nervous in interviews so i want to prepare him.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "hello, i'm a final year mba student writing a report on small indian it firms outside the metros. my professor wants the founding story and the main milestones of one company. when did nexora start and what were the big turning points after that? anything you can share would really help my grade.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "i'm writing a piece for a regional business paper about privacy on company websites. most sites i checked were stuffed with trackers and ad pixels. does your website put cookies or analytics on visitors? i'd like to quote you accurately, so a straight answer would be great.",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we're a 40 person saas team and our deploys are still manual, so someone always ends up fixing things at 2am. last quarter three outages came from bad releases. i keep hearing we need kubernetes but i'm not convinced. what would you actually recommend for a team our size? we're node on aws.",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "i manage operations for a group of four clinics in jabalpur. patients wait forever and most records are still paper files in cupboards. before i take this to our board i need to know if you have done hospital software before and what came of it, because the board will definitely ask for numbers.",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "we signed with you last year for our inventory app and your team has been great so far. our new it head joined this month and wants to check the project status and documents himself, but i've completely forgotten where we sign in. where do existing clients get in?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "me and my cofounder have an idea for a tutoring app, about 3 lakh saved and no tech person on the team. every agency quotes wildly different numbers. what does it cost just to get started with you and work out a plan? we are not ready for the full build yet.",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "our plant in pithampur still runs on excel sheets and whatsapp groups, approvals take days to move. a friend told me you help companies go paperless. my real worry is the older supervisors who refuse anything new, how do you handle people like that? they have been here twenty years.",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "i'm an fmcg distributor and every festival season we overstock the slow items and run out of the fast movers. my accountant says ai can predict demand but i think it's hype. have you done forecasting for a distributor like me, and did the shortages actually go down?",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "is your office open on sunday? i'm coming from sagar by bus to drop off papers for my company's project and my boss gave me just one day for it. i don't want to travel four hours and find the door locked. the bus reaches around noon.",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "i've been a ui designer at an agency in pune for four years, mostly figma and some user testing. my husband got transferred again and this time i'd like to keep working without moving cities. do you have any design jobs i can do fully from home? i speak hindi too if that matters.",
    cls: "long",
    expect: "/career",
  },
  // typo
  { q: "wat is ur ofice adress in bhopl", cls: "typo", expect: "/contact" },
  { q: "do u do pentesting for mobiel apps", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "cloud migraton without downtym possible?",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  { q: "carrer opnings for devops enginer", cls: "typo", expect: "/career" },
  { q: "privcy polcy.. do u sell my emial to anyone", cls: "typo", expect: "/legal/privacy" },
  {
    q: "app for andriod and iphone both, cross platfrom or nativ better?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "hw much do u charg per month for a dedicted team",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "only ui ux desgin needed, we hav our own devlopers",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "who ownes the sorce code after the projct ends",
    cls: "typo",
    expect: "/services/software-development",
  },
  { q: "data warehose do we realy need one", cls: "typo", expect: "/services/data-analytics" },
  { q: "itconsulting - r u tied to any vendr", cls: "typo", expect: "/services/it-consulting" },
  {
    q: "ur blog post abt ai pilots not going into productoin",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },
  // vocabulary
  {
    q: "the computers and wifi in our office keep dying, can someone come fix them and look after them regularly",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "i want a bot that answers my customers from our own pdfs and manuals",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "somebody broke into our company email last week, who do we call",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we're bleeding money on our amazon hosting bill every month",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "need someone to make my app look nice and simple enough for my grandparents",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "bhai koi job vacancy hai kya aapke yaha, mujhe security wale kaam mein interest hai",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "dukaan ke liye software banwana hai, roughly kitna kharcha aayega",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "aapka office kahan pe hai exactly, landmark bata do",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "my excel reports take all week, i want charts that update by themselves",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "sick of files and signatures on paper at my company, want everything on the computer",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "every time my devs push code to live something breaks, want it automatic and safe",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "need a neutral tech adviser to tell us what to buy before we spend crores",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  // ambiguous
  {
    q: "what are the support hours of your helpdesk for our office machines",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "is my info kept secure when i fill in your contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "your cloud article on what's coming next year",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  { q: "how do i apply for the soc analyst position", cls: "ambiguous", expect: "/career" },
  {
    q: "training for our staff so they stop clicking dodgy links",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "do you still support us after the website goes live or is that over",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "what package do your employees get, like health insurance",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "is the security analyst job in the office or can i work from home",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "what's the process after i send you my resume", cls: "ambiguous", expect: "/career" },
  {
    q: "walk me through the process once we sign a project with you",
    cls: "ambiguous",
    expect: "/services#process",
  },
  { q: "any cloud jobs open right now?", cls: "ambiguous", expect: "/career" },
  {
    q: "will your web team train us to change the site text ourselves",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  // multi
  {
    q: "what's the salary for the cloud devops role, and what's your phone number",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "do you make android apps and roughly what would something like that cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "show me the hospital project, and the one where you locked down the lending company",
    cls: "multi",
    expect: "/projects/healthcare & /projects/security-infrastructure",
  },
  {
    q: "will you delete my data if i ask, and which courts apply if there's a dispute over the site",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "can you take over our half built app from another vendor and also redo the screens",
    cls: "multi",
    expect: "/services/software-development & /services/ui-ux-design",
  },
  {
    q: "how did the aws move go for the logistics client and what did the online fashion store achieve",
    cls: "multi",
    expect: "/projects/cloud-migration & /projects/ecommerce-platform",
  },
  {
    q: "who wrote your blog piece on protecting small businesses, and do you do pen tests",
    cls: "multi",
    expect: "/blog/cybersecurity-practices & /services/cybersecurity",
  },
  {
    q: "we need a sales dashboard, an app for our field staff, and when are your phone lines open",
    cls: "multi",
    expect: "/services/data-analytics & /services/mobile-development & /contact",
  },
  {
    q: "how long does an architecture review take, and can you run our servers afterwards",
    cls: "multi",
    expect: "/services/it-consulting & /services/it-infrastructure",
  },
  {
    q: "how much data do we need for an ai project and what did it do for that distributor",
    cls: "multi",
    expect: "/services/ai-machine-learning & /projects/ai-analytics",
  },
  {
    q: "fixed price or monthly billing, which suits a startup, and can we edit the site ourselves later",
    cls: "multi",
    expect: "/services#pricing & /services/web-development",
  },
  {
    q: "does the chat here save my conversation on your server, and where do clients log in",
    cls: "multi",
    expect: "/legal/privacy & /login",
  },
  // unanswerable
  {
    q: "how much revenue did nexora book in the last financial year",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you build a blockchain app or an nft marketplace for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can i park my car at your building when i visit", cls: "unanswerable", expect: "fallback" },
  { q: "do employees get esops or any stock options", cls: "unanswerable", expect: "fallback" },
  { q: "can i pay your invoice in bitcoin", cls: "unanswerable", expect: "fallback" },
  { q: "do you give a discount to ngos", cls: "unanswerable", expect: "fallback" },
  {
    q: "do staff have to wear formals to work or is it casual",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's your glassdoor rating", cls: "unanswerable", expect: "fallback" },
  { q: "how many women work at nexora", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you do campus placements at colleges in bhopal",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is lunch provided for employees at the office", cls: "unanswerable", expect: "fallback" },
  { q: "is your building wheelchair accessible", cls: "unanswerable", expect: "fallback" },
  // off-topic
  { q: "which city is the capital of canada", cls: "off-topic", expect: "fallback" },
  { q: "give me a recipe for dal makhani", cls: "off-topic", expect: "fallback" },
  { q: "explain photosynthesis for my class 8 homework", cls: "off-topic", expect: "fallback" },
  {
    q: "who scored the most runs in the 2019 cricket world cup",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "tell me something funny, i'm bored", cls: "off-topic", expect: "fallback" },
  { q: "how many grams are in a pound", cls: "off-topic", expect: "fallback" },
];

/**
 * The forty-first held-out set, written on 2026-11-25 (session 35, fifth round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (74/90, 82.2 %, one
 * confident wrong answer, to an unanswerable question; at 492c58f); tuning data since.
 */
const fortyFirstHeldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "what's the pay range for the soc analyst job?", cls: "unreachable", expect: "/career" },
  {
    q: "which orchestration tools should i know for the data engineer opening",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "by how much did the hospital group cut patient waiting time",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "how long does a basic website usually take you to build",
    cls: "unreachable",
    expect: "/contact",
  },
  {
    q: "if i ever have a legal dispute with you, which city's courts handle it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how long do you hold on to the messages i send through the contact form",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  { q: "are you guys open on saturdays", cls: "unreachable", expect: "/contact" },
  {
    q: "do we get access to the code while you're still building, or only at the end",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "what does the initial discovery study cost in dollars",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "in your cloud article, what do you recommend for keeping the monthly bill under control",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "how long did the database switchover take in the logistics migration",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how much yearly learning allowance do employees get",
    cls: "unreachable",
    expect: "/career",
  },
  // long
  {
    q: "hi, i run three bakeries in indore and right now all our orders come in over phone and whatsapp and my manager writes them in a register. my nephew says we need an online shop with delivery slots. before i spend anything, roughly what does a fixed price project with you cost? we're not a big company and i don't want surprises later.",
    cls: "long",
    expect: "/services",
  },
  {
    q: "my son just finished his btech in computer science from a college here in bhopal and he has been applying everywhere. he's good at react and typescript but only has a year of internship experience. does your senior full stack job need many years of experience or should he wait a bit? he's very keen because it's close to home.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "i'm writing a feature for a regional business paper on tech firms that started outside the big metros. could you tell me what year nexora was founded and how it got started? i'd love a quote later but for now just the basics please. my deadline is friday so anything quick helps.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "we're a fintech in mumbai, about 250 people, and our auditors flagged that we still use one vpn for everything. the board wants iso 27001 next year. i saw you did something like this for a lending company, how long did it take them to get certified? we'd be looking at a similar timeline and budget.",
    cls: "long",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "i'm a final year mca student doing a project on privacy on indian websites. i noticed your site doesn't show a cookie banner, which is rare. is that because you don't use cookies at all or is it hidden somewhere? i'm comparing around twenty sites so a short answer is fine.",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we've been working with your team on our inventory app since march and honestly it's going well. our project lead mentioned there's some online place where we can see documents and raise support requests, but i lost the email. where do i go for that? also thanks to everyone for last week's demo.",
    cls: "long",
    expect: "/login",
  },
  {
    q: "i manage operations at a 200 bed hospital in jabalpur. our insurance claims take forever, sometimes three weeks, and it's hurting our cash flow badly. patients also complain about the queues at opd. did you build something for hospitals that actually shortened claim settlement, and by how much? we're planning next year's budget now.",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "we distribute fmcg goods in central india to about 3,000 shops. every diwali we either run out of stock or sit on far too much. my cousin in pune said some companies now use ai to predict demand. have you done this for a distributor, and did it actually cut stockouts? we use tally and a basic sales app.",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "i have four years doing ux for a bank's mobile app, mostly in figma, and i've just moved back to madhya pradesh for family reasons. is your design role remote, and do you need hindi for it? i'm fluent in both so either way is fine. i really want to keep doing proper user research.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we're two founders with a seed round and a rough idea for a b2b saas tool. we don't have a clear spec and things will change every week as we talk to customers. which of your billing models makes sense when the scope keeps moving like that? we don't want to get locked into something rigid this early.",
    cls: "long",
    expect: "/services",
  },
  {
    q: "hello, i handle admin at a small ca firm with 25 staff. our wifi keeps dropping, the printer never works and nobody knows who to call when a laptop dies. our current computer guy is retiring in december. do you look after this kind of everyday office tech for small firms, or is it only software?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "last month a partner firm got hit by ransomware and lost nearly two weeks of data because their backups sat on the same server. it really shook us. our it team is only three people. what's the rule of thumb for backups you recommend in your article? i want to forward it to our md.",
    cls: "long",
    expect: "/blog/cybersecurity-practices",
  },
  // typo
  { q: "wat r ur offfice timings on weekdays", cls: "typo", expect: "/contact" },
  { q: "do u hav any opning for devops enginer", cls: "typo", expect: "/career" },
  {
    q: "cn u guys make apps for both andriod n iphone",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "wher is ur ofice in bhopal adress pls", cls: "typo", expect: "/contact" },
  {
    q: "do u do cybersecurty checks for small compnies",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "how can i get my data deleted,privacy polcy", cls: "typo", expect: "/legal/privacy" },
  {
    q: "can u build a shoping websit for my clothes store",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "whos the ceo of nexora", cls: "typo", expect: "/about" },
  { q: "datta analitics dashbord servise", cls: "typo", expect: "/services/data-analytics" },
  { q: "hw do i aply for a job ther", cls: "typo", expect: "/career" },
  {
    q: "machin lerning chatbot for custmer servce",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "ui ux desgin for my app redesgin", cls: "typo", expect: "/services/ui-ux-design" },
  // vocabulary
  {
    q: "my website looks like it's from 2005 and takes ages to load on phones, can you sort that out",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "mujhe apne business ke liye ek app banwana hai, android pe chalna chahiye",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  { q: "aapka office kahan hai, milne aana hai", cls: "vocabulary", expect: "/contact" },
  { q: "naukri chahiye, koi vacancy hai kya aapke yahan", cls: "vocabulary", expect: "/career" },
  {
    q: "our servers sit in a cupboard in the back room, we want to move everything online so it stops crashing",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "someone got into our company email last week, who do we talk to so it doesn't happen again",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we have a mountain of sales numbers in excel and no clue what they're telling us",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "shipping updates is a nightmare rn, every release something breaks and it eats the whole weekend",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "we need a neutral tech person to tell us if our vendor's proposal is rubbish before we sign",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "our approvals still go around on paper and take a week to get signed, can you get rid of that",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "our app is confusing, people keep getting lost and giving up halfway",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we want our own tool for the warehouse guys instead of the off-the-shelf thing that doesn't fit",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  // ambiguous
  {
    q: "do you offer support after my website goes live",
    cls: "ambiguous",
    expect: "/contact|/services",
  },
  {
    q: "we're already a client, where do i reach your team for support on our project",
    cls: "ambiguous",
    expect: "/login|/contact",
  },
  { q: "is the cloud engineer job work from home", cls: "ambiguous", expect: "/career" },
  {
    q: "what's your take on where the cloud is heading next year",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "what security do you use to protect the personal details i send on this site",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "what hours do employees actually have to be online", cls: "ambiguous", expect: "/career" },
  { q: "what are your office hours if i want to drop by", cls: "ambiguous", expect: "/contact" },
  { q: "what's the salary package for the data engineer", cls: "ambiguous", expect: "/career" },
  { q: "what does the dedicated team package include", cls: "ambiguous", expect: "/services" },
  {
    q: "do employees get paid time off to study for certification exams",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "where do i apply if none of your openings fit me", cls: "ambiguous", expect: "/career" },
  {
    q: "can you set up the network for our new office floor",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  // multi
  {
    q: "what's the salary for the cloud devops role, and where exactly is your office",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "do you build ios apps, and how much does a fixed-price project usually run",
    cls: "multi",
    expect: "/services/mobile-development & /services",
  },
  {
    q: "who runs the company, and does my contact form data stay in india",
    cls: "multi",
    expect: "/about & /legal/privacy",
  },
  {
    q: "show me a cloud migration you've done and tell me about your devops work",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/devops",
  },
  {
    q: "how many interview rounds are there, and what number can i call with questions",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "what's your ai article's advice on moving pilots into production, and do you offer ai projects yourselves",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "how long does a simple website take, and what are the steps from kickoff to launch",
    cls: "multi",
    expect: "/contact & /services",
  },
  {
    q: "can i have my data erased, and which country's law do your terms fall under",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "what did you build for the fashion retailer, and do you also do ux design",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/ui-ux-design",
  },
  {
    q: "is there a data engineer opening, what did your demand forecasting project achieve, and where are your security tips for small firms",
    cls: "multi",
    expect: "/career & /projects/ai-analytics & /blog/cybersecurity-practices",
  },
  {
    q: "can you manage our office network, and how do i ask for a quote",
    cls: "multi",
    expect: "/services/it-infrastructure & /quotation|/contact",
  },
  {
    q: "where do i log in as a client, and where do i send my cv",
    cls: "multi",
    expect: "/login & /career",
  },
  // unanswerable
  {
    q: "roughly how much revenue does nexora bring in per year",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "has nexora raised any venture funding", cls: "unanswerable", expect: "fallback" },
  { q: "is nexora listed on the stock market", cls: "unanswerable", expect: "fallback" },
  { q: "can i pay your invoices in bitcoin", cls: "unanswerable", expect: "fallback" },
  {
    q: "do staff get meals provided at work, like a cafeteria",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if i drive over for a meeting, where can i leave my car",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor work visas for people moving abroad",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is nexora doing about its carbon footprint", cls: "unanswerable", expect: "fallback" },
  { q: "do you develop blockchain or nft apps", cls: "unanswerable", expect: "fallback" },
  {
    q: "how many weeks of maternity leave do employees get",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do interns get a stipend and how much is it", cls: "unanswerable", expect: "fallback" },
  { q: "do new hires have to sign a service bond", cls: "unanswerable", expect: "fallback" },
  // off-topic
  {
    q: "my tomato plants have yellow leaves, what am i doing wrong",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "can you help me solve 3x + 7 = 22", cls: "off-topic", expect: "fallback" },
  { q: "tell me a joke about cats", cls: "off-topic", expect: "fallback" },
  { q: "write me a short poem about monsoon evenings", cls: "off-topic", expect: "fallback" },
  { q: "recommend a good biryani place in hyderabad", cls: "off-topic", expect: "fallback" },
  { q: "how do i make my sourdough rise more", cls: "off-topic", expect: "fallback" },
];

/**
 * The forty-second held-out set, written on 2026-11-25 (session 35, sixth round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (66/90, 73.3 %, one
 * confident wrong answer, to an unanswerable question; at 0698f80); tuning data since.
 */
const fortySecondHeldOut: readonly EvalQuestion[] = [
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

/**
 * The forty-third held-out set, written on 2026-11-25 (session 36, first round) by someone who
 * did not run the chat, and scored once on 2026-12-01, at the cut-off round's last tuning commit
 * (83/90, 92.2 %, one confident wrong answer, to an off-topic question); tuning data since.
 */
const fortyThirdHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "how much is the medical insurance cover for employees",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how many days of paid leave do your employees get",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "in the logistics cloud migration how many minutes did the database cut-over take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "that hospital network system you made, it covered how many hospitals in total",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  { q: "which year did nexora get iso 27001", cls: "unreachable", expect: "/about|/" },
  {
    q: "what year did you start the data and ai team",
    cls: "unreachable",
    expect: "/about#story|/about",
  },
  {
    q: "salary range for the security analyst opening?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "how long is the practical session in your interview",
    cls: "unreachable",
    expect: "/career#hiring-process",
  },
  {
    q: "how many stores does your fashion retail client have",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "which court handles disputes about your website terms",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "if i message you via the site form, after how many months is it deleted",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  { q: "which city does vikram rao work from", cls: "unreachable", expect: "/about#team" },
  // long
  {
    q: "hi, so we are a mid size hospital group in indore and our opd queues are a mess, patients wait forever and billing runs on separate software in every branch. my md asked me to shortlist vendors who have done this before. have you done anything like this for hospitals?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "i have about 4 years of experience with terraform and aws, currently at a service company in pune but i want to go remote. my wife's job keeps us in nagpur so relocating is not an option. is there any opening for cloud people that is fully remote?",
    cls: "long",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "we run a small manufacturing unit and the accounts team still does purchase approvals on paper with four signatures, it takes days. the owner is very old school but even he is fed up now. can you guys help us move this to some digital workflow?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "our startup has an mvp built by freelancers, the code is kind of messy and the last guy left without any documentation. investors want new features by next quarter. would your team be able to pick up someone else's codebase and continue from there?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "hello, i look after it for a ca firm with around 40 people. the wifi keeps dropping and nobody knows where the backups are, and we don't have a full time it person anymore. do you provide help desk type support for offices?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we are building an app and budget is tight. my cofounder wants separate ios and android apps but i heard flutter or react native is cheaper. what do you recommend and how much cheaper is cross platform really?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "i filled a form on your site last week asking about a website for my coaching institute. now i'm a bit worried about my phone number and details floating around. what exactly happens to the data i submitted?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we are an rbi regulated lending fintech, around 250 people, everyone still on vpn for everything. our auditor says we need iso 27001 within the year and honestly we don't know where to start. can you help us get certified?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "my manager wants to know how we would actually pay you. our requirements are not fully fixed yet, things will change as we go along and we want to start small. what pricing models do you offer?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "we distribute fmcg products to around 5000 kirana shops and our stock planning is all excel plus gut feeling. around diwali we always run out of the fast movers. has your company done any demand forecasting work like this?",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "i'm a ux designer with 4 yrs experience, mostly fintech apps, portfolio is ready. i live in jaipur and can't relocate because of family. i saw you might be hiring designers, what is the pay range for that?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "before i send anything i want to understand what happens after i submit the contact form. will someone call me, and how soon does your team reply? we are in a bit of a hurry on our side",
    cls: "long",
    expect: "/contact",
  },
  // typo
  {
    q: "can ur team do a penetraion test on our web app",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "cloud migratoin without downtym possible?",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "is the ofice open on saturdys, till wat time", cls: "typo", expect: "/contact" },
  { q: "hw much does the discovry phse cost", cls: "typo", expect: "/services#pricing|/contact" },
  {
    q: "machne lerning servics for sales forcasting",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "any openigns for data enginer", cls: "typo", expect: "/career#data-engineer" },
  {
    q: "ecommrce websit for my clothng brand",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "nexora ka fouder kaun hai, name?", cls: "typo", expect: "/about#team" },
  { q: "do you make andriod and iphone aps", cls: "typo", expect: "/services/mobile-development" },
  { q: "priavcy polcy do u use cookeis", cls: "typo", expect: "/legal/privacy" },
  { q: "devps ci cd pipline setup help", cls: "typo", expect: "/services/devops" },
  { q: "ui ux desgin and clickable prototyp", cls: "typo", expect: "/services/ui-ux-design" },
  // vocabulary
  {
    q: "website banane mein kitna time lagta hai",
    cls: "vocabulary",
    expect: "/contact#faq|/services/web-development",
  },
  { q: "naukri chahiye, koi vacancy hai abhi?", cls: "vocabulary", expect: "/career" },
  {
    q: "project ka rough budget kitna lagega aapke saath",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "hackers se apni company ko bachana hai, kya karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "sales data se dashboards aur reports banate ho kya",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "aapka office kahan pe hai exactly", cls: "vocabulary", expect: "/contact" },
  {
    q: "apna server room wala setup cloud pe shift karna hai",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "ek part time tech advisor chahiye, cto jaisa koi",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamare documents se answer dene wala chatbot bana sakte ho?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "project khatam hone ke baad bhi support milega kya",
    cls: "vocabulary",
    expect: "/contact#faq",
  },
  {
    q: "what perks do staff get working there",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "kis kis desh mein clients hai aapke",
    cls: "vocabulary",
    expect: "/#global-presence|/about",
  },
  // ambiguous
  {
    q: "do you have any openings for security people",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "what's your policy on cookies on this website",
    cls: "ambiguous",
    expect: "/legal/privacy#no-cookies",
  },
  {
    q: "is there a cloud article on your blog about finops",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  { q: "what does the design role pay", cls: "ambiguous", expect: "/career#product-designer" },
  {
    q: "what was the result for the logistics company you migrated",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "can you test our app idea with real users before anyone codes it",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "what health cover do employees' families get",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how long does your hiring process take from applying to offer",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "in your delivery process what happens at the testing step",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "does your network service cover office wifi and firewalls",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "when i use the chat on this site where does my conversation get stored",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "who wrote the security article on your blog",
    cls: "ambiguous",
    expect: "/blog/cybersecurity-practices",
  },
  // multi
  {
    q: "give me a number to call you, also any jobs i can do from home?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "how much is discovery and how long does a marketing website take",
    cls: "multi",
    expect: "/services#pricing & /services/web-development",
  },
  {
    q: "who is the ceo, and do you do kubernetes work",
    cls: "multi",
    expect: "/about#team & /services/devops",
  },
  {
    q: "do you do pen tests and is nexora itself iso certified",
    cls: "multi",
    expect: "/services/cybersecurity & /about|/",
  },
  {
    q: "tell me about the hospital project and also what's the learning budget for employees",
    cls: "multi",
    expect: "/projects/healthcare & /career#why-work-with-us",
  },
  {
    q: "office address plz, and is the data engineer job hybrid",
    cls: "multi",
    expect: "/contact & /career#data-engineer",
  },
  {
    q: "do you build flutter apps and what does a dedicated team cost per month",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "can you help with power bi dashboards, and who owns the code after a custom software project",
    cls: "multi",
    expect: "/services/data-analytics & /services/software-development",
  },
  {
    q: "what result did the ecommerce case study get and do you do seo",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "how do i apply for a job and how long will you keep my data",
    cls: "multi",
    expect: "/career#how-to-apply & /legal/privacy#retention",
  },
  {
    q: "do you use azure openai and have you written anything about ai in business",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },
  {
    q: "are your consultants tied to any vendor, and which law governs your website terms",
    cls: "multi",
    expect: "/services/it-consulting & /legal/terms#governing-law",
  },
  // unanswerable
  { q: "how much revenue does nexora make in a year", cls: "unanswerable", expect: "fallback" },
  { q: "is there parking at your office for visitors", cls: "unanswerable", expect: "fallback" },
  { q: "do you do blockchain or web3 development", cls: "unanswerable", expect: "fallback" },
  { q: "can we pay you in crypto or bitcoin", cls: "unanswerable", expect: "fallback" },
  { q: "do you offer a franchise or reseller program", cls: "unanswerable", expect: "fallback" },
  { q: "does the office have a canteen for employees", cls: "unanswerable", expect: "fallback" },
  {
    q: "i'm from nigeria, would you sponsor my visa if i got a job with you",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is provident fund and gratuity given to staff", cls: "unanswerable", expect: "fallback" },
  { q: "whats nexora's rating on glassdoor", cls: "unanswerable", expect: "fallback" },
  {
    q: "is nexora listed on the stock market, share price?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you make a 3d game in unity for us", cls: "unanswerable", expect: "fallback" },
  { q: "do you build iot devices or drone software", cls: "unanswerable", expect: "fallback" },
  // off-topic
  {
    q: "bhai kal bhopal ka mausam kaisa rahega, chhata le jaun?",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "poha banane ki recipe batao", cls: "off-topic", expect: "fallback" },
  { q: "who won the ipl in 2024", cls: "off-topic", expect: "fallback" },
  { q: "write me a leave application for my boss", cls: "off-topic", expect: "fallback" },
  { q: "convert 100 usd to inr", cls: "off-topic", expect: "fallback" },
  { q: "best time to visit goa?", cls: "off-topic", expect: "fallback" },
];

/**
 * The forty-fourth held-out set, written on 2026-12-01 (session 37, first round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (77/90, 85.6 %, no
 * confident wrong answer); tuning data since.
 */
const fortyFourthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "whats the salary range for the SOC analyst opening?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "is the data engineer job work from home or do i need to come to the office in bhopal",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "in the hospital network project, by how much did patient waiting go down?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "till what date can i send my application for the UI/UX designer vacancy",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "in your delivery process, what do I actually have in hand after the design stage?",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "if your pen testers find holes and we patch them, do you check again for free?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "how long do you hang on to the details I submit through the enquiry form?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "how many hours do companies in india get to report a cyber attack to CERT-In?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if we hire you for BI, how many weeks before we see our first report screen?",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "after the fashion brand's new online store went live, how fast did pages open on phones?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "how many leaves per year do employees get?",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "if there's a legal dispute about your website, which city's courts handle it?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },

  // long
  {
    q: "Hi, I run three small clinics in Jabalpur with my brother. Right now patients call the reception to book and half the time the register is a mess. We also want to start doing video consults for patients from the villages around, which is a whole other headache. My brother thinks we should just buy some ready-made app but I'm not sure. Have you people built something like this for hospitals before?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "Hello, I'm a first-time founder, bootstrapped, no tech co-founder yet. I have an idea for a logistics marketplace and a rough Figma a friend made for me. Before I commit to anything I want to understand what the very first engagement with you would cost and how long it runs. Please be straight with me, my savings are limited.",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "We are a mid-size pipe manufacturer near Indore, around 80 people in the office. Our wifi keeps dropping, the server in the back room is ancient, and our only IT guy just resigned last week. Honestly it's chaos. Would your people actually come to our site to fix things, or is it all done remotely?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Hey! I've been a sysadmin for about two and a half years at a bank's vendor in Bhopal, mostly Windows servers and some Linux. Lately I've been getting into security, did a bit of Splunk at work and loved it. I'm hoping to switch into a proper security job now. Is there something open at your company for someone like me, and would I have to do rotating night shifts?",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "So last month a CA firm in our building got hit by ransomware and lost about two weeks of work, which scared all of us. We are a 25-person travel agency and honestly our backups are one external hard disk my nephew set up. I read somewhere about a 'three two one' thing for backups. What is that exactly?",
    cls: "long",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "We sell handloom sarees online through a plugin-based store, and every time we run a festive sale the site crawls and orders get lost. Last Diwali was a nightmare, customers were shouting at us on Instagram. My marketing guy says we need to 'go headless', whatever that means. Have you actually fixed this kind of problem for a clothing business, and what came of it?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Our previous agency built our app and then basically held the code hostage when we wanted to move to another vendor. We had to pay them again just to get access to our own repo, it was ugly. I really don't want to go through that again. If you build our software, who owns the source code at the end?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "Hi, our company signed with you a couple of months ago, and at kickoff the PM sent an email invite for some online workspace where we follow progress. I was travelling at the time and I think I deleted that mail by mistake. Now I can't get in and my boss is asking for the status report. How do I get access again?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "I'll be in Bhopal next week for my cousin's wedding and thought I might drop by in person to talk about a project, since I'm there anyway. My cousin says you are somewhere near the big lake but couldn't tell me exactly. What's the full address?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We run a chain of diagnostic labs and the board wants to try some AI to read reports and answer patient queries. Our legal head is very nervous about it. He keeps saying these AI companies take your data and use it to train their own systems. If we work with you, will our patient data end up training somebody else's model?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "I'm a UX designer with about four years of experience, living in Kochi, and I really don't want to relocate because my parents are here and not keeping well. I saw you have a design opening. Can I do that job from Kerala, or would I need to move to Bhopal?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "We are a small SaaS team of four developers running about six services on a couple of VMs. A consultant we met at a meetup insisted we must move everything to Kubernetes or we won't scale. It sounds like a lot of work and a lot of new things to learn. Do we really need it?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // typo
  { q: "wat r ur ofice timings on saturdy", cls: "typo", expect: "/contact|/login" },
  { q: "u guys do penetraion tests on web apps?", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "mobil app develpment for andriod and iphone",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "hw much is the discovry phse", cls: "typo", expect: "/services#pricing|/contact" },
  { q: "wher is ur offce locatd", cls: "typo", expect: "/contact" },
  { q: "any job vacansies at nexora rn", cls: "typo", expect: "/career" },
  { q: "who foundd nexora tech and wen", cls: "typo", expect: "/about" },
  { q: "ur email adress plz", cls: "typo", expect: "/contact|/login" },
  { q: "clowd migraton case studdy", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "does ur websit use cookis", cls: "typo", expect: "/legal/privacy" },
  {
    q: "dashbord and bussiness inteligence servises",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "need ui ux desginer for my startp app screns",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },

  // vocabulary
  { q: "Do you have any clients in Dubai?", cls: "vocabulary", expect: "/" },
  {
    q: "mujhe apni dukaan ke liye android app banwani hai",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "we still run the office on paper files and rubber stamps, can you help us go digital",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "need someone senior to act as our part-time tech head, no budget for a full time one",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "aap log ethical hacking karke hamari website check kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you set up Outlook and Teams for our 30 staff",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can the app take GPay or PhonePe payments",
    cls: "vocabulary",
    expect: "/services/mobile-development|/services/software-development",
  },
  { q: "koi designer ki naukri hai kya", cls: "vocabulary", expect: "/career#product-designer" },
  { q: "who's the MD of the company", cls: "vocabulary", expect: "/about" },
  {
    q: "can you get my website to show up on the first page of google",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "we want a bot that answers staff questions from our HR policy PDFs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do employees get mediclaim, and does it cover parents?",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },

  // ambiguous
  { q: "how long have you guys been around?", cls: "ambiguous", expect: "/about" },
  {
    q: "our AWS bill keeps going up every month, can you help cut the cost?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends|/projects/cloud-migration",
  },
  {
    q: "what are the working hours for employees, is it flexible?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how much did online sales grow for the fashion retailer?",
    cls: "ambiguous",
    expect: "/projects/ecommerce-platform",
  },
  { q: "how long until I hear back after sending my CV?", cls: "ambiguous", expect: "/career" },
  {
    q: "how long does a tech architecture review from your consultants take?",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "is there any budget for certifications and courses if I join?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "which AWS regions did you use for the logistics company's setup?",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how fast should we patch a critical bug on an internet facing server?",
    cls: "ambiguous",
    expect: "/blog/cybersecurity-practices",
  },
  { q: "where does this chat save what I type?", cls: "ambiguous", expect: "/legal/privacy" },
  {
    q: "how much data do we need to have before starting an AI project?",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we're shifting to a new office floor next month, can you handle the cabling and wifi?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },

  // multi
  {
    q: "whats your phone number? and do you make iphone apps?",
    cls: "multi",
    expect: "/contact|/login & /services/mobile-development",
  },
  {
    q: "where exactly is your office, and are you hiring data engineers?",
    cls: "multi",
    expect: "/contact & /career#data-engineer",
  },
  {
    q: "what does a dedicated team cost per month, and who is your CTO?",
    cls: "multi",
    expect: "/services#pricing & /about",
  },
  {
    q: "tell me about the online store project you did, and also what you do in devops",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/devops",
  },
  {
    q: "can you help us get ISO 27001, and how long did it take for that lending company?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "link to your privacy policy and terms and conditions pls",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "saturday ko office khula rehta hai? aur cloud pe shift karne me help karoge?",
    cls: "multi",
    expect: "/contact|/login & /services/cloud-solutions",
  },
  {
    q: "why do most AI pilots never go live according to your blog, and do you build ML models yourselves?",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "what year did nexora start and what's the email to reach sales?",
    cls: "multi",
    expect: "/about & /contact|/login",
  },
  {
    q: "how do I apply for a job there, and what services do you offer to companies?",
    cls: "multi",
    expect: "/career & /services",
  },
  {
    q: "do you work with clients in australia? what are your office hours?",
    cls: "multi",
    expect: "/ & /contact|/login",
  },
  {
    q: "is there a login for clients, do you do process automation, and have you written anything on security tips?",
    cls: "multi",
    expect: "/login & /services/digital-transformation & /blog/cybersecurity-practices",
  },

  // unanswerable
  { q: "are you CMMI level 5 certified?", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you build blockchain apps or smart contracts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "have you done any work for Tata or Reliance?", cls: "unanswerable", expect: "fallback" },
  { q: "what is nexora's yearly revenue?", cls: "unanswerable", expect: "fallback" },
  {
    q: "will you sign an NDA before I share my app idea?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how long is the probation period for new hires?", cls: "unanswerable", expect: "fallback" },
  { q: "is there a dress code in your bhopal office?", cls: "unanswerable", expect: "fallback" },
  { q: "can your team write firmware for IoT sensors?", cls: "unanswerable", expect: "fallback" },
  { q: "is nexora listed on NSE or BSE?", cls: "unanswerable", expect: "fallback" },
  {
    q: "are you HIPAA compliant? we're a US telehealth startup",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do your devs know Ruby on Rails?", cls: "unanswerable", expect: "fallback" },
  { q: "do you hold PCI DSS certification?", cls: "unanswerable", expect: "fallback" },

  // off-topic
  {
    q: "what's the weather going to be like in bhopal this weekend",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "write a short poem for my sister's birthday", cls: "off-topic", expect: "fallback" },
  { q: "who won the last cricket world cup?", cls: "off-topic", expect: "fallback" },
  { q: "suggest a good biryani place near MP Nagar", cls: "off-topic", expect: "fallback" },
  { q: "how do I apply for a PAN card online", cls: "off-topic", expect: "fallback" },
  { q: "can you tell me something funny to cheer me up", cls: "off-topic", expect: "fallback" },
];

/**
 * The forty-fifth held-out set, written on 2026-12-02 (session 38, first round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (78/90, 86.7 %, no
 * confident wrong answer); tuning data since.
 */
const fortyFifthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "till when can i send my portfolio for the ui ux designer vacancy",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "roughly what would a senior full stack typescript hire earn per year with you",
    cls: "unreachable",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "is the SOC analyst job on-site in bhopal or can it be remote",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "which orchestrator experience do you want for the data engineer post, would dagster count",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "how many video consultations happened in the first year of the hospital network project",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "what was the median mobile page load after the fashion retailer got its new storefront",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "how quickly does that lending fintech now spot a security incident",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "can your ai people do speech to text for hindi recordings",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do you send an engineer on-site if our office is in jabalpur and not bhopal",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what does the client walk away with at the end of the testing phase of your process",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "after I email you asking for a copy of my data, within how many days do you have to reply",
    cls: "unreachable",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "do you have any customers in new zealand",
    cls: "unreachable",
    expect: "/#global-presence",
  },

  // long
  {
    q: "Hi, I run a mid-sized textile export unit in Surat and we've been burned before by a vendor who vanished after go-live, leaving us with an app nobody could maintain. Before I even think about a new project I want to know this: once you finish building something for us, do you stick around to maintain and fix it afterwards?",
    cls: "long",
    expect: "/contact#faq|/services#process|/#why-nexora",
  },
  {
    q: "We're a team of six developers at a small SaaS startup in Pune, running maybe eight services on a couple of VMs. Our new hire keeps pushing to move everything onto Kubernetes because that's what big companies do, and I'm not convinced. Would you actually recommend k8s for a setup our size, or is that overkill?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "My son just finished his BTech from a college in Indore a few years back and he has about three years of experience with SQL, Python and Airflow at a small firm. He is too shy to ask himself so I am asking on his behalf, is there a vacancy in your company that would fit his profile and is it hybrid?",
    cls: "long",
    expect: "/career#data-engineer",
  },
  {
    q: "Our hospital's compliance officer is asking about the forms on vendor websites before we share anything with anyone. She specifically wants to know, if I type our details into your contact form, whether that information gets stored on servers outside the country or stays in India. Could you clarify so I can forward it to her?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "So we had a ransomware scare last month, luckily nothing got encrypted, but our board now wants a proper plan. Our IT head says we should get ISO 27001 but honestly we don't know where to start or whether a firm like yours even helps with the certification part itself, not just the tech. Do you?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I'm preparing a budget note for our managing director, who likes to see numbers before any meeting. We're a logistics company in Nagpur looking at a long-term arrangement where a group of your engineers works like our own in-house tech team for a year or more. What would that typically cost us every month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I'll be in Bhopal next Saturday for a family wedding and thought I might just drop by and meet someone in person to discuss an inventory app for our chain of pharmacies, since I prefer face-to-face conversations over calls. Will your office even be open that day, and until what time?",
    cls: "long",
    expect: "/contact|/login",
  },
  {
    q: "We already have a web shop that works fine, but about 80% of our customers are on phones and keep asking for a proper app where they can pay with UPI. We can't afford two separate teams for Android and iPhone. Can you build one app for both platforms, and would that save money compared to going native?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Our legal team is nervous about using generative AI for reading insurance claim documents. The big worry they keep raising in every single meeting is that the contracts, patient names and policy numbers we feed in might end up training some public model out there. Is that a real risk with how you build these things?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "I applied for one of your engineering roles about a week ago and have a friend who had a terrible experience with another company's unpaid weekend assignment. I'm a bit anxious, to be honest. Could you tell me what the steps after applying look like and whether I'd be asked to do a take-home task?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "We're a 40-person accounting firm currently running everything on an old server in our office in Raipur. Our partners already pay for Microsoft licences, some friends swear by AWS and others say Google. Honestly we're confused and just want someone neutral, with no commission from anyone, to tell us which provider makes sense for us.",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "My company is evaluating a few vendors for a security audit and my boss insists on knowing who exactly would be leading the work on your side, their background and certifications, since we've been handed juniors before by other firms. Who heads your security practice and what credentials does that person hold?",
    cls: "long",
    expect: "/about#team",
  },

  // typo
  { q: "penetraton testng servce", cls: "typo", expect: "/services/cybersecurity" },
  { q: "offce adress bhopl", cls: "typo", expect: "/contact" },
  { q: "lerning budjet for employes", cls: "typo", expect: "/career#why-work-with-us" },
  { q: "flutter ap developmnt", cls: "typo", expect: "/services/mobile-development" },
  { q: "privcy polcy cookes", cls: "typo", expect: "/legal/privacy" },
  { q: "dashbord powerbi servise", cls: "typo", expect: "/services/data-analytics" },
  { q: "helthcare case studdy", cls: "typo", expect: "/projects/healthcare" },
  { q: "whats ur workng hours on satuday", cls: "typo", expect: "/contact|/login" },
  { q: "devops pipline ci cd automaton", cls: "typo", expect: "/services/devops" },
  { q: "who is the ceo of nexra", cls: "typo", expect: "/about#team" },
  { q: "figma prototyp and ux reserch", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "clod migraton without downtim",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },

  // vocabulary
  {
    q: "aap log online dukaan wali website banate ho kya",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "bhai koi remote naukri hai kya cloud wali",
    cls: "vocabulary",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "discovery wala phase kitne ka padta hai",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  {
    q: "our staff keep losing laptops, can you remote wipe and patch them for us",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "need someone to act as a part-time CTO for my startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "can u make our shopify store load faster on jio phones",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "tally se connect hoga kya aapka software, GST bill bhi banana hai",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "we want to ditch the paper files and registers at our factory office",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "whatsapp pe customers ko order updates bhejne ka system banate ho?",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  { q: "job ke liye cv kahan bhejun", cls: "vocabulary", expect: "/career#how-to-apply" },
  {
    q: "do employees get mediclaim that covers parents also",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "dhande ka data excel mein bikhra pada hai, sab ek jagah report mein chahiye",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },

  // ambiguous
  {
    q: "how long do you hang on to what I type in the contact form",
    cls: "ambiguous",
    expect: "/legal/privacy#retention",
  },
  {
    q: "what are the working hours for employees, is it a fixed 9 to 6?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "my aws bill is out of control, can you help bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "where do I see my invoices and project documents as an existing client",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "do you give support for the windows laptops and printers in our office",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how much notice do we give to shrink a dedicated team",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "how long till I hear back once I apply for a job", cls: "ambiguous", expect: "/career" },
  { q: "do you track me while I browse this site", cls: "ambiguous", expect: "/legal/privacy" },
  {
    q: "can I reuse a paragraph from your blog article in my college presentation",
    cls: "ambiguous",
    expect: "/legal/terms#intellectual-property",
  },
  {
    q: "is there a warranty if bugs show up after launch",
    cls: "ambiguous",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "we need a portal where each of our customers sees only their own dashboards",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "training for my staff so they stop clicking phishing mails",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },

  // multi
  {
    q: "whats your phone number and do you build android apps",
    cls: "multi",
    expect: "/contact|/login & /services/mobile-development",
  },
  {
    q: "who founded nexora and when, and are there any remote jobs",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "how much does a fixed price project usually cost and how long does a simple website take",
    cls: "multi",
    expect: "/services#pricing & /contact#faq|/services/web-development",
  },
  {
    q: "do you do pen tests? also where exactly is your office in bhopal",
    cls: "multi",
    expect: "/services/cybersecurity & /contact",
  },
  {
    q: "show me the logistics cloud migration case study, and do you have an article on cloud trends",
    cls: "multi",
    expect: "/projects/cloud-migration & /blog/cloud-trends",
  },
  {
    q: "i want to apply for the data engineer job - what's the pay, and which email do I send my CV to",
    cls: "multi",
    expect: "/career#data-engineer & /career",
  },
  {
    q: "what's your mission as a company and which countries do you serve",
    cls: "multi",
    expect: "/about#mission & /#global-presence|/about",
  },
  {
    q: "can you redesign our app's UX and also help us publish it on the play store",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/mobile-development",
  },
  {
    q: "is your company ISO certified? and how do existing clients log in",
    cls: "multi",
    expect: "/|/about & /login",
  },
  {
    q: "your email id please, and do you build AI chatbots that answer from our own documents",
    cls: "multi",
    expect: "/contact|/login & /services/ai-machine-learning",
  },
  {
    q: "how do you handle data warehouse projects and what happened with the demand forecasting client",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "what are the six steps you follow, and is GST included in your prices",
    cls: "multi",
    expect: "/services#process & /services#pricing",
  },

  // unanswerable
  { q: "any idea what your annual turnover was in 2025", cls: "unanswerable", expect: "fallback" },
  {
    q: "is nexora listed on the stock exchange, can I buy shares",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you guys develop NFT or blockchain based products",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a multiplayer ludo game built, can your team do it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many weeks of maternity leave do your employees get",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can my driver park the car near your office when we come to visit",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before sharing our business plan, will nexora sign a non disclosure agreement",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you develop apps for smartwatches and wearables",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is the dress code at nexora", cls: "unanswerable", expect: "fallback" },
  {
    q: "how much referral bonus do I get if my friend joins through me",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do new joiners have to sign a service bond", cls: "unanswerable", expect: "fallback" },
  {
    q: "which colleges do most of your engineers come from",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "whats the weather going to be like in bhopal tomorrow",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "suggest a good biryani place near new market", cls: "off-topic", expect: "fallback" },
  {
    q: "which team lifted the cricket world cup most recently",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "convert 5 feet 7 inches into cm", cls: "off-topic", expect: "fallback" },
  {
    q: "write a short poem about the monsoon for my daughter's school project",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do i renew my passport in india", cls: "off-topic", expect: "fallback" },
];

/**
 * The forty-sixth held-out set, written on 2026-12-02 (session 38, second round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (75/90, 83.3 %, no
 * confident wrong answer); tuning data since.
 */
const fortySixthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "security analyst opening in bhopal - how many lakhs per annum r u offering",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "till which date will you accept applications for the product designer vacancy",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "is the cloud and devops engineer job fully remote or do i have to come to bhopal",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "minimum experience for the senior full stack typescript role?",
    cls: "unreachable",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "in the logistics migration how many minutes did the oracle database switchover take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how many video consults did the hospital network do in year one on the system you built",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "after your pen test if we fix the issues do you retest for free",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "what deliverable do we hold at the end of the strategy & design stage",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "how long do you store the details i put in the contact form",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "if there's a dispute about the website which city's courts have jurisdiction",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "which gulf countries are in your middle east client region",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "your security head - is he in bhopal or some other city?",
    cls: "unreachable",
    expect: "/about#team",
  },

  // long
  {
    q: "Hi, I run a group of three small clinics in Indore and we still use paper registers for appointments, patients keep repeating their history and my reception staff is overwhelmed. My nephew suggested I look at IT companies in Bhopal. Before I call anyone I want to know, have you actually built something for hospitals before, and what came of it?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "my son has about six years of experience with react, node and typescript at a services company in pune and he wants to move closer to home in bhopal since we are getting older. he doesn't like fully remote work. is there any opening at your company that suits him and what would the pay be roughly",
    cls: "long",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "Good afternoon. I work in procurement for a mid-sized auto parts manufacturer near Pune and our management has asked me to collect indicative budgets before we shortlist vendors next week. We are thinking of a long-term arrangement where a group of your engineers works only on our product. Roughly what does that cost per month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "we are a group of four schools near jabalpur, around 300 teacher laptops, wifi that keeps dropping in the staff room and nobody to call when the projector or printer stops working. the management trustee asked me to find an outside firm for help desk and device management. would your people come to our campuses or is it only phone support from bhopal?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "so last year we paid a freelancer to build our delivery app and backend, he has now stopped answering calls, the app crashes every other day and we have the code in a github repo but nobody understands it. we are a small bakery chain with 9 outlets. can your team pick up someone else's half finished code and carry on?",
    cls: "long",
    expect: "/services/software-development|/services/mobile-development",
  },
  {
    q: "I own a saree and ethnic wear label in Jaipur, we sell online through a plugin-based store that basically dies every time we run a Diwali or wedding season sale, pages take forever on phones and stock online never matches the shop. I saw you did something for a fashion brand, what exactly did you change for them and did it help?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Our lending startup is regulated by the RBI and we have grown very fast, around 250 people now. Our partner bank has told us that unless we are ISO 27001 certified by next year they will not renew the contract. Our CTO is stretched thin. Is this something your firm can take on end to end, including the audit preparation?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "hello, I filled in the form on your website yesterday evening about rebuilding our company's inventory system, got the message sent confirmation but nothing since then. i'm a bit anxious because our board meets on friday and i need to show them something. what normally happens after someone writes to you, and how quickly does a person reply?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "I'm based in Manchester and our compliance officer is extremely strict about vendor data handling under GDPR. Before I put our project description and budget into your quote form she wants to know where that information is physically stored, whether it ever leaves India and whether any third party processes it. Can you clarify?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we distribute FMCG goods to about 4000 kirana shops across MP and CG, every festival season we run out of the fast moving items while slow stuff sits in the godown. the owner's son read about AI forecasting and is excited but we only have 2 years of messy excel sheets. is that even enough data to start?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "I am a UX designer with a little over three years of experience, mostly fintech apps, and honestly I am tired of companies that make you do a whole week of unpaid design tasks as part of interviewing and then ghost you. Before I apply to your design opening I'd like to know how your interview rounds actually work.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Hi there, I joined our company as operations manager only last week and my predecessor used to check the project plan, shared documents and your invoices in some online workspace that you people provide. I have no login and he has left. Who do I speak to or how do I get access to it myself?",
    cls: "long",
    expect: "/login",
  },

  // typo
  { q: "cyber securty audit n pentestng", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "clud migraton to aws",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "ofice timmings on saturdy", cls: "typo", expect: "/contact" },
  { q: "vacencies at nexora", cls: "typo", expect: "/career" },
  { q: "flutter mobil app devlopment", cls: "typo", expect: "/services/mobile-development" },
  { q: "dat enginer salery", cls: "typo", expect: "/career#data-engineer" },
  { q: "privcy polcy cookeis", cls: "typo", expect: "/legal/privacy" },
  { q: "ux reserch and wirefram desgin help", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "pricng modles fixd price", cls: "typo", expect: "/services#pricing|/contact" },
  { q: "devops cicd pipline kubernets", cls: "typo", expect: "/services/devops" },
  { q: "telemedicne hospitl netwrk projct resluts", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "digtal transfromation paperles workflow",
    cls: "typo",
    expect: "/services/digital-transformation",
  },

  // vocabulary
  {
    q: "hamari dukaan ke liye ek app chahiye jo android aur iphone pe chale, bana doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "company ki website banwane me kitna time lagta hai approx",
    cls: "vocabulary",
    expect: "/services/web-development|/contact",
  },
  {
    q: "gst wala billing software chahiye jo tally se sync ho",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "hamara data leak hua tha, hackers se bachane ka kuch karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  { q: "nexora ko chalata kaun hai, founder ka naam batao", cls: "vocabulary", expect: "/about" },
  {
    q: "customers ko whatsapp pe order status automatically bhejna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "sales ke liye power bi reports banwani hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "moving our staff email from gmail to office 365, can u handle",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "apne pdfs aur policies pe chatgpt jaisa bot chahiye",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "aws ka monthly kharcha bahut badh gaya hai, kam kaise kare",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "part time cto chahiye startup ke liye, milega?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  { q: "koi ghar se kaam wali naukri hai kya", cls: "vocabulary", expect: "/career" },

  // ambiguous
  {
    q: "what are the working hours for employees, fixed 9 to 6 or flexible",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "after you hand over the software, will you still fix bugs or are we on our own",
    cls: "ambiguous",
    expect: "/contact|/services#process",
  },
  {
    q: "can you build a portal where our dealers log in and track their orders",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "how do we apply zero trust in our company network",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "can we pay the bill in parts linked to milestones instead of all upfront",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "our app's crash rate is awful, can you fix the existing one instead of rebuilding",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "we're shifting to a new office next month, need cabling wifi and a conference room setup",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  { q: "how long till i hear back after i email my cv", cls: "ambiguous", expect: "/career" },
  {
    q: "will the company cover the cost of my azure certification exam",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how secure is whatever i type in your contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "we want a team of our own - people who work only on our product in our time zone",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "is there a feed i can add to my reader for your articles",
    cls: "ambiguous",
    expect: "/blog",
  },

  // multi
  {
    q: "do you make ios apps? and are you open on saturdays",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "salary for the cloud devops opening, and does the health insurance also cover parents",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /career#why-work-with-us",
  },
  {
    q: "who owns the code once the project ends, and can we do a fixed price contract",
    cls: "multi",
    expect: "/services/software-development & /services#pricing|/contact",
  },
  {
    q: "how much did the fashion retailer's online revenue grow, plus how fast do the hospitals settle insurance claims now",
    cls: "multi",
    expect: "/projects/ecommerce-platform|/ & /projects/healthcare",
  },
  {
    q: "does this site use cookies? also which country's law applies to your terms",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "who wrote the cloud trends 2027 piece and do you help with finops cost cutting",
    cls: "multi",
    expect: "/blog/cloud-trends & /services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "whats your phone number and how do i apply for data engineer",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "pehla dashboard kab tak ready hoga aur data engineer wali job hybrid hai ya remote",
    cls: "multi",
    expect: "/services/data-analytics & /career#data-engineer",
  },
  {
    q: "when was nexora started and in which parts of the world are your clients",
    cls: "multi",
    expect: "/about & /#global-presence|/about",
  },
  {
    q: "how long is the discovery phase, and what happens in step 4 of your process",
    cls: "multi",
    expect: "/services#pricing|/contact & /services#process",
  },
  {
    q: "do you do pen testing? also need someone to set up kubernetes for us",
    cls: "multi",
    expect: "/services/cybersecurity & /services/devops",
  },
  {
    q: "who is the author of the future of ai article, and can you run an llm privately inside our own cloud account",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning|/blog/future-of-ai",
  },

  // unanswerable
  {
    q: "can your developers write solidity code for our crypto token launch",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you hold a cmmi maturity rating and at which level",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was your company's turnover in the last financial year",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "whats the name of your chief financial officer", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there parking for visitors at your hoshangabad road building",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you pay relocation allowance if i shift from hyderabad for the job",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a us client, is paying you via paypal an option",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run instagram and facebook ads for small shops",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you install cctv cameras for shops and warehouses",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there any stock option plan for staff", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you build firmware for iot sensors on our factory machines",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is nexora listed on nse or bse, what's the share price",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "kal ke match me kaun jeeta csk ya mi", cls: "off-topic", expect: "fallback" },
  { q: "give me a quick recipe for poha", cls: "off-topic", expect: "fallback" },
  { q: "what's the temperature in delhi right now", cls: "off-topic", expect: "fallback" },
  {
    q: "whats the japanese word for thank you, need it for a card",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how many moons does jupiter have", cls: "off-topic", expect: "fallback" },
  {
    q: "any netflix series recommendations for a long train journey",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The forty-seventh held-out set, written on 2026-12-02 (session 39) by someone who did not run
 * the chat, and scored once at the end of that round's tuning (79/90, 87.8 %, one confident wrong
 * answer to an unanswerable question); tuning data since.
 */
const fortySeventhHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engineer vacancy - is it hybrid or full remote, and till when can i apply?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "ui/ux designer role ka salary band kya hai? 3 saal ka experience hai mera",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "if you pentest our app and we fix the bugs do u retest for free",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "In the logistics company migration, how many minutes did the final database cutover actually take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how long do u keep the stuff i send thru the contact form before deleting it",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "Your listed price ranges - do they include GST or is that extra?",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "which court has jurisdiction if there's a dispute about the website?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how many video consultations did the hospital group do in the first year after your system went live",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "your security blog said critical vulns on internet facing systems should be patched within X hours.. what was X",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "Do you do speech-to-text or text classification in Hindi?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we're in Jabalpur. will your engineers come on site for IT support or is it remote only",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "security analyst job mein rotating shifts hain kya? shift allowance milta hai?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },

  // long
  {
    q: "Hi, I manage operations for a group of four clinics in Indore. Right now each clinic has its own software, patients have to repeat their history every time they visit a different branch, and insurance claims take forever. Have you actually built something like this for hospitals, and what changed for them afterwards?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "My younger brother has about three years of experience with Terraform, Docker and GitHub Actions at a startup in Pune. Our father is unwell so he wants to move back home to Nagpur and work from there. Is there any opening at your company that he could do fully from home?",
    cls: "long",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "So we moved everything to AWS about a year ago because everyone said it would be cheaper. It's not. Every month the bill is higher and nobody can tell me which team is spending what. My CFO has asked me to find outside help before the next board meeting - is this something you actually do?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "I run a textile export business in Surat, around 80 people. We have an idea for a buyer portal but honestly I have no clue if it will cost 5 lakh or 50 lakh, and I don't want to sign a big contract blind. Do you have some kind of small paid study before the full project, and what does that cost?",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "Good evening. We are a lending startup of about 150 people and a partner bank has just told us they will not renew unless we get ISO 27001. None of us has done this before and frankly the team is panicking. Can your people take us through the certification, start to finish?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "hello sir i am final year btech student from RGPV, i stay near MP Nagar. i want to come personally and give my resume in hand to HR. can you tell where exactly your office is and what time i can come",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "A freelancer built our booking system two years back and then stopped picking up calls. The code sits on some server we barely have access to and small changes now take weeks. Before I throw it all away - would you take over someone else's half-documented codebase, and how do you start with that?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "Our sales team across UP uses something like twenty Excel files, and every Monday meeting turns into an argument about whose numbers are right. A friend said we need proper dashboards. If we go with you, how many weeks before we'd see the first working one?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I came across your case study about a fashion retailer. We are a saree brand with 12 showrooms in Kolkata and the stock on our website never matches what's actually on the shelf, so customers order things we don't have. How did you solve the inventory part for them?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Management at our plant keeps saying 'we need AI' after some conference they attended. I'm the IT head and I'm the one who has to worry about what happens to our customer and vendor data. If we work with you, does our data end up training some big company's model?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Hello from Hamburg. We are a mid-sized logistics software firm evaluating offshore partners, and India is on our shortlist. Before we arrange a call I would like to understand whether you already serve clients in Europe, or whether we would be your first.",
    cls: "long",
    expect: "/|/about",
  },
  {
    q: "Applied for the Senior Full-Stack position last Tuesday by email, followed the instructions with the subject line and everything. No reply yet and I'm starting to overthink it. How long do you normally take to get back on an application?",
    cls: "long",
    expect: "/career",
  },

  // typo
  {
    q: "penitration testing servise",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "moblie app devlopment flutr or nativ?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "wher is ur ofice locatd",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "nexora ceo ka naam? fondr kaun h",
    cls: "typo",
    expect: "/about",
  },
  {
    q: "devops pipline setp with kubernets",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "ui ux desgin servises",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "privcy polisy",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "dat analitycs dashbord",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "helthcare projct reslts",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "wat time ur ofice opn on satarday",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "artifical inteligance servces",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "cloud migraiton without downtym posible?",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },

  // vocabulary
  {
    q: "office ka wifi baar baar drop ho jata hai, aap log theek karte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "want to get our monthly sales numbers out of excel and into something live",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "do u work with companies in dubai or abu dhabi",
    cls: "vocabulary",
    expect: "/",
  },
  {
    q: "designers ke liye work from home wali naukri hai kya",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "android aur iphone dono ka app banate ho?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hackers se company ko bachane ki koi service hai?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "looking for a part-time CTO for my startup, is that a thing you guys do",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "website google pe upar kaise aayegi? ye kaam karte ho?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "need an internal chatgpt type thing that reads our SOP documents and answers staff, doable?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "mediclaim cover parents ke liye bhi hai kya employees ko?",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "whats the headcount at nexora",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "har release me pura weekend lag jata hai, isko automate kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/devops",
  },

  // ambiguous
  {
    q: "our azure bill has doubled since july, can you bring it down?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long have you guys been in business",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "how long for a simple business website, roughly?",
    cls: "ambiguous",
    expect: "/contact#faq|/services/web-development",
  },
  {
    q: "office 365 setup karte ho?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hourly basis pe kaam karte ho ya fixed?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "what are your hours",
    cls: "ambiguous",
    expect: "/contact|/login",
  },
  {
    q: "any security openings?",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "design job?",
    cls: "ambiguous",
    expect: "/career#product-designer",
  },
  {
    q: "are you certified",
    cls: "ambiguous",
    expect: "/|/about",
  },
  {
    q: "cookies??",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "do you store my IP address",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "If we take a dedicated team and want to cut it down later, how much notice do we have to give?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },

  // multi
  {
    q: "do you build apps in flutter? and roughly what does a fixed price project cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "Power BI dashboards banate ho? aur data engineer wali job hybrid hai ya remote?",
    cls: "multi",
    expect: "/services/data-analytics & /career#data-engineer",
  },
  {
    q: "does this site use cookies, and who heads your cybersecurity team?",
    cls: "multi",
    expect: "/legal/privacy & /about#team",
  },
  {
    q: "Can you move our servers to AWS? Also what's the pay for the cloud devops opening",
    cls: "multi",
    expect: "/services/cloud-solutions & /career#cloud-devops-engineer",
  },
  {
    q: "how long is the discovery phase, and who owns the source code once you're done",
    cls: "multi",
    expect: "/services#pricing & /services/software-development",
  },
  {
    q: "Do you have clients in Singapore? and can a dedicated team work in our time zone",
    cls: "multi",
    expect: "/ & /services#pricing",
  },
  {
    q: "what's your email id, and what do you do with the details i submit in your forms",
    cls: "multi",
    expect: "/contact & /legal/privacy",
  },
  {
    q: "ui ux ke liye kaunse tools use karte ho? aur hospital wale project me kya kiya tha",
    cls: "multi",
    expect: "/services/ui-ux-design & /projects/healthcare",
  },
  {
    q: "3 qs: first step of your process? monthly range for time and materials? and is there a blog post on AI?",
    cls: "multi",
    expect: "/services#process & /services#pricing & /blog/future-of-ai",
  },
  {
    q: "hiring senior typescript devs? what does the interview process look like",
    cls: "multi",
    expect: "/career#senior-full-stack-engineer & /career#hiring-process",
  },
  {
    q: "can you migrate us to microsoft 365 + run phishing awareness training for our staff",
    cls: "multi",
    expect: "/services/it-infrastructure & /services/cybersecurity",
  },
  {
    q: "What results did the e-commerce project get, and who wrote the article on cybersecurity best practices?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /blog/cybersecurity-practices",
  },

  // unanswerable
  {
    q: "any sales executive or HR recruiter vacancy?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what salary does arjun mehta take as ceo",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you develop blockchain smart contracts or NFT stuff",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you make a 3D mobile game in Unreal Engine?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's nexora's net profit margin",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have a branch office in Kochi",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we pay you through PayPal from the US",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you handle Instagram ads and daily social media posting for brands?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a joining bonus or employee referral bonus?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you still maintain COBOL programs on IBM mainframes?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you bid on MP government e-tenders?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do u write firmware for iot sensors / embedded boards",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "bhopal me kal mausam kaisa rahega",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "poha recipe please, the indori style one",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "solve for x: 3x + 7 = 22",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "ind vs aus test ka score kya hai abhi",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write me a haiku about cutting chai",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "best time of day for a boat ride on the upper lake?",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The forty-eighth held-out set, written on 2026-12-02 (session 39, second round) by someone who
 * did not run the chat, and scored once at the end of that round's tuning (71/90, 78.9 %, one
 * confident wrong answer to an unanswerable question); tuning data since.
 */
const fortyEighthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engineer opening - is it proper work from home or do i have to show up at the bhopal office some days?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "Till what date can I send my portfolio for the UX/product designer vacancy?",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "SOC analyst job: are there night/rotating shifts and do you pay anything extra for them",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "for the cloud devops engineer post, is the on call duty paid or just part of the job?",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "If your pentest finds holes and our devs patch them, do you charge us again to re-test?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "how long do you hang on to the stuff I type in the contact form before it gets deleted",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "does this website drop cookies on my browser?",
    cls: "unreachable",
    expect: "/legal/privacy|/legal/terms",
  },
  {
    q: "the hospital network system you built — how many video consultations did they do in year one?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "In the logistics company's AWS move, how many minutes was the core database switchover window?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "your security blog said critical bugs on internet facing servers must be patched within how many hours?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "which gulf countries do u count in your middle east region, is qatar in there?",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "For custom software, how many days is the initial discovery workshop with our team?",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  // long
  {
    q: "We are a pharma distributor in Indore with about 40 salespeople. Every Monday our managers waste half the day merging Excel files from each area and still argue over the numbers. If we start with you on proper dashboards, roughly how many weeks until we see the first one working?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I manage IT for a group of three schools in Jabalpur. The Wi-Fi in the staff rooms keeps dying and nobody knows where the backups are. Do your people actually come on site to a place like ours, or is it only for Bhopal? Happy to pay for visits.",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Hi, I run a freight forwarding business out of Dubai and my cousin in Bhopal recommended you. Every vendor I've spoken to pushes their favourite cloud and I suspect they get a cut. Do you get paid anything by AWS, Azure or Google for recommending them? Just want honest advice.",
    cls: "long",
    expect: "/services/cloud-solutions|/services/it-consulting",
  },
  {
    q: "I have around 6 years with React and Node, currently in Pune but my family is in Bhopal so the hybrid senior role looks perfect. Last two companies gave me week-long take home assignments which was exhausting. what does your interview process look like, is there a take-home?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "Our last agency built our booking app and then refused to hand over the source code when we stopped paying their 'maintenance fee'. I never want that again. If you build our platform, who legally owns the code and where does it live?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "We're a chain of 5 multispeciality hospitals around Raipur, each branch on different software, patients repeat their history every visit and insurance claims take ages. before I book a call — have you done something like this already and what changed for that client?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I own a small boutique in Gwalior and I'm thinking of getting an online store made by you guys next year. But right now the festive season is on and I'm stuck. can you suggest a catchy instagram caption for my diwali sale post?",
    cls: "long",
    expect: "fallback",
  },
  {
    q: "We're planning to migrate our ERP to AWS next quarter and I'm drafting the budget for the board. Before talking to any consultants, I just need one number: what is the current on-demand hourly price of a t3.medium instance in the Mumbai region?",
    cls: "long",
    expect: "fallback",
  },
  {
    q: "So our partner bank just told us we must be ISO 27001 certified before they renew our contract, and the audit is under a year away. We are a 150 person lending startup with zero security staff. Is this something you can take us through end to end?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Honestly I'm a bit scared of agencies that quote low and then keep adding charges. Before I commit to a whole project I'd like to pay for something small first and see how you work. What does the very first step cost and how long is it?",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "I filled the quote form yesterday with my phone number and details of our unreleased product. Now my co-founder is worried. Does that info get passed to any third party or stored on servers outside India?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "our team is 6 devs running 4 services on two VMs. a consultant told us we are 'behind' because we don't use kubernetes and should move everything to it asap. is that really necessary for a setup our size?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },
  // typo
  {
    q: "do u do penatration testng for mobile apps n APIs",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "wher is ur ofice loacted exactly, need the adres for google maps",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "carrer oppurtunity for data enginer",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "fluter or react nativ app devlopment?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "buisness intellegence dashbord services",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "wat r ur wrking hrs on saturdy",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "privicy polcy",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "machne lerning for invioce proccessing",
    cls: "typo",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "ci cd piplien with jenkis can u setup",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "ux audt of our exisitng app",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "e comerce case stduy reslts",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "who foundd nexora tecnologies",
    cls: "typo",
    expect: "/about",
  },
  // vocabulary
  {
    q: "office internet keeps dropping, can someone sort out our router and LAN cables",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we do everything in excel sheets, want proper MIS reports for the directors",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "any customers in Dubai or Riyadh?",
    cls: "vocabulary",
    expect: "/|/about",
  },
  {
    q: "work from home wali naukri hai kya aapke yahan?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "android app banate ho kya aap log",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "Want a bot that replies to employees using our HR policy PDFs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "hackers se apni website kaise bachayein, aap help karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "looking for a part-time tech head for my startup, 2 days a week",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamare office me sab kuch register aur files me hota hai, sab digital karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "mediclaim milta hai employees ko? parents bhi covered?",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "can you make a logo and a full brand kit for my cafe",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "apna server room band karke sab kuch online shift karna hai",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  // ambiguous
  {
    q: "our AWS bill has nearly doubled since march, can you help?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long have u guys been doing this?",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "How long for an online store?",
    cls: "ambiguous",
    expect: "/contact|/services/web-development",
  },
  {
    q: "hours?",
    cls: "ambiguous",
    expect: "/contact|/login",
  },
  {
    q: "office 365 setup for 30 users",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "support after launch?",
    cls: "ambiguous",
    expect: "/contact|/services|/",
  },
  {
    q: "is what I type in your contact form kept secure",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what plans do you offer? is there a monthly one where we just pay for the team?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "ok so how do i apply then",
    cls: "ambiguous",
    expect: "/career#how-to-apply",
  },
  {
    q: "where can I see our project invoices",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "are you certified?",
    cls: "ambiguous",
    expect: "/|/about",
  },
  {
    q: "can you support us remotely? we're in Nagpur",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  // multi
  {
    q: "phone number? and are you open on sunday",
    cls: "multi",
    expect: "/contact & /contact|/login",
  },
  {
    q: "Do you build Flutter apps, and what does a dedicated team cost per month?",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "who's your CTO and did she write the cloud trends article?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "security analyst salary kitni hai, aur learning budget kitna milta hai saal ka?",
    cls: "multi",
    expect: "/career#security-analyst & /career#why-work-with-us",
  },
  {
    q: "how much did the fashion retailer's online revenue grow, and how fast did the fintech get ISO certified?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /projects/security-infrastructure",
  },
  {
    q: "do you use google analytics on this site? also which country's law do your terms follow",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "kitne saal purani company hai aur ab tak kitne projects complete kiye?",
    cls: "multi",
    expect: "/about|/ & /about|/",
  },
  {
    q: "Can you pen test our web app AND add security scanning to our deployment pipeline?",
    cls: "multi",
    expect: "/services/cybersecurity & /services/devops",
  },
  {
    q: "how many weeks is the discovery phase and after that what's the typical fixed price range",
    cls: "multi",
    expect: "/services#pricing|/contact & /services#pricing",
  },
  {
    q: "Got any clients in New Zealand? Where is your head office?",
    cls: "multi",
    expect: "/ & /contact|/about|/",
  },
  {
    q: "where do I email my CV and how soon do you reply",
    cls: "multi",
    expect: "/career#how-to-apply & /career#how-to-apply|/career#hiring-process",
  },
  {
    q: "If we build an AI assistant with you: will our data train someone else's model, how much data do we need, and can it handle Hindi speech?",
    cls: "multi",
    expect:
      "/services/ai-machine-learning & /services/ai-machine-learning & /services/ai-machine-learning",
  },
  // unanswerable
  {
    q: "what's the address of your Chennai branch?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you develop mobile games in Unity?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much does Arjun Mehta earn as CEO",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any opening for a manual QA tester? 1 yr exp",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you build blockchain smart contracts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we pay the project fee in EMIs",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Have you ever worked for Reliance?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what percent of your staff quit every year",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do u run facebook and instagram ad campaigns for small businesses",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "ServiceNow implementation partner?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "internship stipend kitna hai for btech 3rd year students",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does your backend team write services in Golang?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "is it going to rain in indore this weekend?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "poha kaise banate hain? recipe batao",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "integrate x^2 sin x dx step by step pls",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "who won the IPL final this year?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write a 2 day leave application to my manager, sister's wedding",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "best time for boating at the upper lake?",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The forty-ninth held-out set, written on 2026-12-02 (session 40) by someone who did not run the
 * chat, and scored once at the end of that round's tuning (71/90, 78.9 %, one confident wrong
 * answer to an unanswerable question); tuning data since.
 */
const fortyNinthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "do the SOC analyst guys work night shifts? any extra money for that",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "till what date can i send my CV for the product designer post",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "after ur pentest, if we patch the holes will you check again or is that charged extra",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "when our app is done does it go up under our own play store account or under nexora's",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "in that logistics cloud move, how many minutes did the main database switch actually take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "do you only do QA at the very end before launch or keep testing through the project",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "if there was ever a legal dispute about this website which city's courts would hear it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how many months do you hang on to what i typed in the enquiry form before deleting it",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "your blog mentioned reporting hacks to CERT-In, whats the time limit for that",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "can your AI people turn hindi voice recordings into text",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  { q: "any clients of yours in new zealand?", cls: "unreachable", expect: "/#global-presence" },
  {
    q: "how many video consults did that hospital group run in year one on the system u built",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  // long
  {
    q: "Hi, I own 4 pharmacy shops in Indore. All our stock is still written in registers and a couple of excel files, and month end is chaos every single time. A friend recommended you. Can you make us a proper system for inventory instead of all this paper?",
    cls: "long",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "We are a 30 person CA firm in Pune with no IT guy. Last month one of our juniors clicked a fake email and we were locked out of our mail for two days. Management is nervous now. Do you run some kind of training so staff stop falling for these emails?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "hello sir, I am in final year BTech CSE from Jabalpur, passing out in may. I have done a few projects in react and node and really want to work in MP itself rather than move to bangalore. is there any opening at your company for someone like me?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Our startup's MVP was built by a freelancer who has basically vanished. The code is sitting in our github, it's react and node, and investors want new features by March. Would your team be willing to pick up code someone else wrote?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I'm a partner at a small fund in Mumbai. We're about to invest in a SaaS startup and before we sign, my co-partners want an outside party to go through their code, architecture and the tech team. Is this kind of review something you take on?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "I handle operations at a plant in Mandideep. Every purchase approval needs four signatures on paper and takes almost a week. Management wants it digital but honestly the shop floor people hate anything new. How would you deal with staff who push back?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We're a mid-sized NBFC. Our current vendor hosts everything in a Singapore data centre and the compliance team is now asking awkward questions about where borrower data sits. Could you set up our systems so customer data stays within India?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "We have close to two lakh supplier invoices scanned as PDFs and our accounts team still keys them in by hand. I keep reading that AI can read documents now. Before we go further, would our invoices end up being used to train some public AI model?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "We run three coaching centres in Bhopal. Right now students pay fees in cash at the counter and parents keep asking for an app. Can the app you build take UPI payments inside it?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "We're a US healthtech company shortlisting partners in India. Our product is an API-heavy SaaS and we want a stable group of engineers who work our hours for at least a year, not a one-off project. Is that an arrangement you offer?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I'm a UX designer with about 4 years experience, based in Hyderabad. I saw the design opening on your site but I really can't relocate to Bhopal right now because of family. Can that role be done fully from home?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "We just leased a new floor in Bhopal with about 60 desks and a meeting room, and we move in next month. Nothing is set up yet, no cabling, no wifi, no video call setup. Is this something your team handles end to end?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  // typo
  { q: "penetraton testng for our web app", cls: "typo", expect: "/services/cybersecurity" },
  { q: "do u make andriod and iphone aps", cls: "typo", expect: "/services/mobile-development" },
  { q: "need help with ci/cd pipline and kubernetis", cls: "typo", expect: "/services/devops" },
  {
    q: "artifical inteligence solutons for my buisness",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "any carrer oppurtunites at nexora", cls: "typo", expect: "/career" },
  { q: "whats the ofice adress in bhopal", cls: "typo", expect: "/contact" },
  { q: "where can i read ur privasy polcy", cls: "typo", expect: "/legal/privacy" },
  { q: "power bi dashbords and data anaylsis", cls: "typo", expect: "/services/data-analytics" },
  {
    q: "ui ux desgin and wirefames for a new product",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "wat r ur timmings on saterday", cls: "typo", expect: "/contact" },
  { q: "show me ur past projets and case studys", cls: "typo", expect: "/projects" },
  {
    q: "digtal transfromation consultancy for a factory",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  // vocabulary
  {
    q: "can you hook up tally with the billing software we use",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "mujhe shopify jaisa online store chahiye, banwa sakte hai?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "office ka wifi roz disconnect hota hai, aap log ye sab sambhalte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we're a family business in abu dhabi, do you take clients from the gulf",
    cls: "vocabulary",
    expect: "/#global-presence",
  },
  {
    q: "android wala app banate ho kya customers ke liye",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "ek basic website ka kharcha roughly kitna aayega",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  { q: "fresher hu, kya aapke yaha job mil sakti hai", cls: "vocabulary", expect: "/career" },
  {
    q: "all our sales figures sit in excel sheets, boss wants proper charts he can open on his phone",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "can customers get their order updates on whatsapp through something you build",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "we want a chatgpt type bot that answers from our own company manuals",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "setting up gmail and google drive for our 25 staff, is that ur thing?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our jenkins builds keep failing and every release eats a whole weekend",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  // ambiguous
  {
    q: "i sent my application last week, when will i hear back?",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "where do i log in to see my project", cls: "ambiguous", expect: "/login" },
  {
    q: "if i join would you guys pay for my aws certification exam",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "if i put my number in your enquiry form who else gets to see it",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "our live site went down at 11pm on a sunday, would anyone on your side pick up?",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure",
  },
  {
    q: "our sales pipeline lives in spreadsheets, could you set up a proper crm",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  {
    q: "can u design a logo and brand colours for our startup",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "how do we apply for iso 27001, can you help us get it",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "if something breaks after you hand it over, is there a warranty?",
    cls: "ambiguous",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "is there an age limit to use this site? my 16 yr old wants to message you",
    cls: "ambiguous",
    expect: "/legal/privacy#children",
  },
  {
    q: "which model suits us, our requirements keep changing every month",
    cls: "ambiguous",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "do you interview our customers before designing anything",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  // multi
  {
    q: "what's the pay for the data engineer job, and do you build power bi dashboards for clients too",
    cls: "multi",
    expect: "/career#data-engineer & /services/data-analytics",
  },
  {
    q: "who started nexora? and where exactly is ur office",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "do u build flutter apps, also how much does the initial discovery cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "is the devops engineer role remote? and who's the CTO there",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /about#team",
  },
  {
    q: "do you do penetration tests, and can i see the hospital system you made",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/healthcare",
  },
  {
    q: "whats your phone number? also got any article on cutting cloud costs",
    cls: "multi",
    expect: "/contact & /blog/cloud-trends",
  },
  {
    q: "does this site put cookies on my browser, and which year was the company set up",
    cls: "multi",
    expect: "/legal/privacy & /about",
  },
  {
    q: "do you make online stores and have you built one for a clothing brand before",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform",
  },
  {
    q: "how many paid leaves do employees get and what are the interview rounds like",
    cls: "multi",
    expect: "/career#why-work-with-us & /career#hiring-process",
  },
  {
    q: "which countries are your clients in, and can you act as a part-time CTO for us",
    cls: "multi",
    expect: "/#global-presence & /services/it-consulting",
  },
  {
    q: "do you do SEO for websites, what does the designer job pay, and is there a blog post on AI for business",
    cls: "multi",
    expect: "/services/web-development & /career#product-designer & /blog/future-of-ai",
  },
  {
    q: "can you set up microsoft 365 for our office, also who heads your security practice",
    cls: "multi",
    expect: "/services/it-infrastructure & /about#team",
  },
  // unanswerable
  { q: "can i get priya sharma's personal mobile number", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there car parking at the lakeview tech centre building",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the real name of the hospital chain in your healthcare case study",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you listed on the stock market? whats the share price",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "roughly how many crores did nexora bill in FY 2025-26",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "as a new joinee would i get an esop grant or any equity in the company",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's your rating on glassdoor", cls: "unanswerable", expect: "fallback" },
  {
    q: "does your HRMS software support biometric attendance machines",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much did the fintech pay you for the iso 27001 project",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you give any discount to NGOs or charities", cls: "unanswerable", expect: "fallback" },
  { q: "which college did arjun mehta study at", cls: "unanswerable", expect: "fallback" },
  { q: "what's your company's PAN number", cls: "unanswerable", expect: "fallback" },
  // off-topic
  { q: "which team lifted the ranji trophy most recently", cls: "off-topic", expect: "fallback" },
  {
    q: "how do i stop my aloo paratha from tearing while rolling it",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how far is mars from the sun in km", cls: "off-topic", expect: "fallback" },
  { q: "translate thank you very much into japanese", cls: "off-topic", expect: "fallback" },
  { q: "is manali worth visiting in january", cls: "off-topic", expect: "fallback" },
  { q: "write a short poem about monsoon rain", cls: "off-topic", expect: "fallback" },
];

/**
 * The fiftieth held-out set, written on 2026-12-02 (session 40, second round) by someone who did
 * not run the chat, and scored once at the end of that round's tuning (72/90, 80.0 %, one
 * confident wrong answer to an unanswerable question); tuning data since.
 */
const fiftiethHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "how much pay are you offering for the security analyst seat, per annum?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "can the cloud devops engineer position be done fully from home? i live in kochi",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "till what date can i apply for the product designer opening",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "what should I write in the subject line when I email my CV to you",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  {
    q: "after the penetration test, if we fix what you found, will you recheck it without charging again",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "will our app go live under our own google play and apple developer accounts or under yours",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "your case study with the transport firm moving to aws, how long was the cut-over window for their main DB",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "the telemedicine thing you built for hospitals, how many patients actually used video consults",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "after I send an enquiry, when does my data get deleted from your side",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "under your website terms, where would a case be filed if something went wrong",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "your security blog mentions a reporting deadline for breaches in India, what was it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "do u work with companies in auckland or elsewhere in NZ",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  // long
  {
    q: "Hi, we are a family-run textile export house in Surat. All our buyer orders, shipments and payments sit in Tally and about 20 excel sheets my accountant maintains. Every month I wait a week to know which buyer is actually profitable. Is this something you can fix with proper reports?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "so our previous freelancer built our booking platform in node and react and then just stopped replying. the code is on github but nobody on my side really understands it. would you be willing to pick up a half-finished project like this one?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I run a CBSE school in Sagar with about 60 teachers and two computer labs. The wifi keeps dropping in the middle of online classes and honestly nobody knows where our backups are. Do you look after this kind of day to day IT for schools outside Bhopal?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We're a small NBFC in Indore. Our partner bank has told us we need ISO 27001 before they renew the agreement next year, and frankly we have no idea where to even begin. Can you walk us through getting certified?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Hey, I head operations at a D2C skincare brand in Jaipur. During last Diwali sale our online shop went down for two hours and we lost a lot of orders. Before the next big sale we want a store that won't fall over, have you built anything like that?",
    cls: "long",
    expect: "/projects/ecommerce-platform|/services/web-development",
  },
  {
    q: "We're a 15-person SaaS startup in Austin and our engineering lead just quit. The roadmap is stuck and I need someone senior to steer architecture a couple of days a week, not a full-time hire. Is that something you offer?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Our factory in Pithampur still routes every purchase request on paper and it needs four signatures, which takes almost a week. Management wants to go digital but the floor staff are nervous about new software. How would you go about something like this?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we push releases by hand at every month end and it's always a weekend of firefighting, last time prod was down half a day. the devs are good but nobody owns the release process. can you help us get deployments automated?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "Me and my cofounder are building a lending app. We'd rather pay monthly for a team that sticks with us than a one-time project price, because honestly our scope changes every week. What does that kind of setup usually cost with you?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I'm a full stack dev with about six years in TypeScript and React, working in Pune right now, but my family is in Bhopal so I'd love to move back. I saw you're hiring senior engineers. Is that role office based and what's the package?",
    cls: "long",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "Our insurance company has thousands of claim PDFs and policy documents, and call centre staff keep digging through them by hand. We'd like an assistant that answers from those documents, but compliance won't allow our data to train anyone else's model. Is that doable?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "We run our logistics ERP on two racks of servers in our Nagpur office and the hardware warranty runs out next year. The directors want to move it all to the cloud but trucks move 24x7, so we can't afford downtime. Can it be done without stopping operations?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  // typo
  { q: "do u do cybersecurty audits", cls: "typo", expect: "/services/cybersecurity" },
  { q: "satrday timings for ur bhopal ofice?", cls: "typo", expect: "/contact" },
  {
    q: "we need someone for devops, kuberentes, jenkns, pipleines etc",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "looking for a sales dashbord, data analitycs servce",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "any carrer openings rn?", cls: "typo", expect: "/career" },
  {
    q: "can u build an andriod and ios aap for us",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "link to the privasy statment pls", cls: "typo", expect: "/legal/privacy" },
  {
    q: "can u do machne lerning demand forcasting for our inventry",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "ui ux desgin servces, figma protoypes", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "help with digtal transformtion of our paper proceses",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "how does ur priceing work, fixd price or hourly?",
    cls: "typo",
    expect: "/services#pricing|/contact#faq",
  },
  { q: "who's the ceo n foundr of nexora technolgies", cls: "typo", expect: "/about" },
  // vocabulary
  {
    q: "can you make an app like zomato or swiggy for my restaurant chain",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hamara sara data google sheets me bikhra pada hai, ek jagah report dekhni hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "someone got into our company email and sent fake invoices to clients, how do we lock everything down",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "boss wants a chatgpt type bot that reads our company pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "bhai job mil sakti hai kya aapke yahan? openings dikhao",
    cls: "vocabulary",
    expect: "/career",
  },
  { q: "do you have customers in dubai or riyadh", cls: "vocabulary", expect: "/#global-presence" },
  {
    q: "we don't have a tech cofounder, can someone from your side act as one on a retainer",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "want a wordpress site for my boutique",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "GST billing software that syncs with tally",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "our approvals still run on paper files and rubber stamps, we want it all on mobile",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "can you set up github actions so our code deploys by itself",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  { q: "aapka daftar kahan hai bhopal mein?", cls: "vocabulary", expect: "/contact" },
  // ambiguous
  {
    q: "my team keeps arguing over whose sales figures are correct every monday, can u fix that",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "how many holidays do employees get in a year at nexora",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "can u look after our office 365 mailboxes and licences",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "the monthly amount microsoft charges us for azure is out of control, any way to trim it",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "I'm looking for a tech support job, any helpdesk openings?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "if I share my phone no. in the enquiry form will it end up with telemarketers?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "if our production server dies at 3am on a sunday will anyone from your side pick up",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure",
  },
  {
    q: "what are your payment terms, full advance or in instalments?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "I'm migrating to canada next year, can i still work remotely for you?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "which pricing model works if our requirements keep changing",
    cls: "ambiguous",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "is there a dashboard where I can follow how my project with you is going",
    cls: "ambiguous",
    expect: "/login",
  },
  { q: "where can I read reviews of your work", cls: "ambiguous", expect: "/#testimonials" },
  // multi
  {
    q: "can your team try to hack our web app to find weak spots? what would the initial study phase set us back",
    cls: "multi",
    expect: "/services/cybersecurity & /services#pricing",
  },
  {
    q: "kya aap flutter me app banate ho aur saturday ko office khula rehta hai?",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "who started nexora, and what does the privacy policy say about my chat messages",
    cls: "multi",
    expect: "/about & /legal/privacy",
  },
  {
    q: "tell me about the logistics cloud migration you did. could you do the same for us on azure?",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "is there a devops opening right now, also what's the yearly learning budget for staff",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /career#why-work-with-us",
  },
  {
    q: "what did you build for the hospital group, plus do you do user research for design",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "got any clients in singapore? whats your phone no.",
    cls: "multi",
    expect: "/#global-presence & /contact",
  },
  {
    q: "who wrote the article on moving AI pilots to production? can your AI people review our use case",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "how do existing clients log in, and where are your terms of service",
    cls: "multi",
    expect: "/login & /legal/terms",
  },
  {
    q: "need ISO 27001 prep and a data warehouse, u guys do both?",
    cls: "multi",
    expect: "/services/cybersecurity & /services/data-analytics",
  },
  {
    q: "how many rounds in your hiring process, who do i send my resume to",
    cls: "multi",
    expect: "/career#hiring-process & /career#how-to-apply",
  },
  {
    q: "do you work with kubernetes, what time do you close on weekdays and where is your head of security based",
    cls: "multi",
    expect: "/services/devops & /contact & /about",
  },
  // unanswerable
  {
    q: "do your engineers get macbooks or windows laptops",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's nexora's credit rating from crisil", cls: "unanswerable", expect: "fallback" },
  {
    q: "does your bhopal office have a canteen for staff",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how big is your office in square feet", cls: "unanswerable", expect: "fallback" },
  { q: "which bank does nexora keep its accounts with", cls: "unanswerable", expect: "fallback" },
  { q: "when is nexora's annual day function this year", cls: "unanswerable", expect: "fallback" },
  { q: "what's your staff attrition rate", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there a creche at your office for employees with small kids",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many people have applied for the data engineer job so far",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you pay relocation costs if i shift to bhopal for the job",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the wifi password for guests at your office",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you organise hackathons or tech meetups in bhopal",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "which team won the t20 world cup in 2024", cls: "off-topic", expect: "fallback" },
  { q: "how long should i boil an egg for a runny yolk", cls: "off-topic", expect: "fallback" },
  { q: "how many bones are in the human body", cls: "off-topic", expect: "fallback" },
  {
    q: "can you solve x^2 - 5x + 6 = 0 for my maths homework",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "what causes rainbows, explain for a school project", cls: "off-topic", expect: "fallback" },
  { q: "recommend a good hindi movie to watch this weekend", cls: "off-topic", expect: "fallback" },
];

/**
 * The fifty-first held-out set, written on 2026-12-02 (session 41) by someone who did not run the
 * chat, and scored once at the end of that round's tuning (82/90, 91.1 %, one confident wrong
 * answer to an off-topic question); tuning data since.
 */
const fiftyFirstHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "roughly what does the SOC analyst opening pay per year, in lakhs?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "for the cloud and devops engineer post do i have to shift to bhopal or can i work from my home in kerala",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "once I mail my resume, what rounds come after that and how long till I hear about an offer?",
    cls: "unreachable",
    expect: "/career#hiring-process",
  },
  {
    q: "does the company medical insurance for staff cover my mom and dad too? how many lakh is it",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  { q: "which gulf countries do you currently have customers in", cls: "unreachable", expect: "/" },
  {
    q: "if we do an AI project with you, could our company data end up training some other firm's model?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "ballpark fee and number of weeks for the initial discovery study before a project starts?",
    cls: "unreachable",
    expect: "/services#pricing|/contact",
  },
  {
    q: "how many months or years do you hold on to the details i put in an enquiry after we stop talking",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "in that logistics AWS move, how many minutes did switching over the main database actually take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "if there's ever a legal dispute about using your website, which city's courts would it go to",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "what was the very first thing nexora built for a client when it started out",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "your blog said something about reporting a cyber attack to CERT-In within some hours, what was the deadline?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  // long
  {
    q: "hello sir, I own four sweet shops in Indore and everything still runs on paper registers, purchase slips need three people to sign and it takes days, my son says we should move all this to phone and computer with e-sign and approvals, is this the sort of work you people take up?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We're a seed-stage startup in Bangalore and our previous agency basically ghosted us halfway through, leaving a React and Node codebase that nobody on our side fully understands. Before we throw it away, would your team be willing to pick up an existing half-finished project and carry it forward?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "we are a packaging factory near Jabalpur with about 80 staff, the wifi drops every other day, laptops are a mess and nobody knows where the backups are. is there any chance your engineers can actually come to our site, or is it only remote help for places that are not in bhopal?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our freight business in Dubai moved to AWS two years ago and honestly the monthly bill just keeps creeping up no matter what we do, finance is asking me every month why. Do you do anything to bring down cloud spending without rebuilding everything?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "I've been a UX designer at a product company in Pune for four years, Figma every day, and my family is relocating for my wife's posting so I'd rather not be tied to one city, is your design opening something I could do fully remote from anywhere in India?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "my brother and I run a group of clinics in three towns and patients keep asking for online booking and video calls with the doctor, plus our records are all over the place. have you guys ever built anything like this for hospitals before?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "Every Diwali sale our online clothing store goes down for hours, stock shown on the site never matches what's in the shops and we lose orders, and I'm tired of spending the weekend after every sale fixing things by hand. Have you handled something like this for a retailer?",
    cls: "long",
    expect: "/projects/ecommerce-platform|/services/web-development",
  },
  {
    q: "we're a small NBFC doing digital loans and our partner bank just told us they won't renew unless we get ISO 27001 within the year, we have no security team at all and shared passwords everywhere, can you get us through that?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "We are a London SaaS company and what we really need is not a one-off project but about six engineers and a tester who stay on our product for the long haul, joining our standups in our time zone. Which of your contract types fits that and what does it roughly cost a month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Every Monday our regional managers fight over whose excel numbers are correct because sales, stock and finance each keep their own sheets, and the owner just wants one screen that updates itself. Is that something you would set up for a mid-size distributor like us?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I'm the only tech person at a 200-person company and leadership wants someone independent to tell us whether to buy an off-the-shelf system or build our own, and maybe act as a part-time CTO for a year. Is that a thing you offer or do you only do development?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Quick one, I was chatting with the bot on your site last week and I think I typed my mobile number and some details about our tender in there, I'm a bit worried now, does that chat get stored on your servers or passed on to anyone?",
    cls: "long",
    expect: "/legal/privacy",
  },
  // typo
  { q: "any openings for data enginer, hybird ok?", cls: "typo", expect: "/career#data-engineer" },
  {
    q: "cyber securty audit and penitration testing for our webapp",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "wat r ur offce timmings on saturdy", cls: "typo", expect: "/contact" },
  {
    q: "mobil app devlopment for andriod and iphon",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "does ur site use cookeis or any trakcing", cls: "typo", expect: "/legal/privacy" },
  {
    q: "need help with devops pipline and kubernets setup",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "ui ux desgin and usabilty testng for a new app",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "machine lerning for demnd forcasting of our products",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  { q: "whats ur adress in bhopla, need to visit", cls: "typo", expect: "/contact" },
  { q: "show me the clod migraton case studdy", cls: "typo", expect: "/projects/cloud-migration" },
  {
    q: "senoir full stak devloper job salry?",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer",
  },
  { q: "who is the fonder and ceo of nexsora", cls: "typo", expect: "/about" },
  // vocabulary
  {
    q: "aap log website banate ho kya? ek dukaan ke liye chahiye",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "naukri hai kya koi aapke yahan abhi?", cls: "vocabulary", expect: "/career" },
  {
    q: "ek app banwane mein kitna paisa lagega roughly, batao",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "can your developers hook up gpay and phonepe payments in our app",
    cls: "vocabulary",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "our office net and computers keep acting up, we need an IT guy we can call",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "looks like we got hit by some ransomware type thing, do you do emergency cyber help?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "I'm already your customer, where do I go to check my project files and invoices",
    cls: "vocabulary",
    expect: "/login",
  },
  {
    q: "do you guys do the tally and gst billing integration stuff",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "want a chatgpt kind of bot that answers from our own company pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  { q: "who's the big boss at nexora?", cls: "vocabulary", expect: "/about" },
  {
    q: "what perks and goodies do your employees get",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "excel sheets se pareshan hain, sales ki report apne aap ban jaye aisa kuch?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  // ambiguous
  {
    q: "is the help desk for managed office IT available round the clock or only in the day?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/login",
  },
  {
    q: "how long does it take to get a basic company website live?",
    cls: "ambiguous",
    expect: "/contact#faq|/services/web-development",
  },
  {
    q: "did the logistics client's cloud bill actually go down after you moved them?",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  { q: "who heads your security team?", cls: "ambiguous", expect: "/about" },
  {
    q: "how do you bill, a fixed amount or by the hours worked?",
    cls: "ambiguous",
    expect: "/contact#faq|/services#pricing",
  },
  {
    q: "what are the working hours like for employees, is there any flexibility?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "once you finish building it, who owns the code?",
    cls: "ambiguous",
    expect: "/services/software-development|/services#process",
  },
  {
    q: "how secure is what I type into your contact form, who at your end can see it?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how long did the fashion store project take you from start to finish?",
    cls: "ambiguous",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "with a dedicated team, what notice period do we need to give to shrink it?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "if I fill in the message form, how soon does somebody get back to me?",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "which cloud would you suggest for us, aws or azure?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  // multi
  {
    q: "what's your phone number, and do you make flutter apps?",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "is the data engineer role hybrid? and how exactly do i apply",
    cls: "multi",
    expect: "/career#data-engineer & /career#how-to-apply",
  },
  {
    q: "do you do pen testing, and have you worked with any fintech company before?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "company kitne saal purani hai aur office kahan pe hai?",
    cls: "multi",
    expect: "/about|/ & /contact",
  },
  {
    q: "what are the stages you follow on a project, and what's the range for a fixed price job?",
    cls: "multi",
    expect: "/services#process & /services#pricing",
  },
  {
    q: "does your site drop cookies on my browser? also are your website terms under indian law?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "can you build us a data warehouse, and do you have any article on cutting cloud costs?",
    cls: "multi",
    expect: "/services/data-analytics & /blog/cloud-trends",
  },
  {
    q: "which email should my portfolio go to, and what's the pay band for the product designer job?",
    cls: "multi",
    expect: "/career#how-to-apply & /career#product-designer",
  },
  {
    q: "which parts of the world are your clients in, and what industries do you usually work with?",
    cls: "multi",
    expect: "/|/about & /contact#faq",
  },
  {
    q: "who is your CTO, and has she written anything on your blog?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "UI UX design karte ho? aur ek website kitne time mein ban jayegi",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/web-development|/contact#faq",
  },
  {
    q: "does your devops team work with terraform, is there a devops vacancy right now, and what's the interview process like?",
    cls: "multi",
    expect: "/services/devops & /career#cloud-devops-engineer & /career#hiring-process",
  },
  // unanswerable
  { q: "do you build blockchain apps or crypto wallets?", cls: "unanswerable", expect: "fallback" },
  {
    q: "any summer internships for final year btech students?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how old is arjun mehta and which college did he study at",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much did the fashion retailer pay you for their online store?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there visitor parking at lakeview tech centre?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you sign an NDA before we share our startup idea with you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is nexora CMMI level 5 appraised?", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you run instagram and google ads and manage social media pages for brands?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's nexora's annual turnover in crores?", cls: "unanswerable", expect: "fallback" },
  {
    q: "is your bhopal office open on republic day and during diwali week?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you hiring sales or business development executives?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you write firmware for our IoT smart meters?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "what's the weather going to be in bhopal this weekend",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "any decent spot for dal bafla near new market, bhopal?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "who do you reckon wins the india vs australia test series this winter",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write me a python function to reverse a linked list",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "what documents do i need to apply for a PAN card", cls: "off-topic", expect: "fallback" },
  { q: "translate good morning into tamil please", cls: "off-topic", expect: "fallback" },
];

/**
 * The fifty-second held-out set, written on 2026-12-02 (session 41) by someone who did not run the
 * chat, none of its questions 80 % alike to a tuning one, and scored once at the end of that
 * round's tuning (73/90, 81.1 %, one confident wrong answer to an unanswerable question); tuning
 * data since.
 */
const fiftySecondHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "thinking of applying as a data engineer, what's the yearly CTC band on offer, in lakhs?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "the security operations centre vacancy, can I do that from my home in Gwalior or must I be in Bhopal daily?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "as a nexora employee how much annual leave would I get apart from the public holidays",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "I mailed my CV to your careers inbox on monday, by when should I expect to hear back?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how long is that discovery thing you do at the start and what does it cost roughly",
    cls: "unreachable",
    expect: "/services#pricing|/contact",
  },
  {
    q: "what did the company do back in 2017, was that when cloud started?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "per your privacy policy, how long do you hang on to the enquiry I submit",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "suppose I want to sue over something on your site, is it Bhopal jurisdiction or wherever I live?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "for that trucking company you moved to AWS, the final Oracle switchover happened in what time window?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "in Vikram's cyber article, what deadline does he suggest for fixing a critical bug on a public-facing server?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if your testers find holes in our app and we patch them, is the second round of checking charged extra?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "apart from the UAE, which gulf countries are your customers from",
    cls: "unreachable",
    expect: "/",
  },
  // long
  {
    q: "hi, I run three small bakeries in Indore with my brother, everything is on paper right now, orders get written in a notebook and half the time we lose them. my nephew keeps telling me to go digital but honestly I don't know where to start. what I really want to know is, can you people make a phone app for android and iphone so customers can order cakes from us directly?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Hello team, we're a mid-size freight company, about 200 trucks, and three years ago we moved our tracking system to AWS with a different vendor. Since then the monthly bill has kept creeping up and nobody can explain why, every quarter it's higher. Before we renew anything I wanted to ask if you can look at our cloud setup and bring the cost down.",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "Good evening. I have around six years of experience in React and Node, currently working at a product startup in Pune but my family is in Bhopal so I'm looking to relocate back home next year. I saw you have an opening for a senior full-stack person. Before I apply I just want to understand what the salary band for that looks like.",
    cls: "long",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "I manage operations for a group of four clinics and our biggest headache is patients waiting for ages in the lobby, plus the records are all separate per branch so doctors can't see old reports. A friend mentioned you did something similar for a hospital chain. Could you point me to what you built for them?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "We're a 90-person lending startup in Navi Mumbai, RBI registered. Our partner bank just told us they won't renew the contract unless we get ISO 27001 within the year, and frankly we have shared passwords everywhere and no security person on staff. Is this something you can take us through from start to certification?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "so we are textile exporters in Surat and our current website was built in 2012 by a local guy, it's very slow on mobile and we hardly get any enquiries from it. my son says we need a proper modern site that shows up on google. if we go ahead with you, how many weeks would a new site normally take to go live?",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "I'm a trustee of a group of schools in Jabalpur. We've been pitched by three different ERP vendors and each one says theirs is the best, and one local company says they'll build us our own custom system instead. None of us on the board are technical. Do you give independent advice on this kind of buy vs build decision without pushing a product?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Hey there, I'm the COO of a SaaS startup in Austin. Our in-house engineers are stretched thin and we're thinking about an offshore partner in India, but I don't want a revolving door of contractors, I want the same folks on our product for the long haul, working in our tools. How would that arrangement work with you and roughly what does it cost per month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "our office in Bhopal has around 40 people, the wifi keeps dropping, printers stop working, and last week nobody could find where the backups even were. we don't have an IT guy, the accountant's cousin comes sometimes. do you offer someone who can actually come to the office and handle this regularly?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Quick worry: I was typing in your chat box a few minutes ago and accidentally pasted my personal mobile number and my home address into it. I'm a bit paranoid about these things. Does whatever I type here get sent off to your servers or some third party AI company?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we distribute FMCG goods to about 5000 kirana stores across MP and Chhattisgarh. every Diwali we run out of the fast movers and the godown fills up with stuff nobody wants, and our planning is all in excel that takes days to update. is it realistic to use machine learning to predict what we'll need?",
    cls: "long",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "Last year we paid an agency to build our booking platform and halfway through they stopped answering calls and we never got the source code. We're starting over now and I'm nervous. If we work with you, who actually owns the code at the end, and will we have access to it during the project?",
    cls: "long",
    expect: "/services/software-development",
  },
  // typo
  {
    q: "till wht time is ur ofice open on saturdy afternoon",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "our lendng web portl needs a pentst befor the RBI audt, can u handl it",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "need an andriod + iphone app buildt for my salon",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "carrer oppurtunity for devops enginer remote",
    cls: "typo",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "how soon wil i see the frist dashbaord for our sales data",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "privcy question, does ur webiste set any cookys or trackrs",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "nexora fouder name? who startd it", cls: "typo", expect: "/about" },
  {
    q: "any case stdy where u shiftd a logistcs firm to the clowd",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "where to send my portfollio for the ui ux desinger job", cls: "typo", expect: "/career" },
  {
    q: "do u guys do artficial intellgence or machne lerning projcts",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do we realy need kubernates or is it overkil",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "wher exactly is ur ofice in bhopl, full adres pls", cls: "typo", expect: "/contact" },
  // vocabulary
  {
    q: "bhai hamari dukaan ke liye ek website bana ke doge kya?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "naukri hai kya aapke yahan, abhi college khatam hua hai",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "budget kitna rakhna padega agar chhota software banwana ho",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "my staff keep clicking dodgy emails and one laptop got a virus last month, who can sort this out",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "need someone to turn our excel mess into nice charts for the boss",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we want to shift our stuff from the old server in the godown onto AWS",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "screens ka design chahiye sirf, developer hamara apna hai",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "pehle koi bada kaam kiya hai aapne? show me some past work",
    cls: "vocabulary",
    expect: "/projects",
  },
  {
    q: "join karne pe family ka health insurance milega kya",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "har release ke liye pura weekend lag jata hai, we want the auto deploy pipeline wala setup",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  { q: "company ka malik kaun hai, owner ka naam?", cls: "vocabulary", expect: "/about" },
  {
    q: "hamare office mein sab kaam registers aur files pe chalta hai, sab online karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  // ambiguous
  {
    q: "how long will you keep my details after I fill in the contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what are the core hours staff are expected to be online",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  { q: "who heads security at nexora", cls: "ambiguous", expect: "/about" },
  { q: "do you sell the data I give you to anyone", cls: "ambiguous", expect: "/legal/privacy" },
  {
    q: "for the dedicated team option, how is the bill raised, monthly?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "where's your head office", cls: "ambiguous", expect: "/contact" },
  {
    q: "how do you keep the info I put in the quote form secure",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "how many heads do you have on the payroll", cls: "ambiguous", expect: "/about" },
  {
    q: "does the SOC role pay anything extra for rotating shifts",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "how much did the logistics firm save after going to the cloud",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "will your team work in our time zone if we take a long-term team",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "what are the payment terms on a fixed price project, is it by milestone",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  // multi
  {
    q: "do you do pen testing? also what does the SOC analyst role pay",
    cls: "multi",
    expect: "/services/cybersecurity & /career#security-analyst",
  },
  {
    q: "what does your privacy policy say about cookies, and under the terms which courts handle disputes",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "is there a data engineer vacancy right now, and is it remote?",
    cls: "multi",
    expect: "/career#data-engineer & /career#data-engineer",
  },
  {
    q: "who runs tech at nexora as CTO, and did she write any of the articles on your blog?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends|/blog",
  },
  {
    q: "do you build flutter apps, and if the scope is fixed how is that priced",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "what engagement models do you have, how does your delivery process go step by step, and how do I book a first call",
    cls: "multi",
    expect: "/services#pricing & /services#process & /contact",
  },
  {
    q: "can you set up Microsoft 365 for our office? and how do I reach you for a quote",
    cls: "multi",
    expect: "/services/it-infrastructure & /contact",
  },
  {
    q: "show me the ecommerce work you did, and do you also make Shopify stores",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "how much experience does the devops engineer job need, and what are the interview rounds after I apply",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /career#hiring-process",
  },
  {
    q: "do you have clients in Europe, and can we pay in US dollars",
    cls: "multi",
    expect: "/|/about & /services#pricing",
  },
  {
    q: "could you build an assistant that answers from our own policy docs? and in your AI article, why do most pilots stall",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },
  {
    q: "how many projects have you delivered so far, and can I look at a few of them",
    cls: "multi",
    expect: "/|/about & /projects",
  },
  // unanswerable
  {
    q: "is the office pet friendly, could I bring my beagle to work some days",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is your office wheelchair accessible, my father uses one and wants to come meet you",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor visas if someone has to work onsite in the US",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a reseller or white-label programme for smaller agencies",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which laptop do developers get at nexora, a MacBook or a Windows machine",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a referral bonus if I get a friend hired for the data engineer role",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a paid python training course for college students",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you manage Meta ad campaigns and influencer marketing for D2C brands",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you develop flight control software for agricultural drones",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a free trial or demo login so I can test your software first",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do employees get PF and gratuity from the first month",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you build IoT sensor systems for monitoring factory machines",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "is it going to be sunny in bhopal this weekend, planning a picnic at upper lake",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "give me a simple recipe for dal baati", cls: "off-topic", expect: "fallback" },
  {
    q: "ideas for return gifts under 200 rupees for my daughter's birthday party",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "translate 'good morning, how are you' into Tamil", cls: "off-topic", expect: "fallback" },
  { q: "what's 15 percent of 2400", cls: "off-topic", expect: "fallback" },
  { q: "how do I book a tatkal ticket on IRCTC", cls: "off-topic", expect: "fallback" },
];

/**
 * The fifty-third held-out set, written on 2026-12-02 (session 42) by someone who did not run the
 * chat, none of its questions 75 % alike to a tuning one (at most 0.736), and scored once at the
 * end of that round's tuning (61/90, 67.8 %, three confident wrong answers); tuning data since.
 */
const fiftyThirdHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "if I email my CV how many days before someone actually gets back to me?",
    cls: "unreachable",
    expect: "/career#how-to-apply|/career#hiring-process",
  },
  {
    q: "I'm from Nepal, could I do the cloud devops job remotely from Kathmandu?",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer|/career#open-roles",
  },
  {
    q: "for the SOC analyst opening in Bhopal, would I be on a shift roster, and is that paid extra?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "at what point in your process do I get something I can click through before you code it?",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "We're a Riyadh-based trading firm - does Nexora already serve anyone in the Gulf, say Doha or Jeddah?",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "if I sign up for the monthly newsletter, how long do you hang on to my email?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "suppose I want to sue over something published on nexora's site, which place has jurisdiction?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "hospital wala project: insurance claims pehle kitne din mein settle hote the aur ab kitne mein?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "within how many hours do we have to tell CERT-In about a breach?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "once our devs patch what your pen testers found, is the follow-up verification free or billed?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "we have thousands of Hindi customer calls recorded, can your AI transcribe and sort them?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Harbourline's move to AWS - what was the length of the Oracle switchover they did late on a weekend?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },

  // long
  {
    q: "Hi, I run a small chain of sweet shops in Indore, four outlets. Our current website was made by my nephew years ago, it looks outdated and nobody finds us on Google. We want a new one before the Diwali season. Roughly how many weeks would something like that take you?",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "We're a 150-person NBFC in Pune. A partner bank just told us we need ISO 27001 before they renew our agreement. Our IT team is three people and nobody has been through an audit, honestly we're a bit panicked. Is this something you can take us through?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I'm in the final year of BTech CSE at a college in Jabalpur. I've applied to lots of places and many give three-day take-home assignments and then never reply. Before I apply to you I'd like to know what your interview rounds look like.",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "I handle vendor onboarding for a manufacturing group and have to compare three IT vendors. Finance always complains when tax isn't clear in proposals. The ranges you publish on the site, are they with or without GST?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Our dispatch and tracking software runs on servers in a rented data centre in Gurgaon and the lease ends next year. Management is nervous because trucks run 24x7 and the last time we changed servers we lost a full day. If we move to the cloud with you, will things go offline during the move?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "My father started our FMCG distribution business in Raipur and we now supply around 5,000 small grocery shops. Before every Diwali and Holi the fast-moving items vanish while the slow stuff piles up in the godown, and two people juggle the plan in huge Excel workbooks. Have you solved this kind of forecasting problem for a distributor?",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "I'm a non-technical founder. Last year a freelancer built our MVP and then held the source code hostage when we disagreed about payment, it was a nightmare. If we hire you, who owns the code at the end?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "Hello from Manchester. We're a small accounting practice thinking about outsourcing some development to India and I'd like to speak to someone before committing. I know there's a time difference of several hours. What hours is your office staffed on weekdays and on Saturday?",
    cls: "long",
    expect: "/contact|/login",
  },
  {
    q: "I'm the admin head of a group of eye hospitals. Patients in small towns can't always travel, and our doctors want to see them over video, but we don't want yet another separate app. Have you built telemedicine into a hospital system before?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "We're already your client, the project kicked off last month. My colleague got an invite to the project workspace but I never received mine, and I can't see the documents everyone keeps mentioning in meetings. How do I get access?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "Our marketing team is just two people and every small text change on our current site means raising a ticket with the agency and waiting a week. If you rebuild the website, would we be able to change pages ourselves?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "We're a startup with maybe five backend services and four developers. A consultant told us we must move everything onto Kubernetes, but it sounds like overkill and I don't want to be the one maintaining it. Do we really need it?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // typo
  { q: "exact adres of nexora offce pls, landmark bhi batao", cls: "typo", expect: "/contact" },
  {
    q: "penetraton tests on our andriod app and backend APIs, u guys do that?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "how much for a dedicatd team per month rougly", cls: "typo", expect: "/services#pricing" },
  {
    q: "cross platfrom app vs seperate native apps, which saves more money for us?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "i live in Sagar, 3 hrs from bhopal. for the data pipline enginer role would i have to commute or is remot ok?",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  { q: "nexora kisne start kiya tha, fouder ka naam?", cls: "typo", expect: "/about" },
  {
    q: "does ur site drop any tracking cookeis or run analytcs on me",
    cls: "typo",
    expect: "/legal/privacy|/legal/terms#privacy",
  },
  { q: "itwaar ko offce band rehta hai ya khula?", cls: "typo", expect: "/contact|/login" },
  {
    q: "can u build powr bi dashbords from our ERP data",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "reccomendation engine for my online clothng store possible?",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "how many employes work at nexora totaly", cls: "typo", expect: "/about" },
  {
    q: "whats the learnig budjet for staff every year",
    cls: "typo",
    expect: "/career#why-work-with-us",
  },

  // vocabulary
  {
    q: "hamare godown wale office mein wifi aur LAN dono ka bura haal hai, network setup kar doge?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "all our sales numbers live in like 40 excel files, boss wants one screen showing everything",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "kisi ne hamari website hack kar di, ab kya karein? aap log madad karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "bahut saara kaagaz ka kaam hai, approval ki files ek table se doosri table ghoomti hain, sab online karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "we're 6 people with no senior tech person - looking for someone to steer tech decisions a few days a month, like a rent-a-CTO",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "mere kirana store ke liye ordering app banwani hai, Android aur iOS dono chahiye - kar doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "every time we push code on a friday the site goes down. want deploys that undo themselves when something breaks",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "ek average project ka kitna kharcha aata hai?",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  {
    q: "bhai job ke liye apply karna hai, kaunse posts open hain abhi?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "could new joiners get an internal assistant that looks up answers in our SOP documents and shows where it found them?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our app looks ugly and users keep getting lost in it, need someone to redo the screens properly",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "ye nexora mein sabse bade sahab kaun hain, company ka head kaun hai?",
    cls: "vocabulary",
    expect: "/about",
  },

  // ambiguous
  {
    q: "how do you keep the monthly bill down once we're running on AWS?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "is nexora a fresh startup or have you been at this a while?",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "do you look after Office 365 mailboxes for small firms?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what are the help desk hours if we take your IT support contract?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/login|/",
  },
  {
    q: "how many people would be on the team if we go time and materials?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "if our dedicated squad needs to get smaller next quarter, how far ahead must we tell you?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "our distributors should be able to sign in somewhere and see their own invoices and order status - is that a thing you make?",
    cls: "ambiguous",
    expect: "/services/software-development|/services/web-development",
  },
  {
    q: "I'd like to apply for the security job at your Bhopal office",
    cls: "ambiguous",
    expect: "/career#security-analyst|/career#how-to-apply",
  },
  {
    q: "can you send fake phishing emails to our employees to see who clicks, and then train them?",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "where does the data I submit on your forms end up, does it leave India?",
    cls: "ambiguous",
    expect: "/legal/privacy#data-location|/legal/privacy#summary",
  },
  {
    q: "what's the lead time to get a first dashboard?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "I follow everything in Feedly - is there some feed URL for your write-ups?",
    cls: "ambiguous",
    expect: "/blog",
  },

  // multi
  {
    q: "we need an iPhone app for our gym members; also what's your landline number?",
    cls: "multi",
    expect: "/services/mobile-development & /contact|/login",
  },
  {
    q: "product designer salary kitni hai, and where exactly is your office?",
    cls: "multi",
    expect: "/career#product-designer & /contact",
  },
  {
    q: "what year was the company set up, and are the UK or Australia among the countries you have clients in?",
    cls: "multi",
    expect: "/about|/ & /#global-presence",
  },
  {
    q: "do you handle kubernetes setups? also what's the usual range for a fixed price project",
    cls: "multi",
    expect: "/services/devops & /services#pricing",
  },
  {
    q: "what results did the fashion retailer get from the online store rebuild, and who wrote the cloud trends article?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /blog/cloud-trends|/blog",
  },
  {
    q: "do you put cookies on this site, and how do I get my data deleted?",
    cls: "multi",
    expect: "/legal/privacy|/legal/terms#privacy & /legal/privacy#your-rights",
  },
  {
    q: "is there a data engineer opening? also do you set up snowflake warehouses for clients",
    cls: "multi",
    expect: "/career#data-engineer & /services/data-analytics",
  },
  {
    q: "saturday ko kitne baje tak khula hai, client login kahan se karein, aur support ka email kya hai?",
    cls: "multi",
    expect: "/contact|/login & /login & /contact|/login",
  },
  {
    q: "any tips on taking an AI pilot into production, and do you do computer vision for spotting defects?",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "could you do a UX audit of our existing app and then rebuild it in Flutter?",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/mobile-development",
  },
  {
    q: "who heads your cybersecurity team, and can you get us SOC 2 ready?",
    cls: "multi",
    expect: "/about & /services/cybersecurity",
  },
  {
    q: "is a quote you send me binding, and where is my enquiry stored?",
    cls: "multi",
    expect: "/legal/terms#enquiries & /legal/privacy#data-location|/legal/privacy#how-we-use-it",
  },

  // unanswerable
  {
    q: "Arjun Mehta ki umar kitni hai? photo mein kaafi young lagte hain",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was the deal size of the Harbourline Logistics contract in crores?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "nexora ka share price kya chal raha hai NSE pe?", cls: "unanswerable", expect: "fallback" },
  {
    q: "we want a loyalty token on Polygon - can your devs write the Solidity smart contracts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "looking for a studio to build a 3D racing game for Steam, is that your kind of thing?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you hire HR recruiters or talent acquisition folks? any opening for that?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much revenue did Nexora book last financial year? need it for our vendor risk form",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I'm driving to your Hoshangabad Road building for a meeting, can I park my car inside the premises?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our treasury holds crypto, would Nexora accept milestone payments in ethereum?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any trophies or rankings, like a Clutch top 100 listing, that Nexora has received?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a paid Java course with a placement guarantee for freshers?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "for my first day at Nexora, are jeans ok or is it formals only?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "my dal always burns at the bottom of the pressure cooker, what am I doing wrong",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "which state has won the Ranji Trophy the most times?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "help with my class 10 maths: find the roots of x^2 - 5x + 6 = 0",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "translate 'where is the railway station' into German please",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "why is the sky blue", cls: "off-topic", expect: "fallback" },
  {
    q: "recommend a thriller web series on netflix for tonight",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The fifty-fourth held-out set, written on 2026-12-02 (session 42) by someone who did not run the
 * chat, none of its questions 75 % alike to a tuning one (at most 0.743), and scored once at the
 * end of that round's tuning (73/90, 81.1 %, three confident wrong answers); tuning data since.
 */
const fiftyFourthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "i'm in guwahati. the product designer role, can i do it from home here or is relocating part of the deal",
    cls: "unreachable",
    expect: "/career#product-designer|/career#open-roles",
  },
  {
    q: "what does the SOC analyst position pay per year",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "for the data engineer opening is there some online form to fill or how do i send my application",
    cls: "unreachable",
    expect: "/career#how-to-apply|/career#data-engineer|/career#hiring-process",
  },
  {
    q: "once your testers find holes in our app and we patch them, do you verify the fixes again without billing us",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "if we build an AI assistant with you, will our internal documents end up training openai's or someone else's model?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "in that demand forecasting job you did for the FMCG distributor, how fresh is their data now compared to before",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "how long will you hang on to the quote request i submitted if we never end up signing",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "if i ever have a legal complaint about something on your site, does it go to the bhopal courts or somewhere else",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "do you only do security scans and performance checks right before launch, or all through the project?",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "we're a retail chain in riyadh, have you actually worked with anyone in saudi before or is it mostly india",
    cls: "unreachable",
    expect: "/#global-presence|/about",
  },
  {
    q: "that security article said something about reporting a breach to CERT-In within some hours. how many hours was it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if we start a BI project with you, roughly when does the first dashboard show up",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  // long
  {
    q: "Hi, I run three dental clinics in Indore and we still take appointments on paper and WhatsApp. My nephew keeps saying we need an app but I honestly have no idea where to begin, and I don't want to throw lakhs at something my staff won't even use. Is there some smaller paid study we can do first before committing to the full build?",
    cls: "long",
    expect:
      "/services#pricing|/contact#next-steps|/services/software-development|/services/cybersecurity|/services/data-analytics|/services/ai-machine-learning|/services/mobile-development|/services/web-development|/services/ui-ux-design|/services/devops|/services/it-infrastructure|/services/it-consulting|/services/digital-transformation",
  },
  {
    q: "We are a transport company in Nagpur, around 800 staff. Our server room is ancient and the AMC vendor is useless, last month billing was down for an entire day. Management has asked me to look at moving everything to AWS or Azure but they are terrified of the switchover itself. If we migrate with you, will our systems be offline for a while?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "hello sir, I finished my BTech in 2021 and since then I am working as a system admin at a small firm in Jabalpur, mostly windows servers and some firewall work. I recently cleared Security+ and I really want to move into cyber security. I saw one security opening on your site, does that job involve night shifts?",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "Our startup built an MVP with a freelancer who has now vanished. The code is sitting in a GitHub repo, Node and React, zero tests, a few features half done. Investors want a proper demo in about three months. Can your team take over somebody else's half-finished codebase and carry on from there?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I look after IT at a cooperative bank in MP. The RBI inspection team keeps asking about our information security and now the board has decided we should go for ISO 27001. Right now we have nothing documented, just antivirus and a firewall. Can you actually hand-hold us all the way to certification?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "We have got wildly different quotes from three agencies for a customer portal and frankly I can't compare them. One wants a lump sum, another wants to bill every month. Before I get on a call with you, can you give me a rough idea what the monthly option costs if our scope keeps changing as we go?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "My daughter is doing her final year project on machine learning and she keeps reading that most AI pilots never actually go live. She asked me to find what real companies say about it, and I think your CEO wrote something. According to him, why do these pilots get stuck before production?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "We already have a Figma file from a freelance designer, but our own developers keep saying the screens are confusing and we lose a lot of users at signup. We don't need you to build anything, our in-house team will do that. Would you do just a review of the existing design and tell us what to fix?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "I'm in procurement at a manufacturing company in Pune. We are onboarding a new IT vendor and the vendor master form asks for the registered company name and the GST number. Could you share both so I can finish the paperwork?",
    cls: "long",
    expect:
      "/contact|/|/about|/services|/projects|/blog|/career|/login|/legal/privacy|/legal/terms",
  },
  {
    q: "Our marketing people change the website every week with offers and new posts, and at the moment every tiny change needs the agency's developer and takes days. We want a new site, but the main requirement is that we can edit the text and pictures ourselves. Is that how your websites work?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "Hi, I'm a UX researcher in Kochi with 4 years of Figma and usability testing behind me, and I'm not planning to move cities because my parents live here. Before I apply I'd like to know what your hiring looks like. How many rounds are there and do you give a take-home assignment?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "We are an NGO running about 40 schools in rural Rajasthan. Teachers fill attendance and monthly reports in paper registers that are couriered to our office, and half of them get lost on the way. The budget is tiny but we want to go digital. What would be the first thing you do if we came to you?",
    cls: "long",
    expect:
      "/services/digital-transformation|/services#pricing|/contact#next-steps|/services#process",
  },
  // typo
  {
    q: "im visiting bhopal next week, whats the exact adress of ur ofice and which floor",
    cls: "typo",
    expect:
      "/contact|/|/about|/services|/projects|/blog|/career|/login|/legal/privacy|/legal/terms",
  },
  {
    q: "we need penetraton testing on our lending api and mobil app before launch, you guys do that?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "can i drop by ur office on a saturdy afternoon or r u closed by then",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "whos the fouder of this company and where did he work befor",
    cls: "typo",
    expect: "/about",
  },
  {
    q: "flutter or react native, wich one wud u use for our andriod + ios app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "devops enginer vacancy - can i work from home in lucknow or must i relocate",
    cls: "typo",
    expect: "/career#cloud-devops-engineer|/career#open-roles",
  },
  {
    q: "discovry phase - how many weeks and wats the price",
    cls: "typo",
    expect:
      "/services#pricing|/contact#next-steps|/services/software-development|/services/cybersecurity|/services/data-analytics|/services/ai-machine-learning|/services/mobile-development|/services/web-development|/services/ui-ux-design|/services/devops|/services/it-infrastructure|/services/it-consulting|/services/digital-transformation",
  },
  {
    q: "do u offer 24/7 threat moniterng for our servers",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "the clothes retailer ecomerce site you built, did there online revenue realy go up that much?",
    cls: "typo",
    expect: "/projects/ecommerce-platform|/projects|/|/services/web-development",
  },
  {
    q: "is my browsing here being trackd? any coookies or analitics scripts on ur site",
    cls: "typo",
    expect: "/legal/privacy|/legal/terms#privacy",
  },
  { q: "roughly how many enginers and staf does nexora employ rn", cls: "typo", expect: "/about" },
  {
    q: "kubernets and ci/cd pipline setup, is that somthing you do",
    cls: "typo",
    expect: "/services/devops",
  },
  // vocabulary
  {
    q: "weekend pe milne aa sakte hain kya? ravivaar ko bhi office chalu rehta hai?",
    cls: "vocabulary",
    expect: "/contact|/login",
  },
  {
    q: "dukaan ke liye website banwani hai jisme online saaman bech sake",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "hamare office ka wifi aur computers sambhalne ke liye koi chahiye, AMC jaisa kuch",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our boss wants all the sales figures as neat graphs on his phone every morning instead of twenty excel files",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "can you make our website hack proof",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "fresher nahi hoon, 3 saal ka experience hai data pipelines mein, aapke yahan koi jagah khali hai?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "we want to get our old software off the server in the basement and onto the internet cloud thing",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we have 300 pages of SOPs in PDF, could you make a chatbot that answers staff from them and shows the source",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "my startup can't afford a full-time tech head yet, can someone from your side act as our CTO a few days a month",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "paisa kaise lete ho, ek saath poora ya mahine ke hisaab se?",
    cls: "vocabulary",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "logo aur branding ka kaam bhi karte ho kya",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we signed with you last month, is there somewhere online our team can follow the project and files",
    cls: "vocabulary",
    expect: "/login",
  },
  // ambiguous
  {
    q: "our AWS cost has doubled this year, can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends|/projects/cloud-migration",
  },
  {
    q: "is this some new startup or do you guys have real years in the business behind you",
    cls: "ambiguous",
    expect: "/about|/|/career",
  },
  {
    q: "can you set up office for our new joiners, I mean MS office and email accounts",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what are your support hours if a critical system breaks at midnight",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure|/",
  },
  {
    q: "i emailed my CV for the designer job 3 days ago, when should i expect a reply",
    cls: "ambiguous",
    expect: "/career#how-to-apply|/career#hiring-process",
  },
  {
    q: "we already work with you, where's the portal to see our invoices and documents",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "when I submit the enquiry form, where does that info end up and who can read it",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what kind of package comes with the data engineer job at your bhopal office",
    cls: "ambiguous",
    expect: "/career#data-engineer",
  },
  {
    q: "if we go for a dedicated squad, how many people would be in it",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "if i join, will the company pay for my AWS certification exam",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "what's the process after i send a message on the contact page",
    cls: "ambiguous",
    expect: "/contact#next-steps",
  },
  {
    q: "apart from helping clients, does your own company hold any ISO certificate",
    cls: "ambiguous",
    expect: "/|/about",
  },
  // multi
  {
    q: "where are you located and do you build iphone apps?",
    cls: "multi",
    expect:
      "/contact|/|/about|/services|/projects|/blog|/career|/login|/legal/privacy|/legal/terms & /services/mobile-development",
  },
  {
    q: "what do you charge for a fixed price project and how long do those usually take",
    cls: "multi",
    expect: "/services#pricing & /services#pricing|/contact#faq",
  },
  {
    q: "your chief technology officer, what's her name and did she write that cloud trends article?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "do you do SEO for websites? and do you have any ecommerce case study",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform|/projects|/",
  },
  {
    q: "full stack role: salary? hybrid or remote? how many years exp needed?",
    cls: "multi",
    expect:
      "/career#senior-full-stack-engineer & /career#senior-full-stack-engineer & /career#senior-full-stack-engineer",
  },
  {
    q: "Do you work with hospitals? Also what's your phone number",
    cls: "multi",
    expect:
      "/projects/healthcare|/contact#faq|/projects & /contact|/|/about|/services|/projects|/blog|/career|/login|/legal/privacy|/legal/terms",
  },
  {
    q: "how many clients have you served so far and in which countries",
    cls: "multi",
    expect: "/|/about & /#global-presence|/about",
  },
  {
    q: "which cloud providers do you work with, and how did that logistics migration turn out",
    cls: "multi",
    expect: "/services/cloud-solutions|/ & /projects/cloud-migration|/|/projects",
  },
  {
    q: "Do you offer fractional CTO services? And what does the discovery phase cost?",
    cls: "multi",
    expect:
      "/services/it-consulting & /services#pricing|/contact#next-steps|/services/software-development|/services/cybersecurity|/services/data-analytics|/services/ai-machine-learning|/services/mobile-development|/services/web-development|/services/ui-ux-design|/services/devops|/services/it-infrastructure|/services/it-consulting|/services/digital-transformation",
  },
  {
    q: "email id to send my resume? and what benefits do employees get",
    cls: "multi",
    expect: "/career#how-to-apply & /career#why-work-with-us",
  },
  {
    q: "what's your mission and when did you start doing cybersecurity",
    cls: "multi",
    expect: "/about#mission & /about#story",
  },
  {
    q: "can i ask you to delete my data, and is it stored in india or abroad",
    cls: "multi",
    expect: "/legal/privacy#your-rights & /legal/privacy#data-location",
  },
  // unanswerable
  {
    q: "which bank did your founder work at in bengaluru before starting nexora",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "ballpark, how big was the Finlo Credit invoice for the ISO work",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could you code an NFT marketplace for digital art on ethereum or polygon",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before our first call, will your team sign a mutual non-disclosure agreement about our product idea",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "for hybrid roles how many days a week do i have to come into the office",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do people wear formals in your office or is it jeans and tshirt",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which hospital chain was the healthcare project for, can I call them for a reference",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our company manufactures smart electricity meters; can your engineers write the low-level firmware for the microcontroller",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora have a creche or daycare for employees' kids",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "which college did priya sharma graduate from", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you manage our brand's instagram page and run paid ads on meta for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I want a multiplayer cricket game for android built in Unity, is that your thing",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "best recipe for dal bati churma", cls: "off-topic", expect: "fallback" },
  {
    q: "which franchise has lifted the IPL trophy the most times",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "integrate x squared from 0 to 2", cls: "off-topic", expect: "fallback" },
  { q: "next train from bhopal to indore", cls: "off-topic", expect: "fallback" },
  {
    q: "compose a little haiku about drinking chai in the rain",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do i improve my cibil score fast", cls: "off-topic", expect: "fallback" },
];

/**
 * The fifty-fifth held-out set, written on 2026-12-02 (session 42) by someone who did not run the
 * chat, none of its questions 75 % alike to a tuning one (at most 0.748), and scored once at the
 * end of that round's tuning (67/90, 74.4 %, three confident wrong answers); tuning data since.
 */
const fiftyFifthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engg role at nexora - what CTC are they offering, 12 LPA or more?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "I live in Kochi - can I take the UI/UX designer job without shifting cities?",
    cls: "unreachable",
    expect: "/career#product-designer|/career#open-roles",
  },
  {
    q: "the security operations centre analyst post, does it involve rotating shifts, and do you pay extra for those",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "after I send a message through the contact form, when do you delete it?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "under your website's terms, which law applies and in which courts would a complaint end up",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "the truck company you moved to AWS: their big database switch happened on which night and in how long a window",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "telemedicine numbers for the 12-hospital group, how many online consultations in the first twelve months",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "I read on your blog there's a CERT-In deadline for reporting breaches - how many hours is it?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "when you do usability tests how many people do you test with each round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "if we start an analytics engagement, roughly when do we get to see the first dashboard",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "in your delivery process, does testing happen only at the end before launch or continuously with each release",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "we're an Auckland based firm, you've worked with kiwi companies before?",
    cls: "unreachable",
    expect: "/",
  },

  // long
  {
    q: "Hi, I run a garment export unit in Tiruppur and for 15 years we've managed orders on Excel and Tally. My son keeps saying we need proper software, and a friend of mine got burned by a vendor who disappeared with the advance. So I'm cautious. If we build something with you, who owns the code once it's done?",
    cls: "long",
    expect: "/services/software-development|/services#process",
  },
  {
    q: "We're a UK fintech, about 80 people, and our board wants ISO 27001 before the next funding round. We tried doing it ourselves with spreadsheets and got nowhere, and our security lead left in September. Can your team actually get us through certification, or do you only do pen tests?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I'm a final-year BTech student from Bhopal, did a React internship at a startup last summer, and I'd love to work near home. Seniors told me IT companies make you do huge take-home assignments over a weekend without pay. Is that how your interviews work too?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "Our clinic chain has four branches and patients complain constantly about queues at reception. I saw you did a project for a hospital group. We're much smaller than twelve hospitals but the problem sounds the same - how much did waiting time actually drop for them?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "We moved to AWS two years ago expecting to save money, and now the monthly bill is higher than our old data centre lease. Finance is upset, the CTO blames developers and developers blame the CTO, and nothing is tagged. Is getting the cloud bill under control something you take on?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "I'm in procurement at a state PSU and before I can raise any request for quotation I have to register you as a vendor in our system. Finance will bounce the form without your tax registration. Can you share Nexora's GSTIN?",
    cls: "long",
    expect:
      "/contact|/|/about|/services|/career|/projects|/blog|/login|/legal/terms|/legal/privacy|/sitemap",
  },
  {
    q: "A freelancer built our React Native app three years ago. It crashes all the time, we're at 2.1 stars on the Play Store, and Apple keeps rejecting our updates because the SDKs are outdated. The guy doesn't pick up calls anymore. Can you take over and rescue an ageing app like this?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Six developers, one release a month on a Saturday night with pizza and prayers, and the last one broke checkout for three hours. Management now says 'do DevOps' but no one agrees what that means. Honestly, do we have to move everything onto Kubernetes for this?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "We're a family-run distribution business in Indore with about 200 staff. Purchase approvals still need four signatures on paper and take a week. My nephew wants to digitise everything, but the senior staff have worked this way for 25 years and will resist. How do you handle people who push back on the change?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We're an early-stage healthtech and don't want to sign a big contract with anyone yet. Our advisor suggested starting with a short paid study of the idea before committing to a build. What does your discovery phase cost and how many weeks does it run?",
    cls: "long",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "Hello, last week we filled your contact form about an ERP integration but have since gone with another vendor. Our compliance person is nervous about our details sitting on some server. Do you pass the information we sent to any third parties?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "We're based in Dubai and comparing offshore partners in India. Our ops team works Sunday to Thursday and uses Jira and Teams, so time zone and tooling are a real concern. If we take a long-term dedicated team, will they follow our hours and our tools?",
    cls: "long",
    expect: "/services#pricing",
  },

  // typo
  {
    q: "till wht time r u guys open on saturdy? can i walk in around 1",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "any opening for cloud devops enginer? is it remot",
    cls: "typo",
    expect: "/career#cloud-devops-engineer",
  },
  { q: "nexsora ka malik kaun hai, kisne start kiya", cls: "typo", expect: "/about" },
  {
    q: "our fintech app + its apis need a penetraton test, certifed testers? retest included?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "how much is the time and materails model per month",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "can u bild a flutter app for my resturant",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "wich clouds do u work on, aws or azzure?",
    cls: "typo",
    expect: "/services/cloud-solutions|/",
  },
  {
    q: "what is the leanring budget for employes",
    cls: "typo",
    expect: "/career#why-work-with-us",
  },
  {
    q: "does nexora itslef hold an iso 27001 certficate or just help clients get one",
    cls: "typo",
    expect: "/|/about",
  },
  { q: "how meny projects have u compleated till now", cls: "typo", expect: "/|/about" },
  {
    q: "our regional managers want one screen with daily sales numbers instead of 12 excel files - can you set up a dashbord like that in powerbi",
    cls: "typo",
    expect: "/services/data-analytics|/projects/ai-analytics",
  },
  {
    q: "does ur site drop any cookies or google analyitcs on my browser",
    cls: "typo",
    expect: "/legal/privacy|/legal/terms#privacy",
  },

  // vocabulary
  {
    q: "kapde ki dukaan hai, online order lene wala site chahiye jaise flipkart type",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "hacking se company ko kaise bachate ho aap log",
    cls: "vocabulary",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "our office wifi and printers keep acting up, do you guys sort that kind of stuff",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "employees keep asking HR the same leave and reimbursement doubts - could you build a bot trained on our policy PDFs to reply to them",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "designer wali naukri ka package kitna hai",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "need someone to be our part-time tech boss, like a CTO on rent",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "humara purana billing software bahut atakta hai, naya custom banwana hai",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "users keep getting lost in our booking flow and drop off halfway, need someone to redo the screens so it's less confusing",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we still push code to the live server by hand, can you automate that",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "payment ka system kya hai aapka, poora advance ya kaam ke hisaab se kishton mein?",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  {
    q: "do you do the tech health check investors want before they put money into a startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "machine se maal ki demand ka andaaza lagwana hai, tyohar ke season ke hisaab se",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/projects/ai-analytics|/blog/future-of-ai",
  },

  // ambiguous
  {
    q: "you guys new in the market or been doing this a while?",
    cls: "ambiguous",
    expect: "/about|/|/career",
  },
  {
    q: "can you set up office 365 mailboxes for our new joiners",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our payroll server died at 2am last month - would your helpdesk even pick up at that hour?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/login|/",
  },
  {
    q: "a severe CVE hits our public web server - within how many hours should the fix be applied?",
    cls: "ambiguous",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "after migrating, what will the cloud cost us to run and can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration|/blog/cloud-trends",
  },
  {
    q: "moving our ERP to azure, how long will users be locked out during the switch",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "as an employee how many days off do i get, what's the policy",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "which languages can our website be in, hindi possible?",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "if we hire your dedicated squad and business slows, can we cut headcount quickly or is there a lock-in",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "bugs found a month after go-live on a fixed-scope build, are those covered free?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "where are your servers, does what I submit stay in india?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how do I get into the portal to check how my project is going",
    cls: "ambiguous",
    expect: "/login",
  },

  // multi
  {
    q: "number to ring you on? also is anyone around on a sunday",
    cls: "multi",
    expect:
      "/contact|/|/about|/services|/career|/projects|/blog|/login|/legal/terms|/legal/privacy|/sitemap & /contact|/login",
  },
  {
    q: "do you publish apps on the play store for clients, and what does a fixed-price project usually cost?",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "who heads your security team, and which fintech did you help get ISO certified?",
    cls: "multi",
    expect: "/about & /projects/security-infrastructure|/",
  },
  {
    q: "for the data engineer job, which email do I send my CV to and how soon will you reply?",
    cls: "multi",
    expect: "/career#how-to-apply & /career#how-to-apply|/career#hiring-process",
  },
  {
    q: "send me your full address, and do you do on-site IT support in Indore?",
    cls: "multi",
    expect:
      "/contact|/|/about|/services|/career|/projects|/blog|/login|/legal/terms|/legal/privacy|/sitemap & /services/it-infrastructure",
  },
  {
    q: "what results did the fashion retailer get, and which tech stack was their storefront built on?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /projects/ecommerce-platform",
  },
  {
    q: "kitne saal se company chal rahi hai aur kitne log kaam karte hain?",
    cls: "multi",
    expect: "/about|/|/career & /about",
  },
  {
    q: "does this site set cookies? and who do I email to get my details deleted?",
    cls: "multi",
    expect: "/legal/privacy|/legal/terms#privacy & /legal/privacy",
  },
  {
    q: "can you design screens for an app our own devs will build, and which design tool do you use?",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/ui-ux-design",
  },
  {
    q: "how many regions do you serve, and which middle east countries are included?",
    cls: "multi",
    expect: "/|/about & /",
  },
  {
    q: "what's the health insurance for employees, and how many paid leave days a year?",
    cls: "multi",
    expect: "/career#why-work-with-us & /career#why-work-with-us",
  },
  {
    q: "do you build warehouses on snowflake, can you make an AI chatbot over our documents, and what's the ballpark for a dedicated team?",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning & /services#pricing",
  },

  // unanswerable
  {
    q: "harbourline's AWS move, what was the contract worth in rupees",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "need your CTO's whatsapp number directly, not the office line",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want an NFT marketplace on ethereum with solidity contracts, is that your thing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much revenue does nexora make annually, FY26 figures?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we need a 3D racing game for android built in unreal engine, can you take it up",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who holds equity in nexora, any private equity or angel money in it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what percentage of engineers leave nexora every year",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you make apps for samsung smart TVs", cls: "unanswerable", expect: "fallback" },
  {
    q: "which hospital brand was the 12-hospital client, can you name them",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "jeans allowed at work or formals only?", cls: "unanswerable", expect: "fallback" },
  {
    q: "coming over for a meeting on thursday, is there visitor parking in your building or should I take an auto",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how much does vikram rao earn", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "what's a healthy breakfast before a marathon", cls: "off-topic", expect: "fallback" },
  { q: "dal bafla ki recipe batao", cls: "off-topic", expect: "fallback" },
  { q: "how many grams of protein are in one boiled egg", cls: "off-topic", expect: "fallback" },
  {
    q: "write me a 4 line poem about monsoon for my daughter's homework",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do i reset my iphone passcode", cls: "off-topic", expect: "fallback" },
  { q: "suggest a good name for my pet tortoise", cls: "off-topic", expect: "fallback" },
];

/**
 * The fifty-sixth held-out set, written on 2026-12-02 (session 43) by someone who did not run the
 * chat, none of its questions 75 % alike to a tuning one (at most 0.736), and scored once at the
 * end of that round's tuning (71/90, 78.9 %, one confident wrong answer); tuning data since.
 */
const fiftySixthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "does the cloud and devops job let me work fully from home or do i have to come to the bhopal office?",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "ballpark CTC for the security operations centre analyst post, in lakhs?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "our lending app's borrower KYC must stay on indian soil for RBI, can your cloud setup guarantee that",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we get customer calls in hindi and marathi - can your AI transcribe and tag them",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "when you test our app mockups with real people, roughly how many participants each round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "when mailing my resume to the careers inbox what goes in the email heading",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  {
    q: "any tracking pixels or cookies on nexora's site? I'm on a privacy kick",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "say a disagreement about content on nexora.example goes to court, which jurisdiction applies",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "if I never become a client, when is my enquiry wiped from your database",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "into how many waves did you split the logistics company's AWS move",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "what deadline do you recommend for patching critical vulnerabilities on internet facing servers",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "any clients in saudi or qatar? or only india",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  // long
  {
    q: "Hi, I run a small chain of 4 pharmacies in Indore and right now all our billing and stock is in Excel and paper registers. My nephew keeps saying we should go digital but I honestly don't know where to begin, and my staff are not very tech friendly. Where would you even start with a business like mine?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "So we are a 15 person startup in Pune, and our MVP was built by a contractor from Upwork who stopped replying in August; frankly the code is a mess. Investors want a working demo by March. Would your team pick up a codebase somebody else wrote?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I finished my BSc in 2021 and have spent three years doing Splunk monitoring at a bank in Nagpur. My parents live in Bhopal and I would really like to move back home. For your SOC opening, do people work rotating shifts, and is extra paid for that?",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "We're a mid-sized manufacturer near Stuttgart looking at offshore partners, and my board asked me to compare vendors in India and Eastern Europe. Before I book any calls I just need a ballpark. Roughly what does a dedicated team with you cost per month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Last month one of our accountants clicked on a fake invoice email and we nearly lost a big payment, the bank caught it luckily. We are about 60 people and nobody has ever had any security training. Do you run phishing drills or awareness sessions for employees?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "Our AWS invoice has crept up almost every month for a year and now my CFO is asking questions I can't answer. I'm pretty sure some test environments are running day and night for no reason. Is bringing cloud spend down something you actually help with?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "I've been a UX designer for four years at an agency in Kochi, mostly Figma and design systems work. Because of family I can't shift cities right now. Is your product designer position remote or would I need to be in Bhopal?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "We run a group of hospitals in Raipur and our doctors can't see lab reports from the other branches because every site has its own software. I noticed healthcare mentioned somewhere on your site. Have you actually built something like this before, and what came of it?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "Our office of 40 people in Jabalpur keeps losing internet, the only backup is one external hard disk, and our IT guy quit last week. We need someone on a regular basis. Do your people come on site outside Bhopal or is it remote only?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I'm the founder of a small D2C snacks brand and we want an app where customers pay by UPI and get offer notifications. Money is tight so I was thinking of doing Android first and iPhone later. Is going cross-platform actually cheaper than separate native apps?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "A VC fund is about to lead our seed-plus round, and their partner insists that a third party audits our codebase, architecture and engineering team first. None of us has been through anything like this. Is that something your firm can take on?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "I sent your contact form on Friday night about redoing the website for my CA firm and I'm a bit nervous because we have a deadline coming. Not sure whether I should just ring you instead. How quickly do you usually get back on messages?",
    cls: "long",
    expect: "/contact",
  },
  // typo
  {
    q: "can i walk in on a satruday afternon, till wat time is the office open",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "is the data engneer post stil open, i know airflw and snowflake",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "ur lakeview tech center ofice - which flor and near wich landmark",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "what's the prise for the initial discovary study, in rupes",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  {
    q: "can you do penitration testing on our mobil app",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "do you buld online stores on shopfy", cls: "typo", expect: "/services/web-development" },
  {
    q: "whos the person who startd nexora, and wat did he do before",
    cls: "typo",
    expect: "/about",
  },
  {
    q: "our team is 4 devs with 3 microservices, is kuberentes overkil for us?",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "is ther a learnng budget for staff", cls: "typo", expect: "/career" },
  {
    q: "we have tally and a crm, how meny weeks till the frist dashbord is live",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "whats the mail adress to send my resum", cls: "typo", expect: "/career#how-to-apply" },
  { q: "privcy - do u save my chat mesages", cls: "typo", expect: "/legal/privacy" },
  // vocabulary
  {
    q: "meri kapde ki dukaan hai, usko online bechne ke liye website chahiye",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "ek app chahiye jo android aur apple dono phones pe chale, aapki company ye banati hai?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "who's the top guy running your hacking and infosec side",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "my 25 staff need proper company email ids and shared drives, google or microsoft, can you sort that out",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I want my boring excel reports turned into live charts for the management",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "do you make those GPT type bots that read our company PDFs and answer staff",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do you rent out a senior tech person to act as our CTO part time? we're a seed stage edtech",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "deploying is a manual zip-and-upload job every friday night for us, can you make it push-button",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "hamare naye brand ka logo aur colour scheme design kar doge?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "ek chhota sa project karwana ho to kitna kharcha aayega roughly",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "bhaiya mera cousin job dhoond raha hai, Nexora mein abhi hiring chal rahi hai?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "do you have that 27001 infosec certificate yourselves",
    cls: "vocabulary",
    expect: "/about|/",
  },
  // ambiguous
  {
    q: "how long will my new website take",
    cls: "ambiguous",
    expect: "/services/web-development|/contact",
  },
  {
    q: "from emailing my CV to getting an offer letter, how many weeks does it usually take at nexora",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "post launch support - is that a thing with you or do we need a separate IT vendor",
    cls: "ambiguous",
    expect: "/contact|/services#process|/#why-nexora",
  },
  {
    q: "I'm an existing client, where do I get into our project portal",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "for staff, is there a fixed 9 to 6 or some flexibility in timings",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we're shifting to a bigger office in MP Nagar in January, can you handle the LAN cabling, wifi survey and the video call room",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what's covered in your monthly hosting and upkeep plan for sites",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "can we get a team that only works on our product for a year or more",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how much cost did that truck logistics client actually cut once you migrated them",
    cls: "ambiguous",
    expect: "/projects/cloud-migration|/projects",
  },
  {
    q: "as an employee, how many paid days off would I get apart from festival holidays?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how secure is this website itself with the details I submit, is it https",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "after you build our software will you train our staff on using it",
    cls: "ambiguous",
    expect: "/services/software-development|/services#process",
  },
  // multi
  {
    q: "ring karne ke liye number kya hai, and is the Figma designer job still open?",
    cls: "multi",
    expect: "/contact & /career#product-designer",
  },
  {
    q: "can you help us get ISO 27001 and have you done that for a fintech before",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "who owns the code when you're done, and how do payments work on a fixed price deal?",
    cls: "multi",
    expect: "/services/software-development & /services#pricing",
  },
  {
    q: "what did Arjun do before starting nexora, and what did he write about AI pilots failing?",
    cls: "multi",
    expect: "/about & /blog/future-of-ai",
  },
  {
    q: "will you code the app in Flutter? and separately, who'd design the screens and flows",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "how many engineers work with you and what results did the fashion retailer get",
    cls: "multi",
    expect: "/about & /projects/ecommerce-platform",
  },
  {
    q: "can I ask you to erase my details later? also is a quote request binding on me",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "do we even need a data warehouse, and what does your data engineer role pay",
    cls: "multi",
    expect: "/services/data-analytics & /career#data-engineer",
  },
  {
    q: "what happens after I send the enquiry form, and what does time and materials cost per month",
    cls: "multi",
    expect: "/contact & /services#pricing",
  },
  {
    q: "do you roll out zoho or odoo for small firms, and have you done demand forecasting for a distributor",
    cls: "multi",
    expect: "/services/digital-transformation & /projects/ai-analytics",
  },
  {
    q: "which SIEM tools does the SOC job ask for, and do you offer round the clock monitoring to clients",
    cls: "multi",
    expect: "/career#security-analyst & /services/cybersecurity",
  },
  {
    q: "you guys do kubernetes? how do you charge? and any devops vacancies?",
    cls: "multi",
    expect: "/services/devops & /services#pricing & /career#cloud-devops-engineer",
  },
  // unanswerable
  {
    q: "I'm in 3rd year of BTech CSE at LNCT, any 6 month internship with stipend?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before my cofounder shares our pitch deck, will nexora put its signature on a confidentiality agreement",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could your engineers write solidity contracts for our loyalty points token",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was nexora's revenue for FY 2025-26 in crores",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a registered NGO working on girls' education in Sehore, do you give any discount on web projects for non-profits?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if I come for a meeting by car, can I park inside the lakeview building",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you pay relocation if I move from delhi for the job",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "as a new hire would I get any equity or ESOP grant in nexora pvt ltd",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we have a cricket quiz game idea for playstore, do you do Unity or Unreal game dev?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has an assessor rated your delivery maturity at CMMI ML3 or higher?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can a client in dubai settle your invoice in USDT or other crypto",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do freshers or laterals have to sign a 2 year bond at joining",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "weather in bhopal this weekend kaisa rahega", cls: "off-topic", expect: "fallback" },
  { q: "indori poha mein kya kya daalte hain", cls: "off-topic", expect: "fallback" },
  { q: "kal ka RCB vs CSK match kaun jeeta", cls: "off-topic", expect: "fallback" },
  {
    q: "convert 'see you at the meeting' into french please",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "train timings from bhopal to indore tomorrow", cls: "off-topic", expect: "fallback" },
  {
    q: "compose 4 lines of shayari on bhopal's lakes for my girlfriend",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The fifty-seventh held-out set, written on 2026-12-02 (session 43) by someone who did not run the
 * chat, none of its questions 75 % alike to a tuning one (at most 0.738), and scored once at the
 * end of that round's tuning (62/90, 68.9 %, three confident wrong answers); tuning data since.
 */
const fiftySeventhHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "the SOC analyst opening, would I be stuck doing night rotations? any extra pay for that",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "what pay range are you offering the data pipeline engineer, roughly in lakhs",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "filled your enquiry form back in march, is my msg still sitting on your server or purged by now",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "jurisdiction clause in your site terms: mumbai courts or bhopal?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "is this site loading google analytics or facebook pixel on me",
    cls: "unreachable",
    expect: "/legal/privacy#no-cookies|/legal/privacy",
  },
  {
    q: "can your ML folks transcribe customer calls recorded in Hindi into text",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "moving into bigger premises in Mandideep, who'll lay new LAN cables and kit out the video-call room",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "telemedicine numbers for the multi-speciality chain client, consult count in the first twelve months?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "Mumbai or Hyderabad for that 120-service freight migration? curious which one",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "got any customers in Qatar or Saudi, or is it mostly India",
    cls: "unreachable",
    expect: "/#global-presence|/about",
  },
  {
    q: "Vikram's piece for growing firms: what deadline does it give for fixing exposed critical holes",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "can your software team hook our invoicing into Tally and send GST bills on WhatsApp",
    cls: "unreachable",
    expect: "/services/software-development",
  },

  // long
  {
    q: "I run three small diagnostic labs in Indore and Ujjain and our network keeps dropping every other day. My nephew used to fix things but he moved to Canada. Do your people actually come down for on-site visits outside Bhopal or is it all remote?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Last year a freelancer built our booking app and then refused to hand over the repo unless we paid extra. I'm honestly scared of that happening again. If you build something for us, who ends up holding the code?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "We're a 15-person CA practice in Jabalpur, budgets are tight and partners want numbers before any meeting. I read that you start everything with a paid study phase. Roughly what does that first bit set us back?",
    cls: "long",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "Finishing my MCA this May and I've been reading about your team for a while. None of the five listings really match me since they all want years of experience. Can I still send my CV somewhere without picking a role?",
    cls: "long",
    expect: "/career#how-to-apply",
  },
  {
    q: "Our AWS invoice has basically doubled since January and nobody on the team can explain why, there are old test servers everywhere I think. The CFO is breathing down my neck. Is getting spend under control something you guys take on?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "A partner bank told us they won't renew unless we're ISO 27001 by next year, and we have zero policies written down. I'm the only IT person in a 60 member NBFC. Could you walk us through to the certificate?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Our delivery-agent app was made in 2019 and it crashes constantly on cheap phones, reviews on Play Store are brutal. Management doesn't want to throw it away completely. Do you rescue old apps like this or only start fresh?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "I'm flying into Raja Bhoj airport from Dubai next Tuesday for a family wedding and would love to drop in and meet your founders while I'm in town. Where exactly is your building?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "I'm part of a small angel syndicate and we're about to put money into a SaaS startup, but none of us can judge their codebase. Someone told me to get an outside technical opinion first. Is that a service you provide?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "So I sent my portfolio for the designer opening about three days back and I keep refreshing my inbox like crazy. My current notice period is 60 days so timing matters. When should I realistically expect to hear something?",
    cls: "long",
    expect: "/career#how-to-apply|/career#hiring-process",
  },
  {
    q: "I own a chain of hardware stores and every Monday my managers fight over whose Excel numbers are correct. I want one screen showing sales for all branches. How many weeks before I'd actually see a first version?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Our devs still push releases by hand on Friday nights and something breaks roughly every other time. A consultant told us we must move everything onto Kubernetes immediately. Is that really what a team of six needs?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // typo
  { q: "does ur office stay opn saterday afternoon", cls: "typo", expect: "/contact" },
  {
    q: "salry for senoir fullstack typescirpt post?",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "penetraton test for our mobil app + backend, possble?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "shud we go flutter or natve for our buisness app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "how do i get my personl data deleeted from ur records",
    cls: "typo",
    expect: "/legal/privacy#your-rights|/legal/privacy",
  },
  { q: "typcal budjet for a fixed price projct?", cls: "typo", expect: "/services#pricing" },
  {
    q: "can u do a ux audti of our exsting product",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "logistcs cloud migraton case stdy results",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "emial adress to send resme for jobs", cls: "typo", expect: "/career#how-to-apply" },
  {
    q: "devops enginer remot role requirments",
    cls: "typo",
    expect: "/career#cloud-devops-engineer",
  },
  { q: "when was nexora foundd n who startd it", cls: "typo", expect: "/about" },
  {
    q: "do we realy need a data warehous or is postgres enuf",
    cls: "typo",
    expect: "/services/data-analytics",
  },

  // vocabulary
  {
    q: "ek shopping type app chahiye jo android aur ios dono pe chale, banate ho?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "humari site pe baar baar hacking attempts ho rahe, koi suraksha ka intezaam kar doge",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "hamare godown ka pura hisaab kitab kagaz pe hai, isko digital karne me madad karoge",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "looking for a rent-a-CTO kind of arrangement, few days a month",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "laptops, printers, email sab ka dhyan rakhne wala banda chahiye monthly basis pe",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "agle mahine kitna maal bikega ye predict kar sakte ho kya",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "lift our dusty server room machines into AWS",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  { q: "company ke malik aur bade log kaun hain", cls: "vocabulary", expect: "/about#team" },
  {
    q: "apni dukaan ka online store chahiye jahan log order kar sake",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "every time we merge to main I want it to go live by itself",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "UI wale designer ki bharti chal rahi hai kya abhi",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "want to click through a fake version of the app before anyone writes code",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },

  // ambiguous
  {
    q: "what hours can I walk in to your place",
    cls: "ambiguous",
    expect: "/contact#contact-info|/contact",
  },
  {
    q: "joining soon, is there a fixed stretch of the day I must be reachable",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "we already have a contract with you, our server died at 2am, who do I ring",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "end to end, weeks between mailing my CV and receiving an offer letter?",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "brochure site for my clinic, 8-10 pages, ready in how many weeks",
    cls: "ambiguous",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "existing customer here, where do I download our project invoices",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "ballpark monthly spend for a standing team of six from your side",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "AWS charges ballooning every month, can you bring them down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "what medical insurance plan do staff get",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "after go-live, do you stick around for support or disappear",
    cls: "ambiguous",
    expect: "/contact#faq|/services#process",
  },
  { q: "headcount you assign on a T&M engagement", cls: "ambiguous", expect: "/services#pricing" },
  {
    q: "is whatever I type in the quote form kept secure and where",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },

  // multi
  {
    q: "landline no. pls, and also flutter or react native which do you use",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "who is your CTO? also is the data engineer job still open",
    cls: "multi",
    expect: "/about#team & /career#data-engineer",
  },
  {
    q: "how much does discovery cost and what's the address of your office",
    cls: "multi",
    expect: "/services#pricing|/contact#next-steps & /contact",
  },
  {
    q: "can you help with SOC 2, and is Nexora itself ISO certified",
    cls: "multi",
    expect: "/services/cybersecurity & /about|/",
  },
  {
    q: "do you make Shopify stores? and how did the fashion retailer project turn out",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform",
  },
  {
    q: "how much learning budget do employees get + how do I apply",
    cls: "multi",
    expect: "/career#why-work-with-us & /career#how-to-apply",
  },
  {
    q: "does your site drop cookies? and can I reuse your blog text on my site",
    cls: "multi",
    expect: "/legal/privacy#no-cookies|/legal/privacy & /legal/terms#intellectual-property",
  },
  {
    q: "the cloud predictions article, Priya wrote it right? also can you help tag and cut our cloud spend",
    cls: "multi",
    expect: "/blog/cloud-trends & /services/cloud-solutions",
  },
  {
    q: "do you run phishing drills for staff? what came out of the fintech audit project?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "do you write terraform for clients, and can the devops hire work from home",
    cls: "multi",
    expect: "/services/devops|/services/cloud-solutions & /career#cloud-devops-engineer",
  },
  {
    q: "how many engineers do you have, and can you pick up a codebase another vendor left half done",
    cls: "multi",
    expect: "/about & /services/software-development",
  },
  {
    q: "what are the interview rounds and what does the product designer role pay",
    cls: "multi",
    expect: "/career#hiring-process & /career#product-designer",
  },

  // unanswerable
  {
    q: "do employees get PF and gratuity on top of the salary band",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "any experience doing solidity / ethereum dapps", cls: "unanswerable", expect: "fallback" },
  {
    q: "are ESOPs part of the compensation for senior hires",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "mothers joining back after delivery, how many months paid leave",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "per-hour billing for one react dev, what's the figure",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can I bring my car, is visitor parking available at lakeview tech centre",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "embedded C for a microcontroller-based sensor, do you take those jobs",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "any awards or recognitions like NASSCOM ones", cls: "unanswerable", expect: "fallback" },
  { q: "nexora ka revenue kitna hai saal ka, crore me", cls: "unanswerable", expect: "fallback" },
  {
    q: "shifting from Kolkata for the on-site SOC role, any moving allowance",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you sponsor a work visa for someone from Nepal",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could you make a Unity 3D game for kids learning maths",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "will it rain in Pune this weekend, planning a trek to Sinhagad",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how to make masala chai with ginger, proportions?", cls: "off-topic", expect: "fallback" },
  {
    q: "kal raat ka cricket match kaun jeeta, full scorecard batao",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "compose a 4 line shayari on dosti", cls: "off-topic", expect: "fallback" },
  { q: "convert 250 dollars into rupees", cls: "off-topic", expect: "fallback" },
  { q: "cheapest flights delhi to goa around christmas", cls: "off-topic", expect: "fallback" },
];

/**
 * The fifty-eighth held-out set, written on 2026-12-02 (session 44) by someone who did not run the
 * chat, none of its questions 75 % alike to a tuning one (at most 0.738), and scored once at the
 * end of that round's tuning (57/90, 63.3 %, two confident wrong answers); tuning data since.
 */
const fiftyEighthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "I know Dagster and Prefect but never touched Airflow, is that ok for your data engineer vacancy?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "designer job - do they need hindi speakers or is english enough",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "as per Vikram's article, how quickly does CERT-In expect a cyber incident to be notified",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "hospital chain case: claim settlement went from how many days to how many?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "FMCG distributor forecasting work - how long did the planners compare the model against their own numbers before switching",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "the oracle to RDS switchover on that sunday night, how many minutes did it actually take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "roughly what % do we save building one cross platform app instead of separate iOS and android ones",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "that RBI lender you secured, how big was their team when they came to you vs two years before",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "before I take Nexora to court over something on the website, am I supposed to write to you first? how many days",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "my internet was down when I hit submit on the form. does my browser hold onto it, and for how long?",
    cls: "unreachable",
    expect: "/legal/privacy#browser-storage",
  },
  {
    q: "for user testing of your designs, what headcount of testers do you recruit per cycle",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "Priya's cloud article - how much off the first year bill do tagging and switching off idle envs usually save",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },

  // long
  {
    q: "I'm a trustee of a CBSE school in Sagar. Parents keep complaining that our admission info is only in English and half of them read Hindi. The old site was made by a cousin and nobody can update it. Can you build a site in both languages that our office staff can edit themselves?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "We're a pharma distributor with about 200 staff. Every purchase request is a printed form that goes around for signatures and sometimes takes a week, the accounts team hates it. My MD saw some demo of automated approvals at a trade fair. Is that something you would set up for us?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "I live in Kochi and have four years with AWS and Terraform. My wife's job keeps us here so relocating to Bhopal is impossible. Saw the cloud devops posting, does it really let me work from Kerala and is on-call paid?",
    cls: "long",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "Two different consultants told us to go with Azure and AWS respectively, and I'm fairly sure both get a cut from whoever they push. We're a 40 person insurtech and just want an honest answer. Do you get commission from any cloud provider?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Last month our accounts executive clicked a fake invoice email and we nearly paid 4 lakh to a fraudster. Luckily the bank stopped it. Our staff are not techy at all. Do you run some kind of training so people stop falling for these?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "We run a chain of 14 hospitals and the admin team wants a chatbot that answers staff questions from our HR and clinical policies. Legal is terrified patient data will end up with OpenAI or whoever. Can you do it without our data being used to train outside models?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "My son has an interview lined up with your company next week and he's very nervous. At his last few interviews they gave him a 3 day home assignment and then ghosted. What will your process actually involve, will there be any take-home task?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "Someone called my uncle yesterday saying they were from Nexora support and asked for his login password to fix the project portal. He's a client of yours through his firm. It sounded dodgy to me. Is that really how you do things?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "One of our sales guys left his laptop in an Ola last week and it had client files on it. We have around 40 laptops and a bunch of phones, no central control whatsoever. Is there a way you can manage them so we can wipe a lost one remotely?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I asked your team to follow up after a chat a few months ago and gave my email and name. Now I'm changing jobs and want to see exactly what you kept about me and maybe get it removed. How long do you take to answer such a request?",
    cls: "long",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "We've had a dedicated team from a vendor in Pune for a year and we're looking to switch. The problem was we couldn't shrink the team when our funding got tight, they wanted three months' notice. How does it work with your dedicated team model?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Our company got audited last quarter and the auditor flagged that nobody here has admin rights under control and people reuse passwords everywhere. I've been asked to fix it with no real budget. Where do I even start, any practical checklist you've written?",
    cls: "long",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },

  // typo
  {
    q: "r u open on sundys or only weakdays",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "kubernetis realy worth it for just 3 microservises?",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "need iso 27001 certifcate, can ur team write the polcies and do audit prep",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "upi paymnt intergration in andriod app",
    cls: "typo",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "where to mail my portfolo for desiner post",
    cls: "typo",
    expect: "/career#how-to-apply|/career#product-designer",
  },
  {
    q: "hosptal managment sytem patient wating time result",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "artifical inteligence pilot to producton articel",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },
  {
    q: "dedicted tem montly charges kitna",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "securty analist shfit alowance kya milta",
    cls: "typo",
    expect: "/career#security-analyst",
  },
  {
    q: "who is ur chef technolgy officer",
    cls: "typo",
    expect: "/about#team",
  },
  {
    q: "registrs aur files ko digitl forms n e-sign pe shift karna hai, kar doge?",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "tecnical due dilligence for a startup we r investing in",
    cls: "typo",
    expect: "/services/it-consulting",
  },

  // vocabulary
  {
    q: "hamara 15 saal purana software hai, usko naya karwana hai bina data khoye",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "bhai abhi kisi post ke liye bharti chal rahi hai?",
    cls: "vocabulary",
    expect: "/career#open-roles|/career",
  },
  {
    q: "hacker jaisa ghus ke dekho hamare system me kahan kamzori hai",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "customer ka data desh ke bahar nahi jaana chahiye, cloud pe aisa setup ho jayega?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "who calls the shots over there, like the top brass",
    cls: "vocabulary",
    expect: "/about#team",
  },
  {
    q: "ghar baithe kaam wali job milegi kya",
    cls: "vocabulary",
    expect:
      "/career#why-work-with-us|/career#cloud-devops-engineer|/career#product-designer|/career",
  },
  {
    q: "saal me kitni chuttiyan milti hai staff ko",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "aisi app jo network na ho tab bhi chalti rahe, gaon me signal nahi aata",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "bills aur purchase orders padh ke khud entry kar de, aisa AI milega?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "daftar ka wifi aur LAN baar baar band hota hai, koi networking wala bhejo",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "MIS reports har mahine haath se banate hain, automatic ho sakta hai?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "staff augmentation chahiye - aapke engineers hamare saath full time lage rahe",
    cls: "vocabulary",
    expect: "/services#pricing",
  },

  // ambiguous
  {
    q: "what's your policy on remote work",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career#open-roles",
  },
  {
    q: "how long will you retain my open application",
    cls: "ambiguous",
    expect: "/career#how-to-apply",
  },
  {
    q: "is there a warranty once the fixed-price build is delivered",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "our PM mentioned a workspace for our engagement, how do my colleagues get access",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "what happens after I submit my application",
    cls: "ambiguous",
    expect: "/career#hiring-process|/career#how-to-apply",
  },
  {
    q: "how much cover is included for family",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "are your bands published or do I negotiate blind",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career#open-roles",
  },
  {
    q: "migration of 10 years of excel sheets into one clean system",
    cls: "ambiguous",
    expect: "/services/data-analytics|/services/software-development",
  },
  {
    q: "how secure is the form I fill on this site",
    cls: "ambiguous",
    expect: "/legal/privacy#security|/legal/privacy",
  },
  {
    q: "what are the payment terms on a fixed scope deal",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "when the app goes on the store, whose account is it published under",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "how much notice to cut our team size down",
    cls: "ambiguous",
    expect: "/services#pricing",
  },

  // multi
  {
    q: "SOC analyst salary? and where exactly is your office",
    cls: "multi",
    expect: "/career#security-analyst & /contact",
  },
  {
    q: "can you build a bot that answers from our own manuals, and who wrote the AI pilots blog",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },
  {
    q: "do you check websites for WCAG accessibility? also when did you get ISO certified",
    cls: "multi",
    expect: "/services/web-development|/services/ui-ux-design & /about|/",
  },
  {
    q: "need microsoft 365 set up for our office + what happens after I send the contact form",
    cls: "multi",
    expect: "/services/it-infrastructure & /contact#next-steps",
  },
  {
    q: "vikram's post - how fast should critical patches go in? and do your testers pentest APIs",
    cls: "multi",
    expect: "/blog/cybersecurity-practices & /services/cybersecurity",
  },
  {
    q: "how much did wait times drop in the hospital project, and do you do user research for design",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "how many leave days do employees get, and till when can I apply for the designer role",
    cls: "multi",
    expect: "/career#why-work-with-us & /career#product-designer",
  },
  {
    q: "is my chat saved once I close the tab? also are you liable if I act on something in your articles",
    cls: "multi",
    expect:
      "/legal/privacy#browser-storage|/legal/privacy & /legal/terms#liability|/legal/terms#content",
  },
  {
    q: "who founded nexora and in which year; do you also set up CI/CD pipelines",
    cls: "multi",
    expect: "/about & /services/devops",
  },
  {
    q: "what % did the logistics client save on infra, and what does your cloud trends piece say about kubernetes",
    cls: "multi",
    expect: "/projects/cloud-migration & /blog/cloud-trends",
  },
  {
    q: "results of the stock forecasting project? and do you build snowflake or bigquery warehouses",
    cls: "multi",
    expect: "/projects/ai-analytics & /services/data-analytics",
  },
  {
    q: "office address pls and how do I send a CV when no role fits",
    cls: "multi",
    expect: "/contact & /career#how-to-apply",
  },

  // unanswerable
  {
    q: "which hospital group was the 12 hospital project for, name please",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any special discount for DPIIT recognised startups",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you give a joining bonus or buy out notice period",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what is the name of the FMCG distributor in the forecasting case study",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how long is probation for freshers joining",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "freshers ko service bond sign karna padta hai kya, 2 saal ka",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "on average how many years do engineers stay with nexora before moving on",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "for the night shift in the SOC, is there a company cab to drop people home",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have Golang developers for backend microservices",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "referral bonus if I refer a friend who gets hired?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "would you take equity instead of cash from a pre-seed startup",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora do any CSR or social work in Bhopal, like coding classes for govt school kids",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "best biryani near DB mall bhopal?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "solve 3x + 7 = 22 for me, show working",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "IPL auction kab hai is baar",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write a sick leave application to my class teacher",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "tatkal passport renewal documents list",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "capital of kazakhstan?",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The fifty-ninth held-out set, written on 2026-12-03 (session 48) by someone who did not run the
 * chat, none of its questions 75 % alike to a tuning one (at most 0.745), and scored once at the
 * end of that round's tuning (70/90, 77.8 %, no confident wrong answer); tuning data since.
 */
const fiftyNinthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "paid leaves per year for full time staff besides the public holidays?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "salary bracket posted for the data engineering role",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "security analyst role - is it shift work? any extra allowance for that",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "usability rounds - how many testers do you recruit each time",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "the harbourline migration - how long was the cutover window for the big oracle db",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "hospital chain project: how many teleconsults happened in its first year",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "my enquiry data - after how many months is it deleted",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  { q: "disputes over this site go to which court", cls: "unreachable", expect: "/legal/terms" },
  {
    q: "within how many hours must a cyber incident be reported to CERT-In according to your article",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  { q: "which nations fall under your southeast asia region", cls: "unreachable", expect: "/" },
  {
    q: "roughly how much cheaper is a cross platform app compared to building native twice",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "I sent an open application last month, how long do you hold on to it",
    cls: "unreachable",
    expect: "/career",
  },

  // long
  {
    q: "Hi, I run three pharmacies in Nagpur and for years we've managed stock with registers and a few excel files, my son keeps saying we must go digital but honestly I have no idea where one even begins, what would you look at first?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "our biggest customer is a private bank in Mumbai and their vendor risk team now says we need ISO 27001 before they renew us next year, we're about 80 people and have never been through any audit like this, can you take us through the whole thing?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I'm finishing B.Tech in Jabalpur this May, did two internships in React and Node, and my parents would really like me to stay near home in MP, so are there any openings at your company right now that someone like me could apply to?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we moved everything to AWS two years back because everyone said it would be cheaper, but the monthly invoice has nearly doubled, nobody tags anything and there are test machines running all night, my CFO wants answers, can you help us bring it down?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "my cousin made an android app for our tiffin delivery business but he has moved to Canada, it crashes all the time and it was never released for iPhone, could your people take it over, fix it and publish it under our own store account?",
    cls: "long",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "we're a family solar installation business in Indore and our website was built by a freelancer back in 2016 and looks awful on phones, before I commit any budget I just want a rough idea of how many weeks a new one takes from kickoff to going live",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "once you finish our customer portal and hand it over, what happens if it goes down at 2 in the night on a Sunday, because the last agency vanished as soon as the final invoice was paid and we were stuck for weeks",
    cls: "long",
    expect: "/contact|/login|/",
  },
  {
    q: "my business partner and I are comparing three firms for a security audit and he keeps asking whether anyone senior on your side actually holds credentials, like a certified ethical hacker or a lead auditor, or whether it will all be juniors",
    cls: "long",
    expect: "/about|/services/cybersecurity",
  },
  {
    q: "before I type anything about our internal systems into this chat window I need to know whether what I write is sent off to some AI company abroad or saved on a server somewhere, because our compliance people are extremely strict about it",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we are a Singapore SaaS startup with around eighteen months of runway and we'd like a stable offshore team of maybe six engineers plus a designer who only work on our product for the long haul, what would something like that cost us each month?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "I'm writing a short feature for our college magazine about tech firms from central India and would love to include how your company got started, like which year, who started it and what the very first project was",
    cls: "long",
    expect: "/about",
  },
  {
    q: "we distribute packaged food to about 3000 kirana stores across MP and every Diwali the fast sellers run out while the slow items pile up in our godown, has your team ever solved something like this for another distributor?",
    cls: "long",
    expect: "/projects/ai-analytics|/blog/future-of-ai",
  },

  // typo
  {
    q: "do u provide penetraion testing with a retest after fixes",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "is kubernets overkil for our 4 microservices",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "carreers page open positons", cls: "typo", expect: "/career" },
  {
    q: "artifical inteligence servise for forcasting sales",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "ofice locaton and pin code pls", cls: "typo", expect: "/contact" },
  { q: "any trakcing cookeis or analitics on this site", cls: "typo", expect: "/legal/privacy" },
  { q: "multi specialty hospitl softwere case study", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "power bi dashbord and data wareshouse help",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "wirefames and clickable protoypes for my app idea",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "paperles ofice with e-signatures and digtal forms",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  { q: "clinet portel sign in", cls: "typo", expect: "/login" },
  {
    q: "helpdesk and netwrk suport for our ofice laptops",
    cls: "typo",
    expect: "/services/it-infrastructure",
  },

  // vocabulary
  {
    q: "hamare office ka router aur wifi sab gadbad hai",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "excel me reports banate banate thak gaye, koi proper MIS chahiye",
    cls: "vocabulary",
    expect: "/services/data-analytics|/services/digital-transformation",
  },
  { q: "any projects for companies in abu dhabi or doha", cls: "vocabulary", expect: "/|/about" },
  {
    q: "can the designer job be done from home?",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "devops mein naukri hai kya abhi",
    cls: "vocabulary",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "hacking se kaise bachein, koi tips for small business",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "ai bot jo hamare SOP documents padh ke staff ke sawal ka jawab de",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  { q: "who runs the show at Nexora, like the top guy", cls: "vocabulary", expect: "/about" },
  {
    q: "family floater mediclaim kitne lakh ka hai employees ke liye",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "kapde ki online dukaan chahiye, UPI aur COD dono ke saath",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "purane servers hatake AWS ya azure pe jaana hai, help karoge?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "hisaab kitaab ka software chahiye jo GST invoice nikale aur Tally me daale",
    cls: "vocabulary",
    expect: "/services/software-development",
  },

  // ambiguous
  { q: "flexible timings for developers? any core hours", cls: "ambiguous", expect: "/career" },
  { q: "on time and materials how often do you bill us", cls: "ambiguous", expect: "/services" },
  {
    q: "how much did the trucking firm save on infra cost",
    cls: "ambiguous",
    expect: "/projects/cloud-migration|/|/projects",
  },
  {
    q: "new office khul raha hai, setup kar doge?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how long will an architecture health check take",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "if I choose a budget in the quote form is that the final price?",
    cls: "ambiguous",
    expect: "/legal/terms",
  },
  { q: "do you design logos too or only apps", cls: "ambiguous", expect: "/services/ui-ux-design" },
  { q: "what warranty do I get on a fixed-price build", cls: "ambiguous", expect: "/services" },
  { q: "do candidates who get rejected receive feedback", cls: "ambiguous", expect: "/career" },
  {
    q: "what info of mine is stored when I message you",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "roughly how many people work for you in total", cls: "ambiguous", expect: "/about" },
  {
    q: "last date to apply for the UX designer post?",
    cls: "ambiguous",
    expect: "/career#product-designer",
  },

  // multi
  {
    q: "do you do pen tests, and is the SOC analyst vacancy still open?",
    cls: "multi",
    expect: "/services/cybersecurity & /career#security-analyst",
  },
  {
    q: "can you build in flutter? also what did the fashion retailer project achieve",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "priya sharma kaun hai aur unka blog post kis bare me hai",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "does your site set cookies? and am I allowed to quote your blog in my newsletter",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "data engineer ki salary kitni hai aur learning budget milta hai kya",
    cls: "multi",
    expect: "/career#data-engineer & /career",
  },
  {
    q: "I need canary deployments set up and separately an accessibility audit of our app",
    cls: "multi",
    expect: "/services/devops & /services/ui-ux-design|/services/web-development",
  },
  {
    q: "how many projects have you delivered so far and which european countries do you serve",
    cls: "multi",
    expect: "/|/about & /",
  },
  {
    q: "ballpark for a fixed price build, and how many weeks for a basic company site",
    cls: "multi",
    expect: "/services & /contact|/services/web-development",
  },
  {
    q: "lost my project portal invitation, also what's your phone number",
    cls: "multi",
    expect: "/login & /contact|/login",
  },
  {
    q: "can your AI handle Hindi speech to text, and do you set up data warehouses too?",
    cls: "multi",
    expect: "/services/ai-machine-learning & /services/data-analytics",
  },
  {
    q: "summarise the RBI lending fintech case, the blog on security for growing firms, and who leads your security practice",
    cls: "multi",
    expect: "/projects/security-infrastructure & /blog/cybersecurity-practices & /about",
  },
  {
    q: "is on-site IT support possible in Sagar, and do you offer a part-time CTO?",
    cls: "multi",
    expect: "/services/it-infrastructure & /services/it-consulting",
  },

  // unanswerable
  {
    q: "balance sheet of nexora for FY 2025-26 share karo",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many stars do your employees give you on ambitionbox",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any experience with web3 tokens or NFT marketplaces",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you make 3d games on unreal engine", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you do social media management for restaurants",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "ratio of male to female employees at nexora", cls: "unanswerable", expect: "fallback" },
  {
    q: "who has invested in your company, are you VC funded",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "stock options or ESOP plan for engineers joining now",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "CMMI maturity level kya hai aapka", cls: "unanswerable", expect: "fallback" },
  { q: "mutual NDA pehle sign karoge kya", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you program arduino or raspberry pi based hardware",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "experienced logon ko joining bonus milta hai kya",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "which team won ipl 2016", cls: "off-topic", expect: "fallback" },
  { q: "aloo paratha me kitna namak daalna chahiye", cls: "off-topic", expect: "fallback" },
  { q: "aaj shaam ko barish ke chances kitne hai", cls: "off-topic", expect: "fallback" },
  { q: "what's the french word for butterfly", cls: "off-topic", expect: "fallback" },
  { q: "recommend a hindi web series like panchayat", cls: "off-topic", expect: "fallback" },
  { q: "what is 17 times 23", cls: "off-topic", expect: "fallback" },
];

/**
 * The sixtieth held-out set, written on 2026-12-03 (session 48) by someone who did not run the
 * chat, none of its questions 75 % alike to a tuning one (at most 0.747), and scored once at the
 * end of that round's tuning (79/90, 87.8 %, two confident wrong answers); tuning data since.
 */
const sixtiethHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engineer opening mein kitna CTC milega",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "security analyst vacancy bhopal me hai ya ghar se bhi kaam chalega",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "how many leaves per year would I get if I join as an engineer",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "can your ML team handle speech-to-text for Hindi call recordings",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "how many retail stores did the fashion brand in your e-commerce case study have",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "that sunday night database switch in the logistics migration, how many minutes was it",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "tell me which countries fall in your southeast asia region",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "how soon are messages from the contact form wiped from your server",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "legal dispute over using your site - jurisdiction kis city ka hoga",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "your cloud trends post mentions FinOps, what percent saving do those habits usually give in the first year",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "CERT-In reporting deadline in hours, the one mentioned in your security article",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "in your six step delivery process what exactly is done for quality checks before each release",
    cls: "unreachable",
    expect: "/services",
  },

  // long
  {
    q: "Hi, I run a small chain of three pharmacies in Jabalpur and my nephew says we should stop using paper registers and move all approvals and records to some digital workflow, can you people actually help a traditional business like ours go paperless step by step?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We're a Singapore-based startup with about 15 engineers and honestly our releases are painful, every deploy needs a weekend and someone babysitting it, so I'm wondering whether you set up automated pipelines and canary releases for teams like ours",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "my father owns a textile export business and all our sales numbers sit in different spreadsheets that nobody trusts, he wants one screen where he can see revenue by city every morning, is that something your team builds",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I've been working as a systems admin for about two and a half years in Indore and I'm really interested in moving into security monitoring, I don't mind shift work, do you have anything open for someone like me",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "our company got an email from a big enterprise customer saying they will only renew if we can show ISO 27001 certification within the year and we have no idea where to even start with policies and audits",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "before I fill in any form I'd like to understand roughly what the first paid step costs, like the initial study you do before quoting the real build, because our board needs a ballpark number",
    cls: "long",
    expect: "/services|/contact",
  },
  {
    q: "We have a ten year old Android app from a freelancer that keeps crashing and Play Console keeps flagging policy issues, could your mobile folks take it over or do we start fresh",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "I'm a founder in Pune and I'm worried that if I hire an outside agency they'll keep the source code hostage, so before we talk further I need to know who legally owns the code you write for us",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "we are a hospital group with branches in several towns and patients keep repeating their history at every branch, did you ever build something that gives one shared patient record across all locations",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I'm just a visitor reading your site on my phone and I'm a bit paranoid about tracking, so tell me honestly, does this website drop cookies or analytics scripts on my browser",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "our office in Bhopal has around forty laptops, a flaky wifi and nobody really knows if the backups are running, we need someone local who can come on-site and also run the helpdesk every month, do you do that",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I am a B.Tech final year student from Bhopal and I keep seeing your company name near the lake, I just wanted to know how the company got started and who founded it",
    cls: "long",
    expect: "/about",
  },

  // typo
  {
    q: "cyber securty aduit + penetraton tst for our fintech",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "predictiv modals for stock forcast, AI servise",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "kubernatis clustr and jenkns pipleine setup", cls: "typo", expect: "/services/devops" },
  {
    q: "mobil aap devlopmnt using fluter for our gym",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "ui ux desgin and protoype for a fintech app",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "any carreer openigs for clowd devops", cls: "typo", expect: "/career" },
  { q: "privcy polcy data retension", cls: "typo", expect: "/legal/privacy" },
  {
    q: "clowd migrtion projct for the trucking firm, what were the results",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "contcat number and ofice adress", cls: "typo", expect: "/contact" },
  {
    q: "digitl transformaton for our factory paperwork",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  { q: "fractonal cto consaltant", cls: "typo", expect: "/services/it-consulting" },
  {
    q: "ecomerce websit devlopment shopify",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },

  // vocabulary
  {
    q: "office ka wifi baar baar band ho jata hai, koi network wala banda bhej sakte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I want my excel sheets turned into live graphs for my boss",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "any clients in dubai, riyadh or doha?", cls: "vocabulary", expect: "/" },
  {
    q: "naukri dhund raha hu, koi opening hai kya aapke idhar",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "product designer wala role work from home hai kya",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "hackers se apni website bachani hai, aap kya karoge",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we want a bot trained on our HR policy PDFs so staff stop emailing HR",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Google pe top me aane wali website banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "how much mediclaim do staff families get", cls: "vocabulary", expect: "/career" },
  {
    q: "AWS ka bill har mahine badh raha hai, kam kaise karein",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "customer account me login kaha karu invoice dekhne ke liye",
    cls: "vocabulary",
    expect: "/login",
  },
  {
    q: "play store pe apne business ka app daalna hai",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },

  // ambiguous
  {
    q: "once the data work kicks off, how long before managers get their first dashboard screen",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "what's the bill for the discovery phase", cls: "ambiguous", expect: "/services|/contact" },
  {
    q: "is your helpdesk open on saturday afternoon",
    cls: "ambiguous",
    expect: "/contact|/login|/services/it-infrastructure",
  },
  {
    q: "which office is your security chief Vikram working out of",
    cls: "ambiguous",
    expect: "/about",
  },
  {
    q: "rough per-month cost to keep a dedicated squad of your devs on our product",
    cls: "ambiguous",
    expect: "/services",
  },
  {
    q: "if I apply today, how long until I hear back with an offer or a no",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how long would a quick architecture health check by you folks last",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "do you support sites outside Bhopal",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how do you keep this site safe, https and all that",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "is our confidential data going to end up training openai or somebody else's model",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "any downtime when we move to the cloud?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "for the usability test rounds, how many participants do you actually need",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },

  // multi
  {
    q: "phone number for your team plus any vacancies open to people working remotely from Kerala",
    cls: "multi",
    expect: "/contact|/login & /career",
  },
  {
    q: "Priya Sharma kaun hai and her blog on 2027 cloud predictions",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "pen testing ho jayega? aur ek normal website banne me kitne hafte lagte hain",
    cls: "multi",
    expect: "/services/cybersecurity & /services/web-development|/contact",
  },
  {
    q: "what result did the analytics dashboard project get, and which BI tools do you use",
    cls: "multi",
    expect: "/projects/ai-analytics & /services/data-analytics",
  },
  {
    q: "when was the company founded and where exactly is the office",
    cls: "multi",
    expect: "/about|/ & /contact",
  },
  {
    q: "Do you use cookies? Also which law governs your terms?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "flutter me app bana doge aur uska UI bhi design kar doge?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "time and materials pricing kaise kaam karta hai, aur project portal me sign in kaise karein",
    cls: "multi",
    expect: "/services & /login",
  },
  {
    q: "which clouds do you work with, do we really need kubernetes, and have you migrated anyone big",
    cls: "multi",
    expect:
      "/services/cloud-solutions & /services/devops|/blog/cloud-trends & /projects/cloud-migration",
  },
  {
    q: "need help with an ERP rollout plus a custom app that talks to Tally",
    cls: "multi",
    expect: "/services/digital-transformation & /services/software-development",
  },
  {
    q: "you guys have your own ISO 27001? and would you guide us through getting ours",
    cls: "multi",
    expect: "/about|/ & /services/cybersecurity",
  },
  {
    q: "what did Arjun write about AI pilots and what's his role in the company",
    cls: "multi",
    expect: "/blog/future-of-ai & /about",
  },

  // unanswerable
  {
    q: "do you manage google and meta ads for d2c brands",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "nexora ka annual revenue kitna hai", cls: "unanswerable", expect: "fallback" },
  {
    q: "we want a Unity game for our brand's promo, your team does that?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can visitors park their car somewhere near the Hoshangabad Road building",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there any paid leave for new mothers", cls: "unanswerable", expect: "fallback" },
  {
    q: "is the discovery phase fee refundable if we don't continue with you",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "blockchain ya web3 dapp banate ho kya, smart contracts wagera",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how many female engineers are on your team", cls: "unanswerable", expect: "fallback" },
  {
    q: "if I refer my college friend for an opening, is there any reward money",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "are you ISO 9001 certified as well", cls: "unanswerable", expect: "fallback" },
  {
    q: "firmware development for IoT sensors and embedded boards, do you take that up",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which shoes or clothes are we expected to wear at the office",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "my dadaji wants to know which team won the 2011 cricket world cup final, settle our family argument pls",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "quick one, how do I make paneer butter masala like a dhaba",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "monsoon forecast for bhopal next week, will the lakes overflow?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how do u say good morning and thank you in french, my kid has homework",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "capital city of australia is sydney or canberra? confused",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "suggest some good bollywood films to watch on netflix tonight",
    cls: "off-topic",
    expect: "fallback",
  },
];

/**
 * The sixty-first held-out set, written on 2026-12-03 (session 48) by someone who did not run the
 * chat, none of its questions 75 % alike to a tuning one (at most 0.729), and scored once at the
 * end of that round's tuning (70/90, 77.8 %, one confident wrong answer); tuning data since.
 */
const sixtyFirstHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engineer opening pays how much per annum?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "terraform guy here living in kochi, the cloud role allows me to stay in kerala?",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "figma designer role closing date? missed it or still open for december",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "SIEM analyst vacancy, do shifts rotate week to week and is there extra money for odd hours?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "my cousin wants to do an AWS exam, would nexora pay for it if she joins? how much per year",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "is malaysia or indonesia covered by you guys or only singapore",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "the logistics client's aws move was split in how many batches",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "after the hospital project how many days does an insurance claim take to settle",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "cert in reporting deadline after a ransomware attack, what did Vikram's article say",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "our call centre records hindi calls, can those be turned into text automatically and tagged",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "suppose I want to sue over something written on nexora's site, where would that case be heard",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "I filled your enquiry form last year, is my phone number still sitting in your database or is it wiped after some time",
    cls: "unreachable",
    expect: "/legal/privacy",
  },

  // long
  {
    q: "Hi, I run three pharmacies in Indore and all our purchase approvals still go on paper registers and WhatsApp, my nephew said a company like yours can automate that whole approval flow end to end, is that something you actually do?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We are a 40 person logistics startup and before we sign with any software vendor our board wants someone independent to look over our architecture and the vendor contracts, do you do that sort of review and how long does it take?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "my daughter has about three years of experience making app screens in Figma and she lives in Jaipur, she wants to know if there is any opening at your company that she could do without shifting to Bhopal",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "one of our largest buyers wrote to say they won't renew unless we are ISO 27001 certified by next year, we have zero security staff and no clue where to start, can your people hand-hold us through the whole thing?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I am comparing a few agencies for an android and iphone ordering app for our restaurant chain and before going further I want to understand whether you would go native or cross platform and how much that choice saves",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we already pay a lot to AWS every month and our finance team complains that the amount keeps growing each quarter even though our traffic has been flat, is there anything your team can do to get it down",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "before I fill in the quote form I just want a rough idea: if a few of your developers worked only on our product for about a year, what would that come to per month roughly?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "I found your blog while reading up on artificial intelligence and I'm curious what your founder wrote about why so many company AI pilots never make it into daily use",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "our Bhopal branch is shifting to the 4th floor of a new building next month, we need someone for the network cables, wifi access points, a firewall and one conference room with zoom screens, does your team do that kind of fit-out work?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hello sir I am a final year student in Bhopal preparing a report on local IT firms and my professor asked me to find out in which year your company started and how many people started it",
    cls: "long",
    expect: "/about",
  },
  {
    q: "a freelancer made our website years ago, it crawls on phones and we cannot even change one line of text without calling him, if we get a fresh marketing site from you how many weeks would it take",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "I saw that you shifted a logistics firm to the cloud and since we also run a big Oracle database around the clock I wanted to know how you switched their database over without stopping the business",
    cls: "long",
    expect: "/projects/cloud-migration",
  },

  // typo
  {
    q: "pentst of our lending ap befor RBI inspecton",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "machne lerning modle devlopment", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "vaccancy list for experianced devlopers", cls: "typo", expect: "/career" },
  {
    q: "need halp with kubernetis clustr and githb actons pipelin",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "is ther any traking cookie or googel analytcs on this webiste",
    cls: "typo",
    expect: "/legal/privacy|/legal/terms",
  },
  {
    q: "wirefrmes and protoype for a new saas product",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "nexora ofice locaton, landmark near lake?", cls: "typo", expect: "/contact" },
  {
    q: "metabse or powerbi reporting setup for retail chian",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "hosptial managment softwere case stdy", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "replce our paper registrs with digtal workflows and e-sign",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "need a delivry boy trackng app for andriod, can u bild it",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "existng custmer sign in pg where i chek my projct", cls: "typo", expect: "/login" },

  // vocabulary
  {
    q: "hamare godown aur office ka internet network setup kaun karega, router firewall sab",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "excel sheet se report banana band karna hai, live charts chahiye management ke liye",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we're based in Abu Dhabi, do you already serve gulf companies",
    cls: "vocabulary",
    expect: "/|/about",
  },
  {
    q: "security wale kaam me koi naukri khali hai?",
    cls: "vocabulary",
    expect: "/career#security-analyst",
  },
  {
    q: "can i do wfh for the devops engineer job",
    cls: "vocabulary",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "pichle mahine hamara server hack hua, ab protection chahiye 24 ghante monitoring wali",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we have 400 pages of SOP manuals, can a GPT type thing answer employee doubts from them",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "saree shop ko online le jaana hai, website plus payment",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "sabse bade sahab kaun hai nexora mein, founder ji ka background kya hai",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "budget idea chahiye, monthly team hire karne ka rate kya hai",
    cls: "vocabulary",
    expect: "/services",
  },
  {
    q: "app ko play store pe live karwana hai, madad karoge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "kya job ke saath mummy papa ka health insurance bhi cover hota hai",
    cls: "vocabulary",
    expect: "/career",
  },

  // ambiguous
  { q: "can I walk in on a saturday afternoon at 3", cls: "ambiguous", expect: "/contact|/login" },
  {
    q: "from kickoff, how many weeks before our managers get the first sales report screen",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "if I join, by what time must I be online each day", cls: "ambiguous", expect: "/career" },
  {
    q: "time and materials billing how does it work",
    cls: "ambiguous",
    expect: "/services|/contact",
  },
  { q: "which city does your security head work from", cls: "ambiguous", expect: "/about" },
  {
    q: "if your help desk looks after our laptops, what days and times do they pick up",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/contact",
  },
  {
    q: "our accountant clicked a fake mail link, do you run sessions to teach staff",
    cls: "ambiguous",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "moving a decade of legacy records and excel files into a single reconciled source",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "new logo, fonts and colour palette for our startup, is that your thing",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  { q: "which certificate does your own company hold", cls: "ambiguous", expect: "/|/about" },
  { q: "how soon do you reply after I apply", cls: "ambiguous", expect: "/career" },
  {
    q: "if bugs show up right after go live on a fixed price deal, is that covered free",
    cls: "ambiguous",
    expect: "/services",
  },

  // multi
  {
    q: "number to call you + are you hiring someone for airflow/dbt pipelines",
    cls: "multi",
    expect: "/contact|/login & /career#data-engineer",
  },
  {
    q: "priya sharma kaun hai, and which article did she author",
    cls: "multi",
    expect: "/about & /blog/cloud-trends|/blog|/blog/category/cloud",
  },
  {
    q: "fixed price project range kya hai, and a simple website kitne weeks me banegi?",
    cls: "multi",
    expect: "/services & /services/web-development|/contact",
  },
  {
    q: "need 2 things: an ethical hacking test of our api, and a swift app for iphone",
    cls: "multi",
    expect: "/services/cybersecurity & /services/mobile-development",
  },
  {
    q: "how much traffic did the fashion store handle, and how much did patient waiting go down for the hospitals",
    cls: "multi",
    expect: "/projects/ecommerce-platform|/projects|/ & /projects/healthcare|/projects",
  },
  {
    q: "does this website put cookies on my laptop, and if there is a dispute which country's law applies",
    cls: "multi",
    expect: "/legal/privacy|/legal/terms & /legal/terms",
  },
  {
    q: "singapore me clients hai kya aur founder kaun hai",
    cls: "multi",
    expect: "/|/about & /about",
  },
  {
    q: "interview process kitne rounds ka hai and senior full stack ki salary kitni",
    cls: "multi",
    expect: "/career & /career#senior-full-stack-engineer",
  },
  {
    q: "power bi reports? kubernetes setup? and where do existing clients sign in to check project status",
    cls: "multi",
    expect: "/services/data-analytics & /services/devops & /login",
  },
  {
    q: "how many weeks is discovery and who owns the source code at the end",
    cls: "multi",
    expect: "/services|/contact|/services/software-development & /services/software-development",
  },
  {
    q: "aws or azure which should we pick, and what did your cloud trends article say about kubernetes",
    cls: "multi",
    expect: "/services/cloud-solutions & /blog/cloud-trends",
  },
  {
    q: "how many people work at nexora and do you take clients from the education sector",
    cls: "multi",
    expect: "/about & /contact",
  },

  // unanswerable
  { q: "we need an ethereum token and dapp built", cls: "unanswerable", expect: "fallback" },
  { q: "annual revenue in crores for FY25-26?", cls: "unanswerable", expect: "fallback" },
  {
    q: "before the first call I want a confidentiality agreement signed, standard practice for you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "paternity leave after my baby is born, how many days?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a joining bonus or relocation help if I move to Bhopal for the job",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you take USDT or other crypto for international invoices",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you program IoT sensors and embedded firmware for factory machines",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "office staff ke liye cab facility hai kya", cls: "unanswerable", expect: "fallback" },
  { q: "gender ratio in the engineering team", cls: "unanswerable", expect: "fallback" },
  {
    q: "I want to open a Nexora franchise in Nagpur, what's the investment",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "new joiners ka probation period kitne months ka hota hai",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "free khana milta hai office me? tiffin service?", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "monsoon arrives in kerala on which date usually", cls: "off-topic", expect: "fallback" },
  { q: "how to make dal makhani at home without cream", cls: "off-topic", expect: "fallback" },
  { q: "how many grand slams has novak djokovic won", cls: "off-topic", expect: "fallback" },
  { q: "capital city of mongolia?", cls: "off-topic", expect: "fallback" },
  { q: "cheapest flights from delhi to goa in january", cls: "off-topic", expect: "fallback" },
  { q: "what is the integral of x squared times sin x", cls: "off-topic", expect: "fallback" },
];

/**
 * The sixty-second held-out set, written on 2026-12-03 (session 48) by someone who did not run the
 * chat, none of its questions 75 % alike to a tuning one (at most 0.743), and scored once at the
 * end of that round's tuning (75/90, 83.3 %, no confident wrong answer); tuning data since.
 */
const sixtySecondHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "thinking of switching from helpdesk to the security ops centre job, what pay can I expect there in lakhs",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "is the data engineer position fully remote or do I have to come into office some days",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "product designer posting: is it still accepting CVs after christmas or does it close before new year",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "apart from the emirates, which other arab nations have your customers",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "our coders will repair the holes your ethical hackers report, is the follow-up verification free or paid?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "that kurta shop you rebuilt, how fast did pages open on mobile afterwards in seconds",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "the twelve-hospital group you worked with, roughly how many online doctor calls happened in the first 12 months",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "your blog post says patch fast, but what's the exact deadline for severe holes on public-facing machines",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if I never hire you, after how many months do you wipe what I typed in the form",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "in case we ever have to sue over something on your site, jurisdiction lies with courts in which place",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "what comes right after QA and testing in your delivery steps",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "health policy for staff: are mom and dad included, and what's the sum insured",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },

  // long
  {
    q: "Hi, I run three small pharmacies in Indore and after a long chat with my nephew who studies computers we feel we should have our own app where customers order medicines and pay through UPI, so do you people actually make phone apps for shops like ours?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "We are a mid sized manufacturing firm and last month somebody in accounts clicked a weird email link and since then management is very worried about hackers and ransomware, so I have been asked to find out if your company can check our systems and tell us where we are weak",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "my father's trading business has fifteen years of data in Tally plus maybe a hundred excel files and every month end my brother and I fight over which numbers are right, is there a way you can pull all of it together so we just see sales in one place",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I'm in final year of BTech and honestly still confused about my career, but I've done lots of Figma work for college fests and two freelance clients, so what kind of experience do you expect for the design opening you have?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "Our company has run everything on two old servers in a cupboard for ten years and the hardware vendor says support ends next year, so the board asked me to figure out whether shifting to AWS or Azure makes sense and who could do that move for us",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Before we sign anything I need to explain to our finance head how billing works because the last vendor surprised us badly, so could you roughly tell me the different ways we can engage and pay you and the typical amounts involved",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "our developers push code by hand on friday nights and something breaks nearly every time and people are exhausted, a friend said we need proper automated pipelines and monitoring, is that the kind of thing you set up for teams",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "I'm the operations manager at a transport firm in Nagpur and purchase approvals still go around on paper for almost a week to collect four signatures, our MD wants it all digital but staff resist every new tool, can you handle that whole change for us",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we are a growing startup in Pune and our CTO leaves next month, we don't want to hire a full-time replacement yet, so is there someone on your side who could be a part-time tech head and advise us on architecture and vendors for a while",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "my boss forwarded your name after reading about a company that moved its whole setup to the cloud without stopping operations, can you tell me how that logistics migration went and how much money they saved",
    cls: "long",
    expect: "/projects/cloud-migration",
  },
  {
    q: "we have about forty people in our office and the internet keeps dropping, the printers fail half the time, laptops never get updated and no one knows where the backups are, we need someone dependable to look after all of this every day",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our support team answers the same policy questions again and again from a thick manual and I keep hearing about AI assistants that answer from a company's own documents, does your team build something like that privately for a business like ours",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },

  // typo
  {
    q: "need a cybr securty helth check for our netwrk",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "apps for andriod n iphon, do u mak them",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "cloud migraton servces aws azuer", cls: "typo", expect: "/services/cloud-solutions" },
  { q: "ui ux desgin agency prototyp", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "any vaccancies openin in ur compny rn", cls: "typo", expect: "/career" },
  { q: "contect number and adress of ur offce", cls: "typo", expect: "/contact" },
  { q: "wat personl info does ur websit stor abt visiters", cls: "typo", expect: "/legal/privacy" },
  { q: "machin lerning forcasting models", cls: "typo", expect: "/services/ai-machine-learning" },
  {
    q: "automatd deploymnt pipline setup with kuberntes n helm",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "webiste develpment wordpres seo", cls: "typo", expect: "/services/web-development" },
  {
    q: "the hosptal softwre case stuy with telemedecine",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  { q: "naem of ur ceo and foundr pls", cls: "typo", expect: "/about" },

  // vocabulary
  {
    q: "hamare godown aur office dono jagah net connection kamzor hai, lan cabling karwa doge?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "har hafte manually MIS banana padta hai excel mein, isko automate karke graph wala screen mil sakta hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "koi client hai aapka doha ya abu dhabi side",
    cls: "vocabulary",
    expect: "/#global-presence",
  },
  {
    q: "ghar baithe kaam karne wali position koi khuli hai abhi",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "resume bhejne ka email id kya hai aur subject mein kya likhu",
    cls: "vocabulary",
    expect: "/career#how-to-apply|/career#open-roles",
  },
  {
    q: "hacking se bachne ke liye kya karein koi tips",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "saree ka business hai, apni khud ki shopping website chahiye razorpay ke saath",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "cloud ka monthly invoice lakhon mein aa raha hai, isko optimise karne mein madad",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "clinic ya hospital chain ke liye OPD booking aur billing system wala experience hai?",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },
  { q: "interview kitne rounds ka hota hai", cls: "vocabulary", expect: "/career#hiring-process" },
  {
    q: "aisa app chahiye jo bina net ke bhi chale",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "mera project status kahan dikhega, client account se",
    cls: "vocabulary",
    expect: "/login",
  },

  // ambiguous
  {
    q: "what do you charge for the initial study before a build begins",
    cls: "ambiguous",
    expect: "/services#pricing|/contact",
  },
  {
    q: "timeline for a simple 8 page corporate site",
    cls: "ambiguous",
    expect: "/services/web-development|/contact",
  },
  {
    q: "till what hour is someone at your desk on weekends if I want to visit",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "our cloud bill keeps growing, can you help",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  { q: "where exactly is the office", cls: "ambiguous", expect: "/contact" },
  {
    q: "if we want fewer engineers on the long-term team, how much warning do we give",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "an independent look at our system design, how many weeks is that",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "how soon would we see a first report on our sales data",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "as an employee what's the yearly paid off days count",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "monthly rate for a team working on our product?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "the details I type in your enquiry form, who gets to see them",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "our app is used 24 hours, will users face an outage during the move to aws",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },

  // multi
  {
    q: "Bhopal address for a visit, plus the CTC range for the senior typescript engineer",
    cls: "multi",
    expect: "/contact & /career#senior-full-stack-engineer",
  },
  {
    q: "can your testers try hacking our api legally, and do you hold any security certification of your own",
    cls: "multi",
    expect: "/services/cybersecurity & /about|/",
  },
  {
    q: "price range for fixed price projects plus the steps you follow from start to launch",
    cls: "multi",
    expect: "/services#pricing & /services#process",
  },
  {
    q: "who is your CTO and who wrote the cloud trends piece",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "do you build flutter apps and have you done an online store project before",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "any trackers or analytics on this site? and disputes fall under what law",
    cls: "multi",
    expect: "/legal/privacy|/legal/terms & /legal/terms",
  },
  {
    q: "is the data engineer job remote, also how big is the learning budget",
    cls: "multi",
    expect: "/career#data-engineer & /career#why-work-with-us",
  },
  {
    q: "what results did the distributor get from demand forecasting, and which BI tools do you use for dashboards",
    cls: "multi",
    expect: "/projects/ai-analytics & /services/data-analytics",
  },
  {
    q: "nexora ki shuruaat kis saal hui thi, aur total kitne clients ke saath kaam ho chuka",
    cls: "multi",
    expect: "/about|/ & /about|/",
  },
  {
    q: "need a UX audit of our app, and separately help setting up microsoft 365 for staff",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/it-infrastructure",
  },
  {
    q: "where do clients log in and what number do I call for urgent support",
    cls: "multi",
    expect: "/login & /contact|/login",
  },
  {
    q: "what happens after I send an enquiry, is your quote binding, and who handles client success",
    cls: "multi",
    expect: "/contact & /legal/terms & /about",
  },

  // unanswerable
  {
    q: "nexora ka saalana business kitne crore ka hai, profit mein ho?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you write solidity code for an NFT marketplace",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora been assessed at any CMMI maturity level for government tenders",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a 3D racing game on unreal engine, can your team do it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "two-wheeler ya car khadi karne ki jagah milegi aapke building mein meeting ke time?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor visas to send engineers onsite to the US",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there any joining bonus for the cloud engineer role",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora raised any series A money, who backs you",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we need someone to manage our facebook and instagram ad spend, is that your thing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you wire temperature sensors on our cold storage units with live alerts via LoRa",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do staff receive stock options or equity in the company",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can we pay your invoices by credit card", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "which city hosts the parliament of new zealand", cls: "off-topic", expect: "fallback" },
  { q: "dal makhani banane ki vidhi step by step", cls: "off-topic", expect: "fallback" },
  { q: "kohli's highest score in test cricket?", cls: "off-topic", expect: "fallback" },
  { q: "derivative of e to the power 3x with respect to x", cls: "off-topic", expect: "fallback" },
  {
    q: "will it rain in indore tomorrow evening, umbrella le jaun?",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "compose a haiku about chai at sunrise", cls: "off-topic", expect: "fallback" },
];

/**
 * The sixty-third held-out set, written on 2026-12-03 (session 49) by someone who did not run the
 * chat, none of its questions 75 % alike to a tuning one (at most 0.738), and scored once at the
 * end of that round's tuning (72/90, 80.0 %, five confident wrong answers); tuning data since.
 */
const sixtyThirdHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "for that RBI regulated lender whose security you redid, what percentage of employees ended up on phishing-proof sign in",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "remote cloud/devops opening: which CI tool do they want me to have used, is gitlab ok or only jenkins",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "when the trucking company's big oracle db was switched over to RDS, on which night was it and how many minutes was the window",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "that FMCG distributor with the demand forecasting, how many shops/retailers do they supply",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "if my wifi cuts out just as I press send on your form, does my browser hold on to it, and for how many days max",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "supposing there's a disagreement about the website, how many days do you ask us to try settling it with you before going to court",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "in the 2027 cloud trends write-up, what % saving on the first year bill do the finops habits typically bring",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "my IT guy says the government must be told about a hack within a few hours, your security blog had the exact number, what was it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "in your six-step way of working, at which stage do I get to click through a prototype before coding begins",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "any customers in new zealand, or is australia the only one down under",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "how many paid leaves per year do employees get apart from public holidays",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "the hands-on problem solving round in your hiring, how long does it run and how many of your people sit in",
    cls: "unreachable",
    expect: "/career#hiring-process",
  },

  // long
  {
    q: "We launched our booking app last year and the reviews keep calling it confusing, half the people quit in the middle of signing up, my co-founder wants to redo everything but I'd rather first have outsiders watch real users try it and tell us what's actually broken, would you take on something like that?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "our previous freelancer vanished after building about half of our stock management tool in Node and honestly nobody left here understands his code, so before we scrap it all I wanted to ask whether your team picks up an unfinished project someone else started and carries it forward",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I own a small solar panel installation company in Jabalpur and the site we have was made by my cousin in 2016, it looks broken on phones and nobody finds us on Google, so I need a fresh one that my office staff can update on their own",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "I've spent around six years writing React and Node at a product startup in Bengaluru and now want to move back near my parents in MP, so is your senior TypeScript opening hybrid and roughly what does it pay",
    cls: "long",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "We are a UK based SaaS company with a huge roadmap and rather than a one-off project we'd like a steady group of developers and testers working only on our product for a year or more in our own time zone, how would such an arrangement work with you and what would it cost per month",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "my uncle is visiting Bhopal this weekend and wants to drop by in person to talk about software for the school he runs, are you people even open on Saturday and until what time",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "we run a call centre for a cooperative bank in Lucknow and there are hundreds of hours of recorded customer calls in Hindi mixed with English, management wants them turned into text and sorted by complaint type automatically, can your AI team handle Hindi audio like that",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "a big European customer told us they'll only renew our contract if we get certified for information security, ISO something, and we have no clue where to start with policies and audits, so could you walk us through the whole thing until we pass",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "we're a small angel group about to put money into an edtech startup whose demo looks slick, but none of us can judge whether the code and architecture behind it are any good, would you examine their product and team independently before we sign",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "our housing society management firm gets about three hundred calls a day from residents asking about maintenance dues and complaint status, surely there's a way they could check that on WhatsApp or some portal by themselves instead of phoning us",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "I'm a little paranoid about chat boxes on websites because I've read they ship everything to some American AI company, so before I type in any internal details of our firm, where exactly does what I write here end up",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "every consultant we talk to says our team of six developers must move everything onto Kubernetes to be modern, but for four small services it seems like a lot of overhead, what is your honest take on whether we really need it",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // typo
  {
    q: "we want to go paperles, digitel transformetion of our aprovals",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "pentesting of our api n andriod app by certifed testrs",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "bi dashbords frm our erp dtaa, analytcs servise",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "custum softwear for invntory managment",
    cls: "typo",
    expect: "/services/software-development",
  },
  { q: "devop consultancy ci cd piplines jenkens", cls: "typo", expect: "/services/devops" },
  { q: "it consultansy fractionl cto servis", cls: "typo", expect: "/services/it-consulting" },
  {
    q: "helpdsk suport for offce laptps and wify",
    cls: "typo",
    expect: "/services/it-infrastructure",
  },
  {
    q: "data engeneer post pay scal and experiance needed",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "were can i reed ur termz off servise for the websyte",
    cls: "typo",
    expect: "/legal/terms",
  },
  {
    q: "whats the pryce of the discovary phaze n its durashun",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  {
    q: "e comerce plattform case studdy fashon retailer",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "blogg post abt takin ai pilotes into dailly work",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },

  // vocabulary
  {
    q: "hamare munim ji Tally mein entry karte hain, aisa system banao jo GST invoice nikale aur seedha Tally mein sync ho",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "Play Store aur App Store pe app live karwane ka kaam bhi aap log karte ho?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "chatgpt jaisa bot chahiye jo hamari company ke PDFs padh ke staff ko jawab de",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we want to move our company mails from rediffmail to outlook, who can do it",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "UI designer ki naukri hai kya abhi, figma aata hai mujhe",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "AWS pe paisa paani ki tarah beh raha hai, usage ka kharcha ghatane mein help chahiye",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "is company ke founder sahab kaun hain aur pehle kahan kaam karte the",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "tableau type sales reports for our regional managers",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "logo aur brand identity bhi design karte ho kya",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "can we go pay-as-you-go instead of one lump sum contract",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  {
    q: "kal aapke daftar aana hai milne, pata bhej do poora",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "VAPT audit karwana hai hamari web application ka",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },

  // ambiguous
  {
    q: "suppose after eight months we want to shrink the engineers you assigned us, what notice period applies",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "as someone working for you, which hours of the day am I expected to be reachable",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "our hospital billing counters are a mess and insurance claims get stuck for weeks, ever fixed billing like that for someone",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "can someone review where our IT budget is leaking and what we should cut",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "after I mail my resume, how long until a human actually replies",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we have a branch office in Gwalior, will your engineers come there or only to Bhopal offices",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "where can our finance guy download the invoices and project docs for our current engagement with you",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "who wrote the cloud piece on your blog and when was it published",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "is there any test in your hiring, like a take-home assignment over the weekend",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "our old android app's crash rate is awful, can you rescue it rather than start from zero",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "what interest rate do you charge on a business loan",
    cls: "ambiguous",
    expect: "fallback",
  },
  {
    q: "fees for your python course and do you give a certificate at the end",
    cls: "ambiguous",
    expect: "fallback",
  },

  // multi
  {
    q: "address of your bhopal place plus: could I do the cloud engineer role sitting in Kochi",
    cls: "multi",
    expect: "/contact & /career#cloud-devops-engineer",
  },
  {
    q: "whats the name of your tech head lady and which article on the site did she author",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "can your team do a cross-platform app in flutter, and for a fixed scope what's the starting budget range",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "are you ISO certified yourselves, and do you run phishing simulation trainings for staff",
    cls: "multi",
    expect: "/about|/ & /services/cybersecurity",
  },
  {
    q: "data engineer ka package kitna hai? also do you have any clients in Europe",
    cls: "multi",
    expect: "/career#data-engineer & /#global-presence|/about",
  },
  {
    q: "company kab shuru hui thi aur office ka full address kya hai",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "can you keep our cloud data inside India, and what does your privacy policy say about where my form details are stored",
    cls: "multi",
    expect: "/services/cloud-solutions & /legal/privacy",
  },
  {
    q: "kubernetes setup bhi karte ho? aur devops engineer job ke liye kitne saal ka experience chahiye",
    cls: "multi",
    expect: "/services/devops & /career#cloud-devops-engineer",
  },
  {
    q: "done any work for a fintech? and can you help us follow RBI rules on where data is kept in the cloud",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cloud-solutions",
  },
  {
    q: "three things: can you do a ux audit of our current app, what does the discovery phase cost, and how quickly will you reply if I message you",
    cls: "multi",
    expect: "/services/ui-ux-design & /services#pricing|/contact & /contact",
  },
  {
    q: "do you work with Power BI, and have you done demand forecasting around festivals for anyone",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "hiring any UX designers right now? what are the interview rounds like",
    cls: "multi",
    expect: "/career#product-designer & /career#hiring-process",
  },

  // unanswerable
  {
    q: "if we stop the discovery phase halfway through, do we get part of the money back",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we pay your invoices by credit card or is it bank transfer only",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you come for campus placements at MANIT or other bhopal engineering colleges",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you provide cab drop for the night shift people in the SOC",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a service bond or training bond for new joiners",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could you build us an apple watch or wear os companion app for our fitness brand",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "roughly what share of your engineers quit last year, what is the attrition like",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "on which date of the month does salary get credited to staff accounts",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "when someone new joins, how many months of probation do they serve before being confirmed",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "those twelve hospitals where you did the patient records and video consults, which group is it, can I call their IT head as a reference",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I'll drive over for the meeting, can I leave my car in your building's basement",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "my father uses a wheelchair, can he get up to your third floor easily for the meeting",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "which team won the 2011 cricket world cup final and who hit the winning six",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "Bhopal se Indore ki bus ka kiraya kitna hai aajkal", cls: "off-topic", expect: "fallback" },
  {
    q: "suggest a cute name for my new pet tortoise, she is very slow",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how many glasses of water should a grown man drink in a hot Indian summer",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "poha kaise banate hain kam tel mein, step by step batao",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "aadhaar card mein address kaise update karein", cls: "off-topic", expect: "fallback" },
];

/**
 * The sixty-fourth held-out set, written on 2026-12-03 (session 49) by someone who did not run the
 * chat, none of its questions 75 % alike to a tuning one (at most 0.716), and scored once at the
 * end of that round's tuning (72/90, 80.0 %, two confident wrong answers); tuning data since.
 */
const sixtyFourthHeldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "that hospital group you did the software for, after go-live how many days did insurance claims take to get settled",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "the clothing chain whose online shop you rebuilt for diwali sales, how quick do its pages open on a phone now",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "data engineering vacancy: I've worked with Prefect and a bit of Dagster but never touched Airflow, am I still eligible?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "for the SOC job is it fixed day timing or rotating shifts? any extra allowance paid for that",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "according to your cybersecurity best practices blog post, what's the deadline for fixing critical bugs on public facing servers",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "your 2027 cloud trends write-up says tagging and shutting off idle envs saves what percentage on the first year's bill?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "suppose I'm not satisfied with how you handled my personal info, is there a government board I can escalate to?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if there's a dispute over the website do you want us to write to you before going to court, and how long do you get to sort it out",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "wich gulf states r ur clints in",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "in the delivery timeline on your services page, which step is the one where designers show a clickable mock-up",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "what year did nexora do its first big migration to amazon web services",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "no role matches my profile right now, if I mail a general application how many months will you keep it on file",
    cls: "unreachable",
    expect: "/career",
  },

  // long
  {
    q: "Namaste, we are a 30 year old family textile business in Surat and my son keeps telling me that our present website is very slow on mobiles and nobody finds it on Google, so can your people make us a proper fast website that comes up in searches?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "We're a mid-sized NBFC in Mumbai and after an incident last quarter where someone in accounts clicked a dodgy link in an email, the board wants an outside firm to run fake phishing mails and short trainings for roughly 200 staff, is this something your company takes on?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "I have around six years of experience building products with React, Node and Postgres at a startup in Lucknow and I also mentor a couple of juniors, I'm looking for a lead role which is hybrid rather than fully office, do you have something like that and what's the pay range?",
    cls: "long",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "Our CFO nearly fainted when this month's AWS invoice arrived, we have test and staging servers running the whole night, nobody knows which team owns what and the number just keeps going up every month, can you help us get this spend under control?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "My co-founder and I are both from a sales background, we closed a small angel round last month and everyone tells us we need an experienced tech person guiding decisions part time until we can afford a full time CTO, would you people do that kind of arrangement?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Before we go any further I want to understand how your charging works, because the last agency we hired kept sending extra bills every month for things we thought were included, so is there some way to agree the total amount and dates before work begins?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Next Sunday-Monday I'm travelling to Bhopal for a family function and would love to pop over and meet your people about a small job we have in mind, what's the exact location and are you open on the Saturday before?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We're a regional spice distributor and every month the sales team and the warehouse fight over whose excel numbers are correct, what the owner really wants is one screen with figures everybody believes, refreshed automatically, who at your end handles that?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I'm a UX designer with four years in fintech, currently based in Kochi, and I really don't want to shift cities because of my parents, so is your design opening fully remote and roughly what salary does it offer?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "Every purchase request in our plant still travels on paper and sits for almost a week collecting four signatures, and the MD now wants the entire approval chain moved onto laptops and phones, which of your teams handles that?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We'd like an internal bot that answers staff questions from our HR policy documents, but our legal head keeps reading about companies leaking data to chatgpt, so would our documents end up being used to train somebody else's model if you build it?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "A freelancer built our inventory and quoting app in Java back in 2014, he has since moved abroad and nobody here understands the code anymore, can your team take over that existing codebase and carry on developing it?",
    cls: "long",
    expect: "/services/software-development",
  },

  // typo
  {
    q: "zero trust netwrok desgin and complaince for soc2",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "ur bhopal offfice kis bilding mein hai, hoshangabad rd pe?",
    cls: "typo",
    expect: "/contact",
  },
  { q: "ci/cd pipleine and infra as cod with terraform", cls: "typo", expect: "/services/devops" },
  {
    q: "andriod + ios ap for our gym membrs, can u bild it?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "curent job opnings and how to aplly", cls: "typo", expect: "/career" },
  {
    q: "artical about taking AI pilots to producton",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },
  {
    q: "securty infrastucture overhal for the fintek, case studdy",
    cls: "typo",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "can u do a usabilty reveiw of our exsting dashbord and give a list of fixes",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "multi speciality hospitals wala projct - telemedcine and patient recrds",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  { q: "discovrey phase prise and duraton", cls: "typo", expect: "/services#pricing" },
  {
    q: "it infrastucture netwrok and helpdesk suport",
    cls: "typo",
    expect: "/services/it-infrastructure",
  },
  {
    q: "nexora ko kisne strat kiya tha aur kab, thoda histry batao",
    cls: "typo",
    expect: "/about",
  },

  // vocabulary
  {
    q: "can u make a food delivery app like swiggy or zomato",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "need VAPT done for our web app and APIs",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "bhai nexora mein abhi koi opening hai kya? job dhoondh raha hoon",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "ek average project ka budget kitne lakh ka hota hai aapke yahan",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "can you shift our stuff from a godaddy server to amazon",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "want monthly MIS reports for management, tableau type",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "is mediclaim just for me, or are my spouse, kids and my old parents also covered",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "we want to get rid of rubber stamps and physical files in our office",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  { q: "landline no. of your company?", cls: "vocabulary", expect: "/contact" },
  {
    q: "hamare SOPs aur manuals padh ke jawab dene wala AI assistant bana sakte ho?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "logo aur brand colours bhi bana dete ho kya",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "main branch mein merge hote hi production pe khud release ho jaye, aisa pipeline bana doge?",
    cls: "vocabulary",
    expect: "/services/devops",
  },

  // ambiguous
  {
    q: "after I submit the get-a-quote form, for how many months is my info retained on your side",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "for staff, is it a fixed 9 to 6 day or do you have core hours with flexi timing?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "can you move us to office 365 from our old mail server",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can GST billing and invoices be built into the custom software you make for us",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "as an employee, will the company reimburse the fee for my AWS certification exam",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "will you support Hindi on our new website as well as English",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "we need ISO certification for our lending startup, can you get us through it",
    cls: "ambiguous",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "migration of ten years of sales history out of old excel sheets into one clean place for reports",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "will our booking app be closed for a day while you shift it to AWS",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "can you process our supplier invoices automatically instead of typing them in",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "do we pay the full amount upfront or in parts as work progresses",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "where on your website are previous bills for our ongoing project visible to our finance team",
    cls: "ambiguous",
    expect: "/login",
  },

  // multi
  {
    q: "call karna hai, number kya hai? also flutter apps bhi banate ho?",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "who is your CTO, and is the cloud devops job work from home",
    cls: "multi",
    expect: "/about & /career#cloud-devops-engineer",
  },
  {
    q: "fixed price projects ka range kya hai? aur wordpress sites banate ho?",
    cls: "multi",
    expect: "/services#pricing & /services/web-development",
  },
  {
    q: "do you do pen tests for mobile and API, and have you done security work for any fintech?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "any tracking cookies when I browse here? and if there's a legal fight over the site, which courts handle it",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "got any blog on moving AI from pilot to real use? also can you build product recommendations for my store",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "which payment gateway did the fashion retailer's site use, and do you test designs with real users?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/ui-ux-design",
  },
  {
    q: "investors ke liye technical due diligence karte ho? aur cyber security wala blog kisne likha",
    cls: "multi",
    expect: "/services/it-consulting & /blog/cybersecurity-practices",
  },
  {
    q: "walk me through your steps from kickoff to launch, how many staff do you have, and where is the office",
    cls: "multi",
    expect: "/services#process & /about & /contact",
  },
  {
    q: "do you set up office wifi and firewalls? also which european countries are your clients in",
    cls: "multi",
    expect: "/services/it-infrastructure & /",
  },
  {
    q: "powerbi dashboards you make? plus in the FMCG forecasting case, by what % did stock-outs fall",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "was there any downtime when the logistics firm moved to the cloud? and what does your discovery phase cost",
    cls: "multi",
    expect: "/projects/cloud-migration & /services#pricing",
  },

  // unanswerable
  {
    q: "is the Lakeview Tech Centre office accessible by wheelchair, is there a lift to the 3rd floor",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you appraised at any CMMI maturity level, and which one",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could your team write solidity smart contracts for a crypto token we are launching",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what is the company policy on paid maternity and paternity leave",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before I explain my app idea on a call, will your side sign a non disclosure agreement",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there an employee stock ownership plan for senior engineers joining now",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sell any ready-made product of your own, like a payroll or HRMS subscription we can just buy",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can your studio make a 3D multiplayer game in Unity or Unreal for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many stars do clients give you on Clutch and on your Google business listing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora have a CSR wing or donate to any NGO",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if we stop the engagement after two months, is any part of the money returned",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora raised VC money, and which funds or angels own a stake",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "mall road bhopal kal ka weather forecast kya hai, chhata le jaun?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "who won last night's india australia odi and by how many runs",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "paneer butter masala restaurant style kaise banate hain ghar pe",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write me a sick leave letter to the principal of my son's school for three days",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "passport renewal ke liye bhopal mein appointment kaise milta hai",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "suggest a good 5g smartphone under 20k with a decent camera",
    cls: "off-topic",
    expect: "fallback",
  },
];

export const tuning: readonly EvalQuestion[] = [
  ...formerHeldOut,
  ...secondHeldOut,
  ...thirdHeldOut,
  ...fourthHeldOut,
  ...fifthHeldOut,
  ...sixthHeldOut,
  ...seventhHeldOut,
  ...eighthHeldOut,
  ...ninthHeldOut,
  ...tenthHeldOut,
  ...eleventhHeldOut,
  ...twelfthHeldOut,
  ...thirteenthHeldOut,
  ...fourteenthHeldOut,
  ...fifteenthHeldOut,
  ...sixteenthHeldOut,
  ...seventeenthHeldOut,
  ...eighteenthHeldOut,
  ...nineteenthHeldOut,
  ...twentiethHeldOut,
  ...twentyFirstHeldOut,
  ...twentySecondHeldOut,
  ...twentyThirdHeldOut,
  ...twentyFourthHeldOut,
  ...twentyFifthHeldOut,
  ...twentySixthHeldOut,
  ...twentySeventhHeldOut,
  ...twentyEighthHeldOut,
  ...twentyNinthHeldOut,
  ...thirtiethHeldOut,
  ...thirtyFirstHeldOut,
  ...thirtySecondHeldOut,
  ...thirtyThirdHeldOut,
  ...thirtyFourthHeldOut,
  ...thirtyFifthHeldOut,
  ...thirtySixthHeldOut,
  ...thirtySeventhHeldOut,
  ...thirtyEighthHeldOut,
  ...thirtyNinthHeldOut,
  ...fortiethHeldOut,
  ...fortyFirstHeldOut,
  ...fortySecondHeldOut,
  ...fortyThirdHeldOut,
  ...fortyFourthHeldOut,
  ...fortyFifthHeldOut,
  ...fortySixthHeldOut,
  ...fortySeventhHeldOut,
  ...fortyEighthHeldOut,
  ...fortyNinthHeldOut,
  ...fiftiethHeldOut,
  ...fiftyFirstHeldOut,
  ...fiftySecondHeldOut,
  ...fiftyThirdHeldOut,
  ...fiftyFourthHeldOut,
  ...fiftyFifthHeldOut,
  ...fiftySixthHeldOut,
  ...fiftySeventhHeldOut,
  ...fiftyEighthHeldOut,
  ...fiftyNinthHeldOut,
  ...sixtiethHeldOut,
  ...sixtyFirstHeldOut,
  ...sixtySecondHeldOut,
  ...sixtyThirdHeldOut,
  ...sixtyFourthHeldOut,
  ...probes,
  // 1. Content the old chat could not reach
  { q: "data residency in india", cls: "unreachable", expect: "/services/cloud-solutions" },
  { q: "brand and visual identity", cls: "unreachable", expect: "/services/ui-ux-design" },
  {
    q: "can you take over an existing codebase",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  { q: "who owns the code", cls: "unreachable", expect: "/services/software-development" },
  { q: "salary for data engineer", cls: "unreachable", expect: "/career" },
  { q: "are there remote jobs", cls: "unreachable", expect: "/career" },
  { q: "how do I apply", cls: "unreachable", expect: "/career" },
  { q: "what are the steps of your process", cls: "unreachable", expect: "/services#process" },
  { q: "which regions do you serve", cls: "unreachable", expect: "/#global-presence" },
  { q: "do you use cookies", cls: "unreachable", expect: "/legal/privacy" },
  { q: "which court handles disputes", cls: "unreachable", expect: "/legal/terms" },
  { q: "native or cross platform", cls: "unreachable", expect: "/services/mobile-development" },
  { q: "do we need kubernetes", cls: "unreachable", expect: "/services/devops" },
  {
    q: "will you publish our app on play store",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "upi payments integration",
    cls: "unreachable",
    expect: "/services/software-development|/services/mobile-development",
  },
  {
    q: "gst invoicing and tally connector",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "do you do hindi language processing",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "multilingual website in hindi and english",
    cls: "unreachable",
    expect: "/services/web-development",
  },
  { q: "microsoft 365 setup", cls: "unreachable", expect: "/services/it-infrastructure" },
  {
    q: "technical due diligence for investors",
    cls: "unreachable",
    expect: "/services/it-consulting",
  },
  { q: "fractional cto", cls: "unreachable", expect: "/services/it-consulting" },
  { q: "paperless office", cls: "unreachable", expect: "/services/digital-transformation" },
  {
    q: "how many users do you need for usability testing",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  { q: "what benefits do employees get", cls: "unreachable", expect: "/career" },
  { q: "is there health insurance for staff", cls: "unreachable", expect: "/career" },
  { q: "what is the hiring process like", cls: "unreachable", expect: "/career" },
  { q: "how do existing clients log in to the portal", cls: "unreachable", expect: "/login" },
  {
    q: "zero trust for a fintech",
    cls: "unreachable",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "how soon will we see our first dashboard",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  { q: "do you store my data outside india", cls: "unreachable", expect: "/legal/privacy" },
  {
    q: "tips to protect against ransomware",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  { q: "finops", cls: "unreachable", expect: "/services/cloud-solutions|/blog/cloud-trends" },

  // 2. Long questions that drown the keyword
  {
    q: "hi, I run a small chain of clothing stores and was wondering whether your team could build us an android app",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we are a mid sized manufacturer and honestly nobody here trusts the numbers in our reports, is that something you help with",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "my cousin said you people are good with cloud, we have an old server room that keeps overheating, could we move it",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "I'm not technical at all but I need someone to tell me which software we should buy for our accounts team",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "last month somebody got into our email and sent fake invoices to customers, what should we do now",
    cls: "long",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "we already have a website but it is really slow on phones and does not show up on google",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "our developers spend the whole weekend doing releases and something always breaks, can you help",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "is it possible for you to just do the design and our own developers build it",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we tried an ai pilot last year and it never went anywhere, how do you get it into production",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "if I send you my cv for a job how long before someone gets back to me",
    cls: "long",
    expect: "/career",
  },
  {
    q: "I am an existing customer and I forgot where the link to our project workspace was",
    cls: "long",
    expect: "/login",
  },
  {
    q: "what kind of companies normally hire you, are you only for big enterprises",
    cls: "long",
    expect: "/contact#faq",
  },
  {
    q: "we have an old erp and some apis, would you be able to work with what we already have",
    cls: "long",
    expect: "/contact#faq|/services/devops",
  },
  {
    q: "so basically we want an online store for our spices business, do you do that kind of thing",
    cls: "long",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },

  // 3. Typos
  {
    q: "clowd migraton",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "mobil app developmnt", cls: "typo", expect: "/services/mobile-development" },
  { q: "machin lerning", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "devops piplines", cls: "typo", expect: "/services/devops" },
  { q: "websit design", cls: "typo", expect: "/services/web-development|/services/ui-ux-design" },
  { q: "oppening hours", cls: "typo", expect: "/contact" },
  { q: "adress of office", cls: "typo", expect: "/contact" },
  { q: "carreers", cls: "typo", expect: "/career" },
  { q: "dashbord for sales", cls: "typo", expect: "/services/data-analytics" },
  { q: "cyber securty", cls: "typo", expect: "/services/cybersecurity" },
  { q: "ui ux desgin", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "digital transformaton", cls: "typo", expect: "/services/digital-transformation" },
  { q: "kubernets", cls: "typo", expect: "/services/devops|/services/cloud-solutions" },
  { q: "telephon number", cls: "typo", expect: "/contact" },
  {
    q: "ecomerce website",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },

  // 4. Visitors' words, English and Hinglish
  { q: "our wifi is terrible", cls: "vocabulary", expect: "/services/it-infrastructure" },
  {
    q: "excel sheets everywhere",
    cls: "vocabulary",
    expect: "/services/data-analytics|/services/digital-transformation",
  },
  { q: "do you have customers in the gulf", cls: "vocabulary", expect: "/#global-presence" },
  { q: "work from home jobs", cls: "vocabulary", expect: "/career" },
  { q: "naukri chahiye", cls: "vocabulary", expect: "/career" },
  { q: "app banate ho kya", cls: "vocabulary", expect: "/services/mobile-development" },
  { q: "website banate ho", cls: "vocabulary", expect: "/services/web-development" },
  { q: "aap log kya kya karte ho", cls: "vocabulary", expect: "/services" },
  { q: "phone number kya hai", cls: "vocabulary", expect: "/contact" },
  { q: "sunday ko khula hai kya", cls: "vocabulary", expect: "/contact" },
  { q: "mujhe job chahiye", cls: "vocabulary", expect: "/career" },
  { q: "kitne saal se kaam kar rahe ho", cls: "vocabulary", expect: "/about" },
  { q: "hacker se bachao", cls: "vocabulary", expect: "/services/cybersecurity" },
  { q: "iphone app", cls: "vocabulary", expect: "/services/mobile-development" },
  { q: "power bi reports", cls: "vocabulary", expect: "/services/data-analytics" },
  {
    q: "gen ai assistant for our staff",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "online shop",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "help desk for our office", cls: "vocabulary", expect: "/services/it-infrastructure" },
  {
    q: "laptops keep getting viruses",
    cls: "vocabulary",
    expect: "/services/cybersecurity|/services/it-infrastructure",
  },
  {
    q: "whatsapp integration",
    cls: "vocabulary",
    expect: "/services/software-development|/services/digital-transformation",
  },
  { q: "saudi or qatar clients", cls: "vocabulary", expect: "/#global-presence" },
  { q: "who started the company", cls: "vocabulary", expect: "/about" },
  { q: "what do you guys do", cls: "vocabulary", expect: "/services" },
  { q: "can i talk to a human", cls: "vocabulary", expect: "/contact" },
  { q: "email id please", cls: "vocabulary", expect: "/contact" },
  { q: "where r u based", cls: "vocabulary", expect: "/contact" },
  { q: "google maps directions to your office", cls: "vocabulary", expect: "/contact" },
  { q: "fresher vacancy", cls: "vocabulary", expect: "/career" },
  { q: "soc analyst job salary", cls: "vocabulary", expect: "/career" },
  { q: "security guard job", cls: "vocabulary", expect: "fallback" },
  { q: "client login", cls: "vocabulary", expect: "/login" },
  { q: "forgot my portal password", cls: "vocabulary", expect: "/login" },

  // 5. One ambiguous word that must not pick the wrong topic
  {
    q: "how can we cut our cloud bill",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration|/blog/cloud-trends",
  },
  { q: "how long have you been in business", cls: "ambiguous", expect: "/about" },
  {
    q: "how much does a website cost",
    cls: "ambiguous",
    expect: "/contact#faq|/pricing|/services#pricing",
  },
  { q: "what are your rates", cls: "ambiguous", expect: "/contact#faq|/pricing|/services#pricing" },
  {
    q: "how long does a website take",
    cls: "ambiguous",
    expect: "/services/web-development|/contact#faq",
  },
  { q: "how many employees do you have", cls: "ambiguous", expect: "/about" },
  {
    q: "what are your support hours for critical systems",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/login",
  },
  { q: "how many hours a week do developers work", cls: "ambiguous", expect: "/career|fallback" },
  { q: "do you set up a home office for remote staff", cls: "ambiguous", expect: "/career" },
  { q: "office 365 migration", cls: "ambiguous", expect: "/services/it-infrastructure" },
  { q: "office wifi setup", cls: "ambiguous", expect: "/services/it-infrastructure" },
  { q: "how long does the hiring take", cls: "ambiguous", expect: "/career" },
  {
    q: "how long does a security assessment take",
    cls: "ambiguous",
    expect: "/services/it-consulting|/services/cybersecurity",
  },
  {
    q: "is the discovery phase paid",
    cls: "ambiguous",
    expect: "/contact#faq|/pricing|/services#pricing",
  },
  {
    q: "dedicated team monthly cost",
    cls: "ambiguous",
    expect: "/contact#faq|/pricing|/services#pricing",
  },
  { q: "what does a data engineer earn with you", cls: "ambiguous", expect: "/career" },
  { q: "how old is the company", cls: "ambiguous", expect: "/about" },
  {
    q: "how much data do we need for ai",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "reduce infrastructure costs",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration|/services/it-consulting",
  },
  { q: "what time do you open", cls: "ambiguous", expect: "/contact" },

  // 6. Multi-part questions
  {
    q: "where is your office and are you open on sunday",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "do you do cybersecurity? also are you hiring",
    cls: "multi",
    expect: "/services/cybersecurity & /career",
  },
  {
    q: "how much for a website and how long will it take",
    cls: "multi",
    expect: "/contact#faq|/pricing|/services#pricing & /contact#faq|/services/web-development",
  },
  {
    q: "can you build an ios app, and do you also do the design",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "what's your phone number, and your email?",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "do you work with healthcare clients and do you do data analytics",
    cls: "multi",
    expect: "/projects/healthcare|/contact#faq & /services/data-analytics|/projects/ai-analytics",
  },
  {
    q: "who is your ceo and when was the company founded",
    cls: "multi",
    expect: "/about & /about",
  },
  {
    q: "cloud migration aur devops dono karte ho?",
    cls: "multi",
    expect: "/services/cloud-solutions|/projects/cloud-migration & /services/devops",
  },
  {
    q: "is there a remote role in design; what is the salary",
    cls: "multi",
    expect: "/career & /career",
  },

  // Unanswerable: the site does not say
  { q: "do you make video games", cls: "unanswerable", expect: "fallback" },
  { q: "what is your company's annual revenue", cls: "unanswerable", expect: "fallback" },
  { q: "do you accept bitcoin", cls: "unanswerable", expect: "fallback" },
  { q: "can you repair my printer", cls: "unanswerable", expect: "fallback" },
  { q: "do you build drones", cls: "unanswerable", expect: "fallback" },
  { q: "do you have a franchise programme", cls: "unanswerable", expect: "fallback" },
  { q: "what is your pan number", cls: "unanswerable", expect: "fallback" },
  { q: "sap hana certified consultants on payroll?", cls: "unanswerable", expect: "fallback" },

  // Off-topic
  { q: "who won the cricket match yesterday", cls: "off-topic", expect: "fallback" },
  { q: "tell me a joke", cls: "off-topic", expect: "fallback" },
  { q: "what is the capital of france", cls: "off-topic", expect: "fallback" },
  { q: "can you fix my car", cls: "off-topic", expect: "fallback" },
  { q: "best movie to watch tonight", cls: "off-topic", expect: "fallback" },
  { q: "train timings bhopal to delhi", cls: "off-topic", expect: "fallback" },
  { q: "mera result kab aayega", cls: "off-topic", expect: "fallback" },
  { q: "how to cook dal makhani", cls: "off-topic", expect: "fallback" },
  {
    q: "my neighbour's dog keeps barking all night and I cannot sleep, what should I do about the noise",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "I want to plan a two week holiday in kerala with my family in december, which hotels are good",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "can your team come and paint the walls of our new office before the opening next month",
    cls: "unanswerable",
    expect: "fallback",
  },

  // Added with the fresh held-out set: more long, typo and multi-part questions, and jobs the
  // company does not hire for, written before checking how the chat answers them.
  {
    q: "we run a chain of clinics and the receptionists keep double booking patients, could you make us some kind of booking app for that",
    cls: "long",
    expect: "/services/mobile-development|/services/software-development|/projects/healthcare",
  },
  {
    q: "hello, my father runs a garment export business in tirupur and all his orders are still on paper registers, where would we even start",
    cls: "long",
    expect:
      "/services/digital-transformation|/services/it-consulting|/services/software-development",
  },
  {
    q: "every few weeks our website just goes down for hours and our hosting company keeps blaming us, is this something you look after",
    cls: "long",
    expect:
      "/services/cloud-solutions|/services/web-development|/services/devops|/services/it-infrastructure",
  },
  {
    q: "I have a figma mockup from a freelancer but nobody to actually code it into a working website, is that a job you would take",
    cls: "long",
    expect: "/services/web-development|/services/ui-ux-design",
  },
  {
    q: "we keep hearing that we should be using AI for something but honestly we have no idea where it would help our business",
    cls: "long",
    expect: "/services/ai-machine-learning|/services/it-consulting|/blog/future-of-ai",
  },
  {
    q: "the staff in our branch office keep complaining the internet is slow and the printers never work, can someone sort it out",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  { q: "mobil app devlopment", cls: "typo", expect: "/services/mobile-development" },
  {
    q: "ecomerce websit for my shop",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "machne lerning for predictions", cls: "typo", expect: "/services/ai-machine-learning" },
  {
    q: "firewal setup for office",
    cls: "typo",
    expect: "/services/it-infrastructure|/services/cybersecurity",
  },
  { q: "carrer opportunites", cls: "typo", expect: "/career" },
  { q: "devops consultnt", cls: "typo", expect: "/services/devops" },
  {
    q: "do you make websites, and also where is your office",
    cls: "multi",
    expect: "/services/web-development & /contact",
  },
  {
    q: "can you help with cloud migration plus are you hiring right now",
    cls: "multi",
    expect: "/services/cloud-solutions|/projects/cloud-migration & /career",
  },
  {
    q: "what are your office timings? and whats your phone number?",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "website banate ho aur kitna charge karte ho",
    cls: "multi",
    expect: "/services/web-development & /contact#faq|/pricing|/services#pricing",
  },
  {
    q: "I need a shopping app for my store and how long would that take",
    cls: "multi",
    expect:
      "/services/mobile-development|/projects/ecommerce-platform & /contact#faq|/services/mobile-development",
  },
  { q: "are you hiring drivers", cls: "unanswerable", expect: "fallback" },
  { q: "any vacancy for an accountant", cls: "unanswerable", expect: "fallback" },
  { q: "job for a receptionist", cls: "unanswerable", expect: "fallback" },
];
