import type { EvalQuestion } from "./questions";

/**
 * The eighty-seventh held-out set, written on 2026-12-04 (session 56) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The eighty-sixth
 * set, scored once, is now `eightySixthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.749).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "kurta brand ecommerce rebuild of yours... median seconds to load on mobile afterwards? our own site crawls at 5s",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "for the truck logistics people, the last big oracle db switchover, how many minutes did it actually take and was it a weekday?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "with the goods distributor forecasting thing, how old was their sales data before vs after your pipelines",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "in the lending startup security job, what's the median time it now takes to spot an incident",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "that 12-hospital network, did claim payouts from insurers get quicker after your system? days before vs after",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "for prototype testing sessions, what's the headcount of real users you recruit per round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "roughly how many weeks until we'd see the first working dashboard from you",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "flutter-type single codebase vs separate swift and kotlin builds, what % saving do you usually see",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "SOC seat in bhopal: lakh per annum band plus anything extra given for working night rotations?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "retention question: my enquiry text sitting in your database, when does it get wiped",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "jurisdiction clause of your site terms, suppose someone sues, where does it go",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "CERT-In deadline for telling them about a breach, vikram's blog piece said something like six hrs?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  // long
  {
    q: "so we run 7 coaching centres across MP and honestly everything is still on paper, admission forms, fee receipts, teacher attendance registers, and files go back and forth by courier between branches, my brother keeps saying just buy some software but i feel like the whole way we work needs rethinking, is that something you'd take on",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we got an android + ios app built by a freelancer back in 2019, it crashes constantly now, the reviews are 2 stars and apple keeps rejecting updates because of new requirements, the freelancer vanished, can your team pick up an old app like this and fix it or do we start from scratch",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "my dad runs a textile unit in surat and i'm helping him find a tech partner, we've been burnt before by agencies that never replied after the first email, so before i fill in anything, what actually happens after i send you a message and how quickly does someone get back",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "hi i'm in my final semester of mca, i've done two internships in python and i looked at your jobs but none of them really fits me right now, is there any way to still send my resume so you keep it on file for later",
    cls: "long",
    expect: "/career",
  },
  {
    q: "our finance head called a meeting yesterday because the aws invoice has gone up almost every month this year and nobody on the dev team can explain why, we have a lot of test environments lying around probably, can somebody from your side come in and get it under control",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "i'm an angel investor and i'm about to put money into a small saas company in pune, the founders say their platform is solid but i'm not technical at all and i'd like an outside expert to go through their code and the engineering team before i sign, do you do that kind of thing",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "every time we push a release it's a whole saturday affair with 4 devs on a call following a checklist and half the time something breaks and we roll back manually at midnight, the CTO wants this to stop, what can you guys do for a team like ours",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "we have a 40 person office in jabalpur, wifi keeps dropping, the printer never works and backups are just someone's external hard disk, would your people actually come to our site or is it all remote since you're in bhopal",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "before i waste anyone's time on a call, our board wants a ballpark figure, what does the very first study phase usually cost in rupees and how many weeks is it",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "i saw a linkedin post by someone who said he runs the security side at nexora and is an ethical hacker, i want to reach out to him about a talk at our college fest, what's his name and which city is he in",
    cls: "long",
    expect: "/about",
  },
  {
    q: "one of our biggest enterprise customers just sent a vendor questionnaire saying they'll only renew if we're ISO 27001 certified within the year, we've never done any formal audit and don't even have written policies, can you walk us through it",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "i'm the admin head of a multi-speciality hospital in nagpur, our OPD queues are terrible and patients keep carrying paper files between departments, before i talk to vendors i want to see if you've ever done something similar for hospitals",
    cls: "long",
    expect: "/projects/healthcare",
  },
  // typo
  {
    q: "wat tecnologies do u use for machne lerning stuff, is it pytorch or smthing else",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do u do penitration testng for apis and mobil apps, and do we get a retst free",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "how lond does a simpel markteting websiet take to bulid start to finsh",
    cls: "typo",
    expect: "/services/web-development|/contact",
  },
  { q: "ofice adress in bhopl pls, whcih floor r u on", cls: "typo", expect: "/contact" },
  {
    q: "wat happns aftr the testng stage in ur devlopment proces",
    cls: "typo",
    expect: "/services",
  },
  {
    q: "can u integrte tally and gst invocing into a custum softwre for us",
    cls: "typo",
    expect: "/services/software-development",
  },
  {
    q: "does ur sight use cokies or any trakers, privcy wise",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "data enginer openng - hybird or wfh fully? n salry bracket plz",
    cls: "typo",
    expect: "/career",
  },
  {
    q: "trukking compny aws migraton - totl numbr of servises shiftd n did u hav any downtme",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "in ur cybersecurty artical wat exactly is the 3-2-1 backup rool",
    cls: "typo",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "desgin sistem + acessibility wcag chek, is that somthing u offr",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "fractinal cto servce availble? we r a smal startp with no tech lead",
    cls: "typo",
    expect: "/services/it-consulting",
  },
  // vocabulary
  {
    q: "humari kapdon ki 5 dukaan hai, online shop chahiye jisme har dukaan ka stock dikhe",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "godown ka maal kab khatam hoga uska pehle se andaza lagane wala system bana sakte ho?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "we need an outsourced computer guy basically, someone to look after our laptops, wifi and email",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "koi humare server me ghus na paye, iske liye aapki kya service hai? ransomware ka dar hai",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "our app screens confuse older customers, can you make the thing easier to use",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "that setup where code goes live automatically after the checks pass when we push, can you build it",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "saari reports alag alag excel me padi hai, sab ek jagah graph wali screen pe chahiye",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "agar aapki poori team mahino ke liye rakhni ho toh monthly kharcha kitna aayega",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  { q: "who is the owner of nexora, like the main boss", cls: "vocabulary", expect: "/about" },
  {
    q: "figma aata hai mujhe 4 saal ka experience, aapke yahan UI wali naukri milegi?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "we have 300 pages of SOPs, can you make a private chatgpt type thing over them for our staff only",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we want to shift everything off the physical machines in our back room onto amazon's servers",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  // ambiguous
  {
    q: "the bill from azure for our vms and databases jumped 30% since march, who at nexora deals with that",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long have you folks existed, like founding year",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "if i join, am i expected to be online all day or are there fixed core hours",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "our office needs outlook + teams accounts configured for 15 joiners next week, is that your line of work",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  { q: "what are your timings on saturday", cls: "ambiguous", expect: "/contact" },
  {
    q: "we signed with nexora last quarter; is there a login somewhere for our side to track progress and download invoices",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "twice this year our accountant wired money after a spoofed CEO mail, do you coach employees on spotting that",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  { q: "i use feedly, got an rss feed for your posts?", cls: "ambiguous", expect: "/blog" },
  {
    q: "do you have monthly plans for keeping a website updated and backed up",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "paid leave count per year for staff, plus do public holidays come on top",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "time needed for an outside architecture health check of our platform, ballpark weeks?",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "can you add upi payment inside the app you build for us",
    cls: "ambiguous",
    expect: "/services/mobile-development|/services/software-development",
  },
  // multi
  {
    q: "where exactly is your office, and are there openings for freshers?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "who started the company, and what's the usual range for a fixed price project",
    cls: "multi",
    expect: "/about & /services#pricing",
  },
  {
    q: "do you build flutter apps? and can the same people design the screens too",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "where do you stand on open weight llms vs hosted ones, and is there anything you wrote on what's coming in cloud next year",
    cls: "multi",
    expect: "/blog/future-of-ai & /blog/cloud-trends",
  },
  {
    q: "whats ur phone number, and what do you keep from this chat on your side",
    cls: "multi",
    expect: "/contact & /legal/privacy",
  },
  {
    q: "how long did the fintech take to get certified, and what happened to the fashion brand's online sales",
    cls: "multi",
    expect: "/projects/security-infrastructure & /projects/ecommerce-platform",
  },
  {
    q: "two unrelated things: can you make power bi reports for us, and can you move our old exchange mail to google workspace",
    cls: "multi",
    expect: "/services/data-analytics & /services/it-infrastructure",
  },
  {
    q: "we want approvals to go paperless, plus we need a part-time cto for about six months, both possible?",
    cls: "multi",
    expect: "/services/digital-transformation & /services/it-consulting",
  },
  {
    q: "sent the form yesterday, what comes next? and what's the monthly range if we go time and materials",
    cls: "multi",
    expect: "/contact & /services#pricing",
  },
  {
    q: "three qs: can our marketing folks edit the site content themselves after launch, who owns the source code once done, and who looks after client success at your end",
    cls: "multi",
    expect: "/services/web-development & /services/software-development & /about",
  },
  {
    q: "react native karte ho? aur woh razorpay wala store project bhi dikhao",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "how many people work at nexora and what does your interview process look like",
    cls: "multi",
    expect: "/about & /career",
  },
  // unanswerable
  {
    q: "can we try your IT support free for a month before signing anything",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "share your bank name and ifsc code, our accounts team wants to do an advance NEFT",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "solidity developers available? we want a token on polygon",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the employee attrition rate at nexora these days",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can your team make a unity 3d game for our brand promotion",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which certification body audited you for iso 27001, bsi or tuv or someone else",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a municipal corporation dept — are you registered as a vendor for public procurement",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "after a fixed price project goes live, how many days exactly is the warranty",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "back in 2015 you started with some local hospital's booking app, which hospital was that?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you manage projects in jira or asana or what tool",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a registered trust running schools for tribal kids, reduced rates possible?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if i join the hybrid role do you pay relocation to bhopal",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "how do i recover my gmail account if i lost my old phone number",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "masala chai recipe with less sugar please", cls: "off-topic", expect: "fallback" },
  {
    q: "irctc tatkal booking kab khulti hai sleeper ke liye",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "which team has won the most football world cups", cls: "off-topic", expect: "fallback" },
  {
    q: "help my son with his essay on water conservation, 200 words",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "should i buy an iphone 15 or a pixel 8 for photos", cls: "off-topic", expect: "fallback" },
];
