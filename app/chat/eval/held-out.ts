import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-twenty-sixth held-out set, written on 2026-12-05 (session 68) by someone who
 * does not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-twenty-fifth set, scored once, is now `hundredAndTwentyFifthHeldOut` in
 * questions.ts. None of its questions is 75 % alike to a tuning question (character bigrams,
 * punctuation dropped; at most 0.747).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "does this site quietly drop tracking cookies or run google analytics on visitors?",
    cls: "unreachable",
    expect: "/legal/privacy#no-cookies",
  },
  {
    q: "before litigating, do you insist on a month of trying to sort it out amicably, and where would the case finally be heard?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "honestly how long before you wipe a note I sent that never turned into any business?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "telemedicine numbers for that 12-hospital network: how many patients consulted doctors over video?",
    cls: "unreachable",
    expect: "/projects/healthcare#results-title",
  },
  {
    q: "roughly what % off the first year cloud bill do tagging resources and switching off staging at night get you",
    cls: "unreachable",
    expect: "/blog/cloud-trends#1-finops-becomes-a-habit-not-a-project",
  },
  {
    q: "what's this 3-2-1 thing for backups that your security article talks about",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#backups-are-your-last-line-of-defence",
  },
  {
    q: "in your experience why do most machine learning proofs of concept never make it to real use",
    cls: "unreachable",
    expect: "/blog/future-of-ai#why-pilots-stall",
  },
  {
    q: "we're already your customer but I deleted the invitation email for our project workspace, how do I get back in",
    cls: "unreachable",
    expect: "/login",
  },
  {
    q: "thinking of joining — would my parents be on the mediclaim policy too, or just spouse and kids?",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "the ethnic-wear chain with 60 outlets: did shoppers on 4G notice faster pages after your rebuild, by how much?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform#results-title",
  },
  {
    q: "in which year did nexora start its own dedicated security team",
    cls: "unreachable",
    expect: "/about#story",
  },
  {
    q: "how many hours do we get to notify CERT-In after spotting a breach?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#prepare-for-the-bad-day",
  },

  // long
  {
    q: "Hello, we're a family-run textile exporter in Surat, and for about ten years all our billing has lived in Tally plus a pile of Excel sheets that only our senior accountant understands; he retires next spring. Could your people build us something proper that talks to Tally and produces GST invoices without the manual copying?",
    cls: "long",
    expect: "/services/software-development#overview|/services/software-development",
  },
  {
    q: "Our compliance officer keeps reminding us that the customer KYC data of our NBFC must physically stay inside the country because of RBI rules and the new data protection act, while management wants everything on a public cloud by next year. Is that something you can design around, or will it be a problem?",
    cls: "long",
    expect: "/services/cloud-solutions#overview",
  },
  {
    q: "A venture fund is about to put money into our SaaS startup and they've said they want an outside party to go through our code base, our architecture and honestly the engineering team too before they sign the term sheet, we have maybe three weeks. Is this the kind of review you do?",
    cls: "long",
    expect: "/services/it-consulting#overview",
  },
  {
    q: "We're not after a one-off project. We run a logistics product that will keep growing for years and we'd like the same four or five engineers and a tester working alongside our in-house people, in our tools and our time zone. What does that kind of arrangement usually cost each month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I've just pressed submit on the message form on your contact page, described our warehouse app idea in some detail and left my phone number too — what actually happens from here, who reads it and when will somebody come back to me?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "I'm in Bhopal only for a short trip and my weekdays are fully booked with family functions, so I wanted to drop by your office and meet someone in person about a project; would there be anyone there on a Saturday, and until what time?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We manage around a dozen hospitals across the state and every branch has its own software, so a patient who visits two of them has to repeat their whole history and our doctors can't see the other branch's lab reports; insurance claims also get stuck for weeks. Have you solved something like this before?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "Our field sales reps visit kirana stores in villages where there is often no signal at all, and they need to scan product barcodes, take orders and have it all sync when they get back into coverage; right now they write everything on paper. Can you make an app that does that?",
    cls: "long",
    expect: "/services/mobile-development#overview|/services/mobile-development",
  },
  {
    q: "Our engineers have spent years building Jenkins jobs and Ansible playbooks and they get very defensive whenever a consultant suggests ripping everything out for the shiny new thing. If we brought you in to speed up releases, would you keep what we have?",
    cls: "long",
    expect: "/services/devops#questions-title",
  },
  {
    q: "Last quarter two people in our accounts team clicked on fake invoice emails and one of them typed their password into a lookalike page, luckily we caught it. Management now wants all 150 staff taught how to spot this stuff, maybe with some test emails. Do you run that sort of thing?",
    cls: "long",
    expect: "/services/cybersecurity#overview",
  },
  {
    q: "We have a 40-person branch office in Jabalpur with a flaky network and laptops that nobody maintains, and our head office IT guy can't keep driving over there every week. Would your technicians actually come to Jabalpur, or is it only remote help?",
    cls: "long",
    expect: "/services/it-infrastructure#questions-title",
  },
  {
    q: "Four years of Figma work behind me, mainly lending and payments apps, and I live in Kochi with my in-laws so shifting to Madhya Pradesh isn't realistic. The designer opening on your jobs page caught my eye: is it fine to work from Kerala, and what lakh-per-annum band does it pay?",
    cls: "long",
    expect: "/career#product-designer",
  },

  // typo
  {
    q: "ethical hackng of our api + mobile app, r u able to atack it and giv a reprot?",
    cls: "typo",
    expect: "/services/cybersecurity#questions-title",
  },
  { q: "wat time does ur ofice close on satrday", cls: "typo", expect: "/contact" },
  {
    q: "wat r the rupee charges for that 2-3 week plannng studay before the projct",
    cls: "typo",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "which persn startd this compnay originaly in bhopal",
    cls: "typo",
    expect: "/about#team|/about#story",
  },
  {
    q: "will there be downtym when u move our databse to aws",
    cls: "typo",
    expect: "/services/cloud-solutions#questions-title",
  },
  {
    q: "nexora itslef holds 27001 sertification or not? sinse wen",
    cls: "typo",
    expect: "/about#story|/",
  },
  {
    q: "persnalised 'you may also like' sugestions for shopers on our store, cn u do that",
    cls: "typo",
    expect: "/services/ai-machine-learning#overview",
  },
  {
    q: "crossplatfrom saves how much mony compard to swift+kotlin sepratly",
    cls: "typo",
    expect: "/services/mobile-development#questions-title",
  },
  { q: "whcih floor and bulding on hoshangbad rd r u in", cls: "typo", expect: "/contact" },
  {
    q: "powerbi reprots from our erp - how many weks til the intial one is live",
    cls: "typo",
    expect: "/services/data-analytics#questions-title",
  },
  {
    q: "do u sell my emial to marketers - privcy question",
    cls: "typo",
    expect: "/legal/privacy#how-we-use-it",
  },
  {
    q: "our cto wnats k8s for a tiny app with 3 contaners, overkil or not?",
    cls: "typo",
    expect:
      "/services/devops#questions-title|/blog/cloud-trends#5-kubernetes-but-only-where-it-earns-its-keep",
  },

  // vocabulary
  {
    q: "kal subah aapse face to face baat karni hai, pata bhejo Nexora wale",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "chandni chowk mein lehenga ki shop hai, ab online bhi bechna hai, website bana doge?",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "fresher nahi hoon, 3 saal ka experience hai — abhi kaun kaun si posts pe bharti chal rahi hai?",
    cls: "vocabulary",
    expect: "/career#open-roles",
  },
  {
    q: "budget tight hai yaar, fixed price waala contract kitne lakh se shuru hota hai?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "pichhle mahine ransomware ne hamara data lock kar diya tha, ab aisa dobara na ho iske liye kya karoge",
    cls: "vocabulary",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "who calls the shots at nexora, like the guy at the very top",
    cls: "vocabulary",
    expect: "/about#team",
  },
  {
    q: "we just need a part-time tech head, not a full hire. do you rent one out?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "purchase approvals ke liye abhi bhi chaar signature aur kaagaz chalta hai, isko automate karwa sakte hain?",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "our leave rules and travel policy live in 40 scattered PDFs — could some AI helper answer staff from them and show where it found it?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning#overview",
  },
  {
    q: "hardware warranty khatam ho gayi, naya rack kharidne ke bajaye cloud migration ka socha hai, madad karoge?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "every deploy eats up our whole weekend, can you fix that mess",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "hamare customers gaon ke hain, site ka matter unki bhasha mein bhi dikhana hai, dual language ho jayega?",
    cls: "vocabulary",
    expect: "/services/web-development#overview",
  },

  // ambiguous
  {
    q: "can you also come up with a logo and brand colours for us?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design#overview",
  },
  {
    q: "for testing with users, how many people should we line up?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design#questions-title",
  },
  {
    q: "what's the process if I want to get hired",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "can I get a team that works only on my product",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "where does my data end up when I fill the quote form",
    cls: "ambiguous",
    expect: "/legal/privacy#data-location",
  },
  {
    q: "the budget I choose in the quote form, is that what I'll be charged?",
    cls: "ambiguous",
    expect: "/legal/terms#enquiries",
  },
  {
    q: "what's the paid time off like at nexora and are we expected to reply to slack while on holiday",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "as your client, where do I see our sprint plan, documents and invoices online?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "can you get us certified as well?",
    cls: "ambiguous",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "is there any warranty once the software is delivered",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "what have CIOs and CTOs you've worked with actually said about nexora, any quotes?",
    cls: "ambiguous",
    expect: "/#testimonials",
  },
  {
    q: "what's the recovery plan if a whole cloud region goes down",
    cls: "ambiguous",
    expect:
      "/services/cloud-solutions#overview|/blog/cloud-trends#6-resilience-is-tested-not-assumed",
  },

  // multi
  {
    q: "where exactly is your office, and what number do I ring?",
    cls: "multi",
    expect: "/contact & /contact",
  },
  {
    q: "ballpark monthly spend if we keep six of your engineers long term; also how long does the upfront scoping study run?",
    cls: "multi",
    expect: "/services#pricing & /services#pricing|/contact#next-steps",
  },
  {
    q: "who owns the source code when you finish, and will you put the app on the play store for us?",
    cls: "multi",
    expect:
      "/services/software-development#questions-title & /services/mobile-development#questions-title",
  },
  {
    q: "do you do pentests, and separately can you walk us through getting ISO 27001?",
    cls: "multi",
    expect: "/services/cybersecurity#questions-title & /services/cybersecurity#questions-title",
  },
  {
    q: "pay range for the data engineer job? and where do I send my CV",
    cls: "multi",
    expect: "/career#data-engineer & /career#how-to-apply",
  },
  {
    q: "name of the woman heading your engineering, and is she also the author of the 2027 cloud piece?",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends",
  },
  {
    q: "how many weeks for a marketing site, and can our team edit pages later without you?",
    cls: "multi",
    expect:
      "/services/web-development#questions-title|/contact#faq & /services/web-development#questions-title",
  },
  {
    q: "which BI tools do you use, and do we even need a warehouse for our data?",
    cls: "multi",
    expect:
      "/services/data-analytics#technologies-title & /services/data-analytics#questions-title",
  },
  {
    q: "do you set any cookies, and can I get a copy of whatever you hold about me?",
    cls: "multi",
    expect: "/legal/privacy#no-cookies & /legal/privacy#your-rights",
  },
  {
    q: "what did the fintech gain from the security work and how long did it take you",
    cls: "multi",
    expect: "/projects/security-infrastructure#results-title & /projects/security-infrastructure",
  },
  {
    q: "is nexora serving anyone in Australia or the Gulf, and how many years old is the firm?",
    cls: "multi",
    expect: "/#global-presence & /about#story|/",
  },
  {
    q: "is your help desk open at weekends, and will you send someone on-site to Sagar?",
    cls: "multi",
    expect:
      "/services/it-infrastructure#questions-title|/contact & /services/it-infrastructure#questions-title",
  },

  // unanswerable
  {
    q: "what kind of money does nexora make each year, sales and profit numbers please",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "planning an IPO on NSE anytime soon? want to invest early",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is your team able to set up a DAO on ethereum for our gaming community",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a reseller or partner programme for agencies like ours",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our trust runs schools for tribal kids, is there concessional pricing for section 8 companies",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which udyam msme registration number should I put on our vendor onboarding form for you",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which certification body audited nexora for its ISO 27001 certificate",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora publish an ESG report or have a carbon-neutral pledge",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "have you delivered projects for state government departments through tenders",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "would your CEO come give a guest lecture at our MBA college in Gwalior",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which hospital was your very first client, what's it called?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what uptime percentage do you guarantee in writing in your support contracts, 99.9 or more?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "translate 'the meeting is postponed to Monday' into Marathi",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write a short poem about my cat sleeping on the keyboard",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how many calories are in two samosas with chutney", cls: "off-topic", expect: "fallback" },
  { q: "where can I get the best poha in Indore", cls: "off-topic", expect: "fallback" },
  {
    q: "how do I reverse a list in python without using reverse()",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "list five indoor plants that survive with hardly any sunlight",
    cls: "off-topic",
    expect: "fallback",
  },
];
