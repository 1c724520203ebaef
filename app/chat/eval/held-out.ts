import type { EvalQuestion } from "./questions";

/**
 * The held-out set: 62 questions written on 2026-11-22 before any further change to the chat,
 * from the site's content (services and their FAQs, jobs and benefits, pricing, process, regions,
 * case studies, legal pages) and the people who visit it: Indian and international business
 * owners, job seekers and students. They are not written from the chat's code, its visitor
 * thesaurus or its intents, and avoid the facts and wordings already in the tuning set where the
 * site allows.
 *
 * It is scored by `run.ts --held-out` and `eval.test.ts`; neither prints its questions, and it is
 * never used to change the chat. Its one run after tuning (2026-11-23, commit 257b50b): 40/62
 * (64.5 %), 3 confident wrong answers to unanswerable questions. Now that it has been scored it
 * is no longer held out: move it into `questions.ts` and write a new one before the next round
 * of tuning.
 *
 * Eight questions for each answerable class, eight the site cannot answer, six off-topic ones.
 * Before its first run, eleven questions that turned out to repeat a tuning question almost word
 * for word (the same typos, the same phrase) were replaced by new ones about other facts.
 */
export const heldOut: readonly EvalQuestion[] = [
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
