import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-tenth held-out set, written on 2026-12-04 (session 61) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-ninth set, scored once, is now `hundredAndNinthHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.742).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "did that lending fintech actually clear its ISO audit on the first try?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "my board wants proof telemedicine works at scale: how many remote consultations did that 12-hospital network log after launch?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "our auditor mentioned a six-hour government deadline to notify breaches, does one of your write-ups explain it?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "for the trucking company's AWS move, where was the warm standby kept?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Can the app you build take UPI payments and wallets?",
    cls: "unreachable",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "I read everything via an XML reader app, can I subscribe to your posts that way?",
    cls: "unreachable",
    expect: "/blog/rss.xml|/blog",
  },
  {
    q: "After I send an enquiry, for how many months do you hold on to it?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "suppose our lawyers disagree with something on nexora.example, whose jurisdiction applies?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "would the company sponsor my AWS exam fees and conference tickets if I joined?",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "Can your models transcribe Hindi voice calls into text?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "once we sign, how quickly could our sales heads be looking at live charts?",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "what was that three copies, two media, one offline rule in your security post",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },

  // long
  {
    q: "We run eight clinics around Nagpur and honestly it's chaos: reception uses one software, billing another, doctors can't open lab reports from the other branches and insurance claims sit pending for weeks. Have you ever sorted out something like this for a hospital group?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I'm the founder of a small D2C skincare brand and we've been burnt twice by agencies who kept adding charges halfway through, so before I even get on a call I want to understand how you normally bill clients, is it one fixed amount, monthly, hourly, what exactly?",
    cls: "long",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "My cousin is a UI designer with around four years of experience, mostly in Figma, she lives in Jaipur and can't relocate because of family, so I wanted to ask whether there's any opening with you that she could do fully from home",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "Our warehouse management system runs 24x7 across three shifts, and my MD is terrified that moving it off our own servers onto AWS or Azure will stop operations for a day or two, so realistically how do you handle the switchover without us going down?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "Before I type anything sensitive into this chat window, our compliance head insists I check: does whatever I write here get passed on to some outside AI provider, or stored on a server somewhere?",
    cls: "long",
    expect: "/legal/privacy#what-you-send",
  },
  {
    q: "We're shortlisting three vendors to rebuild our dealer portal and what my management cares about most is the period after go-live, who fixes bugs, who applies security patches, who adds small features, do you stay on after handing it over or disappear?",
    cls: "long",
    expect: "/contact#faq",
  },
  {
    q: "Say I fill in the message form on your contact page tonight with a rough idea of what we need, what actually happens next from your side, who reads it and by when do I hear back?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "Our company has run on an old ERP my father set up back in 2009 and nobody wants to replace it, but we now need online ordering for our dealers, so can you build something that plugs into what we already have or would we need to throw it all out?",
    cls: "long",
    expect: "/contact#faq|/services/software-development",
  },
  {
    q: "A friend's manufacturing unit in Indore got hit by ransomware last month and lost a week of work, we're about 80 people with no IT security person at all, what are the first few basic things we should be doing right now?",
    cls: "long",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "Our family office is weighing a stake in a Pune-based HR-tech firm, and before the money moves our partners want someone independent to dig into the product's codebase, its architecture and the people building it, then tell us plainly if it holds up. Would you take that on?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Every Diwali sale our online shop slows to a crawl, pages take ages on phones, customers abandon carts, and the stock shown online never matches what the stores have, have you fixed this kind of problem for a retailer before?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "We signed with you a few months ago and my new project lead joined last week but he never got the email to access our project workspace with the documents and invoices, how does he get in?",
    cls: "long",
    expect: "/login",
  },

  // typo
  {
    q: "cn i drop by ur bhopal ofice on a satrday aftr lunch? till wat tym",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "can ur team hack-test our lending api, like a proper pentst with reprot",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "that truck frieght firm you shiftd to amazon cloud, wher can i reed about it",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "is nexora.exmple tracking me wiht cookeis or google analitycs?",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "ballpark budjet for a fixd-scope bild, in rupes?",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "andriod + iphone app for our clinc chain, natve or flutr?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "nexora ka foundr kaun hai, bangalor mein kya kaam krta tha pehle",
    cls: "typo",
    expect: "/about#team",
  },
  { q: "need ux desgin revew for our existng app", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "openng for someone stong in SQL, dbt and airflw?",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "our relases take a hole weekend, can u automte deploys with gitlab and argo",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "wich floor is ur ofice on hoshangabad rd, want to visit", cls: "typo", expect: "/contact" },
  { q: "ur blog pst on why AI pilotes stall, link pls", cls: "typo", expect: "/blog/future-of-ai" },

  // vocabulary
  { q: "aapka rate card kya hai?", cls: "vocabulary", expect: "/services#pricing" },
  {
    q: "festival ke time hamare godown mein maal khatam ho jata hai, demand pehle se predict kar sakte ho?",
    cls: "vocabulary",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "our Lucknow branch keeps losing internet and the printers jam daily, do you take on yearly maintenance contracts for this stuff?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "nobody finds us when they search 'solar panels indore', can you fix our site's ranking and speed?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "purchase approvals still need four signatures on paper and take five days, can this become an online workflow?",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "we're non-technical cofounders, could someone senior guide our tech decisions a few days a month?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "MIS report banane mein poora hafta lag jata hai, isko automate kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "who's in charge over there, like the top person running things?",
    cls: "vocabulary",
    expect: "/about#team",
  },
  {
    q: "hamare app ka interface bahut confusing hai, log beech mein chhod dete hain",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "cloud kharcha control se bahar ho gaya hai yaar, FinOps type kuch karte ho?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "job apply karna hai, CV attach karke kidhar mail karun aur subject mein kya likhun?",
    cls: "vocabulary",
    expect: "/career#how-to-apply",
  },
  {
    q: "a big client wants to see our ISO 27001 certificate, can you get us ready for it?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },

  // ambiguous
  {
    q: "How do you keep secure the details I type into your quote form?",
    cls: "ambiguous",
    expect: "/legal/privacy#security",
  },
  {
    q: "the SOC support job, is it rotating shifts?",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "we're rebranding our cafe chain, can you design the new logo, typography and colour palette?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "can you migrate a decade of order data out of 40 spreadsheets into one clean store we can analyse?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "can I hire a dedicated team for a year and what would it cost per month",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "we distribute auto parts and want a multi-tenant portal for our wholesale buyers with roles and billing",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "I mailed my application last Monday, when should I expect a reply?",
    cls: "ambiguous",
    expect: "/career#how-to-apply",
  },
  {
    q: "what did you write about cloud costs for the coming year",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "do you do usability testing with real users",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "if I send you my project details, which country does that data sit in?",
    cls: "ambiguous",
    expect: "/legal/privacy#data-location",
  },
  {
    q: "what's the process once I apply, is there a take-home assignment or a live problem session?",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "what certification does Nexora itself hold, and since when?",
    cls: "ambiguous",
    expect: "/about|/",
  },

  // multi
  {
    q: "Do you build Flutter apps? And do you have any healthcare case study I can read?",
    cls: "multi",
    expect: "/services/mobile-development & /projects/healthcare",
  },
  {
    q: "who leads engineering at Nexora, and is there a post by that person I can read?",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends",
  },
  {
    q: "Do you use cookies? Also how can I ask you to erase my data?",
    cls: "multi",
    expect: "/legal/privacy#no-cookies & /legal/privacy#your-rights",
  },
  {
    q: "Is DevOps one of your services, and are you hiring DevOps engineers who work remotely?",
    cls: "multi",
    expect: "/services/devops & /career#cloud-devops-engineer",
  },
  {
    q: "how do you approach AI projects, and is there an AI case study with real numbers?",
    cls: "multi",
    expect: "/services/ai-machine-learning & /projects/ai-analytics",
  },
  {
    q: "Can you set up zero trust for us? and how long did the fintech security overhaul take?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "office phone number pls, and the link to your terms of service",
    cls: "multi",
    expect: "/contact & /legal/terms",
  },
  {
    q: "What are the six steps you follow on a project, and how is pricing structured?",
    cls: "multi",
    expect: "/services#process & /services#pricing",
  },
  {
    q: "company ka mission kya hai, aur kya aap website redesign bhi karte ho?",
    cls: "multi",
    expect: "/about#mission & /services/web-development",
  },
  {
    q: "Do you do vendor selection advice, and where's your article on cloud trends?",
    cls: "multi",
    expect: "/services/it-consulting & /blog/cloud-trends",
  },
  {
    q: "What did the fashion storefront project achieve, and how do I ask for a quote?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /quotation|/contact",
  },
  {
    q: "any case study on moving to AWS? and do you also build CI/CD pipelines?",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/devops",
  },

  // unanswerable
  {
    q: "revenue figures for FY 2025-26 please, crores mein batao",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does your delivery centre carry a CMMI maturity rating of any level?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Give me the name and mobile number of your HR manager",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you build NFT marketplaces or smart contracts on Ethereum",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "for people in the office by the lake, is there a canteen with subsidised meals and a company shuttle?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Name the German companies you have worked with", cls: "unanswerable", expect: "fallback" },
  {
    q: "Is there a discount for NGOs and non-profit trusts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want an advergame with Unreal Engine graphics for a product launch, is that your thing?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can retail investors buy Nexora stock, and through which ticker?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "for a tender we must list your auditors' firm name and last statutory audit date, what are they?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our legal team wants a mutual confidentiality agreement signed even before the intro meeting, standard for you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we settle your bills with USDT or some other crypto coin?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "kal Upper Lake ke paas baarish hogi kya? picnic plan hai",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "which team topped the Ranji Trophy points table?", cls: "off-topic", expect: "fallback" },
  {
    q: "any tips to stop rajma burning at the base of my cooker?",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "what's the Spanish word for 'invoice'?", cls: "off-topic", expect: "fallback" },
  { q: "how tall is Mount Kilimanjaro in metres?", cls: "off-topic", expect: "fallback" },
  {
    q: "suggest a good budget phone with long battery for my mother",
    cls: "off-topic",
    expect: "fallback",
  },
];
