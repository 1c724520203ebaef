import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-twenty-fourth held-out set, written on 2026-12-05 (session 68) by someone who
 * does not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-twenty-third set, scored once, is now `hundredAndTwentyThirdHeldOut` in
 * questions.ts. None of its questions is 75 % alike to a tuning question (character bigrams,
 * punctuation dropped; at most 0.741).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "what was the very first thing your company built when it was five guys in one room?",
    cls: "unreachable",
    expect: "/about#story",
  },
  {
    q: "the trucking firm's move to Amazon, was it one big switch or done in stages? how many?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "if we get hacked, within how many hours must CERT-In be told?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#prepare-for-the-bad-day",
  },
  {
    q: "we get heaps of customer complaints as Hindi audio clips; could your models transcribe and sort them?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning#overview",
  },
  {
    q: "telemedicine numbers from the 12-hospital job: how many remote consultations happened in year one?",
    cls: "unreachable",
    expect: "/projects/healthcare#results-title",
  },
  {
    q: "your security head, which city is he based out of?",
    cls: "unreachable",
    expect: "/about#team",
  },
  {
    q: "I filled your contact form last year, can I make you wipe everything you have on me?",
    cls: "unreachable",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "suppose I want to sue over content on your site, which law applies and where would it be heard?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "does this chatbot keep a copy of what I'm typing, and where?",
    cls: "unreachable",
    expect: "/legal/privacy#browser-storage|/legal/privacy#what-you-send",
  },
  {
    q: "for that fashion brand with 60 stores, were UPI payments run through Razorpay or something else?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "can you set up WhatsApp flows so customers check their order status without phoning us",
    cls: "unreachable",
    expect: "/services/digital-transformation#overview",
  },
  {
    q: "my IT guy says monthly patching is fine even for internet-exposed boxes. what timeline does your blog suggest for critical vulnerabilities?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#patch-quickly-and-know-what-you-run",
  },

  // long
  {
    q: "Hi, I run a mid-sized textile export unit in Surat and all our orders, dispatch and invoicing live in Excel sheets that three people edit at once, month end is chaos every time, so I wanted to check whether you people actually build custom in-house software for a business like ours or only big enterprise stuff?",
    cls: "long",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "We are a small NBFC and our partner bank has told us that without ISO 27001 before the next renewal they may walk away, and honestly nobody here knows where to even begin with it, is this something your team can take us through from zero?",
    cls: "long",
    expect: "/services/cybersecurity#questions-title|/projects/security-infrastructure",
  },
  {
    q: "My manager asked me to shortlist vendors and the first thing she wants to know, before anything technical, is roughly what the very first paid step with your firm costs and for how many weeks it runs, so could you give me that?",
    cls: "long",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "Our Android app was made by a freelancer about four years back, it crashes all the time and the Play Store keeps emailing warnings about outdated requirements, would your team be able to pick it up and repair it or would we have to throw it away and start again?",
    cls: "long",
    expect: "/services/mobile-development|/services/software-development#questions-title",
  },
  {
    q: "I'm writing on behalf of a hospital group in Nagpur with five branches, and patients keep complaining that they have to repeat their whole history at every branch they visit; have you ever done healthcare work like a shared patient record, and what came of it?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "Our company site sits on an old WordPress theme that is painfully slow on mobiles and our SEO person says the core web vitals are terrible, so if we hand the whole thing to you, roughly how many weeks does building a fresh marketing site usually take?",
    cls: "long",
    expect: "/services/web-development#questions-title|/contact#faq",
  },
  {
    q: "Our Amazon cloud invoice has practically doubled over eighteen months and nobody in the tech team can explain why, finance raises it in every weekly meeting, so is there someone on your side who digs into that sort of thing and brings the spend back down?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends#1-finops-becomes-a-habit-not-a-project",
  },
  {
    q: "I've been thinking of applying to you, but before I spend an evening polishing my CV I'd like to know what actually happens once I email it, like how many rounds there are and whether you give some long assignment to do at home?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "Just so I can set expectations with my directors: once we send in your enquiry form this week, when would somebody get back to us and what would that first conversation actually cover?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "Me and two other investors are about to write a cheque for an early SaaS company and we'd like an independent outfit to judge the code quality, the system design and frankly whether the engineers are any good, does Nexora take on that sort of pre-investment review?",
    cls: "long",
    expect: "/services/it-consulting#overview",
  },
  {
    q: "Our Indore branch is shifting to a new floor next month and we will need fresh cabling, wifi, a firewall and a meeting room with video calling, plus someone to handle helpdesk tickets after that, do you do that kind of physical office IT work?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Leadership keeps asking for a ChatGPT-style helper that answers from our internal policies and SOP documents, but compliance is nervous our files will end up training some public model, can you build a thing like that in a safe way?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },

  // typo
  {
    q: "wich clouds do ur architechts work with, aws azur gcp?",
    cls: "typo",
    expect: "/services/cloud-solutions|/#why-nexora",
  },
  {
    q: "can u guys run a pentst on our mobil app and api",
    cls: "typo",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "how much is the discovary phse and how long",
    cls: "typo",
    expect: "/services#pricing|/contact#next-steps",
  },
  { q: "name of the cheif exec at nexora pls", cls: "typo", expect: "/about#team" },
  {
    q: "shud we go nativ or cross platfrom for a delivry app",
    cls: "typo",
    expect: "/services/mobile-development#questions-title|/services/mobile-development",
  },
  { q: "is there a dedicted teem option, monthly", cls: "typo", expect: "/services#pricing" },
  {
    q: "tiem to get a working BI dashbaord after kickof?",
    cls: "typo",
    expect: "/services/data-analytics#questions-title",
  },
  {
    q: "can we chnage the websit contant ourselfs after launch",
    cls: "typo",
    expect: "/services/web-development#questions-title",
  },
  {
    q: "any job for data enginering folks, i know airflow n dbt",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "who ownes the sourse code once ur done",
    cls: "typo",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "will ther be downtym while migarting to cloud",
    cls: "typo",
    expect: "/services/cloud-solutions#questions-title",
  },
  {
    q: "r u tracking me with cookeys on this websit",
    cls: "typo",
    expect: "/legal/privacy#no-cookies",
  },

  // vocabulary
  {
    q: "humara budget tight hai, ek project minimum kitne lakh se shuru hota hai?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  { q: "milne aana hai, Nexora wale ka address bata do", cls: "vocabulary", expect: "/contact" },
  {
    q: "4 saal ka experience hai, kaun kaun si posts khuli hain abhi?",
    cls: "vocabulary",
    expect: "/career#open-roles",
  },
  {
    q: "humari website pe baar baar attack ho raha hai, security waale log chahiye",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "want our site to show up higher when people google us",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "office ke computers, printer, wifi ka AMC jaisa support milega?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we still run on physical files and registers, need all of it to go digital",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "koi senior banda chahiye jo mahine mein 2-3 din humari tech strategy dekhe, full time CTO afford nahi hota",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "saree ka business hai, apni khud ki site se online bechna hai",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "Sunday ko call karu toh koi uthayega?", cls: "vocabulary", expect: "/contact" },
  {
    q: "purane server room ka saara system cloud pe le jaana hai",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "har mahine ki sales report excel mein jodna padta hai, ye sab apne aap ho jaye aisa kuch?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },

  // ambiguous
  {
    q: "where do I sign in to see the invoices for the project you're doing for us",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "do engineers have to clock in at 9 sharp or can I start late?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "before go-live can someone test our site the way a hacker would?",
    cls: "ambiguous",
    expect: "/services/cybersecurity#questions-title|/services/cybersecurity",
  },
  {
    q: "any training so my staff stop clicking on dodgy emails?",
    cls: "ambiguous",
    expect: "/services/cybersecurity#overview",
  },
  {
    q: "we have about 10 yrs of records across Tally and excel, can you move and clean all that into one reporting database?",
    cls: "ambiguous",
    expect: "/services/data-analytics#overview",
  },
  {
    q: "if we take your dedicated squad and later need fewer people, how quickly can we scale it down?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "after you hand over a fixed-scope project, are bugs found later fixed free for a while?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "our staff laptops keep dying, do you give support for that sort of thing",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can you also make our logo and brand colours, not only the app screens",
    cls: "ambiguous",
    expect: "/services/ui-ux-design#overview",
  },
  {
    q: "the stuff I put in your quote form, who at your end can actually read it?",
    cls: "ambiguous",
    expect: "/legal/privacy#security|/legal/privacy#how-we-use-it",
  },
  {
    q: "which regions of the world do your clients come from",
    cls: "ambiguous",
    expect: "/#global-presence|/about#story",
  },
  {
    q: "can our customers' personal data stay inside Indian regions when you build our cloud setup",
    cls: "ambiguous",
    expect:
      "/services/cloud-solutions#overview|/blog/cloud-trends#3-sovereign-and-local-regions-matter-more",
  },

  // multi
  {
    q: "name of the founder, plus when did the company begin?",
    cls: "multi",
    expect: "/about#team|/about#story & /about#story",
  },
  {
    q: "do you make phone apps, and how long does a typical project run?",
    cls: "multi",
    expect: "/services/mobile-development & /contact#faq",
  },
  {
    q: "give me an address to mail you, and also say if you're setting cookies in my browser",
    cls: "multi",
    expect: "/contact & /legal/privacy#no-cookies",
  },
  {
    q: "are you yourselves ISO certified, and have you got a fintech through its audit before?",
    cls: "multi",
    expect: "/about#story & /projects/security-infrastructure",
  },
  {
    q: "can you plug into our old ERP, and will you help us choose between AWS and Azure?",
    cls: "multi",
    expect: "/contact#faq & /services/cloud-solutions#questions-title",
  },
  {
    q: "what perks do staff get, and where do I send my CV?",
    cls: "multi",
    expect: "/career#why-work-with-us & /career#how-to-apply",
  },
  {
    q: "walk me through how a project runs with you, then tell me how you charge for it",
    cls: "multi",
    expect: "/services#process & /services#pricing",
  },
  {
    q: "do you build Power BI reports, and can you predict festive season demand for us?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "where exactly is your office, and will your engineers come to Jabalpur for on-site help?",
    cls: "multi",
    expect: "/contact & /services/it-infrastructure#questions-title",
  },
  {
    q: "got any article on taking AI to production? also is kubernetes overkill for a tiny team?",
    cls: "multi",
    expect:
      "/blog/future-of-ai & /blog/cloud-trends#5-kubernetes-but-only-where-it-earns-its-keep|/services/devops#questions-title",
  },
  {
    q: "could you only do the design while our in-house devs code it, and would you also publish it on the Play Store?",
    cls: "multi",
    expect: "/services/ui-ux-design#questions-title & /services/mobile-development#questions-title",
  },
  {
    q: "how long do you hold on to my enquiry details, and how do I get them removed?",
    cls: "multi",
    expect: "/legal/privacy#retention & /legal/privacy#your-rights",
  },

  // unanswerable
  {
    q: "does nexora do CSR work or partner with any NGOs?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will the people on my project be your employees or outsourced freelancers?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does the office shut down for a week around Diwali?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our German parent company wants to be billed in EUR, is that an option with you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any stock options or equity for people who join you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I'm in my 3rd year BTech, can I do a 2 month internship with you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is nexora bootstrapped or backed by outside investors?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a multiplayer racing game on iOS, do you make games?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you listed on GoodFirms or any other B2B review site?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was the name of that first hospital you built the booking system for?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "would you build our MVP for equity or revenue share instead of fees?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any security incident at your own company in the past few years we should know about?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "explain the difference between a virus and bacteria",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "translate 'thank you for your order' into Tamil", cls: "off-topic", expect: "fallback" },
  { q: "book me a train ticket from Bhopal to Delhi", cls: "off-topic", expect: "fallback" },
  {
    q: "how many litres are in a gallon",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "what is 500 dollars in rupees today", cls: "off-topic", expect: "fallback" },
  { q: "what's the capital of New Zealand", cls: "off-topic", expect: "fallback" },
];
