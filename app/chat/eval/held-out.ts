import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the tenth: written on 2026-11-23 (session 22) by someone who did not read or
 * run the chat, from the site's content (app/content, app/site.ts, app/routes and SPEC.md), before
 * that round's tuning. The ninth set, scored once, is now `ninthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "if we hire you for a pentest, do you check again for free once we've patched the issues?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "will our company data end up training some public AI model if we work with you",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "what's the pay range for the SOC analyst opening and does it involve night shifts",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "is the cloud devops engineer opening work-from-home or do I have to relocate to bhopal",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "which middle east countries do you currently have clients in",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "how many weeks does the initial discovery phase usually run and what do I walk away with",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "does this website drop any cookies or track me with google analytics",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if there's ever a legal dispute about using your website, which city's courts would handle it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how long did the hospital network project take and how many staff did you train",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "according to your cloud trends article, how much do finops habits save on the first year's bill",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "I'm an existing client and lost the invitation to our project workspace, what should I do",
    cls: "unreachable",
    expect: "/login",
  },
  {
    q: "during the QA stage of your delivery, are security scans run on every release or only at the end",
    cls: "unreachable",
    expect: "/services#process",
  },
  // long
  {
    q: "Hi there, I run a small chain of pharmacies in Indore and we've wanted our own app for ages, but I honestly can't decide between native and cross-platform, what would you usually recommend for a business like mine?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Good evening, my cousin recommended your company, and before I fill in any form I just want a rough idea of what the dedicated team option costs per month in rupees, since our budget is tight this year.",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Hello, I'm a final year computer science student from Jabalpur and I'd really love to work with you someday, so could you tell me what happens after I email my CV, like how many interview rounds there are?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We're a lending startup that needs ISO 27001 before our bank partner renews next year, and I heard you did something similar for another fintech, how long did that whole certification journey take them?",
    cls: "long",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "Our warehouse manager keeps complaining that every report is a week old, and honestly we just want one clean dashboard for the bosses, so roughly how soon could we see a first version if we started with you?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I'm a product manager based in London and my team works mostly remotely anyway, so I'm curious which parts of the world you already serve and whether Europe is actually one of them for you.",
    cls: "long",
    expect: "/#global-presence",
  },
  {
    q: "So I've been reading a lot lately about AI pilots that never go anywhere, and I noticed your blog had a piece on this, what were the main reasons it gave for pilots getting stuck before production?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "We already have an old website built by a freelancer who vanished, and our marketing girl wants to change the text without calling a developer every single time, would she be able to edit things herself?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "My father owns a textile business in Surat that still runs on paper registers and courier files, and his staff are quite stubborn about change, so how do you deal with people who resist new systems?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Before we sign anything I want to be clear about one thing, because our last vendor basically held the source code hostage: when you build custom software for us, who actually owns the code afterwards?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "Hey, I sent a message through your contact page yesterday about a possible project and I'm wondering what happens next, does someone call me, and how long does it usually take to hear back?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "I'm thinking of signing up for your newsletter but I'm a bit paranoid about spam and data leaks, so if I give you my email address, how long do you keep it and can I get it removed later?",
    cls: "long",
    expect: "/legal/privacy",
  },
  // typo
  { q: "wat is ur ofice adress in bhopal exactly", cls: "typo", expect: "/contact" },
  {
    q: "do u do penetraton testng for mobile apps n apis",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "hw much does a fixd price projct usually cost", cls: "typo", expect: "/services#pricing" },
  { q: "is the data enginer job hybird or fully remote", cls: "typo", expect: "/career" },
  {
    q: "waht technolgies did you use for the fashon ecomerce store",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "do we realy need kubernets for a small dev team",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "wich year was nexora fouded and by whom", cls: "typo", expect: "/about" },
  {
    q: "can ur AI modles run privatly inside our own cloud acount",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "how many usres do we need per round of ux reserch",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "wht are the steps in ur developmnt proces from start to lanch",
    cls: "typo",
    expect: "/services#process",
  },
  {
    q: "how many servcies did u migrate to aws for the logistcs company",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "r u guys open on saturdys or only weekdys", cls: "typo", expect: "/contact" },
  // vocabulary
  {
    q: "ek mobile app banwane mein roughly kitna kharcha aayega",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  { q: "aapka daftar kis area mein hai, milne aana hai", cls: "vocabulary", expect: "/contact" },
  { q: "naukri ke liye apna resume kis mail id pe bhejun", cls: "vocabulary", expect: "/career" },
  {
    q: "we're shifting premises, can you do the LAN cabling and access points for the new floor",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can you automate our weekly sales MIS so the boys stop updating sheets every monday",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we've got customers in Riyadh and Doha, do you already work with companies over there",
    cls: "vocabulary",
    expect: "/#global-presence",
  },
  {
    q: "can you make a bot that answers staff questions from our HR policy PDFs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "aap log UPI payment wala app bana sakte ho kya",
    cls: "vocabulary",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "looking for a part-time CTO kind of person to guide our startup's tech calls",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "our site crawls on jio 4g and doesn't show up on google, can you fix both",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "hospital wale project mein patients ka waiting time kitna kam hua",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },
  {
    q: "our app looks outdated and customers keep getting confused, can you fix the look and feel",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  // ambiguous
  {
    q: "our AWS bill keeps creeping up every month, can you help bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "how long do you hold on to the message I send through the contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what are the working hours for employees, is there any flexibility",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what does the support and optimization stage after go-live actually involve",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "what rate does the senior full-stack position pay per year",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "in the fintech case study, what was going on with the partner bank's contract",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "can you build a customer portal where each of our clients sees only their own dashboards",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "how many hours do we get to report a cyber incident to CERT-In",
    cls: "ambiguous",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "by how much did the logistics client's infrastructure cost drop after moving",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  { q: "who sits on the leadership team at nexora these days", cls: "ambiguous", expect: "/about" },
  {
    q: "how long does an architecture review take before you give your recommendation",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "is there a support plan for the websites you build, like hosting and monthly updates",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  // multi
  {
    q: "what's your phone number, and are there any openings for designers right now?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "how much is the discovery phase, and what do I get at the end of the strategy and design step?",
    cls: "multi",
    expect: "/services#pricing & /services#process",
  },
  {
    q: "which regions do you serve, and when was the company started?",
    cls: "multi",
    expect: "/#global-presence & /about",
  },
  {
    q: "do you coach our engineers on devops practices, and where does your privacy policy say my data is stored?",
    cls: "multi",
    expect: "/services/devops & /legal/privacy",
  },
  {
    q: "what did the demand forecasting project achieve for the distributor, and who wrote the cloud trends post?",
    cls: "multi",
    expect: "/projects/ai-analytics & /blog/cloud-trends",
  },
  {
    q: "can you take over our half-finished codebase? also, how do clients sign in to see project invoices?",
    cls: "multi",
    expect: "/services/software-development & /login",
  },
  {
    q: "do you run phishing awareness sessions for staff, and what is the 3-2-1 backup rule your blog mentions?",
    cls: "multi",
    expect: "/services/cybersecurity & /blog/cybersecurity-practices",
  },
  {
    q: "will you publish our app on the play store for us, and what health insurance do your employees get?",
    cls: "multi",
    expect: "/services/mobile-development & /career",
  },
  {
    q: "are you tied to any particular vendor when advising, and what's the lowest monthly budget for time and materials?",
    cls: "multi",
    expect: "/services/it-consulting & /services#pricing",
  },
  {
    q: "how did the hospital system speed up insurance claims, and do you also do logos and brand identity?",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "where should a company begin with digital transformation, and which country's law governs your terms of service?",
    cls: "multi",
    expect: "/services/digital-transformation & /legal/terms",
  },
  {
    q: "do you set up microsoft 365 for offices, and how fast did the fashion store's pages load on mobile?",
    cls: "multi",
    expect: "/services/it-infrastructure & /projects/ecommerce-platform",
  },
  // unanswerable
  {
    q: "can you build an NFT marketplace on ethereum for our brand",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "roughly how many crores of turnover did nexora book in FY 2025-26",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there visitor parking at your bhopal office building",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you give any special discount to NGOs or charitable trusts",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora raised money from any venture capital firm",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a paid python course with a certificate for college students",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "when is your next campus placement drive at engineering colleges",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what percentage of your employees are women", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you manufacture IoT hardware like smart meters or sensors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we get a free one-month trial before committing to anything",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you develop mobile games in Unity or Unreal", cls: "unanswerable", expect: "fallback" },
  {
    q: "what is nexora's rating on glassdoor from current employees",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "will it rain in bhopal tomorrow evening", cls: "off-topic", expect: "fallback" },
  { q: "give me a simple recipe for dal makhani at home", cls: "off-topic", expect: "fallback" },
  {
    q: "which team lifted the cricket world cup at wankhede in 2011",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write a python function to reverse a linked list for my assignment",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "roughly how many moons is jupiter known to have now",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how do i say good morning in french to my new client",
    cls: "off-topic",
    expect: "fallback",
  },
];
