import type { EvalQuestion } from "./questions";

/**
 * The sixty-sixth held-out set, written on 2026-12-03 (session 51) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The sixty-fifth
 * set, scored once, is now `sixtyFifthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.744).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "After you rebuilt that fashion retailer's online store, how quickly did pages open on phones, median?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "The 12-hospital network you worked with: did telemedicine actually take off, how many e-consults in the first twelve months?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "What availability percentage did the trucking company's systems hit in year one on AWS?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "For the lending fintech, how fast were security incidents being spotted once monitoring was live?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "As per your blog on protecting growing businesses, how soon must an Indian firm notify CERT-In after spotting a breach?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "What's the salary band for the security operations analyst post in Bhopal, and is it rotating shifts?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "I'm finishing my Figma case studies — by what date must they reach you for the UX designer post?",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "If I send an enquiry and we never end up working together, when does my info get wiped from your database?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "agar website ko leke koi kanooni jhagda ho toh case kis shehar mein chalega?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "we only need a quick second opinion on our architecture, not a whole roadmap. how many weeks does that review usually take?",
    cls: "unreachable",
    expect: "/services/it-consulting",
  },
  {
    q: "Sent my resume without a specific role in mind — do you keep it on file, and for how many months?",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  {
    q: "In the demand forecasting case study, how up to date is the data now versus before you came in?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  // long
  {
    q: "Hi, so I run three dental clinics in Nagpur and we're still on paper registers plus an ancient desktop program my nephew installed years ago. Patients complain, my receptionist is drowning, and a friend in Bhopal recommended you. Before I get on any calls I'd just like to know what the very first paid piece of work with you costs and how many weeks it lasts.",
    cls: "long",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "I'm a DevOps engineer, four years mostly on Azure and Jenkins, based in Hyderabad. My wife has a government posting here so relocating to Bhopal is not an option at all. A colleague forwarded me your careers link. Honestly my only question: can the cloud engineering opening be done fully from home?",
    cls: "long",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "We're a UK insurtech with about forty engineers. Past offshore vendors kept rotating people every few months and we lost all the knowledge each time. We're now thinking about a longer arrangement where a stable group of your engineers joins our sprints and works our hours. How does that model work with you and what's the rough monthly spend?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "My dad owns a small plastics factory in Pithampur. Accounts runs on Tally, salesmen send orders on WhatsApp, dispatch is tracked in a notebook and GST bills are typed by hand every evening. We'd like one custom system that ties all this together. Can the software you build actually talk to Tally and produce GST invoices?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "We are a mid-sized NBFC and our compliance head is, rightly, very strict after the last RBI inspection. We plan to shift the loan management system to the cloud, but she insists customer records must never sit in a Singapore or US data centre. Can your team guarantee the data stays inside India?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "Filled in your contact form yesterday evening about a possible project for our logistics startup, nothing urgent, just planning ahead for next quarter. I'm not sure how this works with you though — what happens on your side now, who actually reads it and when should I expect a reply?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "Our legal department has thousands of contracts and policy PDFs. My boss saw a ChatGPT demo and now wants 'our own ChatGPT' that answers from them, but IT says nothing can be uploaded to outside AI companies. Is there a way you could build something that answers from our documents while everything stays in our own cloud account?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Applied for the senior full stack position last week, fingers crossed. A friend at another firm had to do a three-day take-home project for his interview, and with my current job and a newborn I genuinely can't manage that. What does your technical round actually involve and how long is it?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "We had a ransomware scare last month, nothing was lost luckily, but our IT vendor walked away and now my MD has asked me, the accounts manager, to sort out security. I've read a dozen articles and I'm more confused than before. If a small company can only do three things this month, which three should they be?",
    cls: "long",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "Our online saree and kurta shop runs on a heavily customised plugin and it falls over every single Diwali sale — slow pages, stock online not matching the shops, angry customers. Before I trust anyone again: has your company solved this exact thing for another clothing retailer, and what improved?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "I'm browsing your site from my work laptop and our infosec team is very strict about third-party tracking. Before I fill in the quote form they want me to confirm whether your website sets cookies or runs Google Analytics or any tracking pixel. Could you tell me?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "We manage a group of fourteen schools in Madhya Pradesh. The admin office Wi-Fi is a mess, laptops aren't managed, nobody knows where the backups are and our current IT guy comes only once a week. Would your people come physically to campuses in Jabalpur and Sagar, or is that only remote?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  // typo
  {
    q: "plannig to drop by ur bhopal ofice this satrday afternon, wil anyone be there at 3pm?",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "r ur pentesters certifed and do u retest aftr we fix the isues",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "discovry fase kitne ka hai aur kitne hafte", cls: "typo", expect: "/services#pricing" },
  {
    q: "shud v go flutr or swift/kotlin for r app, wats ur advise",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "any opning for data enginer with sql and airflow",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "gogle maps pe ur bhopal ofice ka exact adress kya dalu, pincode bhi",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "befor startng the compny in bhopl, wher did ur foundr work n on wat",
    cls: "typo",
    expect: "/about#team",
  },
  {
    q: "deploymnts take us a full weeknd, can u automte our relese pipline",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "privcy polcy - do u sell or share my emial adress", cls: "typo", expect: "/legal/privacy" },
  {
    q: "wat did u build for the hosptal chain, 12 hospitls one i mean",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "ui ux desing n wirefrmes for my startup app",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "since wich yr r u iso 27001 certifed", cls: "typo", expect: "/about|/" },
  // vocabulary
  {
    q: "cake order app chahiye mere shop ke liye, play store aur app store dono pe daalna hai",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "humari company ka sara kaam abhi bhi kaagaz aur excel pe hota hai, isko poora online karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "We're a 6-person startup, can someone from your side be our CTO a few days a month?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "Can you try to break into our own website to find the weak spots before real hackers do?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "Our Amazon cloud bill keeps climbing every month, can somebody trim it down?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "mujhe job chahiye, fresher nahi hoon 3 saal ka experience hai, kaunsi positions khuli hain?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "Management wants one live screen with all sales figures, like an MIS report that updates itself",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "office ka wifi aur printer baar baar band ho jaata hai, koi regular IT wala support milega?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "paisa kitna lagega roughly, fixed price wale project ka range batao",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "every time we push code to production on friday night something breaks, how do we stop that",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "want a bot that replies to customer queries using our own product manuals",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "kuch asli clients ke case studies padhne hain, kahan milenge?",
    cls: "vocabulary",
    expect: "/projects",
  },
  // ambiguous
  {
    q: "What are the support hours if our office network or laptops go down?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We're already your client with a live project — how do we get support now?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "How is the info I type into your website's forms kept secure?",
    cls: "ambiguous",
    expect: "/legal/privacy#security",
  },
  {
    q: "Any security jobs open? I have two years in a SOC",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "Our accountants keep falling for fake invoice emails. Is there training you run for staff, like mock phishing drills?",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "Joining as an engineer: what training support would I get, like money for courses and exam fees?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "For the job application, what all should go into the email besides my resume?",
    cls: "ambiguous",
    expect: "/career#how-to-apply",
  },
  {
    q: "Could you build a web application to manage inventory and approvals for our warehouse team?",
    cls: "ambiguous",
    expect: "/services/software-development|/services/web-development",
  },
  {
    q: "Our migration problem is ten years of sales records scattered in old Excel files — can you clean and consolidate them into one warehouse?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "We need migration of our on-premise servers into Azure without stopping operations",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Can you run testing of our app prototype with real users before we build it?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "Say we hire a dedicated squad from you and later want fewer people — what notice would we owe before scaling it down?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  // multi
  {
    q: "Which road is your Bhopal office on, and which of your current vacancies can be done from home?",
    cls: "multi",
    expect: "/contact & /career#open-roles",
  },
  {
    q: "Who's your CTO, and what do you offer for moving to the cloud?",
    cls: "multi",
    expect: "/about#team & /services/cloud-solutions",
  },
  {
    q: "How much is the discovery phase? Also can I see the hospital system you built?",
    cls: "multi",
    expect: "/services#pricing & /projects/healthcare",
  },
  {
    q: "do you build flutter apps? and what do you do with the data i submit on your site",
    cls: "multi",
    expect: "/services/mobile-development & /legal/privacy",
  },
  {
    q: "aapka office kab khulta hai aur data engineer ki salary kitni hai",
    cls: "multi",
    expect: "/contact & /career#data-engineer",
  },
  {
    q: "Tell me a bit about the founder, and separately, what's your 2027 cloud trends post about?",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends",
  },
  {
    q: "Would you handle our ISO 27001 certification prep? Plus, show me a case where a lender got certified with your help.",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "What's your company's mission, and where are your website terms of use?",
    cls: "multi",
    expect: "/about#mission & /legal/terms",
  },
  {
    q: "Do you build Power BI dashboards? Do you also make ML forecasting models? And how do I ask for a quote?",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning & /quotation",
  },
  {
    q: "How long does your hiring take end to end, and which tools does your DevOps practice use?",
    cls: "multi",
    expect: "/career#hiring-process & /services/devops",
  },
  {
    q: "Do you offer UX design, and what happens in step three of your process?",
    cls: "multi",
    expect: "/services/ui-ux-design & /services#process",
  },
  {
    q: "Is there a client login? Also does this website put cookies on my browser?",
    cls: "multi",
    expect: "/login & /legal/privacy",
  },
  // unanswerable
  {
    q: "We're launching a crypto token and need Solidity developers for the smart contracts, is that something you take on?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Our founders are nervous about idea theft — does Nexora sign a non-disclosure agreement before the first call?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Where did your CEO study engineering — IIT or somewhere else?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there a cab drop for employees who finish late-night shifts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Got an offer from your HR team — how many months of probation before I'm confirmed?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "If my cousin joins through my recommendation, does your company give me anything as a thank-you bonus?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "We're a Canadian client; can our accounts team settle your bills through PayPal or Wise?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Does the Bhopal office have a gym or a creche for staff?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What share of your projects end up delivered later than promised?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "kitne mahine ki maternity leave milti hai female employees ko?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How big is Nexora financially — what did the company earn last financial year?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "hybrid wale role mein hafte mein kitne din office aana compulsory hai?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "Bhimbetka ghumne ka plan hai is Sunday, baarish hogi kya?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "compose four romantic lines in Urdu style for our anniversary card",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "IRCTC tatkal ticket kaise book karte hain", cls: "off-topic", expect: "fallback" },
  {
    q: "India vs Australia test match ka latest score bata do",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "my height is 5'8\", what is that in cm", cls: "off-topic", expect: "fallback" },
  { q: "suggest a good poha jalebi stall near New Market", cls: "off-topic", expect: "fallback" },
];
