import type { EvalQuestion } from "./questions";

/**
 * The twenty-sixth held-out set, written on 2026-11-25 (session 31) by someone who did not read
 * or run the chat, from the site's content, while that round's tuning went on. The twenty-fifth
 * set, scored once, is now `twentyFifthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "after the pentest if we fix the issues do u retest for free",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "how much mediclaim cover do your employees get, are parents included",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "is the SOC analyst role wfh or do i have to come to the office",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "do you only test at the very end or on every release",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "how many months do you keep the stuff i type into the contact form",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "if there is a legal dispute about the website which city's court handles it",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  { q: "which gulf countries do you have clients in", cls: "unreachable", expect: "/" },
  {
    q: "by what percent did the trucking company's infra spend drop after going to aws",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how fast does the fashion brand's online shop load on mobile now",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "can your ai do speech to text in hindi",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  { q: "pay band for the data engineer post?", cls: "unreachable", expect: "/career" },
  {
    q: "no matching job, if i send a general cv how long do you hold on to it",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },

  // long
  {
    q: "hi, so we are a small chain of pharmacies in nagpur and my brother-in-law keeps saying we should finally stop doing everything on paper registers and excel, do you people actually help replace paper forms and manual approvals with some kind of digital workflow",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "i have been working as a react and node developer for about six years at a product company in pune and i am thinking of moving to a services firm, is there any senior opening where i could lead a small team",
    cls: "long",
    expect: "/career",
  },
  {
    q: "one of our biggest customers emailed saying we need to be iso 27001 certified before they renew the contract and honestly nobody here knows where to even begin, can you guys get us through that",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "we run a group of schools and our site is painfully slow on phones, parents keep complaining they cannot find the fee page and we also want it in hindi, is redoing a site like that something you take on",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "my father's export business has numbers spread across tally, a bunch of excel sheets and some crm, and every month there is a fight about which figures are right, could you build one dashboard that everybody trusts",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "just curious since i saw your stall at our college tech fest, roughly how many people work at nexora and which year did it all start",
    cls: "long",
    expect: "/about",
  },
  {
    q: "before i type my details into any form on this website i want to know if you track me with google analytics or a facebook pixel or anything like that, i am quite careful about this",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we have a flutter app that a freelancer built three years ago and it crashes constantly and the play store keeps sending us warnings, would your team be able to rescue it or rebuild it",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "our releases happen once a month over a whole weekend and something always breaks and the team is exhausted, i read that canary releases with automatic rollback might help, is that something you set up for companies",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "we are a startup that just raised a seed round and an investor wants somebody independent to go through our code and architecture before the next round, do you do that sort of review",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "our company is shifting to a new floor next month and we need somebody to handle the cabling, wifi survey and firewall plus a video conferencing room, do you do this kind of work",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we became a client last year and our project manager had sent me an invite to the portal but i cannot find that mail anywhere now, how do i get access again",
    cls: "long",
    expect: "/login",
  },

  // typo
  { q: "wat is ur ofice adress in bhopaal", cls: "typo", expect: "/contact" },
  {
    q: "cybersecurty best practises artical",
    cls: "typo",
    expect: "/blog/cybersecurity-practices",
  },
  { q: "machin lerning servics", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "priavcy polcy", cls: "typo", expect: "/legal/privacy" },
  { q: "curent job opnings plz", cls: "typo", expect: "/career" },
  { q: "cloud migraton case stdy", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "hospitl managment sytem projct", cls: "typo", expect: "/projects/healthcare" },
  { q: "ui ux desgin servise kya hai aapki", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "how to aplly for a job, wich email id", cls: "typo", expect: "/career#how-to-apply" },
  { q: "who is teh ceo of nexora compnay", cls: "typo", expect: "/about" },
  { q: "enagement modles and priceing", cls: "typo", expect: "/services#pricing" },
  { q: "termz and condtions of the websit", cls: "typo", expect: "/legal/terms" },

  // vocabulary
  { q: "aapka office kahan pe hai", cls: "vocabulary", expect: "/contact" },
  {
    q: "mujhe apni dukaan ke liye phone wala app banwana hai",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  { q: "naukri chahiye, koi vacancy khali hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "hackers se company ko kaise bachaye, koi tips",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "we want someone to act as our part-time tech head",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "office ke computer aur wifi ka maintenance kaun karega, aap log karte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "app ki screens ka look and feel design karte ho kya",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "moving our servers out of the back room and onto amazon",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  { q: "who are the big bosses running the company", cls: "vocabulary", expect: "/about#team" },
  {
    q: "roughly kitna kharcha aayega ek project pe",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "code push karte hi apne aap live ho jaye, aisa setup",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "walk me through how you work from the first meeting till go live",
    cls: "vocabulary",
    expect: "/services#process",
  },

  // ambiguous
  {
    q: "how long does the chat history stay saved in my browser",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what are the working hours for staff, is there any core time",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how long is it from applying to getting an offer",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "can you help bring down our monthly aws bill",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "do you set up the network and wifi in our office",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how long did the hospital software project take",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "we need gst billing and invoices built into our inventory tool",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "how many users do we need for a round of usability research",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "what hours does your helpdesk cover when our staff laptops have issues",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/contact",
  },
  {
    q: "how long till our managers see a first working dashboard",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "how long before someone replies after i email my cv", cls: "ambiguous", expect: "/career" },
  {
    q: "how much data do we need before ai is worth trying",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },

  // multi
  {
    q: "whats your phone number and do you have any remote jobs",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "who is your cto and what has she written on your blog",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "do you do pen testing, and what does the discovery phase cost",
    cls: "multi",
    expect: "/services/cybersecurity & /services#pricing",
  },
  {
    q: "which countries are your clients in, and where exactly is your office",
    cls: "multi",
    expect: "/ & /contact",
  },
  {
    q: "do you build online stores? also show me one you have done",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform",
  },
  {
    q: "links to privacy policy and terms of use pls",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "what are the interview rounds like and what perks do employees get",
    cls: "multi",
    expect: "/career#hiring-process & /career#why-work-with-us",
  },
  {
    q: "do you make android apps, and where can i see your past case studies",
    cls: "multi",
    expect: "/services/mobile-development & /projects",
  },
  {
    q: "how do existing clients log in, and are you iso certified",
    cls: "multi",
    expect: "/login & /about",
  },
  {
    q: "what ai work do you offer, and is there an article on taking ai pilots to production",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },
  {
    q: "which devops tools do you use and are you hiring devops people",
    cls: "multi",
    expect: "/services/devops & /career",
  },
  {
    q: "what are your company values, and have you done anything for hospitals",
    cls: "multi",
    expect: "/about#mission & /projects/healthcare",
  },

  // unanswerable
  {
    q: "exact cost to build a food delivery app like swiggy",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is tata motors one of your clients", cls: "unanswerable", expect: "fallback" },
  { q: "nexora ka yearly turnover kitna hai", cls: "unanswerable", expect: "fallback" },
  {
    q: "summer internship for btech 3rd year students available?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you write smart contracts for blockchain or web3 projects",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there visitor parking at your office", cls: "unanswerable", expect: "fallback" },
  { q: "salary for a fresher java developer at nexora?", cls: "unanswerable", expect: "fallback" },
  {
    q: "can your team develop a mobile game in unity for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "whats the name of the hr person who handles hiring",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how many employees sit in your pune branch", cls: "unanswerable", expect: "fallback" },
  {
    q: "tell me the name of the hospital group you built the system for",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you sell refurbished laptops in bulk", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "bhopal mein aaj mausam kaisa hai", cls: "off-topic", expect: "fallback" },
  { q: "ipl final kab hai is saal", cls: "off-topic", expect: "fallback" },
  { q: "write me a short poem about my cat", cls: "off-topic", expect: "fallback" },
  { q: "best biryani near upper lake?", cls: "off-topic", expect: "fallback" },
  { q: "forgot my personal gmail password how to reset it", cls: "off-topic", expect: "fallback" },
  { q: "convert 500 usd to inr", cls: "off-topic", expect: "fallback" },
];
