import type { EvalQuestion } from "./questions";

/**
 * The twentieth held-out set, written on 2026-11-24 (session 27) by someone who did not read or
 * run the chat, from the site's content (app/content, app/site.ts, app/routes, app/components and
 * the quote form's choices), before that round's tuning ended. The nineteenth set, scored once, is
 * now `nineteenthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "what does the data engineer position pay per year", cls: "unreachable", expect: "/career" },
  {
    q: "is ur cloud & devops engineer vacancy fully work from home or do i need to come to bhopal",
    cls: "unreachable",
    expect: "/career",
  },
  { q: "do you have any customers in qatar", cls: "unreachable", expect: "/" },
  {
    q: "how much is the mediclaim cover for staff and does it include parents",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "does nexora.example run google analytics or facebook pixel on visitors",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if there is a legal dispute about the website which city's courts decide it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "by what percent did the distributor cut its inventory after the forecasting dashboard",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "in your 2027 cloud trends article what do you say about tagging resources",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "at which stage of your delivery process do security scans and performance checks happen",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "can your ai team do speech to text for hindi calls",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we are shifting to a new office floor, can you handle the IT fit-out and move",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "none of the open jobs match me, can i still send my cv and how long do you keep it",
    cls: "unreachable",
    expect: "/career",
  },

  // long
  {
    q: "Hi, I run three bakeries in Indore and we still take orders on paper slips and WhatsApp. My staff are not very comfortable with computers. Can you help us move ordering and stock tracking to something digital without confusing everyone?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We are a small logistics startup and our app runs on two old servers in a rented rack. It keeps crashing in peak hours and the hosting guy is unreachable. Could you help us shift everything to AWS without taking the app offline?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "I'm in the final year of my B.Tech in computer science and I've done two internships with React and Node. I would really like to work close to my family in Bhopal. Is your company hiring anyone at the moment?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "My friend's company got hit by ransomware last month and lost a week of invoices. We are around 40 people with nobody looking after security at all. Can your people try to break into our systems and tell us where we are weak?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "We paid another agency for a web portal that is only half done and now they have stopped answering calls. All the code is sitting in our GitHub account. Is it possible for your developers to pick up somebody else's code and finish it?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I'm a founder based in Dubai looking for a long term technology partner. We would want the same four or five developers working only on our product for at least a year. How would pricing work for that kind of setup?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "Our sales numbers sit in Tally, three Excel files and a CRM nobody updates. Every month the directors ask for a summary and it takes my team two full days to put together. Could you build us one place to see it all?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We are a hospital group planning to replace our paper OPD registers and billing counters. Before we talk to any vendor, I would like to see whether you have actually done this kind of work before and what came out of it.",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I filled in the form on your website last evening with details of our online store project. I haven't heard anything back yet and I'm getting a little anxious about it. When should I realistically expect someone from your side to respond?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "Our company is an existing client, your team built our inventory system last year. Our auditors now want the latest invoices and the project documents from you. Where exactly do I sign in to download those files myself?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "We are a UK based lending startup and our bank partners keep asking about our security certification. We want to get ISO 27001 this year but honestly have no idea where to begin. Is that something your people can guide us through?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I have an idea for an app that lets kirana shops track credit given to regular customers. I have no technical background and only some rough sketches on paper. Before spending lakhs on coding, can you help me design it and test it with shopkeepers?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },

  // typo
  {
    q: "do u guys do penetration tesitng for web apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "job vacncies in ur bhopal office", cls: "typo", expect: "/career" },
  { q: "nexora ofice adress and pin code", cls: "typo", expect: "/contact" },
  {
    q: "fluter or react natve app for my shop",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "kubernets + ci/cd piplines for our microservices",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "where is ur privcy polcy page", cls: "typo", expect: "/legal/privacy" },
  { q: "existing clinet login portel link", cls: "typo", expect: "/login" },
  {
    q: "machien lerning for sales forcasting",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "wesbite redesign on wordpres with seo", cls: "typo", expect: "/services/web-development" },
  { q: "who started nexora, teh founder name", cls: "typo", expect: "/about" },
  {
    q: "need tech stratgy consultnacy for expansion",
    cls: "typo",
    expect: "/services/it-consulting",
  },
  {
    q: "can u buld power bi dashbords for our sales team",
    cls: "typo",
    expect: "/services/data-analytics",
  },

  // vocabulary
  {
    q: "kya aap online dukaan wali website banate ho",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "iphone aur android dono ke liye app bana doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "office ka wifi aur computer ka maintenance karte ho kya",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hackers se company ka data kaise bachaoge",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  { q: "aapki company me naukri chahiye", cls: "vocabulary", expect: "/career" },
  { q: "bhai rate card bhejo, kitna charge karte ho", cls: "vocabulary", expect: "/services" },
  {
    q: "chatgpt type bot trained on our company handbooks",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we want push to deploy with automatic rollbacks",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "lift and shift our data centre to azure",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "need a virtual cto for our seed stage startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "someone to make our app screens prettier and easier to click through",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  { q: "aapka daftar kahan pe hai", cls: "vocabulary", expect: "/contact" },

  // ambiguous
  {
    q: "how long do u hold on to the info i typed in the enquiry form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "what hours are employees expected to be online", cls: "ambiguous", expect: "/career" },
  { q: "who's on the leadership team", cls: "ambiguous", expect: "/about" },
  { q: "where can i see and download my bills from you", cls: "ambiguous", expect: "/login" },
  {
    q: "do you keep supporting the product after it goes live",
    cls: "ambiguous",
    expect: "/contact|/services",
  },
  {
    q: "how much experience is needed for the SOC analyst opening",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how long is it from applying to getting an offer letter",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "is the office open on saturdays", cls: "ambiguous", expect: "/contact" },
  {
    q: "what's the plan of action when you migrate us to the cloud, step by step",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  { q: "is a quote from you a binding contract", cls: "ambiguous", expect: "/legal/terms" },
  {
    q: "our aws cost keeps creeping up every month, can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  { q: "any experience with hospital software?", cls: "ambiguous", expect: "/projects/healthcare" },

  // multi
  {
    q: "where is your office located and are you hiring security people",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "do you build react native apps? and roughly what does a fixed price project cost",
    cls: "multi",
    expect: "/services/mobile-development & /services",
  },
  { q: "who is the ceo, and do you have clients in australia", cls: "multi", expect: "/about & /" },
  {
    q: "shopify store banate ho kya? aur payment milestone wise hota hai?",
    cls: "multi",
    expect: "/services/web-development & /services",
  },
  {
    q: "does your website track me with cookies, and under which country's law are the terms",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "which monitoring tools do you use for devops, and can you help us pass an iso 27001 audit",
    cls: "multi",
    expect: "/services/devops & /services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "tell me about the fashion retailer project and also the fintech security one",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /projects/security-infrastructure",
  },
  {
    q: "is the product designer job remote? also what does your ux process look like for clients",
    cls: "multi",
    expect: "/career & /services/ui-ux-design",
  },
  {
    q: "can you set up a snowflake warehouse and then do demand forecasting with ai on top",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "how do existing clients get into the portal, and what number do i call for sales",
    cls: "multi",
    expect: "/login & /contact|/login",
  },
  {
    q: "who wrote the article on moving ai pilots into production? and do you help pick vendors",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/it-consulting",
  },
  {
    q: "minimum duration for a dedicated team? do u do backup and disaster recovery? open on sundays?",
    cls: "multi",
    expect: "/services & /services/it-infrastructure|/services/cloud-solutions & /contact",
  },

  // unanswerable
  { q: "do u guys build blockchain dapps on ethereum", cls: "unanswerable", expect: "fallback" },
  { q: "has nexora been appraised at cmmi level 5", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you write firmware for our iot temperature sensors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we have an old php laravel portal, will you maintain it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you build vr walkthroughs for real estate projects",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are the hospital systems you build certified hipaa compliant",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "roughly how many crores was nexora's turnover in fy 2025-26",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "does nexora run a branch in nairobi, kenya", cls: "unanswerable", expect: "fallback" },
  {
    q: "have you ever delivered a project for a company in brazil",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do employees get esops or stock options", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there a relocation allowance for new joiners moving to bhopal",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is nexora a registered nasscom member", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "give me a paneer butter masala recipe for 4 people", cls: "off-topic", expect: "fallback" },
  { q: "who won the ipl final in 2025", cls: "off-topic", expect: "fallback" },
  { q: "solve x^2 - 7x + 12 = 0 step by step", cls: "off-topic", expect: "fallback" },
  { q: "kal bhopal me barish hogi kya, weather batao", cls: "off-topic", expect: "fallback" },
  { q: "suggest a good hindi movie for this weekend", cls: "off-topic", expect: "fallback" },
  { q: "how do you say thank you in japanese", cls: "off-topic", expect: "fallback" },
];
