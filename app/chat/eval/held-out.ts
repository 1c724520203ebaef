import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-sixth held-out set, written on 2026-12-04 (session 60) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-fifth set, scored once, is now `hundredAndFifthHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "our call centre recordings are mostly in Hindi, could your ML folks transcribe and tag them automatically",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "in a usability round how many real users try the prototype?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "once our devs patch whatever your pen testers report, is the re-check included or billed separately",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "logistics company moved to AWS, what % did their infrastructure spend fall by",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "festive storefront for the 60-store clothing chain - what load time did shoppers on mobile data end up getting",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "12-hospital group - claim settlement went from 15 days down to what?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  { q: "any clients of yours in saudi or qatar?", cls: "unreachable", expect: "/" },
  {
    q: "jurisdiction clause: suppose I sue over something on nexora.example, where would the case be heard",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "I wrote to you via the enquiry form last spring; is my note still sitting on your server or purged after some period",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "Vikram Rao's post on protecting growing firms gives a patching target for exposed servers, what is it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "for the Bhopal monitoring centre vacancy would I be doing night rotations, and is extra pay given",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "can the analytics team put dashboards inside our own customer portal so each customer sees only their numbers",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },

  // long
  {
    q: "We are a mid-sized auto parts manufacturer near Pune and every department keeps its production and sales figures in separate excel sheets that never match, so could you set something up where management finally sees one trusted set of numbers?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "my father runs a group of clinics and patients keep complaining about long queues and repeating their history at every visit, so we are thinking of one system for appointments and records, have you built something like that before?",
    cls: "long",
    expect: "/projects/healthcare|/services/software-development",
  },
  {
    q: "Hello, I look after IT for a school trust with two campuses and the wifi keeps dropping, nobody manages the laptops and honestly no one knows where the backups are, is that the kind of day to day support you provide?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we have an old react native app that crashes all the time and got warnings from the play store, instead of throwing it away could your team rescue it and bring it up to the current store requirements",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Just so I know what I'm signing up for: after submitting my project details, who reads them, roughly when does a reply land in my inbox, is there a phone conversation, and do I have to pay for some initial study before anything gets built?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "we are in the middle of a funding round and the lead investor has asked for an independent technical look at our product's codebase, architecture and engineering team, is that a service you offer?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "I completed my degree last year and have spent around two years in a security operations centre, I want to know how your selection process goes, how many rounds there are and whether I'd have to do an unpaid take-home task",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we're an RBI regulated lending startup and a partner bank has told us we must be ISO 27001 certified before they renew our contract, how would you get us ready for that audit in time?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Our deployments are manual scripts run by one senior guy on Saturdays, half the time production goes down afterwards, and my CTO wants automated pipelines with rollbacks so the team can push updates daily, can you get us there?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "our purchase requests are still paper forms that need four signatures and take almost a week, management wants everything moved to digital approvals but the staff are pushing back, how do you usually handle that?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "I run a small D2C skincare brand, our current site is slow on phones and doesn't show up on Google at all, and we'd also like a Hindi version for customers back home, is this something you'd take on?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "we signed with you a couple of months ago and I want to check how the project is progressing and download the latest invoices, where exactly do I sign in for that?",
    cls: "long",
    expect: "/login",
  },

  // typo
  {
    q: "need a vulnerabilty assesment and pentset for our webapp",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "wher exactly is ur bhopal offic located, landmark?", cls: "typo", expect: "/contact" },
  {
    q: "predictiv modl to forcast stok for diwali season",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "shifitng our on-premis servers to azzure, will there be outage",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "does ths website trak visiters or store cookis on my browsr",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "usabilty reserch and wirefrmes for our saas dashbord",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "how much lakh per anum for the data enginner post", cls: "typo", expect: "/career" },
  { q: "nexora ka fouding CEO kaun hai, bio?", cls: "typo", expect: "/about" },
  { q: "wat r ur prising modles", cls: "typo", expect: "/services" },
  {
    q: "githb actons and terrafrom automaton for deploymnts",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "andriod + ios app for our retail chian, nativ or cross platfrom?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "finops and sovereign regons artcle on ur blog", cls: "typo", expect: "/blog/cloud-trends" },

  // vocabulary
  {
    q: "coaching classes ke liye ek acchi si site bana doge? students zyada tar phone se dekhte hain",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "fixed price project ka budget lakh mein approx kitna rehta hai",
    cls: "vocabulary",
    expect: "/services",
  },
  {
    q: "hackers se apna system kaise bachaye, koi security wala service hai?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "bhai full stack developer ki jagah khali hai kya tumhare yahan",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "sab branch ka hisaab ek screen pe dikhe aisa report bana sakte ho?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we need a part-time tech boss, like a hired CTO for a few days each month",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "computer wala support and LAN wiring for our new office floor",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "internal helper that looks through our HR policy documents and gives employees answers with the source",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "kapde ki online dukaan kholni hai, stores ka stock bhi dikhe",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "who sits at the top of nexora, the person in charge", cls: "vocabulary", expect: "/about" },
  {
    q: "godown ke kagaz wale registers hata ke e-sign aur digital forms lagwane hain",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "saturday dopahar ko aa sakte hain milne, timing kya hai",
    cls: "vocabulary",
    expect: "/contact",
  },

  // ambiguous
  {
    q: "finance is shocked at what we pay Amazon for servers each month; can rightsizing and savings plans help",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "from kickoff, roughly when would our sales team get their initial BI report",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "sent my resume to the careers inbox on Monday, when should I expect to hear",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "if our office printer and network fail, till what time will your support desk pick up",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/contact",
  },
  {
    q: "as staff, which part of the working day must I be online, or is it fully flexible",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "that initial 2-3 week study before building, how many rupees",
    cls: "ambiguous",
    expect: "/services|/contact",
  },
  {
    q: "the Figma/UX opening: must I relocate to Bhopal or is it remote",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "if we only want a second opinion on our system design, how many weeks is that engagement",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "per the contract, who owns the source code you write for us",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "do you check our cloud configuration against CIS benchmarks",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "how long did the logistics client's migration take end to end",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "we only have 2 years of sales records, is that enough history for an ML forecast",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },

  // multi
  {
    q: "where's your office, and separately do you help companies get ISO 27001?",
    cls: "multi",
    expect: "/contact & /services/cybersecurity",
  },
  {
    q: "first wireframes and user testing, then the actual ios + android build, both by you?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "what job openings do you have and how big is the team overall",
    cls: "multi",
    expect: "/career & /about",
  },
  {
    q: "monthly price of a dedicated team + what happens after a message is sent on the contact page",
    cls: "multi",
    expect: "/services & /contact",
  },
  {
    q: "do we really need kubernetes? also can you set up an azure landing zone",
    cls: "multi",
    expect: "/services/devops & /services/cloud-solutions",
  },
  {
    q: "are my visits here being logged by analytics tools, plus if a disagreement arises about the site which jurisdiction applies",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "tell me what you did for the hospital chain and for the clothing retailer",
    cls: "multi",
    expect: "/projects/healthcare & /projects/ecommerce-platform",
  },
  {
    q: "what year did nexora start, and is there an rss feed for your articles",
    cls: "multi",
    expect: "/about & /blog",
  },
  {
    q: "power bi dashboards plus a model that forecasts stock demand, can you do both",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "phishing training for our staff; also a helpdesk for about 40 laptops",
    cls: "multi",
    expect: "/services/cybersecurity & /services/it-infrastructure",
  },
  {
    q: "koi data engineer ki vacancy hai? aur company ka mission kya hai",
    cls: "multi",
    expect: "/career & /about",
  },
  {
    q: "are you open on sundays, and where do existing clients log in",
    cls: "multi",
    expect: "/contact & /login",
  },

  // unanswerable
  {
    q: "how many government department projects has nexora completed so far",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how profitable is nexora, give me last year's crore numbers",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you take summer interns from engineering colleges",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can I buy nexora shares, IPO plans?", cls: "unanswerable", expect: "fallback" },
  { q: "how many women work at your company", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you run SAP ABAP training courses for individuals",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if my cousin's company hires you because of me do I earn any finder's fee",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which bank account should I wire the advance payment to",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can I take a franchise of nexora in nagpur", cls: "unanswerable", expect: "fallback" },
  {
    q: "does nexora sponsor any local cricket tournaments",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what do ex-employees say about working at nexora on ambitionbox",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "need the founder's private cell so I can message him directly",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "monsoon forecast for madhya pradesh next week", cls: "off-topic", expect: "fallback" },
  { q: "jalebi ki chashni kitne taar ki honi chahiye", cls: "off-topic", expect: "fallback" },
  { q: "rcb ne last season trophy jeeta kya", cls: "off-topic", expect: "fallback" },
  {
    q: "my chemistry homework: balance the equation for burning propane",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "convert this sentence to tamil: see you next week", cls: "off-topic", expect: "fallback" },
  {
    q: "my budgie keeps plucking its feathers, what should I feed it",
    cls: "off-topic",
    expect: "fallback",
  },
];
