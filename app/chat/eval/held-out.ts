import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the seventh: written on 2026-11-23 (session 20) by someone who did not read or
 * run the chat, from the site's content (app/content, app/site.ts, app/routes and SPEC.md), before
 * that session's tuning. The sixth set, scored once, is now `sixthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "is there any extra pay for the night shifts in the SOC analyst job",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "what does the data engineer opening pay per year",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "we already use Jenkins and Ansible, would your devops people make us throw those out",
    cls: "unreachable",
    expect: "/services/devops",
  },
  {
    q: "how many people do you get to try out a prototype in each round of usability testing",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "once the app is done, does it go on the App Store under our own developer account or yours",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "will the documents we give your AI team end up training models for your other customers",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "in the hospital network case study, how many staff did you train and how long did the whole thing take",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "how long was the database switchover window for the logistics client that moved to AWS",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "your blog mentioned reporting cyber incidents to CERT-In within some number of hours, how many exactly",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "I pressed send on the contact form while my internet was down, is my message just lost",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if there is ever a legal dispute over your website, courts of which city would hear it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "do you have any clients in Qatar or Saudi Arabia",
    cls: "unreachable",
    expect: "/#global-presence",
  },

  // long
  {
    q: "We're a mid-sized pharma distributor in Indore, around 200 people. Our accounts team still types supplier invoices into the ERP by hand, a few thousand every month, and errors keep creeping in. A friend said software can now read them automatically. Is that something you actually do?",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "I run three coaching institutes in Bhopal and honestly our setup is a mess. The Wi-Fi keeps dropping, the laptops never get updated and nobody knows if we even have backups. We can't justify a full-time IT person, so can you look after all this and send someone over when something breaks?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our startup built its first version with freelancers last year. It works, but the code is messy and the main developer has stopped replying. Investors want new features by March. Would your team take over what we already have rather than rewriting everything from zero?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I'm the finance head at a manufacturing company. Our Amazon Web Services spend has roughly doubled in eighteen months and nobody in engineering can explain why. Before we approve any new projects I want someone to find the waste and cut it. Is that the kind of work you take on?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "We're a family-run textile exporter from Surat. One of our big European buyers has told us they will need proof of an information security certification, specifically ISO 27001, before renewing next year. We have no idea where to start or what's involved. Can you take us through it?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "Hi, I'm in the final year of my B.Tech in Jabalpur and I've been doing Figma work for a couple of freelance clients for about two years now. I noticed you're hiring a designer. Would someone like me qualify, and what happens after I email my CV?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We have a group of eight dental clinics and patients keep complaining that they can only book by phone. We'd like an app for both iPhone and Android users, but our budget is limited. Is making one app that runs on both cheaper than building two separate ones?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "My company is in Dubai and we're thinking of handing a long-running product to a team in India. We'd want the same people on it month after month, working our hours, and the option to scale down if things get slow. How would you charge for something like that?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Every regional sales head in our company keeps their own Excel, and the Monday review always turns into an argument about whose numbers are right. The data lives in Tally, a CRM and a pile of Google Sheets. Could you bring it all into one place, and roughly how soon would we see something?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Last month one of our accountants clicked a fake bank email and we came very close to wiring money to a fraudster. Management now wants everyone to learn to spot these mails, but not through another boring slideshow once a year. Do you run anything like that for staff?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "We're a cooperative society in Madhya Pradesh with registers, paper files and couriers moving between district offices, and one approval can take weeks. The board wants to go paperless, but the senior staff are nervous about changing how they work. Is this something you'd handle from start to finish?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Before I type anything about my company into the chat box on your website, I'd like to know what happens to it. Is it sent off to some AI company somewhere, saved on a server, or what exactly?",
    cls: "long",
    expect: "/legal/privacy",
  },

  // typo
  { q: "any openings for secuirty analyst? want to aply", cls: "typo", expect: "/career" },
  { q: "whats ur offce adress in bhopal", cls: "typo", expect: "/contact" },
  {
    q: "do you do penetation testing for web apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "devops ci/cd piplines and kubernetis setup", cls: "typo", expect: "/services/devops" },
  { q: "how much dose the discovery phse cost", cls: "typo", expect: "/services#pricing" },
  {
    q: "machine lerning for demand forcasting in retail",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "need help with ui ux desgin, wireframes and a clickable protoype",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "do u use cookis or any tracking on this site", cls: "typo", expect: "/legal/privacy" },
  { q: "who is the fonder of nexora", cls: "typo", expect: "/about" },
  {
    q: "ecomerce web site for my clothng brand",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "can u migrate our servers to aws with no downtym",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  { q: "are you open on saterday? what timimgs", cls: "typo", expect: "/contact" },

  // vocabulary
  {
    q: "android app banwana hai, aap log banate ho kya?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "ek normal business website ka approx kitna kharcha aayega",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  { q: "freshers ke liye koi naukri hai?", cls: "vocabulary", expect: "/career" },
  {
    q: "hackers se hamari company ka data kaise bachaoge",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we need somebody to look after the office computers, printers and the net connection",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "cloud engineer wali job ghar se kar sakte hain kya",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "tally aur excel ka saara data ek hi screen pe graphs mein dikha sakte ho?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "can you make a bot that reads our staff handbook and answers employees' questions from it",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "office mein bahut paperwork hai, sab kuch online karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "Hindi mein bhi website bana dete ho kya",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "we have no tech head, can one of your people act as our part-time technology boss",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamare software mein UPI se paisa lene ka option daal sakte ho",
    cls: "vocabulary",
    expect: "/services/software-development|/services/mobile-development",
  },

  // ambiguous
  {
    q: "how quickly does someone get back to me after I fill in the contact form",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "our cloud bill keeps creeping up every month, can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "with the dedicated team option, can we shrink the team later if money gets tight",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "we're moving to a new office floor next month, can you do the cabling, wifi and firewall there",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you support Hindi?",
    cls: "ambiguous",
    expect: "/services/web-development|/services/ai-machine-learning",
  },
  {
    q: "I applied for the data engineer post last week, how long before I hear back",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "is your team available on Sundays", cls: "ambiguous", expect: "/contact" },
  {
    q: "what's the process for getting hired at nexora",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how long will you hang on to the details I typed into the quote form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "we're an existing client, where do we find the invoices for our project",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "how long would our systems be down while you shift them to the cloud",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "who heads your security team and what qualifications does he have",
    cls: "ambiguous",
    expect: "/about",
  },

  // multi
  {
    q: "what's your phone number, and are any of your jobs remote?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "can you build our android app and also host its backend on azure",
    cls: "multi",
    expect: "/services/mobile-development & /services/cloud-solutions",
  },
  {
    q: "where exactly is your office, and which year did nexora start",
    cls: "multi",
    expect: "/contact & /about",
  },
  {
    q: "how much does the initial discovery cost and how many weeks does it run",
    cls: "multi",
    expect: "/services#pricing",
  },
  {
    q: "we need a pen test on our lending app, plus help setting up automated deployments",
    cls: "multi",
    expect: "/services/cybersecurity & /services/devops",
  },
  {
    q: "in the fashion retailer project, how fast did pages load on mobile and which payment gateway was used",
    cls: "multi",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "does this site set cookies, and which country's law governs your website terms",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "who wrote the piece on cloud trends for 2027, and what is her job at nexora",
    cls: "multi",
    expect: "/blog/cloud-trends & /about",
  },
  {
    q: "what's the yearly learning allowance for staff, and does the health insurance cover parents too",
    cls: "multi",
    expect: "/career",
  },
  {
    q: "can you review the UX of our current app and also redo our logo and brand colours",
    cls: "multi",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we want a proper data warehouse with dashboards, and later some ML to predict sales, can you do both",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "how many people work at nexora, and how do I apply for a job there",
    cls: "multi",
    expect: "/about & /career",
  },

  // unanswerable
  { q: "are you appraised at CMMI level 5", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you write ethereum smart contracts for our loyalty token",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a 3D racing game made in Unity for phones, is that something you build",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a discount for registered NGOs or bootstrapped startups",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you an AWS Premier Tier services partner",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many employees sit at your Indore location",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we see nexora's own SOC 2 Type II report before we sign",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you implement Oracle Fusion Cloud ERP",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was nexora's turnover in the last financial year",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you run our google ads and instagram promotion campaigns",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do employees get a bonus for referring a friend who gets hired",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you do Microsoft Dynamics 365 Business Central rollouts",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "will it rain in Bhopal tomorrow", cls: "off-topic", expect: "fallback" },
  { q: "how do I make poha for breakfast", cls: "off-topic", expect: "fallback" },
  { q: "which team has won the most IPL titles so far", cls: "off-topic", expect: "fallback" },
  {
    q: "write a leave application to my school principal for two days",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "what is 18 percent of 45,000", cls: "off-topic", expect: "fallback" },
  { q: "best train from Bhopal to Delhi overnight", cls: "off-topic", expect: "fallback" },
];
