import type { EvalQuestion } from "./questions";

/**
 * The ninety-eighth held-out set, written on 2026-12-04 (session 59) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The ninety-seventh
 * set, scored once, is now `ninetySeventhHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.735).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "In that hospital software job, roughly how many telemedicine calls happened in the first twelve months?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "kurta retailer storefront you redid - median seconds for a page to open on mobile data afterwards?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "that 4000-employee logistics client, the big database cutover window was how long exactly, and did it overrun?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "The goods distributor with 9000 retailers: how fresh is their data now versus before you came in?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "how quickly does that lending startup now spot a breach, in minutes, after your work?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "What's the mediclaim amount you give staff, and are parents also covered?",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "If I ask you to hand over all data you hold on me, within how many days must you reply?",
    cls: "unreachable",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "say I have a legal complaint about content on nexora.example \u2014 Indian law? which district's judges decide it?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "is the 90 minute practical round a live pairing thing, or do I have homework to finish unpaid?",
    cls: "unreachable",
    expect: "/career#hiring-process",
  },
  {
    q: "how many hospital employees were trained during the rollout of the patient records system",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "If I submit the contact form while offline, how long does my browser hold on to it before giving up?",
    cls: "unreachable",
    expect: "/legal/privacy#browser-storage",
  },
  {
    q: "that blog piece by Vikram mentioned a reporting deadline to the government after a cyber attack, what was the window?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },

  // long
  {
    q: "So we are a mid-sized pharma distributor in Indore, been running on Tally and excel for years, our MD keeps saying we need proper dashboards, the sales team and accounts never agree on figures, honestly I'm not sure where to even begin, can you people build a reporting setup for us?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "hi, I run a chain of three coaching institutes, right now students register on paper forms and our staff types everything into sheets, fee receipts also manual, my nephew says we should 'go digital' whatever that means, is this something your company handles end to end including training my staff?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Our app was made four years back by a freelancer who has vanished, it crashes a lot on newer Android phones, Play Store keeps sending policy warnings and customers leave one-star reviews. Before we throw it all away, could your team rescue it?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Long story short, our board wants a neutral second opinion before we sign a big ERP vendor contract next quarter, the vendor is pushing hard and our own IT head seems biased, we need someone who takes no commission from anybody, do you do that kind of thing?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "We have about 80 employees across two floors, the wifi keeps dropping during client calls, nobody knows where backups are, laptops aren't patched, and our only IT guy just resigned. Can you take over day to day support for an office like ours?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I've been reading about ransomware hitting firms our size lately and frankly it keeps me up at night; our auditors also flagged that we've never had anyone attack-test our systems. What exactly would your team do first if we engaged you?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "ok so the thing is, we release our SaaS maybe once a month because deployments are manual and scary, the last release broke login for a whole day, developers are frustrated, and management wants faster shipping. Is there a service where you automate all this and coach the team?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "We're a D2C skincare brand and our support inbox gets hundreds of repetitive WhatsApp and email queries daily about order status and ingredients, wondering whether some assistant fed with our own FAQs and policies could handle them without making stuff up",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Before anything else I want to understand money. We're a seed-funded startup and our product scope will keep shifting as we talk to customers, so a fixed quote makes no sense to me. What would paying month by month for a team look like with you?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "my father started our garments export business, he's old school and i'm trying to modernise; we need a nice site that shows our catalogue, works on mobiles, ranks on google, and lets our staff update products without calling a developer every time. timeline roughly?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "We've got a working product but users keep getting lost in the signup flow, support tickets are full of 'where do I click' complaints, and our in-house devs are solid but nobody is a designer. Could you research and redesign the screens even if our own developers build it?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "I filled the enquiry form on your site yesterday evening and my boss is asking what happens now, whether someone will ring us, how long till a proposal, and whether there's a paid first step. Can you walk me through the sequence?",
    cls: "long",
    expect: "/contact#next-steps",
  },

  // typo
  { q: "lakeveiw tech centre which floor r u on, hoshangabad rd", cls: "typo", expect: "/contact" },
  {
    q: "pentst report n free retst of fixd issues, u provide?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "shiftng our servr room to azur, will sites go offlin durin the move",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "androd + iphone app both, swift kotlin or crossplatfom wat do u sugest",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "2-3 week discvery study, wats the fee in rupes", cls: "typo", expect: "/services#pricing" },
  {
    q: "arjun mehta bio - wher did he wrk befor startin ur compny",
    cls: "typo",
    expect: "/about#team",
  },
  {
    q: "dbt snowflake airflow jobs at nexora? hybrid? pay bnd?",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "is any facebok pixl or analytcs scrpt runing on ur pages watchin me",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "metabse or powerbi reprts frm our ERP dta, 4-6 weks?",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "canary relese n auto rolback setup for our deplymnts",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "recomendation engin for our ecomerce site",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "tally + GST invoicng integraton in a custm app we want",
    cls: "typo",
    expect: "/services/software-development",
  },

  // vocabulary
  {
    q: "do you guys do VAPT and ethical hacking?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we're non-technical founders, can someone sit in as interim technology leader a few days a month?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "kya aap humara purana legacy software naya bana sakte ho?",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "cloud kharcha har mahine badhta ja raha hai bhai, FinOps wala kaam karte ho kya?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "looking for a BI vendor to automate our MIS reports",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "GenAI bot over our internal SOPs and HR policy docs, doable?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do you do website AMC, hosting plus monthly small changes?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "L1 helpdesk outsourcing for our branch office staff",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "office ko paperless karna hai, e-sign aur digital files chahiye",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "got any openings for SOC folks, fine with night shifts",
    cls: "vocabulary",
    expect: "/career#security-analyst",
  },
  {
    q: "figma mockups and a clickable demo before any coding?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  { q: "who's the boss of your infosec vertical?", cls: "vocabulary", expect: "/about#team" },

  // ambiguous
  {
    q: "migration",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "ballpark charges", cls: "ambiguous", expect: "/services#pricing" },
  { q: "sending a resume", cls: "ambiguous", expect: "/career#how-to-apply" },
  {
    q: "audit",
    cls: "ambiguous",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  { q: "hospital", cls: "ambiguous", expect: "/projects/healthcare" },
  { q: "timings?", cls: "ambiguous", expect: "/contact" },
  {
    q: "forecasting",
    cls: "ambiguous",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  { q: "your story", cls: "ambiguous", expect: "/about#story" },
  { q: "portal access", cls: "ambiguous", expect: "/login" },
  { q: "erase my data", cls: "ambiguous", expect: "/legal/privacy" },
  { q: "k8s worth it?", cls: "ambiguous", expect: "/services/devops|/blog/cloud-trends" },
  { q: "festive rush", cls: "ambiguous", expect: "/projects/ecommerce-platform" },

  // multi
  {
    q: "Is your security head actually certified, and can you get us through ISO 27001?",
    cls: "multi",
    expect: "/about#team & /services/cybersecurity",
  },
  {
    q: "How long does a website take to build, and who owns the code afterwards?",
    cls: "multi",
    expect: "/services/web-development & /services/software-development",
  },
  {
    q: "what's the range for a fixed-price project, and do you keep supporting after go-live?",
    cls: "multi",
    expect: "/services#pricing & /contact#faq",
  },
  {
    q: "Tell me about the fintech security case study, and separately what your pen testing service covers",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "Are you open Saturdays? also where do I send my CV",
    cls: "multi",
    expect: "/contact & /career#how-to-apply",
  },
  {
    q: "Which cloud providers do you work with, and have you written anything on cloud cost trends?",
    cls: "multi",
    expect: "/services/cloud-solutions & /blog/cloud-trends",
  },
  {
    q: "Priya Sharma's role at Nexora, plus the article she authored about 2027?",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends",
  },
  {
    q: "what goes into my browser's local storage from your pages, and where must legal disputes be filed?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "native vs cross platform, how much cheaper? and can your team also design the screens",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "What tools powered the distributor's forecast dashboards, and do we even need a warehouse for ours?",
    cls: "multi",
    expect: "/projects/ai-analytics & /services/data-analytics",
  },
  {
    q: "Do you do process digitisation for healthcare, and what results did the hospital chain get?",
    cls: "multi",
    expect: "/services/digital-transformation & /projects/healthcare",
  },
  {
    q: "what does your devops practice offer clients, and are you hiring devops engineers?",
    cls: "multi",
    expect: "/services/devops & /career#cloud-devops-engineer",
  },

  // unanswerable
  {
    q: "Are you a Salesforce Platinum consulting partner?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many of your engineers quit each year, roughly what percentage leave?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "solidity code review for our crypto exchange before mainnet, possible?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "pichle saal company ne kitna paisa kamaya, balance sheet dikha sakte ho?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "mid-project termination: is the milestone money we already paid returned in full?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can your studio build a multiplayer ludo style game with in-game coins?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can I buy shares of your firm on the stock exchange, IPO planned?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I'm a Kenyan developer, would you relocate me and handle immigration paperwork?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "What's your net promoter score from clients?", cls: "unanswerable", expect: "fallback" },
  {
    q: "embedded C on microcontrollers for our smart meter hardware, you do that?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has any private equity fund put money into Nexora, who owns what stake?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What interest do you charge if we pay the project cost in EMIs?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "which mutton dish is Bhopal famous for, any street near the old city?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how does DRS work in cricket when the umpire gives lbw",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "convert 68 fahrenheit into celsius please", cls: "off-topic", expect: "fallback" },
  { q: "write a sweet birthday wish for my wife in Hindi", cls: "off-topic", expect: "fallback" },
  {
    q: "suggest a good trekking route in Himachal for December",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do I remove rust stains from steel utensils", cls: "off-topic", expect: "fallback" },
];
