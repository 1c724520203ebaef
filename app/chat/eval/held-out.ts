import type { EvalQuestion } from "./questions";

/**
 * The ninety-seventh held-out set, written on 2026-12-04 (session 58) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The ninety-sixth
 * set, scored once, is now `ninetySixthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.744).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "once that RBI-regulated loan app had its zero-trust rollout, how quickly were intrusions being caught on average",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "tally of remote doctor calls done through the twelve-hospital platform during its opening twelve months?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "How many terabytes was the Oracle database you moved for that trucking company?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Which gradient boosting library powered the distributor's demand forecasts?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "What median mobile load time did the fashion store reach after the rebuild?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Vikram's article says the Indian cert agency must be told about a breach quickly; what's the window exactly?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "tagging resources and switching off idle staging at night, by what share did that trim clients' cloud spend in your 2027 piece?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "staff ka annual training allowance kitna hai, like for Udemy or AWS exams?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "before a full ML build, the trial model you make on our own data runs for what span of time?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "is Vikram Rao sitting in Bhopal too or somewhere else?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "when did the AWS and DevOps group get going in the company timeline?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "suppose I want to sue over something on nexora.example: under which jurisdiction and law would that fall?",
    cls: "unreachable",
    expect: "/legal/terms",
  },

  // long
  {
    q: "We're a mid-sized pharma distributor in Nagpur with about forty people in the back office. Purchase approvals still run on paper files and four signatures, and it takes days. Do you help move that kind of thing onto automated workflows?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "I run three dental clinics and a relative built our booking app years ago. It crashes all the time now and apparently no longer meets the Play Store rules. Is rescuing or rebuilding an old app like that something you take on?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Our startup runs maybe fifteen microservices and we deploy once a month on a Saturday with the whole team on a call. Our CTO keeps talking about canary releases and automatic rollback. Is that something your people would set up for us?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "We're a family-owned textile exporter and the board has approved a budget for a new system. Before we talk to any vendor they want a ballpark. Roughly what does a dedicated team from you cost per month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I sent a message through your form this morning about an inventory tool for our hardware shops. My partner is asking what happens now, whether someone calls us and how long it takes to hear back. What should we expect?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We're an NBFC and our internal audit found shared admin passwords and a VPN that opens everything to everyone. Now a partner bank wants ISO 27001 before renewing. Have you taken a lender through that certification before?",
    cls: "long",
    expect: "/projects/security-infrastructure|/services/cybersecurity",
  },
  {
    q: "Our office of sixty people in Jabalpur keeps losing Wi-Fi, nobody knows where the backups are and laptops never get updates. We don't have an IT person at all. Can you run a helpdesk for us and actually visit the site here?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I'm an angel investor looking at a seed-stage edtech startup, and before we sign I want someone independent to go through their code, architecture and team. Is that kind of review something you do?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "We're a travel agency planning a new booking portal. Our developers are in-house, but my manager wants to see something clickable, tested with real customers, before we spend on development. Can you do only the design side?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "I've been a backend developer for six years, mostly TypeScript and Node, living in Hyderabad but happy to move. I noticed you're hiring a senior full-stack person. What's the pay range for that opening?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "I'm the finance head at a tile manufacturer near Indore. Our orders sit in Tally, leads in Zoho, and the plant keeps its own Excel, so the weekly meeting is mostly reconciling. The MD asked me for a single BI view by the next quarter; is that timeline realistic with you?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Our hospital group is considering adding video consultations. Before committing I'd like to read about something similar you delivered, what was broken before and what changed afterwards. Do you have that?",
    cls: "long",
    expect: "/projects/healthcare",
  },

  // typo
  { q: "saterday ko bhi ofc khula rehta kya, kab tak", cls: "typo", expect: "/contact" },
  {
    q: "can ur team hack-test our andriod app + api for vulnerabilites",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "discvery workshp befor the projct, price in rupes?",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  { q: "who founded nexora, the guy running it now?? naem", cls: "typo", expect: "/about" },
  {
    q: "clowd migraton with zero downtim possibel?",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "r u storing my visit data thru any pixel or analytcs script",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "can i aply for the data enginer posision from home", cls: "typo", expect: "/career" },
  {
    q: "machne lerning for hindi speach to txt?",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "hoshangabad rd building which floor r u on, pin code?", cls: "typo", expect: "/contact" },
  {
    q: "websit devlopment in wordpres or nextjs?",
    cls: "typo",
    expect: "/services/web-development",
  },
  { q: "how long dose a typcal projct take start to finsh", cls: "typo", expect: "/contact" },
  { q: "client portl invitaion lost cant sign in", cls: "typo", expect: "/login" },

  // vocabulary
  {
    q: "do you rent out those people who try to break into your systems on purpose to find the holes?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "aap log kis sheher se kaam karte ho, milne aana hai",
    cls: "vocabulary",
    expect: "/contact|/about",
  },
  {
    q: "can you make our site open quickly on phones and come up higher on google?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "something that reads our supplier bills by itself so nobody has to type them in",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  { q: "kitne saal se ye company chal rahi hai?", cls: "vocabulary", expect: "/about" },
  {
    q: "the setup where code goes live on its own once the tests pass, you do that?",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "paise kaise lete ho, ek fixed amount ya mahine ke hisaab se?",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  {
    q: "naukri ke liye selection kaise hota hai, kitne round hain?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "our startup has no senior engineer to make tech calls; could somebody from your side fill that seat a couple days a week?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "if you move our apps onto Amazon or Microsoft servers, can our customers' records stay inside India?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "that clothing brand where the shop online shows which nearby store has my size, was that you?",
    cls: "vocabulary",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "what does your site leave behind on my laptop after I browse it",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },

  // ambiguous
  { q: "support after go-live?", cls: "ambiguous", expect: "/contact|/services" },
  { q: "how expensive r u", cls: "ambiguous", expect: "/services#pricing" },
  { q: "founders?", cls: "ambiguous", expect: "/about" },
  { q: "hiring rn?", cls: "ambiguous", expect: "/career" },
  { q: "show clients you've delivered for", cls: "ambiguous", expect: "/projects" },
  { q: "security", cls: "ambiguous", expect: "/services/cybersecurity" },
  { q: "sign in", cls: "ambiguous", expect: "/login" },
  { q: "get a price for my app idea", cls: "ambiguous", expect: "/quotation|/services#pricing" },
  { q: "website usage rules", cls: "ambiguous", expect: "/legal/terms" },
  { q: "k8s?", cls: "ambiguous", expect: "/services/devops|/blog/cloud-trends" },
  { q: "phone no", cls: "ambiguous", expect: "/contact" },
  { q: "vision", cls: "ambiguous", expect: "/about" },

  // multi
  {
    q: "Which street is the Bhopal HQ on, and who heads engineering there?",
    cls: "multi",
    expect: "/contact & /about",
  },
  {
    q: "Give me the lakh range for a fixed-scope build, and separately, how fast a brochure site goes live",
    cls: "multi",
    expect: "/services#pricing & /services/web-development|/contact",
  },
  {
    q: "Is cross-platform (Flutter) in your skillset, plus show me the kurta retailer storefront you delivered",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "Any openings for SOC analysts, and since when have you held ISO 27001?",
    cls: "multi",
    expect: "/career & /about",
  },
  {
    q: "Show me the logistics migration case study and also your post about where cloud is heading next year",
    cls: "multi",
    expect: "/projects/cloud-migration & /blog/cloud-trends",
  },
  {
    q: "How long do you keep what I type into the contact form, and what do your terms say about copying your articles?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "Can you hook our software up to Tally and GST invoicing, and what do we get out of the discovery phase?",
    cls: "multi",
    expect: "/services/software-development & /services#pricing",
  },
  {
    q: "I'm already a client: where's our workspace to see invoices, and what hours can I phone you?",
    cls: "multi",
    expect: "/login & /contact|/login",
  },
  {
    q: "Do you build forecasting models, and what did the distributor dashboard actually achieve?",
    cls: "multi",
    expect: "/services/ai-machine-learning|/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "What does Ananya Kulkarni do at Nexora, and how do I ask for a quote?",
    cls: "multi",
    expect: "/about & /quotation|/contact",
  },
  {
    q: "Got customers in Europe or the Gulf? Also, which sectors are typical for you?",
    cls: "multi",
    expect: "/|/about & /contact",
  },
  {
    q: "Do you run fake phishing tests for staff, and is there an article on backups against ransomware?",
    cls: "multi",
    expect: "/services/cybersecurity & /blog/cybersecurity-practices",
  },

  // unanswerable
  {
    q: "Before I pitch you my concept, will your firm put an NDA in writing?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any CMMI maturity rating for your delivery process",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which private equity or angel money sits behind Nexora's cap table",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much money did the firm bill overall in 2025-26, in crore",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we pull out mid-way through a build; is the milestone money we paid returned?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Solidity / web3 dApp development, is that something your engineers take up?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "new mothers working at nexora get how long paid leave after delivery",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any recognitions like NASSCOM or Clutch top firm badges for you guys",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "driving to your lakeside tower for our meeting, is there a spot for my SUV",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you write embedded firmware for microcontrollers in factory machines?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Exactly how many months does the post-launch warranty on a fixed-price job last?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do engineers who join get equity in the company", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "Upper Lake ke paas weekend pe mausam kaisa rahega", cls: "off-topic", expect: "fallback" },
  { q: "how do I cook indori poha with jeeravan masala", cls: "off-topic", expect: "fallback" },
  { q: "Virat Kohli ke total test centuries kitne hain", cls: "off-topic", expect: "fallback" },
  { q: "integrate e to the 2x dx step by step", cls: "off-topic", expect: "fallback" },
  {
    q: "suggest a name for my golden retriever puppy, something Sanskrit sounding",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "compose a haiku on chai and rainy evenings", cls: "off-topic", expect: "fallback" },
];
