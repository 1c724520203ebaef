import type { EvalQuestion } from "./questions";

/**
 * The seventy-ninth held-out set, written on 2026-12-04 (session 54) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * seventy-eighth set, scored once, is now `seventyEighthHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.742).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "for that truck company you moved onto amazon's cloud, by what percent did their hosting bill actually drop",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "the kurta shop case study, how many seconds did pages take to open on phones after your rebuild",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "that twelve-hospital system, roughly how many doctor video calls happened in its first twelve months",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "vikram's article gives a deadline for fixing critical holes on public-facing machines, is it 24 or 48 hrs",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "when your designers put a prototype in front of users is it like 5 folks or 20 folks each time",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "what's the lakh range offered for the on-site alert watching position in bhopal",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "suppose i wanted to sue over something on your site, would that be in bhopal courts or mumbai",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "my enquiry from two years back, is it still sitting in your database or has it been wiped by now",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "for the distributor dashboard, how fresh did the data get compared with before",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "roughly how much cheaper is a cross-platform app than going fully native",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "priya's cloud article mentions savings from tagging and switching off idle environments, what range was it",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "if we keep 6 of your engineers full time on our product, what kind of rupee figure per month are we talking",
    cls: "unreachable",
    expect: "/services#pricing",
  },

  // long
  {
    q: "so we are a small family run chain of pharmacies in indore and my nephew keeps telling me we should stop using paper registers and notebooks for everything, honestly i don't know where one even begins with that kind of change, can you people help",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "i look after IT at a mid sized manufacturing firm and every single month our amazon web services bill creeps up by another chunk and my boss keeps asking me why, is bringing cloud spending down something you actually do for clients",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "I've been doing alert triage in a bank's SOC in Nagpur for about two and a half years, mostly Splunk, and rotating shifts don't bother me at all, but is your analyst position remote or do I have to move to Bhopal",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "our startup had an mvp built by a freelancer who has now vanished and left us a half finished node project with zero tests and no documentation at all, would your team be willing to pick up somebody else's code and keep going with it",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "we're a payments vendor to a private bank and their procurement folks insist on an iso 27001 certificate before the next renewal, we're around 80 staff with zero audit experience between us, could you walk us through getting there",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "my team is comparing a few agencies for a fairly big rebuild of our customer portal and before I take anything to finance I need a rough sense of how you charge, whether it is a fixed amount or by the hour, and the ballpark figures",
    cls: "long",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "i filled in the form on your website yesterday evening about a possible warehouse app for our godown and i'm just wondering what actually happens now, does someone call me or do i sit and wait for an email",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "we signed with you last quarter and our project manager mentioned some kind of online workspace where we can see invoices and documents for the engagement, but i cannot find anywhere to sign in on the site, where do i go",
    cls: "long",
    expect: "/login",
  },
  {
    q: "our finance team still keys in a few thousand supplier invoices by hand every month and we tried an AI demo last year that went nowhere, do you have anything written about getting past the pilot stage and into real daily use",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "before I type anything about my company into your contact form I want to know whether you will pass my email to marketing firms or drop tracking cookies on my laptop, because I have been burned by that before",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "our hospital group runs different software in every branch and patients end up repeating their whole history at each visit, have you ever done something like this for a chain of hospitals, i'd like to see how it turned out",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "we are a direct to consumer clothing brand and during the diwali sale last year our online store went down twice and we lost a lot of orders, the new marketing head wants a much faster shop, is that the sort of web work you take on",
    cls: "long",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },

  // typo
  {
    q: "penetraton testing for our ios and android app, is that somthing your security folks handle",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "after i email my cv what are the interveiw rounds, how many stages",
    cls: "typo",
    expect: "/career#hiring-process",
  },
  {
    q: "kubernets for a small team, worth it or not",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "i am worried about privacy, is ur site quietly loging my visits with google analytcs or simlar",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "that two to three week dicovery thingy, whats the fee in rupes",
    cls: "typo",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "we sell spices online, can u make a customers-also-bought reccomendation engine for us",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our reportng runs off 3 excel files and a small mysql db, is a snowflake type data warehose overkill",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "do you publsh apps on the play store and app stor for us",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "the guy who startd nexora, what was his backgrond before bhopal",
    cls: "typo",
    expect: "/about",
  },
  {
    q: "did the hospitl software you built actualy cut waiting time for patients",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  { q: "fractinal cto servises available?", cls: "typo", expect: "/services/it-consulting" },
  {
    q: "our 40 person offce keeps losing wifi and laptops are unpatched, do u offer manged suport for that",
    cls: "typo",
    expect: "/services/it-infrastructure",
  },

  // vocabulary
  {
    q: "kirana wholesale ke order lene ke liye salesmen ke phone mein ek app chahiye jo bina network ke bhi chale, possible hai?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hamare coaching institute ki nayi site chahiye jo mobile pe fast khule, ho jayega?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "ek email pe click karke hamare accountant ka computer lock ho gaya tha, aise se bachne ke liye kya karein",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "mujhe react aur node mein 6 saal ka experience hai, aapke yahan mere layak koi job khuli hai?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "whose name is on the door as the person in charge of the whole outfit",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "our system died at midnight, who do we ring",
    cls: "vocabulary",
    expect: "/login|/contact",
  },
  {
    q: "can my staff tweak the words on our site without calling a coder",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "is the stuff you write for us ours or yours once it's done",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "number crunching screens for the sales bosses",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "agar milne aana ho toh hoshangabad road pe exactly kis building mein aana hai",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "our HR handbook is 200 pages nobody reads, could you make a chatty helper that answers from it",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "something so our releases stop blowing up every friday",
    cls: "vocabulary",
    expect: "/services/devops",
  },

  // ambiguous
  {
    q: "for the monitoring desk job, will i be rotating through late shifts or is it 9 to 5",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "priya's cloud post, what does she say about going multi-cloud",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "what came out of the security work you did for the lending company",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "the figma-heavy design vacancy you posted, what's the package",
    cls: "ambiguous",
    expect: "/career#product-designer",
  },
  {
    q: "am i allowed to copy articles from your blog onto my own site",
    cls: "ambiguous",
    expect: "/legal/terms",
  },
  {
    q: "after go-live, do you stick around to fix bugs and keep things patched or is that it",
    cls: "ambiguous",
    expect: "/contact#faq|/services#process",
  },
  {
    q: "what data does this website itself keep about me",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "salary for the cloud engineer vacancy",
    cls: "ambiguous",
    expect: "/career#cloud-devops-engineer",
  },
  { q: "show me just the security articles", cls: "ambiguous", expect: "/blog/category/security" },
  {
    q: "what's your process from the first meeting all the way to go-live",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "when the freight firm's big database got flipped over to the new setup, how long were writes frozen",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "can your ai work with hindi language text and speech",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },

  // multi
  {
    q: "do you build flutter apps? and how long does a simple website take",
    cls: "multi",
    expect: "/services/mobile-development & /services/web-development",
  },
  {
    q: "who is your cto, and are you hiring typescript developers",
    cls: "multi",
    expect: "/about & /career#senior-full-stack-engineer",
  },
  {
    q: "roughly what does a fixed-scope build run to in rupees, and after i hit submit on the contact page who gets back to me",
    cls: "multi",
    expect: "/services#pricing & /contact#next-steps",
  },
  {
    q: "have you done a hospital project, also do you help with iso 27001",
    cls: "multi",
    expect: "/projects/healthcare & /services/cybersecurity",
  },
  {
    q: "any trackers on this site? also our finance lead needs last month's invoice from your portal, where does she log in",
    cls: "multi",
    expect: "/legal/privacy & /login",
  },
  {
    q: "your advice on backups against ransomware, plus do you coach teams on devops",
    cls: "multi",
    expect: "/blog/cybersecurity-practices & /services/devops",
  },
  {
    q: "which industries do you serve and is there a case study on demand forecasting",
    cls: "multi",
    expect: "/contact#faq & /projects/ai-analytics",
  },
  {
    q: "do you do ux audits, and separately can you manage our microsoft 365",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/it-infrastructure",
  },
  {
    q: "when did nexora start out and what are the stages of a project with you",
    cls: "multi",
    expect: "/about & /services#process",
  },
  {
    q: "can you help us pick an erp vendor without bias, and do you automate workflows over whatsapp",
    cls: "multi",
    expect: "/services/it-consulting & /services/digital-transformation",
  },
  {
    q: "show me your online store project and your technology blog posts",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /blog/category/technology",
  },
  {
    q: "if we ever had a disagreement over the website whose law applies, and separately how many days do you take to erase my details when asked",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },

  // unanswerable
  {
    q: "my uncle wants to put money into nexora as a shareholder, how does he go about it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's nexora's profit margin on a typical project",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "did nexora ever raise a seed round from angel investors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "coming by activa for the meeting tomorrow, is there somewhere inside the premises to leave it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want an ethereum based loyalty points ledger for our chain of cafes, is web3 your thing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "did nexora get any nasscom or clutch recognition",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have unreal engine or unity developers for 3d game work",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how long do developers typically stay with nexora before moving on, on average",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you accept usdt or other crypto as payment for projects",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is arjun mehta an iit alumnus or from some other engineering college",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do employees get free meals at the bhopal office",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many meeting rooms are there in your bhopal office",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "how long should i marinate chicken for tikka", cls: "off-topic", expect: "fallback" },
  {
    q: "which bowler has the best economy rate in t20 internationals",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do i fix a flat tyre on my scooter", cls: "off-topic", expect: "fallback" },
  {
    q: "what's the korean phrase you'd use to thank a shopkeeper politely",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "best hill stations to visit in july", cls: "off-topic", expect: "fallback" },
  { q: "why is the sky blue during the day", cls: "off-topic", expect: "fallback" },
];
