import type { EvalQuestion } from "./questions";

/**
 * The seventeenth held-out set, written on 2026-11-24 (session 26) by someone who did not read or
 * run the chat, from the site's content (app/content, app/site.ts, app/routes, app/components and
 * the quote form's choices), before that round's tuning ended. The sixteenth set, scored once, is now `sixteenthHeldOut` in
 * questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
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
