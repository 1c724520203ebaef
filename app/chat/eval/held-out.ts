import type { EvalQuestion } from "./questions";

/**
 * The fifty-second held-out set, written on 2026-12-02 (session 41, second round) by someone who
 * does not read or run the chat, from the site's content, while that round's tuning goes on. The
 * fifty-first set, scored once, is now `fiftyFirstHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "thinking of applying as a data engineer, what's the yearly CTC band on offer, in lakhs?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "the security operations centre vacancy, can I do that from my home in Gwalior or must I be in Bhopal daily?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "as a nexora employee how much annual leave would I get apart from the public holidays",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "I mailed my CV to your careers inbox on monday, by when should I expect to hear back?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how long is that discovery thing you do at the start and what does it cost roughly",
    cls: "unreachable",
    expect: "/services#pricing|/contact",
  },
  {
    q: "what did the company do back in 2017, was that when cloud started?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "per your privacy policy, how long do you hang on to the enquiry I submit",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "suppose I want to sue over something on your site, is it Bhopal jurisdiction or wherever I live?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "for that trucking company you moved to AWS, the final Oracle switchover happened in what time window?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "in Vikram's cyber article, what deadline does he suggest for fixing a critical bug on a public-facing server?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if your testers find holes in our app and we patch them, is the second round of checking charged extra?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "apart from the UAE, which gulf countries are your customers from",
    cls: "unreachable",
    expect: "/",
  },
  // long
  {
    q: "hi, I run three small bakeries in Indore with my brother, everything is on paper right now, orders get written in a notebook and half the time we lose them. my nephew keeps telling me to go digital but honestly I don't know where to start. what I really want to know is, can you people make a phone app for android and iphone so customers can order cakes from us directly?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Hello team, we're a mid-size freight company, about 200 trucks, and three years ago we moved our tracking system to AWS with a different vendor. Since then the monthly bill has kept creeping up and nobody can explain why, every quarter it's higher. Before we renew anything I wanted to ask if you can look at our cloud setup and bring the cost down.",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "Good evening. I have around six years of experience in React and Node, currently working at a product startup in Pune but my family is in Bhopal so I'm looking to relocate back home next year. I saw you have an opening for a senior full-stack person. Before I apply I just want to understand what the salary band for that looks like.",
    cls: "long",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "I manage operations for a group of four clinics and our biggest headache is patients waiting for ages in the lobby, plus the records are all separate per branch so doctors can't see old reports. A friend mentioned you did something similar for a hospital chain. Could you point me to what you built for them?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "We're a 90-person lending startup in Navi Mumbai, RBI registered. Our partner bank just told us they won't renew the contract unless we get ISO 27001 within the year, and frankly we have shared passwords everywhere and no security person on staff. Is this something you can take us through from start to certification?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "so we are textile exporters in Surat and our current website was built in 2012 by a local guy, it's very slow on mobile and we hardly get any enquiries from it. my son says we need a proper modern site that shows up on google. if we go ahead with you, how many weeks would a new site normally take to go live?",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "I'm a trustee of a group of schools in Jabalpur. We've been pitched by three different ERP vendors and each one says theirs is the best, and one local company says they'll build us our own custom system instead. None of us on the board are technical. Do you give independent advice on this kind of buy vs build decision without pushing a product?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Hey there, I'm the COO of a SaaS startup in Austin. Our in-house engineers are stretched thin and we're thinking about an offshore partner in India, but I don't want a revolving door of contractors, I want the same folks on our product for the long haul, working in our tools. How would that arrangement work with you and roughly what does it cost per month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "our office in Bhopal has around 40 people, the wifi keeps dropping, printers stop working, and last week nobody could find where the backups even were. we don't have an IT guy, the accountant's cousin comes sometimes. do you offer someone who can actually come to the office and handle this regularly?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Quick worry: I was typing in your chat box a few minutes ago and accidentally pasted my personal mobile number and my home address into it. I'm a bit paranoid about these things. Does whatever I type here get sent off to your servers or some third party AI company?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we distribute FMCG goods to about 5000 kirana stores across MP and Chhattisgarh. every Diwali we run out of the fast movers and the godown fills up with stuff nobody wants, and our planning is all in excel that takes days to update. is it realistic to use machine learning to predict what we'll need?",
    cls: "long",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "Last year we paid an agency to build our booking platform and halfway through they stopped answering calls and we never got the source code. We're starting over now and I'm nervous. If we work with you, who actually owns the code at the end, and will we have access to it during the project?",
    cls: "long",
    expect: "/services/software-development",
  },
  // typo
  {
    q: "till wht time is ur ofice open on saturdy afternoon",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "our lendng web portl needs a pentst befor the RBI audt, can u handl it",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "need an andriod + iphone app buildt for my salon",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "carrer oppurtunity for devops enginer remote",
    cls: "typo",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "how soon wil i see the frist dashbaord for our sales data",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "privcy question, does ur webiste set any cookys or trackrs",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "nexora fouder name? who startd it", cls: "typo", expect: "/about" },
  {
    q: "any case stdy where u shiftd a logistcs firm to the clowd",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "where to send my portfollio for the ui ux desinger job", cls: "typo", expect: "/career" },
  {
    q: "do u guys do artficial intellgence or machne lerning projcts",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do we realy need kubernates or is it overkil",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "wher exactly is ur ofice in bhopl, full adres pls", cls: "typo", expect: "/contact" },
  // vocabulary
  {
    q: "bhai hamari dukaan ke liye ek website bana ke doge kya?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "naukri hai kya aapke yahan, abhi college khatam hua hai",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "budget kitna rakhna padega agar chhota software banwana ho",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "my staff keep clicking dodgy emails and one laptop got a virus last month, who can sort this out",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "need someone to turn our excel mess into nice charts for the boss",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we want to shift our stuff from the old server in the godown onto AWS",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "screens ka design chahiye sirf, developer hamara apna hai",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "pehle koi bada kaam kiya hai aapne? show me some past work",
    cls: "vocabulary",
    expect: "/projects",
  },
  {
    q: "join karne pe family ka health insurance milega kya",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "har release ke liye pura weekend lag jata hai, we want the auto deploy pipeline wala setup",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  { q: "company ka malik kaun hai, owner ka naam?", cls: "vocabulary", expect: "/about" },
  {
    q: "hamare office mein sab kaam registers aur files pe chalta hai, sab online karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  // ambiguous
  {
    q: "how long will you keep my details after I fill in the contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what are the core hours staff are expected to be online",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  { q: "who heads security at nexora", cls: "ambiguous", expect: "/about" },
  { q: "do you sell the data I give you to anyone", cls: "ambiguous", expect: "/legal/privacy" },
  {
    q: "for the dedicated team option, how is the bill raised, monthly?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "where's your head office", cls: "ambiguous", expect: "/contact" },
  {
    q: "how do you keep the info I put in the quote form secure",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "how many heads do you have on the payroll", cls: "ambiguous", expect: "/about" },
  {
    q: "does the SOC role pay anything extra for rotating shifts",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "how much did the logistics firm save after going to the cloud",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "will your team work in our time zone if we take a long-term team",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "what are the payment terms on a fixed price project, is it by milestone",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  // multi
  {
    q: "do you do pen testing? also what does the SOC analyst role pay",
    cls: "multi",
    expect: "/services/cybersecurity & /career#security-analyst",
  },
  {
    q: "what does your privacy policy say about cookies, and under the terms which courts handle disputes",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "is there a data engineer vacancy right now, and is it remote?",
    cls: "multi",
    expect: "/career#data-engineer & /career#data-engineer",
  },
  {
    q: "who runs tech at nexora as CTO, and did she write any of the articles on your blog?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends|/blog",
  },
  {
    q: "do you build flutter apps, and if the scope is fixed how is that priced",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "what engagement models do you have, how does your delivery process go step by step, and how do I book a first call",
    cls: "multi",
    expect: "/services#pricing & /services#process & /contact",
  },
  {
    q: "can you set up Microsoft 365 for our office? and how do I reach you for a quote",
    cls: "multi",
    expect: "/services/it-infrastructure & /contact",
  },
  {
    q: "show me the ecommerce work you did, and do you also make Shopify stores",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "how much experience does the devops engineer job need, and what are the interview rounds after I apply",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /career#hiring-process",
  },
  {
    q: "do you have clients in Europe, and can we pay in US dollars",
    cls: "multi",
    expect: "/|/about & /services#pricing",
  },
  {
    q: "could you build an assistant that answers from our own policy docs? and in your AI article, why do most pilots stall",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },
  {
    q: "how many projects have you delivered so far, and can I look at a few of them",
    cls: "multi",
    expect: "/|/about & /projects",
  },
  // unanswerable
  {
    q: "is the office pet friendly, could I bring my beagle to work some days",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is your office wheelchair accessible, my father uses one and wants to come meet you",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor visas if someone has to work onsite in the US",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a reseller or white-label programme for smaller agencies",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which laptop do developers get at nexora, a MacBook or a Windows machine",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a referral bonus if I get a friend hired for the data engineer role",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a paid python training course for college students",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you manage Meta ad campaigns and influencer marketing for D2C brands",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you develop flight control software for agricultural drones",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a free trial or demo login so I can test your software first",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do employees get PF and gratuity from the first month",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you build IoT sensor systems for monitoring factory machines",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "is it going to be sunny in bhopal this weekend, planning a picnic at upper lake",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "give me a simple recipe for dal baati", cls: "off-topic", expect: "fallback" },
  {
    q: "ideas for return gifts under 200 rupees for my daughter's birthday party",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "translate 'good morning, how are you' into Tamil", cls: "off-topic", expect: "fallback" },
  { q: "what's 15 percent of 2400", cls: "off-topic", expect: "fallback" },
  { q: "how do I book a tatkal ticket on IRCTC", cls: "off-topic", expect: "fallback" },
];
