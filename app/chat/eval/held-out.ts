import type { EvalQuestion } from "./questions";

/**
 * The forty-sixth held-out set, written on 2026-12-02 (session 38, second round) by someone who
 * does not read or run the chat, from the site's content, while that round's tuning goes on. The
 * forty-fifth set, scored once, is now `fortyFifthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "security analyst opening in bhopal - how many lakhs per annum r u offering",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "till which date will you accept applications for the product designer vacancy",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "is the cloud and devops engineer job fully remote or do i have to come to bhopal",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "minimum experience for the senior full stack typescript role?",
    cls: "unreachable",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "in the logistics migration how many minutes did the oracle database switchover take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how many video consults did the hospital network do in year one on the system you built",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "after your pen test if we fix the issues do you retest for free",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "what deliverable do we hold at the end of the strategy & design stage",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "how long do you store the details i put in the contact form",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "if there's a dispute about the website which city's courts have jurisdiction",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "which gulf countries are in your middle east client region",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "your security head - is he in bhopal or some other city?",
    cls: "unreachable",
    expect: "/about#team",
  },

  // long
  {
    q: "Hi, I run a group of three small clinics in Indore and we still use paper registers for appointments, patients keep repeating their history and my reception staff is overwhelmed. My nephew suggested I look at IT companies in Bhopal. Before I call anyone I want to know, have you actually built something for hospitals before, and what came of it?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "my son has about six years of experience with react, node and typescript at a services company in pune and he wants to move closer to home in bhopal since we are getting older. he doesn't like fully remote work. is there any opening at your company that suits him and what would the pay be roughly",
    cls: "long",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "Good afternoon. I work in procurement for a mid-sized auto parts manufacturer near Pune and our management has asked me to collect indicative budgets before we shortlist vendors next week. We are thinking of a long-term arrangement where a group of your engineers works only on our product. Roughly what does that cost per month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "we are a group of four schools near jabalpur, around 300 teacher laptops, wifi that keeps dropping in the staff room and nobody to call when the projector or printer stops working. the management trustee asked me to find an outside firm for help desk and device management. would your people come to our campuses or is it only phone support from bhopal?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "so last year we paid a freelancer to build our delivery app and backend, he has now stopped answering calls, the app crashes every other day and we have the code in a github repo but nobody understands it. we are a small bakery chain with 9 outlets. can your team pick up someone else's half finished code and carry on?",
    cls: "long",
    expect: "/services/software-development|/services/mobile-development",
  },
  {
    q: "I own a saree and ethnic wear label in Jaipur, we sell online through a plugin-based store that basically dies every time we run a Diwali or wedding season sale, pages take forever on phones and stock online never matches the shop. I saw you did something for a fashion brand, what exactly did you change for them and did it help?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Our lending startup is regulated by the RBI and we have grown very fast, around 250 people now. Our partner bank has told us that unless we are ISO 27001 certified by next year they will not renew the contract. Our CTO is stretched thin. Is this something your firm can take on end to end, including the audit preparation?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "hello, I filled in the form on your website yesterday evening about rebuilding our company's inventory system, got the message sent confirmation but nothing since then. i'm a bit anxious because our board meets on friday and i need to show them something. what normally happens after someone writes to you, and how quickly does a person reply?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "I'm based in Manchester and our compliance officer is extremely strict about vendor data handling under GDPR. Before I put our project description and budget into your quote form she wants to know where that information is physically stored, whether it ever leaves India and whether any third party processes it. Can you clarify?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we distribute FMCG goods to about 4000 kirana shops across MP and CG, every festival season we run out of the fast moving items while slow stuff sits in the godown. the owner's son read about AI forecasting and is excited but we only have 2 years of messy excel sheets. is that even enough data to start?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "I am a UX designer with a little over three years of experience, mostly fintech apps, and honestly I am tired of companies that make you do a whole week of unpaid design tasks as part of interviewing and then ghost you. Before I apply to your design opening I'd like to know how your interview rounds actually work.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Hi there, I joined our company as operations manager only last week and my predecessor used to check the project plan, shared documents and your invoices in some online workspace that you people provide. I have no login and he has left. Who do I speak to or how do I get access to it myself?",
    cls: "long",
    expect: "/login",
  },

  // typo
  { q: "cyber securty audit n pentestng", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "clud migraton to aws",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "ofice timmings on saturdy", cls: "typo", expect: "/contact" },
  { q: "vacencies at nexora", cls: "typo", expect: "/career" },
  { q: "flutter mobil app devlopment", cls: "typo", expect: "/services/mobile-development" },
  { q: "dat enginer salery", cls: "typo", expect: "/career#data-engineer" },
  { q: "privcy polcy cookeis", cls: "typo", expect: "/legal/privacy" },
  { q: "ux reserch and wirefram desgin help", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "pricng modles fixd price", cls: "typo", expect: "/services#pricing|/contact" },
  { q: "devops cicd pipline kubernets", cls: "typo", expect: "/services/devops" },
  { q: "telemedicne hospitl netwrk projct resluts", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "digtal transfromation paperles workflow",
    cls: "typo",
    expect: "/services/digital-transformation",
  },

  // vocabulary
  {
    q: "hamari dukaan ke liye ek app chahiye jo android aur iphone pe chale, bana doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "company ki website banwane me kitna time lagta hai approx",
    cls: "vocabulary",
    expect: "/services/web-development|/contact",
  },
  {
    q: "gst wala billing software chahiye jo tally se sync ho",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "hamara data leak hua tha, hackers se bachane ka kuch karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  { q: "nexora ko chalata kaun hai, founder ka naam batao", cls: "vocabulary", expect: "/about" },
  {
    q: "customers ko whatsapp pe order status automatically bhejna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "sales ke liye power bi reports banwani hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "moving our staff email from gmail to office 365, can u handle",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "apne pdfs aur policies pe chatgpt jaisa bot chahiye",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "aws ka monthly kharcha bahut badh gaya hai, kam kaise kare",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "part time cto chahiye startup ke liye, milega?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  { q: "koi ghar se kaam wali naukri hai kya", cls: "vocabulary", expect: "/career" },

  // ambiguous
  {
    q: "what are the working hours for employees, fixed 9 to 6 or flexible",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "after you hand over the software, will you still fix bugs or are we on our own",
    cls: "ambiguous",
    expect: "/contact|/services#process",
  },
  {
    q: "can you build a portal where our dealers log in and track their orders",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "how do we apply zero trust in our company network",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "can we pay the bill in parts linked to milestones instead of all upfront",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "our app's crash rate is awful, can you fix the existing one instead of rebuilding",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "we're shifting to a new office next month, need cabling wifi and a conference room setup",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  { q: "how long till i hear back after i email my cv", cls: "ambiguous", expect: "/career" },
  {
    q: "will the company cover the cost of my azure certification exam",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how secure is whatever i type in your contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "we want a team of our own - people who work only on our product in our time zone",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "is there a feed i can add to my reader for your articles",
    cls: "ambiguous",
    expect: "/blog",
  },

  // multi
  {
    q: "do you make ios apps? and are you open on saturdays",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "salary for the cloud devops opening, and does the health insurance also cover parents",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /career#why-work-with-us",
  },
  {
    q: "who owns the code once the project ends, and can we do a fixed price contract",
    cls: "multi",
    expect: "/services/software-development & /services#pricing|/contact",
  },
  {
    q: "how much did the fashion retailer's online revenue grow, plus how fast do the hospitals settle insurance claims now",
    cls: "multi",
    expect: "/projects/ecommerce-platform|/ & /projects/healthcare",
  },
  {
    q: "does this site use cookies? also which country's law applies to your terms",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "who wrote the cloud trends 2027 piece and do you help with finops cost cutting",
    cls: "multi",
    expect: "/blog/cloud-trends & /services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "whats your phone number and how do i apply for data engineer",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "pehla dashboard kab tak ready hoga aur data engineer wali job hybrid hai ya remote",
    cls: "multi",
    expect: "/services/data-analytics & /career#data-engineer",
  },
  {
    q: "when was nexora started and in which parts of the world are your clients",
    cls: "multi",
    expect: "/about & /#global-presence|/about",
  },
  {
    q: "how long is the discovery phase, and what happens in step 4 of your process",
    cls: "multi",
    expect: "/services#pricing|/contact & /services#process",
  },
  {
    q: "do you do pen testing? also need someone to set up kubernetes for us",
    cls: "multi",
    expect: "/services/cybersecurity & /services/devops",
  },
  {
    q: "who is the author of the future of ai article, and can you run an llm privately inside our own cloud account",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning|/blog/future-of-ai",
  },

  // unanswerable
  {
    q: "can your developers write solidity code for our crypto token launch",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you hold a cmmi maturity rating and at which level",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was your company's turnover in the last financial year",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "whats the name of your chief financial officer", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there parking for visitors at your hoshangabad road building",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you pay relocation allowance if i shift from hyderabad for the job",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a us client, is paying you via paypal an option",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run instagram and facebook ads for small shops",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you install cctv cameras for shops and warehouses",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there any stock option plan for staff", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you build firmware for iot sensors on our factory machines",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is nexora listed on nse or bse, what's the share price",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "kal ke match me kaun jeeta csk ya mi", cls: "off-topic", expect: "fallback" },
  { q: "give me a quick recipe for poha", cls: "off-topic", expect: "fallback" },
  { q: "what's the temperature in delhi right now", cls: "off-topic", expect: "fallback" },
  {
    q: "whats the japanese word for thank you, need it for a card",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how many moons does jupiter have", cls: "off-topic", expect: "fallback" },
  {
    q: "any netflix series recommendations for a long train journey",
    cls: "off-topic",
    expect: "fallback",
  },
];
