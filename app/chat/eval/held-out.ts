import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-thirteenth held-out set, written on 2026-12-05 (session 62) by someone who does
 * not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-twelfth set, scored once, is now `hundredAndTwelfthHeldOut` in questions.ts. None of
 * its questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at
 * most 0.736).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "can the system you build for us push invoices straight into our accountant's Tally",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "if our servers die at 3 in the night is anybody from your side going to pick up",
    cls: "unreachable",
    expect: "/login|/|/contact",
  },
  {
    q: "will people who can't see the screen be able to use a website you make for us",
    cls: "unreachable",
    expect: "/services/web-development|/services/ui-ux-design",
  },
  {
    q: "we must not let our customer records leave the country, can you set things up like that",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  {
    q: "our accounts girl clicked a dodgy link last month, can you run drills so staff learn to spot that",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "customers should be able to pay with GPay or PhonePe inside the app, doable?",
    cls: "unreachable",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "we are a startup with no tech head, could one of your people play that role a few days a month",
    cls: "unreachable",
    expect: "/services/it-consulting",
  },
  {
    q: "what happened to the online sales of that clothing retailer after you redid their shop",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "suppose a disagreement about your web pages ended up before a judge, which jurisdiction applies",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "are little tracking files dropped onto my machine while I read your pages",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "once I've filled your form how soon does a human get back to me",
    cls: "unreachable",
    expect: "/contact",
  },
  {
    q: "we still courier physical files between branches for sign-off, can you help us get rid of that",
    cls: "unreachable",
    expect: "/services/digital-transformation",
  },

  // long
  {
    q: "We're a pharma distributor in Indore and the sales team still lives in Excel sheets that get mailed around every Monday. The owners want to see the numbers on their phones without someone compiling them first. If we started with you, how long until we'd have a first working dashboard?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Our biggest banking customer just wrote to the board saying their contract depends on us holding that 27001 security standard within twelve months. We're around 150 staff, there's no CISO, and the whole thing looks like a mountain of paperwork to me. Is getting a firm like ours over the line something you handle end to end?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I run a few coaching institutes and a freelancer built our student app two years ago. It crashes constantly, he has vanished, and the Play Store keeps emailing us warnings. Would you take over and fix an app that somebody else wrote?",
    cls: "long",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "The last agency we used held our source code hostage when we tried to move to another vendor. I'm not going through that again, so before we talk money I want this clear. If you build our platform, is the code ours?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I'm the finance controller and I have to put a line in next year's budget before we even shortlist vendors. I get that every engagement differs. Roughly what would a full-time team from you cost per month, in rupees?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "During last year's festive sale our website went down twice and we lost a lot of orders. Marketing wants a new site, IT wants new hosting, and I'm stuck between them. Have you ever kept a retail site up through that kind of holiday rush?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "We run trucks around the clock out of two old data centres with a large Oracle database. Everybody is nervous about going to the cloud because operations can't stop even for an hour. How would you move us without taking the systems offline?",
    cls: "long",
    expect: "/projects/cloud-migration|/services/cloud-solutions",
  },
  {
    q: "A relative recommended you, but we're in Jabalpur rather than Bhopal. The office has about forty laptops, patchy Wi-Fi and nobody looking after any of it. Do your support people travel to offices outside your own city?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our claims team played with a ChatGPT-style tool and management loved the demo. Now they want it running for real and I'm worried we'll just burn cash. Have you published anything on taking an AI experiment into everyday use?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "I lead eight developers and every release eats a whole weekend with everyone online. Half the time something breaks and we roll back by hand at midnight. If we brought you in, what's the very first thing you'd do?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "I'm comparing three vendors for a patient booking and records portal for our hospitals. Only one of them can show us a healthcare reference so far. Have you delivered something like this for a hospital group?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "We're a small charity, so forgive the awkward question. Our donors care a lot about privacy and our lawyer asked me to check before I write to you. If I send a message through your site, where is it kept and for how long?",
    cls: "long",
    expect: "/legal/privacy",
  },

  // typo
  {
    q: "sunday me bhi khula h kya aapka offic, or sat ko kab band",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "ethical hakers to atack our loan app bfore the rbi inspecton?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "clould migraton savings exmaple logistcs",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "discovrey stage fees roughly ? in rupess",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  { q: "hoshangabd rd office exact locaton pin code?", cls: "typo", expect: "/contact" },
  {
    q: "fluter or natve which is bettr for a shoping app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "airflow dbt snowflake guy lookin for a job ther any role", cls: "typo", expect: "/career" },
  { q: "do ur webiste keep my detials for how many monhts", cls: "typo", expect: "/legal/privacy" },
  { q: "priya sharma wat is her role ther", cls: "typo", expect: "/about" },
  {
    q: "ui ux desgin do you test protoypes with real usres",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "kubrnetes vs just docker containrs for small team which u sugest",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "dedicatd tem how many ppl minimun", cls: "typo", expect: "/services#pricing" },

  // vocabulary
  {
    q: "What's the TAT for a basic corporate website?",
    cls: "vocabulary",
    expect: "/services/web-development|/contact",
  },
  { q: "Do you bill T&M or only FP?", cls: "vocabulary", expect: "/services#pricing|/contact" },
  {
    q: "Post go-live, is there an annual maintenance arrangement with bug fixes and patching?",
    cls: "vocabulary",
    expect: "/contact|/services|/services/web-development",
  },
  { q: "Can you do VAPT for our web app?", cls: "vocabulary", expect: "/services/cybersecurity" },
  {
    q: "need MIS dashboards in Power BI for management",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "can you handle an O365 tenant move and Intune rollout",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "any prior work with an RBI-regulated NBFC?",
    cls: "vocabulary",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "does your team run SRE with SLOs and error budgets",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "we want a PWA for our D2C brand",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "rate card for an offshore pod?", cls: "vocabulary", expect: "/services#pricing" },
  {
    q: "can you do tech DD on a startup before our Series A cheque",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "looking for a RAG bot over our SOPs and policy PDFs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },

  // ambiguous
  { q: "threat protection?", cls: "ambiguous", expect: "/services/cybersecurity" },
  { q: "cost?", cls: "ambiguous", expect: "/services#pricing" },
  { q: "how long", cls: "ambiguous", expect: "/contact" },
  { q: "jobs going?", cls: "ambiguous", expect: "/career" },
  { q: "which city r u based", cls: "ambiguous", expect: "/contact" },
  { q: "android iOS", cls: "ambiguous", expect: "/services/mobile-development" },
  { q: "help desk", cls: "ambiguous", expect: "/services/it-infrastructure|/contact|/login" },
  { q: "proof of delivery", cls: "ambiguous", expect: "/projects" },
  { q: "client area", cls: "ambiguous", expect: "/login" },
  { q: "AI", cls: "ambiguous", expect: "/services/ai-machine-learning" },
  { q: "your data", cls: "ambiguous", expect: "/legal/privacy|/services/data-analytics" },
  { q: "expert write-ups", cls: "ambiguous", expect: "/blog" },

  // multi
  {
    q: "Do you build iPhone apps, and have you made one for a hospital?",
    cls: "multi",
    expect: "/services/mobile-development & /projects/healthcare",
  },
  {
    q: "Who heads security at Nexora, and has that person written anything on your blog?",
    cls: "multi",
    expect: "/about & /blog/cybersecurity-practices",
  },
  {
    q: "Since what year has your firm held its own 27001 badge, and would you coach our team through the gap assessment too?",
    cls: "multi",
    expect: "/about|/ & /services/cybersecurity",
  },
  {
    q: "Are you comfortable on Azure as well as GCP, and what percentage did the trucking company's infra spend drop?",
    cls: "multi",
    expect: "/services/cloud-solutions & /projects/cloud-migration",
  },
  {
    q: "Can I apply for the product designer job from another city, and do you design for apps you aren't coding?",
    cls: "multi",
    expect: "/career & /services/ui-ux-design",
  },
  {
    q: "How do you price a long-running engagement, and which countries are your clients in?",
    cls: "multi",
    expect: "/services#pricing & /|/about",
  },
  {
    q: "Is anything about me handed to advertisers, and does submitting the estimate request commit me to buy?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "Tell me about the forecasting work for the distributor, and is there a blog post on AI in business?",
    cls: "multi",
    expect: "/projects/ai-analytics & /blog/future-of-ai",
  },
  {
    q: "Which number do I dial to reach you, and we've lost the invite to our engagement workspace, what now?",
    cls: "multi",
    expect: "/contact & /login",
  },
  {
    q: "Could you set up our CI/CD pipelines and also bring down our AWS bill?",
    cls: "multi",
    expect: "/services/devops & /services/cloud-solutions",
  },
  {
    q: "Can you do speech-to-text in Hindi, and can our website also have a Hindi version?",
    cls: "multi",
    expect: "/services/ai-machine-learning & /services/web-development",
  },
  {
    q: "We need help rolling out a new ERP, and what would a fixed-scope project usually cost?",
    cls: "multi",
    expect: "/services/digital-transformation & /services#pricing",
  },

  // unanswerable
  {
    q: "Has an SEI-style maturity assessment ever been done on your delivery process, and at what rating?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Roughly how big is Nexora in rupees, last year's topline?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Before our founders walk you through the pitch deck, will your lawyers countersign our non-disclosure paper?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can we pay you via a letter of credit from our bank in Dubai?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there a canteen or somewhere to eat near your Lakeview office when we come for the workshop?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "We make farm drones, can your engineers program the flight controller boards?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Which investors have put money into Nexora?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Has Nexora ever won a NASSCOM or similar industry award?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Will your office stay shut for the Diwali week this year?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Are you listed on the GeM portal so a government department can buy from you directly?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you develop apps for smart TVs like Samsung Tizen or LG webOS?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How is the gender split across your 120-person workforce?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "how do I renew my passport quickly from Bhopal", cls: "off-topic", expect: "fallback" },
  {
    q: "which is the cheapest flight from Indore to Goa next Friday",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "suggest a cute name for our new office cat", cls: "off-topic", expect: "fallback" },
  {
    q: "help with my class 8 science homework on how leaves make food",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "is Vande Bharat faster than Shatabdi between Bhopal and Delhi",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "best laptop under 60000 rupees for a college student",
    cls: "off-topic",
    expect: "fallback",
  },
];
