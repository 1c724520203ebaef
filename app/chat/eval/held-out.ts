import type { EvalQuestion } from "./questions";

/**
 * The thirty-first held-out set, to be written on 2026-11-25 (session 33, first round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The thirtieth set, scored once, is now `thirtiethHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "pay band for the SOC security analyst opening?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "is the product designer job fully remote or do i have to relocate to bhopal",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "For the data engineer post, which workflow orchestrators do you expect applicants to have used?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "after your pentest we patch the issues — will you re-test for free or is that charged extra?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "We're an NBFC, RBI wants our customer data kept in India. Can your cloud setup guarantee Indian regions only?",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  {
    q: "If I have a dispute over something on your website, which city's courts handle it?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "how do I get you to erase the details I filled in your enquiry form",
    cls: "unreachable",
    expect: "/legal/privacy#your-rights|/legal/privacy",
  },
  {
    q: "Any clients in Qatar or Saudi? We're a Riyadh-based firm.",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "do you run security scans and performance checks on each release or just before go-live?",
    cls: "unreachable",
    expect: "/services#process|/services",
  },
  {
    q: "How many minutes did the Oracle to RDS switchover take for that logistics client?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how many days of paid leave do staff get per year",
    cls: "unreachable",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "under CERT-In rules how fast must a company report a cyber incident? read something on your blog about it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  // long
  {
    q: "Hello sir, I run a small textile export unit in Mandideep and my nephew told me about you, we have been thinking for a long time about getting some software made, but I prefer to meet people face to face before giving any work, so can you tell me exactly where I can come and visit you?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "My son finished his BE in computer science last year from an Indore college and has been doing some freelance React work since then, he is quite shy so I am asking on his behalf, where should he send his resume and what should he mention in it?",
    cls: "long",
    expect: "/career#how-to-apply|/career",
  },
  {
    q: "We are a group of three dentists who share a clinic in Jabalpur, patients keep calling the front desk all day for appointments, we want an app like the big hospitals have, and one thing I am not sure about is whether you will also put the app on the Play Store for us or we have to do that ourselves?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Honestly our budget is tight this year since we just opened a second warehouse, and before we commit to a big project I'd like to know what that initial study thing you do first costs, the one before the actual build starts.",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Our current site was built on WordPress by a freelancer six years ago, it's slow, it looks terrible on phones and our sales team is embarrassed to share it. If we start fresh with you, roughly how many weeks until a new marketing site is live?",
    cls: "long",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "So our partner bank sent us a letter last month, basically saying that unless we get the ISO 27001 certificate before renewal they may not continue, and our IT team is just two people who are already overloaded. Can you guys actually help a company get that certification?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "We distribute FMCG goods to a few thousand kirana stores across MP and Chhattisgarh and every festival season we either run out of the fast movers or get stuck with piles of stock, planning is all Excel. Have you done a forecasting project like this for a distributor, and what did it achieve?",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "I was reading about your company on LinkedIn and I'm curious, because I'm writing a piece about startups from tier-2 cities for a local business magazine, who actually started Nexora and what was his background before?",
    cls: "long",
    expect: "/about#team|/about",
  },
  {
    q: "Our developers keep telling me we need to move everything to Kubernetes because that's what everyone uses now, but we only have four services and a team of six, and I don't want to spend on something fancy if it's not needed, what's your view?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "I have applied to around forty companies in the last three months and most of them make me do a week-long take-home assignment for free, which is exhausting, so before applying I want to understand what your interview rounds look like.",
    cls: "long",
    expect: "/career#hiring-process|/career",
  },
  {
    q: "Quick concern before I type anything sensitive here, our company is very strict about data and I have been told not to paste client information into online tools, so when I chat with this assistant does my text go to some outside AI company or server?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "We're visiting Bhopal for a family function this weekend and my husband wants to drop by your office to discuss our hotel's booking system, but is anybody even there on a Saturday and till what time?",
    cls: "long",
    expect: "/contact",
  },
  // typo
  { q: "cyber securty servises", cls: "typo", expect: "/services/cybersecurity" },
  { q: "any carrer openings in nexora technolgies rite now", cls: "typo", expect: "/career" },
  { q: "contcat numbr pls", cls: "typo", expect: "/contact" },
  { q: "prise for fixd price projct", cls: "typo", expect: "/services#pricing" },
  { q: "mobil app develpment andriod ios", cls: "typo", expect: "/services/mobile-development" },
  { q: "clould migartion case studdy", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "data enginer salery", cls: "typo", expect: "/career#data-engineer" },
  { q: "who is the founer of the compny", cls: "typo", expect: "/about#team|/about" },
  { q: "whats ur privacey polici on my data", cls: "typo", expect: "/legal/privacy" },
  { q: "ui ux desgin servce", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "automte our deploymnt piplines with ci cd", cls: "typo", expect: "/services/devops" },
  { q: "hospitl managment sytem project", cls: "typo", expect: "/projects/healthcare" },
  // vocabulary
  { q: "aapka office kahan pe hai bhopal mein?", cls: "vocabulary", expect: "/contact" },
  {
    q: "bhai job mil sakti hai kya aapke yahan, abhi kaunsi posts khuli hain",
    cls: "vocabulary",
    expect: "/career#open-roles|/career",
  },
  {
    q: "hume apni dukaan ki website banwani hai, kitne din lagenge",
    cls: "vocabulary",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "humare server pe hacking ka darr hai, aap suraksha ka kya kaam karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "want to shift our office servers onto Amazon cloud",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we need a techie who can act as our part-time CTO",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "MIS reports and graphs for the management meeting, can you automate?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "bot that reads our HR policy PDFs and answers staff questions",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "office ke computers, wifi aur printer ka AMC chahiye",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "saara kaam register aur files pe hota hai, paperless karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "app ka look and feel aur screens design karte ho kya?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "do employees get mediclaim for parents too",
    cls: "vocabulary",
    expect: "/career#why-work-with-us|/career",
  },
  // ambiguous
  {
    q: "with a dedicated team, what does the monthly bill come to?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how much notice do we give to shrink the dedicated team",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "what are the core hours for people working at nexora",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "how long before I hear back after emailing my CV?",
    cls: "ambiguous",
    expect: "/career#how-to-apply|/career#hiring-process|/career",
  },
  {
    q: "which office does your head of cybersecurity sit in?",
    cls: "ambiguous",
    expect: "/about#team",
  },
  {
    q: "how much did the logistics firm cut its cost after moving to AWS",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "does your web team support Hindi and other languages on the site?",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "where do existing clients check project invoices and documents",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "what security protects this website itself",
    cls: "ambiguous",
    expect: "/legal/privacy#security|/legal/privacy",
  },
  {
    q: "how many people are on your payroll these days",
    cls: "ambiguous",
    expect: "/about#story|/about",
  },
  {
    q: "any health cover if I join you?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "which certification helps for the cloud devops opening",
    cls: "ambiguous",
    expect: "/career#cloud-devops-engineer",
  },
  // multi
  {
    q: "What's your phone number, and are you hiring any designers right now?",
    cls: "multi",
    expect: "/contact & /career#product-designer",
  },
  {
    q: "Who is your CTO? Also which cloud providers do you work with?",
    cls: "multi",
    expect: "/about#team & /services/cloud-solutions",
  },
  {
    q: "how much is the discovery phase, and do you do penetration testing",
    cls: "multi",
    expect: "/services#pricing & /services/cybersecurity",
  },
  {
    q: "Do you make Android apps? And what result did the hospital network project get?",
    cls: "multi",
    expect: "/services/mobile-development & /projects/healthcare",
  },
  {
    q: "Who wrote your article on AI in business, and can you build product recommendation engines?",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "salary for the senior full stack role + what are the interview steps",
    cls: "multi",
    expect: "/career#senior-full-stack-engineer & /career#hiring-process",
  },
  {
    q: "Does your site drop cookies? And what are your timings on Saturday?",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "power bi dashboards - do you build them? and separately can you help us with ISO 27001",
    cls: "multi",
    expect: "/services/data-analytics & /services/cybersecurity",
  },
  {
    q: "what was the mobile page load time on the fashion retailer's shop, and what does your devops offering cover?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/devops",
  },
  {
    q: "Who owns the source code once you deliver, and do you work on a fixed price basis?",
    cls: "multi",
    expect: "/services/software-development & /services#pricing",
  },
  {
    q: "can you move us from Gmail to Microsoft 365, and what is your company's mission?",
    cls: "multi",
    expect: "/services/it-infrastructure & /about#mission",
  },
  {
    q: "Do you do Zoho or Salesforce rollouts? Also, is the data engineer role hybrid?",
    cls: "multi",
    expect: "/services/digital-transformation & /career#data-engineer",
  },
  // unanswerable
  {
    q: "how many crores of revenue did nexora book in FY 2025-26",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you develop blockchain or NFT platforms", cls: "unanswerable", expect: "fallback" },
  {
    q: "Which investors have funded Nexora, are you VC backed?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if we're unhappy with the delivered software will you refund the money?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there cab drop facility for night shift employees",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you give a joining bonus or ESOPs to new hires?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you handle our Instagram and Facebook page marketing every month",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "What's your rating on Clutch or Google reviews?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Is your office shut during Diwali week, which exact dates?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what percentage of your staff are women", cls: "unanswerable", expect: "fallback" },
  {
    q: "will you accept USDT or other crypto for settling your bills",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What's the name of the hospital chain in your healthcare case study?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "what's the weather like in bhopal today", cls: "off-topic", expect: "fallback" },
  { q: "India vs Australia score?", cls: "off-topic", expect: "fallback" },
  { q: "give me a recipe for indori poha", cls: "off-topic", expect: "fallback" },
  { q: "translate 'good morning' into French", cls: "off-topic", expect: "fallback" },
  { q: "What is the capital of Australia?", cls: "off-topic", expect: "fallback" },
  { q: "write a short poem about monsoon", cls: "off-topic", expect: "fallback" },
];
