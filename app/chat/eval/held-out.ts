import type { EvalQuestion } from "./questions";

/**
 * The sixty-eighth held-out set, written on 2026-12-03 (session 51) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The sixty-seventh
 * set, scored once, is now `sixtySeventhHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.743).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "how many separate batches did the trucking firm's 120 services go across to AWS in?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "the 12-hospital project: how many patients did the doctors see over video in year one?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "the data engineer vacancy asks for an orchestrator, is prefect fine instead of airflow?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "the security analyst post mentions shifts; do they pay anything extra for the odd hours?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "If my internet drops while I'm sending the quote form, how long does my browser hold on to the copy before deleting it?",
    cls: "unreachable",
    expect: "/legal/privacy#browser-storage|/legal/privacy#retention",
  },
  {
    q: "if a disagreement about something on your site ends up in court, is it Bhopal or somewhere else?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "in your blog piece on security, how many hours do firms get to inform CERT-In after a breach?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "according to your blog, roughly what percentage do those cost habits shave off the first year's cloud bill?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "how quick did pages open on mobile data for that 60-store kurta chain once you were done?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "How fast were incidents being detected at the digital lender once you were done?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "if we hand over our internal files for an AI helper, could they end up feeding some public model's training?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "pentest ke baad jo issues fix karenge, unka dobara test free mein hoga ya charge lagega?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },

  // long
  {
    q: "Hi, so I run a mid-sized pipes and fittings manufacturing unit near Indore, about 180 people. Every purchase request still goes on paper, needs four signatures, and sometimes sits on someone's desk for a week while the supplier keeps calling us. My accounts team keeps Excel sheets that never match. My nephew says we should go digital but honestly I don't know where to begin. Is getting these approvals automated something you people actually do?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We're a four-person SaaS startup in Pune and we just got a term sheet. The lead investor wants someone independent to look at our code, our architecture and the team before they wire the money. Our CTO is a bit nervous, we've been moving fast and there's tech debt everywhere, and we're also debating whether to hire two more devs or outsource. Anyway, the main thing: do you do that kind of technical review for investors?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "My younger sister has been a UI/UX designer for about four years, mostly in Figma, and she did a lot of work on apps for small-town users on cheap Android phones. She lives in Nagpur and doesn't want to shift cities because of our parents. She saw your company on LinkedIn. Is there any design opening she could do from home, and what does it pay?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "We're a group of 8 hospitals in Gujarat. Right now each branch runs its own software, patients have to carry paper files from one branch to another, and insurance claims take forever to settle. We've already spoken to two vendors who just showed us generic templates. Before we go any further I'd like to know whether you have actually built something for a hospital chain, and how it turned out.",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "ok long story. we sell sarees online and also have 12 shops around MP. every diwali our website goes down, the stock shown online never matches what is really in the shops, and customers get angry when their orders get cancelled. last year we lost a lot of sales on the biggest weekend. my son thinks we need a completely new platform. have you solved this exact kind of mess for some retailer before?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Sorry, I'm a bit paranoid about privacy. I'm typing some details about our internal systems into this chat box and I'm wondering whether any of it goes off to some outside AI company or gets saved on your servers, because my boss would kill me if it leaked. Where does what I type in here actually end up?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "We distribute FMCG goods to about 3,000 kirana stores across central India. Every festival season the fast-moving items run out and the slow ones sit in the godown, and my planners spend the whole week on spreadsheets. We have years of sales history in our ERP. Can your team genuinely predict demand properly, festivals included, or is that just marketing talk?",
    cls: "long",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "We're a 40-person export firm. A cousin's company got hit by ransomware last month and lost two weeks of work, which scared all of us. We don't have an IT security person, just one guy who handles the laptops and the printer, and nobody looks at anything at night or on weekends. Could you guys keep an eye on our systems round the clock?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "Hello, I'm a backend developer at a big IT services company in Hyderabad, two years there, the work is boring and I'm not learning anything. I'm thinking of moving to a smaller firm, but I really don't want a process with six rounds and a take-home assignment that eats my weekend. Roughly how long does it take at your place from sending an application to getting an offer?",
    cls: "long",
    expect: "/career#hiring-process|/career#how-to-apply",
  },
  {
    q: "I'm a founder based in Austin, Texas. Our product is live and growing, but hiring engineers here is brutal and slow. I'm looking for a long-term group of maybe six engineers and a designer who would basically act as our own team, join our standups and use our Jira. Ballpark, what would something like that cost per month in dollars?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "We're shifting to a new building next month, around 50 people. The landlord hands over bare floors, so we need network cabling, Wi-Fi that actually works in the conference room, a proper firewall and a video-conferencing setup. Our current IT vendor has been pretty unreliable, to be honest. Is this something you handle?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I filled in your form about an hour ago about rebuilding our inventory app. I'm a little impatient because my director keeps asking me for updates every few hours. What's going to happen now, will somebody call me, and how soon?",
    cls: "long",
    expect: "/contact#next-steps",
  },

  // typo
  {
    q: "waht is the salry range for the senoir full stak engineer post",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "pen testng for our ios app and its backend apis, is that somethng u offer??",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "a small 4 member team is kubernets overkill for us ya nahi?",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "bhopl wali office ka pura address bhejo pls", cls: "typo", expect: "/contact" },
  {
    q: "i read that sites like urs track evryone, do u put cookeis on my laptop?",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "hw much wud the initail discovry thing set me back in rupees",
    cls: "typo",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "for our delivery partners' andriod app, wud you go flutter or react nativ?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "can u migrate us to azur without any downtme",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "whos runing nexora as ceo nowdays, and were is he based?",
    cls: "typo",
    expect: "/about#team",
  },
  {
    q: "our sales figures sit in 6 excel files, want them in powr bi with auto refresh",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "wen did nexora open its doors, which yr", cls: "typo", expect: "/about|/" },
  { q: "figma desiner ki job remote hai kya", cls: "typo", expect: "/career#product-designer" },

  // vocabulary
  {
    q: "kya aap log hamari company ko hackers aur data chori se surakshit rakh sakte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "our clunky in-house software dates from 2009, can you freshen it up without throwing it all away?",
    cls: "vocabulary",
    expect: "/services/software-development|/contact#faq",
  },
  {
    q: "app banwana hai jo play store aur app store dono pe chale",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "we're a 30 person ngo and need someone senior to guide tech decisions a few days a month, not a permanent hire",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "amazon cloud ka bill bahut zyada aa raha hai, kam karwa sakte ho?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "naukri dhoondh raha hoon, aapke yahan abhi kaun kaun si positions open hain?",
    cls: "vocabulary",
    expect: "/career#open-roles",
  },
  {
    q: "hamari website google pe dusre page pe aati hai, pehle page pe laane ka kaam karte ho?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "looking for an AMC type helpdesk for our office computers and printers",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "does mediclaim for new joiners include mom and dad, and how much is the cover?",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "can you do all the ISO paperwork so the auditors sign us off?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "koi aisa bot bana sakte ho jo hamari company ki PDF files padh ke jawab de?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "who makes the screens look good and easy to use at your place? our app confuses people",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },

  // ambiguous
  {
    q: "as a developer on your team, is there a fixed window in the day I have to be reachable, or is it fully flexible?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "what time can I walk into your office on a Saturday?",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "our project manager said there's a private workspace with our invoices, where exactly do I log into it?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "distributors need to log in somewhere and place repeat orders themselves, which of your services covers that?",
    cls: "ambiguous",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "I want a pipeline that builds and deploys our code on every merge",
    cls: "ambiguous",
    expect: "/services/devops",
  },
  {
    q: "we need pipelines pulling numbers from Tally and our CRM into one place for reporting",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "how many interview rounds are there for a job with you?",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "what stages does a project go through with you, from kickoff to go-live?",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "can I rent a dedicated team of developers month by month?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "the guy running your security side, what's his background?",
    cls: "ambiguous",
    expect: "/about#team",
  },
  {
    q: "can your team give training to our 200 sales staff so they stop clicking dodgy email links?",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you move our company email from Google Workspace over to Microsoft 365?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },

  // multi
  {
    q: "What does the cloud devops job pay, and is there a budget for certifications?",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /career#why-work-with-us",
  },
  {
    q: "where's your office located? and is there any article on trimming cloud spend?",
    cls: "multi",
    expect: "/contact & /blog/cloud-trends",
  },
  {
    q: "Who started Nexora, and what does a typical fixed-price project cost?",
    cls: "multi",
    expect: "/about & /services#pricing",
  },
  {
    q: "do you build iPhone apps, and have you done anything for a clothing retailer?",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "kya aap log pentest karte ho? aur aapki website cookies use karti hai kya?",
    cls: "multi",
    expect: "/services/cybersecurity & /legal/privacy",
  },
  {
    q: "what are the interview steps, and where do I email my resume?",
    cls: "multi",
    expect: "/career#hiring-process & /career#how-to-apply",
  },
  {
    q: "do you have clients in Qatar or Malaysia, and who leads engineering as CTO?",
    cls: "multi",
    expect: "/#global-presence & /about#team",
  },
  {
    q: "do you set up data warehouses? and what exactly did you do for that distributor with 9,000 retailers?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "what's your phone number, and under which country's law do your website terms fall?",
    cls: "multi",
    expect: "/contact & /legal/terms#governing-law",
  },
  {
    q: "Do you help roll out ERP or CRM systems, which CI tools does your DevOps team use, and is there a blog post on AI in business?",
    cls: "multi",
    expect: "/services/digital-transformation & /services/devops & /blog/future-of-ai",
  },
  {
    q: "how did you get that lending fintech through ISO 27001, and could you set up zero trust for us as well?",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "what's your mission, and what year did the company begin?",
    cls: "multi",
    expect: "/about#mission & /about",
  },

  // unanswerable
  {
    q: "do you make VR training simulations for factory workers on Oculus headsets?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any trophies or recognitions your firm has picked up, like NASSCOM or Clutch lists?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "my partner and I keep arguing: is Nexora backed by any venture capital or private equity money?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "roughly how many crores does nexora bill in a year, ballpark is fine",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "when a visitor drives to your Hoshangabad Road place, where do they leave the car?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "maternity leave kitne months ki milti hai aapke yahan?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if I'm selected for the on-site SOC seat, will you cover my move from Lucknow to Bhopal?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before we pitch our app concept on a call, would your people put pen to a confidentiality agreement?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "does your firm hold a CMMI maturity rating?", cls: "unanswerable", expect: "fallback" },
  {
    q: "our treasury only holds stablecoins, could we settle your bills in crypto?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is nexora a public company, can I buy its shares on NSE?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "did Arjun Mehta do engineering from some IIT or NIT? just curious about his background",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "kal subah bhopal ka temperature kitna rahega?", cls: "off-topic", expect: "fallback" },
  {
    q: "rajma chawal pressure cooker mein kitni seeti tak pakana chahiye?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "dhoni's six in the 2011 final, what was the score then?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write four lines of rhyme about rain for a 7 year old",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how do I get my expired passport renewed through the seva kendra?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "tell me a good laptop for coding under 60 thousand rupees",
    cls: "off-topic",
    expect: "fallback",
  },
];
