import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-nineteenth held-out set, written on 2026-12-05 (session 65) by someone who does
 * not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-eighteenth set, scored once, is now `hundredAndEighteenthHeldOut` in
 * questions.ts. None of its questions is 75 % alike to a tuning question (character bigrams,
 * punctuation dropped; at most 0.746).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "trucking client, 6TB oracle db -> amazon: during that sunday night flip how many minutes were systems frozen?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "I'm a QA tester and no posting matches, is a speculative CV welcome and would you hold onto it for later?",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  {
    q: "is there some legal deadline in india for telling the govt about a cyber attack? how many hours",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#prepare-for-the-bad-day",
  },
  {
    q: "jio signal dropped halfway as I pressed submit on the estimate request... is that stuck in my phone somewhere, how many days?",
    cls: "unreachable",
    expect: "/legal/privacy#browser-storage|/legal/privacy#retention",
  },
  {
    q: "does the SOC analyst position involve night duty or shift work, and is there extra pay for it",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "ethical hacking report came back with 14 findings, once our devs close them do your testers verify again free or is it a new invoice",
    cls: "unreachable",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "when you test designs with users, roughly how many people take part each round",
    cls: "unreachable",
    expect: "/services/ui-ux-design#questions-title|/services/ui-ux-design#delivery",
  },
  {
    q: "for the clothing brand's online store you rebuilt, what was the page speed on phones afterwards",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform#results-title",
  },
  {
    q: "how fast should a critical bug on a public facing server get fixed as per your security article",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#patch-quickly-and-know-what-you-run",
  },
  {
    q: "your cloud post mentions tagging resources and shutting dev environments at night, what percent saving does that give",
    cls: "unreachable",
    expect: "/blog/cloud-trends#1-finops-becomes-a-habit-not-a-project",
  },
  {
    q: "who was the very first customer nexora ever had when it was just a few people",
    cls: "unreachable",
    expect: "/about#story",
  },
  {
    q: "how many months or years do you hang on to an enquiry i sent you before wiping it",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },

  // long
  {
    q: "ok so we're a mid sized auto parts manufacturer, everything runs on a couple of old servers in a back room that our one IT guy maintains, the owners finally agreed to go to the cloud but the plant runs two shifts and the production head is terrified the ordering system will go offline for days while you move it, realistically how much downtime are we looking at",
    cls: "long",
    expect: "/services/cloud-solutions#questions-title",
  },
  {
    q: "bit of a mess here honestly, we paid a freelancer to build our booking platform, he did maybe 70% and then stopped responding, the code is on github and it sort of works but nobody on our side understands it, would your team even be willing to pick up someone else's half-finished work",
    cls: "long",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "we're a product company in pune, our roadmap is years long and we don't want to keep hiring and firing contractors, what we'd like is a set of engineers and testers who basically sit with our team long term, what would something like that cost each month ballpark",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "last month one of our accounts people nearly paid a fake vendor invoice after clicking a link in an email that looked completely legit, management now wants everyone to get some kind of practical training so it doesn't happen again, is that something you people run",
    cls: "long",
    expect:
      "/services/cybersecurity#overview|/blog/cybersecurity-practices#train-people-and-make-reporting-easy",
  },
  {
    q: "we're a distributor with maybe six sources of data, tally, a couple of excel trackers, a CRM nobody updates, and the owner wants to see sales by city on his phone, I'm not asking for the whole thing yet, just how many weeks before he sees a first screen of numbers",
    cls: "long",
    expect: "/services/data-analytics#questions-title",
  },
  {
    q: "so suppose I fill in your message form tonight describing our project, then what, who gets back to me, is there a call, and do I need to pay something before you give a proper quote",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "I'm a backend dev with about six years experience thinking of applying, but I've had bad experiences with companies that give a weekend-long assignment and then ghost you, can you walk me through what the interview rounds look like at your place",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "I work in compliance so I'm naturally suspicious, before I type anything into your forms I want to know whether this website runs google analytics or facebook pixel or any tracking scripts in the background",
    cls: "long",
    expect: "/legal/privacy#no-cookies",
  },
  {
    q: "we run three dental clinics and want an app where patients book slots and get reminders, someone told us building separately for iphone and android doubles the cost, another said use one codebase, what does your team suggest and does it save money",
    cls: "long",
    expect: "/services/mobile-development#questions-title",
  },
  {
    q: "our school trust wants a new site before admissions open, just info pages, fee details, a gallery and an enquiry form, nothing fancy, the principal keeps asking me how long such a thing takes from start to going live",
    cls: "long",
    expect: "/services/web-development#questions-title|/contact#faq",
  },
  {
    q: "a group of us angels is about to write a cheque to an early HR-software startup, the founders swear the product is solid but none of us are engineers, could your people audit what they've built and the team behind it before we sign the term sheet",
    cls: "long",
    expect: "/services/it-consulting#overview",
  },
  {
    q: "we'd like to try an AI assistant on our internal contracts and HR policies but legal is worried the documents end up feeding some big tech company's model, how do you handle that",
    cls: "long",
    expect: "/services/ai-machine-learning#questions-title",
  },

  // typo
  {
    q: "can i drop by nexora on a saterday aftrnoon or r u shut by then",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "our andriod app backend needs a hackr style secruity check, u do that?",
    cls: "typo",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "evry1 says use kubernates but we hav just 3 devlopers, overkill?",
    cls: "typo",
    expect:
      "/services/devops#questions-title|/blog/cloud-trends#5-kubernetes-but-only-where-it-earns-its-keep",
  },
  {
    q: "data enginering openng - wrk from home fully or offce sometims?",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "sendng a courier to ur ofice, wat pincode n street do i writ",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "inital 2-3 week study befor the actual buildng, wats the fee",
    cls: "typo",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "helthcare hospitel case study - how much did waitng time go down",
    cls: "typo",
    expect: "/projects/healthcare#results-title",
  },
  {
    q: "'customers also bought' type sugestions for our onlne saree shop, can ur AI team do it",
    cls: "typo",
    expect: "/services/ai-machine-learning#overview",
  },
  {
    q: "we need iso 27001 certifcation for our compny, can u hlep",
    cls: "typo",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "privcy: how do i get u to delte all my data",
    cls: "typo",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "typscript lead devloper post pays how many lakhs anually",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "do yuo provide onsite suport outside bhopal, we r in jabalpur",
    cls: "typo",
    expect: "/services/it-infrastructure#questions-title",
  },

  // vocabulary
  {
    q: "kirana delivery ke liye customer app banwana hai, Samsung aur iPhone wale dono use kar saken",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "chhote business ke liye software banwane mein lagbhag kitne paise lagenge, koi range batao",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "mujhe naukri chahiye, resume kis email pe bhejun?",
    cls: "vocabulary",
    expect: "/career#how-to-apply",
  },
  {
    q: "our 25-seat office keeps losing wifi and laptops need fixing, looking for an AMC vendor to handle all that",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can we rent a part-time CTO from you for a few days a month?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "approval ke liye kaagaz 4 logon ke table pe ghoomta hai, isko digital workflow mein badalna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "kya aap hamare billing software mein UPI aur GST bill wala feature jod sakte ho?",
    cls: "vocabulary",
    expect: "/services/software-development#overview",
  },
  {
    q: "our amazon web services bill has gone crazy, can someone come in and trim the fat",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends#1-finops-becomes-a-habit-not-a-project",
  },
  {
    q: "joining ke baad health policy kitne lakh ki hoti hai, mummy papa ka bhi cover hai?",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "do you guys do branding stuff, like a logo, colours and fonts for a new company",
    cls: "vocabulary",
    expect: "/services/ui-ux-design#overview",
  },
  {
    q: "want a bot that reads our SOP manuals and answers employees' doubts",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning#overview",
  },
  {
    q: "har baar release ke liye poora weekend lagta hai, build-test-deploy automatic karwana hai",
    cls: "vocabulary",
    expect: "/services/devops",
  },

  // ambiguous
  {
    q: "can you set up pipelines that pull data out of our ERP and CRM so finance gets one clean report",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "we need to migrate ten years of old records out of access databases and excel into something we can actually report on",
    cls: "ambiguous",
    expect: "/services/data-analytics#overview",
  },
  {
    q: "once you hand over the finished software, is there support if something breaks or we want small changes",
    cls: "ambiguous",
    expect: "/contact#faq|/services#process",
  },
  {
    q: "before coding starts, do you do any testing where actual customers click through a mock-up",
    cls: "ambiguous",
    expect: "/services/ui-ux-design#delivery|/services/ui-ux-design#questions-title",
  },
  {
    q: "which model works better for us if our requirements keep shifting every few weeks",
    cls: "ambiguous",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "our PM mentioned a portal for tracking progress and bills but I lost the invite email, how do I get in",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "is nexora itself certified for security, or do you only get other companies certified",
    cls: "ambiguous",
    expect: "/|/about#story",
  },
  {
    q: "can your people fix our network issues remotely if we're in gujarat and not MP",
    cls: "ambiguous",
    expect: "/services/it-infrastructure#questions-title",
  },
  {
    q: "for staff, are there fixed hours you must be available, or is timing flexible apart from some window",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "if you send me a quote, am I legally bound to go ahead with it",
    cls: "ambiguous",
    expect: "/legal/terms#enquiries",
  },
  {
    q: "what storage does your website use on my phone, does it save my chat anywhere",
    cls: "ambiguous",
    expect: "/legal/privacy#browser-storage",
  },
  {
    q: "what's your advice on recovery, how often should we actually try restoring our backups",
    cls: "ambiguous",
    expect:
      "/blog/cybersecurity-practices#backups-are-your-last-line-of-defence|/blog/cloud-trends#6-resilience-is-tested-not-assumed",
  },

  // multi
  {
    q: "whose idea was nexora originally, and how long has the firm existed",
    cls: "multi",
    expect: "/about#team & /about#story",
  },
  {
    q: "do you build in flutter, and will you handle getting the app onto the play store for us",
    cls: "multi",
    expect: "/services/mobile-development & /services/mobile-development#questions-title",
  },
  {
    q: "what's the typical price of a fixed-scope project, and how many weeks does a normal project run",
    cls: "multi",
    expect: "/services#pricing & /contact#faq",
  },
  {
    q: "any vacancy for a UX designer right now? also how long from applying to getting an offer",
    cls: "multi",
    expect: "/career#product-designer & /career#hiring-process",
  },
  {
    q: "how much did the logistics company save after the aws move, and what tools did the fintech security project use",
    cls: "multi",
    expect: "/projects/cloud-migration#results-title & /projects/security-infrastructure",
  },
  {
    q: "am I being tracked by pixels while reading these pages? also, under which state's courts would a lawsuit go",
    cls: "multi",
    expect: "/legal/privacy#no-cookies & /legal/terms#governing-law",
  },
  {
    q: "does a small firm really need a data warehouse, and which BI tools do you work with",
    cls: "multi",
    expect:
      "/services/data-analytics#questions-title & /services/data-analytics#technologies-title",
  },
  {
    q: "why do most AI pilots never go live, and do you do a short trial on our data before the full build",
    cls: "multi",
    expect: "/blog/future-of-ai#why-pilots-stall & /services/ai-machine-learning#delivery",
  },
  {
    q: "do you serve customers overseas, like australia or the gulf? and physically where is HQ",
    cls: "multi",
    expect: "/#global-presence & /contact|/about#story",
  },
  {
    q: "can you prepare us for an ISO 27001 audit, and can you keep an eye on threats round the clock",
    cls: "multi",
    expect: "/services/cybersecurity#questions-title & /services/cybersecurity",
  },
  {
    q: "what checks happen before a release goes out, and is there SLA-backed help after launch",
    cls: "multi",
    expect: "/services#process & /services#process|/contact#faq",
  },
  {
    q: "do you take on hospital clients, and what did the patient queue numbers look like after your system",
    cls: "multi",
    expect: "/contact#faq|/projects/healthcare & /projects/healthcare#results-title",
  },

  // unanswerable
  {
    q: "can you code a solidity token and a defi staking dapp for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if we cancel a fixed price project halfway, how much of the money do we get back",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our lawyer drafted a mutual confidentiality agreement, must be countersigned before discussions, ok with you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many stars do reviewers give nexora on third-party vendor directories",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a multiplayer cricket game with unreal engine graphics, doable?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have a white-label arrangement for agencies who want to resell your work",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora raised a seed or series A, and from which VCs",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what profit margin does nexora run at, roughly", cls: "unanswerable", expect: "fallback" },
  {
    q: "we're a section 8 trust working on girls' education, do you reduce fees for non-profits",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "need someone to program microcontrollers on our soil-moisture hardware, STM32 based",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora have a ESOP scheme where engineers get shares after vesting",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you also run instagram ads and edit reels for brands",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "should I carry an umbrella in bhopal this weekend, monsoon forecast?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "compose four lines of shayari about chai and friendship",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "translate 'good morning, how was your trip' into japanese please",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "give me a quick recipe for dal tadka with jeera rice",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how tall is mount everest in metres", cls: "off-topic", expect: "fallback" },
  {
    q: "help me with my python homework, how do i reverse a list",
    cls: "off-topic",
    expect: "fallback",
  },
];
