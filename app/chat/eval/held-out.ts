import type { EvalQuestion } from "./questions";

/**
 * The ninety-fifth held-out set, written on 2026-12-04 (session 58) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The ninety-fourth
 * set, scored once, is now `ninetyFourthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.749).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "how many online doctor visits happened on the hospital platform during year one",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "logistics AWS job, what size was the Oracle database you shifted and how many minutes did the cutover take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "kurta retailer storefront - median mobile load in seconds post relaunch",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "the lending startup you secured went from how many staff to 300?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "which forecasting library and which BI tool did you pick for the goods distributor dashboards",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "patch timelines recommended in the growing-business security post?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "what percentage off the first year cloud bill do tagging and switching off idle envs usually give, per your trends piece",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "the accounts department example in your AI article keyed in how many bills monthly",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "usability rounds: headcount of participants per round?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "cross platform vs native - what cost saving ballpark do you quote",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "in which year were the data & AI teams formed at nexora",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "outbox copy of an offline submission - days before its auto deleted?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },

  // long
  {
    q: "We run a chain of four clinics in Indore and every branch uses a different booking tool, so patients keep repeating their history. My partner says a big IT firm would be overkill for us. Have you ever connected patient records across several hospitals before?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I'm a non-technical founder, I have a freelancer-built MVP and I'm now looking for a proper agency to take it further. Last time the freelancer kept the repo on his own account and it was a nightmare. If we work with you, whose name is the code under?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "Our ethnic wear brand sells mostly through Instagram and a plugin-based shop that dies every time we run a festive sale. We also have 8 physical outlets and the online stock never matches them. Have you solved something like this for another retailer?",
    cls: "long",
    expect: "/projects/ecommerce-platform|/services/web-development",
  },
  {
    q: "We are a mid-sized auto parts maker near Pithampur, thinking about replacing a bunch of Excel-based processes. Before I take this to my board I need some ballpark. What does the first paid step with you usually cost and how long does it run?",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "I have about two and a half years in a SOC at a bank in Pune, mostly triaging Splunk alerts. I saw you have an analyst opening in Bhopal. Does that position involve night or rotating shifts?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Our CA firm has around 40 laptops, a flaky office Wi-Fi and nobody in-house who handles IT. We are based in Jabalpur, not Bhopal. Would your people actually come to our office if something breaks?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Every Monday our regional managers fight over whose sales sheet is right, and I'm tired of it. We have Tally, a CRM and a mess of spreadsheets. If we started with you, how many weeks until I see a first working dashboard?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Our legal team is nervous about any AI project because of client confidentiality. We handle insurance documents with lots of personal details. Would the documents we give you end up training some big provider's model?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "I'm a bit paranoid about being tracked online and I noticed your site didn't show me a cookie banner. Before I type my company details into your contact form, can you tell me if this site follows me around with analytics?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "We moved to AWS two years ago and nobody really watches the bill; it has nearly doubled since. Half our dev environments probably run all weekend. Is reducing cloud spend something you take on?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "I'm with a small angel syndicate in Mumbai and we're about to invest in a SaaS startup. The founders say their tech is solid but none of us can judge the code. Do you do independent technical reviews for investors?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Our team of six developers has maybe eight services and a new hire keeps insisting we move everything to Kubernetes. I don't want to overcomplicate things. What is your honest take, is it needed at our size?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // typo
  { q: "offce timngs pls, weekend bhi?", cls: "typo", expect: "/contact" },
  {
    q: "pen test retest of fixed issues - chargable or no?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "dedicted squad monthy fee range aprox plz", cls: "typo", expect: "/services#pricing" },
  {
    q: "will ur team handel the app store listng and review for our app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "name of the persn heading technology at nexora", cls: "typo", expect: "/about" },
  {
    q: "helthcare projct me patient waiting kitna kam hua",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  { q: "anual trainng allowance for staf, how much", cls: "typo", expect: "/career" },
  {
    q: "digitization jouney first step recommendation?? we r confused",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "logistcs clowd migraton did trucks stop, any downtym?",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "does my form data get stord outsde india? privcy", cls: "typo", expect: "/legal/privacy" },
  {
    q: "ux desgin only, for an app ur not bulding - posible?",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "artcle about ransomwere and backup rule 3 2 1",
    cls: "typo",
    expect: "/blog/cybersecurity-practices",
  },

  // vocabulary
  {
    q: "do you hire people to try hacking into our app on purpose to find the holes before crooks do",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "kya aap log hospital ke liye appointment aur billing wala software banate ho",
    cls: "vocabulary",
    expect: "/projects/healthcare|/services/software-development",
  },
  {
    q: "we need a part-time tech boss who guides our developers, without hiring a full-time one",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "shuru karne ke liye minimum kitna paisa lagega approx",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  {
    q: "our site should also open in hindi for our customers in MP, can you do that",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "software that reads our vendor bills by itself and only asks a person when unsure",
    cls: "vocabulary",
    expect: "/blog/future-of-ai|/services/ai-machine-learning",
  },
  {
    q: "one screen where all our sales figures sit and refresh on their own",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "when a developer pushes code i want it to go live by itself with no one clicking buttons at midnight",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  { q: "bhai fresher hu, resume kahan mail karun aapko", cls: "vocabulary", expect: "/career" },
  {
    q: "what am I allowed and not allowed to do on this website, the fine print",
    cls: "vocabulary",
    expect: "/legal/terms",
  },
  {
    q: "we're already your customer, where do I check our project progress and bills",
    cls: "vocabulary",
    expect: "/login",
  },
  {
    q: "printer nahi chal raha, wifi bhi slow, aisa office ka support dete ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },

  // ambiguous
  { q: "rates?", cls: "ambiguous", expect: "/services#pricing" },
  { q: "open when", cls: "ambiguous", expect: "/contact" },
  { q: "leadership", cls: "ambiguous", expect: "/about" },
  { q: "past work", cls: "ambiguous", expect: "/projects" },
  { q: "articles", cls: "ambiguous", expect: "/blog" },
  { q: "vacancies", cls: "ambiguous", expect: "/career" },
  { q: "where r u located", cls: "ambiguous", expect: "/contact" },
  { q: "how do you guys work, start to finish", cls: "ambiguous", expect: "/services" },
  { q: "the fintech one", cls: "ambiguous", expect: "/projects/security-infrastructure" },
  { q: "after go-live?", cls: "ambiguous", expect: "/contact|/services" },
  { q: "ML", cls: "ambiguous", expect: "/services/ai-machine-learning" },
  { q: "client sign in", cls: "ambiguous", expect: "/login" },

  // multi
  {
    q: "contact number chahiye, plus flutter mein app banate ho kya",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "who runs the company and what does a fixed price project typically cost",
    cls: "multi",
    expect: "/about & /services#pricing",
  },
  {
    q: "how much did the logistics client save after moving to the cloud, and which clouds do you work with",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "any cookies on this site? also in which city would a legal dispute be heard",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "any designer openings right now? also what does your UX team deliver to clients",
    cls: "multi",
    expect: "/career & /services/ui-ux-design",
  },
  {
    q: "which tools does your analytics practice use, and what happened with the retailer forecasting project",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "who wrote the piece on security habits for small firms, and what is his role at Nexora",
    cls: "multi",
    expect: "/blog/cybersecurity-practices & /about",
  },
  {
    q: "tell me about your CI/CD offering, and is there a post on what's coming in cloud next year",
    cls: "multi",
    expect: "/services/devops & /blog/cloud-trends",
  },
  {
    q: "office address please, and how many interview rounds before an offer",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "how did the clothing store's online revenue change, and how long would a marketing site take us",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "how long does an architecture review take, and how do you deal with staff who resist new processes",
    cls: "multi",
    expect: "/services/it-consulting & /services/digital-transformation",
  },
  {
    q: "what stack was the hospital system built on, and can you pick up a codebase another vendor left half done",
    cls: "multi",
    expect: "/projects/healthcare & /services/software-development",
  },

  // unanswerable
  { q: "how big is the company revenue in crores", cls: "unanswerable", expect: "fallback" },
  {
    q: "tokenisation platform on ethereum, is that something you build",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "maturity appraisal like CMMI - do you have one", cls: "unanswerable", expect: "fallback" },
  {
    q: "we are a charitable trust, any concession in fees?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you have a car park for guests", cls: "unanswerable", expect: "fallback" },
  {
    q: "moving cost support for candidates from other states?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "real identity of the 12-hospital chain from the case study?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "unreal engine or unity game studio work?", cls: "unanswerable", expect: "fallback" },
  { q: "what's your yearly staff attrition percentage", cls: "unanswerable", expect: "fallback" },
  { q: "arduino / esp32 firmware work, do you take it", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there an NDA template you send before we share our idea",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "employee equity plan at nexora?", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "chole bhature banane ka tarika batao", cls: "off-topic", expect: "fallback" },
  { q: "india vs pakistan match score today", cls: "off-topic", expect: "fallback" },
  { q: "lyrics of a bollywood song from the 90s", cls: "off-topic", expect: "fallback" },
  { q: "what should i name my new golden retriever puppy", cls: "off-topic", expect: "fallback" },
  { q: "derivative of sin x times cos x", cls: "off-topic", expect: "fallback" },
  { q: "suggest a honeymoon destination in kerala", cls: "off-topic", expect: "fallback" },
];
