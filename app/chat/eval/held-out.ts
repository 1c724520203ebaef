import type { EvalQuestion } from "./questions";

/**
 * The seventy-first held-out set, written on 2026-12-03 (session 52) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The seventieth
 * set, scored once, is now `seventiethHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.731).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "roughly how long was the window when the 6 TB Oracle db got switched over to RDS for that trucking client",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "the distributor's dashboards - how often does the data refresh these days?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "cert-in deadline for reporting a breach, is it 6 hrs or 72 hrs? saw it in one of your posts",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if I join, does the company mediclaim also cover my parents, and up to what amount?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if I submit the quote form with no internet, how long does your site keep it on my phone before deleting it",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "where would I have to file a case if I had a problem with something on your site",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "claims settlement time at those 12 hospitals after your system went live - what did it drop to?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "which client gave nexora its first ever order in 2015",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "our plant's in Jabalpur, 300 km from you - will an engineer actually come there when the network breaks?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how much do FinOps practices usually cut from the first year cloud bill",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "after the fintech security overhaul what's their average time to spot an incident",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "if there's no suitable opening and I send a general application, how long do you hold on to it?",
    cls: "unreachable",
    expect: "/career",
  },

  // long
  {
    q: "We're a small chain of 4 clinics in Indore and right now everything is on paper registers and excel. My brother-in-law says we should get an app but I'm not sure where to even begin. Main question: will you build it for both iPhone and Android and put it on the stores for us?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "I run a textile export business in Surat with around 80 staff. Our IT guy left last month, the Wi-Fi keeps dropping and nobody knows if the backups even work. If we sign up with you, what hours is your helpdesk available?",
    cls: "long",
    expect: "/services/it-infrastructure|/login",
  },
  {
    q: "My startup just got a term sheet and the investor wants an independent tech review of our codebase before they wire the money. Our CTO built most of it alone so I'm a bit nervous. Is that something you people do?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "We've been on a monthly retainer with another vendor for two years and quality keeps going down. We want a team that works only on our product long term, almost like our own employees, and we're in the US. Roughly what does that kind of arrangement cost per month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I'm in final year B.Tech CSE from a tier 3 college in MP. I've done a few React projects and one internship. Your careers page has a full-stack opening but it says senior, so how many years of experience do you actually need for it?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Our hospital group has branches in three cities and patients keep carrying their files from one to the other. Someone told me you did a project for hospitals. Which standard did you build the patient record on so labs and insurers could connect?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I filled in your contact form yesterday afternoon about redoing our website. Haven't heard anything yet and my boss keeps asking me. How soon do you normally get back to people?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We're a D2C brand and our store crashes during every big sale, last Diwali we lost a lot of orders. Before I talk to anyone I want proof. Did you ever handle festive traffic for a retailer, and how much load did it take?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "The auditor asked our finance team how we would survive ransomware. We copy everything to an external drive every Friday but honestly nobody has ever checked those copies. What backup rule does your security article recommend?",
    cls: "long",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "I'm comparing three agencies for a small marketing website, maybe 8-10 pages, nothing fancy, it just has to look good and load fast. The other two quoted 3 months which feels too long. How much time would you take?",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "I'm a freelance UX designer in Kochi and I mostly work from home. I noticed you're hiring a product designer. Can I do that job fully remote from Kerala or would I have to move to Bhopal?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "An intern built us an AI chatbot demo last year and management loved it, but it never went live and now everyone has forgotten about it. I heard your CEO wrote about exactly this. What does he say is the usual reason such pilots get stuck?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },

  // typo
  {
    q: "do you do canary relases and blue-grean deployments?",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "ur offce adress in bhopal pls, want to drop by", cls: "typo", expect: "/contact" },
  { q: "does ur website use cookies or googel analitics", cls: "typo", expect: "/legal/privacy" },
  {
    q: "discovery fase pricing - is it a fixed amount or hourly?",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  { q: "what does nexora pay a data enginner, ballpark", cls: "typo", expect: "/career" },
  { q: "who is the cheif technology oficer at nexora", cls: "typo", expect: "/about" },
  {
    q: "can you move our on premise servers to azur without downtiem",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "can ur team pentest our andriod app and the backend APIs",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "did u use snowflak and power bi for the distributer dashbaord",
    cls: "typo",
    expect: "/projects/ai-analytics",
  },
  { q: "your cleints are from which all coutries?", cls: "typo", expect: "/|/about" },
  {
    q: "speech recogniton in hindi for call recordings - possible?",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "is the code ours or do you keep the ownrship of the repo",
    cls: "typo",
    expect: "/services/software-development",
  },

  // vocabulary
  {
    q: "ecommerce site banane ka budget kitna rakhna padega approx",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "app mein UPI se payment lena hai, ho jayega?",
    cls: "vocabulary",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "staff ko phishing wale mails pehchanne ki training dete ho kya",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  { q: "who's the boss man who started nexora", cls: "vocabulary", expect: "/about" },
  { q: "naukri ke liye resume kahan bhejun", cls: "vocabulary", expect: "/career" },
  {
    q: "our sales figures are spread over like 10 excel files, I want one screen where the owner sees everything",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we need a techie advisor couple of days a month, like a rented CTO",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "staff ke laptop kho jaate hain, remotely data wipe kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "company ka mission kya hai, what do you guys stand for",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "ravivaar ko bhi koi milega kya office mein ya chhutti?",
    cls: "vocabulary",
    expect: "/contact|/login",
  },
  {
    q: "hamare godown ka sara record register mein likha jata hai, isko digital karwana hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "project khatam hone ke baad bhi maintenance karoge?",
    cls: "vocabulary",
    expect: "/contact|/services",
  },

  // ambiguous
  {
    q: "what happens in the practical test round during your interviews?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "is QA a one-time thing right before launch for you, or does every single release get tested?",
    cls: "ambiguous",
    expect: "/services#process|/services/software-development",
  },
  {
    q: "is the 24/7 support line for everyone or only contract clients?",
    cls: "ambiguous",
    expect: "/login|/",
  },
  {
    q: "in your cloud write-up, when is kubernetes actually worth the hassle?",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "if our scope is still fuzzy and keeps shifting, which plan makes sense?",
    cls: "ambiguous",
    expect: "/services#pricing|/contact",
  },
  {
    q: "for the security job, do I have to sit in the Bhopal office or is WFH allowed?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "as a client can I see a dashboard of how my project is going?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "can you migrate 8 years of records from Tally and spreadsheets into one clean database?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "can you audit our app for usability problems?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "payment terms for a fixed price project - upfront or in stages?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "forecasting model used in the 9,000 retailer project - what algorithm?",
    cls: "ambiguous",
    expect: "/projects/ai-analytics",
  },
  { q: "does your CEO personally review our architecture?", cls: "ambiguous", expect: "/about" },

  // multi
  {
    q: "office address please, and what's the usual price range for a fixed-price project?",
    cls: "multi",
    expect: "/contact & /services#pricing",
  },
  {
    q: "who leads cybersecurity at nexora, and have you helped a fintech get ISO 27001?",
    cls: "multi",
    expect: "/about & /projects/security-infrastructure",
  },
  {
    q: "flutter app development possible? and are you hiring UI designers right now?",
    cls: "multi",
    expect: "/services/mobile-development & /career",
  },
  {
    q: "what tech did the hospital software use, and how many users do you test a prototype with?",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "do you store what I type in the chat, and what's your phone number?",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "your CEO's blog on AI pilots - what's the main advice? and do you do MLOps?",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "how much did the logistics client save on AWS, and what does a time and materials team cost per month?",
    cls: "multi",
    expect: "/projects/cloud-migration & /services#pricing",
  },
  {
    q: "can you set up microsoft 365 for our office and also run phishing simulations for the staff?",
    cls: "multi",
    expect: "/services/it-infrastructure & /services/cybersecurity",
  },
  {
    q: "any article on cutting cloud costs? and can your cloud team keep our data inside India?",
    cls: "multi",
    expect: "/blog/cloud-trends & /services/cloud-solutions",
  },
  {
    q: "do you set up CI/CD pipelines, and how long do you keep my enquiry data?",
    cls: "multi",
    expect: "/services/devops & /legal/privacy",
  },
  {
    q: "what do your terms say about quoting your articles, and who's your director of client success?",
    cls: "multi",
    expect: "/legal/terms & /about",
  },
  {
    q: "fashion retailer project revenue growth, do you make PWAs, and saturday timings?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development & /contact",
  },

  // unanswerable
  {
    q: "we're a US company, can we settle your invoices in USDC or some other crypto?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many people quit nexora in 2025, like what's the attrition %?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is nexora VC funded or bootstrapped?", cls: "unanswerable", expect: "fallback" },
  { q: "web3 / solidity dev work - do you take that up?", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you guys get free meals or a subsidised canteen at work?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you arrange cabs home for people on the night SOC shift?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we get a 60 day credit period on your invoices?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora hold a professional indemnity / E&O policy, and what's the coverage in USD?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a small agency in Nagpur - can we resell your dev services under our own brand?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do devs have to wear formals in office or is casual ok?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "my colleague uses a wheelchair - is there a ramp and lift at the lakeview tech centre?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a registered section 8 charity, do you give lower rates?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "my scooty battery died, how do I jump start it", cls: "off-topic", expect: "fallback" },
  { q: "poha kaise banate hain bina zyada tel ke", cls: "off-topic", expect: "fallback" },
  {
    q: "explain newton's third law with an example for class 9",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "good names for a golden retriever puppy", cls: "off-topic", expect: "fallback" },
  { q: "5 feet 8 inches in cm?", cls: "off-topic", expect: "fallback" },
  { q: "PAN ko aadhaar se link kaise karte hain", cls: "off-topic", expect: "fallback" },
];
