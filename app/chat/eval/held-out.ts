import type { EvalQuestion } from "./questions";

/**
 * The seventieth held-out set, written on 2026-12-03 (session 52) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The sixty-ninth
 * set, scored once, is now `sixtyNinthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.741).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "in the hospital case study, how many teleconsults happened in year one?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "in the trucking client case, was the final oracle to rds switch done in under half an hour?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "what's the deadline for reporting a breach to the govt cyber agency in india",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "do you keep my enquiry details forever or do they get wiped at some point?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "any clash over use of this website, which country's law applies and the courts where?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "SOC wali job mein raat ki shift ka alag paisa milta hai?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "that 60-store clothing chain: median mobile page speed after your rebuild?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "which algorithm did you use to predict demand for the FMCG distributor?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "how many real users do you put through each round of usability tests?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we have a branch in Indore — can your engineers physically come there for IT issues or only Bhopal?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "roughly what % saving on cloud bills do you see in year one just from finops discipline?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "is it true the CEO personally looks at each new client's architecture plan?",
    cls: "unreachable",
    expect: "/about",
  },
  // long
  {
    q: "We're a mid-size auto parts manufacturer near Pune, around 80 people, and our only IT guy just resigned so laptops and backups are a total mess. I'm shortlisting companies who can take this over. Before I call, on which days and hours is your helpdesk actually reachable?",
    cls: "long",
    expect: "/services/it-infrastructure|/contact",
  },
  {
    q: "I run a small D2C skincare brand and frankly we got burnt by an agency that kept adding charges every month. My co-founder only wants a deal where the cost is locked. If we go for the fixed price option with you, what budget range and timeline should we expect?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "Our app is built in React Native by a freelancer, it crashes all the time and the play store reviews are horrible. The freelancer has stopped picking up calls. Would you guys take over an existing app like this and fix it, or do you only build from scratch?",
    cls: "long",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "I'm in final year of B.Tech in Jabalpur, did two internships and some open source stuff. I checked your openings but every one asks for 3 or 5 years experience. If none of them fits me, is there still some way to send you my resume?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "So there's an investor who wants to put money into our startup, but first they want an outside firm to go through our codebase and architecture and tell them if it's solid. Our tech lead is a bit nervous about it. Is this kind of review something your team does?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "My father runs four clinics in Indore and everything is still on paper registers. The staff are mostly older and they hate any new software, last time they just went back to paper after a week. How would you deal with people pushing back like that?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We submitted the enquiry form on your site yesterday evening. We're comparing you with two other vendors and our board meets on Friday to decide. What exactly happens next and how soon will someone respond?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "Our company website is on an old WordPress theme, it is super slow and the marketing girls can't change a single line without calling the developer, so we're losing leads. We want a fresh site built. Roughly how many weeks would a new marketing website take?",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "Last month our accountant nearly paid a fake vendor invoice that came by email, it looked completely genuine. We're about 40 people and nobody looks after security. If we can only do a few things this month, what should they be?",
    cls: "long",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "We're a lending startup in Bangalore and the RBI auditors keep asking where customer data is stored. Early on we picked a US region because it was cheapest. If we shift our setup with your help, can everything stay within India?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "I'm helping my uncle choose an IT vendor for his export business and I'm not a tech person at all. Every company's website talks about certifications and I can't tell which are real. Do you hold any security certification, and from which year?",
    cls: "long",
    expect: "/about|/",
  },
  {
    q: "We have around 8 years of sales figures sitting in Excel files and Tally, and management keeps asking for a proper dashboard. I'm worried that a project like this will drag on for a year. Realistically how soon could we see the first dashboard?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  // typo
  { q: "r u guys opne on sundays too or just weekdays?", cls: "typo", expect: "/contact" },
  {
    q: "is the data enginer posision stil open and till when can i aply",
    cls: "typo",
    expect: "/career",
  },
  {
    q: "discovry workshp fee in rupees? the one befor the project starts",
    cls: "typo",
    expect: "/services|/contact",
  },
  {
    q: "is re-testing after fixng pen test findngs charged extra?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "is kubernates overkil for just 3 microservises?",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "who is ur CTO and waht does she handle", cls: "typo", expect: "/about" },
  {
    q: "helthcare project how much did patient waiting reduce",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  { q: "does this websit use cookies or any trackng", cls: "typo", expect: "/legal/privacy" },
  {
    q: "after handover does the IP and repo belong to us or to yoo guys, wanted to confrm",
    cls: "typo",
    expect: "/services/software-development",
  },
  {
    q: "flutter vs native which do u recomend for a normal business app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "by how mutch did the kurta retailers online sales go up after the relaunch",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "how much anual amount is given for certifcations and courses to staff",
    cls: "typo",
    expect: "/career",
  },
  // vocabulary
  {
    q: "dukaan ke liye ek app chahiye jo play store aur app store pe live ho, bana doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "pura dedicated team chahiye monthly basis pe, kitna lagega",
    cls: "vocabulary",
    expect: "/services",
  },
  {
    q: "need someone watching for hackers on our systems 24x7",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "hamara purana billing software bahut outdated hai, usko modern banana hai",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "chatbot chahiye jo employees ke sawal hamare HR manual se answer kare",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "hamare cloud kharche pe lagaam lagani hai, har quarter double ho raha hai, aap log isme madad karte ho?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "startup hai, part-time CTO jaisa banda chahiye for tech decisions",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "office se saare physical registers aur files hatane hain, sab digital chahiye",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "jab order dispatch ho toh customer ko whatsapp msg chala jaye, aisa system banaoge?",
    cls: "vocabulary",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "only want screens designed + a clickable dummy to show investors, our own devs will code it",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "har release mein pura weekend chala jata hai, deployment automate karna hai",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  { q: "senior full stack wale role mein package kitna hai", cls: "vocabulary", expect: "/career" },
  // ambiguous
  {
    q: "do you guys do the testing before the software goes live or is that on us?",
    cls: "ambiguous",
    expect: "/services|/services/software-development",
  },
  {
    q: "is there a coding test during hiring, and is it take-home?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how does support work once the project is delivered?",
    cls: "ambiguous",
    expect: "/contact|/services",
  },
  {
    q: "do you have a care plan for sites you build, like hosting, updates and small tweaks?",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "can you migrate ten years of old sales records from spreadsheets into something usable?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "is the cloud job remote or do I have to relocate?", cls: "ambiguous", expect: "/career" },
  {
    q: "how well protected is my data when I submit the quote form here?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "our PM mentioned a portal for our project but I can't find where to sign in, help?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "our staff keep falling for fake emails, do you do some kind of training for that?",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "which pricing model suits us if our scope isn't final yet?",
    cls: "ambiguous",
    expect: "/services|/contact",
  },
  {
    q: "if we hire a dedicated squad and later want to scale it down, what's the notice period?",
    cls: "ambiguous",
    expect: "/services",
  },
  { q: "what's your response time if I drop an enquiry?", cls: "ambiguous", expect: "/contact" },
  // multi
  {
    q: "what's your phone number, and how do existing clients log in to check project files?",
    cls: "multi",
    expect: "/contact & /login",
  },
  {
    q: "how long did the logistics company's aws move take, and what's included in your cloud services?",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "who heads your cybersecurity team, and what did you do for that lending fintech?",
    cls: "multi",
    expect: "/about & /projects/security-infrastructure",
  },
  {
    q: "do you use cookies? also am I allowed to copy parts of your articles on my site?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "time and materials ka monthly range kya hai, and can your AI work with Hindi text?",
    cls: "multi",
    expect: "/services & /services/ai-machine-learning",
  },
  {
    q: "what did you build for the hospital network, and what does your UX design service cover?",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "the FMCG forecast dashboard case, plus that blog by your CEO about AI beyond pilots, share both pls",
    cls: "multi",
    expect: "/projects/ai-analytics & /blog/future-of-ai",
  },
  {
    q: "office kis road pe hai? aur aap log kab se kaam kar rahe ho?",
    cls: "multi",
    expect: "/contact & /about",
  },
  {
    q: "what's in your devops offering? also what do you need from applicants for the remote cloud engineer post?",
    cls: "multi",
    expect: "/services/devops & /career",
  },
  {
    q: "is my chat with this assistant saved anywhere? and do you have a post about cloud trends for next year?",
    cls: "multi",
    expect: "/legal/privacy & /blog/cloud-trends",
  },
  {
    q: "can you pentest our app, and how did the e-commerce site hold up during festive sales?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/ecommerce-platform",
  },
  {
    q: "three things: do you do IT consulting, can you manage our office wifi and laptops, and what's your email?",
    cls: "multi",
    expect: "/services/it-consulting & /services/it-infrastructure & /contact",
  },
  // unanswerable
  {
    q: "how much revenue did you make last year, ballpark in crores?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you develop a Solana token and a crypto exchange for us?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what % of your devs left in the last 12 months? we worry about churn on our project",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a referral commission if I bring you a new client?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor H-1B or UK work visas for engineers who want to move abroad?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do employees get a gym membership reimbursed?", cls: "unanswerable", expect: "fallback" },
  {
    q: "for our diversity report we need our vendor's gender ratio in delivery teams, can you share it?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there any bond or penalty if I quit within a year of joining?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which certification body audited your own ISO 27001?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we try a dedicated team free for 2 weeks before signing anything?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if we cancel the discovery phase halfway, do we get a partial refund?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you come for campus placements at MANIT, and what CGPA cutoff do you keep?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "aaj indore mein gold rate kya chal raha hai?", cls: "off-topic", expect: "fallback" },
  {
    q: "recommend a monsoon trek near Pachmarhi for beginners",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "meri biwi ke birthday pe ek chhoti si shayari likh do please",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "what's the capital of Kazakhstan, I forgot", cls: "off-topic", expect: "fallback" },
  { q: "mujhe school ke liye leave application likh do", cls: "off-topic", expect: "fallback" },
  {
    q: "irctc account ka password bhool gaya, reset kaise karu",
    cls: "off-topic",
    expect: "fallback",
  },
];
