import type { EvalQuestion } from "./questions";

/**
 * The fortieth held-out set, to be written on 2026-11-25 (session 35, fourth round) by someone
 * who does not read or run the chat, from the site's content, while that round's tuning goes on.
 * The thirty-ninth set, scored once, is now `thirtyNinthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
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
