import type { EvalQuestion } from "./questions";

/**
 * The twenty-first held-out set, written on 2026-11-24 (session 28) by someone who did not read
 * or run the chat, from the site's content, before that round's tuning ended. The twentieth
 * set, scored once, is now `twentiethHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "how much money do employees get each year for courses and certifications",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "is the medical cover only for me or are my parents included too",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if there's a dispute about your website which city's courts handle it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "are you guys open on saturdays, till what time",
    cls: "unreachable",
    expect: "/contact|/login",
  },
  {
    q: "is testing done only at the end of the project or throughout",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "we are based in riyadh, do you already have clients in saudi or nearby gulf countries",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "whats the smallest paid first step to start working with you and its cost",
    cls: "unreachable",
    expect: "/services#pricing|/contact",
  },
  {
    q: "how many minutes was the oracle cut-over on that trucking company migration",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "who runs your security practice and what qualifications does he hold",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "how long do you hold on to the details i send in a quote request",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "with a dedicated team how much notice do i give to shrink it",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "how many hospital staff got trained when the patient record system rolled out",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },

  // long
  {
    q: "we are a mid size pharma distributor in indore, around 40 people, our sales team still tracks orders and stock in excel and whatsapp and honestly its a mess, can you build something that shows it all in one place",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "hi, i run three dental clinics in bhopal and the receptionist is overloaded because patients keep calling to book slots, we want patients to book appointments themselves from android and iphone, do you make that kind of thing",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "our company has about 80 laptops across two offices, wifi keeps dropping in the conference room, nobody knows where the backups are and we have no IT person, do you provide ongoing helpdesk and onsite support for this",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "a big enterprise customer is interested in us but their procurement sent a security questionnaire and wants iso 27001 within the year, we are a 60 person fintech, can you actually get us through that audit",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "im a final year btech student from jabalpur, did a couple of internships in react and node and want to work in MP, do you hire people remotely or would i have to move to bhopal",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we are a textile exporter, our erp is fifteen years old, the vendor has shut down, and the board keeps asking whether to buy something new or rebuild, we need someone neutral to tell us honestly what to do",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "our aws bill went from 2 lakh to almost 7 lakh a month in one year and nobody in the team can explain why, the devs just keep adding servers, can you look into it and bring the cost down",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we launched our skincare brand last year on a cheap template site that loads slowly on phones and google barely shows us, we want a proper fast site with good seo that our marketing person can update herself",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "my father runs a 200 person manufacturing unit near mandideep where every purchase approval is a paper file moving between four desks for days, he wants to go paperless but staff resist, is this something you handle",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "before i waste anyones time, we are a bootstrapped startup with maybe 8 to 10 lakh for a first version and the scope changes every week, which way of working with you would suit us best",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "our claims team reads hundreds of pdf documents every day and types the data into our system by hand, management wants to try AI but worries customer data will leak outside, do you take on this kind of work",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our developers only release once a month because every deployment breaks something and we roll back by hand on weekends, we want the whole release process automated with proper rollbacks, is that something your team sets up",
    cls: "long",
    expect: "/services/devops",
  },

  // typo
  { q: "wat r ur office timings on saterday", cls: "typo", expect: "/contact|/login" },
  { q: "do u do penetraton testng for mobile aps", cls: "typo", expect: "/services/cybersecurity" },
  { q: "wher exactly is ur ofice in bhopall", cls: "typo", expect: "/contact" },
  { q: "how much salry for the data engeneer job", cls: "typo", expect: "/career" },
  {
    q: "can u migrte our on premis servers to azur",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "do you make andriod and ios apps in fluter",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "who is the fonder of nexora n when was it strated", cls: "typo", expect: "/about" },
  { q: "privasy - does ur site put cokies on my browser", cls: "typo", expect: "/legal/privacy" },
  {
    q: "need a quotaton for a web aplication where do i fill the form",
    cls: "typo",
    expect: "/quotation",
  },
  {
    q: "can u do only the ui ux desgin for our exsiting app",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "show me the helthcare hospitl software u built",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "artcle on cyber securty tips for a growing buisness",
    cls: "typo",
    expect: "/blog/cybersecurity-practices",
  },

  // vocabulary
  {
    q: "kya aap log chhote business ke liye website banate ho",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "mujhe apni dukaan ke liye ek app chahiye jisme upi se payment ho",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "office ke computer aur printer kharab hote rehte hain, koi AMC type service hai",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "naukri chahiye, abhi koi vacancy khali hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "hackers se company ko bachane ke liye aap kya karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you put our software online instead of on the machine in our godown",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "aapka rate kya hai, paisa kaise charge karte ho",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "chatgpt jaisa bot bana sakte ho jo hamare company documents padh ke jawab de",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our app screens are confusing, need someone to make it look nicer and simpler to use",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "looking for a part time tech boss for my startup, someone who advises on tech decisions",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "excel reports se pareshan hain, saara data ek jagah graph mein dekhna hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "company ka pata kya hai, milne aana hai", cls: "vocabulary", expect: "/contact" },

  // ambiguous
  {
    q: "what's the process like if i apply for the designer opening",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "is there a portal where i can see invoices for my ongoing project with you",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "what do you do with the data i type into your contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "how much does discovery cost", cls: "ambiguous", expect: "/services#pricing" },
  {
    q: "what are the terms for paying you, advance or by milestone",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "any openings in security right now", cls: "ambiguous", expect: "/career" },
  {
    q: "can i see some of your work for hospitals",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "we need migration of years of old spreadsheet data into one clean database",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "can you train our staff so they stop clicking fake emails",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "will you publish the app on play store under our own account",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  { q: "is there a feed i can subscribe to for your articles", cls: "ambiguous", expect: "/blog" },
  { q: "what's the story behind nexora, how did it begin", cls: "ambiguous", expect: "/about" },

  // multi
  {
    q: "where is your office and are you hiring data engineers",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "what does the discovery phase cost and who owns the code once you've built it",
    cls: "multi",
    expect: "/services#pricing & /services/software-development",
  },
  {
    q: "do you build flutter apps, and can i see the fashion ecommerce case study",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "who is your cto, and does this site use cookies",
    cls: "multi",
    expect: "/about & /legal/privacy",
  },
  {
    q: "tell me about the hospital system you built and whether you take design only projects",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "how long did the lending fintech take to get certified with you, and do you retest after pen test fixes",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "do you guys set up kubernetes, and is there an article on where cloud is heading next year",
    cls: "multi",
    expect: "/services/devops & /blog/cloud-trends",
  },
  {
    q: "what does a dedicated team cost per month and what perks do your employees get",
    cls: "multi",
    expect: "/services#pricing & /career",
  },
  {
    q: "do you make power bi dashboards, and how did the distributor's demand forecasting turn out",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "what's your company's mission and how many days off do staff get",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "i want a quote for a mobile app, and how long do you keep my details after",
    cls: "multi",
    expect: "/quotation & /legal/privacy",
  },
  {
    q: "what are the six steps you follow and can you connect our software with tally",
    cls: "multi",
    expect: "/services#process & /services/software-development",
  },

  // unanswerable
  {
    q: "can you write smart contracts on ethereum for our nft launch",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you develop 3d games in unity for android", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you write firmware for iot sensors running on esp32",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you registered on gem portal for government tenders",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you upgrade our magento 1 store to magento 2",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you do servicenow itsm implementations", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there a service bond for freshers who join nexora",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who are nexora's investors, have you raised any funding",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "have you done any project for reliance or the tata group",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you give any discount to ngos or charitable trusts",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you build an app for smart tvs running tizen or webos",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a bpo call centre for outsourced customer support",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "recipe for dal bafla like they make in bhopal", cls: "off-topic", expect: "fallback" },
  { q: "explain photosynthesis in simple words for class 7", cls: "off-topic", expect: "fallback" },
  { q: "solve 3x + 7 = 22 for x, its for my homework", cls: "off-topic", expect: "fallback" },
  { q: "best places to visit in goa in december", cls: "off-topic", expect: "fallback" },
  { q: "home remedies to stop hair fall", cls: "off-topic", expect: "fallback" },
  { q: "which morning train goes from bhopal to delhi", cls: "off-topic", expect: "fallback" },
];
