import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the ninth: written on 2026-11-23 (session 21) by someone who did not read or
 * run the chat, from the site's content (app/content, app/site.ts, app/routes and SPEC.md), before
 * that round's tuning. The eighth set, scored once, is now `eighthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
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
