import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-twentieth held-out set, written on 2026-12-05 (session 65) by someone who does
 * not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-nineteenth set, scored once, is now `hundredAndNineteenthHeldOut` in
 * questions.ts. None of its questions is 75 % alike to a tuning question (character bigrams,
 * punctuation dropped; at most 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "that trucking company's 6 TB database cutover, was it done over a weekend night and in how many minutes?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Vikram's post on protecting growing firms: within how many hours should an exposed server's critical flaw be fixed?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#patch-quickly-and-know-what-you-run",
  },
  {
    q: "how many backup copies does your article suggest keeping and should one be offline?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#backups-are-your-last-line-of-defence",
  },
  {
    q: "if my internet drops while I'm sending the enquiry form, does the site keep a copy somewhere on my laptop?",
    cls: "unreachable",
    expect: "/legal/privacy#browser-storage",
  },
  {
    q: "if a disagreement about content on your site ever went to litigation, whose laws apply and in which court?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "will I get a take-home coding test as part of interviewing with you?",
    cls: "unreachable",
    expect: "/career#hiring-process",
  },
  {
    q: "when my app is ready will it go up on google play under our company account or under Nexora's?",
    cls: "unreachable",
    expect: "/services/mobile-development#questions-title",
  },
  {
    q: "after the fashion brand's relaunch, how fast did the shop load on phones?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform#results-title",
  },
  {
    q: "what does the AI blog post say the very first step should be when moving a pilot into real use?",
    cls: "unreachable",
    expect: "/blog/future-of-ai#1-pick-one-decision-not-one-technology",
  },
  {
    q: "what's the health insurance amount staff get, and does it cover parents?",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "ransomware hit us on friday night; the government reporting clock per your article gives us how long?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#prepare-for-the-bad-day",
  },
  {
    q: "for the twelve-hospital rollout, roughly what headcount of nurses and staff did you coach, and was it branch by branch?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },

  // long
  {
    q: "so we're a mid-sized distribution company and honestly our requirements keep shifting every few weeks because management is still working out what it wants, and my director asked me to find out how you would bill us when the scope isn't locked and roughly what one month of such work might cost us",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "we have around forty people in our office and nobody in-house who handles IT, so whenever the wifi or a laptop dies everything stops; before we sign anything I need to know during which hours your helpdesk actually picks up",
    cls: "long",
    expect: "/services/it-infrastructure#questions-title",
  },
  {
    q: "I came across your company on LinkedIn and a friend who lives in Bhopal said it was started there by a handful of engineers years ago, just curious who actually founded it and what he was doing before",
    cls: "long",
    expect: "/about#team",
  },
  {
    q: "our sales numbers live partly in Tally, partly in excel sheets and partly in the CRM, and my boss keeps insisting we need a big Snowflake type warehouse even though we're a pretty small outfit, is that really needed for a business our size",
    cls: "long",
    expect: "/services/data-analytics#questions-title",
  },
  {
    q: "ok so suppose I fill in the form on your site today with a rough idea of what we need, what happens next exactly, how quickly does somebody get back to me and is there a call before any proposal",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "I sent an enquiry through your website about a year ago and we never went ahead with the project, and now I'm a bit uneasy about my name and number sitting on some server indefinitely, how long do you hold on to messages like that",
    cls: "long",
    expect: "/legal/privacy#retention",
  },
  {
    q: "I'm a visual designer with three years at an agency in Indore and I'd love to join, but none of the openings listed quite matches what I do, so can I still send you my CV and will you keep it on file",
    cls: "long",
    expect: "/career#how-to-apply",
  },
  {
    q: "our online store runs round the clock and every minute offline costs us money, the board is nervous about leaving our own servers for the cloud mainly because they fear the site going dark during the move, would that happen",
    cls: "long",
    expect: "/services/cloud-solutions#questions-title",
  },
  {
    q: "we run a chain of clinics and our legal team is paranoid about patient information, so if we build an internal assistant with you will any of our records end up being used to train some big tech company's model",
    cls: "long",
    expect: "/services/ai-machine-learning#questions-title",
  },
  {
    q: "our previous vendor kept our source code on their own servers and basically held it hostage when we wanted to leave, so before we go any further I need to understand clearly who owns the code if you build for us",
    cls: "long",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "we're redesigning our booking app and want to test it with actual customers before spending on development, but I have no idea how many people we realistically need to recruit for each round of testing",
    cls: "long",
    expect: "/services/ui-ux-design#questions-title",
  },
  {
    q: "our dev team is only four people and they keep saying everybody serious runs Kubernetes these days, I don't want to fall behind but also don't want to waste money, should a team that small really adopt it",
    cls: "long",
    expect:
      "/services/devops#questions-title|/blog/cloud-trends#5-kubernetes-but-only-where-it-earns-its-keep",
  },

  // typo
  {
    q: "saturdy ko kab tak khula rehta hai offise, 2 bje tak?",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "can ur testrs atempt to hak our andriod app + backend apis, with a retst aftr we patch",
    cls: "typo",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "budgt for the 2-3 weak discovry stage befor the build, in dolars?",
    cls: "typo",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "sendng a courer, pls giv ful adress wth pincode of ur bhopal hq",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "data enginner vacncy - lakh per anum kitna milega, hybird h?",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "cross-platfrom vs swift+kotlin sepratly, wat saves us mor mony",
    cls: "typo",
    expect: "/services/mobile-development#questions-title",
  },
  { q: "is ur compny iso 27001 certifed", cls: "typo", expect: "/about#story|/" },
  {
    q: "wich cloud provder shud we pik aws or azur",
    cls: "typo",
    expect: "/services/cloud-solutions#questions-title",
  },
  {
    q: "r thre any analitics pixls or coockies loaded wen i brows ur pages",
    cls: "typo",
    expect: "/legal/privacy#no-cookies|/legal/privacy#summary|/legal/terms#privacy",
  },
  {
    q: "how mny weeks to bild a simple bussiness websit",
    cls: "typo",
    expect: "/contact#faq|/services/web-development#questions-title",
  },
  { q: "any remote opning for a ux desiner", cls: "typo", expect: "/career#product-designer" },
  {
    q: "can u tke over our exsting code base from anothr vendr",
    cls: "typo",
    expect: "/services/software-development#questions-title",
  },

  // vocabulary
  {
    q: "aap log ek project ke kitne paise lete ho roughly",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "koi naukri hai kya cloud aur devops wale bande ke liye",
    cls: "vocabulary",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "moving floors next month - who'll lay our network cables, firewall and access points",
    cls: "vocabulary",
    expect: "/services/it-infrastructure#overview|/services/it-infrastructure",
  },
  {
    q: "we need a part-time tech head for our startup, like a virtual CTO",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "contact form mein jo details bhari woh India ke bahar toh nahi jaati?",
    cls: "vocabulary",
    expect: "/legal/privacy#data-location",
  },
  {
    q: "our old android app keeps crashing, can you revive it instead of starting from zero",
    cls: "vocabulary",
    expect: "/services/mobile-development#overview",
  },
  {
    q: "files aur registers se chhutkara chahiye, approvals sab register pe signature se hote hain abhi",
    cls: "vocabulary",
    expect: "/services/digital-transformation#overview|/services/digital-transformation",
  },
  {
    q: "cloud ka kharcha 40% upar chala gaya, koi tag-vag lagake control karne ka tareeka batao",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends#1-finops-becomes-a-habit-not-a-project",
  },
  {
    q: "can you hire an ethical hacker to break into our web app and show the holes",
    cls: "vocabulary",
    expect: "/services/cybersecurity#questions-title|/services/cybersecurity",
  },
  {
    q: "management wants MIS reports that update themselves instead of someone making them in excel",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "who runs the show over there, like the top guy who signs off on new clients' architecture",
    cls: "vocabulary",
    expect: "/about#team",
  },
  {
    q: "grahakon ko status WhatsApp par khud-ba-khud mile, call na karna pade, aisa journey banate ho?",
    cls: "vocabulary",
    expect: "/services/digital-transformation#overview|/services/software-development#overview",
  },

  // ambiguous
  {
    q: "our branch staff keep losing laptops and Microsoft 365 logins, what kind of support covers that",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "as an existing client, where is the portal to check our project's progress and invoices",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "the quote request I filled in has my phone number; is that stored safely, HTTPS and all",
    cls: "ambiguous",
    expect: "/legal/privacy#security",
  },
  {
    q: "we need migration of ten years of spreadsheets and old ERP history into one reporting setup",
    cls: "ambiguous",
    expect: "/services/data-analytics#overview",
  },
  {
    q: "what's the process after I email my application for a job",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "can your AI models run inside our own cloud account so nothing leaves it",
    cls: "ambiguous",
    expect:
      "/services/ai-machine-learning|/blog/future-of-ai#private-and-open-models-change-the-economics",
  },
  {
    q: "show me the cloud articles on your blog",
    cls: "ambiguous",
    expect: "/blog/category/cloud",
  },
  {
    q: "our staff hate change, how do you get them to actually use a new system",
    cls: "ambiguous",
    expect: "/services/digital-transformation#questions-title",
  },
  {
    q: "accounts team fell for a fake invoice mail, any training or simulated phishing drills from you",
    cls: "ambiguous",
    expect:
      "/services/cybersecurity#overview|/blog/cybersecurity-practices#train-people-and-make-reporting-easy",
  },
  {
    q: "if we go fixed-cost, are payment terms tied to milestones and demos or is it full advance",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "what rights do I have over the personal data I gave you through the site",
    cls: "ambiguous",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "with the long-term squad model, what notice period applies when we cut two engineers",
    cls: "ambiguous",
    expect: "/services#pricing",
  },

  // multi
  {
    q: "who is your CTO, and what does she say about keeping cloud spending in check?",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends#1-finops-becomes-a-habit-not-a-project",
  },
  {
    q: "do you build React Native apps? also how much does a dedicated team cost per month",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "what's the pay for the SOC analyst job and how many paid leaves do employees get",
    cls: "multi",
    expect: "/career#security-analyst & /career#why-work-with-us",
  },
  {
    q: "any cookies set by nexora.example? and which jurisdiction governs the website's terms",
    cls: "multi",
    expect:
      "/legal/privacy#no-cookies|/legal/privacy#summary|/legal/terms#privacy & /legal/terms#governing-law",
  },
  {
    q: "percentage saved on infra by Harbourline after migration; plus do your pipelines use Jenkins or GitHub Actions",
    cls: "multi",
    expect: "/projects/cloud-migration|/#testimonials & /services/devops#technologies-title",
  },
  {
    q: "how soon would we get a first BI dashboard, and can you prepare us for an ISO 27001 audit?",
    cls: "multi",
    expect: "/services/data-analytics#questions-title & /services/cybersecurity#questions-title",
  },
  {
    q: "postal address of HQ please, and do you serve customers in the Gulf or Australia",
    cls: "multi",
    expect: "/contact & /#global-presence|/about#story",
  },
  {
    q: "in one line what is the purpose Nexora exists for, and since which year has it been running",
    cls: "multi",
    expect: "/about#mission & /about#story|/",
  },
  {
    q: "how long does an architecture review take, and what happens in the QA stage of your process",
    cls: "multi",
    expect: "/services/it-consulting#questions-title & /services#process",
  },
  {
    q: "is the website you build accessible for screen readers, and can our marketing people edit pages without a developer",
    cls: "multi",
    expect: "/services/web-development#overview & /services/web-development#questions-title",
  },
  {
    q: "how do I get my details erased from your records? and do you collect info from kids",
    cls: "multi",
    expect: "/legal/privacy#your-rights & /legal/privacy#children",
  },
  {
    q: "why do most AI pilots never go live according to your blog, and can you process Hindi text?",
    cls: "multi",
    expect: "/blog/future-of-ai#why-pilots-stall & /services/ai-machine-learning#overview",
  },

  // unanswerable
  {
    q: "revenue figure for FY26 and profit margin, publicly disclosed?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our legal insists on a mutual non-disclosure agreement before sharing specs, is that your standard too",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can the invoice be split into no-cost monthly instalments via our corporate card",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is Nexora bootstrapped or has some fund taken equity in it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a Web3 loyalty token on Polygon, smart contracts included, doable?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "multiplayer racing title for Android with Unreal engine - take it on?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you pay a referral commission to agencies that send clients your way?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which hospital brand was behind that FHIR patient record rollout, name please",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Tanvi Fashion House ke liye aapne jo shop banayi, uska monthly AMC kitne ka hai",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a cafeteria or canteen serving lunch to guests at the lake-side premises",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many engineers quit per year on average, churn %",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we need 25 desktops on hire for a six month project, do you supply hardware rental",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "how hot does it get around the Upper Lake in May", cls: "off-topic", expect: "fallback" },
  {
    q: "give me sql to find the second highest salary from an employees table",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "suggest a good netflix thriller for the weekend", cls: "off-topic", expect: "fallback" },
  { q: "best biryani place near hoshangabad road?", cls: "off-topic", expect: "fallback" },
  {
    q: "convert this paragraph to formal hindi for my letter",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "what documents are needed for a two-wheeler driving licence in MP",
    cls: "off-topic",
    expect: "fallback",
  },
];
