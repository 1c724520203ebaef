import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-twenty-third held-out set, written on 2026-12-05 (session 67) by someone who
 * does not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-twenty-second set, scored once, is now `hundredAndTwentySecondHeldOut` in
 * questions.ts. None of its questions is 75 % alike to a tuning question (character bigrams,
 * punctuation dropped; at most 0.747).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  {
    q: "freight client's core Oracle DB flip to RDS: minutes taken, start to finish?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "what uptime did the logistics client actually get in the first year on the new cloud setup",
    cls: "unreachable",
    expect: "/projects/cloud-migration#results-title",
  },
  {
    q: "count of telemedicine calls in the first twelve months after the 12-hospital roll-out?",
    cls: "unreachable",
    expect: "/projects/healthcare#results-title",
  },
  {
    q: "after the fashion store rebuild, how quick do the product pages open on a phone?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform#results-title",
  },
  { q: "where did Arjun work before he set up Nexora?", cls: "unreachable", expect: "/about#team" },
  {
    q: "is the guy heading your security practice an actual ethical hacker or lead auditor?",
    cls: "unreachable",
    expect: "/about#team",
  },
  {
    q: "once we've fixed what your testers flagged, is a second round included or billed extra?",
    cls: "unreachable",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "honestly do we even need snowflake or bigquery, or would plain postgres do for our reporting?",
    cls: "unreachable",
    expect: "/services/data-analytics#questions-title",
  },
  {
    q: "the FMCG distributor's numbers used to be a week stale, what did you get that down to?",
    cls: "unreachable",
    expect: "/projects/ai-analytics#results-title",
  },
  {
    q: "in the growing-business security guide, what's the deadline for fixing critical holes on public servers?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#patch-quickly-and-know-what-you-run",
  },
  {
    q: "we have a godown in Sagar district, can a technician physically come there when the network breaks?",
    cls: "unreachable",
    expect: "/services/it-infrastructure#questions-title",
  },
  {
    q: "roughly how much money does going cross-platform save compared to building two native apps?",
    cls: "unreachable",
    expect: "/services/mobile-development#questions-title",
  },
  {
    q: "We're a mid-sized manufacturer in Indore and our ERP plus a bunch of old servers sit in a cupboard downstairs, the hardware is due for replacement next year, and management keeps asking me whether moving it all to the cloud means the factory systems go down for a day or two. What's your approach?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "hi, I run a small D2C skincare label and we have a rough idea for an app and a new site, but honestly the scope isn't settled and will keep shifting as we test with customers, so which way of paying you makes sense for us and what would a typical month cost us?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I'm a product designer with about four years in Figma, living in Nagpur, and I can't move to Bhopal right now because of family, so I wanted to check whether the design opening on your site lets me work from home and what kind of salary range you're offering for it.",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "Our company went from 30 to 150 people in eighteen months, we still keep passwords in a shared sheet and everyone sits on one VPN, and now a big customer says we need ISO 27001 before they renew. Have you helped anybody who was in a mess like this before?",
    cls: "long",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "before I type anything confidential into this little chat window I'd like to understand where my messages actually end up, are they being shipped to some AI company in America or saved on a server somewhere, because our legal people are really strict about this stuff",
    cls: "long",
    expect: "/legal/privacy#what-you-send",
  },
  {
    q: "Last year we ran a chatbot proof of concept that the board absolutely loved, but it never went live and now nobody really owns it. People tell me this happens all the time. Have you written anything about why these experiments die off and how to actually get one into daily use?",
    cls: "long",
    expect: "/blog/future-of-ai#why-pilots-stall|/blog/future-of-ai#a-practical-path-to-production",
  },
  {
    q: "So suppose I fill in your form tonight about a booking platform for our chain of salons, what happens after that exactly, who gets back to me and how soon, and is there some kind of paid study phase before your people start building anything for us?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "I look after IT for a group of clinics across three cities and every one of them runs its own appointment and billing software, so patients repeat their history each visit and insurance claims get stuck for weeks. Have you built anything that brings all of this together in one place?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "my sales team wastes every Monday fighting about whose spreadsheet is right, we've got Tally, a CRM and a heap of excel files lying around, and what I really want is one dashboard managers can open on their phones, so how long before we'd see a first version working?",
    cls: "long",
    expect: "/services/data-analytics#questions-title",
  },
  {
    q: "We install rooftop solar and our current website is ancient, crawls on mobile and barely appears on Google. We'd like a fresh marketing site that our own office staff can update without ringing a developer every time. Realistically, how many weeks does something like that take with you?",
    cls: "long",
    expect: "/services/web-development#questions-title|/contact#faq",
  },
  {
    q: "the last agency we hired basically vanished the day after our app went live and we were stuck with bugs for months with nobody to call, so before we sign anything with anyone I really need to know whether you stay around after delivery and what that arrangement looks like",
    cls: "long",
    expect: "/contact#faq",
  },
  {
    q: "We already have a half-finished SaaS product that a couple of freelancers wrote over two years. It works, but the code is messy and nobody wants to touch it. Could your team adopt it and keep building on top of it instead of throwing it away and starting again from zero?",
    cls: "long",
    expect: "/services/software-development#questions-title",
  },
  { q: "is the ofice open saterday afternon or only mornings", cls: "typo", expect: "/contact" },
  {
    q: "need a pentst of our mobil app and API, do u do thta",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "can yuo make an app for both iphone n andorid for my restaurent",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "hoshangabad raod office, whcih floor r u on", cls: "typo", expect: "/contact" },
  {
    q: "want machne lerning to forcast our stok demend",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "evry prodution push is a weekend of stres for my devs, help us ship smal chnages dailly?",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "carreer openigns at nexora", cls: "typo", expect: "/career#open-roles" },
  {
    q: "redesing our clunky dashbord, do u do user resarch and testng?",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "r u guys loging my visits thru google analitycs or simlar trakers",
    cls: "typo",
    expect: "/legal/privacy#no-cookies",
  },
  {
    q: "the trukking compny cloud move, how much did they save on infra",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "name of ur tech cheif who handles enginering, data n ai?",
    cls: "typo",
    expect: "/about#team",
  },
  {
    q: "pricee of the intial discovrey stage befor the real project?",
    cls: "typo",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "mujhe apni dukaan ke liye ek android app chahiye, aap develop karoge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hamari website bahut slow hai aur google pe dikhti nahi, kya aap theek kar sakte ho",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "need a VAPT report for our bank partner, can your team do the testing",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "looking for an outsourced IT guy to babysit our office wifi, laptops and printers",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we're non-technical founders and want a tech head a couple of days a month, not a full-time hire",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "can you build a RAG bot over our internal PDFs and SOPs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our AWS bill is insane, can someone trim it",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends#1-finops-becomes-a-habit-not-a-project",
  },
  {
    q: "MIS reports for management are done by hand every month, automate karna hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "approvals in our office still go on file with stamp and signature, want to go paperless",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "paisa kitna lagega roughly, koi price list hai?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "devops wale role mein package kitna milega",
    cls: "vocabulary",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "who holds the IP rights on the code you write for us",
    cls: "vocabulary",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "protection from hackers pls",
    cls: "ambiguous",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  { q: "open now?", cls: "ambiguous", expect: "/contact" },
  { q: "jobs", cls: "ambiguous", expect: "/career" },
  {
    q: "that cloud thing",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration|/blog/cloud-trends",
  },
  { q: "how pricey", cls: "ambiguous", expect: "/services#pricing" },
  { q: "people behind it", cls: "ambiguous", expect: "/about#team" },
  {
    q: "ai stuff u do",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  { q: "that clinic project", cls: "ambiguous", expect: "/projects/healthcare" },
  { q: "reviews", cls: "ambiguous", expect: "/#testimonials" },
  { q: "where are your customers", cls: "ambiguous", expect: "/#global-presence" },
  { q: "where do current clients log on", cls: "ambiguous", expect: "/login" },
  { q: "your steps", cls: "ambiguous", expect: "/services#process" },
  {
    q: "what's your email id, and who is the CTO there?",
    cls: "multi",
    expect: "/contact & /about#team",
  },
  {
    q: "what does the fixed price option usually cost, and can you show me a retail project you've done?",
    cls: "multi",
    expect: "/services#pricing & /projects/ecommerce-platform",
  },
  {
    q: "do you run pen tests, and what are your head of security's qualifications?",
    cls: "multi",
    expect: "/services/cybersecurity#questions-title & /about#team",
  },
  {
    q: "any remote openings right now, and how does your interview process go?",
    cls: "multi",
    expect: "/career#open-roles & /career#hiring-process",
  },
  {
    q: "does this site put cookies on my browser, and how long do you hold on to a message I send through the form?",
    cls: "multi",
    expect: "/legal/privacy#no-cookies & /legal/privacy#retention",
  },
  {
    q: "which of your blog posts talks about kubernetes, and do you also offer devops help?",
    cls: "multi",
    expect: "/blog/cloud-trends#5-kubernetes-but-only-where-it-earns-its-keep & /services/devops",
  },
  {
    q: "how old is the company, and can I drop by in person, where do you sit?",
    cls: "multi",
    expect: "/about#story & /contact",
  },
  {
    q: "we need both the visual design and the actual build of a cross-platform app, can one team do both?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "how much did the logistics migration save, and what tech did you use for the demand forecasting project?",
    cls: "multi",
    expect: "/projects/cloud-migration#results-title & /projects/ai-analytics",
  },
  {
    q: "which courts deal with disputes under your terms, and how do I get my personal data erased?",
    cls: "multi",
    expect: "/legal/terms#governing-law & /legal/privacy#your-rights",
  },
  {
    q: "can you keep our customer data inside India on the cloud, and did you write anything about local regions?",
    cls: "multi",
    expect:
      "/services/cloud-solutions & /blog/cloud-trends#3-sovereign-and-local-regions-matter-more",
  },
  {
    q: "what's your track record in numbers, and do you work with education or manufacturing firms?",
    cls: "multi",
    expect: "/about#story & /contact#faq",
  },
  {
    q: "Nexora's top line last FY — fifty crore, a hundred, more?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our lawyer insists on a confidentiality paper signed before we even describe the idea, ok for you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which hospital chain was it in the healthcare story, can you tell me their brand?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a multiplayer 3D game for phones, is that something your studio makes?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we hold stablecoins in treasury, could we settle milestones with those?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "driving over next Tuesday, will there be a spot for my SUV at your building?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's your score on goodfirms or clutch review sites?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "which VCs or angels own a stake in your firm?", cls: "unanswerable", expect: "fallback" },
  {
    q: "web3 dapp with ethereum tokens, in your wheelhouse?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "staff turnover percentage among your developers, roughly?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "send me a downloadable company profile deck", cls: "unanswerable", expect: "fallback" },
  {
    q: "I'm a BTech student, do you conduct summer training courses with a certificate?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "convert 50 miles into kilometres for me", cls: "off-topic", expect: "fallback" },
  {
    q: "my washing machine shows error E21, what does it mean?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "which bollywood comedy should my family watch on Saturday night?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how do you say 'where is the railway station' in japanese?",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "best month to visit goa with kids?", cls: "off-topic", expect: "fallback" },
  { q: "explain photosynthesis to a ten year old", cls: "off-topic", expect: "fallback" },
];
