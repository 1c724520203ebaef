import type { EvalQuestion } from "./questions";

/**
 * The fifty-third held-out set, written on 2026-12-02 (session 42) by someone who does not read or
 * run the chat, from the site's content, while that round's tuning goes on. The fifty-second set,
 * scored once, is now `fiftySecondHeldOut` in questions.ts. None of its questions is 80 % alike to a
 * tuning question (character bigrams, punctuation dropped; at most 0.736).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "if I email my CV how many days before someone actually gets back to me?",
    cls: "unreachable",
    expect: "/career#how-to-apply|/career#hiring-process",
  },
  {
    q: "I'm from Nepal, could I do the cloud devops job remotely from Kathmandu?",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer|/career#open-roles",
  },
  {
    q: "for the SOC analyst opening in Bhopal, would I be on a shift roster, and is that paid extra?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "at what point in your process do I get something I can click through before you code it?",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "We're a Riyadh-based trading firm - does Nexora already serve anyone in the Gulf, say Doha or Jeddah?",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "if I sign up for the monthly newsletter, how long do you hang on to my email?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "suppose I want to sue over something published on nexora's site, which place has jurisdiction?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "hospital wala project: insurance claims pehle kitne din mein settle hote the aur ab kitne mein?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "within how many hours do we have to tell CERT-In about a breach?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "once our devs patch what your pen testers found, is the follow-up verification free or billed?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "we have thousands of Hindi customer calls recorded, can your AI transcribe and sort them?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Harbourline's move to AWS - what was the length of the Oracle switchover they did late on a weekend?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },

  // long
  {
    q: "Hi, I run a small chain of sweet shops in Indore, four outlets. Our current website was made by my nephew years ago, it looks outdated and nobody finds us on Google. We want a new one before the Diwali season. Roughly how many weeks would something like that take you?",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "We're a 150-person NBFC in Pune. A partner bank just told us we need ISO 27001 before they renew our agreement. Our IT team is three people and nobody has been through an audit, honestly we're a bit panicked. Is this something you can take us through?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I'm in the final year of BTech CSE at a college in Jabalpur. I've applied to lots of places and many give three-day take-home assignments and then never reply. Before I apply to you I'd like to know what your interview rounds look like.",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "I handle vendor onboarding for a manufacturing group and have to compare three IT vendors. Finance always complains when tax isn't clear in proposals. The ranges you publish on the site, are they with or without GST?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Our dispatch and tracking software runs on servers in a rented data centre in Gurgaon and the lease ends next year. Management is nervous because trucks run 24x7 and the last time we changed servers we lost a full day. If we move to the cloud with you, will things go offline during the move?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "My father started our FMCG distribution business in Raipur and we now supply around 5,000 small grocery shops. Before every Diwali and Holi the fast-moving items vanish while the slow stuff piles up in the godown, and two people juggle the plan in huge Excel workbooks. Have you solved this kind of forecasting problem for a distributor?",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "I'm a non-technical founder. Last year a freelancer built our MVP and then held the source code hostage when we disagreed about payment, it was a nightmare. If we hire you, who owns the code at the end?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "Hello from Manchester. We're a small accounting practice thinking about outsourcing some development to India and I'd like to speak to someone before committing. I know there's a time difference of several hours. What hours is your office staffed on weekdays and on Saturday?",
    cls: "long",
    expect: "/contact|/login",
  },
  {
    q: "I'm the admin head of a group of eye hospitals. Patients in small towns can't always travel, and our doctors want to see them over video, but we don't want yet another separate app. Have you built telemedicine into a hospital system before?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "We're already your client, the project kicked off last month. My colleague got an invite to the project workspace but I never received mine, and I can't see the documents everyone keeps mentioning in meetings. How do I get access?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "Our marketing team is just two people and every small text change on our current site means raising a ticket with the agency and waiting a week. If you rebuild the website, would we be able to change pages ourselves?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "We're a startup with maybe five backend services and four developers. A consultant told us we must move everything onto Kubernetes, but it sounds like overkill and I don't want to be the one maintaining it. Do we really need it?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // typo
  { q: "exact adres of nexora offce pls, landmark bhi batao", cls: "typo", expect: "/contact" },
  {
    q: "penetraton tests on our andriod app and backend APIs, u guys do that?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "how much for a dedicatd team per month rougly", cls: "typo", expect: "/services#pricing" },
  {
    q: "cross platfrom app vs seperate native apps, which saves more money for us?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "i live in Sagar, 3 hrs from bhopal. for the data pipline enginer role would i have to commute or is remot ok?",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  { q: "nexora kisne start kiya tha, fouder ka naam?", cls: "typo", expect: "/about" },
  {
    q: "does ur site drop any tracking cookeis or run analytcs on me",
    cls: "typo",
    expect: "/legal/privacy|/legal/terms#privacy",
  },
  { q: "itwaar ko offce band rehta hai ya khula?", cls: "typo", expect: "/contact|/login" },
  {
    q: "can u build powr bi dashbords from our ERP data",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "reccomendation engine for my online clothng store possible?",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "how many employes work at nexora totaly", cls: "typo", expect: "/about" },
  {
    q: "whats the learnig budjet for staff every year",
    cls: "typo",
    expect: "/career#why-work-with-us",
  },

  // vocabulary
  {
    q: "hamare godown wale office mein wifi aur LAN dono ka bura haal hai, network setup kar doge?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "all our sales numbers live in like 40 excel files, boss wants one screen showing everything",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "kisi ne hamari website hack kar di, ab kya karein? aap log madad karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "bahut saara kaagaz ka kaam hai, approval ki files ek table se doosri table ghoomti hain, sab online karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "we're 6 people with no senior tech person - looking for someone to steer tech decisions a few days a month, like a rent-a-CTO",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "mere kirana store ke liye ordering app banwani hai, Android aur iOS dono chahiye - kar doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "every time we push code on a friday the site goes down. want deploys that undo themselves when something breaks",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "ek average project ka kitna kharcha aata hai?",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  {
    q: "bhai job ke liye apply karna hai, kaunse posts open hain abhi?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "could new joiners get an internal assistant that looks up answers in our SOP documents and shows where it found them?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our app looks ugly and users keep getting lost in it, need someone to redo the screens properly",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "ye nexora mein sabse bade sahab kaun hain, company ka head kaun hai?",
    cls: "vocabulary",
    expect: "/about",
  },

  // ambiguous
  {
    q: "how do you keep the monthly bill down once we're running on AWS?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "is nexora a fresh startup or have you been at this a while?",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "do you look after Office 365 mailboxes for small firms?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what are the help desk hours if we take your IT support contract?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/login|/",
  },
  {
    q: "how many people would be on the team if we go time and materials?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "if our dedicated squad needs to get smaller next quarter, how far ahead must we tell you?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "our distributors should be able to sign in somewhere and see their own invoices and order status - is that a thing you make?",
    cls: "ambiguous",
    expect: "/services/software-development|/services/web-development",
  },
  {
    q: "I'd like to apply for the security job at your Bhopal office",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "can you send fake phishing emails to our employees to see who clicks, and then train them?",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "where does the data I submit on your forms end up, does it leave India?",
    cls: "ambiguous",
    expect: "/legal/privacy#data-location|/legal/privacy#summary",
  },
  {
    q: "what's the lead time to get a first dashboard?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "I follow everything in Feedly - is there some feed URL for your write-ups?",
    cls: "ambiguous",
    expect: "/blog",
  },

  // multi
  {
    q: "we need an iPhone app for our gym members; also what's your landline number?",
    cls: "multi",
    expect: "/services/mobile-development & /contact|/login",
  },
  {
    q: "product designer salary kitni hai, and where exactly is your office?",
    cls: "multi",
    expect: "/career#product-designer & /contact",
  },
  {
    q: "what year was the company set up, and are the UK or Australia among the countries you have clients in?",
    cls: "multi",
    expect: "/about|/ & /#global-presence",
  },
  {
    q: "do you handle kubernetes setups? also what's the usual range for a fixed price project",
    cls: "multi",
    expect: "/services/devops & /services#pricing",
  },
  {
    q: "what results did the fashion retailer get from the online store rebuild, and who wrote the cloud trends article?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /blog/cloud-trends|/blog",
  },
  {
    q: "do you put cookies on this site, and how do I get my data deleted?",
    cls: "multi",
    expect: "/legal/privacy|/legal/terms#privacy & /legal/privacy#your-rights",
  },
  {
    q: "is there a data engineer opening? also do you set up snowflake warehouses for clients",
    cls: "multi",
    expect: "/career#data-engineer & /services/data-analytics",
  },
  {
    q: "saturday ko kitne baje tak khula hai, client login kahan se karein, aur support ka email kya hai?",
    cls: "multi",
    expect: "/contact|/login & /login & /contact|/login",
  },
  {
    q: "any tips on taking an AI pilot into production, and do you do computer vision for spotting defects?",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "could you do a UX audit of our existing app and then rebuild it in Flutter?",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/mobile-development",
  },
  {
    q: "who heads your cybersecurity team, and can you get us SOC 2 ready?",
    cls: "multi",
    expect: "/about & /services/cybersecurity",
  },
  {
    q: "is a quote you send me binding, and where is my enquiry stored?",
    cls: "multi",
    expect: "/legal/terms#enquiries & /legal/privacy#data-location|/legal/privacy#how-we-use-it",
  },

  // unanswerable
  {
    q: "Arjun Mehta ki umar kitni hai? photo mein kaafi young lagte hain",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was the deal size of the Harbourline Logistics contract in crores?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "nexora ka share price kya chal raha hai NSE pe?", cls: "unanswerable", expect: "fallback" },
  {
    q: "we want a loyalty token on Polygon - can your devs write the Solidity smart contracts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "looking for a studio to build a 3D racing game for Steam, is that your kind of thing?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you hire HR recruiters or talent acquisition folks? any opening for that?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much revenue did Nexora book last financial year? need it for our vendor risk form",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I'm driving to your Hoshangabad Road building for a meeting, can I park my car inside the premises?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our treasury holds crypto, would Nexora accept milestone payments in ethereum?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any trophies or rankings, like a Clutch top 100 listing, that Nexora has received?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a paid Java course with a placement guarantee for freshers?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "for my first day at Nexora, are jeans ok or is it formals only?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "my dal always burns at the bottom of the pressure cooker, what am I doing wrong",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "which state has won the Ranji Trophy the most times?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "help with my class 10 maths: find the roots of x^2 - 5x + 6 = 0",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "translate 'where is the railway station' into German please",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "why is the sky blue", cls: "off-topic", expect: "fallback" },
  {
    q: "recommend a thriller web series on netflix for tonight",
    cls: "off-topic",
    expect: "fallback",
  },
];
