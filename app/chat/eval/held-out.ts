import type { EvalQuestion } from "./questions";

/**
 * The eightieth held-out set, written on 2026-12-04 (session 55) by someone who does not read or
 * run the chat, from the site's content, while that round's tuning goes on. The seventy-ninth
 * set, scored once, is now `seventyNinthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.742).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "the fashion chain whose shop you rebuilt - which payment gateway got wired in for UPI and cards?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "for the 12 hospital group, claims used to take 15 days to settle.. how many days after the new system?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "that FMCG distributor with thousands of kirana retailers - how old was the sales data before, and how fresh is it now?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "for the transport company's move onto amazon, the final database switchover - finished inside 20 minutes or did it overrun?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "the RBI-regulated lender you secured, how many staff did they have when the VPN got replaced",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "Priya mentioned tagging resources and switching off idle staging servers; what % does that save on year one bill?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "in Vikram's write-up, within how many hours must an Indian company tell CERT-In about a breach?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "Arjun's piece talks about a finance dept typing in invoices by hand, how many per month was that?",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "when you kick off a custom build, how many days is that first workshop with our team?",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "roughly how much money does a flutter or react native app save vs building two separate native ones",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "say we sign up for the reporting work - realistically how soon is the first dashboard live, a month? two?",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "my enquiry details - after how many months do you delete them if we never do business?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  // long
  {
    q: "Hi there, hope you're doing well. We are a small fintech startup in Indore, about 25 people, and one of our bigger bank partners is now asking for a proper penetration test report before they sign. Honestly none of us has done this before. Can your team do that sort of testing and give a written report?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "Good evening. I run a mid-size packaging business and my board keeps asking me for a rough number before we even speak to any vendor. I know every project is different and all that, but what do engagements with you usually cost per month or per project, in rupees if possible?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "hello, so I'm currently working in Pune as a data person, mostly SQL, Airflow and a bit of Snowflake, about four years now, and my family wants me closer to home in MP. I saw you're in Bhopal. Is there an opening that matches this kind of profile and what does it pay?",
    cls: "long",
    expect: "/career#data-engineer",
  },
  {
    q: "My father has a furniture showroom in Bhopal for almost 30 years and his current website looks like it is from 2005, barely opens on mobile and nobody finds it on Google. I want to surprise him with a new one that staff can update themselves. Is this something you people take up?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "We're a chartered accountancy firm with about forty staff across two floors. The wifi keeps dropping, half the laptops have no backups, and our one IT guy left last month so things are a mess. We need somebody to sort out the network and also handle day to day helpdesk issues. Do you offer that?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Namaste. I manage operations for a district cooperative bank and still everything here is on paper registers and files going by courier between branches, approvals take a week or more. The management finally agreed to modernise but the staff are scared of change. How would you approach something like this for us?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "ok so I filled the form on your contact page yesterday around 5pm and I'm a bit impatient, sorry. I just want to understand what happens now from your side, like will someone call me, will there be some paid phase first, how long till I hear back?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "Hi, I'll be in Bhopal next Tuesday for a wedding and thought I could drop by your office to meet someone in person instead of doing another video call. My cousin says Hoshangabad Road is long and confusing. Where exactly are you, and till what time can I come?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We launched our booking app last year and the reviews are brutal, people say they can't find how to cancel or reschedule, the checkout confuses them and older users just give up. Our own developers are fine, we don't need new code, we need someone to rethink the screens with real users. Can you help?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "I'm an angel investor and I'm about to put money into a SaaS startup from Jaipur. Their pitch is great but I have no idea if the code and architecture are any good or if the tech team can scale. I'd like an independent technical review before I wire the funds. Is that a service you do?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Our engineering team is about fifteen people and every release is a nightmare: we deploy on Saturday nights, someone runs a manual checklist, something breaks, and we roll back by hand on Sunday morning. Everyone is exhausted. What would you change to make shipping boring again?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "Sorry if this is a weird question but my previous employer got into trouble over customer data, so I'm careful now. Before I type my phone number and project details into your quote form I'd like to know where that information ends up, who reads it, and whether it's passed to anyone.",
    cls: "long",
    expect: "/legal/privacy",
  },
  // typo
  { q: "saterday ko kitne bje tak ofice khula h aur sundy ko?", cls: "typo", expect: "/contact" },
  {
    q: "can u guys mak a flutr app for androd and iphone both",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "need a machin lerning modle to predikt demand for our shoe stores",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "data anlytics dashbords in powr bi", cls: "typo", expect: "/services/data-analytics" },
  {
    q: "any openigns for secuirty analist in bhopal",
    cls: "typo",
    expect: "/career#security-analyst",
  },
  { q: "is ther a site map page listing evry page", cls: "typo", expect: "/sitemap" },
  {
    q: "ecomerce websit case studdy for clothes brand",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "does ur web sight track me with cokies or anylitics",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "our deploymnts r all manual, can u setup CI CD pipelnes w/ github actons",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "how to get a qoute for my projct", cls: "typo", expect: "/quotation" },
  { q: "show me all ur secuirty blogs", cls: "typo", expect: "/blog/category/security" },
  { q: "aws azur migraton servise, do u do it", cls: "typo", expect: "/services/cloud-solutions" },
  // vocabulary
  {
    q: "hamare business ke liye software banwane me lagbhag kitne lakh ka budget rakhna padega",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "DevOps wali remote naukri hai kya, ghar se kaam karna hai",
    cls: "vocabulary",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "need an AMC vendor to look after our office computers and printers",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "website pe hacking attempt hua tha pichle hafte, koi expert bhejoge kya jaanch ke liye",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we're a startup w/o a tech head, can we rent one part time from you",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "who actually runs this company, like the top leadership names",
    cls: "vocabulary",
    expect: "/about#team",
  },
  {
    q: "kaagaz wala kaam khatam karke sab online karna hai, ERP bhi chahiye",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "app ka look and feel banwana hai, mockups aur clickable demo chahiye",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "our MIS reports are all manual excel, want them auto updating",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "GPT jaisa bot chahiye jo hamare PDFs aur policies padh ke jawab de",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  { q: "office ka pata bhejo yaar, milne aana hai", cls: "vocabulary", expect: "/contact" },
  {
    q: "lump sum lete ho ya ghante ke hisaab se billing karte ho?",
    cls: "vocabulary",
    expect: "/contact#faq|/services#pricing",
  },
  // ambiguous
  {
    q: "I'm already a client, where do I raise a support request for my project",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "does the info I type on this site get stored in some foreign cloud?",
    cls: "ambiguous",
    expect: "/legal/privacy#data-location",
  },
  {
    q: "the security job - is it work from office, and are there night shifts?",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "the app you made for those hospitals, could patients see a doctor over video on it?",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "what does your site save locally on my laptop when I switch it to dark mode",
    cls: "ambiguous",
    expect: "/legal/privacy#browser-storage",
  },
  {
    q: "which billing model fits a product whose features we'll keep discovering as we go",
    cls: "ambiguous",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "on which platform will our app go live, and under whose developer account",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "did you do any testing for traffic before that clothing store's diwali sale?",
    cls: "ambiguous",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "data migration from old tally + excel sheets into one reporting setup, possible?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "how big is your network, in which countries are your clients",
    cls: "ambiguous",
    expect: "/|/about",
  },
  {
    q: "in your overall way of working, what comes out of the design stage",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "can you do an audit of our existing app's usability, not security",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  // multi
  {
    q: "do you handle AWS migrations, and separately, are you hiring anyone for cloud work?",
    cls: "multi",
    expect: "/services/cloud-solutions & /career#cloud-devops-engineer",
  },
  {
    q: "what does your cyber team offer and have you actually got a fintech through ISO audit?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "give me your phone no. and also the link to ask for a price estimate",
    cls: "multi",
    expect: "/contact & /quotation",
  },
  {
    q: "what is nexora's vision, and what did your CEO write about AI pilots failing?",
    cls: "multi",
    expect: "/about#mission & /blog/future-of-ai",
  },
  {
    q: "can you build an online store for us, and show me one you built already",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform",
  },
  {
    q: "do you make sales dashboards? any example with forecasting?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "two things: terms of using your site, and how you handle my personal data",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },
  {
    q: "1) do we really need kubernetes 2) can someone review our IT roadmap independently",
    cls: "multi",
    expect: "/services/devops|/blog/cloud-trends & /services/it-consulting",
  },
  {
    q: "we need app screens designed AND the android/ios app built - both in house?",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/mobile-development",
  },
  {
    q: "how do i send my CV and where does the company come from, like its story",
    cls: "multi",
    expect: "/career#how-to-apply & /about#story",
  },
  {
    q: "what steps do you follow on a project, and how many weeks for a basic website?",
    cls: "multi",
    expect: "/services#process & /contact#faq|/services/web-development",
  },
  {
    q: "do you take up AI projects? and is there any article on moving pilots into production",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },
  // unanswerable
  {
    q: "can I park my two-wheeler inside the Lakeview Tech Centre premises when I come for the meeting",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "wats nexora's profit margin, are you guys even profitable",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any IPO plans for nexora, and do staff get ESOPs",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you write solidity contracts for a DAO token launch",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who handles payroll and HR queries at your company, name please",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you accept payment through demand draft or letter of credit for export clients",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the male to female ratio in your engineering team",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we'd like an AR treasure-hunt game for our mall's kids zone, do you make games?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much is the employee referral bonus if I bring in a friend",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do employees get subsidised meals or food coupons like sodexo",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is Infosys or Wipro one of your customers", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you run a paid summer training program for BCA students with certificate",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "why do octopuses have three hearts", cls: "off-topic", expect: "fallback" },
  { q: "348 ko 12 se divide karo to kya aayega", cls: "off-topic", expect: "fallback" },
  { q: "tell me a funny shayari about mondays", cls: "off-topic", expect: "fallback" },
  { q: "aaj shaam gwalior mein aandhi aayegi kya", cls: "off-topic", expect: "fallback" },
  { q: "masala chai recipe, how much ginger per cup", cls: "off-topic", expect: "fallback" },
  {
    q: "which river flows through varanasi and how long is it",
    cls: "off-topic",
    expect: "fallback",
  },
];
