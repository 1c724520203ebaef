import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-fifteenth held-out set, written on 2026-12-05 (session 63) by someone who does
 * not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-fourteenth set, scored once, is now `hundredAndFourteenthHeldOut` in questions.ts.
 * None of its questions is 75 % alike to a tuning question (character bigrams, punctuation
 * dropped; at most 0.747).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "When the trucking firm's big Oracle database got switched over to AWS, for how many minutes were things frozen?",
    cls: "unreachable",
    expect: "/projects/cloud-migration#approach",
  },
  {
    q: "If I fill in your contact form and we never end up working together, how long do you hang on to my details?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "If my firm ever wanted to take you to court over something on this site, would it be an MP court or somewhere else?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "How many hospital employees got trained when you rolled out that system across the hospital network?",
    cls: "unreachable",
    expect: "/projects/healthcare#approach",
  },
  {
    q: "thinking of applying for the SOC job but I've got small kids, does it mean rotating rosters and is anything paid on top for that",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "after a pentest, once we've patched the findings, do you come back and verify without charging again",
    cls: "unreachable",
    expect: "/services/cybersecurity#questions",
  },
  {
    q: "Our plant is in Sagar, a few hours' drive from you. If a server dies there, would a technician of yours come down or do you only help over the phone?",
    cls: "unreachable",
    expect: "/services/it-infrastructure#questions",
  },
  {
    q: "that kurta retailer's store you redid, how quickly did pages open on mobile after relaunch, in seconds?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "In the distributor forecasting job, did the planners trust the model from day one or was there some trial period first?",
    cls: "unreachable",
    expect: "/projects/ai-analytics#approach",
  },
  {
    q: "If my connection drops while I'm submitting the quote form, does my browser keep a copy? for how long?",
    cls: "unreachable",
    expect: "/legal/privacy#browser-storage",
  },
  {
    q: "Is there a government deadline in India for reporting a cyber attack? read something about 6 hrs somewhere",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#prepare-for-the-bad-day",
  },
  {
    q: "since when has Nexora had a machine learning practice, which year did that begin",
    cls: "unreachable",
    expect: "/about#story",
  },
  // long
  {
    q: "Hi, so we're a mid-sized auto parts manufacturer near Pithampur, about 400 people, and honestly most of our purchase approvals still go around as paper files needing four signatures. Management wants to go digital but the last time we brought in new software the floor supervisors basically refused to use it and went back to registers within a month. Before I pitch this internally again I need to know: how do you people deal with employees who push back against new systems?",
    cls: "long",
    expect: "/services/digital-transformation#questions",
  },
  {
    q: "Hello, I'm co-founder of a small edtech company, we closed a seed round recently and have a product roadmap for the next year or so. We tried freelancers and it was a mess, people vanishing mid-sprint etc. What I'm really after is a stable group of engineers who behave like our own staff, and I want to understand roughly what that costs per month and whether we can shrink it if money gets tight.",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Good evening. I handle operations for a group of eye hospitals in Chhattisgarh, five locations. Patients keep complaining they have to repeat their medical history at every branch, and our billing desk is a nightmare with insurance claims. A friend mentioned your firm did something similar before. Have you actually built anything like that for a hospital chain, and how did it turn out?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "hey, I'm a UX designer with about 4 yrs exp, currently serving notice at an agency in Pune. I've been through some awful interview processes lately where companies asked me to do a week-long design challenge for free and then ghosted me. Before I apply anywhere else I want to know what your interview rounds look like and whether there's unpaid homework involved",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "So I just sent the message form on your site about getting an inventory app made for our warehouse. I'm not very technical and my boss keeps asking me what happens now, when someone will call, whether we have to pay anything upfront. Can you explain what comes after I've sent that?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "our current website was built by the owner's nephew years ago lol, every time we want to change a phone number or add a product photo we have to call him and wait a week. we're thinking of getting a fresh site done. main thing for us: once it's built, will our own office staff be able to update the text and pictures without needing a developer?",
    cls: "long",
    expect: "/services/web-development#questions",
  },
  {
    q: "We are a mid-size NBFC and our compliance team is extremely nervous about anything AI. We'd like to try automating some KYC document checks, but legal keeps asking whether our customers' documents would end up feeding some big tech company's model. Is that something you can rule out?",
    cls: "long",
    expect: "/services/ai-machine-learning#questions",
  },
  {
    q: "Our AWS invoice has gone up roughly 3x in eighteen months and nobody on the team can really explain why. There are test servers people forgot about, a database that's probably way oversized, that kind of thing. I don't want a full rebuild, just someone to look at it and bring the bill down. Is that something you take on?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Writing on behalf of a family office. We're close to buying a minority stake in a B2B software startup and their pitch deck claims the stack scales to millions of users. None of us are engineers, honestly. Ahead of the term sheet we'd want independent tech people to dig into the codebase and the team and give a straight verdict. Is that a service you offer?",
    cls: "long",
    expect: "/services/it-consulting#overview",
  },
  {
    q: "Our procurement department sends every vendor a security questionnaire, and one item is about the vendor's own public website: does it drop tracking cookies or analytics scripts on visitors? I'm filling it in for your firm since we're evaluating you. What should I put down?",
    cls: "long",
    expect: "/legal/privacy#no-cookies",
  },
  {
    q: "So there's a debate at our startup. Our new CTO wants to put our 3 microservices on Kubernetes because everyone uses it, while our one ops guy says it will eat his whole week. We're a team of 8 and I'm not technical enough to judge. What's your honest view, do small teams like ours actually need k8s?",
    cls: "long",
    expect: "/services/devops#questions|/blog/cloud-trends",
  },
  {
    q: "Hi, we signed with you last month for our logistics app. The project manager emailed an invite to the project workspace, but I think my colleague deleted it by mistake and now none of us can get in. Who do I contact to get that sorted out?",
    cls: "long",
    expect: "/login#portal-access",
  },
  // typo
  {
    q: "planning to swing by saturdy, wen does ofice shut?",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "we got a fintech androd app, cn ur team hack-test it n the backend befor launch",
    cls: "typo",
    expect: "/services/cybersecurity#questions",
  },
  {
    q: "discovry workshop prise in rupees?",
    cls: "typo",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "shuld we go cross platfrom or nativ, whats diffrence in cost",
    cls: "typo",
    expect: "/services/mobile-development#questions",
  },
  {
    q: "wht is the exact adres of nexora ofice, need to visit tmrw",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "in ur aws migraiton for the trucking co did any servise go down",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "we need iso27k certfication for a bank client, u help with that?",
    cls: "typo",
    expect: "/services/cybersecurity#questions",
  },
  {
    q: "power bi dashbaord how many weeks till first one is live",
    cls: "typo",
    expect: "/services/data-analytics#questions",
  },
  {
    q: "data engg opening - pay band per anum?",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "do u guys sel my data to 3rd partys??",
    cls: "typo",
    expect: "/legal/privacy#how-we-use-it",
  },
  {
    q: "whois ur ceo",
    cls: "typo",
    expect: "/about#team",
  },
  {
    q: "usabilty test - how many ppl shud we recruit per round",
    cls: "typo",
    expect: "/services/ui-ux-design#questions",
  },
  // vocabulary
  {
    q: "Do you provide resources on an ODC basis, like a dedicated offshore team?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "We need a VAPT report before our RBI inspection",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "rehost our VMware workloads from the colo to Azure, is that your thing?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Software ban jaane ke baad AMC milega kya?",
    cls: "vocabulary",
    expect: "/contact#faq",
  },
  {
    q: "need MIS reports pulled from Tally and our ERP into one place for management",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "looking for a vendor to build a RAG bot over our internal SOPs and HR policies",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "who can handle L1/L2 desktop support for around 60 users",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we want an interim CTO for a few months while we hire",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "Do you take on SRE work, like SLOs, error budgets and on-call?",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "kya aap Hindi voice notes ko text me convert karne wala model bana sakte ho",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning#overview",
  },
  {
    q: "who holds the IPR on the source code once the SOW is complete",
    cls: "vocabulary",
    expect: "/services/software-development#questions",
  },
  {
    q: "we want to replace our dealers' paper order books with e-sign and DigiLocker based workflows",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  // ambiguous
  {
    q: "what do you charge roughly",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "any vacancies going",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "which city is the company in",
    cls: "ambiguous",
    expect: "/contact|/about",
  },
  {
    q: "show me stuff you've built before",
    cls: "ambiguous",
    expect: "/projects",
  },
  {
    q: "leadership people",
    cls: "ambiguous",
    expect: "/about#team",
  },
  {
    q: "steps from kickoff to golive",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "anything to read, like insights?",
    cls: "ambiguous",
    expect: "/blog",
  },
  {
    q: "what am I allowed to do with the content on this site",
    cls: "ambiguous",
    expect: "/legal/terms",
  },
  {
    q: "existing customer sign in",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "maintenance once live?",
    cls: "ambiguous",
    expect: "/contact#faq",
  },
  {
    q: "app development",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "site map",
    cls: "ambiguous",
    expect: "/sitemap",
  },
  // multi
  {
    q: "Need a number to ring you on; also, what's the name of your technology head?",
    cls: "multi",
    expect: "/contact & /about#team",
  },
  {
    q: "Can your team make a patient app for iPhone and Android, and is there a healthcare project of yours I can look at?",
    cls: "multi",
    expect: "/services/mobile-development & /projects/healthcare",
  },
  {
    q: "any opening for a devops engineer? also what perks do employees get",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /career#why-work-with-us",
  },
  {
    q: "do you set up data warehouses, and have you written anything on using AI in business?",
    cls: "multi",
    expect: "/services/data-analytics & /blog/future-of-ai",
  },
  {
    q: "Which tools did you use on the fintech security job, and do you run phishing training for staff?",
    cls: "multi",
    expect: "/projects/security-infrastructure#stack & /services/cybersecurity#overview",
  },
  {
    q: "Explain fixed price vs time-and-materials, and what happens in the first workshop for a custom software build?",
    cls: "multi",
    expect: "/services#pricing & /services/software-development#delivery",
  },
  {
    q: "Can you migrate us to Google Cloud and also set up CI/CD pipelines for our devs?",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/devops",
  },
  {
    q: "Name of the person in charge of your security practice? Has he or she authored anything on the blog?",
    cls: "multi",
    expect: "/about#team & /blog/cybersecurity-practices",
  },
  {
    q: "how do i apply and is the product designer job work from home?",
    cls: "multi",
    expect: "/career#how-to-apply & /career#product-designer",
  },
  {
    q: "Our Flutter app was built by another agency and crashes a lot. Can you fix it, and can you also redo the design?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "what are your office hours, how can I get my personal data deleted, and do you audit the UX of an existing app?",
    cls: "multi",
    expect: "/contact & /legal/privacy#your-rights & /services/ui-ux-design#overview",
  },
  {
    q: "do you do ERP rollouts? and show me a case where you did demand forecasting",
    cls: "multi",
    expect: "/services/digital-transformation & /projects/ai-analytics",
  },
  // unanswerable
  {
    q: "for our supplier onboarding form we need Nexora's yearly sales figure, what is it?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Could you build us a tokenised loyalty scheme on Ethereum?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is nexora appraised at any CMMI maturity level, our tender asks",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "We make smart energy meters; can your engineers write the embedded C code on the microcontroller?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Coming by car for Friday's meeting: can I leave it inside your premises or should I hunt for street space?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if i introduce a client to you do i get a finder's fee",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do female staff get six months paid leave after childbirth",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you run any webinars or meetups I could attend?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is the company VC funded or bootstrapped?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you take USDT or other crypto as payment",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is Nexora empanelled on GeM for government purchases?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What's the staff attrition rate at Nexora?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "where can I get good dal bafla near New Market",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "score of yesterday's india vs england test",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write a limerick about my cat",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how many grams in a tola of gold",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "explain why the sky turns orange at sunset",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "any good thriller web series you'd recommend to binge",
    cls: "off-topic",
    expect: "fallback",
  },
];
