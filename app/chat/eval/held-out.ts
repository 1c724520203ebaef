import type { EvalQuestion } from "./questions";

/**
 * The fiftieth held-out set, written on 2026-12-02 (session 40, second round) by someone who does
 * not read or run the chat, from the site's content, while that round's tuning goes on. The
 * forty-ninth set, scored once, is now `fortyNinthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "how much pay are you offering for the security analyst seat, per annum?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "can the cloud devops engineer position be done fully from home? i live in kochi",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "till what date can i apply for the product designer opening",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "what should I write in the subject line when I email my CV to you",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  {
    q: "after the penetration test, if we fix what you found, will you recheck it without charging again",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "will our app go live under our own google play and apple developer accounts or under yours",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "your case study with the transport firm moving to aws, how long was the cut-over window for their main DB",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "the telemedicine thing you built for hospitals, how many patients actually used video consults",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "after I send an enquiry, when does my data get deleted from your side",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "under your website terms, where would a case be filed if something went wrong",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "your security blog mentions a reporting deadline for breaches in India, what was it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "do u work with companies in auckland or elsewhere in NZ",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  // long
  {
    q: "Hi, we are a family-run textile export house in Surat. All our buyer orders, shipments and payments sit in Tally and about 20 excel sheets my accountant maintains. Every month I wait a week to know which buyer is actually profitable. Is this something you can fix with proper reports?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "so our previous freelancer built our booking platform in node and react and then just stopped replying. the code is on github but nobody on my side really understands it. would you be willing to pick up a half-finished project like this one?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I run a CBSE school in Sagar with about 60 teachers and two computer labs. The wifi keeps dropping in the middle of online classes and honestly nobody knows where our backups are. Do you look after this kind of day to day IT for schools outside Bhopal?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We're a small NBFC in Indore. Our partner bank has told us we need ISO 27001 before they renew the agreement next year, and frankly we have no idea where to even begin. Can you walk us through getting certified?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Hey, I head operations at a D2C skincare brand in Jaipur. During last Diwali sale our online shop went down for two hours and we lost a lot of orders. Before the next big sale we want a store that won't fall over, have you built anything like that?",
    cls: "long",
    expect: "/projects/ecommerce-platform|/services/web-development",
  },
  {
    q: "We're a 15-person SaaS startup in Austin and our engineering lead just quit. The roadmap is stuck and I need someone senior to steer architecture a couple of days a week, not a full-time hire. Is that something you offer?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Our factory in Pithampur still routes every purchase request on paper and it needs four signatures, which takes almost a week. Management wants to go digital but the floor staff are nervous about new software. How would you go about something like this?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we push releases by hand at every month end and it's always a weekend of firefighting, last time prod was down half a day. the devs are good but nobody owns the release process. can you help us get deployments automated?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "Me and my cofounder are building a lending app. We'd rather pay monthly for a team that sticks with us than a one-time project price, because honestly our scope changes every week. What does that kind of setup usually cost with you?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I'm a full stack dev with about six years in TypeScript and React, working in Pune right now, but my family is in Bhopal so I'd love to move back. I saw you're hiring senior engineers. Is that role office based and what's the package?",
    cls: "long",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "Our insurance company has thousands of claim PDFs and policy documents, and call centre staff keep digging through them by hand. We'd like an assistant that answers from those documents, but compliance won't allow our data to train anyone else's model. Is that doable?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "We run our logistics ERP on two racks of servers in our Nagpur office and the hardware warranty runs out next year. The directors want to move it all to the cloud but trucks move 24x7, so we can't afford downtime. Can it be done without stopping operations?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  // typo
  { q: "do u do cybersecurty audits", cls: "typo", expect: "/services/cybersecurity" },
  { q: "satrday timings for ur bhopal ofice?", cls: "typo", expect: "/contact" },
  {
    q: "we need someone for devops, kuberentes, jenkns, pipleines etc",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "looking for a sales dashbord, data analitycs servce",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "any carrer openings rn?", cls: "typo", expect: "/career" },
  {
    q: "can u build an andriod and ios aap for us",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "link to the privasy statment pls", cls: "typo", expect: "/legal/privacy" },
  {
    q: "can u do machne lerning demand forcasting for our inventry",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "ui ux desgin servces, figma protoypes", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "help with digtal transformtion of our paper proceses",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "how does ur priceing work, fixd price or hourly?",
    cls: "typo",
    expect: "/services#pricing|/contact#faq",
  },
  { q: "who's the ceo n foundr of nexora technolgies", cls: "typo", expect: "/about" },
  // vocabulary
  {
    q: "can you make an app like zomato or swiggy for my restaurant chain",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hamara sara data google sheets me bikhra pada hai, ek jagah report dekhni hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "someone got into our company email and sent fake invoices to clients, how do we lock everything down",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "boss wants a chatgpt type bot that reads our company pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "bhai job mil sakti hai kya aapke yahan? openings dikhao",
    cls: "vocabulary",
    expect: "/career",
  },
  { q: "do you have customers in dubai or riyadh", cls: "vocabulary", expect: "/#global-presence" },
  {
    q: "we don't have a tech cofounder, can someone from your side act as one on a retainer",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "want a wordpress site for my boutique",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "GST billing software that syncs with tally",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "our approvals still run on paper files and rubber stamps, we want it all on mobile",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "can you set up github actions so our code deploys by itself",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  { q: "aapka daftar kahan hai bhopal mein?", cls: "vocabulary", expect: "/contact" },
  // ambiguous
  {
    q: "my team keeps arguing over whose sales figures are correct every monday, can u fix that",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "how many holidays do employees get in a year at nexora",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "can u look after our office 365 mailboxes and licences",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "the monthly amount microsoft charges us for azure is out of control, any way to trim it",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "I'm looking for a tech support job, any helpdesk openings?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "if I share my phone no. in the enquiry form will it end up with telemarketers?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "if our production server dies at 3am on a sunday will anyone from your side pick up",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure",
  },
  {
    q: "what are your payment terms, full advance or in instalments?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "I'm migrating to canada next year, can i still work remotely for you?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "which pricing model works if our requirements keep changing",
    cls: "ambiguous",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "is there a dashboard where I can follow how my project with you is going",
    cls: "ambiguous",
    expect: "/login",
  },
  { q: "where can I read reviews of your work", cls: "ambiguous", expect: "/#testimonials" },
  // multi
  {
    q: "can your team try to hack our web app to find weak spots? what would the initial study phase set us back",
    cls: "multi",
    expect: "/services/cybersecurity & /services#pricing",
  },
  {
    q: "kya aap flutter me app banate ho aur saturday ko office khula rehta hai?",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "who started nexora, and what does the privacy policy say about my chat messages",
    cls: "multi",
    expect: "/about & /legal/privacy",
  },
  {
    q: "tell me about the logistics cloud migration you did. could you do the same for us on azure?",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "is there a devops opening right now, also what's the yearly learning budget for staff",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /career#why-work-with-us",
  },
  {
    q: "what did you build for the hospital group, plus do you do user research for design",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "got any clients in singapore? whats your phone no.",
    cls: "multi",
    expect: "/#global-presence & /contact",
  },
  {
    q: "who wrote the article on moving AI pilots to production? can your AI people review our use case",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "how do existing clients log in, and where are your terms of service",
    cls: "multi",
    expect: "/login & /legal/terms",
  },
  {
    q: "need ISO 27001 prep and a data warehouse, u guys do both?",
    cls: "multi",
    expect: "/services/cybersecurity & /services/data-analytics",
  },
  {
    q: "how many rounds in your hiring process, who do i send my resume to",
    cls: "multi",
    expect: "/career#hiring-process & /career#how-to-apply",
  },
  {
    q: "do you work with kubernetes, what time do you close on weekdays and where is your head of security based",
    cls: "multi",
    expect: "/services/devops & /contact & /about",
  },
  // unanswerable
  {
    q: "do your engineers get macbooks or windows laptops",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's nexora's credit rating from crisil", cls: "unanswerable", expect: "fallback" },
  {
    q: "does your bhopal office have a canteen for staff",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how big is your office in square feet", cls: "unanswerable", expect: "fallback" },
  { q: "which bank does nexora keep its accounts with", cls: "unanswerable", expect: "fallback" },
  { q: "when is nexora's annual day function this year", cls: "unanswerable", expect: "fallback" },
  { q: "what's your staff attrition rate", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there a creche at your office for employees with small kids",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many people have applied for the data engineer job so far",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you pay relocation costs if i shift to bhopal for the job",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the wifi password for guests at your office",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you organise hackathons or tech meetups in bhopal",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "which team won the t20 world cup in 2024", cls: "off-topic", expect: "fallback" },
  { q: "how long should i boil an egg for a runny yolk", cls: "off-topic", expect: "fallback" },
  { q: "how many bones are in the human body", cls: "off-topic", expect: "fallback" },
  {
    q: "can you solve x^2 - 5x + 6 = 0 for my maths homework",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "what causes rainbows, explain for a school project", cls: "off-topic", expect: "fallback" },
  { q: "recommend a good hindi movie to watch this weekend", cls: "off-topic", expect: "fallback" },
];
