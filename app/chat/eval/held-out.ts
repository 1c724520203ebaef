import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-ninth held-out set, written on 2026-12-04 (session 61) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-eighth set, scored once, is now `hundredAndEighthHeldOut` in questions.ts. None of
 * its questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at
 * most 0.740).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "Our call centre records calls in Hindi. Can your AI people convert that speech into text and tag it?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "which of your projects had video consultations for patients in small towns?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "Suppose we chatted about a quote and then went quiet: does my enquiry sit on your server forever, or gets wiped at some point?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "Our legal team wants to know which law governs use of your site and where a lawsuit would be heard.",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "Vikram Rao kaun hai, what does he do at your company?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "Can the custom software connect to Tally and do GST invoices with UPI payment?",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "there was a piece on your site mentioning the CERT-In 6-hour breach reporting rule, link please",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "How was the 6 TB Oracle database switched over for the trucking company without stopping shipments?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Relocating 80 staff to a bigger floor next quarter: do you handle structured cabling, Wi-Fi survey and meeting-room VC kit?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our PM's invite mail for the project workspace got deleted. How do I get access again?",
    cls: "unreachable",
    expect: "/login",
  },
  {
    q: "Is the SOC analyst position rotational shifts, and is there any allowance for that?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "Will you handle the Play Store and App Store review and put the app under our own account?",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },

  // long
  {
    q: "We are a family-run clothing brand with around 60 outlets across India, and every Diwali sale our current online shop slows down so much that customers give up and orders go missing, plus the stock shown online never matches the shelves. Have you solved something like this for anybody before?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "I'm a non-technical founder, we have raised a small seed round and hired two junior developers, but nobody senior is guiding architecture or vendor choices and I can't afford a full-time CTO yet. Do you offer someone who can play that role part-time?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Our hospital board has asked me to compare vendors, and before we even talk I need to explain how you charge: is it one lump sum for the whole thing, a monthly bill for a team, or something else, and what ranges should I expect roughly in rupees?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Right now our engineers release once a month over a weekend with a long manual checklist, something always breaks, and rollbacks take hours. Management wants smaller releases more often with automated builds and tests. Is this something your team sets up?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "We run a mid-size manufacturing unit near Indore where purchase approvals, gate passes and quality checks are still done on paper registers and Excel sheets emailed around, and the owners want all of this to move online and staff to actually use it. Can you help us with that change?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "I filled in the message form on your site yesterday evening about a possible project for our company, and I'm just wondering what happens from here on, who will reach out to me and roughly how soon should I expect to hear back?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "Our sales numbers sit in Tally, the CRM, and a bunch of regional Excel files, and every Monday meeting begins with everybody arguing whose figures are correct. We'd like one trusted place with automatic reports for managers. What would you suggest?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We are a lending startup and our partner bank has told us that unless we get ISO 27001 certified before the contract renewal next year they will not continue, and honestly we have shared passwords and a flat network today. Can you take us through this?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Our delivery app was built four years ago by a freelancer, it crashes on cheaper Android phones, the Play Store rating has dropped to 2.9 and the code is a mess. We want it rescued or rebuilt properly. Is that your kind of work?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Hello, I have about four years of experience building batch pipelines in Airflow and modelling in Snowflake with dbt, I live in Bhopal and I prefer a mix of office and home. Is there any opening at your company that fits me?",
    cls: "long",
    expect: "/career#data-engineer",
  },
  {
    q: "We're a small firm based in Manchester and would be working across time zones with you, so before anything else I'd like to know which days and what hours your people are reachable, and what your local time is based on your city.",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We already have a strong in-house engineering team that will do all the coding, so we don't need developers; what we lack is someone to interview our users, find where they get stuck, and give us clickable prototypes in Figma. Do you take up only that part?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },

  // typo
  {
    q: "need ethical hackng / vulnerabilty assesment of our fintech api",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "cloud migraton from on premis servers to aws",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "cn ur team bild a predictve modle to forcast our sku sales",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "hoshangabad rd pe exactly kis bulding mein ho aap, adress bhejo",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "wat info does ur websit colect abt visiters, any cookis?",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "jobs avalable at nexora? want to aplly",
    cls: "typo",
    expect: "/career",
  },
  {
    q: "can u mak a cross platfrom app in flutr or reactnative",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "that hospitl chain projct with 12 branchs, results?",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "terms of servise page",
    cls: "typo",
    expect: "/legal/terms",
  },
  {
    q: "fixd price vs time n materail, wich do u ofer and rates",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "automate our relese pipline wth github actons and argo cd",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "websit redisgn with SEO and fast loding",
    cls: "typo",
    expect: "/services/web-development",
  },

  // vocabulary
  {
    q: "company kab shuru hui thi aur kahan se?",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "hamare saree showroom ka apna shopping website chahiye, ban jayega?",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "hamare accounts PC pe virus aaya aur files encrypt ho gayi, ab poora setup surakshit karwana hai",
    cls: "vocabulary",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "Is there a published price list or tariff for engagements?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "Who calls the shots at Nexora, like the founder or MD?",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "I want a ballpark figure for my project, where do I put in the details?",
    cls: "vocabulary",
    expect: "/quotation|/contact",
  },
  {
    q: "bhai Nexora mein hiring chal rahi hai? resume kahan bheju",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "need DR setup and proper backups for our server room",
    cls: "vocabulary",
    expect: "/services/it-infrastructure|/services/cloud-solutions",
  },
  {
    q: "looking to outsource our helpdesk for about 50 laptops",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "form-vorm nahi bharna, direct call karke kisi se baat karni hai, kaise?",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "show me your success stories",
    cls: "vocabulary",
    expect: "/projects",
  },
  {
    q: "customers ko WhatsApp pe order updates automatically jaayein, aisa system bana sakte ho?",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },

  // ambiguous
  {
    q: "After handover do you stick around for bug fixes and security patches, or are we on our own?",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "Is my data safe when I type it into your contact form?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "I only want to read your posts about cloud",
    cls: "ambiguous",
    expect: "/blog/category/cloud",
  },
  {
    q: "Are you hiring any designers at the moment?",
    cls: "ambiguous",
    expect: "/career#product-designer",
  },
  {
    q: "Could we get a team of our own from you for a year or more?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "Walk me through how an engagement unfolds, stage by stage, until launch and beyond",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "We signed with you last month; where do our people sign in to track progress and invoices?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "Moving a decade of legacy ERP history and spreadsheets into a single reconciled source for reports: which team does that?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "Do you run testing sessions with real users on our prototype?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "How do I raise a complaint about how my personal data was used?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "after the model is in production, who keeps monitoring it for drift?",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Does your own firm hold any ISO certificate, and since when?",
    cls: "ambiguous",
    expect: "/about|/",
  },

  // multi
  {
    q: "What are your working hours, and how much does the discovery phase cost?",
    cls: "multi",
    expect: "/contact & /services#pricing",
  },
  {
    q: "Do you build Flutter apps? Also, have you done any e-commerce work before?",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "Who started Nexora, and do you have any remote jobs?",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "can you set up kubernetes for us, and where's that article on cloud trends for 2027",
    cls: "multi",
    expect: "/services/devops & /blog/cloud-trends",
  },
  {
    q: "I need to read both your privacy policy and the terms of use",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "Want a quote for a web portal; also what are the steps of your delivery process?",
    cls: "multi",
    expect: "/quotation & /services#process",
  },
  {
    q: "Do you make Power BI dashboards, and can I see the AI analytics case study?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "Share your security best-practices blog and tell me about your pen test service",
    cls: "multi",
    expect: "/blog/cybersecurity-practices & /services/cybersecurity",
  },
  {
    q: "Where exactly is your office, and have you worked with any hospitals?",
    cls: "multi",
    expect: "/contact & /projects/healthcare",
  },
  {
    q: "Can you set up Microsoft 365 for our staff, and separately build us a 3-year technology roadmap?",
    cls: "multi",
    expect: "/services/it-infrastructure & /services/it-consulting",
  },
  {
    q: "We need a UX audit of our product, and I'd also like the article on moving AI pilots into production",
    cls: "multi",
    expect: "/services/ui-ux-design & /blog/future-of-ai",
  },
  {
    q: "client login kahan hai? aur site ka sitemap bhi bata do",
    cls: "multi",
    expect: "/login & /sitemap",
  },

  // unanswerable
  {
    q: "How much revenue did the company book in FY 2025-26?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "If I drive down for a meeting, will my car have a spot in your building?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Have you ever done work for Tata or Infosys?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can I buy Nexora stock, is it a publicly traded company?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Diversity audit for our supplier form: headcount split by gender at Nexora, please?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Our DAO needs audited Solidity code and a token airdrop, can your devs deliver that?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Which bank do you use for international wire transfers, and what's the SWIFT code?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Has the firm raised external funding, and from which venture funds?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Interested in a Unreal Engine multiplayer title for our gaming startup, is that in your wheelhouse?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I'm a Nigerian citizen; would Nexora arrange my relocation and employment permit?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Arjun Mehta ka personal mobile number mil sakta hai?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "We're a registered charitable trust, is there concessional pricing for us?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "Sanchi stupa dekhne jaana hai, Bhopal se bus milegi?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "Mere ghar pe dal makhani kaise banti hai, step by step?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "What's the live score of India vs Australia test?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "Solve this for me: a train leaves at 9 going 60 km/h, when does it cover 150 km?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "Suggest a good hill station for a weekend trip from Indore",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "Compose a limerick about a cat who loves mangoes",
    cls: "off-topic",
    expect: "fallback",
  },
];
