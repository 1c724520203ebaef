import type { EvalQuestion } from "./questions";

/**
 * The eighty-fifth held-out set, written on 2026-12-04 (session 56) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The eighty-fourth
 * set, scored once, is now `eightyFourthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.746).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "the trucking company you shifted onto amazon cloud, in how many rounds did you move their stuff over?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "once the new storefront for that apparel chain went live, what was the typical load time for shoppers on mobile?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "the consumer goods distributor project: their figures used to be a week stale, what's the lag today",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "in the loan company security job, how fast do they catch an incident these days",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "how many days does an insurance claim take to get settled at those hospitals since your system went in?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "is one codebase for both phones actually cheaper than two native apps? roughly by how much",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "for usability sessions what headcount of participants do you aim for per cycle",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we're based in jabalpur - would your engineer physically come to our place when our systems act up?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "the SOC role at your bhopal monitoring centre, what CTC in lakhs does it come with",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "nothing on your jobs list fits me, can i still mail my cv and how long will you keep it on file",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "there's a govt deadline to notify CERT-In after a breach, i read it in one of your articles, what is it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "how long do you hold on to the details i put in the enquiry form before wiping them?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },

  // long
  {
    q: "hi, so i run three coaching centres in indore and till now my nephew handled everything tech, he made us a basic site, but now we want a proper student app with fee payment by upi and all that. before i commit big money i just want to understand what the very first paid step with you looks like and what it costs me",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "we are a CA firm of about 35 people on one floor, our IT guy quit last month and since then the wifi keeps dropping, the printers don't work half the time and honestly nobody knows where our backups even are. i'm drowning here. is this something you people take on month to month?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "long story short, we paid a freelancer for eight months to build our booking platform and now he has vanished. we have the github repo but nobody on our side understands it. my cofounder wants to start from scratch but i'd rather someone picks up what's there — would your team even touch another person's half-finished code?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "my father in law sits on the board of a group of hospitals in rajasthan and at dinner he was complaining that patients have to repeat their whole history at every branch. i mentioned you guys and he asked me to find out if you've actually done this sort of thing for hospitals and how it turned out",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "our biggest customer is a bank and during renewal talks their compliance people told us we need iso 27001 within a year or they walk away. we're 60 people, no security person, not one policy written down, and i have no clue where to even begin. can you get us through that?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "i graduated in 2022 and have been designing apps at a small agency in nagpur for three years. my husband got transferred so we're moving to a small town in kerala with basically no tech scene. i saw there's a design opening with you and i'm wondering whether i could do it fully from home",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we sell sarees online and every diwali sale our site just dies, last year we lost lakhs because checkout kept timing out and the stock showing online was wrong. my brother says we need a whole new platform. have you ever built something that survived that kind of rush?",
    cls: "long",
    expect: "/projects/ecommerce-platform|/services/web-development",
  },
  {
    q: "at our cement plant a purchase request still travels on paper across four people's desks and it can take a week to approve a 2000 rupee item. the MD is finally fed up and asked me to find someone who can move this whole approval mess online and also get the older staff to actually use the new thing",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "i'm the finance head at a saas company. three years back we went onto aws and it was great, but what we pay them every month has nearly tripled while customers grew maybe 40%. engineering swears every server is needed, i don't buy it. can somebody independent go through it and trim it down?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "i'm coming to bhopal from sagar next saturday for a wedding and thought i could drop by in person to talk about a small stock-keeping tool for my hardware store. would anyone be around that day, and till what time?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "before i type anything into your enquiry box, i've been burned before by a company that sold my number to ten loan agents. so where exactly does what i write end up, and does anybody outside your firm get to see it?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we're a small angel group about to put money into an edtech startup. the founders insist their platform will scale to a million users, but none of us partners is technical, so we'd like someone neutral to go through their code and setup before we sign anything",
    cls: "long",
    expect: "/services/it-consulting",
  },

  // typo
  { q: "r u guys opn on saterday evenng or only in the mornin", cls: "typo", expect: "/contact" },
  {
    q: "do u do penetraton testng and is the retst aftr fixing free",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "can ai scan suplier bils and punch them into our acounts for us",
    cls: "typo",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "discovry wale pehle step ka charj kya hota hai",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  {
    q: "how soon wil i see my frist dashbord if we start",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "will u uplod the app on playstore n appstor under our own acount",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "whos the persn runing enginering as cto at nexora", cls: "typo", expect: "/about" },
  { q: "data enginer vacncy - hybrd or ful ofice?", cls: "typo", expect: "/career" },
  {
    q: "does ur websit put cookis or trakers on my browser",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "do u chek acessibilty when desiging screns for us",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "our startup has like 4 microservces, shud we go kubernetis or is that too much headake",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "clowd migraton for logistcs company, was there any downtym?",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },

  // vocabulary
  {
    q: "mere mohalle ki dukaan ka online page chahiye, banane me kitna time lagta hai",
    cls: "vocabulary",
    expect: "/services/web-development|/contact",
  },
  {
    q: "company ka data koi hack na kar le, iske liye aap kya karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "sara hisaab excel sheets me bikhra pada hai, sab numbers ek jagah dekhne hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "can't afford a full time tech head yet, do you rent one out part time?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamara business app ios aur android pe chahiye, dono alag alag banwana padega kya?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "our app looks clunky and people get lost in it, need someone to make it look and feel nicer",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "aap log kin kin deshon me kaam karte ho, bahar ke customers bhi hai?",
    cls: "vocabulary",
    expect: "/|/about",
  },
  {
    q: "mujhe aapki company me kaam karna hai, bharti chal rahi hai kya",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "tyohar se pehle maal khatam ho jata hai, aage ka andaza laga sakte ho kya computer se",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "i want code changes to go live on their own without a guy doing it by hand every friday night",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "daftar ke laptop, printer aur wifi ka jhanjhat koi aur sambhal le toh acha",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "rate card bhejo apna", cls: "vocabulary", expect: "/services#pricing" },

  // ambiguous
  {
    q: "our bill from amazon web services is killing us, can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "how long till somebody replies once i send my message",
    cls: "ambiguous",
    expect: "/contact",
  },
  { q: "what hours do you expect your staff to be online", cls: "ambiguous", expect: "/career" },
  {
    q: "can you set up office 365 and email for a new team of 20",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "does anybody at your end read what i'm typing here right now",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "our scope is fuzzy and will move around a lot, what model of working do you suggest for that",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "where do i see the bills and progress for our ongoing project with you",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "want to hire a team for a year to work only on our product, possible?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "looking for training, not a job: for our accounts team to recognise fraud emails",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you work with our current stack or will you rip everything out",
    cls: "ambiguous",
    expect: "/contact",
  },
  { q: "is there a map or directions to reach you", cls: "ambiguous", expect: "/contact" },
  {
    q: "we need a plan for our tech for the next three years",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },

  // multi
  {
    q: "drop me your contact number, also is android app development something you take on",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "founder's name pls, and which email do i write to for a new project",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "fixed-price contracts get paid when exactly? also timeline for a 5 page company website",
    cls: "multi",
    expect: "/services#pricing & /services/web-development",
  },
  {
    q: "do you do pen tests? any fintech security example you can show me?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "cloud devops engineer post is work from home? and what's your street address",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "who wrote your piece on ai in business, and can you build a bot that answers from our own pdfs",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "do you track visitors with cookies? also is a quote i get from you binding",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "tell me about the hospital project, and separately the forecasting one for the distributor",
    cls: "multi",
    expect: "/projects/healthcare & /projects/ai-analytics",
  },
  {
    q: "do we even need a data warehouse? and what is a ux audit",
    cls: "multi",
    expect: "/services/data-analytics & /services/ui-ux-design",
  },
  {
    q: "can you set up ci/cd for us, and separately advise whether we should build or buy our crm",
    cls: "multi",
    expect: "/services/devops & /services/it-consulting",
  },
  {
    q: "what's your mission, how many stages does a project go through with you, and do you make progressive web apps",
    cls: "multi",
    expect: "/about & /services & /services/web-development",
  },
  {
    q: "how did online sales go for the fashion retailer after launch? and can you put upi payments inside a mobile app",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/mobile-development",
  },

  // unanswerable
  {
    q: "our builder firm wants virtual reality walkthroughs of flats on a headset, do you build that kind of thing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a ludo style multiplayer game, is that your thing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before our first call, would you put a confidentiality agreement in writing",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "interns ko stipend kitna milta hai?", cls: "unanswerable", expect: "fallback" },
  {
    q: "who are the shareholders behind nexora, any outside investors on board?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you handle influencer marketing campaigns", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you take work from municipal corporations or psus",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "for our vendor onboarding we need your udyam certificate number, can you share it here",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "my father uses a wheelchair, if we come to meet you is the building step free",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "would you take usdt or some other crypto when paying your invoice",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "senior full stack offer ke saath sign-on amount alag se milta hai kya",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you take laravel or php projects", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "best place for poha jalebi in bhopal?", cls: "off-topic", expect: "fallback" },
  {
    q: "who is leading the ranji trophy points table this season",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "compose a haiku about monsoon rain", cls: "off-topic", expect: "fallback" },
  { q: "longest river in africa?", cls: "off-topic", expect: "fallback" },
  { q: "how much protein is there in two boiled eggs", cls: "off-topic", expect: "fallback" },
  {
    q: "recommend a gripping thriller novel for a long overnight train journey",
    cls: "off-topic",
    expect: "fallback",
  },
];
