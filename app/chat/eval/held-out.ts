import type { EvalQuestion } from "./questions";

/**
 * The fifty-fourth held-out set, written on 2026-12-02 (session 42) by someone who does not read or
 * run the chat, from the site's content, while that round's tuning goes on. The fifty-third set,
 * scored once, is now `fiftyThirdHeldOut` in questions.ts. None of its questions is 80 % alike to a
 * tuning question (character bigrams, punctuation dropped; at most 0.743).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "i'm in guwahati. the product designer role, can i do it from home here or is relocating part of the deal",
    cls: "unreachable",
    expect: "/career#product-designer|/career#open-roles",
  },
  {
    q: "what does the SOC analyst position pay per year",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "for the data engineer opening is there some online form to fill or how do i send my application",
    cls: "unreachable",
    expect: "/career#how-to-apply|/career#data-engineer|/career#hiring-process",
  },
  {
    q: "once your testers find holes in our app and we patch them, do you verify the fixes again without billing us",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "if we build an AI assistant with you, will our internal documents end up training openai's or someone else's model?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "in that demand forecasting job you did for the FMCG distributor, how fresh is their data now compared to before",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "how long will you hang on to the quote request i submitted if we never end up signing",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "if i ever have a legal complaint about something on your site, does it go to the bhopal courts or somewhere else",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "do you only do security scans and performance checks right before launch, or all through the project?",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "we're a retail chain in riyadh, have you actually worked with anyone in saudi before or is it mostly india",
    cls: "unreachable",
    expect: "/#global-presence|/about",
  },
  {
    q: "that security article said something about reporting a breach to CERT-In within some hours. how many hours was it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if we start a BI project with you, roughly when does the first dashboard show up",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  // long
  {
    q: "Hi, I run three dental clinics in Indore and we still take appointments on paper and WhatsApp. My nephew keeps saying we need an app but I honestly have no idea where to begin, and I don't want to throw lakhs at something my staff won't even use. Is there some smaller paid study we can do first before committing to the full build?",
    cls: "long",
    expect:
      "/services#pricing|/contact#next-steps|/services/software-development|/services/cybersecurity|/services/data-analytics|/services/ai-machine-learning|/services/mobile-development|/services/web-development|/services/ui-ux-design|/services/devops|/services/it-infrastructure|/services/it-consulting|/services/digital-transformation",
  },
  {
    q: "We are a transport company in Nagpur, around 800 staff. Our server room is ancient and the AMC vendor is useless, last month billing was down for an entire day. Management has asked me to look at moving everything to AWS or Azure but they are terrified of the switchover itself. If we migrate with you, will our systems be offline for a while?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "hello sir, I finished my BTech in 2021 and since then I am working as a system admin at a small firm in Jabalpur, mostly windows servers and some firewall work. I recently cleared Security+ and I really want to move into cyber security. I saw one security opening on your site, does that job involve night shifts?",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "Our startup built an MVP with a freelancer who has now vanished. The code is sitting in a GitHub repo, Node and React, zero tests, a few features half done. Investors want a proper demo in about three months. Can your team take over somebody else's half-finished codebase and carry on from there?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I look after IT at a cooperative bank in MP. The RBI inspection team keeps asking about our information security and now the board has decided we should go for ISO 27001. Right now we have nothing documented, just antivirus and a firewall. Can you actually hand-hold us all the way to certification?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "We have got wildly different quotes from three agencies for a customer portal and frankly I can't compare them. One wants a lump sum, another wants to bill every month. Before I get on a call with you, can you give me a rough idea what the monthly option costs if our scope keeps changing as we go?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "My daughter is doing her final year project on machine learning and she keeps reading that most AI pilots never actually go live. She asked me to find what real companies say about it, and I think your CEO wrote something. According to him, why do these pilots get stuck before production?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "We already have a Figma file from a freelance designer, but our own developers keep saying the screens are confusing and we lose a lot of users at signup. We don't need you to build anything, our in-house team will do that. Would you do just a review of the existing design and tell us what to fix?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "I'm in procurement at a manufacturing company in Pune. We are onboarding a new IT vendor and the vendor master form asks for the registered company name and the GST number. Could you share both so I can finish the paperwork?",
    cls: "long",
    expect:
      "/contact|/|/about|/services|/projects|/blog|/career|/login|/legal/privacy|/legal/terms",
  },
  {
    q: "Our marketing people change the website every week with offers and new posts, and at the moment every tiny change needs the agency's developer and takes days. We want a new site, but the main requirement is that we can edit the text and pictures ourselves. Is that how your websites work?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "Hi, I'm a UX researcher in Kochi with 4 years of Figma and usability testing behind me, and I'm not planning to move cities because my parents live here. Before I apply I'd like to know what your hiring looks like. How many rounds are there and do you give a take-home assignment?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "We are an NGO running about 40 schools in rural Rajasthan. Teachers fill attendance and monthly reports in paper registers that are couriered to our office, and half of them get lost on the way. The budget is tiny but we want to go digital. What would be the first thing you do if we came to you?",
    cls: "long",
    expect:
      "/services/digital-transformation|/services#pricing|/contact#next-steps|/services#process",
  },
  // typo
  {
    q: "im visiting bhopal next week, whats the exact adress of ur ofice and which floor",
    cls: "typo",
    expect:
      "/contact|/|/about|/services|/projects|/blog|/career|/login|/legal/privacy|/legal/terms",
  },
  {
    q: "we need penetraton testing on our lending api and mobil app before launch, you guys do that?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "can i drop by ur office on a saturdy afternoon or r u closed by then",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "whos the fouder of this company and where did he work befor",
    cls: "typo",
    expect: "/about",
  },
  {
    q: "flutter or react native, wich one wud u use for our andriod + ios app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "devops enginer vacancy - can i work from home in lucknow or must i relocate",
    cls: "typo",
    expect: "/career#cloud-devops-engineer|/career#open-roles",
  },
  {
    q: "discovry phase - how many weeks and wats the price",
    cls: "typo",
    expect:
      "/services#pricing|/contact#next-steps|/services/software-development|/services/cybersecurity|/services/data-analytics|/services/ai-machine-learning|/services/mobile-development|/services/web-development|/services/ui-ux-design|/services/devops|/services/it-infrastructure|/services/it-consulting|/services/digital-transformation",
  },
  {
    q: "do u offer 24/7 threat moniterng for our servers",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "the clothes retailer ecomerce site you built, did there online revenue realy go up that much?",
    cls: "typo",
    expect: "/projects/ecommerce-platform|/projects|/|/services/web-development",
  },
  {
    q: "is my browsing here being trackd? any coookies or analitics scripts on ur site",
    cls: "typo",
    expect: "/legal/privacy|/legal/terms#privacy",
  },
  { q: "roughly how many enginers and staf does nexora employ rn", cls: "typo", expect: "/about" },
  {
    q: "kubernets and ci/cd pipline setup, is that somthing you do",
    cls: "typo",
    expect: "/services/devops",
  },
  // vocabulary
  {
    q: "weekend pe milne aa sakte hain kya? ravivaar ko bhi office chalu rehta hai?",
    cls: "vocabulary",
    expect: "/contact|/login",
  },
  {
    q: "dukaan ke liye website banwani hai jisme online saaman bech sake",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "hamare office ka wifi aur computers sambhalne ke liye koi chahiye, AMC jaisa kuch",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our boss wants all the sales figures as neat graphs on his phone every morning instead of twenty excel files",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "can you make our website hack proof",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "fresher nahi hoon, 3 saal ka experience hai data pipelines mein, aapke yahan koi jagah khali hai?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "we want to get our old software off the server in the basement and onto the internet cloud thing",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we have 300 pages of SOPs in PDF, could you make a chatbot that answers staff from them and shows the source",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "my startup can't afford a full-time tech head yet, can someone from your side act as our CTO a few days a month",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "paisa kaise lete ho, ek saath poora ya mahine ke hisaab se?",
    cls: "vocabulary",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "logo aur branding ka kaam bhi karte ho kya",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we signed with you last month, is there somewhere online our team can follow the project and files",
    cls: "vocabulary",
    expect: "/login",
  },
  // ambiguous
  {
    q: "our AWS cost has doubled this year, can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends|/projects/cloud-migration",
  },
  {
    q: "is this some new startup or do you guys have real years in the business behind you",
    cls: "ambiguous",
    expect: "/about|/|/career",
  },
  {
    q: "can you set up office for our new joiners, I mean MS office and email accounts",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what are your support hours if a critical system breaks at midnight",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure|/",
  },
  {
    q: "i emailed my CV for the designer job 3 days ago, when should i expect a reply",
    cls: "ambiguous",
    expect: "/career#how-to-apply|/career#hiring-process",
  },
  {
    q: "we already work with you, where's the portal to see our invoices and documents",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "when I submit the enquiry form, where does that info end up and who can read it",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what kind of package comes with the data engineer job at your bhopal office",
    cls: "ambiguous",
    expect: "/career#data-engineer",
  },
  {
    q: "if we go for a dedicated squad, how many people would be in it",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "if i join, will the company pay for my AWS certification exam",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "what's the process after i send a message on the contact page",
    cls: "ambiguous",
    expect: "/contact#next-steps",
  },
  {
    q: "apart from helping clients, does your own company hold any ISO certificate",
    cls: "ambiguous",
    expect: "/|/about",
  },
  // multi
  {
    q: "where are you located and do you build iphone apps?",
    cls: "multi",
    expect:
      "/contact|/|/about|/services|/projects|/blog|/career|/login|/legal/privacy|/legal/terms & /services/mobile-development",
  },
  {
    q: "what do you charge for a fixed price project and how long do those usually take",
    cls: "multi",
    expect: "/services#pricing & /services#pricing|/contact#faq",
  },
  {
    q: "your chief technology officer, what's her name and did she write that cloud trends article?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "do you do SEO for websites? and do you have any ecommerce case study",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform|/projects|/",
  },
  {
    q: "full stack role: salary? hybrid or remote? how many years exp needed?",
    cls: "multi",
    expect:
      "/career#senior-full-stack-engineer & /career#senior-full-stack-engineer & /career#senior-full-stack-engineer",
  },
  {
    q: "Do you work with hospitals? Also what's your phone number",
    cls: "multi",
    expect:
      "/projects/healthcare|/contact#faq|/projects & /contact|/|/about|/services|/projects|/blog|/career|/login|/legal/privacy|/legal/terms",
  },
  {
    q: "how many clients have you served so far and in which countries",
    cls: "multi",
    expect: "/|/about & /#global-presence|/about",
  },
  {
    q: "which cloud providers do you work with, and how did that logistics migration turn out",
    cls: "multi",
    expect: "/services/cloud-solutions|/ & /projects/cloud-migration|/|/projects",
  },
  {
    q: "Do you offer fractional CTO services? And what does the discovery phase cost?",
    cls: "multi",
    expect:
      "/services/it-consulting & /services#pricing|/contact#next-steps|/services/software-development|/services/cybersecurity|/services/data-analytics|/services/ai-machine-learning|/services/mobile-development|/services/web-development|/services/ui-ux-design|/services/devops|/services/it-infrastructure|/services/it-consulting|/services/digital-transformation",
  },
  {
    q: "email id to send my resume? and what benefits do employees get",
    cls: "multi",
    expect: "/career#how-to-apply & /career#why-work-with-us",
  },
  {
    q: "what's your mission and when did you start doing cybersecurity",
    cls: "multi",
    expect: "/about#mission & /about#story",
  },
  {
    q: "can i ask you to delete my data, and is it stored in india or abroad",
    cls: "multi",
    expect: "/legal/privacy#your-rights & /legal/privacy#data-location",
  },
  // unanswerable
  {
    q: "which bank did your founder work at in bengaluru before starting nexora",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "ballpark, how big was the Finlo Credit invoice for the ISO work",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could you code an NFT marketplace for digital art on ethereum or polygon",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before our first call, will your team sign a mutual non-disclosure agreement about our product idea",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "for hybrid roles how many days a week do i have to come into the office",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do people wear formals in your office or is it jeans and tshirt",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which hospital chain was the healthcare project for, can I call them for a reference",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our company manufactures smart electricity meters; can your engineers write the low-level firmware for the microcontroller",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora have a creche or daycare for employees' kids",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "which college did priya sharma graduate from", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you manage our brand's instagram page and run paid ads on meta for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I want a multiplayer cricket game for android built in Unity, is that your thing",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "best recipe for dal bati churma", cls: "off-topic", expect: "fallback" },
  {
    q: "which franchise has lifted the IPL trophy the most times",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "integrate x squared from 0 to 2", cls: "off-topic", expect: "fallback" },
  { q: "next train from bhopal to indore", cls: "off-topic", expect: "fallback" },
  {
    q: "compose a little haiku about drinking chai in the rain",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do i improve my cibil score fast", cls: "off-topic", expect: "fallback" },
];
