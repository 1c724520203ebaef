import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-fourth held-out set, written on 2026-12-04 (session 59) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-third set, scored once, is now `hundredAndThirdHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.743).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "Our CTO wants the exact length of the Sunday-night Oracle to RDS cutover you did for the trucking firm",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "for the hospital network job, claims used to take how many days to settle and what is it now?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "In the distributor forecasting story, how fresh did the numbers get once your pipelines were running?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "Once the Tanvi Fashion storefront went live, it loaded in how many seconds on a typical mid-range mobile?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "How fast does the lending fintech you secured now spot an incident, median wise?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "After I stop replying, how many months before my enquiry is wiped from your database?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "If there's ever a legal fight over something on your website, courts of which city decide it?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "per your growing-businesses security piece, what's the CERT-In reporting clock after we spot a breach",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "tag everything, switch off staging at night: what saving did your 2027 trends post say those habits usually bring in year one",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "is there an annual upskilling allowance for staff, like exam fees and Udemy, and how big is it",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "With a dedicated team, how much notice must we give before shrinking the headcount?",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "the proof-of-value stage for machine learning, is it a fortnight or a couple of months?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },

  // long
  {
    q: "So we launched our app about a year back, a freelancer built it, and honestly people keep ringing our support line because they can't find anything. My boss wants a total rebuild but I feel someone should first look at the screens and flows and tell us what's broken. Is that kind of expert review something you do?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "We run a small chain of sweet shops in Nagpur and my nephew has convinced the family that we need our own ordering app on Android and iPhone. Customers should pay by UPI inside it and get a notification when the box is packed. Is this the kind of thing your people build?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Our developers are decent but every release is a nightmare, we do it Saturday night, someone copies files to the server by hand and last month production was down four hours while we rolled back manually. I keep reading about pipelines and canary releases. Can you sort out how we ship?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "I sit on the investment committee of a small fund and we are about to back a SaaS startup. The founders swear their tech is solid but none of us can judge the code or architecture, and we really don't want surprises after the cheque clears. Would you review it independently for us?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Every Monday my regional managers walk into the review with their own Excel files and the numbers never match, finance says one figure, sales another, and the first hour goes in arguing. We have Tally, a CRM and a mountain of spreadsheets. I just want one view that everybody believes.",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We are shifting our 60 person office to a new floor next quarter and need cabling, wifi, a firewall and one meeting room with video conferencing, and after that somebody to look after laptops and a help desk. Is this within what you do or are you purely a software house?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Purchase approvals here still travel on paper, one request needs four signatures and sometimes sits on a desk for a week, vendor files go by courier between branches, and management now wants everything paperless but staff push back on anything new. How would you tackle this?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Before I type anything sensitive into the chat box on this site I need to understand something, our IT policy is very strict. Does what I write go off to some AI company or get saved on your servers, or does it stay on my own machine?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "We're a funded startup and our requirements change every sprint because we're still talking to customers, so a fixed quote will never work for us. We would rather pay monthly for a small team and reshuffle priorities often. How does that arrangement work with you and what does it cost roughly?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "My CIO is nervous about leaving our old data centres for AWS, she keeps saying we cannot afford any downtime because operations run round the clock, and she wants proof you've done this before for a firm our size with a huge Oracle database. Have you pulled off something like that?",
    cls: "long",
    expect: "/projects/cloud-migration",
  },
  {
    q: "My brother is a backend developer with six years of experience and is thinking of applying to you, but he hates companies that hand out long unpaid take-home tasks and five rounds of interviews. What does your interview process actually look like from start to finish?",
    cls: "long",
    expect: "/career#hiring-process|/career",
  },
  {
    q: "Last year we showed our board an AI chatbot demo and everyone loved it, but it has just been sitting there since, nobody owns it and IT says the data was a one-time extract. I remember someone from your side wrote about why these pilots get stuck. Where can I read that?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },

  // typo
  {
    q: "pentest karte ho? nd fixed bugs ka retest free hai ki nhi",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "shanivaar ko aapka offis kab tak chlta hai, dopahr tak?", cls: "typo", expect: "/contact" },
  {
    q: "cloud migartion cost savngs u got for logistcs compny",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "discovry wala fixd price step ka rate kya h",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  { q: "hoshangabad rd wala offce ka pura pata bhejo", cls: "typo", expect: "/contact" },
  {
    q: "websit devlopment how many weks it takess",
    cls: "typo",
    expect: "/services/web-development|/contact",
  },
  {
    q: "crossplatfrom vs nativ, savng kitna hota h roughly",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "who is ur cto priya sharmaa", cls: "typo", expect: "/about" },
  {
    q: "data engineeer job salery range kitna hai",
    cls: "typo",
    expect: "/career#data-engineer|/career",
  },
  {
    q: "iso27001 audt ki taiyari m madad krte ho?",
    cls: "typo",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  { q: "12 hospitls wala projct ka detials", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "k8s lagana zaruri h kya chhoti team k liye, managd containr chalega?",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // vocabulary
  {
    q: "Want a GPT thingy fed on our SOP manuals that quotes the source page when it replies",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "need somebody to act as our part-time tech head, can't afford a full time CTO yet",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "our AWS bill is bleeding money every month, who can trim the fat",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "sara PII desi servers pe hi rehna chahiye DPDP ke hisaab se, aisa cloud setup kar doge?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "koi SOC type service hai jo raat ko bhi alerts pe nazar rakhe?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "website screen reader friendly banate ho kya, a11y compliance wala?",
    cls: "vocabulary",
    expect: "/services/web-development|/services/ui-ux-design",
  },
  {
    q: "who keeps the IP rights to the source once you hand the product over?",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "can your guys babysit the system after go-live, like an AMC type arrangement?",
    cls: "vocabulary",
    expect: "/contact|/services|/",
  },
  {
    q: "Tally se GST bill automatically banane wala custom software chahiye",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "kill the rubber stamps and physical registers, move every sign-off to digital signatures",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "is your own shop ISO certified or do you just preach it to clients",
    cls: "vocabulary",
    expect: "/about|/",
  },
  {
    q: "do you do figma mockups plus a component library our devs can pick up",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },

  // ambiguous
  { q: "rates pls", cls: "ambiguous", expect: "/services#pricing" },
  { q: "recruitment drive on?", cls: "ambiguous", expect: "/career" },
  { q: "who runs the place", cls: "ambiguous", expect: "/about" },
  { q: "phone number?", cls: "ambiguous", expect: "/contact" },
  { q: "my data", cls: "ambiguous", expect: "/legal/privacy" },
  { q: "that twelve hospital thing", cls: "ambiguous", expect: "/projects/healthcare" },
  { q: "the clothing store project", cls: "ambiguous", expect: "/projects/ecommerce-platform" },
  { q: "apps for android?", cls: "ambiguous", expect: "/services/mobile-development" },
  { q: "security audit", cls: "ambiguous", expect: "/services/cybersecurity" },
  { q: "portal for existing customers", cls: "ambiguous", expect: "/login" },
  { q: "estimate for my idea", cls: "ambiguous", expect: "/quotation|/contact" },
  { q: "dashboards", cls: "ambiguous", expect: "/services/data-analytics" },

  // multi
  {
    q: "Are you comfortable with Microsoft's cloud, and what's a ballpark for a fixed-scope build?",
    cls: "multi",
    expect: "/services/cloud-solutions & /services#pricing",
  },
  {
    q: "Directions to your Bhopal place please, plus is the product designer role still open?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "How big was Tanvi Fashion's online sales jump, and could you do a similar headless storefront for us?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "Who leads cybersecurity at Nexora? Also any practical tips for a 50 person firm to avoid ransomware?",
    cls: "multi",
    expect: "/about & /blog/cybersecurity-practices",
  },
  {
    q: "what do you do with my details from the contact form, and what happens once I hit submit?",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "Can you set up a data warehouse for us? Also have you actually done demand forecasting for anyone?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "Would you build an appointment app for our clinics, and have you worked with hospitals before?",
    cls: "multi",
    expect: "/services/mobile-development & /projects/healthcare",
  },
  {
    q: "which CI/CD tools do you use for clients, and is there a remote devops opening?",
    cls: "multi",
    expect: "/services/devops & /career",
  },
  {
    q: "who is the CEO of Nexora and do you have any article on where cloud is heading next year",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "Can you help us choose AWS vs Azure, and also train our staff not to fall for phishing mails?",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/cybersecurity",
  },
  {
    q: "Do you run help desks for offices? And how much did that logistics client save on infra?",
    cls: "multi",
    expect: "/services/it-infrastructure & /projects/cloud-migration",
  },
  {
    q: "is a quote from you binding as per your terms, and where do I ask for one?",
    cls: "multi",
    expect: "/legal/terms & /quotation",
  },

  // unanswerable
  {
    q: "Any Web3 or NFT marketplace builds you've shipped?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How profitable is Nexora, are audited revenue numbers public anywhere?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want an AR treasure hunt for a mall promotion, do you make those",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can I invest in Nexora as an angel, any funding round open",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you supply 40 Dell machines on rent for our call centre",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many female engineers on the payroll, any diversity stats?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Which ERP was that logistics company running before they went to the cloud?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which hospital chain was that exactly, can I phone them for a reference?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you handle our influencer campaigns and reels",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can we try one of your developers free for a week before signing?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "PLC programming for our packaging machines, possible?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Nexora ko koi award ya Clutch ranking mila hai kya",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "dal makhani ke liye urad kitni der bhigoyen", cls: "off-topic", expect: "fallback" },
  { q: "Virat Kohli's highest Test score?", cls: "off-topic", expect: "fallback" },
  { q: "is the Leh road open in March", cls: "off-topic", expect: "fallback" },
  {
    q: "explain the theory of relativity in simple words",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "PAN Aadhaar linking last date", cls: "off-topic", expect: "fallback" },
  { q: "my parrot stopped talking what to do", cls: "off-topic", expect: "fallback" },
];
