import type { EvalQuestion } from "./questions";

/**
 * The sixty-fifth held-out set, written on 2026-12-03 (session 50) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The sixty-fourth
 * set, scored once, is now `sixtyFourthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.730).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "When Harbourline's Oracle data got flipped across to RDS, did the team finish inside the twenty minute slot they had planned?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "FMCG distributor forecasting project: how old was their sales data before, and how fresh is it now?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "SOC analyst opening - I know Splunk but have never used Sentinel, would that still count",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "for the senior typescript position how many junior devs would I have to mentor",
    cls: "unreachable",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "Vikram's piece on protecting growing firms: what is the CERT-In reporting window once a breach is spotted",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "your AI article talks about an accounts team buried in invoices, how many were they keying in every month",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "contact-form leftovers: after our last email back and forth, at what point do you purge my details for good",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "is a price you email me legally binding straight away, or only once something is confirmed in writing",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "apart from singapore which south east asian countries do u have customers in",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "the digital lender you secured, who actually forced them to go for ISO 27001",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "nothing on your openings page suits me - if I send a speculative application, how many months will you hold on to it",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "nexora ka sabse pehla client kaun tha jab 2015 mein company shuru hui",
    cls: "unreachable",
    expect: "/about",
  },
  // long
  {
    q: "We're a mid-sized auto parts maker near Pune, our accounts people live inside Tally and type GST invoices by hand every evening, so I'm wondering whether you would build us something custom that plugs into Tally and raises those invoices on its own",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "Our clinic chain still runs everything from a server cupboard in the main branch and the lease on that building ends in spring, so before deciding anything I want to understand whether shifting it all to Azure or AWS would mean patients can't book for a day or more",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "I've done close to three years of alert triage in a bank's security operations team and I'm relocating to Bhopal anyway for family reasons, so could you tell me whether your analyst position lets me work from home or I must come in daily",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "My partners and I write cheques of around two crore into early B2B software companies, and this time we want outside engineers to scrutinise the product's code quality, scalability and whether its CTO's crew can really deliver before we sign the term sheet, could Nexora handle such an exercise",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "I own a chain of sweet shops across MP and my nephew keeps telling me we need our own app where customers order, pay by UPI and get a ping when their festival boxes are ready, could your team make this for both Android and iPhone",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Our finance controller asked me to check, before he even looks at the figures on your website, whether the rupee amounts you publish already have GST in them or whether tax is added on top later",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "we install rooftop solar and most of our rural buyers read Hindi rather than English, so the new website we are planning has to work properly in both languages with Google picking up each version separately",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "after one of our accountants nearly wired money to a fake vendor last month, our HR head wants an ongoing awareness programme that sends pretend phishing mails to test staff, do you run that sort of thing",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "every monday my regional managers email me eleven different excel files with sales numbers that never agree with each other and I would love one screen showing the real figures, what would you do for a company like ours",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "our HR policy manuals run to hundreds of pages and employees keep asking the same things, so I'd like an internal assistant that reads those documents and replies with the source, but legal is nervous about anything leaving our own cloud account",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "A few weeks back I sent a quote request through your site for a side project that I've since dropped, and I'd rather you didn't keep my name and email lying around, how do I get that removed",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "in our cooperative society every purchase request gets printed, signed by four people and takes nearly a week, and the board wants it fully online with approvals on mobile, which of your offerings covers redesigning that kind of process",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  // typo
  {
    q: "pentst of our mobil app and backend apis, kar sakte ho?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "flutterr vs natve andriod, wich do u recomend for a delivery app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "migrte our on-prem VMs to amazon web servics, do u handel that",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "snowflak or bigqury - need help bulding a warehose",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "whre exactly is ur bhopal offce, which flor", cls: "typo", expect: "/contact|/about" },
  { q: "any carrer oppurtunities for devlopers rn", cls: "typo", expect: "/career" },
  {
    q: "r u loging my visits on ths site thru some analytcs tool??",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "demnd forcast modle for our distrbution biz",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "blue grean / canery deploymnt setup for our microservces",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "ux reserch, wirefrmes n protoypes in figma",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "hosptial managment sofware u bulit, detials?",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "fixd price vs time n materail diffrence",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  // vocabulary
  {
    q: "saree showroom hai mera, uska ecommerce website chahiye jahan UPI se payment ho",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "data wala koi job opening hai kya abhi", cls: "vocabulary", expect: "/career" },
  {
    q: "yearly maintenance contract for 40 desktops plus the office router and printers",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hamari website ko hackers se kaise bachaye, security check karwana hai",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can I hire a few of your coders long term as an extension of my own team",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "we still run on khata registers and photocopies, want everything digital with e-sign",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  { q: "automate our MIS reports", cls: "vocabulary", expect: "/services/data-analytics" },
  {
    q: "looking for a tech co-founder type advisor a couple of days a month, not a full time hire",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamare deployments abhi manual hote hain, automate karwana hai",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "hamare app ki screens bahut confusing hain, koi unko simple bana de",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "server room band karke sab kuch cloud pe daalna hai",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "ek bot chahiye jo hamare PDFs padh ke customers ko answer de",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  // ambiguous
  {
    q: "what hours would I be working as the SOC analyst, night duty bhi hogi?",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "every month the amazon invoice for our servers climbs by a lakh, can you help trim it?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "in the truck-company migration story, by what percent did running costs fall",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how long after applying for a job do you usually get back to people",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "new office floor handover is in march, can your team do the LAN cabling and wifi survey before we move in",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you charge again to retest once we've patched the pentest findings",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "go-live ke baad bug aaye toh kaun fix karega, aap log rahoge?",
    cls: "ambiguous",
    expect: "/contact|/services#process",
  },
  { q: "when are salaries revised for staff", cls: "ambiguous", expect: "/career" },
  {
    q: "any monthly care plan for a wordpress site: updates, backups, uptime watching",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "do you get referral fees from the vendors you recommend to clients",
    cls: "ambiguous",
    expect: "/services/it-consulting|/services/cloud-solutions",
  },
  {
    q: "till what date is the UI/UX designer vacancy accepting CVs",
    cls: "ambiguous",
    expect: "/career#product-designer",
  },
  {
    q: "BI project: roughly when would our sales heads be able to open a first live dashboard after we start",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  // multi
  {
    q: "how much did patient waiting time drop in the hospital project, and what's the salary band for the data engineer job?",
    cls: "multi",
    expect: "/projects/healthcare & /career#data-engineer",
  },
  {
    q: "weekend pe office khula rehta hai? aur discovery wala phase kitne ka padta hai",
    cls: "multi",
    expect: "/contact & /services#pricing",
  },
  {
    q: "is the retest after fixes free or paid? and in the RBI-regulated lender case, what share of staff ended up on phishing-resistant MFA",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "any tracking pixels on nexora's website? plus, if we fight over something on the site, where would it be heard",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "can you build in flutter + how many users do you test designs with per round",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "when was nexora started and is the product designer role fully remote",
    cls: "multi",
    expect: "/about & /career#product-designer",
  },
  {
    q: "do we really need kubernetes? and your blog said finops saves roughly how much",
    cls: "multi",
    expect: "/services/devops & /blog/cloud-trends",
  },
  {
    q: "who owns the source code once you've built it, and how much notice to shrink a dedicated team",
    cls: "multi",
    expect: "/services/software-development & /services#pricing",
  },
  {
    q: "is a data warehouse really necessary for modest volumes, and what tech did that distributor's forecasting use",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "do you visit sites outside bhopal for IT support, and do you offer a fractional CTO",
    cls: "multi",
    expect: "/services/it-infrastructure & /services/it-consulting",
  },
  {
    q: "how big is the learning budget for staff, and what did your CEO do before founding the company",
    cls: "multi",
    expect: "/career & /about",
  },
  {
    q: "how fast does the fashion retailer's shop load on mobile now, and do you build Shopify stores",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  // unanswerable
  {
    q: "before the discovery workshop, would you countersign a mutual non-disclosure agreement drafted by our lawyers",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what do you bill per hour for a single flutter dev",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is nexora itself SOC 2 type II audited", cls: "unanswerable", expect: "fallback" },
  {
    q: "is Nexora listed on Clutch or GoodFirms, and what rating do you have there",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what penalty do you pay if a fixed-price milestone slips",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "blockchain based land record system banana hai, aapki team ne pehle kiya hai?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is relocation assistance paid if I move to bhopal for the hybrid data engineer job",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the average tenure of engineers at nexora",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what uptime percentage does your website hosting plan guarantee",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you make our US telehealth app HIPAA compliant",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how often does your newsletter go out, weekly or monthly?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which city is the 12-hospital group from, can I ring them up for a reference",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "aaj shaam Upper Lake pe boating chalu hai ya band", cls: "off-topic", expect: "fallback" },
  { q: "how do I get rid of ants in my kitchen naturally", cls: "off-topic", expect: "fallback" },
  {
    q: "who is leading the chess olympiad standings right now",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "suggest a name for my beagle puppy", cls: "off-topic", expect: "fallback" },
  {
    q: "what's a 15 percent tip on a 2400 rupee dinner bill",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "plan a 3 day udaipur itinerary for me and my parents",
    cls: "off-topic",
    expect: "fallback",
  },
];
