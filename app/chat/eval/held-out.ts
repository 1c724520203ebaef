import type { EvalQuestion } from "./questions";

/**
 * The forty-ninth held-out set, written on 2026-12-02 (session 40) by someone who does not read or
 * run the chat, from the site's content, while that round's tuning goes on. The forty-eighth set,
 * scored once, is now `fortyEighthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "do the SOC analyst guys work night shifts? any extra money for that",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "till what date can i send my CV for the product designer post",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "after ur pentest, if we patch the holes will you check again or is that charged extra",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "when our app is done does it go up under our own play store account or under nexora's",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "in that logistics cloud move, how many minutes did the main database switch actually take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "do you only do QA at the very end before launch or keep testing through the project",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "if there was ever a legal dispute about this website which city's courts would hear it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how many months do you hang on to what i typed in the enquiry form before deleting it",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "your blog mentioned reporting hacks to CERT-In, whats the time limit for that",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "can your AI people turn hindi voice recordings into text",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  { q: "any clients of yours in new zealand?", cls: "unreachable", expect: "/#global-presence" },
  {
    q: "how many video consults did that hospital group run in year one on the system u built",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  // long
  {
    q: "Hi, I own 4 pharmacy shops in Indore. All our stock is still written in registers and a couple of excel files, and month end is chaos every single time. A friend recommended you. Can you make us a proper system for inventory instead of all this paper?",
    cls: "long",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "We are a 30 person CA firm in Pune with no IT guy. Last month one of our juniors clicked a fake email and we were locked out of our mail for two days. Management is nervous now. Do you run some kind of training so staff stop falling for these emails?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "hello sir, I am in final year BTech CSE from Jabalpur, passing out in may. I have done a few projects in react and node and really want to work in MP itself rather than move to bangalore. is there any opening at your company for someone like me?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Our startup's MVP was built by a freelancer who has basically vanished. The code is sitting in our github, it's react and node, and investors want new features by March. Would your team be willing to pick up code someone else wrote?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I'm a partner at a small fund in Mumbai. We're about to invest in a SaaS startup and before we sign, my co-partners want an outside party to go through their code, architecture and the tech team. Is this kind of review something you take on?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "I handle operations at a plant in Mandideep. Every purchase approval needs four signatures on paper and takes almost a week. Management wants it digital but honestly the shop floor people hate anything new. How would you deal with staff who push back?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We're a mid-sized NBFC. Our current vendor hosts everything in a Singapore data centre and the compliance team is now asking awkward questions about where borrower data sits. Could you set up our systems so customer data stays within India?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "We have close to two lakh supplier invoices scanned as PDFs and our accounts team still keys them in by hand. I keep reading that AI can read documents now. Before we go further, would our invoices end up being used to train some public AI model?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "We run three coaching centres in Bhopal. Right now students pay fees in cash at the counter and parents keep asking for an app. Can the app you build take UPI payments inside it?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "We're a US healthtech company shortlisting partners in India. Our product is an API-heavy SaaS and we want a stable group of engineers who work our hours for at least a year, not a one-off project. Is that an arrangement you offer?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I'm a UX designer with about 4 years experience, based in Hyderabad. I saw the design opening on your site but I really can't relocate to Bhopal right now because of family. Can that role be done fully from home?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "We just leased a new floor in Bhopal with about 60 desks and a meeting room, and we move in next month. Nothing is set up yet, no cabling, no wifi, no video call setup. Is this something your team handles end to end?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  // typo
  { q: "penetraton testng for our web app", cls: "typo", expect: "/services/cybersecurity" },
  { q: "do u make andriod and iphone aps", cls: "typo", expect: "/services/mobile-development" },
  { q: "need help with ci/cd pipline and kubernetis", cls: "typo", expect: "/services/devops" },
  {
    q: "artifical inteligence solutons for my buisness",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "any carrer oppurtunites at nexora", cls: "typo", expect: "/career" },
  { q: "whats the ofice adress in bhopal", cls: "typo", expect: "/contact" },
  { q: "where can i read ur privasy polcy", cls: "typo", expect: "/legal/privacy" },
  { q: "power bi dashbords and data anaylsis", cls: "typo", expect: "/services/data-analytics" },
  {
    q: "ui ux desgin and wirefames for a new product",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "wat r ur timmings on saterday", cls: "typo", expect: "/contact" },
  { q: "show me ur past projets and case studys", cls: "typo", expect: "/projects" },
  {
    q: "digtal transfromation consultancy for a factory",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  // vocabulary
  {
    q: "can you hook up tally with the billing software we use",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "mujhe shopify jaisa online store chahiye, banwa sakte hai?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "office ka wifi roz disconnect hota hai, aap log ye sab sambhalte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we're a family business in abu dhabi, do you take clients from the gulf",
    cls: "vocabulary",
    expect: "/#global-presence",
  },
  {
    q: "android wala app banate ho kya customers ke liye",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "ek basic website ka kharcha roughly kitna aayega",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  { q: "fresher hu, kya aapke yaha job mil sakti hai", cls: "vocabulary", expect: "/career" },
  {
    q: "all our sales figures sit in excel sheets, boss wants proper charts he can open on his phone",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "can customers get their order updates on whatsapp through something you build",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "we want a chatgpt type bot that answers from our own company manuals",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "setting up gmail and google drive for our 25 staff, is that ur thing?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our jenkins builds keep failing and every release eats a whole weekend",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  // ambiguous
  {
    q: "i sent my application last week, when will i hear back?",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "where do i log in to see my project", cls: "ambiguous", expect: "/login" },
  {
    q: "if i join would you guys pay for my aws certification exam",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "if i put my number in your enquiry form who else gets to see it",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "our live site went down at 11pm on a sunday, would anyone on your side pick up?",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure",
  },
  {
    q: "our sales pipeline lives in spreadsheets, could you set up a proper crm",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  {
    q: "can u design a logo and brand colours for our startup",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "how do we apply for iso 27001, can you help us get it",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "if something breaks after you hand it over, is there a warranty?",
    cls: "ambiguous",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "is there an age limit to use this site? my 16 yr old wants to message you",
    cls: "ambiguous",
    expect: "/legal/privacy#children",
  },
  {
    q: "which model suits us, our requirements keep changing every month",
    cls: "ambiguous",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "do you interview our customers before designing anything",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  // multi
  {
    q: "what's the pay for the data engineer job, and do you build power bi dashboards for clients too",
    cls: "multi",
    expect: "/career#data-engineer & /services/data-analytics",
  },
  {
    q: "who started nexora? and where exactly is ur office",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "do u build flutter apps, also how much does the initial discovery cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "is the devops engineer role remote? and who's the CTO there",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /about#team",
  },
  {
    q: "do you do penetration tests, and can i see the hospital system you made",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/healthcare",
  },
  {
    q: "whats your phone number? also got any article on cutting cloud costs",
    cls: "multi",
    expect: "/contact & /blog/cloud-trends",
  },
  {
    q: "does this site put cookies on my browser, and which year was the company set up",
    cls: "multi",
    expect: "/legal/privacy & /about",
  },
  {
    q: "do you make online stores and have you built one for a clothing brand before",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform",
  },
  {
    q: "how many paid leaves do employees get and what are the interview rounds like",
    cls: "multi",
    expect: "/career#why-work-with-us & /career#hiring-process",
  },
  {
    q: "which countries are your clients in, and can you act as a part-time CTO for us",
    cls: "multi",
    expect: "/#global-presence & /services/it-consulting",
  },
  {
    q: "do you do SEO for websites, what does the designer job pay, and is there a blog post on AI for business",
    cls: "multi",
    expect: "/services/web-development & /career#product-designer & /blog/future-of-ai",
  },
  {
    q: "can you set up microsoft 365 for our office, also who heads your security practice",
    cls: "multi",
    expect: "/services/it-infrastructure & /about#team",
  },
  // unanswerable
  { q: "can i get priya sharma's personal mobile number", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there car parking at the lakeview tech centre building",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the real name of the hospital chain in your healthcare case study",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you listed on the stock market? whats the share price",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "roughly how many crores did nexora bill in FY 2025-26",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "as a new joinee would i get an esop grant or any equity in the company",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's your rating on glassdoor", cls: "unanswerable", expect: "fallback" },
  {
    q: "does your HRMS software support biometric attendance machines",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much did the fintech pay you for the iso 27001 project",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you give any discount to NGOs or charities", cls: "unanswerable", expect: "fallback" },
  { q: "which college did arjun mehta study at", cls: "unanswerable", expect: "fallback" },
  { q: "what's your company's PAN number", cls: "unanswerable", expect: "fallback" },
  // off-topic
  { q: "which team lifted the ranji trophy most recently", cls: "off-topic", expect: "fallback" },
  {
    q: "how do i stop my aloo paratha from tearing while rolling it",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how far is mars from the sun in km", cls: "off-topic", expect: "fallback" },
  { q: "translate thank you very much into japanese", cls: "off-topic", expect: "fallback" },
  { q: "is manali worth visiting in january", cls: "off-topic", expect: "fallback" },
  { q: "write a short poem about monsoon rain", cls: "off-topic", expect: "fallback" },
];
