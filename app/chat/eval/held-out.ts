import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-twelfth held-out set, written on 2026-12-05 (session 62) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-eleventh set, scored once, is now `hundredAndEleventhHeldOut` in questions.ts. None
 * of its questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at
 * most 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "Do you people sort out the office wifi, printers and laptops for a small firm like ours?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "If we stop working together one day, do we walk away holding the source files and all the passwords?",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "Could you make a bot that reads our HR handbook and answers staff when they ask about leave rules?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Whose name sits at the very top of Nexora's org chart?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "Our trucks can't stop for a second; has anybody you worked with shifted everything off their own servers without a pause?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Will your people deal with getting our app through Apple's and Google's approval?",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "Is this website keeping tabs on what I click?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "Once I drop you a note through the form, how soon does a human get back to me?",
    cls: "unreachable",
    expect: "/contact",
  },
  {
    q: "Our last CTO left in March; can you lend us a seasoned person to steer tech calls part-time until we hire again?",
    cls: "unreachable",
    expect: "/services/it-consulting",
  },
  {
    q: "Roughly how big is the outfit, headcount-wise?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "Purchase requests here wait a week for four signatures on paper. Is that something you fix?",
    cls: "unreachable",
    expect: "/services/digital-transformation",
  },
  {
    q: "Supposing a quarrel about this website ever ended up in litigation, where would it be heard?",
    cls: "unreachable",
    expect: "/legal/terms",
  },

  // long
  {
    q: "We run four dental clinics around Indore and the front desk juggles three separate booking tools. Patients keep repeating their history at each branch and it drives everyone mad. Have you ever built something like this for hospitals?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I'm the finance head at a mid-sized manufacturer and our board hates open-ended invoices; we got burnt by a vendor last year. Our scope is pretty clear this time. Can we agree one number before anyone writes code?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "A freelancer built half of our app and then vanished, leaving messy code and zero documentation. We really don't want to throw it away and begin again. Would you take over what's already there?",
    cls: "long",
    expect: "/services/software-development|/services/mobile-development",
  },
  {
    q: "We're a small lending NBFC and a partner bank has told us to get ISO 27001 or lose the contract. Our one IT guy is already drowning. Is this the kind of thing you can carry us through?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Last year my team tried an AI chatbot pilot, the demo impressed the directors, and then it quietly died. Nobody owned it afterwards. Have you written anything about why that keeps happening?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "I sell sarees online and every festive sale the shop slows to a crawl just when orders peak. Stock on the site never matches the shelves either. What exactly did you do for that clothing chain?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Our AWS invoice has doubled in eighteen months and finance keeps asking why. I suspect test machines run all weekend doing nothing. Do you help companies bring that spend down?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "Our procurement team insists on understanding the first steps with any new vendor before we even talk. So, hypothetically, I fill in your enquiry form today. What happens after that, step by step?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "My niece just finished her computer science degree and wants to get into security work. She'd rather stay near home in Madhya Pradesh. Is there anything open with you for that?",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "We supply a few thousand kirana shops and our planners still forecast in Excel. Before every festival the popular items run out and the slow ones pile up. Can machine learning honestly help here?",
    cls: "long",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "Our developers release once a month on a Saturday night and something always breaks. Everyone dreads it and we lose the whole weekend. How would you get us shipping more often with less drama?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "We're a UK firm looking at an Indian partner for the long haul. Time zones worry us a bit and we want the same people on our product for years. How does your dedicated team arrangement work?",
    cls: "long",
    expect: "/services#pricing",
  },

  // typo
  { q: "saturdy evng r u guys opn till 6 too?", cls: "typo", expect: "/contact" },
  {
    q: "ios + androd both frm one codbase posible?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "pentesting servise avalable??", cls: "typo", expect: "/services/cybersecurity" },
  { q: "discovrey stage prise in rupes?", cls: "typo", expect: "/services#pricing" },
  { q: "ur adress pls, neer which landmrk", cls: "typo", expect: "/contact" },
  { q: "cn u bild dashbords in powr bi", cls: "typo", expect: "/services/data-analytics" },
  { q: "data enginer jobb hybrid or wfh?", cls: "typo", expect: "/career#data-engineer" },
  { q: "ui ux desgin help for our webiste revamp", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "does ths site stor my chat msgs anywher", cls: "typo", expect: "/legal/privacy" },
  {
    q: "that logistcs compny aws moov - how long did it tke",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "whos ur cheif tech oficer", cls: "typo", expect: "/about" },
  {
    q: "kubernets worth it for a 3 persn team??",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // vocabulary
  {
    q: "Post go-live, is there an AMC with SLA-backed response times?",
    cls: "vocabulary",
    expect: "/contact|/services",
  },
  {
    q: "What's your T&M monthly burn for a squad?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "Need a VAPT report for a big client's vendor onboarding, doable?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "Can we set up an ODC with you, offshore development centre style?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "Can your BI folks put together MIS reports for our management?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "Any SSO plus MFA rollout experience for a 300-seat org?",
    cls: "vocabulary",
    expect: "/projects/security-infrastructure|/services/cybersecurity",
  },
  {
    q: "Can you hook our billing into Tally and do GST e-invoicing?",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "What's the usual TAT for an MVP?",
    cls: "vocabulary",
    expect: "/contact|/services",
  },
  {
    q: "Do you do WCAG / a11y audits?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design|/services/web-development",
  },
  {
    q: "Can you guarantee an RTO and RPO for our DR setup?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/services/it-infrastructure",
  },
  {
    q: "What's the CTC band for the senior full stack opening?",
    cls: "vocabulary",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "Hamare grahakon ko WhatsApp par order ki jaankari automatic jaaye, aisa kuch banate ho?",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },

  // ambiguous
  { q: "cost brackets", cls: "ambiguous", expect: "/services#pricing" },
  {
    q: "breach defence",
    cls: "ambiguous",
    expect:
      "/services/cybersecurity|/projects/security-infrastructure|/blog/cybersecurity-practices",
  },
  { q: "app for my shop", cls: "ambiguous", expect: "/services/mobile-development" },
  { q: "location?", cls: "ambiguous", expect: "/contact" },
  { q: "vacancy list", cls: "ambiguous", expect: "/career" },
  { q: "that lender audit story", cls: "ambiguous", expect: "/projects/security-infrastructure" },
  { q: "help after launch", cls: "ambiguous", expect: "/contact|/services" },
  { q: "data work", cls: "ambiguous", expect: "/services/data-analytics" },
  { q: "portal", cls: "ambiguous", expect: "/login" },
  { q: "your backstory", cls: "ambiguous", expect: "/about" },
  { q: "reading material", cls: "ambiguous", expect: "/blog" },
  { q: "duration?", cls: "ambiguous", expect: "/contact|/services" },

  // multi
  {
    q: "Do you build Flutter apps, and roughly what would a fixed-price job set me back?",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "Who started the company, and what's the street address?",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "Can you pen test our API, and what did you do for that lending startup?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "How many interview rounds are there, and can the designer job be done from home?",
    cls: "multi",
    expect: "/career#hiring-process & /career#product-designer",
  },
  {
    q: "Are there any cookies on this site, and which country's law do your terms follow?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "How pricey is the initial discovery, and is testing only done right at the end?",
    cls: "multi",
    expect: "/services#pricing & /services#process",
  },
  {
    q: "Can you build Power BI dashboards, and have you done demand forecasting for anyone?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "Could you move our servers to Azure and also set up Microsoft 365 for the office staff?",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/it-infrastructure",
  },
  {
    q: "Can you make our site bilingual, English and Hindi, and do you also design logos and branding?",
    cls: "multi",
    expect: "/services/web-development & /services/ui-ux-design",
  },
  {
    q: "What number do I ring, and is there somewhere existing clients sign in?",
    cls: "multi",
    expect: "/contact & /login",
  },
  {
    q: "Which parts of the world are your clients in, and what sectors do they come from?",
    cls: "multi",
    expect: "/|/about & /contact|/about",
  },
  {
    q: "Do you roll out ERP systems, what would a dedicated team cost per month, and who heads client success?",
    cls: "multi",
    expect:
      "/services/digital-transformation|/services/software-development & /services#pricing & /about",
  },

  // unanswerable
  { q: "How profitable was Nexora in FY25?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Can you put our supply chain records on a blockchain ledger?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Have you ever shipped a VR training simulator for factory workers?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Say we pull the plug in month two; what money comes back to us?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Our investors insist any agency signs a confidentiality deed first; is that standard for you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is Nexora a Great Place to Work certified employer?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there a discount for registered NGOs and charities?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there room to park a scooter and a sedan at Lakeview Tech Centre?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How many of the 120 staff are female?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can you program the PLCs on our factory floor?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What cover limit does your errors-and-omissions policy have?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How long do engineers typically stay with you before moving on?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "How tall is the Qutub Minar?", cls: "off-topic", expect: "fallback" },
  {
    q: "Best dhaba on the Bhopal-Indore highway for a late dinner?",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "Write a birthday poem for my wife, please", cls: "off-topic", expect: "fallback" },
  { q: "What was the score in yesterday's Ranji match?", cls: "off-topic", expect: "fallback" },
  { q: "Convert 5 feet 8 inches to centimetres", cls: "off-topic", expect: "fallback" },
  { q: "What's the Tamil word for thank you?", cls: "off-topic", expect: "fallback" },
];
