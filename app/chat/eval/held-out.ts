import type { EvalQuestion } from "./questions";

/**
 * The eighty-eighth held-out set, written on 2026-12-04 (session 56) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The eighty-seventh
 * set, scored once, is now `eightySeventhHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.745).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "tele-consults count for the twelve-branch hospital group, year one figure? trying to benchmark our own clinic chain",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "after you redid security for the lending startup, how quickly were they spotting incidents? median minutes pls",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "logistics co that moved 120 services to AWS — what availability % did they get in year one",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "for the distributor forecasting work, how old is their data now vs before? it used to be a week right",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "roughly what fraction of cost do we save going one codebase for both phones instead of two separate native apps",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "once our devs close the holes your testers report, is a second round of checking included free",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "monitoring centre analyst job bhopal: CTC band + rotating shift money?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "data engineer vacancy: fully work from home or partly in office?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "jurisdiction clause for using nexora.example \u2014 which state's courts get it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "read your growing-business security piece, what deadline did it give for patching internet-exposed critical holes",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "which countries are counted under your Middle East clients",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "I sent a quote request last year and never went ahead. how long will you hold on to my details?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },

  // long
  {
    q: "so my father runs a pharma distribution business in nagpur and literally everything is on paper registers and whatsapp forwards, purchase approvals take days, I've been pushing him to modernise but he's scared the staff will just refuse to use anything new... do you guys also help with getting people to actually adopt new ways of working or only build software?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we're a 15 person chartered accountant firm, last month a laptop got stolen on a train and we had zero idea what data was on it or how to lock it, plus the wifi dies during client video calls and nobody really manages our microsoft email accounts. need someone to just look after all of this regularly",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We closed our seed round recently and before the next raise our lead investor wants an independent technical person to go through the product our freelance developer built, code and architecture and all, and tell them if it holds up. Is this the kind of thing you take on?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "co-founder of a small skincare D2C brand here, zero tech background. we want our own app where people pay with UPI and get notified about offers, agencies have quoted wildly different amounts and I honestly don't know what I should be asking for. what would you do for us",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "I have spoken with three vendors and every one of them wanted a big fixed contract signed upfront, which worries me because we are still figuring out what the product should be and it will change every couple of weeks once users try it. Can we work with you paying monthly with some ceiling on spend?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "hi, final year btech student from indore here, been doing freelance ui work for a year, my cousin recommended your company but all the listed jobs want 3+ yrs experience. if nothing matches can i still mail my cv and will you keep it on file for later?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "every monday our regional heads argue for an hour about whose excel sheet is correct, we have tally, a CRM and honestly about forty spreadsheets floating around, the MD just wants one screen with sales figures everybody agrees on",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "right now we push releases once a month on a saturday night with the whole team on a call, half the time something breaks and someone rolls it back by hand at 3am. I want us shipping small changes often without all this drama, where do we even begin",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "my interior design studio's site was made from a template like six years back, it crawls on phones, never shows up on google, and I have to ring the developer just to swap one photo. thinking it's time to redo it properly",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "we're a health insurance TPA and our team keys in thousands of claim documents every month by hand. my manager read about AI pulling data out of documents automatically, but our compliance head is worried our customers' files will end up training some public model. how do you deal with that",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "okay so suppose i submit your enquiry form tonight with our requirements, what exactly happens after that, who gets back to me, how soon, and is there some paid step before the real project starts",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "I head operations at a chain of hospitals and we are seriously evaluating vendors for a single patient record across branches with online appointments, our doctors keep complaining they can't see reports from other locations. have you ever done something like this before?",
    cls: "long",
    expect: "/projects/healthcare",
  },

  // typo
  {
    q: "cybersecurty audit for a smal bussiness how do u go about it",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "exect lokation of ur bhopal ofice pls, which flor", cls: "typo", expect: "/contact" },
  { q: "any job opning for full stak develper", cls: "typo", expect: "/career" },
  { q: "ui ux desgin servce for our saas", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "helthcare hospitl software case stdy", cls: "typo", expect: "/projects/healthcare" },
  { q: "privcy polcy - do u use cokies on this sight", cls: "typo", expect: "/legal/privacy" },
  { q: "who startd this compny, the ceo naam?", cls: "typo", expect: "/about#team" },
  {
    q: "resturant ordring app for both andriod n iphone, can u bild",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "blog artical abut cloud trnds next yr", cls: "typo", expect: "/blog/cloud-trends" },
  {
    q: "infrastucture migraton to aws for a logistcs company, any exmple?",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "machien lerning consultancy for retial forcasting",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "digtal tranformation of paper proceses in a factroy",
    cls: "typo",
    expect: "/services/digital-transformation",
  },

  // vocabulary
  {
    q: "mere kapde ki dukaan ke liye online shop banana hai jisme store ka stock bhi dikhe",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "hamare office ke computers, printer aur net connection koi regular sambhal sakta hai kya",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "startup with no CTO, can someone from your side play that role a few days a month",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hackers se website bachani hai, ethical hacking wala test karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "leave rules aur reimbursement ke sawal employees poochte rehte hain, koi smart assistant bana do jo hamare documents se jawab de",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "customers bolte hain hamara app samajh nahi aata, redesign karwana hai",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "har baar deploy manually karna padta hai server pe ssh karke, isko automate kar doge?",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "custom made tool to track our quotations and stock instead of twenty excel files",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "kitne log kaam karte hain aapki company mein total",
    cls: "vocabulary",
    expect: "/about|/",
  },
  {
    q: "mera B.Sc IT ka result aa gaya, koi position khali hai aapke paas?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "roz ki MIS report apne aap ban jaye, abhi haath se banate hain",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "rate card kya hai aapka, ballpark figure bata do",
    cls: "vocabulary",
    expect: "/services#pricing",
  },

  // ambiguous
  {
    q: "our bill keeps climbing every month and no one can tell me what we're paying for on amazon",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long until I get to see the first charts with our numbers",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "office move next quarter, need cabling and wifi planned for the new floor",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "if we sign up for managed IT, what hours does your helpdesk actually pick up",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we need a portal where our customers log in and see their own invoices",
    cls: "ambiguous",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "we're already your client, where's the sign-in for our project dashboard",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "migration question: a decade of sales records sits in a dying legacy app plus excel, can you move and reconcile it for reporting",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "can you get real people to test our app design before we launch",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "do you run training so our employees stop clicking dodgy emails",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  { q: "what does the cover include for parents if I join", cls: "ambiguous", expect: "/career" },
  {
    q: "feed url for feedly so your posts show up automatically?",
    cls: "ambiguous",
    expect: "/blog",
  },
  {
    q: "if I just ask for a quote am I bound to anything",
    cls: "ambiguous",
    expect: "/legal/terms",
  },

  // multi
  {
    q: "whats your phone number? and who heads cybersecurity there",
    cls: "multi",
    expect: "/contact & /about#team",
  },
  {
    q: "how much does the discovery phase cost, and do you have any hospital related case study",
    cls: "multi",
    expect: "/services#pricing & /projects/healthcare",
  },
  {
    q: "flutter mein app banate ho kya? aur AI pe koi blog hai aapka",
    cls: "multi",
    expect: "/services/mobile-development & /blog/future-of-ai",
  },
  {
    q: "is k8s something you'd push us onto, also pay range for the remote infra engineer job",
    cls: "multi",
    expect: "/services/devops & /career",
  },
  {
    q: "where's the office + does this site drop cookies",
    cls: "multi",
    expect: "/contact & /legal/privacy",
  },
  {
    q: "what did the fintech security project deliver? also can you help us with SOC 2",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "name of the tech head? plus how old is the company",
    cls: "multi",
    expect: "/about#team & /about",
  },
  {
    q: "power bi dashboards - do you do those? and which fashion brand's online store did you build",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ecommerce-platform",
  },
  {
    q: "3 qs: do you have clients in australia, can you make a website in hindi, and what happens once i send the form",
    cls: "multi",
    expect: "/ & /services/web-development & /contact",
  },
  {
    q: "do you do odoo or zoho rollouts, and separately could you review our architecture before we pick a vendor",
    cls: "multi",
    expect: "/services/digital-transformation & /services/it-consulting",
  },
  {
    q: "list all ur services pls, and show me some past work",
    cls: "multi",
    expect: "/services & /projects",
  },
  {
    q: "can we hire a dedicated squad on a monthly basis? and how do existing clients get into their project workspace",
    cls: "multi",
    expect: "/services#pricing & /login",
  },

  // unanswerable
  { q: "nexora ka saalana karobar kitne crore ka hai", cls: "unanswerable", expect: "fallback" },
  {
    q: "section 8 trust running rural schools, do you give concessional rates",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "solidity dev for a token launch on polygon, possible?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there a joining bonus for new hires", cls: "unanswerable", expect: "fallback" },
  {
    q: "coming by car for the meeting, will i find a spot to leave it at lakeview tech centre",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "gender ratio in your tech team?", cls: "unanswerable", expect: "fallback" },
  {
    q: "we want a ludo style multiplayer game made, unreal or unity",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who has invested in nexora, is it listed on NSE?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you run our meta ad campaigns and grow followers",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our legal insists on a mutual non disclosure agreement before we share the idea, ok with you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you take payment in crypto currencies", cls: "unanswerable", expect: "fallback" },
  {
    q: "whats the average tenure of developers at your company, do people leave often",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "where to get good poha jalebi breakfast in bhopal", cls: "off-topic", expect: "fallback" },
  {
    q: "give me three rhyming lines about a rainy evening and ginger tea",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how many ounces make up one kilogram", cls: "off-topic", expect: "fallback" },
  { q: "ipl 2025 final kisne jeeta tha", cls: "off-topic", expect: "fallback" },
  { q: "steps to link aadhaar with pan card", cls: "off-topic", expect: "fallback" },
  {
    q: "recommend me a mid range smartphone for photography",
    cls: "off-topic",
    expect: "fallback",
  },
];
