import type { EvalQuestion } from "./questions";

/**
 * The thirtieth held-out set, to be written on 2026-11-25 (session 32, third round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The twenty-ninth set, scored once, is now `twentyNinthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "whats the pay range for the soc analyst opening, in lakhs per annum",
    cls: "unreachable",
    expect: "/career#security-analyst|/career",
  },
  {
    q: "cloud devops opening - can i do it from home in kerala or is it bhopal based",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer|/career",
  },
  {
    q: "for the data engineer post which orchestrator tools should i know, airflow?",
    cls: "unreachable",
    expect: "/career#data-engineer|/career",
  },
  {
    q: "will my chatbot data end up training some other company's AI model",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do your pentesters retest after we patch the findings or is that extra",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "can your engineers come on site to our factory in indore or only bhopal",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "in the logistics cloud move how long did the final database switchover take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how many hospital staff got trained when you rolled out the hospital software",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "which courts handle a dispute about your website terms",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "how many months do you hold on to my enquiry details before deleting",
    cls: "unreachable",
    expect: "/legal/privacy#retention|/legal/privacy",
  },
  {
    q: "which countries in the middle east do you have clients in",
    cls: "unreachable",
    expect: "/#global-presence|/",
  },
  {
    q: "what exactly happens in step 4 of your delivery process, the QA part",
    cls: "unreachable",
    expect: "/services#process|/services",
  },

  // long
  {
    q: "so my father runs a wholesale kirana distribution business in jabalpur and every diwali we either run out of ghee or end up with too much stock lying around, my cousin said some companies use machine learning to predict demand, have you guys actually done something like that for a distributor before",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "i am a final year btech student, honestly not very confident, but i have been doing figma and some user research projects for two years now and i wanted to know if there is any opening in design at your company",
    cls: "long",
    expect: "/career#product-designer|/career",
  },
  {
    q: "we are a small ca firm with about 25 people and last month one of our staff clicked some weird email link and we lost a day of work, my partner keeps saying we are too small to be hacked but i think we need some basic guidance on what to do first",
    cls: "long",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "before i even think about signing anything with you, and sorry if this is a basic question, i would like to understand how the money side works, do you charge per month or per project or what",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "our old vendor built our app in some ancient framework and then disappeared, the code is sitting on a hard disk and nobody understands it, would your team be willing to pick up an existing codebase like this",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "i was reading about the dpdp act on linkedin and got a bit worried because we run a clinic chain and keep patient data on some server abroad, can you help us keep the data within india when we go to the cloud",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "last year we tried a gen ai proof of concept with another agency, the demo was nice but it never went live and the management lost interest, is there anything on your site about why these pilots fail",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "my uncle is visiting bhopal next week for some other work and he wants to drop by and meet your team in person, could you tell me where exactly the office is",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "hello, i am already a customer, we signed last quarter for a portal project, and i have misplaced the link where we see project progress and documents, where do i get it",
    cls: "long",
    expect: "/login",
  },
  {
    q: "we are a chain of sixty clothing shops and during the festive sale our website keeps crashing and the stock shown online never matches the store, did you ever build something for a retailer with that problem",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "i want to know a bit about who actually started this company and when, because my investor asked me to check the background of any vendor before we give them the contract",
    cls: "long",
    expect: "/about",
  },
  {
    q: "ok so our engineering team keeps saying deployments take a whole weekend and something always breaks, management wants faster releases with automatic rollback, is this the kind of thing you help with",
    cls: "long",
    expect: "/services/devops",
  },

  // typo
  { q: "wat r ur ofice timmings on satruday", cls: "typo", expect: "/contact" },
  {
    q: "do u do penetraion testng for mobile apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "clowd migraton for logistcs compny case studdy",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "any vacansies for full stak devloper",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer|/career",
  },
  { q: "privcy polcy cookies", cls: "typo", expect: "/legal/privacy" },
  { q: "how much dose the discovry fase cost in rupess", cls: "typo", expect: "/services#pricing" },
  {
    q: "flutter app developmnt andriod and ios",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "helthcare managment sytem you built", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "dashbord and buisness inteligence servise",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "clinet portl login", cls: "typo", expect: "/login" },
  {
    q: "iso 27001 certifcation help for our compnay",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "who is the fonder of nexora and were did he work befor", cls: "typo", expect: "/about" },

  // vocabulary
  {
    q: "naukri hai kya aapke yahan freshers ya experienced ke liye",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "mujhe apni dukaan ki website banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "do you do office wifi, laptops and email setup, like an outsourced IT guy",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can you build us something like chatgpt trained on our company policies",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "hacker se bachne ke liye kya karna chahiye chhote business ko",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "need a part-time cto type person to advise on our tech choices",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "our aws bill is too high, can you reduce it",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we still do everything on paper registers and excel, want to go digital",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "app ka look and feel aur screens design karte ho kya",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  { q: "jenkins pipeline and kubernetes wala kaam", cls: "vocabulary", expect: "/services/devops" },
  {
    q: "aapke saath kaam kaise shuru hota hai, pehla kadam kya hai",
    cls: "vocabulary",
    expect: "/services#process|/services#pricing|/contact",
  },
  {
    q: "kya aap tally aur gst billing ke saath integrate kar sakte ho",
    cls: "vocabulary",
    expect: "/services/software-development",
  },

  // ambiguous
  {
    q: "what will my bill look like on time and materials",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how long for a first dashboard",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "how long does your hiring take from applying to offer",
    cls: "ambiguous",
    expect: "/career#hiring-process|/career",
  },
  {
    q: "what are the core hours for employees",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "which office would i be working from if i join the security team",
    cls: "ambiguous",
    expect: "/career#security-analyst|/career",
  },
  {
    q: "cost savings you got in the logistics project",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "your help desk support hours",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/contact",
  },
  {
    q: "how long will your architecture review of our system take us",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  { q: "is there a warranty after launch", cls: "ambiguous", expect: "/services#pricing" },
  { q: "what's the leave policy", cls: "ambiguous", expect: "/career#why-work-with-us|/career" },
  {
    q: "how long till our basic 5 page company website is live",
    cls: "ambiguous",
    expect: "/services/web-development|/contact#faq",
  },
  { q: "what data do you keep about me", cls: "ambiguous", expect: "/legal/privacy" },

  // multi
  {
    q: "what's your phone number and do you work on sundays",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "salary for the data engineer role and how do i apply",
    cls: "multi",
    expect: "/career#data-engineer|/career & /career#how-to-apply|/career",
  },
  {
    q: "do you build flutter apps and also do ui design for them",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "tell me about the fintech security project, and who heads your cybersecurity team",
    cls: "multi",
    expect: "/projects/security-infrastructure & /about",
  },
  {
    q: "price range of a dedicated team and minimum duration",
    cls: "multi",
    expect: "/services#pricing & /services#pricing",
  },
  {
    q: "when was nexora founded and how many people work there",
    cls: "multi",
    expect: "/about & /about",
  },
  {
    q: "do you do kubernetes setup? also any article on cloud trends",
    cls: "multi",
    expect: "/services/devops & /blog/cloud-trends",
  },
  {
    q: "can i delete my data from your records and is the site using cookies",
    cls: "multi",
    expect: "/legal/privacy#your-rights|/legal/privacy & /legal/privacy#no-cookies|/legal/privacy",
  },
  {
    q: "health insurance for employees kitna hai and learning budget bhi batao",
    cls: "multi",
    expect: "/career#why-work-with-us|/career & /career#why-work-with-us|/career",
  },
  {
    q: "have you done any hospital projects and do you offer software support after go live",
    cls: "multi",
    expect: "/projects/healthcare & /contact#faq|/services#process",
  },
  {
    q: "your email id and full postal address please",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "which clouds do you work with and will migrating cause downtime",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/cloud-solutions",
  },

  // unanswerable
  {
    q: "how much funding has nexora raised and who are the investors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was your annual turnover last financial year",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you develop blockchain or crypto wallet apps", cls: "unanswerable", expect: "fallback" },
  { q: "can we pay your invoices in bitcoin", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you give relocation allowance if i shift to bhopal for the job",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is free lunch provided in the bhopal office", cls: "unanswerable", expect: "fallback" },
  {
    q: "can your team make a 3d mobile game in unity for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is nexora's rating on glassdoor", cls: "unanswerable", expect: "fallback" },
  { q: "is nexora listed on nse, what's the share price", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you sell franchises of nexora in other cities",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who do you consider your main competitors in bhopal",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there a diwali bonus for employees", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "bhopal mein aaj barish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "who won yesterday's ipl match", cls: "off-topic", expect: "fallback" },
  { q: "paneer butter masala recipe quickly", cls: "off-topic", expect: "fallback" },
  { q: "solve x^2 - 5x + 6 = 0 for my homework", cls: "off-topic", expect: "fallback" },
  { q: "how do i say thank you very much in japanese", cls: "off-topic", expect: "fallback" },
  {
    q: "suggest a good bollywood movie to watch this weekend",
    cls: "off-topic",
    expect: "fallback",
  },
];
