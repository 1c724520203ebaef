import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the eleventh: written on 2026-11-23 (session 22, second round) by someone who
 * did not read or run the chat, from the site's content (app/content, app/site.ts, app/routes and
 * SPEC.md), before that round's tuning. The tenth set, scored once, is now `tenthHeldOut` in
 * questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "is the cloud devops engineer job fully remote or would I need to come to Bhopal?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "what's the pay range for the SOC analyst opening, and is there extra money for the rotating shifts?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if your pen testers find holes and we patch them, will you check again without charging?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "do you have any customers in Malaysia or Indonesia?",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "how many people do you bring in for each round of usability testing?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "in the hospital network project, how many video consults were done in year one?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "for the logistics company, how many minutes did the switch of the main Oracle database take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "ballpark, what would a dedicated team of your developers cost me per month?",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "if I fill in the contact form, after how long is my message deleted?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "in your security article, within how many hours should critical internet-facing bugs be patched?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "our branch is in Jabalpur, would your IT support guys actually come on-site there?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how many stages does your overall project journey have and what is the final one called?",
    cls: "unreachable",
    expect: "/services#process",
  },
  // long
  {
    q: "Hi there, I run a small chain of pharmacies in Nagpur and we want an app so customers can reorder medicines, so do you also put the app on the Play Store and App Store for us?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Good morning, my father and I want to drop by your place with some papers for a website project, but he is only free on Saturdays, so are you open then and until what time?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "I'm finishing my masters in the UK and moving back to India next spring, and before applying I'd love to understand how long your hiring usually takes from sending the CV to getting an offer.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We're a family furniture business in Jaipur with a really outdated site my nephew built years ago, and honestly I just need to know roughly how many weeks a new marketing website would take with you.",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "My cousin mentioned you built an online shop for a fashion brand that survived a huge Diwali rush, and since we're a clothing label ourselves I'm curious how much their online sales actually grew afterwards.",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "I was reading about tech startups in Madhya Pradesh for a college assignment and your company came up, so I'm wondering who actually started Nexora and what he did before that.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "Our sales numbers live in about six different Excel sheets plus Tally, and every Monday meeting turns into a fight over whose figures are right, so how soon could we realistically see a first dashboard with you?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We're a tiny SaaS team of four developers and a freelancer keeps insisting we must move everything onto Kubernetes, which sounds like overkill to me, so do you think we genuinely need it?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "Before we go any further I need to be sure about one thing because our board is very nervous: if you build an AI tool for us, could our customer data end up training somebody else's model?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "We're a mid-sized manufacturer still running purchase approvals on paper files that travel between four desks, and I'm not even sure where a change like this should begin, so what would you suggest doing first?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Several cloud vendors have been pitching us aggressively for months and I'm tired of sales talk, so I want an honest outside opinion, but first tell me, do you take commissions or referral fees from any vendor?",
    cls: "long",
    expect: "/services/it-consulting|/services/cloud-solutions",
  },
  {
    q: "I read one of your articles on my commute about why AI experiments never make it into daily use, and now I can't remember, what were the main reasons you gave for pilots getting stuck?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  // typo
  { q: "wher is ur ofice in bhopal exactly, wich road", cls: "typo", expect: "/contact" },
  { q: "do u hav any openigs for prodcut desginer", cls: "typo", expect: "/career" },
  { q: "whats teh cost of the discovry phase", cls: "typo", expect: "/services#pricing|/contact" },
  {
    q: "can you hlep us get iso 27001 certifcation",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "cloud migraton to aws without downtyme possible??",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "who ownz the sorce code after u build our softwear",
    cls: "typo",
    expect: "/services/software-development",
  },
  { q: "does ur websit use cookis or trakcers", cls: "typo", expect: "/legal/privacy" },
  {
    q: "how long did the fintek take to get certifed in that securty project",
    cls: "typo",
    expect: "/projects/security-infrastructure",
  },
  { q: "do u do fluter or react nateve apps", cls: "typo", expect: "/services/mobile-development" },
  { q: "wat is the phnoe nmber to call you guys", cls: "typo", expect: "/contact" },
  {
    q: "how many retailrs did the demand forcasting client suply to",
    cls: "typo",
    expect: "/projects/ai-analytics",
  },
  { q: "is there a fractinal cto servise", cls: "typo", expect: "/services/it-consulting" },
  // vocabulary
  {
    q: "mujhe apni dukaan ke liye online store banwana hai, aap log karte ho?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "need someone to look after our office computers and wifi, like an AMC type arrangement",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hacking se bachne ke liye koi service hai kya aapke paas?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you make a ChatGPT-style bot that answers from our company PDFs?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we want proper MIS reports, something like a Power BI view of daily sales",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "naukri ke liye kahan apply karna hai?", cls: "vocabulary", expect: "/career" },
  {
    q: "our app screens confuse people, need Figma wala redesign work",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "our releases are still done by hand over FTP, want Jenkins-type auto deploys",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "everything is on a server sitting in our office almirah, want to shift it all to AWS or Azure",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we're investors and want a tech DD on a startup's code before we put money in",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamare office ka saara kaam kagaz pe hota hai, paperless karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "hum already client hain, project ka status dekhne ke liye login kahan karein?",
    cls: "vocabulary",
    expect: "/login",
  },
  // ambiguous
  {
    q: "my cloud bill keeps creeping up every month, any advice on taming it?",
    cls: "ambiguous",
    expect: "/blog/cloud-trends|/services/cloud-solutions",
  },
  {
    q: "how long does my chat conversation stay saved in the browser?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what are the core hours for people working at Nexora?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we're shifting to a new office floor, can you handle the cabling, wifi and firewall?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you have a care plan for a website after launch, with small edits every month?",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "will the app you make still work offline when the network is patchy?",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "we want a portal where our dealers sign in and see their invoices, can you build one?",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "by what rate did claim settlement speed up for the hospital group you worked with?",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "can you apply masking and retention rules to personal data in our data warehouse?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "can our customer records stay in an Indian location when we move to the cloud?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "can your team run phishing simulations to train our staff?",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you go through our IT vendor contracts and tell us where we're overspending?",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  // multi
  {
    q: "any remote jobs for designers? also where exactly is your office?",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "what's the price of the discovery phase, and do you build apps in Flutter?",
    cls: "multi",
    expect: "/services#pricing & /services/mobile-development",
  },
  {
    q: "who heads engineering at Nexora, and which Middle East countries do you serve?",
    cls: "multi",
    expect: "/about & /#global-presence",
  },
  {
    q: "does this site track me with cookies? and what's your email id?",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "what results did the hospital system get, and do you also set up data warehouses?",
    cls: "multi",
    expect: "/projects/healthcare & /services/data-analytics",
  },
  {
    q: "how do I get into the client portal, and separately can you review our vendor choices?",
    cls: "multi",
    expect: "/login & /services/it-consulting",
  },
  {
    q: "how long did the fintech's ISO 27001 project run, and what do you charge monthly for time and materials?",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services#pricing",
  },
  {
    q: "what is the second step of your delivery process, and do you design logos too?",
    cls: "multi",
    expect: "/services#process & /services/ui-ux-design",
  },
  {
    q: "is the full stack job hybrid? also do you coach our engineers on DevOps?",
    cls: "multi",
    expect: "/career & /services/devops",
  },
  {
    q: "what did your cloud trends post say about Kubernetes, and can you roll out Odoo or Zoho for us?",
    cls: "multi",
    expect: "/blog/cloud-trends & /services/digital-transformation",
  },
  {
    q: "which courts handle disputes under your website terms, and what is your company's mission?",
    cls: "multi",
    expect: "/legal/terms & /about",
  },
  {
    q: "do you do Hindi speech-to-text, and what uptime did the logistics client get after moving to AWS?",
    cls: "multi",
    expect: "/services/ai-machine-learning & /projects/cloud-migration",
  },
  // unanswerable
  {
    q: "do you sponsor work visas for engineers coming from abroad?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is Nexora's annual turnover?", cls: "unanswerable", expect: "fallback" },
  { q: "is there visitor parking at your Bhopal office?", cls: "unanswerable", expect: "fallback" },
  { q: "can we pay your invoices in cryptocurrency?", cls: "unanswerable", expect: "fallback" },
  { q: "do you develop blockchain or NFT projects?", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you offer franchise opportunities in other cities?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does the company arrange cabs for employees on night shifts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is Nexora planning an IPO or already listed on the stock market?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run paid coding classes for school students?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you make mobile video games?", cls: "unanswerable", expect: "fallback" },
  { q: "how many women work at Nexora?", cls: "unanswerable", expect: "fallback" },
  { q: "is there a canteen or free lunch for staff?", cls: "unanswerable", expect: "fallback" },
  // off-topic
  { q: "who won the IPL final last season?", cls: "off-topic", expect: "fallback" },
  { q: "how do I make masala chai at home", cls: "off-topic", expect: "fallback" },
  { q: "what's the capital of Australia", cls: "off-topic", expect: "fallback" },
  { q: "solve 3x + 7 = 22 for x", cls: "off-topic", expect: "fallback" },
  { q: "best time to visit Manali for snow", cls: "off-topic", expect: "fallback" },
  { q: "explain photosynthesis for a class 7 project", cls: "off-topic", expect: "fallback" },
];
