import type { EvalQuestion } from "./questions";

/**
 * The fifty-fifth held-out set, written on 2026-12-02 (session 42) by someone who does not read or
 * run the chat, from the site's content, while that round's tuning goes on. The fifty-fourth set,
 * scored once, is now `fiftyFourthHeldOut` in questions.ts. None of its questions is 80 % alike to a
 * tuning question (character bigrams, punctuation dropped; at most 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engg role at nexora - what CTC are they offering, 12 LPA or more?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "I live in Kochi - can I take the UI/UX designer job without shifting cities?",
    cls: "unreachable",
    expect: "/career#product-designer|/career#open-roles",
  },
  {
    q: "the security operations centre analyst post, does it involve rotating shifts, and do you pay extra for those",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "after I send a message through the contact form, when do you delete it?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "under your website's terms, which law applies and in which courts would a complaint end up",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "the truck company you moved to AWS: their big database switch happened on which night and in how long a window",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "telemedicine numbers for the 12-hospital group, how many online consultations in the first twelve months",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "I read on your blog there's a CERT-In deadline for reporting breaches - how many hours is it?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "when you do usability tests how many people do you test with each round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "if we start an analytics engagement, roughly when do we get to see the first dashboard",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "in your delivery process, does testing happen only at the end before launch or continuously with each release",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "we're an Auckland based firm, you've worked with kiwi companies before?",
    cls: "unreachable",
    expect: "/",
  },

  // long
  {
    q: "Hi, I run a garment export unit in Tiruppur and for 15 years we've managed orders on Excel and Tally. My son keeps saying we need proper software, and a friend of mine got burned by a vendor who disappeared with the advance. So I'm cautious. If we build something with you, who owns the code once it's done?",
    cls: "long",
    expect: "/services/software-development|/services#process",
  },
  {
    q: "We're a UK fintech, about 80 people, and our board wants ISO 27001 before the next funding round. We tried doing it ourselves with spreadsheets and got nowhere, and our security lead left in September. Can your team actually get us through certification, or do you only do pen tests?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I'm a final-year BTech student from Bhopal, did a React internship at a startup last summer, and I'd love to work near home. Seniors told me IT companies make you do huge take-home assignments over a weekend without pay. Is that how your interviews work too?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "Our clinic chain has four branches and patients complain constantly about queues at reception. I saw you did a project for a hospital group. We're much smaller than twelve hospitals but the problem sounds the same - how much did waiting time actually drop for them?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "We moved to AWS two years ago expecting to save money, and now the monthly bill is higher than our old data centre lease. Finance is upset, the CTO blames developers and developers blame the CTO, and nothing is tagged. Is getting the cloud bill under control something you take on?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "I'm in procurement at a state PSU and before I can raise any request for quotation I have to register you as a vendor in our system. Finance will bounce the form without your tax registration. Can you share Nexora's GSTIN?",
    cls: "long",
    expect:
      "/contact|/|/about|/services|/career|/projects|/blog|/login|/legal/terms|/legal/privacy|/sitemap",
  },
  {
    q: "A freelancer built our React Native app three years ago. It crashes all the time, we're at 2.1 stars on the Play Store, and Apple keeps rejecting our updates because the SDKs are outdated. The guy doesn't pick up calls anymore. Can you take over and rescue an ageing app like this?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Six developers, one release a month on a Saturday night with pizza and prayers, and the last one broke checkout for three hours. Management now says 'do DevOps' but no one agrees what that means. Honestly, do we have to move everything onto Kubernetes for this?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "We're a family-run distribution business in Indore with about 200 staff. Purchase approvals still need four signatures on paper and take a week. My nephew wants to digitise everything, but the senior staff have worked this way for 25 years and will resist. How do you handle people who push back on the change?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We're an early-stage healthtech and don't want to sign a big contract with anyone yet. Our advisor suggested starting with a short paid study of the idea before committing to a build. What does your discovery phase cost and how many weeks does it run?",
    cls: "long",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "Hello, last week we filled your contact form about an ERP integration but have since gone with another vendor. Our compliance person is nervous about our details sitting on some server. Do you pass the information we sent to any third parties?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "We're based in Dubai and comparing offshore partners in India. Our ops team works Sunday to Thursday and uses Jira and Teams, so time zone and tooling are a real concern. If we take a long-term dedicated team, will they follow our hours and our tools?",
    cls: "long",
    expect: "/services#pricing",
  },

  // typo
  {
    q: "till wht time r u guys open on saturdy? can i walk in around 1",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "any opening for cloud devops enginer? is it remot",
    cls: "typo",
    expect: "/career#cloud-devops-engineer",
  },
  { q: "nexsora ka malik kaun hai, kisne start kiya", cls: "typo", expect: "/about" },
  {
    q: "our fintech app + its apis need a penetraton test, certifed testers? retest included?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "how much is the time and materails model per month",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "can u bild a flutter app for my resturant",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "wich clouds do u work on, aws or azzure?",
    cls: "typo",
    expect: "/services/cloud-solutions|/",
  },
  {
    q: "what is the leanring budget for employes",
    cls: "typo",
    expect: "/career#why-work-with-us",
  },
  {
    q: "does nexora itslef hold an iso 27001 certficate or just help clients get one",
    cls: "typo",
    expect: "/|/about",
  },
  { q: "how meny projects have u compleated till now", cls: "typo", expect: "/|/about" },
  {
    q: "our regional managers want one screen with daily sales numbers instead of 12 excel files - can you set up a dashbord like that in powerbi",
    cls: "typo",
    expect: "/services/data-analytics|/projects/ai-analytics",
  },
  {
    q: "does ur site drop any cookies or google analyitcs on my browser",
    cls: "typo",
    expect: "/legal/privacy|/legal/terms#privacy",
  },

  // vocabulary
  {
    q: "kapde ki dukaan hai, online order lene wala site chahiye jaise flipkart type",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "hacking se company ko kaise bachate ho aap log",
    cls: "vocabulary",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "our office wifi and printers keep acting up, do you guys sort that kind of stuff",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "employees keep asking HR the same leave and reimbursement doubts - could you build a bot trained on our policy PDFs to reply to them",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "designer wali naukri ka package kitna hai",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "need someone to be our part-time tech boss, like a CTO on rent",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "humara purana billing software bahut atakta hai, naya custom banwana hai",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "users keep getting lost in our booking flow and drop off halfway, need someone to redo the screens so it's less confusing",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we still push code to the live server by hand, can you automate that",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "payment ka system kya hai aapka, poora advance ya kaam ke hisaab se kishton mein?",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  {
    q: "do you do the tech health check investors want before they put money into a startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "machine se maal ki demand ka andaaza lagwana hai, tyohar ke season ke hisaab se",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/projects/ai-analytics|/blog/future-of-ai",
  },

  // ambiguous
  {
    q: "you guys new in the market or been doing this a while?",
    cls: "ambiguous",
    expect: "/about|/|/career",
  },
  {
    q: "can you set up office 365 mailboxes for our new joiners",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our payroll server died at 2am last month - would your helpdesk even pick up at that hour?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/login|/",
  },
  {
    q: "a severe CVE hits our public web server - within how many hours should the fix be applied?",
    cls: "ambiguous",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "after migrating, what will the cloud cost us to run and can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration|/blog/cloud-trends",
  },
  {
    q: "moving our ERP to azure, how long will users be locked out during the switch",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "as an employee how many days off do i get, what's the policy",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "which languages can our website be in, hindi possible?",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "if we hire your dedicated squad and business slows, can we cut headcount quickly or is there a lock-in",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "bugs found a month after go-live on a fixed-scope build, are those covered free?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "where are your servers, does what I submit stay in india?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how do I get into the portal to check how my project is going",
    cls: "ambiguous",
    expect: "/login",
  },

  // multi
  {
    q: "number to ring you on? also is anyone around on a sunday",
    cls: "multi",
    expect:
      "/contact|/|/about|/services|/career|/projects|/blog|/login|/legal/terms|/legal/privacy|/sitemap & /contact|/login",
  },
  {
    q: "do you publish apps on the play store for clients, and what does a fixed-price project usually cost?",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "who heads your security team, and which fintech did you help get ISO certified?",
    cls: "multi",
    expect: "/about & /projects/security-infrastructure|/",
  },
  {
    q: "for the data engineer job, which email do I send my CV to and how soon will you reply?",
    cls: "multi",
    expect: "/career#how-to-apply & /career#how-to-apply|/career#hiring-process",
  },
  {
    q: "send me your full address, and do you do on-site IT support in Indore?",
    cls: "multi",
    expect:
      "/contact|/|/about|/services|/career|/projects|/blog|/login|/legal/terms|/legal/privacy|/sitemap & /services/it-infrastructure",
  },
  {
    q: "what results did the fashion retailer get, and which tech stack was their storefront built on?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /projects/ecommerce-platform",
  },
  {
    q: "kitne saal se company chal rahi hai aur kitne log kaam karte hain?",
    cls: "multi",
    expect: "/about|/|/career & /about",
  },
  {
    q: "does this site set cookies? and who do I email to get my details deleted?",
    cls: "multi",
    expect: "/legal/privacy|/legal/terms#privacy & /legal/privacy",
  },
  {
    q: "can you design screens for an app our own devs will build, and which design tool do you use?",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/ui-ux-design",
  },
  {
    q: "how many regions do you serve, and which middle east countries are included?",
    cls: "multi",
    expect: "/|/about & /",
  },
  {
    q: "what's the health insurance for employees, and how many paid leave days a year?",
    cls: "multi",
    expect: "/career#why-work-with-us & /career#why-work-with-us",
  },
  {
    q: "do you build warehouses on snowflake, can you make an AI chatbot over our documents, and what's the ballpark for a dedicated team?",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning & /services#pricing",
  },

  // unanswerable
  {
    q: "harbourline's AWS move, what was the contract worth in rupees",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "need your CTO's whatsapp number directly, not the office line",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want an NFT marketplace on ethereum with solidity contracts, is that your thing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much revenue does nexora make annually, FY26 figures?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we need a 3D racing game for android built in unreal engine, can you take it up",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who holds equity in nexora, any private equity or angel money in it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what percentage of engineers leave nexora every year",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you make apps for samsung smart TVs", cls: "unanswerable", expect: "fallback" },
  {
    q: "which hospital brand was the 12-hospital client, can you name them",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "jeans allowed at work or formals only?", cls: "unanswerable", expect: "fallback" },
  {
    q: "coming over for a meeting on thursday, is there visitor parking in your building or should I take an auto",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how much does vikram rao earn", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "what's a healthy breakfast before a marathon", cls: "off-topic", expect: "fallback" },
  { q: "dal bafla ki recipe batao", cls: "off-topic", expect: "fallback" },
  { q: "how many grams of protein are in one boiled egg", cls: "off-topic", expect: "fallback" },
  {
    q: "write me a 4 line poem about monsoon for my daughter's homework",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do i reset my iphone passcode", cls: "off-topic", expect: "fallback" },
  { q: "suggest a good name for my pet tortoise", cls: "off-topic", expect: "fallback" },
];
