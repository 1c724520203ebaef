import type { EvalQuestion } from "./questions";

/**
 * The seventy-fourth held-out set, written on 2026-12-03 (session 53) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * seventy-third set, scored once, is now `seventyThirdHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.745).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "the FMCG distributor with nine thousand retailers — their numbers used to be a week old, what's the lag now?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "logistics client, Sunday night database swap from Oracle to RDS: was it really under twenty minutes?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Telemedicine uptake at the twelve-hospital group, do you quote a figure for year one?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "for the RBI-regulated lender, what was the median time to spot an incident once you were done",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "CERT-In aside, what patch window does Vikram's article recommend for exposed critical vulns?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "In the 2027 cloud outlook article, how often do you suggest simulating the loss of a region?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  { q: "arjun mehta's career pre-nexora — banking? where?", cls: "unreachable", expect: "/about" },
  {
    q: "Which of your leadership people is based out of Indore?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "landmark near your office? is it by the lake or somewhere along hoshangabad rd",
    cls: "unreachable",
    expect: "/contact",
  },
  {
    q: "ux research budget question: how many testers per usability round should we plan to recruit",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "governing law clause: if a quarrel about website content goes to court, is it Bhopal or somewhere else",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "kurta retailer with sixty stores, mobile page speed after the relaunch?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },

  // long
  {
    q: "Hi, so I run operations for a mid-sized NBFC in Indore and our board has been asking uncomfortable questions after a competitor got breached last quarter; our IT guy says we're fine but nobody has ever really tried to break in, so I'm wondering whether you'd do a proper penetration test for us.",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "We've got about forty applications sitting on ageing Dell boxes in a server room behind the accounts department, the AC fails every summer, the hardware warranty lapses next March and my MD keeps forwarding me articles, so honestly I just want to know if you'd help us shift all of it onto AWS or Azure.",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Okay long story, we're a Series A SaaS startup, our two in-house devs are drowning, we tried freelancers on Upwork and it was a mess, what I really want is four or five people who stick with our product long term, so what would a dedicated team from you roughly cost per month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Every Monday my sales managers spend half the morning copying numbers from Tally exports and three different Excel sheets into a deck for the director, the numbers never match and everybody argues, so is building proper automated dashboards something you people actually do?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Namaste, final-semester electronics student here from Jabalpur who switched to web dev in lockdown, built a couple of React clones and a Node chat thing for a hackathon, and a cousin who lives near Habibganj said your firm is decent, so any vacancies I could realistically send a CV for?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Sent you the contact form around 8 pm last night about a cold-storage inventory app, my director is breathing down my neck for a timeline, and I can't tell whether it even went through, so what's supposed to happen now and within how long will a human reply?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "My uncle is thinking about giving you a project but he's old school and wants to know the backstory first, like when the company started, who started it and whether it's some fly-by-night outfit or has actually been around for a while.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "Our releases right now involve an engineer SSH-ing into production on a Friday night with a checklist and a prayer, rollbacks are manual, we have zero monitoring beyond customers complaining on Twitter, and I'd like someone to set up automated CI/CD and sane alerting for us.",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "Our family business sells cement and steel through twelve depots and every single purchase requisition still travels by courier for four wet-ink signatures, invoices live in lever-arch files, and the accountant is retiring soon, so can you modernise that whole approval chain into something digital?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We just moved into a new sixty-seat office, the Wi-Fi is patchy, nobody manages the laptops, we lost a backup last month and there's no help desk when things break, so does your company take care of that kind of everyday office IT for businesses like ours?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Before I type anything sensitive into this little chat box in the corner of the screen, I'd like to understand, as someone slightly paranoid about data, whether what I write here gets sent off to some AI company or stays on my own machine.",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "Bit of an odd one: I replaced our previous finance controller three weeks after we kicked off a project with you, apparently there's a secure workspace with the plan, documents and your invoices, but I was never added and the old guy's gone; who do I chase?",
    cls: "long",
    expect: "/login",
  },

  // typo
  {
    q: "pentst of our andriod app + api, is that somethng ur team dose",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "directons to ur bhopl ofice pls, wich floor", cls: "typo", expect: "/contact" },
  {
    q: "the logstics cloud migraton storey, 120 servises to aws",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "machne lerning to reed scaned invoces?",
    cls: "typo",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "dedicatd devlopers on montly retainr, ruff cost?",
    cls: "typo",
    expect: "/services#pricing",
  },
  { q: "cant find the clinet portel singin", cls: "typo", expect: "/login" },
  { q: "any trakers, cookis or anlytics on ths webiste?", cls: "typo", expect: "/legal/privacy" },
  { q: "hosptial managment sytem you bulit", cls: "typo", expect: "/projects/healthcare" },
  { q: "kubrnetes + githb actons pipline setup hlp", cls: "typo", expect: "/services/devops" },
  {
    q: "figma wirefrmes and prototyeps for our app",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "vikrams artcle on cybr hygene for smal compnies",
    cls: "typo",
    expect: "/blog/cybersecurity-practices",
  },
  { q: "leadrship teem names and there roles", cls: "typo", expect: "/about" },

  // vocabulary
  {
    q: "We need a part-time tech head, a fractional CTO basically, until we can hire one",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "our site is slow as molasses and nobody finds us on google, can you fix that",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "looking for a managed SOC, someone watching our alerts round the clock",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "one codebase for iphone and android, flutter or RN, you guys do that?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "we want a proper BI setup: warehouse, dbt models, power bi on top",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "can you get us rid of paper registers and wet signatures",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "do you build bilingual sites, english plus hindi?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "got anything to show in healthtech? clinic or hospital software maybe",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },
  {
    q: "aapka office kahan hai aur shaam ko kitne baje band hota hai",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "bhai data engineer wali vacancy abhi bhi khuli hai kya, salary kitni hai",
    cls: "vocabulary",
    expect: "/career#data-engineer",
  },
  {
    q: "shuru mein kitna kharcha aayega, discovery wala step kitne ka hai",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  {
    q: "hamara company data kisi aur ke AI model ko train karne mein toh use nahi hoga na",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },

  // ambiguous
  {
    q: "security role: what's the shift pattern and is there extra pay for nights?",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "our android app is old and play store keeps rejecting updates, can you migrate it to current requirements",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "what platform was the fashion brand's online shop built on",
    cls: "ambiguous",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "how does your process work for candidates, how many rounds before an offer",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "need a pipeline that pulls sales from our ERP every hour, for reporting, not for code deploys",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "is discovery a free consultation or something you charge for?",
    cls: "ambiguous",
    expect: "/services#pricing|/contact",
  },
  {
    q: "the cloud piece you published, what was its take on kubernetes?",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "testing — I mean with actual users clicking a prototype, not QA scripts; is that on offer?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "recovery plan if our AWS region goes down, can you set up cross-region copies",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "terms question: milestone-based payments on fixed scope, how do they work",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "dealer login area on our own site showing each dealer their invoices and orders, buildable?",
    cls: "ambiguous",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "retention: after I send a quote request, when does your side delete it?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },

  // multi
  {
    q: "Discovery fee ballpark, and after handover is the IP ours or yours?",
    cls: "multi",
    expect: "/services#pricing|/contact & /services/software-development",
  },
  {
    q: "open saturdays? also any remote devops jobs going",
    cls: "multi",
    expect: "/contact & /career#cloud-devops-engineer",
  },
  {
    q: "link me the lending-company ISO case, and separately, would you run our gap assessment?",
    cls: "multi",
    expect:
      "/projects/security-infrastructure & /services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "AI pilots-to-production essay: who's the author, and what position do they hold?",
    cls: "multi",
    expect: "/blog/future-of-ai & /about",
  },
  {
    q: "does this site set cookies, and under which jurisdiction do your website terms fall",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "marketing site turnaround in weeks? plus is there a CMS so our team self-edits",
    cls: "multi",
    expect: "/services/web-development|/contact & /services/web-development",
  },
  {
    q: "is a warehouse overkill for a small firm like ours, and what does your data engineer opening pay",
    cls: "multi",
    expect: "/services/data-analytics & /career#data-engineer",
  },
  {
    q: "what year did you start and how big is the headcount today",
    cls: "multi",
    expect: "/about & /about",
  },
  {
    q: "support phone number? and how do I get my portal invite resent",
    cls: "multi",
    expect: "/contact|/login & /login",
  },
  {
    q: "do you do zero trust setups, and have you written anything on security for small companies?",
    cls: "multi",
    expect:
      "/services/cybersecurity|/projects/security-infrastructure & /blog/cybersecurity-practices|/blog/category/security",
  },
  {
    q: "what happens during QA in your process, and is there a warranty after go-live",
    cls: "multi",
    expect: "/services#process & /services#pricing",
  },
  {
    q: "name of your tech chief, typical fixed-bid range, and RN or Flutter capability?",
    cls: "multi",
    expect: "/about & /services#pricing & /services/mobile-development",
  },

  // unanswerable
  {
    q: "Which accounting firm audits Nexora's books each year?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Need your bank's IFSC and account details to wire an advance",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "How many of your 120 staff are women?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Do your developers use GitHub Copilot on client code?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "What's your Udyam MSME registration number?", cls: "unanswerable", expect: "fallback" },
  { q: "Which college did your CEO graduate from?", cls: "unanswerable", expect: "fallback" },
  {
    q: "can we pay for the project in EMIs or get some kind of financing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you sponsor any tech meetups or college fests in Bhopal?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Which newspapers or magazines have written about Nexora?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "step-free access for a visitor in a wheelchair: is there an elevator in Lakeview Tech Centre?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there a German-speaking project manager on your team?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Have you delivered anything for a PSU or a state government department?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "what's the boiling point of water at the top of Everest",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "who painted the ceiling of the Sistine Chapel", cls: "off-topic", expect: "fallback" },
  { q: "tips to fix a squeaky ceiling fan", cls: "off-topic", expect: "fallback" },
  { q: "how many km is 26 miles", cls: "off-topic", expect: "fallback" },
  { q: "what rhymes with orange", cls: "off-topic", expect: "fallback" },
  { q: "why do cats knead blankets", cls: "off-topic", expect: "fallback" },
];
