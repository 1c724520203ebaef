import type { EvalQuestion } from "./questions";

/**
 * The sixty-fourth held-out set, written on 2026-12-03 (session 49) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The sixty-third
 * set, scored once, is now `sixtyThirdHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.716).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "that hospital group you did the software for, after go-live how many days did insurance claims take to get settled",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "the clothing chain whose online shop you rebuilt for diwali sales, how quick do its pages open on a phone now",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "data engineering vacancy: I've worked with Prefect and a bit of Dagster but never touched Airflow, am I still eligible?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "for the SOC job is it fixed day timing or rotating shifts? any extra allowance paid for that",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "according to your cybersecurity best practices blog post, what's the deadline for fixing critical bugs on public facing servers",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "your 2027 cloud trends write-up says tagging and shutting off idle envs saves what percentage on the first year's bill?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "suppose I'm not satisfied with how you handled my personal info, is there a government board I can escalate to?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if there's a dispute over the website do you want us to write to you before going to court, and how long do you get to sort it out",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "wich gulf states r ur clints in",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "in the delivery timeline on your services page, which step is the one where designers show a clickable mock-up",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "what year did nexora do its first big migration to amazon web services",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "no role matches my profile right now, if I mail a general application how many months will you keep it on file",
    cls: "unreachable",
    expect: "/career",
  },

  // long
  {
    q: "Namaste, we are a 30 year old family textile business in Surat and my son keeps telling me that our present website is very slow on mobiles and nobody finds it on Google, so can your people make us a proper fast website that comes up in searches?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "We're a mid-sized NBFC in Mumbai and after an incident last quarter where someone in accounts clicked a dodgy link in an email, the board wants an outside firm to run fake phishing mails and short trainings for roughly 200 staff, is this something your company takes on?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "I have around six years of experience building products with React, Node and Postgres at a startup in Lucknow and I also mentor a couple of juniors, I'm looking for a lead role which is hybrid rather than fully office, do you have something like that and what's the pay range?",
    cls: "long",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "Our CFO nearly fainted when this month's AWS invoice arrived, we have test and staging servers running the whole night, nobody knows which team owns what and the number just keeps going up every month, can you help us get this spend under control?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "My co-founder and I are both from a sales background, we closed a small angel round last month and everyone tells us we need an experienced tech person guiding decisions part time until we can afford a full time CTO, would you people do that kind of arrangement?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Before we go any further I want to understand how your charging works, because the last agency we hired kept sending extra bills every month for things we thought were included, so is there some way to agree the total amount and dates before work begins?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Next Sunday-Monday I'm travelling to Bhopal for a family function and would love to pop over and meet your people about a small job we have in mind, what's the exact location and are you open on the Saturday before?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We're a regional spice distributor and every month the sales team and the warehouse fight over whose excel numbers are correct, what the owner really wants is one screen with figures everybody believes, refreshed automatically, who at your end handles that?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I'm a UX designer with four years in fintech, currently based in Kochi, and I really don't want to shift cities because of my parents, so is your design opening fully remote and roughly what salary does it offer?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "Every purchase request in our plant still travels on paper and sits for almost a week collecting four signatures, and the MD now wants the entire approval chain moved onto laptops and phones, which of your teams handles that?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We'd like an internal bot that answers staff questions from our HR policy documents, but our legal head keeps reading about companies leaking data to chatgpt, so would our documents end up being used to train somebody else's model if you build it?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "A freelancer built our inventory and quoting app in Java back in 2014, he has since moved abroad and nobody here understands the code anymore, can your team take over that existing codebase and carry on developing it?",
    cls: "long",
    expect: "/services/software-development",
  },

  // typo
  {
    q: "zero trust netwrok desgin and complaince for soc2",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "ur bhopal offfice kis bilding mein hai, hoshangabad rd pe?",
    cls: "typo",
    expect: "/contact",
  },
  { q: "ci/cd pipleine and infra as cod with terraform", cls: "typo", expect: "/services/devops" },
  {
    q: "andriod + ios ap for our gym membrs, can u bild it?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "curent job opnings and how to aplly", cls: "typo", expect: "/career" },
  {
    q: "artical about taking AI pilots to producton",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },
  {
    q: "securty infrastucture overhal for the fintek, case studdy",
    cls: "typo",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "can u do a usabilty reveiw of our exsting dashbord and give a list of fixes",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "multi speciality hospitals wala projct - telemedcine and patient recrds",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  { q: "discovrey phase prise and duraton", cls: "typo", expect: "/services#pricing" },
  {
    q: "it infrastucture netwrok and helpdesk suport",
    cls: "typo",
    expect: "/services/it-infrastructure",
  },
  {
    q: "nexora ko kisne strat kiya tha aur kab, thoda histry batao",
    cls: "typo",
    expect: "/about",
  },

  // vocabulary
  {
    q: "can u make a food delivery app like swiggy or zomato",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "need VAPT done for our web app and APIs",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "bhai nexora mein abhi koi opening hai kya? job dhoondh raha hoon",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "ek average project ka budget kitne lakh ka hota hai aapke yahan",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "can you shift our stuff from a godaddy server to amazon",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "want monthly MIS reports for management, tableau type",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "is mediclaim just for me, or are my spouse, kids and my old parents also covered",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "we want to get rid of rubber stamps and physical files in our office",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  { q: "landline no. of your company?", cls: "vocabulary", expect: "/contact" },
  {
    q: "hamare SOPs aur manuals padh ke jawab dene wala AI assistant bana sakte ho?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "logo aur brand colours bhi bana dete ho kya",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "main branch mein merge hote hi production pe khud release ho jaye, aisa pipeline bana doge?",
    cls: "vocabulary",
    expect: "/services/devops",
  },

  // ambiguous
  {
    q: "after I submit the get-a-quote form, for how many months is my info retained on your side",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "for staff, is it a fixed 9 to 6 day or do you have core hours with flexi timing?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "can you move us to office 365 from our old mail server",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can GST billing and invoices be built into the custom software you make for us",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "as an employee, will the company reimburse the fee for my AWS certification exam",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "will you support Hindi on our new website as well as English",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "we need ISO certification for our lending startup, can you get us through it",
    cls: "ambiguous",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "migration of ten years of sales history out of old excel sheets into one clean place for reports",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "will our booking app be closed for a day while you shift it to AWS",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "can you process our supplier invoices automatically instead of typing them in",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "do we pay the full amount upfront or in parts as work progresses",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "where on your website are previous bills for our ongoing project visible to our finance team",
    cls: "ambiguous",
    expect: "/login",
  },

  // multi
  {
    q: "call karna hai, number kya hai? also flutter apps bhi banate ho?",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "who is your CTO, and is the cloud devops job work from home",
    cls: "multi",
    expect: "/about & /career#cloud-devops-engineer",
  },
  {
    q: "fixed price projects ka range kya hai? aur wordpress sites banate ho?",
    cls: "multi",
    expect: "/services#pricing & /services/web-development",
  },
  {
    q: "do you do pen tests for mobile and API, and have you done security work for any fintech?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "any tracking cookies when I browse here? and if there's a legal fight over the site, which courts handle it",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "got any blog on moving AI from pilot to real use? also can you build product recommendations for my store",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "which payment gateway did the fashion retailer's site use, and do you test designs with real users?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/ui-ux-design",
  },
  {
    q: "investors ke liye technical due diligence karte ho? aur cyber security wala blog kisne likha",
    cls: "multi",
    expect: "/services/it-consulting & /blog/cybersecurity-practices",
  },
  {
    q: "walk me through your steps from kickoff to launch, how many staff do you have, and where is the office",
    cls: "multi",
    expect: "/services#process & /about & /contact",
  },
  {
    q: "do you set up office wifi and firewalls? also which european countries are your clients in",
    cls: "multi",
    expect: "/services/it-infrastructure & /",
  },
  {
    q: "powerbi dashboards you make? plus in the FMCG forecasting case, by what % did stock-outs fall",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "was there any downtime when the logistics firm moved to the cloud? and what does your discovery phase cost",
    cls: "multi",
    expect: "/projects/cloud-migration & /services#pricing",
  },

  // unanswerable
  {
    q: "is the Lakeview Tech Centre office accessible by wheelchair, is there a lift to the 3rd floor",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you appraised at any CMMI maturity level, and which one",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could your team write solidity smart contracts for a crypto token we are launching",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what is the company policy on paid maternity and paternity leave",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before I explain my app idea on a call, will your side sign a non disclosure agreement",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there an employee stock ownership plan for senior engineers joining now",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sell any ready-made product of your own, like a payroll or HRMS subscription we can just buy",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can your studio make a 3D multiplayer game in Unity or Unreal for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many stars do clients give you on Clutch and on your Google business listing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora have a CSR wing or donate to any NGO",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if we stop the engagement after two months, is any part of the money returned",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora raised VC money, and which funds or angels own a stake",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "mall road bhopal kal ka weather forecast kya hai, chhata le jaun?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "who won last night's india australia odi and by how many runs",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "paneer butter masala restaurant style kaise banate hain ghar pe",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write me a sick leave letter to the principal of my son's school for three days",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "passport renewal ke liye bhopal mein appointment kaise milta hai",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "suggest a good 5g smartphone under 20k with a decent camera",
    cls: "off-topic",
    expect: "fallback",
  },
];
