import type { EvalQuestion } from "./questions";

/**
 * The seventy-eighth held-out set, written on 2026-12-04 (session 54) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * seventy-seventh set, scored once, is now `seventySeventhHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.739).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "that consumer goods distributor whose stock-outs you cut, how many shops were they delivering to",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "that 6 TB oracle box at the logistics client, what length of cut-over did it need when it went to RDS",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "after the fashion shop rebuild how quick did pages load on phones",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "teleconsults at that multi-speciality hospital chain, did anyone use them? give me the count",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "per the growing businesses security piece, what's the deadline for fixing a critical flaw on something exposed to the internet",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "what percentage can tagging and switching off idle environments cut from a cloud bill in the first year",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "for an AI idea, how long does the first try-out on our real data last before you go to production",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "in design testing rounds do you use 3 users, 10, 20? what's your number",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "soc analyst vacancy: are there night shifts, and do they pay an allowance for them",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "website terms: legal jurisdiction sits with which courts",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "after we stop talking, how many months before you delete what I sent through the contact form",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "independent look at our architecture by your consultants, is that one week of effort or more",
    cls: "unreachable",
    expect: "/services/it-consulting",
  },
  // long
  {
    q: "hi, so I run three small pharmacies in jabalpur and honestly everything still lives in paper registers and whatsapp groups, my nephew keeps telling me we need to go digital but I have no clue where a business like mine should even begin",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we are a bootstrapped startup, two developers and a fairly rough idea for a b2b saas tool, and before I pitch this to my cofounder next week I need some ballpark of what a fixed scope build usually costs with you and for how many weeks",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "our product group in london keeps growing and we have been burned twice by freelancers disappearing halfway through a sprint, so we would want a stable set of engineers who stay on our product long term and follow our hours, do you offer that and what does it run per month",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I have been writing react and node for about six years at a lending startup in pune and my parents want me closer to home in madhya pradesh, so I am curious what you pay for the senior typescript opening you have listed",
    cls: "long",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "we have around 80 sales reps who visit kirana shops in villages where there is barely any signal, they need something on their phones to book orders even with no network and upload everything later when they are back in town, could you make that",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "our CTO read something online and now insists we put our four tiny services on kubernetes, I am the only ops person here and I am worried I will be stuck babysitting a cluster forever, do we actually need it or is there a simpler route",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "before we sign with any vendor our board wants to understand, step by step, how a project actually runs from the very first meeting until after go-live, including at what point we would get to see something working, so can you walk me through yours",
    cls: "long",
    expect: "/services#process",
  },
  {
    q: "I filled in the form on your site last night about an app for our warehouse and now I am not sure what happens next, will somebody ring me, is there some paid stage before the real quote, I just want to know what to expect",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "our company started an ERP integration with you last month and my manager says I should be able to see the project documents and invoices somewhere online, but I never received any email about access, how am I supposed to get in",
    cls: "long",
    expect: "/login",
  },
  {
    q: "I am a bit paranoid about this stuff, and before I type details of my company's internal problems into the little chat bubble on your website I want to know whether those messages get sent off to some AI provider or stay on my own machine",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we're a mid sized manufacturer, sales sit in tally, production in a pile of excel sheets and there's a CRM nobody updates, and management keeps demanding one screen with all the numbers, realistically how soon could we have a first version",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "everything we have still runs on two old servers in a cupboard behind the accounts team, the maintenance contract ends next year and my boss is scared that moving to AWS will knock out billing for days, would there be any downtime",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  // typo
  {
    q: "pen-tset of our andriod shopping app, is that something you'd take on",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "wat time does ur bhopal offce shut on saterday", cls: "typo", expect: "/contact" },
  {
    q: "cybersecuirty tips artical for small companys",
    cls: "typo",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "the fashon brand with 60 stors, how much did there online sales grow",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  { q: "ceo of nexora technolgies, wats his backround", cls: "typo", expect: "/about" },
  {
    q: "data enginer opening - which orchestraters and warehouses should i know",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "do i need to accept cookeis here or are there no trakers at all",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "hospitl software you built with telemedecine, whats the story",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "can you buld a progresive web app for us",
    cls: "typo",
    expect: "/services/web-development",
  },
  {
    q: "need a desgin sytem and clickable protoype for our saas",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "discovry workshop fee befor the quote", cls: "typo", expect: "/services#pricing" },
  { q: "ci cd pipline setup with github actons", cls: "typo", expect: "/services/devops" },
  // vocabulary
  {
    q: "ek normal company website banwane mein kitna time lagega",
    cls: "vocabulary",
    expect: "/services/web-development|/contact",
  },
  {
    q: "mere restaurant ke liye order lene wala app chahiye, iphone aur android dono pe, possible hai?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "chhota business hai, data chori aur ransomware se kaise bache, koi tips?",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "my amazon cloud invoice is through the roof, can you help trim it",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "can someone come sort out our office wifi and the printers that keep dropping",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we need a part-time tech head to guide our big technology decisions",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "har release pe team ko raat bhar jagna padta hai, ye sab automatic ho sakta hai kya",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "want an internal assistant that replies using just our SOP documents, with sources shown",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "shuru mein jo planning wala study hota hai uska kitna paisa lagega",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "who's the big boss over there, who started the company",
    cls: "vocabulary",
    expect: "/about",
  },
  { q: "any vacancy for a figma person", cls: "vocabulary", expect: "/career#product-designer" },
  {
    q: "milne ke liye aana ho toh address kya hai, hoshangabad road pe hi ho na?",
    cls: "vocabulary",
    expect: "/contact",
  },
  // ambiguous
  {
    q: "once the portal is launched, do you stick around for bug fixes and security updates",
    cls: "ambiguous",
    expect: "/contact|/services#process",
  },
  {
    q: "is the security role on-site or can I do it from home",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "the migration with zero downtime for the 4000 employee transport company, what did you actually do",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "what's your policy on my details if i send a quote request",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what are the terms of a fixed price deal, how are payments made",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how does the testing stage work in your delivery process",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "which platform should our customer app be on, iphone, android or both",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "show me some of your security work for a real client",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "discovery: is that a free chat or do we pay for it",
    cls: "ambiguous",
    expect: "/services#pricing|/contact",
  },
  {
    q: "if our servers die at 2 am is anyone there to respond",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure",
  },
  {
    q: "our accounts team keeps falling for fake emails, do you run training on that",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "do we really need a warehouse just for our reports",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  // multi
  {
    q: "monday to friday from what time is your team reachable, and what's the name of your chief technology officer",
    cls: "multi",
    expect: "/contact & /about",
  },
  {
    q: "is flutter something your mobile folks use, plus what's the monthly range if we hire a whole dedicated squad",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "tell me about the online store you built for the clothing chain, also does this site set cookies",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /legal/privacy",
  },
  {
    q: "how long did the fintech take to get iso certified with you and are you hiring soc analysts",
    cls: "multi",
    expect: "/projects/security-infrastructure & /career#security-analyst",
  },
  {
    q: "do you make power bi dashboards, and what are the interview rounds like for your jobs",
    cls: "multi",
    expect: "/services/data-analytics & /career#hiring-process",
  },
  {
    q: "who wrote the article about AI pilots, and what does your ux team actually do",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ui-ux-design",
  },
  {
    q: "where exactly is your office and how do current clients raise a support request",
    cls: "multi",
    expect: "/contact & /login",
  },
  {
    q: "which country's law covers your website terms, and do you coach teams on devops",
    cls: "multi",
    expect: "/legal/terms & /services/devops",
  },
  {
    q: "can you take over an app another agency half built? also what happens once i send the enquiry form",
    cls: "multi",
    expect: "/services/software-development & /contact",
  },
  {
    q: "list your security blog posts and tell me about the hospital project",
    cls: "multi",
    expect: "/blog/category/security & /projects/healthcare",
  },
  {
    q: "do you send engineers on-site outside bhopal, and what year was nexora set up",
    cls: "multi",
    expect: "/services/it-infrastructure & /about",
  },
  {
    q: "what comes after the testing step in your process and do you do seo for websites",
    cls: "multi",
    expect: "/services#process & /services/web-development",
  },
  // unanswerable
  {
    q: "ballpark annual sales figure of nexora in crores?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if i drive to your lakeview tech centre office is there somewhere to leave the car",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was the name of the hospital that was your very first client",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any experience building smart contracts on ethereum or solana",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "agency here, thinking of rebranding your developers' work as ours and taking a cut, any program for that",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what share of your 120 staff are female engineers",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many employees quit nexora each year on average",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we get an nda signed before we explain our secret sauce",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could you build a multiplayer ludo style game for the play store",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you reviewed on goodfirms or clutch, what score do you have there",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora have outside investors or venture capital funding",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have a training institute where freshers can pay to learn full stack",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "will it rain in bhopal on saturday evening, planning a picnic",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how do i make crispy aloo paratha without it breaking",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "tell me the highest individual score ever in a one day international",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "what's the square root of 7921", cls: "off-topic", expect: "fallback" },
  { q: "compose a four line rhyme on cutting chai", cls: "off-topic", expect: "fallback" },
  { q: "which phone has the best camera under 30000 rupees", cls: "off-topic", expect: "fallback" },
];
