import type { EvalQuestion } from "./questions";

/**
 * The fifty-seventh held-out set, written on 2026-12-02 (session 43) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The fifty-sixth set,
 * scored once, is now `fiftySixthHeldOut` in questions.ts. None of its questions is 75 % alike to a
 * tuning question (character bigrams, punctuation dropped; at most 0.738).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "the SOC analyst opening, would I be stuck doing night rotations? any extra pay for that",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "what pay range are you offering the data pipeline engineer, roughly in lakhs",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "filled your enquiry form back in march, is my msg still sitting on your server or purged by now",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "jurisdiction clause in your site terms: mumbai courts or bhopal?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "is this site loading google analytics or facebook pixel on me",
    cls: "unreachable",
    expect: "/legal/privacy#no-cookies|/legal/privacy",
  },
  {
    q: "can your ML folks transcribe customer calls recorded in Hindi into text",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "moving into bigger premises in Mandideep, who'll lay new LAN cables and kit out the video-call room",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "telemedicine numbers for the multi-speciality chain client, consult count in the first twelve months?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "Mumbai or Hyderabad for that 120-service freight migration? curious which one",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "got any customers in Qatar or Saudi, or is it mostly India",
    cls: "unreachable",
    expect: "/#global-presence|/about",
  },
  {
    q: "Vikram's piece for growing firms: what deadline does it give for fixing exposed critical holes",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "can your software team hook our invoicing into Tally and send GST bills on WhatsApp",
    cls: "unreachable",
    expect: "/services/software-development",
  },

  // long
  {
    q: "I run three small diagnostic labs in Indore and Ujjain and our network keeps dropping every other day. My nephew used to fix things but he moved to Canada. Do your people actually come down for on-site visits outside Bhopal or is it all remote?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Last year a freelancer built our booking app and then refused to hand over the repo unless we paid extra. I'm honestly scared of that happening again. If you build something for us, who ends up holding the code?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "We're a 15-person CA practice in Jabalpur, budgets are tight and partners want numbers before any meeting. I read that you start everything with a paid study phase. Roughly what does that first bit set us back?",
    cls: "long",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "Finishing my MCA this May and I've been reading about your team for a while. None of the five listings really match me since they all want years of experience. Can I still send my CV somewhere without picking a role?",
    cls: "long",
    expect: "/career#how-to-apply",
  },
  {
    q: "Our AWS invoice has basically doubled since January and nobody on the team can explain why, there are old test servers everywhere I think. The CFO is breathing down my neck. Is getting spend under control something you guys take on?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "A partner bank told us they won't renew unless we're ISO 27001 by next year, and we have zero policies written down. I'm the only IT person in a 60 member NBFC. Could you walk us through to the certificate?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Our delivery-agent app was made in 2019 and it crashes constantly on cheap phones, reviews on Play Store are brutal. Management doesn't want to throw it away completely. Do you rescue old apps like this or only start fresh?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "I'm flying into Raja Bhoj airport from Dubai next Tuesday for a family wedding and would love to drop in and meet your founders while I'm in town. Where exactly is your building?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "I'm part of a small angel syndicate and we're about to put money into a SaaS startup, but none of us can judge their codebase. Someone told me to get an outside technical opinion first. Is that a service you provide?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "So I sent my portfolio for the designer opening about three days back and I keep refreshing my inbox like crazy. My current notice period is 60 days so timing matters. When should I realistically expect to hear something?",
    cls: "long",
    expect: "/career#how-to-apply|/career#hiring-process",
  },
  {
    q: "I own a chain of hardware stores and every Monday my managers fight over whose Excel numbers are correct. I want one screen showing sales for all branches. How many weeks before I'd actually see a first version?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Our devs still push releases by hand on Friday nights and something breaks roughly every other time. A consultant told us we must move everything onto Kubernetes immediately. Is that really what a team of six needs?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // typo
  { q: "does ur office stay opn saterday afternoon", cls: "typo", expect: "/contact" },
  {
    q: "salry for senoir fullstack typescirpt post?",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "penetraton test for our mobil app + backend, possble?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "shud we go flutter or natve for our buisness app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "how do i get my personl data deleeted from ur records",
    cls: "typo",
    expect: "/legal/privacy#your-rights|/legal/privacy",
  },
  { q: "typcal budjet for a fixed price projct?", cls: "typo", expect: "/services#pricing" },
  {
    q: "can u do a ux audti of our exsting product",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "logistcs cloud migraton case stdy results",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "emial adress to send resme for jobs", cls: "typo", expect: "/career#how-to-apply" },
  {
    q: "devops enginer remot role requirments",
    cls: "typo",
    expect: "/career#cloud-devops-engineer",
  },
  { q: "when was nexora foundd n who startd it", cls: "typo", expect: "/about" },
  {
    q: "do we realy need a data warehous or is postgres enuf",
    cls: "typo",
    expect: "/services/data-analytics",
  },

  // vocabulary
  {
    q: "ek shopping type app chahiye jo android aur ios dono pe chale, banate ho?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "humari site pe baar baar hacking attempts ho rahe, koi suraksha ka intezaam kar doge",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "hamare godown ka pura hisaab kitab kagaz pe hai, isko digital karne me madad karoge",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "looking for a rent-a-CTO kind of arrangement, few days a month",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "laptops, printers, email sab ka dhyan rakhne wala banda chahiye monthly basis pe",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "agle mahine kitna maal bikega ye predict kar sakte ho kya",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "lift our dusty server room machines into AWS",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  { q: "company ke malik aur bade log kaun hain", cls: "vocabulary", expect: "/about#team" },
  {
    q: "apni dukaan ka online store chahiye jahan log order kar sake",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "every time we merge to main I want it to go live by itself",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "UI wale designer ki bharti chal rahi hai kya abhi",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "want to click through a fake version of the app before anyone writes code",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },

  // ambiguous
  {
    q: "what hours can I walk in to your place",
    cls: "ambiguous",
    expect: "/contact#contact-info|/contact",
  },
  {
    q: "joining soon, is there a fixed stretch of the day I must be reachable",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "we already have a contract with you, our server died at 2am, who do I ring",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "end to end, weeks between mailing my CV and receiving an offer letter?",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "brochure site for my clinic, 8-10 pages, ready in how many weeks",
    cls: "ambiguous",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "existing customer here, where do I download our project invoices",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "ballpark monthly spend for a standing team of six from your side",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "AWS charges ballooning every month, can you bring them down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "what medical insurance plan do staff get",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "after go-live, do you stick around for support or disappear",
    cls: "ambiguous",
    expect: "/contact#faq|/services#process",
  },
  { q: "headcount you assign on a T&M engagement", cls: "ambiguous", expect: "/services#pricing" },
  {
    q: "is whatever I type in the quote form kept secure and where",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },

  // multi
  {
    q: "landline no. pls, and also flutter or react native which do you use",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "who is your CTO? also is the data engineer job still open",
    cls: "multi",
    expect: "/about#team & /career#data-engineer",
  },
  {
    q: "how much does discovery cost and what's the address of your office",
    cls: "multi",
    expect: "/services#pricing|/contact#next-steps & /contact",
  },
  {
    q: "can you help with SOC 2, and is Nexora itself ISO certified",
    cls: "multi",
    expect: "/services/cybersecurity & /about|/",
  },
  {
    q: "do you make Shopify stores? and how did the fashion retailer project turn out",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform",
  },
  {
    q: "how much learning budget do employees get + how do I apply",
    cls: "multi",
    expect: "/career#why-work-with-us & /career#how-to-apply",
  },
  {
    q: "does your site drop cookies? and can I reuse your blog text on my site",
    cls: "multi",
    expect: "/legal/privacy#no-cookies|/legal/privacy & /legal/terms#intellectual-property",
  },
  {
    q: "the cloud predictions article, Priya wrote it right? also can you help tag and cut our cloud spend",
    cls: "multi",
    expect: "/blog/cloud-trends & /services/cloud-solutions",
  },
  {
    q: "do you run phishing drills for staff? what came out of the fintech audit project?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "do you write terraform for clients, and can the devops hire work from home",
    cls: "multi",
    expect: "/services/devops|/services/cloud-solutions & /career#cloud-devops-engineer",
  },
  {
    q: "how many engineers do you have, and can you pick up a codebase another vendor left half done",
    cls: "multi",
    expect: "/about & /services/software-development",
  },
  {
    q: "what are the interview rounds and what does the product designer role pay",
    cls: "multi",
    expect: "/career#hiring-process & /career#product-designer",
  },

  // unanswerable
  {
    q: "do employees get PF and gratuity on top of the salary band",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "any experience doing solidity / ethereum dapps", cls: "unanswerable", expect: "fallback" },
  {
    q: "are ESOPs part of the compensation for senior hires",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "mothers joining back after delivery, how many months paid leave",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "per-hour billing for one react dev, what's the figure",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can I bring my car, is visitor parking available at lakeview tech centre",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "embedded C for a microcontroller-based sensor, do you take those jobs",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "any awards or recognitions like NASSCOM ones", cls: "unanswerable", expect: "fallback" },
  { q: "nexora ka revenue kitna hai saal ka, crore me", cls: "unanswerable", expect: "fallback" },
  {
    q: "shifting from Kolkata for the on-site SOC role, any moving allowance",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you sponsor a work visa for someone from Nepal",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could you make a Unity 3D game for kids learning maths",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "will it rain in Pune this weekend, planning a trek to Sinhagad",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how to make masala chai with ginger, proportions?", cls: "off-topic", expect: "fallback" },
  {
    q: "kal raat ka cricket match kaun jeeta, full scorecard batao",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "compose a 4 line shayari on dosti", cls: "off-topic", expect: "fallback" },
  { q: "convert 250 dollars into rupees", cls: "off-topic", expect: "fallback" },
  { q: "cheapest flights delhi to goa around christmas", cls: "off-topic", expect: "fallback" },
];
