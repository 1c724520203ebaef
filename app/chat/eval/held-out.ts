import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-fourteenth held-out set, written on 2026-12-05 (session 63) by someone who does
 * not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-thirteenth set, scored once, is now `hundredAndThirteenthHeldOut` in questions.ts.
 * None of its questions is 75 % alike to a tuning question (character bigrams, punctuation
 * dropped; at most 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "the Oracle to RDS cut-over for the trucking company: was the write freeze minutes or hours, and which night of the week did you pick for it?",
    cls: "unreachable",
    expect: "/projects/cloud-migration#approach|/projects/cloud-migration#gallery",
  },
  {
    q: "in the hospital network job, roughly how many of their staff did your team end up training?",
    cls: "unreachable",
    expect: "/projects/healthcare#approach",
  },
  {
    q: "After your pen test, once we've patched the findings do you come back and check again, and do you bill for that second round?",
    cls: "unreachable",
    expect: "/services/cybersecurity#questions",
  },
  {
    q: "If I email a general application and nothing fits right now, how long will you hang on to my CV?",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  {
    q: "My net keeps cutting out. If I hit send on your contact form while offline, does my browser keep a copy, and for how many days?",
    cls: "unreachable",
    expect: "/legal/privacy#browser-storage|/legal/privacy#retention",
  },
  {
    q: "if my firm wanted to sue over something published on nexora's pages, where would the case have to be filed",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "The kurta shop rebuild you did: how many seconds does a phone user wait for a page now, typically?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "ghee, rice and sweets forecasting for that 9,000-retailer distributor: was there a trial period where human and machine forecasts ran in parallel, and how long?",
    cls: "unreachable",
    expect: "/projects/ai-analytics#approach|/projects/ai-analytics#gallery",
  },
  {
    q: "Your security article said Indian companies have to report certain cyber incidents within a few hours. What was the exact deadline?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#prepare-for-the-bad-day",
  },
  {
    q: "You had a piece on why AI pilots never make it into production. What were the main reasons you listed?",
    cls: "unreachable",
    expect: "/blog/future-of-ai#why-pilots-stall",
  },
  {
    q: "Nexora's debut client engagement in 2015, which sector was it and what system got built?",
    cls: "unreachable",
    expect: "/about#story",
  },
  {
    q: "Whose developer login is the app listed under after launch: ours or Nexora's?",
    cls: "unreachable",
    expect: "/services/mobile-development#questions",
  },

  // long
  {
    q: "Hi, I run three coaching centres in Indore for JEE and NEET students and right now all our admission enquiries come through a Facebook page my nephew set up years ago, which honestly looks terrible, and half the time the phone number on it is wrong. Parents keep complaining they can't find batch timings. I'm not very technical and don't need anything fancy, just a proper site with our courses, toppers and an enquiry form. Before I even ask for a quote I want to know roughly how many weeks something like that takes to get live?",
    cls: "long",
    expect: "/contact#faq|/services/web-development#questions",
  },
  {
    q: "So here's our situation. We moved to AWS about two years back with a different vendor, who has since more or less vanished. Everything works, no complaints there, but the monthly bill has crept up from around 3 lakh to nearly 7 lakh and nobody on my team can explain why. My director asked me this morning to find someone who will actually go through the account and tell us what to switch off or resize. Is that the kind of thing you take on, or do you only do fresh migrations?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Long story, sorry. We're a six person startup selling B2B inventory software. Version one was built by two freelancers in Laravel and Vue and they've basically stopped replying since March. The repo is on their GitHub, not ours, which I now realise was dumb. We have paying customers and bugs are piling up. Could your people pick up somebody else's half-finished code and keep building on it, and how would that even start?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I'm the administrator at a 200-bed multispeciality hospital in Raipur. We got burned before by a vendor who sold us a HIS nobody on the floor could use, and the doctors still write on paper half the time. Management has asked me to shortlist firms that have genuinely done hospital work, not generic software shops that will learn on our money. Have you actually delivered anything for hospitals, and what came out of it?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "Bit of a weird one. Our accounts lady got a call today from a man saying he was from your support desk, that our project portal was being upgraded, and he needed her to read out her login password so he could move the account across. She didn't give it, but now we're all rattled. We are an actual client of yours btw, project kicked off in September. Would anyone from your side ever ask for a password like that?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "Our procurement team is super strict and won't even let me set up an intro call unless I can show them indicative numbers first. I know every project is different and you probably hate this question, but they specifically want to understand the monthly cost if we take a group of engineers who work only on our product for a year or more. Is there any published range for that kind of setup?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Hello, I'm working as a DevOps engineer with a private bank in Pune, about four years now, mostly Terraform and Jenkins plus some EKS. My family is shifting back to Bhopal next year so I've been looking at companies there, but honestly I'd prefer to keep working from home if I can. I saw a cloud opening listed on your site. What is the pay range for that one and is it really work from home?",
    cls: "long",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "We're a mid-size packaging manufacturer near Mandideep with about 80 people in the office block. Our only IT guy resigned last month, and since then the Wi-Fi drops every afternoon, two laptops have died and I'm not even sure the backups are running. I don't want to hire again straight away. Is there a way to just hand our whole office IT, network, laptops, helpdesk, everything, over to you?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I attended a webinar last week about these RAG chatbots that read your company documents, and our HR head got very excited and wants one that answers employee questions about leave rules and reimbursement. My worry as the IT lead is that all our internal policies would end up with OpenAI or whoever and get used to train their models. Is that how it works with you, or can it be kept private?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Filled in the form on your contact page late last night about a possible ERP integration, got the green success message, but nothing in my inbox yet, not even an auto reply. Not complaining, I know it's only been a few hours. I just have a meeting with my boss on Thursday and want to tell him what the process looks like from here. What normally happens after someone sends that form?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "I subscribed to your newsletter a while ago when we were evaluating vendors, and also sent a quote request with a fair amount of detail about our company. We ended up going a different way internally, no offence. Our compliance person now wants me to make sure outside vendors don't hold our info unnecessarily. How do I get you to wipe everything you have on me?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "Every Diwali it's the same nightmare for us. We're a saree and ethnic wear brand with around 25 stores, and our online shop, a heavily modified plugin setup, just crawls the moment the sale goes live. Last year we lost orders for two full days and customers were shouting at us on Twitter. Someone told me you rebuilt something similar for another clothing brand. Did that actually survive festive traffic?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },

  // typo
  {
    q: "agar sat ko aana ho to kitne bje tak milenge aap log ofc mein",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "pentst 4 our androd app + rest api's, u do that??",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "discvery phse kitne ka padta h, aprox figure", cls: "typo", expect: "/services#pricing" },
  { q: "ofc adress plz?? comin frm habibganj side tmrw mrng", cls: "typo", expect: "/contact" },
  {
    q: "ui ux desing + user reserch servces avilable?",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "k8s worth it fr tiny team?? we hv like 5 microservcs only",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "cn i apply for the data engneer job, i hv 3yrs airflow n snowflake",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "flutr vs react natve.. wich do u guys pick fr clint apps",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "r u trackin me on this site?? any cookis or googl analytcs",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "frst powerbi dashbrd delivery time? sales data sits in tally n excel",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "hows the fintech secuirty projct go, did they clear the iso audt",
    cls: "typo",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "need erp/crm rollout n staff trainng, u work with zoho?",
    cls: "typo",
    expect: "/services/digital-transformation",
  },

  // vocabulary
  {
    q: "Do you guys do VAPT for web portals? Our bank tie-up needs a report",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "Before we cut a PO I need to understand your commercial models, fixed bid versus T&M",
    cls: "vocabulary",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "want to lift and shift our on-prem DC into AWS, is that your area",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Site ko bilingual banana hai, Hindi plus English, aapki team karegi?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "Need L1/L2 desk support plus an AMC for around 60 desktops in our office",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you do staff augmentation, like an ODC that stays with our roadmap long term?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "MIS reports ka pura kaam Excel mein hota hai, koi proper BI setup kar sakte ho kya?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we want OCR type automation that reads PAN cards and vendor invoices and keys them into our system",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Can you run tech DD on a SaaS company we're about to put money into?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "our deploys are pure ClickOps and one guy's runbook, we want proper GitOps",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "we need a UX teardown of our existing app, heuristic eval kind of thing",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "DPDP readiness: can someone assess how we handle customer PII end to end?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },

  // ambiguous
  { q: "ballpark cost?", cls: "ambiguous", expect: "/services#pricing" },
  { q: "how many weeks usually", cls: "ambiguous", expect: "/contact#faq" },
  { q: "the logistics one", cls: "ambiguous", expect: "/projects/cloud-migration" },
  { q: "phone app stuff", cls: "ambiguous", expect: "/services/mobile-development" },
  { q: "any seats open for experienced folks", cls: "ambiguous", expect: "/career#open-roles" },
  { q: "that Diwali forecasting case", cls: "ambiguous", expect: "/projects/ai-analytics" },
  { q: "names of the founders and top people", cls: "ambiguous", expect: "/about#team" },
  {
    q: "getting rid of paper files",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  {
    q: "got any cloud reading material",
    cls: "ambiguous",
    expect: "/blog/cloud-trends|/blog/category/cloud",
  },
  { q: "can i speak to someone real", cls: "ambiguous", expect: "/contact" },
  { q: "already a client, where do I sign in", cls: "ambiguous", expect: "/login" },
  { q: "website redo", cls: "ambiguous", expect: "/services/web-development" },

  // multi
  {
    q: "Android app build possible? plus rough fixed-fee numbers for one",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "who's the tech head at nexora, and didn't she write something on trimming AWS spend?",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends",
  },
  {
    q: "Is the SOC analyst position remote, and how many interview rounds are there?",
    cls: "multi",
    expect: "/career#security-analyst & /career#hiring-process",
  },
  {
    q: "cookies on this site yes/no, and at what point does your quote become contractually binding on us?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms#enquiries",
  },
  {
    q: "tell me about the hospital system you built, and separately do you do user research for apps",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "Where's your office, and can I see some past work?",
    cls: "multi",
    expect: "/contact & /projects",
  },
  {
    q: "Can you move us from VMware to Azure, and also set up Grafana alerts for our services?",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/devops",
  },
  {
    q: "What happens after I send an enquiry? And where does my data end up?",
    cls: "multi",
    expect: "/contact#next-steps & /legal/privacy",
  },
  {
    q: "do you build data warehouses, and is there any article of yours about AI in real business use",
    cls: "multi",
    expect: "/services/data-analytics & /blog/future-of-ai",
  },
  {
    q: "What's your company's mission, and are you hiring product designers?",
    cls: "multi",
    expect: "/about#mission & /career#product-designer",
  },
  {
    q: "what tooling for pentests (burp etc?) and any lending or fintech security reference I can read",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "We need a website, an app and somewhere to host both. Can you cover all three?",
    cls: "multi",
    expect: "/services/web-development & /services/mobile-development & /services/cloud-solutions",
  },

  // unanswerable
  {
    q: "Any experience writing Solidity contracts or putting supply-chain records on a blockchain?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Latest annual turnover in crores, roughly?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Are you Udyam registered as an MSME? Our purchase policy prefers MSME vendors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is your Bhopal office wheelchair accessible? One of our directors uses a chair.",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can your team program the PLCs and SCADA screens on our bottling line?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Special rates for educational trusts that run schools?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Will you sign a mutual NDA before we share our requirements doc?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I'm a freelance consultant. If I bring you a deal, is there a finder's fee in it for me?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is Nexora on the CERT-In empanelled auditors list?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you build apps for Apple Watch or Android TV?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Are your projects backed by an errors-and-omissions policy, and what's the sum insured?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Could you make a Meta Quest headset module to train our forklift operators?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "where can I get good poha jalebi in the morning near Bhopal station",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write me a leave application for my cousin's wedding next week",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "is Bumrah fit to bowl in the next ODI or still injured",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how many pounds is 50 kg", cls: "off-topic", expect: "fallback" },
  {
    q: "my money plant's leaves have brown tips, is that overwatering?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "my landlord wants 11 months agreement, is stamp duty on me or him",
    cls: "off-topic",
    expect: "fallback",
  },
];
