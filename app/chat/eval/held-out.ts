import type { EvalQuestion } from "./questions";

/**
 * The eighty-sixth held-out set, written on 2026-12-04 (session 56) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The eighty-fifth
 * set, scored once, is now `eightyFifthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.740).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "that hospital chain system you guys made with the video doctor calls, roughly how many online consultations did patients do in the first year?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "that ethnic wear chain with 60 outlets, once your new storefront went up, what was the typical mobile load time in seconds",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "distributor demand forecast job: earlier their data was a week old, what is the refresh like now",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "once the loan app company's new security setup was live, how fast could they spot an incident, like median minutes?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "we already have an in-house dev team. would you do only the screens and prototypes and let our own guys code it?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "does your support engineer physically come to sites outside bhopal, we have a branch in sagar",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "data engineer opening at nexora - whats the ctc band in lakhs?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "soc analyst post: is it work from home or do i sit in your office, and are there night rotations?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "in your six stage delivery flow, what exactly happens in the QA stage and is it only done at the end?",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "if i fill the enquiry form and we never end up working together, after how many months is my info wiped?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "Vikram's write-up says to fix the really serious bugs on internet exposed machines by when exactly? 24h? 48h?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "our accounts run on tally and we need GST bills generated from a custom system, can your software plug into that",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  // long
  {
    q: "So we're a 40 person CA firm in Nagpur and honestly our IT is a mess. wifi drops twice a day, nobody knows if backups even run, every laptop has a different setup and our senior partner's outlook breaks weekly. a friend mentioned you people. do you take on the ongoing helpdesk and network upkeep for an office like ours?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "my uncle has a wholesale FMCG distribution business in Raipur, around 800 kirana shops buy from him, and every Diwali the fast items vanish from the godown while slow stuff piles up for months. he asked me to look for someone who can use his past sales to predict what to stock. is that something your team does?",
    cls: "long",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "Hi there, I did my BTech in 2021 and since then I've been building React and Node apps at a mid size product company in Pune, mostly TypeScript, some Postgres, I lead a couple of juniors now. I want to move to a place with more ownership, is there a role that fits me and where should my resume go?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we're a pre seed startup, two founders and a tight runway, and before we commit to any agency building our MVP I'd like to understand what that initial planning/study phase with you would cost us and how many weeks it runs, because we literally can't afford surprises",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "Our AWS invoice has nearly doubled since last March, nobody on the team can explain why, and my cofounder keeps saying we should just jump to some cheaper host. before we do anything drastic, can your people actually dig into our account and bring the monthly spend down?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "ok so before I type my firm's details into your chat or forms, I'll be honest, our last vendor leaked a client list and I'm paranoid now. Does what I submit get stored overseas, or passed to some marketing company, or used for ads?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "We run 6 dental clinics around Hyderabad and want patients to book slots from their phones, mostly cheap androids, but our IT guy says separate iPhone and Android apps will cost double and we should pick one. what would you actually recommend here?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "In our auto parts plant, a purchase request still walks from desk to desk as a paper file and needs four signatures, sometimes it takes a whole week. The MD wants it all online but the senior staff have been doing it this way for 20 years and will push back hard. how do you usually handle that?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "I'm coming to Bhopal next week for my cousin's wedding and I'd rather sit down with someone face to face about our project than do another zoom, so where exactly is your building and on which days can I walk in?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "a large enterprise buyer we're trying to close sent us a huge vendor security questionnaire and is now demanding a recent third-party penetration test of our web app and APIs. we've never had one done. can you run it, and what would we receive at the end of it?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "I own a small heritage hotel in Udaipur, our site looks like it was made in 2010 and barely opens on mobile, guests keep complaining, and I want something fresh where I can swap room photos myself without calling anybody. usually how many weeks does a site like that take?",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "our developers still deploy by logging into the production box on friday nights and copying files, something breaks almost every release, and the one guy who understood the setup just quit. management wants quicker and safer releases. is this the kind of mess you fix or do you only build new products?",
    cls: "long",
    expect: "/services/devops",
  },
  // typo
  {
    q: "cyber securty audt and pentsting servics kya milegi",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "custum softwear for our inventry and quoting instaed of excel",
    cls: "typo",
    expect: "/services/software-development",
  },
  {
    q: "machne lerning bot that anwsers from our own policy documants, posible?",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "ui ux desgin for my startups app, do u do usabilty testng with real users",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "twelve hosptial netwrok you digitised, wait tmes reduced by how mutch?",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  { q: "stpes of ur devlopment proccess from start to lanch", cls: "typo", expect: "/services" },
  {
    q: "any opnings in ur compnay for a 5 yr expereinced full stak guy",
    cls: "typo",
    expect: "/career",
  },
  {
    q: "we wnat a dat warehuse + reprting layer, snowflke or bigqurey, wich one u use",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "logistcs compny cloud migraton to aws how many servises moved",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "onlne store for my clohting brand, can u bild one that dosent crash on sale day",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "arjun meheta backround, wher did he wrk befor startng nexora",
    cls: "typo",
    expect: "/about#team",
  },
  {
    q: "iso 27001 certfication help for our compny, gap asesment etc",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  // vocabulary
  {
    q: "salon chain hai humari, grahak phone se appointment le sake aisa app bana doge kya dono platform pe?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hamare office ka net baar baar chala jata hai aur printer bhi nahi chalta, koi banda bhej sakte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "someone got into our company insta and now im scared about the office laptops too. can u check how exposed we are",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we don't have a tech head, need somebody senior to guide our tech decisions a couple of days a month",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "roughly kitna kharcha aayega aapke saath kaam karne ka? rates batao",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "koi vacancy hai kya aapke yahan figma wale designers ke liye",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "i want all our scattered excel reports turned into one live screen the directors can look at",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "can you help us put new code live without the site falling over every time",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "humein poora office paper se computer pe le jaana hai, registers files sab",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "purane dabbe wale servers hataane hain, sab azure ya google pe shift karwa do",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "bhai aap log kab se chal rahe ho, company kitni purani hai aur kitne log hain",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "who are the top people running nexora, like the leadership",
    cls: "vocabulary",
    expect: "/about#team",
  },
  // ambiguous
  {
    q: "our bill keeps climbing every month on the hosting side and no team owns it, what do you suggest",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "if i get hired, what hours am i actually expected to be online",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how long before the managers actually have a first working report screen from our crm numbers",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "can u set up office for all 30 of our staff, email, teams, the whole thing",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what's the cover like for parents and kids if I join you?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "i forgot my password for the login, can you reset it for me",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "need to migrate 12 years of old foxpro and excel records into something clean we can report on",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "accounts team keeps falling for fake mails, do u do some kind of training and mock phishing tests for staff",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "our spec changes every sprint honestly, what kind of engagement model fits that and how is it billed",
    cls: "ambiguous",
    expect: "/services#pricing|/contact",
  },
  {
    q: "what is this cut-over window thing, will our stuff be offline while you move it",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  { q: "rss link for your insights section? want it in feedly", cls: "ambiguous", expect: "/blog" },
  {
    q: "we are already a client, where do i track progress, our files and pending payments online",
    cls: "ambiguous",
    expect: "/login",
  },
  // multi
  {
    q: "is priya sharma your tech chief? and what was that piece she wrote about where the cloud is heading next year",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends",
  },
  {
    q: "do u build flutter apps? also any online shop project i can look at",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "what number do I call you on, and are you hiring any devops folks right now",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "which court handles disputes as per your terms? and separately, do you set cookies?",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },
  {
    q: "can you set up kubernetes for us. and what does a fixed price job usually cost",
    cls: "multi",
    expect: "/services/devops & /services#pricing",
  },
  {
    q: "what are your stages from kickoff to go live, and what happens once i send the contact form?",
    cls: "multi",
    expect: "/services#process & /contact",
  },
  {
    q: "what did your founder write about getting AI pilots into real use, and can you host a private llm for us",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "how long have you been in business, and do you have customers in saudi or qatar?",
    cls: "multi",
    expect: "/about & /",
  },
  {
    q: "do you work with snowflake and dbt? and was there a forecasting project for some distributor",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "we're investors and need tech due diligence on a startup. also have you secured any fintech before?",
    cls: "multi",
    expect: "/services/it-consulting & /projects/security-infrastructure",
  },
  {
    q: "can you audit the UX of our existing app + is the product designer position still open?",
    cls: "multi",
    expect: "/services/ui-ux-design & /career",
  },
  {
    q: "what tech did the hospital network system run on, and did the logistics aws move have any downtime",
    cls: "multi",
    expect: "/projects/healthcare & /projects/cloud-migration",
  },
  // unanswerable
  { q: "what's nexora's yearly turnover, ballpark", cls: "unanswerable", expect: "fallback" },
  {
    q: "3d multiplayer game dev for playstore, you take that kind of work?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can your team write smart contracts for a blockchain token",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is nexora bootstrapped or backed by some venture capital fund",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if i drive down to hoshangabad road for a meeting where do i leave my car",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "mutual confidentiality agreement before we send you our pitch deck, ok with that?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we need someone to manage our paid meta ads and influencer posts monthly, is that you",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any fortune 500 names on your client roster, like infosys tata or reliance",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "embedded c coding for microcontroller based soil moisture sensors, doable?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has your company been ranked in any best-employer or fastest-growing lists",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does your accounts dept accept crypto like ethereum for milestone payments",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if we're not happy after the discovery weeks do we get our money back",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "suggest a nice dinner spot in old bhopal for a family of five",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "can you solve my class 12 physics numericals on projectile motion",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "cricket score batao yaar india vs australia test ka",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "convert 25 degree celsius to fahrenheit for me", cls: "off-topic", expect: "fallback" },
  {
    q: "aaj mumbai mein mausam kaisa rahega, chhata le jaun?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "mere dost ke janamdin ke liye do line ki shayari likh do",
    cls: "off-topic",
    expect: "fallback",
  },
];
