import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-seventeenth held-out set, written on 2026-12-05 (session 64) by someone who does
 * not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-sixteenth set, scored once, is now `hundredAndSixteenthHeldOut` in questions.ts.
 * None of its questions is 75 % alike to a tuning question (character bigrams, punctuation
 * dropped; at most 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "roughly how many hospital employees had to be trained when that multi-branch hospital software went live?",
    cls: "unreachable",
    expect: "/projects/healthcare#results-title|/projects/healthcare",
  },
  {
    q: "That kurta and saree retailer you rebuilt: once it was live, how many seconds did a page take over mobile data, median?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform#results-title",
  },
  {
    q: "For the RBI-regulated lender you secured, how quickly do they now spot an incident, median?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure#results-title",
  },
  {
    q: "In the FMCG forecasting job, the planners' numbers used to lag a week behind. What lag did you bring that down to?",
    cls: "unreachable",
    expect: "/projects/ai-analytics#results-title",
  },
  {
    q: "Say your testers flag holes and our developers close them. Is a verification round afterwards included or billed separately?",
    cls: "unreachable",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "If we hand you an app another vendor half-built, how long is the first review before you start coding?",
    cls: "unreachable",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "What exactly do we walk away with at the end of step two of your six-step method?",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "In which year did Nexora set up its cloud and DevOps team?",
    cls: "unreachable",
    expect: "/about#story|/about",
  },
  {
    q: "going cross platform instead of two native apps, about how much cheaper does it usually come out?",
    cls: "unreachable",
    expect: "/services/mobile-development#questions-title",
  },
  {
    q: "is the machine learning proof-of-value stage a few days or a few months? trying to plan our Q2",
    cls: "unreachable",
    expect: "/services/ai-machine-learning#delivery",
  },
  {
    q: "After a new website goes live, when do you sit down with us to look at how it performed?",
    cls: "unreachable",
    expect: "/services/web-development#delivery",
  },
  {
    q: "If we sign for a long-running squad and later must cut two people for budget reasons, what lead time do you need?",
    cls: "unreachable",
    expect: "/services#pricing",
  },

  // long
  {
    q: "Hi, I handle operations at a mid-size auto parts manufacturer near Indore. We have SAP for accounts, an old inventory tool a contractor wrote in 2012, and honestly a lot of Excel sheets. My boss is worried that any new vendor will want to rip everything out and start fresh, which we cannot afford. Are you able to build on top of what we already run?",
    cls: "long",
    expect: "/contact#faq",
  },
  {
    q: "So last year we paid a freelancer agency to build our booking product and when we parted ways they refused to hand over the repository, we had to rebuild half of it. I'm now talking to three firms and being very careful. Before anything else I need to know, if we go with you, whose name is the source code in?",
    cls: "long",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "I'm the IT coordinator for a small group of diagnostic labs. I filled your form on the website about an hour ago describing what we need, a lab reporting portal mainly. My director keeps asking me what happens next and when someone will call. What is the sequence from your side after a form comes in?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "Our ethnic wear label sells through a Shopify-like plugin store and every Diwali sale it just collapses, pages spin forever and orders get lost. We also have physical outlets and the stock online never matches the shelves. Someone said you did something similar for a clothing chain. Can you tell me how that went?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Our CFO wants me to put a line in next year's budget for outside engineering help. We don't want a one-off project, more like a group of developers and a tester who just stick with our product for a year or more. I don't need an exact quote, just a ballpark monthly figure for something like that.",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "We moved to AWS two years back and at first it was fine. Now the monthly invoice has tripled and nobody in the team can explain why, there are test servers nobody remembers creating. Management is asking whether we should go back on-prem. Is reducing cloud spending something you actually help with?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends#1-finops-becomes-a-habit-not-a-project",
  },
  {
    q: "We're a payments startup, about 150 people now. One of our banking partners just informed us they'll only renew if we have ISO 27001 within the year, and none of us has done this before. We have policies scattered in Google Docs and that's it. Is getting a company through that certification something you do?",
    cls: "long",
    expect: "/services/cybersecurity#questions-title|/projects/security-infrastructure",
  },
  {
    q: "I've spent almost three years in a bank's security operations team doing alert triage on Splunk, night shifts included, so rotations don't scare me. I'm from Bhopal and would like to move back home to be near family. Is there an opening with you that fits someone like me?",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "We're shifting our office to a bigger floor next month, around 80 people. The landlord gives a bare shell, so we need cabling, wifi that actually reaches the corners, a firewall and a couple of meeting rooms with video calls. Our current IT guy is one person and is panicking. Is this something your team takes on?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Quick privacy thing. I was asking your website's chat bot some questions earlier and typed in a few details about an unannounced product of ours without thinking. Now I'm slightly nervous about it. Does what I type there get sent to your servers or to some AI company?",
    cls: "long",
    expect: "/legal/privacy#what-you-send",
  },
  {
    q: "We started working with your team in September on our dispatch app. Our new product manager joined last week and she needs access to where the plan and invoices are kept, but the welcome email seems to have gone to spam and got deleted. How does she get in?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "Three vendors have pitched us completely different ERP replacements and each one of course says theirs is best. The board wants somebody neutral to look at the proposals before we sign a five-year deal. I'd want to be sure whoever reviews it isn't getting a cut from one of them. Would you be that neutral party?",
    cls: "long",
    expect: "/services/it-consulting#questions-title|/services/it-consulting",
  },

  // typo
  {
    q: "saterday ofice half day? til wat tym can i drop by",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "pentst reprot n debreif includd? is retst free",
    cls: "typo",
    expect: "/services/cybersecurity#questions-title|/services/cybersecurity",
  },
  {
    q: "discvery stage rough figr in rupes? b4 full quote",
    cls: "typo",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "u guys use fluter or react natve for aps?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "data engg role - hybrid or wfh? salry band kya h",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "trucking compny moved to aws case, realy zero outage?? how",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "directons to ur hoshangabad rd ofice pls, which flor",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "frst dashbord kitne din me milega roughly",
    cls: "typo",
    expect: "/services/data-analytics#questions-title",
  },
  {
    q: "any traking pixls or analytcs running on this websit??",
    cls: "typo",
    expect: "/legal/privacy#no-cookies|/legal/privacy#summary",
  },
  {
    q: "who foundd nexora, whos the ceo",
    cls: "typo",
    expect: "/about#team|/about",
  },
  {
    q: "4 microservics only - kubernets or managd containrs, ur advise?",
    cls: "typo",
    expect:
      "/services/devops#questions-title|/blog/cloud-trends#5-kubernetes-but-only-where-it-earns-its-keep",
  },
  {
    q: "rag bot for our internl hr handbok possble, wth sources citd?",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },

  // vocabulary
  {
    q: "hamare clinic ke liye patient booking app chahiye, Play Store aur App Store dono pe daalna hai",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hume ek company website banwani hai, kitne hafte lagenge?",
    cls: "vocabulary",
    expect: "/services/web-development#questions-title|/contact#faq",
  },
  {
    q: "Our seed-stage startup needs a CTO-for-hire maybe two days a week. Is that a thing you offer?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "is there an AMC after handover, for bugs and updates?",
    cls: "vocabulary",
    expect: "/contact#faq|/services#process",
  },
  {
    q: "we want to outsource our office helpdesk, printers, laptops, email issues etc",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Can you set up MIS reports for management that pull straight from our ERP instead of manual Excel?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "form mein jo details bharte hain woh data kahan save hota hai, India mein hi?",
    cls: "vocabulary",
    expect: "/legal/privacy#data-location|/legal/privacy#how-we-use-it",
  },
  {
    q: "purchase approval mein paanch din aur chaar signature lagte hain, kaagaz wala system band karke digital karwana hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "40 logon ki firm hai, ransomware ka dar lagta hai, security mein shuruaat kahan se karein bhai?",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "before any coding can we see mockups and a dummy app we can click through?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design|/services#process",
  },
  {
    q: "do you offer a monthly retainer where the same engineers stay on our account?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "designer wali job mein package kitna hai aur ghar se kaam ho sakta hai?",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },

  // ambiguous
  {
    q: "what are the stages after I apply to Nexora, is there a take-home assignment?",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "once we sign, what process do you follow from kickoff until the thing is live?",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "Who actually runs Nexora, the top people, and what are their backgrounds?",
    cls: "ambiguous",
    expect: "/about#team",
  },
  {
    q: "the contact form on this site - is it sent encrypted, and who at your end can read it?",
    cls: "ambiguous",
    expect: "/legal/privacy#security|/legal/privacy#how-we-use-it",
  },
  {
    q: "what can I see once I log in to the portal as a client?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "Am I allowed to quote parts of your articles on my own blog?",
    cls: "ambiguous",
    expect: "/legal/terms#intellectual-property",
  },
  {
    q: "what are my rights if I want you to erase my details?",
    cls: "ambiguous",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "Do you have any write-ups on cloud I can read?",
    cls: "ambiguous",
    expect: "/blog/category/cloud|/blog/cloud-trends",
  },
  {
    q: "Data migration question, not cloud: a decade of billing history sits in a dead legacy tool plus branch Excel files. Can you pull it out, reconcile it and consolidate it?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "do you run fake phishing tests on employees?",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "in which regions of the world do you have customers?",
    cls: "ambiguous",
    expect: "/#global-presence|/about#story|/about",
  },
  {
    q: "scope creep on a fixed quote - our marketing head will 100% add features midway, then what?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },

  // multi
  {
    q: "What is your Bhopal street address? Also we are in Jabalpur, would an engineer visit us in person?",
    cls: "multi",
    expect: "/contact & /services/it-infrastructure#questions-title",
  },
  {
    q: "ballpark in dollars for a fixed-cost build, plus calendar time to launch a corporate website?",
    cls: "multi",
    expect: "/services#pricing & /services/web-development#questions-title|/contact#faq",
  },
  {
    q: "Have you built anything for hospitals? Also do you do user research before designing screens?",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "are you ISO certified, and who heads your security practice?",
    cls: "multi",
    expect: "/|/about#story|/about & /about#team",
  },
  {
    q: "how do I send my application for the cloud devops opening, and can I do it fully remote?",
    cls: "multi",
    expect: "/career#how-to-apply & /career#cloud-devops-engineer",
  },
  {
    q: "does the chat history stay in my browser after I close it, and do you drop any cookies?",
    cls: "multi",
    expect: "/legal/privacy#browser-storage & /legal/privacy#no-cookies",
  },
  {
    q: "What did the demand forecasting work achieve for that distributor, and which BI tools does your analytics team typically use?",
    cls: "multi",
    expect: "/projects/ai-analytics#results-title & /services/data-analytics#technologies-title",
  },
  {
    q: "what's the company's mission, and who is the CTO?",
    cls: "multi",
    expect: "/about#mission & /about#team",
  },
  {
    q: "do you set up CI/CD pipelines? and can I see an example of a big AWS move you handled?",
    cls: "multi",
    expect: "/services/devops & /projects/cloud-migration",
  },
  {
    q: "how long will you hold on to my enquiry data, and if there's a legal dispute, which city's courts?",
    cls: "multi",
    expect: "/legal/privacy#retention & /legal/terms#governing-law",
  },
  {
    q: "Can you make our site bilingual English and Hindi, and separately, can AI transcribe Hindi call recordings?",
    cls: "multi",
    expect: "/services/web-development & /services/ai-machine-learning",
  },
  {
    q: "What happens right after I submit the enquiry form, and is the quote you send legally binding?",
    cls: "multi",
    expect: "/contact#next-steps & /legal/terms#enquiries",
  },

  // unanswerable
  {
    q: "Do you have a branch office in Dubai we could visit?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was your FY2025-26 top line in crores, roughly?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our artist collective wants an NFT minting site with Solidity contracts on Polygon, is that your cup of tea?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can we settle your invoices in USDT stablecoin?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which private equity firm or investors have funded you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a VR training simulator for Meta Quest headsets, have you built those?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is the 12-hospital chain in your case study Apollo or someone else? Which group was it?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Our legal team needs a mutual non-disclosure agreement signed before the intro call, fine with you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Before I join, what's the typical tenure of developers there, do folks leave after a year?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "coming by SUV for Thursday's meeting, is there a basement slot I can use or should I take an auto?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Have you won any NASSCOM awards or Clutch rankings?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you comply with HIPAA for US healthcare clients?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "how far is Sanchi stupa from Bhopal by road?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "my sister's beagle pup needs a name that sounds royal, ideas?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "in football why was that goal disallowed for offside when the striker looked level?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "my thermostat in the US shows 72, what is that in our units back home?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "for my daughter's school project, which author penned Godaan and in what year?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "is the Shatabdi or a sleeper bus better for reaching Jaipur from Delhi on a Friday night?",
    cls: "off-topic",
    expect: "fallback",
  },
];
