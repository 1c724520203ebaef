import type { EvalQuestion } from "./questions";

/**
 * The seventy-fifth held-out set, written on 2026-12-04 (session 53) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * seventy-fourth set, scored once, is now `seventyFourthHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.720).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "twelve-hospital job: from kickoff to the last branch going live, how many months in total?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "what database was the logistics company running before you moved them to aws and how big was it",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "For the fashion retailer you rebuilt the shop for, how quick are the pages on a phone now?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "in that 2027 cloud piece, which environments do you say should be powered off overnight",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "that growing-business security post sets a deadline for patching critical bugs on internet-exposed boxes, is it 48 hrs or a week?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "before arjun mehta set this firm up, what was he doing for a living",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "vikram, the ethical hacker on your leadership page \u2014 is he in bhopal as well or some other town",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "when you run usability sessions, how many participants per round?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "your pentest report came back, we closed the holes, does a retest cost extra with you lot",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "say there's a legal disagreement about content on nexora.example, which town's courts get to decide it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "my enquiry from last year, is it still sitting in your database or does it get purged at some point",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "what was the very first thing nexora built, back when it was five people",
    cls: "unreachable",
    expect: "/about",
  },

  // long
  {
    q: "So my cousin runs a few clinics around Jabalpur and over dinner we got talking about how every branch uses a different system and patients have to repeat their history each time, and he asked me to find someone who has genuinely done this for hospitals before. Have you?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I'm coming to Bhopal next month for a family wedding and thought I might drop in to talk about our app in person, because I prefer meeting people face to face, but my weekdays are completely packed with ceremonies, so would anybody actually be there on a Saturday?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "our team lead is obsessed with putting everything on k8s because the big tech companies do, and frankly half of us can't name the problem it solves for six small services humming along on two VMs, so be straight with me, is it worth it for us?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "We're a small NBFC with compliance people watching everything, the board got nervous after reading about leaks in the papers, and in the last meeting somebody asked whether our borrowers' records would stay inside India if we shift to the cloud with your help. Would they?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "I got burned by an agency in Noida that vanished with our source code and left us with nothing but a login to a server nobody could access, so before we even get to money I need to know: when you build something for us, who actually owns the code at the end?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "our legal department makes me go through every vendor's website before we sign anything, which is tedious but whatever, and one item on their checklist is about tracking, so I have to report back whether your site puts cookies or analytics scripts on people who visit it",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "We have a rough idea for a B2B ordering app, nothing written down yet, and our MD wants to know what the very first step costs before he approves even a call, because a consultancy once billed us three months of 'analysis' for nothing. What do you charge for that initial study?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "finished college four years ago, since then writing SQL and Python in a bank's analytics team and building Airflow jobs mostly, getting a bit bored honestly, and my wife and I are thinking of moving back to MP to be near our parents, is there something at your place that would fit me?",
    cls: "long",
    expect: "/career#data-engineer",
  },
  {
    q: "The last vendor we hired went silent for two months and then showed us something completely different from what we asked for, my boss nearly lost his job over it, so I'm wary this time around. While you're building, how often would we actually get to see the thing working?",
    cls: "long",
    expect: "/services#process|/services/software-development",
  },
  {
    q: "i've quit most social media, deleted nearly all of it, but i still like reading what engineers at firms like yours write about their work and i do everything through an old fashioned feed reader, so is there a way to subscribe to your articles in one of those",
    cls: "long",
    expect: "/blog",
  },
  {
    q: "Our biggest enterprise customer just sent us a vendor security questionnaire the size of a phone book and says from next year every supplier needs a proper certification, and nobody here has ever been through one, we're about forty people. Can you actually get us certified?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "we signed with you guys a few weeks back and the kickoff was fine, but then IT swapped my machine and somewhere along the way the invite mail from our PM to your online workspace with the plan and the invoices got lost, how do I get into it again?",
    cls: "long",
    expect: "/login",
  },

  // typo
  { q: "wher exactly is ur ofcie on hoshangbad rd, which florr", cls: "typo", expect: "/contact" },
  {
    q: "we need a penetraton tset of our loan apps API, do ur cybersecurty ppl do tht",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "shoud our moble app be natve or crossplatfrom, wat do u recomend",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "exisitng custmer here, wheres the clinet portel sign in", cls: "typo", expect: "/login" },
  {
    q: "does ths webiste put cookeis or trakers on my laptp",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "we make auto parts, wnat to go paperles - digitl transformtion consultng?",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "that kurta shop onlien stor projct you did, whats the reslt",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "can u bild a machien lerning modle to foercast sales for diwali",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  { q: "naem of the fonuder / cheif executive at ur compny?", cls: "typo", expect: "/about" },
  {
    q: "cn you set up jenkns or gitub actions pipleines for us, devpos consultng",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "SOC analayst vacansy - is it rotatng shifts and in bhopl?",
    cls: "typo",
    expect: "/career#security-analyst",
  },
  {
    q: "infrastucture helpdesk suport for our ofice of 50 ppl",
    cls: "typo",
    expect: "/services/it-infrastructure",
  },

  // vocabulary
  {
    q: "need someone to look after our office network and fix the wifi whenever it dies",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our angel syndicate wants an outside engineer to poke at a seed company's repo and architecture before the term sheet, doable?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "can we rent a squad of your devs long-term that sits in our standups",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "blue-green releases, feature toggles, auto rollback - you do that kind of thing?",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "clickable mockups and wireframes for a fintech app before dev starts",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "help us get rid of excel hell and the paper registers in our plant",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "MIS reports and power bi stuff for the management team",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "bhai saturday ko aapke yahan koi milega kya, kitne baje tak?",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "hamare purane oracle wale servers cloud pe shift karne hain, kar doge?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "flutter ya react native mein banate ho ya alag alag native? hamari dukaan ke liye app chahiye",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "website pe jo form bharte hain uska data kahan jata hai, bahar to nahi bhejte?",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },
  {
    q: "designer ki naukri hai kya, ghar se kaam kar sakte hain?",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },

  // ambiguous
  {
    q: "after launch do you just disappear or is there some arrangement with response times",
    cls: "ambiguous",
    expect: "/contact#faq|/services#process",
  },
  {
    q: "security question: what does this site keep about me when I browse it?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "tell me about the migration you did for the trucking firm",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "this discovery thing you mention, how many weeks is it",
    cls: "ambiguous",
    expect: "/services|/contact",
  },
  {
    q: "I'm a figma person, anything going on the design side currently",
    cls: "ambiguous",
    expect: "/career#product-designer",
  },
  { q: "I'm already a customer, where's the portal", cls: "ambiguous", expect: "/login" },
  {
    q: "what platform is behind the kurta retailer's web shop, shopify or custom?",
    cls: "ambiguous",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "got anything I can read about keeping cloud bills down?",
    cls: "ambiguous",
    expect: "/blog/cloud-trends|/blog/category/cloud",
  },
  {
    q: "on the fixed option, are the terms 50% upfront or tied to milestones?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "when the new system is switched on, do you teach our floor people how to use it",
    cls: "ambiguous",
    expect: "/services#process|/services/digital-transformation",
  },
  {
    q: "apart from helping clients, does your own firm hold a security certificate, and since which year?",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "do you do reviews of an existing app's usability",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },

  // multi
  {
    q: "ring you on which number? and is flutter something your mobile folks use",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "the article about moving AI from pilot to daily work: whose byline is it, and what's that person's title at nexora",
    cls: "multi",
    expect: "/blog/future-of-ai & /about",
  },
  {
    q: "ballpark monthly cost for time and materials, and how do i log in to the client area",
    cls: "multi",
    expect: "/services#pricing & /login",
  },
  {
    q: "how much did you save the logistics client on infra, and do you do finops reviews for others",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "Is your website cookie-free? Also where is your registered office?",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "who's the CTO, do you coach teams on devops, and can I see the fintech security case",
    cls: "multi",
    expect: "/about & /services/devops & /projects/security-infrastructure",
  },
  {
    q: "pay band for the SOC analyst opening, plus do you have a sales forecasting case study",
    cls: "multi",
    expect: "/career#security-analyst & /projects/ai-analytics",
  },
  {
    q: "how much did the hospitals cut waiting times, and what email do I write to",
    cls: "multi",
    expect: "/projects/healthcare & /contact",
  },
  {
    q: "screen-reader and keyboard accessibility on our portal, is that your thing? plus which continents do you have customers on",
    cls: "multi",
    expect: "/services/ui-ux-design|/services/web-development & /about|/",
  },
  {
    q: "fixed price range in dollars? and how many weeks for a simple marketing site",
    cls: "multi",
    expect: "/services#pricing & /services/web-development|/contact#faq",
  },
  {
    q: "do you do pen testing and what happens after I send the contact form",
    cls: "multi",
    expect: "/services/cybersecurity & /contact",
  },
  {
    q: "can I reuse excerpts of your blog posts on my own site, and what's the newest article",
    cls: "multi",
    expect: "/legal/terms & /blog",
  },

  // unanswerable
  {
    q: "our lawyers insist on a mutual NDA on our template before we show you the pitch deck, ok with you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many crores did the company turn over in FY26",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could we settle your bills in USDT or bitcoin instead of rupees",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is the lakeview building wheelchair friendly, is there a lift up to the third floor",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are there employee stock options at nexora or is it salary only",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora itself ever suffered a data breach or ransomware hit",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do new joiners get a macbook or a windows machine on day one",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora run a bug bounty for its own systems",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which colleges do you recruit final-year students from, is MANIT on the list",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the sum insured on your professional indemnity policy",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "out of your 120 people, how many sit in the indore area",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who is the account manager on the harbourline logistics engagement, can I have their name",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "recommend a gripping thriller for a 14 hour train ride to delhi",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "suggest a sourdough starter feeding schedule for humid weather",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "my nephew's science fair volcano keeps fizzling out, baking soda ratio tips?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "is it safe to drive from pachmarhi to satpura at night in july rains",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "whats a rhyme for orange that isnt a cheat, asking for my poem",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "my tulsi plant leaves are turning yellow, what should i do",
    cls: "off-topic",
    expect: "fallback",
  },
];
