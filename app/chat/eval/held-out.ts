import type { EvalQuestion } from "./questions";

/**
 * The seventy-seventh held-out set, written on 2026-12-04 (session 54) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * seventy-sixth set, scored once, is now `seventySixthHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.745).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "by what percent did the logistics firm's infra bill drop after the aws move",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "median mobile page load you got for that fashion retailer's new shop?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "those 12 hospitals, did patients actually use the video doctor visits? how many in the first twelve months",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "in that piece on protecting growing firms, what's the deadline you suggest for fixing a critical bug on a public facing server",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "roughly what percentage off the first year cloud bill do finops habits save in your migrations",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "lakh per annum for the bhopal soc shift role?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "how many weeks does the AI prototype on our real data usually run before a production build",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "if i message you and we never work together, after how long is my message deleted",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "suppose we end up fighting over something on nexora.example, whose courts get the case",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "when your ux folks test a clickable prototype, what's the headcount of users in one round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "which ML algorithm forecasts demand in the distributor dashboard project",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "what was the median time to detect an incident after the lending company's security overhaul",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },

  // long
  {
    q: "we are a mid-sized pipe fittings manufacturer near indore and every purchase request still goes on paper from desk to desk, sometimes it takes a week to get four signatures, my MD wants this whole approval thing done digitally, is that something you handle",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "so a freelancer built the first version of our booking product two years ago and then disappeared, the code is in a github repo nobody on our side understands, we have paying customers now and need a team to pick it up and keep building, would you take that on",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "hi, I have about three years as a systems admin at a cooperative bank in nagpur where I also watch the windows event logs and did some splunk work, I am thinking of moving into security monitoring full time, would I fit the analyst opening you have",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "our finance head keeps forwarding me the amazon web services invoice every month and asking why it is bigger than last month even though nothing changed in the product, honestly I have no idea either, can your people help us get that bill under control",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "my father and I run six small clinics in jabalpur and patients keep complaining that they have to tell their whole history again at each branch, before I talk to anyone I'd like to see if you have done something similar for hospitals",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "we are a family run business and the last two agencies we hired kept adding surprise charges every month until we stopped them, before we even talk I want to understand how you bill, one fixed amount or by the hour or what",
    cls: "long",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "our office has around forty staff, the wifi drops every afternoon, laptops are set up however each person likes, and the one guy who knew the server just resigned, we need someone to take over the network and be the helpdesk for everyone",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I submitted the enquiry form on your contact page late last night describing the app we have in mind for our tuition centres, I haven't heard anything yet and just want to know what usually happens next and how soon someone replies",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "we started a project with you last month and my colleague who got the invite to the project workspace has left the company, I need access to the documents and invoices in there myself, how do I get in",
    cls: "long",
    expect: "/login",
  },
  {
    q: "our marketing team is tired of waiting on developers for every small change, and half our buyers in madhya pradesh would rather read hindi, so we want a new company site in two languages that we can update ourselves, do you build that kind of thing",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "a lender we work with says no ISO 27001 certificate means no renewal next year, we're roughly 250 staff in a small nbfc, zero security team, all passwords in a shared sheet, has your team actually walked a firm like that all the way to passing the audit",
    cls: "long",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "right now each of our zonal managers sends his own spreadsheet on friday, nothing matches, the owner wants one live view on his phone of sales by city and I have to tell him a date, in weeks what is typical for getting the first screen live",
    cls: "long",
    expect: "/services/data-analytics",
  },

  // typo
  {
    q: "our fintech app needs a pentst before the bank onboarding, do ur testers check the api too and give a retst",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "discovrey workshop price in rupees befor the actual bulid?",
    cls: "typo",
    expect: "/services#pricing",
  },
  { q: "r u guys open saterday afternoon or only half day", cls: "typo", expect: "/contact" },
  {
    q: "we hav like 4 microservices, is kubernetis overkil or should we go with it",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "data enginer post - need to be in bhopal office some days or fully wfh?",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "is ther any tracking pixle or cookie banner stuff on ur site, wat do u collect",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "who founded nexora, who is the cheif executive", cls: "typo", expect: "/about" },
  {
    q: "flutter or react natve for our delivery app, which do you recomend",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "show me the ecomerce case study with the festive trafic",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "that blog explaning why our chatbot pilot never made it into real use, the one on steering comittees",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },
  {
    q: "can you act as a fractinal cto for our startup",
    cls: "typo",
    expect: "/services/it-consulting",
  },
  {
    q: "will i have to do an unpaid asignment at home during the intervew rounds",
    cls: "typo",
    expect: "/career#hiring-process",
  },

  // vocabulary
  {
    q: "shuru wali planning study kitne ki padti hai, aur uske baad mahine ka team ka rate kya chalta hai",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "hamare dukaan ke customers ke liye ek phone app chahiye jo net na ho tab bhi chale, aap log banaoge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  { q: "koi vacancy hai kya abhi, naukri dhoondh raha hoon", cls: "vocabulary", expect: "/career" },
  {
    q: "aap logon se face to face milna hai, pata bata do office ka",
    cls: "vocabulary",
    expect: "/contact|/about",
  },
  {
    q: "need someone to look after our staff computers printers and email accounts",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we want a bot that replies to customers using our own policy documents",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "i'd rather pitch to the owner directly, whose company is this and what's his background",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "somebody got into our email last week, we need help locking things down",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "simple website ready hone mein kitne din lagenge",
    cls: "vocabulary",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "can i look at some stuff you've built for other companies",
    cls: "vocabulary",
    expect: "/projects",
  },
  {
    q: "what happens to my details once i hit submit on your form",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },
  {
    q: "sales ke numbers ke charts aur reports, ye kaam karte ho aap",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },

  // ambiguous
  {
    q: "what's the process if i want to work at nexora",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "what's the process once i've sent you a message",
    cls: "ambiguous",
    expect: "/contact#next-steps",
  },
  {
    q: "i watch siem alerts for a living, got any security seats open on your side",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "where can i find all your posts about cloud",
    cls: "ambiguous",
    expect: "/blog/category/cloud",
  },
  {
    q: "if you become our office it helpdesk, what days and hours does your support desk pick up",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what have you written about technology lately",
    cls: "ambiguous",
    expect: "/blog/category/technology",
  },
  {
    q: "tell me about the migration where nothing went down",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how is testing handled before you release the software you build",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "who's the author behind the 3-2-1 backups security piece",
    cls: "ambiguous",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "what's your data policy for people who use this website",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "where is the portal I use to follow my project with you",
    cls: "ambiguous",
    expect: "/login",
  },
  { q: "what is the company's vision", cls: "ambiguous", expect: "/about" },

  // multi
  {
    q: "where exactly is your office, and do you send engineers on site outside bhopal",
    cls: "multi",
    expect: "/contact|/about & /services/it-infrastructure",
  },
  {
    q: "can you make us an offline friendly field sales app, and separately what range do fixed-scope projects land in",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "priya sharma, what's her role there, and which 2027 cloud predictions did she publish",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "what results did the fintech get from you, and do you run phishing training for staff",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "does the site set cookies, and what do your terms say about liability",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "how do i apply for a role and what perks do employees get",
    cls: "multi",
    expect: "/career#how-to-apply & /career#why-work-with-us",
  },
  {
    q: "can you set up ci/cd pipelines for us, and is there a case study of an online store you built",
    cls: "multi",
    expect: "/services/devops & /projects/ecommerce-platform",
  },
  {
    q: "what are the stages from kickoff to launch and do you stay on for support afterwards",
    cls: "multi",
    expect: "/services#process & /contact#faq",
  },
  {
    q: "we already have a contract with you, where do I sign in to see our docs? also point me to your posts tagged security",
    cls: "multi",
    expect: "/login & /blog/category/security",
  },
  {
    q: "do you do ux audits of existing products, and what did you build for the consumer goods distributor",
    cls: "multi",
    expect: "/services/ui-ux-design & /projects/ai-analytics",
  },
  {
    q: "what year was the company started and can you help us get iso 27001 certified",
    cls: "multi",
    expect: "/about & /services/cybersecurity",
  },
  {
    q: "do you set up data warehouses, and is the cloud devops job fully remote",
    cls: "multi",
    expect: "/services/data-analytics & /career#cloud-devops-engineer",
  },

  // unanswerable
  {
    q: "ballpark your yearly billing in crores? just trying to judge how big a vendor you are",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a registered trust running schools in sehore, do you knock anything off for non-profits",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you take interns? i'm in the final year of btech",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is nexora bootstrapped or did some fund put money into it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want our farm produce traced on a distributed ledger with smart contracts, have you shipped anything on ethereum",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "would your accounts team accept settlement in crypto instead of rupees",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "coming by scooty for the meeting, can I leave it inside your compound or do I find roadside space",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which bank asked the lending fintech to get certified, what's its name",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how is the gender ratio on your engineering floor",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "my kid and I have an idea for a ludo style multiplayer game, would you code it for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what ERP brand was the ghee and rice distributor in your forecasting project on, sap or tally or something else",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can your engineers write embedded c for the vibration sensors we bolt onto our lathes",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "what is the distance from bhopal to sanchi stupa by road",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "my pressure cooker whistle is leaking steam, what part do i replace",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "which planet has the most moons right now", cls: "off-topic", expect: "fallback" },
  {
    q: "my tomato plants have yellow leaves at the bottom, overwatering or not enough sun",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "convert 65 miles an hour into km per hour", cls: "off-topic", expect: "fallback" },
  { q: "best month to go trekking in spiti valley", cls: "off-topic", expect: "fallback" },
];
