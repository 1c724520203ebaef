import type { EvalQuestion } from "./questions";

/**
 * The seventy-third held-out set, written on 2026-12-03 (session 53) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * seventy-second set, scored once, is now `seventySecondHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.719).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "how many minutes was your logistics customer's core db frozen during the final switch over to amazon",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "which ML model family powers the sales forecasts you built for that 9000-retailer distributor",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "hospital chain project: claims used to take 15 days to settle, what's the number after your system went live?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "kurta shop rebuild - median mobile load time in seconds after launch?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "in vikram's post, what deadline does he give for patching a critical bug on an internet-exposed box",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "what did your founder do before he set up the company",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "your head of cyber - is he based at the bhopal HQ or in another city?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "as an employee would I get money for AWS exams and conferences, how much?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "data engineer opening - which orchestration tools do you want candidates to know",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "when you do UX research, what's the headcount of participants per testing cycle",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "back in 2015 who was your first ever customer and what did you make for them",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "pentest findings fixed by our devs - is the re-check free or billed separately",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },

  // long
  {
    q: "Hi, I handle vendor onboarding for a mid-sized manufacturing group and my manager has asked me to put together a comparison sheet of several IT partners before our budget meeting next month, so could you tell me roughly what a dedicated team from you costs per month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "so we are flying in from Indore next Tuesday for a couple of meetings in the area and my co-founder thought it might be nice to drop in and say hello in person rather than doing yet another video call, where exactly is your office located?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We got burned badly by our last agency, they kept the repository on their own account and when we parted ways it took months and lawyers to get anything back, so before we even begin talking I need to know who owns the source code at the end",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "our company has a small branch office in Jabalpur and another in Gwalior with maybe fifteen people each and nobody technical on site, the printers and wifi break every other week, would your people actually come out to those locations or is it remote only",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our legal and compliance people are nervous about anything AI related because of customer privacy, and they have specifically asked me to find out whether the documents and records we hand over would end up being used to train some other company's language model",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "I have been asked by our board to get an outside opinion on our technology roadmap and the main worry is that consultants usually push whatever product pays them the biggest kickback, so are you tied to any particular vendor or paid referral fees",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "We are a small NBFC-style lender and our sponsor bank just told us no renewal without ISO 27001, the founders are stressed out of their minds, so tell me honestly, has a fintech like us actually got certified with your help and in what timeframe",
    cls: "long",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "I graduated a few years ago and I've done a couple of interviews recently where they gave me a huge assignment to do over the weekend for free, which I really hated, so I wanted to know what your interview process looks like before applying",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "my uncle runs a small furniture business in Bhopal and keeps asking me to find someone to make him a proper site with a catalogue, nothing fancy, and he wants it live before the wedding season starts, so realistically how many weeks does a website take with you",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "okay so suppose I fill in the message form on your site today describing our warehouse tracking problem, what actually happens next, does someone call me, is there some paid study first, I just want to understand the steps before I hit send",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We tried rolling out a new ERP three years ago and the staff on the shop floor simply refused to use it and kept going back to their registers, so management is wary, how do you deal with people pushing back when processes change",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we need an app for our field sales people on both android and iphone but the budget is tight and someone told me building it twice natively is a waste, is cross-platform really cheaper and by how much roughly in your experience",
    cls: "long",
    expect: "/services/mobile-development",
  },

  // typo
  { q: "opning hrs on the weeknd pls, esp satrday", cls: "typo", expect: "/contact|/login" },
  {
    q: "pentesing for our andriod app and apis posible?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "that trucking compnay aws migraton, was there any downtyme at all",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "wats the price of the intial discvery wrkshop thing in rupes",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  { q: "helthcare managment sytem with telemedecine", cls: "typo", expect: "/projects/healthcare" },
  { q: "wich yr did nexora get iso 27k certificaton", cls: "typo", expect: "/about|/" },
  { q: "devops servise with kubernets and argo cd", cls: "typo", expect: "/services/devops" },
  {
    q: "can ur desginers do a ux audt of our exsting dashbaord",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "naem of the cto plz and her backgrond", cls: "typo", expect: "/about" },
  { q: "hirng any backend devlopers currntly? typscript", cls: "typo", expect: "/career" },
  { q: "future of AI artical - why do pilots stal", cls: "typo", expect: "/blog/future-of-ai" },
  {
    q: "data analitics - how soon will we get the frist dashbord",
    cls: "typo",
    expect: "/services/data-analytics",
  },

  // vocabulary
  {
    q: "aap log website banate ho kya? kitne hafte lagte hai ek site mein",
    cls: "vocabulary",
    expect: "/services/web-development|/contact",
  },
  {
    q: "kirana store ke customers ke liye order wala app chahiye, dono phones pe - aap log yeh kaam karte ho?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "milne aana hai, hoshangabad road pe kaunsi building mein baithte ho aap log?",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "company ka data hackers se bachana hai, kaunsi service lena padega",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "need a BI person to pull our tally and crm numbers into proper reports",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "our 40-person office keeps losing internet and nobody manages the laptops, is that something you take on",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you handle the whole push-to-deploy automation thing, builds and releases",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "can you get our back office off paper files and excel registers",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "we're thinking of investing in a startup, can you vet their codebase and tech team first",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "we'd like an internal genAI helper that reads our SOP pdfs and answers staff queries, do you build those",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "ballpark burn for renting a long-term squad of your devs each month?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "any clients in dubai or saudi, or is it all desi work",
    cls: "vocabulary",
    expect: "/|/about",
  },

  // ambiguous
  {
    q: "what's covered in support once the project is finished",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "we need to migrate ten years of sales history out of old spreadsheets and a legacy system, cleaned up",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "the security job - does it involve night shifts?",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "we're launching a new label and need the whole look - logo, fonts, colour palette. is that your kind of design?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "what do you mean by platform engineering, is that something you'd set up for our developers",
    cls: "ambiguous",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "what's your take on going multi-cloud, in the cloud article",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "is QA only a final step before go-live for you or all along the way",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "can a dedicated team be shrunk if our budget gets cut",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "already a customer - where's the portal with our project invoices, the login thing",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "our accounts team keeps clicking dodgy links, do you run awareness training for them",
    cls: "ambiguous",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "what quote did you get from the logistics CIO about working with you",
    cls: "ambiguous",
    expect: "/|/projects/cloud-migration",
  },
  {
    q: "can you set up a release pipeline with canary rollouts",
    cls: "ambiguous",
    expect: "/services/devops",
  },

  // multi
  {
    q: "Two things: the street address for your HQ, and the name of the person who started Nexora",
    cls: "multi",
    expect: "/contact & /about",
  },
  {
    q: "Flutter or React Native, which do you use for apps? And ballpark for a fixed-scope build?",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "who wrote the blog post on cybersecurity best practices, and when did you get ISO certified?",
    cls: "multi",
    expect: "/blog/cybersecurity-practices & /about|/",
  },
  {
    q: "how much did online revenue grow for the fashion chain, and can you improve our google rankings too",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "the terraform/aws engineer opening, can I do it from Kerala, and what values does the company stand for",
    cls: "multi",
    expect: "/career & /about",
  },
  {
    q: "ballpark timeline for an enterprise build, plus how you handle testing along the way",
    cls: "multi",
    expect: "/contact & /services#process",
  },
  {
    q: "any tracking pixels on this site? also under which jurisdiction are your website terms",
    cls: "multi",
    expect: "/legal/privacy|/legal/terms & /legal/terms",
  },
  {
    q: "do we even need a data warehouse? also show me a forecasting project you did",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "what are your weekday hours, and is there 24/7 help for emergencies?",
    cls: "multi",
    expect: "/contact|/login & /login|/|/services/it-infrastructure",
  },
  {
    q: "how many projects have you delivered, who runs your cybersecurity practice, and what does the 2027 cloud piece say to ignore?",
    cls: "multi",
    expect: "/about|/ & /about & /blog/cloud-trends",
  },
  {
    q: "can you build the iOS app and the backend APIs it talks to?",
    cls: "multi",
    expect: "/services/mobile-development & /services/software-development",
  },
  {
    q: "monthly cost for a dedicated team, and what happens after I message you?",
    cls: "multi",
    expect: "/services#pricing & /contact",
  },

  // unanswerable
  {
    q: "our lawyers want a confidentiality agreement inked before the kickoff chat, do you normally agree to that",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how big is nexora financially, like annual revenue in crores",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our treasury holds stablecoins; would you accept payment in USDC",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can I leave my car somewhere near the building when I come for the meeting, is there visitor parking",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a registered charity trust working with tribal schools, any concession on your fees for us?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Are you VC-backed or bootstrapped? who are the investors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "suppose we pull the plug on a milestone-paid project midway, what money comes back to us",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "who is your CFO", cls: "unanswerable", expect: "fallback" },
  {
    q: "any web3 experience, like solidity contracts on ethereum?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is nexora empanelled with the MP state government for public sector IT work",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what do your ex-employees say about you on review sites like ambitionbox",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "would a senior hire get equity or stock options on top of salary",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "whats the forecast for monsoon showers in goa next week",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do I make crispy masala dosa batter at home", cls: "off-topic", expect: "fallback" },
  { q: "which team has the most IPL trophies ever", cls: "off-topic", expect: "fallback" },
  { q: "how would you say 'see you next week' in japanese", cls: "off-topic", expect: "fallback" },
  { q: "help me name my new pet tortoise, something funny", cls: "off-topic", expect: "fallback" },
  {
    q: "my scooter makes a clicking noise when braking, what could it be",
    cls: "off-topic",
    expect: "fallback",
  },
];
