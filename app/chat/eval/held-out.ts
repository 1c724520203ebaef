import type { EvalQuestion } from "./questions";

/**
 * The forty-fifth held-out set, written on 2026-12-02 (session 38, first round) by someone who
 * does not read or run the chat, from the site's content, while that round's tuning goes on. The
 * forty-fourth set, scored once, is now `fortyFourthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "till when can i send my portfolio for the ui ux designer vacancy",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "roughly what would a senior full stack typescript hire earn per year with you",
    cls: "unreachable",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "is the SOC analyst job on-site in bhopal or can it be remote",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "which orchestrator experience do you want for the data engineer post, would dagster count",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "how many video consultations happened in the first year of the hospital network project",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "what was the median mobile page load after the fashion retailer got its new storefront",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "how quickly does that lending fintech now spot a security incident",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "can your ai people do speech to text for hindi recordings",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do you send an engineer on-site if our office is in jabalpur and not bhopal",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what does the client walk away with at the end of the testing phase of your process",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "after I email you asking for a copy of my data, within how many days do you have to reply",
    cls: "unreachable",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "do you have any customers in new zealand",
    cls: "unreachable",
    expect: "/#global-presence",
  },

  // long
  {
    q: "Hi, I run a mid-sized textile export unit in Surat and we've been burned before by a vendor who vanished after go-live, leaving us with an app nobody could maintain. Before I even think about a new project I want to know this: once you finish building something for us, do you stick around to maintain and fix it afterwards?",
    cls: "long",
    expect: "/contact#faq|/services#process|/#why-nexora",
  },
  {
    q: "We're a team of six developers at a small SaaS startup in Pune, running maybe eight services on a couple of VMs. Our new hire keeps pushing to move everything onto Kubernetes because that's what big companies do, and I'm not convinced. Would you actually recommend k8s for a setup our size, or is that overkill?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "My son just finished his BTech from a college in Indore a few years back and he has about three years of experience with SQL, Python and Airflow at a small firm. He is too shy to ask himself so I am asking on his behalf, is there a vacancy in your company that would fit his profile and is it hybrid?",
    cls: "long",
    expect: "/career#data-engineer",
  },
  {
    q: "Our hospital's compliance officer is asking about the forms on vendor websites before we share anything with anyone. She specifically wants to know, if I type our details into your contact form, whether that information gets stored on servers outside the country or stays in India. Could you clarify so I can forward it to her?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "So we had a ransomware scare last month, luckily nothing got encrypted, but our board now wants a proper plan. Our IT head says we should get ISO 27001 but honestly we don't know where to start or whether a firm like yours even helps with the certification part itself, not just the tech. Do you?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I'm preparing a budget note for our managing director, who likes to see numbers before any meeting. We're a logistics company in Nagpur looking at a long-term arrangement where a group of your engineers works like our own in-house tech team for a year or more. What would that typically cost us every month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I'll be in Bhopal next Saturday for a family wedding and thought I might just drop by and meet someone in person to discuss an inventory app for our chain of pharmacies, since I prefer face-to-face conversations over calls. Will your office even be open that day, and until what time?",
    cls: "long",
    expect: "/contact|/login",
  },
  {
    q: "We already have a web shop that works fine, but about 80% of our customers are on phones and keep asking for a proper app where they can pay with UPI. We can't afford two separate teams for Android and iPhone. Can you build one app for both platforms, and would that save money compared to going native?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Our legal team is nervous about using generative AI for reading insurance claim documents. The big worry they keep raising in every single meeting is that the contracts, patient names and policy numbers we feed in might end up training some public model out there. Is that a real risk with how you build these things?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "I applied for one of your engineering roles about a week ago and have a friend who had a terrible experience with another company's unpaid weekend assignment. I'm a bit anxious, to be honest. Could you tell me what the steps after applying look like and whether I'd be asked to do a take-home task?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "We're a 40-person accounting firm currently running everything on an old server in our office in Raipur. Our partners already pay for Microsoft licences, some friends swear by AWS and others say Google. Honestly we're confused and just want someone neutral, with no commission from anyone, to tell us which provider makes sense for us.",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "My company is evaluating a few vendors for a security audit and my boss insists on knowing who exactly would be leading the work on your side, their background and certifications, since we've been handed juniors before by other firms. Who heads your security practice and what credentials does that person hold?",
    cls: "long",
    expect: "/about#team",
  },

  // typo
  { q: "penetraton testng servce", cls: "typo", expect: "/services/cybersecurity" },
  { q: "offce adress bhopl", cls: "typo", expect: "/contact" },
  { q: "lerning budjet for employes", cls: "typo", expect: "/career#why-work-with-us" },
  { q: "flutter ap developmnt", cls: "typo", expect: "/services/mobile-development" },
  { q: "privcy polcy cookes", cls: "typo", expect: "/legal/privacy" },
  { q: "dashbord powerbi servise", cls: "typo", expect: "/services/data-analytics" },
  { q: "helthcare case studdy", cls: "typo", expect: "/projects/healthcare" },
  { q: "whats ur workng hours on satuday", cls: "typo", expect: "/contact|/login" },
  { q: "devops pipline ci cd automaton", cls: "typo", expect: "/services/devops" },
  { q: "who is the ceo of nexra", cls: "typo", expect: "/about#team" },
  { q: "figma prototyp and ux reserch", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "clod migraton without downtim",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },

  // vocabulary
  {
    q: "aap log online dukaan wali website banate ho kya",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "bhai koi remote naukri hai kya cloud wali",
    cls: "vocabulary",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "discovery wala phase kitne ka padta hai",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  {
    q: "our staff keep losing laptops, can you remote wipe and patch them for us",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "need someone to act as a part-time CTO for my startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "can u make our shopify store load faster on jio phones",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "tally se connect hoga kya aapka software, GST bill bhi banana hai",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "we want to ditch the paper files and registers at our factory office",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "whatsapp pe customers ko order updates bhejne ka system banate ho?",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  { q: "job ke liye cv kahan bhejun", cls: "vocabulary", expect: "/career#how-to-apply" },
  {
    q: "do employees get mediclaim that covers parents also",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "dhande ka data excel mein bikhra pada hai, sab ek jagah report mein chahiye",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },

  // ambiguous
  {
    q: "how long do you hang on to what I type in the contact form",
    cls: "ambiguous",
    expect: "/legal/privacy#retention",
  },
  {
    q: "what are the working hours for employees, is it a fixed 9 to 6?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "my aws bill is out of control, can you help bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "where do I see my invoices and project documents as an existing client",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "do you give support for the windows laptops and printers in our office",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how much notice do we give to shrink a dedicated team",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "how long till I hear back once I apply for a job", cls: "ambiguous", expect: "/career" },
  { q: "do you track me while I browse this site", cls: "ambiguous", expect: "/legal/privacy" },
  {
    q: "can I reuse a paragraph from your blog article in my college presentation",
    cls: "ambiguous",
    expect: "/legal/terms#intellectual-property",
  },
  {
    q: "is there a warranty if bugs show up after launch",
    cls: "ambiguous",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "we need a portal where each of our customers sees only their own dashboards",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "training for my staff so they stop clicking phishing mails",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },

  // multi
  {
    q: "whats your phone number and do you build android apps",
    cls: "multi",
    expect: "/contact|/login & /services/mobile-development",
  },
  {
    q: "who founded nexora and when, and are there any remote jobs",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "how much does a fixed price project usually cost and how long does a simple website take",
    cls: "multi",
    expect: "/services#pricing & /contact#faq|/services/web-development",
  },
  {
    q: "do you do pen tests? also where exactly is your office in bhopal",
    cls: "multi",
    expect: "/services/cybersecurity & /contact",
  },
  {
    q: "show me the logistics cloud migration case study, and do you have an article on cloud trends",
    cls: "multi",
    expect: "/projects/cloud-migration & /blog/cloud-trends",
  },
  {
    q: "i want to apply for the data engineer job - what's the pay, and which email do I send my CV to",
    cls: "multi",
    expect: "/career#data-engineer & /career",
  },
  {
    q: "what's your mission as a company and which countries do you serve",
    cls: "multi",
    expect: "/about#mission & /#global-presence|/about",
  },
  {
    q: "can you redesign our app's UX and also help us publish it on the play store",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/mobile-development",
  },
  {
    q: "is your company ISO certified? and how do existing clients log in",
    cls: "multi",
    expect: "/|/about & /login",
  },
  {
    q: "your email id please, and do you build AI chatbots that answer from our own documents",
    cls: "multi",
    expect: "/contact|/login & /services/ai-machine-learning",
  },
  {
    q: "how do you handle data warehouse projects and what happened with the demand forecasting client",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "what are the six steps you follow, and is GST included in your prices",
    cls: "multi",
    expect: "/services#process & /services#pricing",
  },

  // unanswerable
  { q: "any idea what your annual turnover was in 2025", cls: "unanswerable", expect: "fallback" },
  {
    q: "is nexora listed on the stock exchange, can I buy shares",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you guys develop NFT or blockchain based products",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a multiplayer ludo game built, can your team do it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many weeks of maternity leave do your employees get",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can my driver park the car near your office when we come to visit",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before sharing our business plan, will nexora sign a non disclosure agreement",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you develop apps for smartwatches and wearables",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is the dress code at nexora", cls: "unanswerable", expect: "fallback" },
  {
    q: "how much referral bonus do I get if my friend joins through me",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do new joiners have to sign a service bond", cls: "unanswerable", expect: "fallback" },
  {
    q: "which colleges do most of your engineers come from",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "whats the weather going to be like in bhopal tomorrow",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "suggest a good biryani place near new market", cls: "off-topic", expect: "fallback" },
  {
    q: "which team lifted the cricket world cup most recently",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "convert 5 feet 7 inches into cm", cls: "off-topic", expect: "fallback" },
  {
    q: "write a short poem about the monsoon for my daughter's school project",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do i renew my passport in india", cls: "off-topic", expect: "fallback" },
];
