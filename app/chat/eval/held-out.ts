import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-twenty-fifth held-out set, written on 2026-12-05 (session 68) by someone who
 * does not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-twenty-fourth set, scored once, is now `hundredAndTwentyFourthHeldOut` in
 * questions.ts. None of its questions is 75 % alike to a tuning question (character bigrams,
 * punctuation dropped; at most 0.745).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  {
    q: "your security blog mentions a 3-2-1 thing for backups, what does that stand for?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#backups-are-your-last-line-of-defence",
  },
  {
    q: "Vikram's piece for growing businesses has a 48 hour rule, which systems does that rule cover?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#patch-quickly-and-know-what-you-run",
  },
  {
    q: "telemedicine numbers from the 12-hospital job: how many patients were seen over video in year one?",
    cls: "unreachable",
    expect: "/projects/healthcare#results-title",
  },
  {
    q: "under which key name does the website save my light/dark theme choice in the browser",
    cls: "unreachable",
    expect: "/legal/privacy#browser-storage",
  },
  {
    q: "Oracle to RDS move for the trucking firm: was the cut-over window really under twenty minutes?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "in the RBI-regulated lender story, what is the 15 min figure measuring?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure#results-title",
  },
  {
    q: "demand forecasting for that distributor with 9,000 retailers, did stock-outs actually drop and by how much?",
    cls: "unreachable",
    expect: "/projects/ai-analytics#results-title",
  },
  {
    q: "does CERT-In really want a cyber incident reported within six hours? saw it somewhere on your blog",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#prepare-for-the-bad-day",
  },
  {
    q: "your cloud article talks about running a game day twice a year, what is that about",
    cls: "unreachable",
    expect: "/blog/cloud-trends#6-resilience-is-tested-not-assumed",
  },
  {
    q: "what happens to a quote request I hit send on while my wifi was off",
    cls: "unreachable",
    expect: "/legal/privacy#browser-storage",
  },
  {
    q: "according to the AI post, why do most AI pilots never make it past the demo?",
    cls: "unreachable",
    expect: "/blog/future-of-ai#why-pilots-stall",
  },
  {
    q: "the fashion retailer's shop on phones, what's the median load time after your rebuild",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform#results-title",
  },
  {
    q: "Hi there, I run a mid-sized textile export business in Surat and we've been thinking for a while about getting outside help, mostly because our invoices and purchase approvals are all still on paper and signatures take days. Is this the kind of thing you'd replace with something digital?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "So our CTO left last month and the board is nervous. We're a 40-person SaaS startup and until we hire someone permanent we need somebody senior who can steer the tech decisions a couple of days a week. Do you provide anything like an interim or part-time technology head?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "We got a proposal from another agency that felt vague, so before I talk to anyone at your end I want to understand the money side properly: how do you actually charge, is it a lump sum or by the hour or what, and roughly what ranges should I expect?",
    cls: "long",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "I'm a mother of two working night shifts as a SOC analyst at an MNC in Pune, and I'm exploring a move closer to family in Bhopal. Before anything else I just want to know what medical insurance you give staff and whether it covers parents too.",
    cls: "long",
    expect: "/career#why-work-with-us",
  },
  {
    q: "Our fund is about to put money into a small healthtech company and someone suggested we get an independent look at their code, architecture and engineering team before we sign the term sheet. Is that a service you offer or should I look elsewhere?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "There's an old React Native app of ours, written by a contractor in 2022 who no longer answers calls. Crash reports pile up and the Play Console nags us about store policy updates. Would your team adopt and modernise it, or is a rewrite the only route?",
    cls: "long",
    expect: "/services/mobile-development|/services/software-development#questions-title",
  },
  {
    q: "Just to set expectations internally before our first meeting with you: once I fill in the contact form on your site, what exactly happens after that and how soon will a human get back to me?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "My manager asked me to figure out whether a firm in central India could realistically handle an overseas account like ours. We're based in Melbourne, so do you actually have customers in Australia already or would we be the first?",
    cls: "long",
    expect: "/#global-presence",
  },
  {
    q: "We've had two phishing scares this quarter where staff nearly wired money to a fake vendor, and leadership wants something practical for employees beyond a yearly slideshow. Do you run any kind of staff awareness sessions or fake phishing emails to test people?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "I'm shortlisting vendors for a lending product and our compliance team insists that customer personal data must physically stay inside the country because of RBI rules and the DPDP Act. Can the cloud setups you build keep everything in Indian regions?",
    cls: "long",
    expect:
      "/services/cloud-solutions|/blog/cloud-trends#3-sovereign-and-local-regions-matter-more",
  },
  {
    q: "Before my team commits any budget I'd like to understand how a typical engagement of yours unfolds from the very first meeting all the way to after go-live: what are the stages and what do we have in hand at the end of each one?",
    cls: "long",
    expect: "/services#process",
  },
  {
    q: "Our sales data lives in Tally, a couple of Excel sheets and a Zoho CRM, nobody trusts the weekly numbers, and the MD wants one screen on his phone that shows it all. How many weeks before we'd actually see a first version of something like that?",
    cls: "long",
    expect: "/services/data-analytics#questions-title",
  },
  { q: "is ur ofice open satrday aftrnoon or jst mornin", cls: "typo", expect: "/contact|/login" },
  {
    q: "cn ur team bulid an app that runs on both ios n andriod from one codebse",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "our auditer says we need iso 27001, cn u guide us thru the certfication audit",
    cls: "typo",
    expect: "/services/cybersecurity#questions-title",
  },
  { q: "wher is ur compnay located exactely", cls: "typo", expect: "/contact" },
  {
    q: "evryone says kubernates but we only hav 4 smal servises, is it overkil?",
    cls: "typo",
    expect:
      "/services/devops#questions-title|/blog/cloud-trends#5-kubernetes-but-only-where-it-earns-its-keep",
  },
  {
    q: "confusd betwen azure n google clowd for our erp, hw do u advise on chosing",
    cls: "typo",
    expect: "/services/cloud-solutions#questions-title",
  },
  {
    q: "who ownes the sorce code once u finsh building our software",
    cls: "typo",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "dose nexora.example track vistors wth cookies or google analitics",
    cls: "typo",
    expect: "/legal/privacy#no-cookies",
  },
  {
    q: "ned a brochur site for my clinc, hw much tym from start til its live",
    cls: "typo",
    expect: "/services/web-development#questions-title|/contact#faq",
  },
  { q: "whos the ceo of nexora n wat is his backround", cls: "typo", expect: "/about#team" },
  {
    q: "full stak typescrpit senoir role - pay band n is it hybrid?",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "wil our compny data be used to trian sum1 elses AI modle",
    cls: "typo",
    expect: "/services/ai-machine-learning#questions-title",
  },
  {
    q: "kapde ki dukaan hai, Diwali sale ke liye apni khud ki shopping website chahiye jo hang na ho",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "aapka office Bhopal mein kis jagah pe hai, pura address bhejo",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "helpdesk wala kaam bhi karte ho? office ke computers, printer aur wifi sambhalne ke liye",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "launch ke baad koi gadbad hui toh aap log saath doge ya project dekar gayab?",
    cls: "vocabulary",
    expect: "/contact#faq|/#why-nexora",
  },
  {
    q: "hamare yahan approval ke liye file ek table se doosre table ghoomti rehti hai, isko automate kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "bhai apna biodata bhejna hai nexora mein, subject line mein kya likhun?",
    cls: "vocabulary",
    expect: "/career#how-to-apply",
  },
  {
    q: "before your devs write a single line, will I get to tap through a dummy version of the app on my phone?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design|/services#process|/services/mobile-development#delivery",
  },
  {
    q: "we want an ethical hacker to poke at our web app and APIs and hand us a written report",
    cls: "vocabulary",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "our AWS bill is eating us alive every month, can you shrink it",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends#1-finops-becomes-a-habit-not-a-project",
  },
  {
    q: "Indore se hi kaam karna chahta hoon, koi work-from-home vacancy hai?",
    cls: "vocabulary",
    expect: "/career#open-roles|/career#why-work-with-us",
  },
  {
    q: "hum ek chhota sa startup hain, aap sirf badi companies ke saath kaam karte ho kya?",
    cls: "vocabulary",
    expect: "/contact#faq",
  },
  {
    q: "customer se UPI pe paisa lene wala app chahiye humko",
    cls: "vocabulary",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "is your support actually available 24/7?",
    cls: "ambiguous",
    expect: "/|/login|/services/it-infrastructure#questions-title",
  },
  {
    q: "how do you make sure a migration doesn't take our servers offline?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions#questions-title|/projects/cloud-migration",
  },
  {
    q: "is QA done only at the end or all through the build?",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "can your designers also do our logo, colours and typography for print?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design#overview",
  },
  {
    q: "how safe is whatever I type into your enquiry form?",
    cls: "ambiguous",
    expect: "/legal/privacy#security|/legal/privacy#how-we-use-it",
  },
  {
    q: "will you train our staff on the new system once it's live?",
    cls: "ambiguous",
    expect:
      "/services#process|/services/digital-transformation|/services/software-development#delivery",
  },
  {
    q: "where's the portal sign-in for people already working with you?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "got anything I can read on cloud?",
    cls: "ambiguous",
    expect: "/blog/category/cloud|/blog/cloud-trends",
  },
  {
    q: "what does your website care plan cover each month?",
    cls: "ambiguous",
    expect: "/services/web-development#overview",
  },
  {
    q: "how long does a technology roadmap assessment usually take?",
    cls: "ambiguous",
    expect: "/services/it-consulting#questions-title",
  },
  {
    q: "how long do you hang on to the records of what I sent you?",
    cls: "ambiguous",
    expect: "/legal/privacy#retention",
  },
  {
    q: "which engagement models can we choose between?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "give me a number to call, and also tell me if the data engineer role is hybrid or remote",
    cls: "multi",
    expect: "/contact|/login & /career#data-engineer",
  },
  {
    q: "name of the founder? and the year the company got going?",
    cls: "multi",
    expect: "/about#team & /about#story",
  },
  {
    q: "we want a rider-tracking app for our courier business: cross-platform or native in your view? and what does a fixed-scope build usually cost?",
    cls: "multi",
    expect: "/services/mobile-development#questions-title & /services#pricing",
  },
  {
    q: "is your own company ISO 27001 certified, and could you get us certified as well?",
    cls: "multi",
    expect: "/about#story|/ & /services/cybersecurity#questions-title",
  },
  {
    q: "does this site drop cookies, and how long is my contact message kept?",
    cls: "multi",
    expect: "/legal/privacy#no-cookies & /legal/privacy#retention",
  },
  {
    q: "have you done work for hospitals? and for lenders or banks?",
    cls: "multi",
    expect: "/projects/healthcare & /projects/security-infrastructure",
  },
  {
    q: "how much is the discovery phase, and who owns the code you write afterwards?",
    cls: "multi",
    expect:
      "/services#pricing|/contact#next-steps & /services/software-development#questions-title",
  },
  {
    q: "which cloud platforms do you work with, and do you set up CI/CD pipelines?",
    cls: "multi",
    expect: "/services/cloud-solutions|/#why-nexora & /services/devops",
  },
  {
    q: "which court handles disputes with you, and how do I get my data deleted?",
    cls: "multi",
    expect: "/legal/terms#governing-law & /legal/privacy#your-rights",
  },
  {
    q: "how many weeks is the hiring process, and is pay negotiable or banded?",
    cls: "multi",
    expect: "/career#hiring-process & /career#why-work-with-us",
  },
  {
    q: "can you build Power BI dashboards, and also forecast demand with machine learning?",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "who heads your security practice, and what's the company's mission?",
    cls: "multi",
    expect: "/about#team & /about#mission",
  },
  {
    q: "can I get the full names of the five engineers who founded the company?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a small trust running village schools near Sehore, any pro bono work or reduced fee?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's Nexora's D-U-N-S number for our vendor onboarding form?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you carry cyber liability cover that would pay out if your team caused a breach on our side?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many of the 120 staff sit in Indore versus Bhopal?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "moving with family from Kolkata if I land the SOC job, is there a shifting allowance or a company flat for the first month?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a Nexora app on the Play Store I can download?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which Bhopal engineering colleges do you recruit freshers from?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the minimum contract length for your monthly helpdesk plan?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does Arjun Mehta have any conference talks lined up in 2027?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could a state PSU procure your services through the Government e-Marketplace portal?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which bank do you hold your current account with, for our wire transfer?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how do I renew an Indian passport that expires next month",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "give me a 20 minute home workout without any equipment",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "explain photosynthesis like I'm ten", cls: "off-topic", expect: "fallback" },
  { q: "what's 98.6 fahrenheit in celsius", cls: "off-topic", expect: "fallback" },
  { q: "tips for growing tomatoes on a balcony in summer", cls: "off-topic", expect: "fallback" },
  { q: "suggest three names for my golden retriever puppy", cls: "off-topic", expect: "fallback" },
];
