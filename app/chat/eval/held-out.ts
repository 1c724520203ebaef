import type { EvalQuestion } from "./questions";

/**
 * The eighty-ninth held-out set, written on 2026-12-04 (session 56) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The eighty-eighth
 * set, scored once, is now `eightyEighthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.744).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "that fintech lender you locked down, once it was live how many minutes on average before an incident got noticed?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "after moving the transport company onto aws what uptime % did they actually get in year one",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "our own store crawls on 4g; what mobile load time did you get for that 60-store fashion brand after the relaunch",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "for the distributor with 9k retailers, how old is the data in their dashboards now compared to before",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "12-hospital project: insurance claims used to take how many days and what is it now",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "we only have tally + one crm. realistically when would the first dashboard be ready",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "if the pentest report lists issues and our devs fix them, do you charge again to verify the fixes?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "SOC analyst opening — rotating shifts? any allowance for that?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "none of the openings fit me but i'd still like to send my resume. how long do you keep it on file",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "say I message you through the site and nothing comes of it — is my name and number purged after some months or kept forever?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "my compliance guy says the govt wants breach reports within hours not days, your security write-up mentioned a cert-in window, what was it exactly",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "roughly what % do we save going flutter/react native instead of two separate native apps",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },

  // long
  {
    q: "We are a mid-sized pipe fittings manufacturer near Mandideep and honestly every purchase request still goes around on paper, it needs four signatures and sometimes takes a week, my MD keeps asking why we can't just do it on the phone like other companies, so is this something your team can set up for us end to end including training the staff?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "So long story short, we paid a freelancer last year to build our booking platform, he got it about 70% done and then stopped replying, we have the github repo and a half-working staging server, before we throw it all away I want to know if a company like yours would pick up someone else's code and finish it",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "i run a coaching institute in jabalpur with around 800 students and parents keep complaining our site is english only and breaks on their phones, we want a proper new website where our office staff can add notices themselves and it should work in hindi too, can you guys do that",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "our finance head flagged yesterday that the amazon web services invoice went up nearly 60 percent in a year even though traffic hasn't really grown, nobody in the team knows which servers are even still needed, I'm looking for someone who can go through it and bring the spend down without breaking production",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "We're shifting from our current place in MP Nagar to a bigger two-floor space next month and need the whole thing sorted before staff move in, network cables, wifi that actually reaches the conference room, a firewall and a video call setup for the boardroom — do you handle that kind of job?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Quick context: my family office is weighing a sizeable cheque into a B2B software company, their pitch deck claims the product scales to lakhs of users but frankly we can't judge that, we'd want an outside engineer to dig through their repo and talk to their developers first and give us a written opinion — does Nexora take on such assignments?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "every time we push a new version of our app it takes the whole team a saturday, somebody follows a word document checklist, half the time something breaks and we roll back by hand, my developers are exhausted, what would you do differently to fix this",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "hi, I graduated in design 3 years back and have been doing app and web ui at a small agency in nagpur, I saw you're looking for a product designer, I can't relocate because of family, would that role let me work from home and what would it pay",
    cls: "long",
    expect: "/career",
  },
  {
    q: "our customer care team gets the same 40 questions all day about warranty terms and return rules which are all written in our policy pdfs, management wants a bot that answers from those documents and shows where the answer came from instead of making stuff up, is this something you build",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Before I take this to my board I need a ballpark: I understand you start every engagement with some sort of initial study phase, what does that first part typically cost and how many weeks does it run?",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "my father runs a group of clinics across three towns and the biggest headache is that patient files are not shared between branches and people have to repeat everything, have you ever actually done a project like that for hospitals, I'd like to see what you built",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "ok so I'm about to fill the enquiry form on your site for a mobile app idea but I've had bad experiences where agencies just disappear or send a sales guy, what actually happens after I press send, who gets back to me and how soon",
    cls: "long",
    expect: "/contact",
  },

  // typo
  {
    q: "r u guys opn on satrday aftrnoon or only weekdys, planing to drop by",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "pen testng of our payment gatway api — do u provde a writen reprt aftr?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "lookng for somone to run usr intervews and make a clikable protoype in figma for our saas",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "is kubernets really neccesary or can we skip it", cls: "typo", expect: "/services/devops" },
  {
    q: "our reportng runs on one mysql box, shoud we movve to snowflke or is that overkil",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "how did u migarte the logistcs company to aws with no downtym",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "which yr did arjun start the compny and befor that whre was he workng",
    cls: "typo",
    expect: "/about",
  },
  {
    q: "how much ctc is offerd for the data enginering positon, in lakhs",
    cls: "typo",
    expect: "/career",
  },
  { q: "do u use cookeis or trakers on this websit", cls: "typo", expect: "/legal/privacy" },
  {
    q: "fixd price or time and materails, wich one shud we pick",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  {
    q: "blog postt on why ai pilots stal — who wrote it n when",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },
  {
    q: "can u make shopfy store for my clothng bisness",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },

  // vocabulary
  {
    q: "diwali pe maal khatam ho jata hai aur baaki time godown bhara rehta hai, iska koi AI wala solution hai?",
    cls: "vocabulary",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "koi hamara server tod na de, uske liye audit aur monitoring wala package milta hai?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "office ke computer printer wifi sambhalne ke liye monthly koi banda ya team milega?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "delivery boys ke liye ek app chahiye jo bina network ke bhi chale, banate ho?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "we're a 15 person startup with no tech cofounder, can someone from your side act as our part time tech boss",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "our app looks ugly and confusing, can your people make it look nice and easy",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "saari branches ki sale ek screen pe dekhni hai, graph wagera ke saath",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "i want new code to go live by itself whenever devs finish, no manual uploading to server",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  { q: "team kitni badi hai aapki, 10-20 log ya usse zyada?", cls: "vocabulary", expect: "/about" },
  { q: "freshers ke liye koi vacancy hai kya abhi", cls: "vocabulary", expect: "/career" },
  {
    q: "sab registers aur files band karke sab kuch computer pe lana hai, kahan se shuru karein",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "bahar ke desh ke clients bhi lete ho ya sirf india ka kaam karte ho",
    cls: "vocabulary",
    expect: "/|/about",
  },

  // ambiguous
  {
    q: "can the software you build make GST bills for my shop",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  { q: "what are the core hours if i get a job there", cls: "ambiguous", expect: "/career" },
  {
    q: "how long does it take your consultants to make a tech roadmap for us",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "our outlook and sharepoint keep acting up — is looking after office tools something you do monthly?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "is the site I'm on right now encrypted, what protects the stuff I submit",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "we want to shift a decade of old spreadsheets and legacy accounting records into one tidy reporting database, cleaned and reconciled",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "which model is best if we want a team of yours working with us long term",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "as a current customer where would I check bills and progress for our ongoing engagement",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "do you also design logos and brand colours",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "can your team teach our accounts department not to fall for fake mails, like simulated tests",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "did you test the clothing shop against sale-day load before going live",
    cls: "ambiguous",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "do you hold any certification yourselves, like the company as a whole",
    cls: "ambiguous",
    expect: "/|/about",
  },

  // multi
  {
    q: "who's your CTO, and did she write any of the blog posts?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "flutter app for our gym members — possible? and in the fixed-scope model what's the typical range in rupees",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "which road is your bhopal office on, and is the soc job there on-site or remote",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "which ci/cd tools do you work with, and can I read about a big migration you did",
    cls: "multi",
    expect: "/services/devops & /projects/cloud-migration",
  },
  {
    q: "can you get us ready for iso 27001? has any client of yours actually passed it with your help",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "under your website T&C, where would a legal dispute be heard? separately, does the chat widget send my messages to some AI company",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },
  {
    q: "headcount at nexora? and is the upfront discovery thing paid, how much",
    cls: "multi",
    expect: "/about & /services#pricing",
  },
  {
    q: "do you build power bi dashboards? also is there an article of yours on getting AI past the pilot stage",
    cls: "multi",
    expect: "/services/data-analytics & /blog/future-of-ai",
  },
  {
    q: "what are the steps from kickoff to launch, and how fast do you reply after i submit the contact form",
    cls: "multi",
    expect: "/services & /contact",
  },
  {
    q: "can you audit our existing app's UX and also make our website WCAG compliant",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/web-development",
  },
  {
    q: "two things: a chatbot trained on our internal docs, and helpdesk support for 50 laptops — both possible?",
    cls: "multi",
    expect: "/services/ai-machine-learning & /services/it-infrastructure",
  },
  {
    q: "we need neutral advice on which ERP to pick, and then someone to actually roll it out and train people. can you do both?",
    cls: "multi",
    expect: "/services/it-consulting & /services/digital-transformation",
  },

  // unanswerable
  {
    q: "ballpark of nexora's yearly topline? asking because our procurement team only empanels vendors above 50 cr",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "before our first call can you sign a mutual non disclosure agreement, we're in stealth",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "would you take USDT or other crypto for a fixed price contract",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a smart contract on ethereum for land records, is that in your wheelhouse",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "any plans for an IPO? want to invest in nexora", cls: "unanswerable", expect: "fallback" },
  {
    q: "looking for a studio to build a multiplayer racing title for playstation, is gaming something you folks develop",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the parental leave like for new fathers at nexora",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you handle performance marketing, like google ads and meta campaigns for d2c brands",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're an agency, can we resell your development work white-label under our own brand",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how's the gender split in your engineering team", cls: "unanswerable", expect: "fallback" },
  {
    q: "if we're unhappy midway through a fixed price build, is there any refund clause",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can I park my car at lakeview tech centre when I visit, or is there a metro stop nearby",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "suggest a good weekend trek near pachmarhi", cls: "off-topic", expect: "fallback" },
  { q: "how many tablespoons are in a quarter cup", cls: "off-topic", expect: "fallback" },
  {
    q: "give me three rhyming lines about a cat sleeping on a laptop",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "mumbai mein kal barish hogi kya, umbrella le jaun?", cls: "off-topic", expect: "fallback" },
  {
    q: "passport renewal ke liye police verification kitne din mein hota hai",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "recipe for dal bafla for six people please", cls: "off-topic", expect: "fallback" },
];
