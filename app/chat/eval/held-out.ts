import type { EvalQuestion } from "./questions";

/**
 * The forty-third held-out set, written on 2026-11-25 (session 36, first round) by someone who
 * did not read or run the chat, from the site's content, while that round's tuning went on.
 * The forty-second set, scored once, is now `fortySecondHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "how much is the medical insurance cover for employees",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how many days of paid leave do your employees get",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "in the logistics cloud migration how many minutes did the database cut-over take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "that hospital network system you made, it covered how many hospitals in total",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  { q: "which year did nexora get iso 27001", cls: "unreachable", expect: "/about|/" },
  {
    q: "what year did you start the data and ai team",
    cls: "unreachable",
    expect: "/about#story|/about",
  },
  {
    q: "salary range for the security analyst opening?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "how long is the practical session in your interview",
    cls: "unreachable",
    expect: "/career#hiring-process",
  },
  {
    q: "how many stores does your fashion retail client have",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "which court handles disputes about your website terms",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "if i message you via the site form, after how many months is it deleted",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  { q: "which city does vikram rao work from", cls: "unreachable", expect: "/about#team" },
  // long
  {
    q: "hi, so we are a mid size hospital group in indore and our opd queues are a mess, patients wait forever and billing runs on separate software in every branch. my md asked me to shortlist vendors who have done this before. have you done anything like this for hospitals?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "i have about 4 years of experience with terraform and aws, currently at a service company in pune but i want to go remote. my wife's job keeps us in nagpur so relocating is not an option. is there any opening for cloud people that is fully remote?",
    cls: "long",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "we run a small manufacturing unit and the accounts team still does purchase approvals on paper with four signatures, it takes days. the owner is very old school but even he is fed up now. can you guys help us move this to some digital workflow?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "our startup has an mvp built by freelancers, the code is kind of messy and the last guy left without any documentation. investors want new features by next quarter. would your team be able to pick up someone else's codebase and continue from there?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "hello, i look after it for a ca firm with around 40 people. the wifi keeps dropping and nobody knows where the backups are, and we don't have a full time it person anymore. do you provide help desk type support for offices?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we are building an app and budget is tight. my cofounder wants separate ios and android apps but i heard flutter or react native is cheaper. what do you recommend and how much cheaper is cross platform really?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "i filled a form on your site last week asking about a website for my coaching institute. now i'm a bit worried about my phone number and details floating around. what exactly happens to the data i submitted?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we are an rbi regulated lending fintech, around 250 people, everyone still on vpn for everything. our auditor says we need iso 27001 within the year and honestly we don't know where to start. can you help us get certified?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "my manager wants to know how we would actually pay you. our requirements are not fully fixed yet, things will change as we go along and we want to start small. what pricing models do you offer?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "we distribute fmcg products to around 5000 kirana shops and our stock planning is all excel plus gut feeling. around diwali we always run out of the fast movers. has your company done any demand forecasting work like this?",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "i'm a ux designer with 4 yrs experience, mostly fintech apps, portfolio is ready. i live in jaipur and can't relocate because of family. i saw you might be hiring designers, what is the pay range for that?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "before i send anything i want to understand what happens after i submit the contact form. will someone call me, and how soon does your team reply? we are in a bit of a hurry on our side",
    cls: "long",
    expect: "/contact",
  },
  // typo
  {
    q: "can ur team do a penetraion test on our web app",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "cloud migratoin without downtym possible?",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "is the ofice open on saturdys, till wat time", cls: "typo", expect: "/contact" },
  { q: "hw much does the discovry phse cost", cls: "typo", expect: "/services#pricing|/contact" },
  {
    q: "machne lerning servics for sales forcasting",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "any openigns for data enginer", cls: "typo", expect: "/career#data-engineer" },
  {
    q: "ecommrce websit for my clothng brand",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "nexora ka fouder kaun hai, name?", cls: "typo", expect: "/about#team" },
  { q: "do you make andriod and iphone aps", cls: "typo", expect: "/services/mobile-development" },
  { q: "priavcy polcy do u use cookeis", cls: "typo", expect: "/legal/privacy" },
  { q: "devps ci cd pipline setup help", cls: "typo", expect: "/services/devops" },
  { q: "ui ux desgin and clickable prototyp", cls: "typo", expect: "/services/ui-ux-design" },
  // vocabulary
  {
    q: "website banane mein kitna time lagta hai",
    cls: "vocabulary",
    expect: "/contact#faq|/services/web-development",
  },
  { q: "naukri chahiye, koi vacancy hai abhi?", cls: "vocabulary", expect: "/career" },
  {
    q: "project ka rough budget kitna lagega aapke saath",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "hackers se apni company ko bachana hai, kya karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "sales data se dashboards aur reports banate ho kya",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "aapka office kahan pe hai exactly", cls: "vocabulary", expect: "/contact" },
  {
    q: "apna server room wala setup cloud pe shift karna hai",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "ek part time tech advisor chahiye, cto jaisa koi",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamare documents se answer dene wala chatbot bana sakte ho?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "project khatam hone ke baad bhi support milega kya",
    cls: "vocabulary",
    expect: "/contact#faq",
  },
  {
    q: "what perks do staff get working there",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "kis kis desh mein clients hai aapke",
    cls: "vocabulary",
    expect: "/#global-presence|/about",
  },
  // ambiguous
  {
    q: "do you have any openings for security people",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "what's your policy on cookies on this website",
    cls: "ambiguous",
    expect: "/legal/privacy#no-cookies",
  },
  {
    q: "is there a cloud article on your blog about finops",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  { q: "what does the design role pay", cls: "ambiguous", expect: "/career#product-designer" },
  {
    q: "what was the result for the logistics company you migrated",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "can you test our app idea with real users before anyone codes it",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "what health cover do employees' families get",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how long does your hiring process take from applying to offer",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "in your delivery process what happens at the testing step",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "does your network service cover office wifi and firewalls",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "when i use the chat on this site where does my conversation get stored",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "who wrote the security article on your blog",
    cls: "ambiguous",
    expect: "/blog/cybersecurity-practices",
  },
  // multi
  {
    q: "give me a number to call you, also any jobs i can do from home?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "how much is discovery and how long does a marketing website take",
    cls: "multi",
    expect: "/services#pricing & /services/web-development",
  },
  {
    q: "who is the ceo, and do you do kubernetes work",
    cls: "multi",
    expect: "/about#team & /services/devops",
  },
  {
    q: "do you do pen tests and is nexora itself iso certified",
    cls: "multi",
    expect: "/services/cybersecurity & /about|/",
  },
  {
    q: "tell me about the hospital project and also what's the learning budget for employees",
    cls: "multi",
    expect: "/projects/healthcare & /career#why-work-with-us",
  },
  {
    q: "office address plz, and is the data engineer job hybrid",
    cls: "multi",
    expect: "/contact & /career#data-engineer",
  },
  {
    q: "do you build flutter apps and what does a dedicated team cost per month",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "can you help with power bi dashboards, and who owns the code after a custom software project",
    cls: "multi",
    expect: "/services/data-analytics & /services/software-development",
  },
  {
    q: "what result did the ecommerce case study get and do you do seo",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "how do i apply for a job and how long will you keep my data",
    cls: "multi",
    expect: "/career#how-to-apply & /legal/privacy#retention",
  },
  {
    q: "do you use azure openai and have you written anything about ai in business",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },
  {
    q: "are your consultants tied to any vendor, and which law governs your website terms",
    cls: "multi",
    expect: "/services/it-consulting & /legal/terms#governing-law",
  },
  // unanswerable
  { q: "how much revenue does nexora make in a year", cls: "unanswerable", expect: "fallback" },
  { q: "is there parking at your office for visitors", cls: "unanswerable", expect: "fallback" },
  { q: "do you do blockchain or web3 development", cls: "unanswerable", expect: "fallback" },
  { q: "can we pay you in crypto or bitcoin", cls: "unanswerable", expect: "fallback" },
  { q: "do you offer a franchise or reseller program", cls: "unanswerable", expect: "fallback" },
  { q: "does the office have a canteen for employees", cls: "unanswerable", expect: "fallback" },
  {
    q: "i'm from nigeria, would you sponsor my visa if i got a job with you",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is provident fund and gratuity given to staff", cls: "unanswerable", expect: "fallback" },
  { q: "whats nexora's rating on glassdoor", cls: "unanswerable", expect: "fallback" },
  {
    q: "is nexora listed on the stock market, share price?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you make a 3d game in unity for us", cls: "unanswerable", expect: "fallback" },
  { q: "do you build iot devices or drone software", cls: "unanswerable", expect: "fallback" },
  // off-topic
  {
    q: "bhai kal bhopal ka mausam kaisa rahega, chhata le jaun?",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "poha banane ki recipe batao", cls: "off-topic", expect: "fallback" },
  { q: "who won the ipl in 2024", cls: "off-topic", expect: "fallback" },
  { q: "write me a leave application for my boss", cls: "off-topic", expect: "fallback" },
  { q: "convert 100 usd to inr", cls: "off-topic", expect: "fallback" },
  { q: "best time to visit goa?", cls: "off-topic", expect: "fallback" },
];
