import type { EvalQuestion } from "./questions";

/**
 * The fifty-sixth held-out set, written on 2026-12-02 (session 43) by someone who does not read or
 * run the chat, from the site's content, while that round's tuning goes on. The fifty-fifth set,
 * scored once, is now `fiftyFifthHeldOut` in questions.ts. None of its questions is 75 % alike to a
 * tuning question (character bigrams, punctuation dropped; at most 0.736).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "does the cloud and devops job let me work fully from home or do i have to come to the bhopal office?",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "ballpark CTC for the security operations centre analyst post, in lakhs?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "our lending app's borrower KYC must stay on indian soil for RBI, can your cloud setup guarantee that",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we get customer calls in hindi and marathi - can your AI transcribe and tag them",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "when you test our app mockups with real people, roughly how many participants each round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "when mailing my resume to the careers inbox what goes in the email heading",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  {
    q: "any tracking pixels or cookies on nexora's site? I'm on a privacy kick",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "say a disagreement about content on nexora.example goes to court, which jurisdiction applies",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "if I never become a client, when is my enquiry wiped from your database",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "into how many waves did you split the logistics company's AWS move",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "what deadline do you recommend for patching critical vulnerabilities on internet facing servers",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "any clients in saudi or qatar? or only india",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  // long
  {
    q: "Hi, I run a small chain of 4 pharmacies in Indore and right now all our billing and stock is in Excel and paper registers. My nephew keeps saying we should go digital but I honestly don't know where to begin, and my staff are not very tech friendly. Where would you even start with a business like mine?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "So we are a 15 person startup in Pune, and our MVP was built by a contractor from Upwork who stopped replying in August; frankly the code is a mess. Investors want a working demo by March. Would your team pick up a codebase somebody else wrote?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I finished my BSc in 2021 and have spent three years doing Splunk monitoring at a bank in Nagpur. My parents live in Bhopal and I would really like to move back home. For your SOC opening, do people work rotating shifts, and is extra paid for that?",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "We're a mid-sized manufacturer near Stuttgart looking at offshore partners, and my board asked me to compare vendors in India and Eastern Europe. Before I book any calls I just need a ballpark. Roughly what does a dedicated team with you cost per month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Last month one of our accountants clicked on a fake invoice email and we nearly lost a big payment, the bank caught it luckily. We are about 60 people and nobody has ever had any security training. Do you run phishing drills or awareness sessions for employees?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "Our AWS invoice has crept up almost every month for a year and now my CFO is asking questions I can't answer. I'm pretty sure some test environments are running day and night for no reason. Is bringing cloud spend down something you actually help with?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "I've been a UX designer for four years at an agency in Kochi, mostly Figma and design systems work. Because of family I can't shift cities right now. Is your product designer position remote or would I need to be in Bhopal?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "We run a group of hospitals in Raipur and our doctors can't see lab reports from the other branches because every site has its own software. I noticed healthcare mentioned somewhere on your site. Have you actually built something like this before, and what came of it?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "Our office of 40 people in Jabalpur keeps losing internet, the only backup is one external hard disk, and our IT guy quit last week. We need someone on a regular basis. Do your people come on site outside Bhopal or is it remote only?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I'm the founder of a small D2C snacks brand and we want an app where customers pay by UPI and get offer notifications. Money is tight so I was thinking of doing Android first and iPhone later. Is going cross-platform actually cheaper than separate native apps?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "A VC fund is about to lead our seed-plus round, and their partner insists that a third party audits our codebase, architecture and engineering team first. None of us has been through anything like this. Is that something your firm can take on?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "I sent your contact form on Friday night about redoing the website for my CA firm and I'm a bit nervous because we have a deadline coming. Not sure whether I should just ring you instead. How quickly do you usually get back on messages?",
    cls: "long",
    expect: "/contact",
  },
  // typo
  {
    q: "can i walk in on a satruday afternon, till wat time is the office open",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "is the data engneer post stil open, i know airflw and snowflake",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "ur lakeview tech center ofice - which flor and near wich landmark",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "what's the prise for the initial discovary study, in rupes",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  {
    q: "can you do penitration testing on our mobil app",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "do you buld online stores on shopfy", cls: "typo", expect: "/services/web-development" },
  {
    q: "whos the person who startd nexora, and wat did he do before",
    cls: "typo",
    expect: "/about",
  },
  {
    q: "our team is 4 devs with 3 microservices, is kuberentes overkil for us?",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "is ther a learnng budget for staff", cls: "typo", expect: "/career" },
  {
    q: "we have tally and a crm, how meny weeks till the frist dashbord is live",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "whats the mail adress to send my resum", cls: "typo", expect: "/career#how-to-apply" },
  { q: "privcy - do u save my chat mesages", cls: "typo", expect: "/legal/privacy" },
  // vocabulary
  {
    q: "meri kapde ki dukaan hai, usko online bechne ke liye website chahiye",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "ek app chahiye jo android aur apple dono phones pe chale, aapki company ye banati hai?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "who's the top guy running your hacking and infosec side",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "my 25 staff need proper company email ids and shared drives, google or microsoft, can you sort that out",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I want my boring excel reports turned into live charts for the management",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "do you make those GPT type bots that read our company PDFs and answer staff",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do you rent out a senior tech person to act as our CTO part time? we're a seed stage edtech",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "deploying is a manual zip-and-upload job every friday night for us, can you make it push-button",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "hamare naye brand ka logo aur colour scheme design kar doge?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "ek chhota sa project karwana ho to kitna kharcha aayega roughly",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "bhaiya mera cousin job dhoond raha hai, Nexora mein abhi hiring chal rahi hai?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "do you have that 27001 infosec certificate yourselves",
    cls: "vocabulary",
    expect: "/about|/",
  },
  // ambiguous
  {
    q: "how long will my new website take",
    cls: "ambiguous",
    expect: "/services/web-development|/contact",
  },
  {
    q: "from emailing my CV to getting an offer letter, how many weeks does it usually take at nexora",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "post launch support - is that a thing with you or do we need a separate IT vendor",
    cls: "ambiguous",
    expect: "/contact|/services#process|/#why-nexora",
  },
  {
    q: "I'm an existing client, where do I get into our project portal",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "for staff, is there a fixed 9 to 6 or some flexibility in timings",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we're shifting to a bigger office in MP Nagar in January, can you handle the LAN cabling, wifi survey and the video call room",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what's covered in your monthly hosting and upkeep plan for sites",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "can we get a team that only works on our product for a year or more",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how much cost did that truck logistics client actually cut once you migrated them",
    cls: "ambiguous",
    expect: "/projects/cloud-migration|/projects",
  },
  {
    q: "as an employee, how many paid days off would I get apart from festival holidays?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how secure is this website itself with the details I submit, is it https",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "after you build our software will you train our staff on using it",
    cls: "ambiguous",
    expect: "/services/software-development|/services#process",
  },
  // multi
  {
    q: "ring karne ke liye number kya hai, and is the Figma designer job still open?",
    cls: "multi",
    expect: "/contact & /career#product-designer",
  },
  {
    q: "can you help us get ISO 27001 and have you done that for a fintech before",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "who owns the code when you're done, and how do payments work on a fixed price deal?",
    cls: "multi",
    expect: "/services/software-development & /services#pricing",
  },
  {
    q: "what did Arjun do before starting nexora, and what did he write about AI pilots failing?",
    cls: "multi",
    expect: "/about & /blog/future-of-ai",
  },
  {
    q: "will you code the app in Flutter? and separately, who'd design the screens and flows",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "how many engineers work with you and what results did the fashion retailer get",
    cls: "multi",
    expect: "/about & /projects/ecommerce-platform",
  },
  {
    q: "can I ask you to erase my details later? also is a quote request binding on me",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "do we even need a data warehouse, and what does your data engineer role pay",
    cls: "multi",
    expect: "/services/data-analytics & /career#data-engineer",
  },
  {
    q: "what happens after I send the enquiry form, and what does time and materials cost per month",
    cls: "multi",
    expect: "/contact & /services#pricing",
  },
  {
    q: "do you roll out zoho or odoo for small firms, and have you done demand forecasting for a distributor",
    cls: "multi",
    expect: "/services/digital-transformation & /projects/ai-analytics",
  },
  {
    q: "which SIEM tools does the SOC job ask for, and do you offer round the clock monitoring to clients",
    cls: "multi",
    expect: "/career#security-analyst & /services/cybersecurity",
  },
  {
    q: "you guys do kubernetes? how do you charge? and any devops vacancies?",
    cls: "multi",
    expect: "/services/devops & /services#pricing & /career#cloud-devops-engineer",
  },
  // unanswerable
  {
    q: "I'm in 3rd year of BTech CSE at LNCT, any 6 month internship with stipend?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before my cofounder shares our pitch deck, will nexora put its signature on a confidentiality agreement",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could your engineers write solidity contracts for our loyalty points token",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was nexora's revenue for FY 2025-26 in crores",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a registered NGO working on girls' education in Sehore, do you give any discount on web projects for non-profits?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if I come for a meeting by car, can I park inside the lakeview building",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you pay relocation if I move from delhi for the job",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "as a new hire would I get any equity or ESOP grant in nexora pvt ltd",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we have a cricket quiz game idea for playstore, do you do Unity or Unreal game dev?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has an assessor rated your delivery maturity at CMMI ML3 or higher?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can a client in dubai settle your invoice in USDT or other crypto",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do freshers or laterals have to sign a 2 year bond at joining",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "weather in bhopal this weekend kaisa rahega", cls: "off-topic", expect: "fallback" },
  { q: "indori poha mein kya kya daalte hain", cls: "off-topic", expect: "fallback" },
  { q: "kal ka RCB vs CSK match kaun jeeta", cls: "off-topic", expect: "fallback" },
  {
    q: "convert 'see you at the meeting' into french please",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "train timings from bhopal to indore tomorrow", cls: "off-topic", expect: "fallback" },
  {
    q: "compose 4 lines of shayari on bhopal's lakes for my girlfriend",
    cls: "off-topic",
    expect: "fallback",
  },
];
