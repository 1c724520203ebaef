import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the fourteenth: written on 2026-11-24 (session 23, third round) by someone who
 * did not read or run the chat, from the site's content (app/content, app/site.ts, app/routes and
 * SPEC.md), before that round's tuning ended. The thirteenth set, scored once, is now
 * `thirteenthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "if your pentest finds problems and our devs fix them, do you come back and retest for free or is that billed separately?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "what is the yearly pay range you are offering for the data engineer opening at nexora",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "Does Nexora already have customers in Saudi Arabia or Qatar, or mostly just India?",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "in that logistics company migration to AWS how many minutes did the final Oracle database switchover actually take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "How many video consultations did the 12-hospital group run in its first year on the system you built?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "during your testing and QA stage, are security scans and performance checks done on every release or only before go-live?",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "if I send a message through your contact form, after how many months is it deleted from your server?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "in case of a legal dispute over the use of your website, which city's courts have jurisdiction?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "our branch is in Jabalpur, will your engineers physically visit for IT support or is it only in Bhopal?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "for the SOC security analyst vacancy, do people work rotating shifts and is there extra pay for that?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "can your machine learning people handle speech-to-text and document extraction in Hindi as well as English?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "when you build our Android app, will it be published under our own Play Store developer account or yours?",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },

  // long
  {
    q: "We are a mid-sized textile exporter in Surat and our accounts staff still type every purchase invoice into Tally by hand, my son keeps telling me some AI can read these automatically, so I want to know if your company actually builds that kind of thing for businesses like ours.",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "I manage operations for a chain of diagnostic labs and every year when a large hospital partner audits us we scramble to show policies and evidence, so now they are asking us to get properly ISO 27001 certified and I have no idea where to even begin.",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "My co-founder and I have a rough idea for a B2B SaaS tool and honestly we don't know which features will survive the first customers, so we would rather pay month by month as things change than sign one big fixed contract, what sort of arrangement and monthly spend would that be with you?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Last Diwali our online clothing store crashed twice in the middle of the sale and we lost a lot of orders and goodwill, so before the next festive season I want to see whether you have handled that kind of traffic spike for a retailer before.",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "I'm a final-year BTech student from Indore who has built a few React and Node side projects and I would really love to work at a company like yours one day, so can you explain what your hiring steps look like from sending my CV to getting an offer?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "Our office has about forty people on two floors and the internet keeps dropping every afternoon, the printer never connects to anyone's laptop and nobody remembers who set up the firewall, is this the sort of mess your team takes over and looks after?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We are a small NBFC in Bhopal and our board is nervous that after moving to the cloud our borrowers' personal data might end up sitting on servers in Singapore or America, so I need to know whether you can design it so everything stays inside India.",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Our management ran a chatbot trial last year that impressed everyone in the demo and now nobody uses it, and I keep reading hype about AI, so I'm looking for your honest view on why these pilots die and what it takes to get one into daily use.",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "Before I type my name and mobile number into any of your forms I would like to understand what this website does with them, whether it drops cookies, and whether anything gets passed on to Google or advertising companies.",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "Right now we release our app once a month on a Saturday night with three people on a call ticking through a checklist and something always breaks, and I am wondering whether you help teams automate the whole build and deployment so this stops happening.",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "I'm the finance head at a distribution company and every Monday review begins with an argument over whose sales figures are correct because each region maintains its own spreadsheet, so what I really want is one trusted set of reports everybody believes.",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We are about to sign a very large ERP contract and I have a feeling the vendor's presales people are not giving us unbiased advice, so before we commit I would like an outside expert who earns no commission from anyone to review the decision for us.",
    cls: "long",
    expect: "/services/it-consulting",
  },

  // typo
  {
    q: "cyber securty pentesting servise for our web portal",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "mobil app devlopment for andriod and iphone both",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "wat is ur ofice adress in bhopaal, want to visit", cls: "typo", expect: "/contact" },
  { q: "carrer oppertunities for cloud devops enginer at nexora", cls: "typo", expect: "/career" },
  {
    q: "privcy polcy of the nexora webiste regarding my data",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "cloud migartion case stuady for the logistcs company",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "ui ux desgin with clickable prototyp in figmaa",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "digitel transformetion to make our offce paperless",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "helthcare managment sytem you made for the hospitel chain",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  { q: "clint portel lgin page for exsisting customers", cls: "typo", expect: "/login" },
  {
    q: "ci cd pipline and kubernets setup by your devops tem",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "where can i read the terms of servise and condtions of this site",
    cls: "typo",
    expect: "/legal/terms",
  },

  // vocabulary
  {
    q: "need someone to sort out the wifi and fix laptops in my small office",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our sales reports are all in excel, can you turn them into live charts that update themselves",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "kya aapki company mein ghar se kaam karne wali naukri milti hai?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "mujhe apni kapdon ki online dukaan ke liye website banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "hackers se company ka data bachane ke liye aap kya karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "want to shift everything from our server room to amazon's servers",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "hamare app ki screens bahut confusing hai, pura look and feel naya karwana hai",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "looking for a part-time tech head for my startup, not a full-time hire",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "do employees get mediclaim that also covers their mom and dad?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "ek business app banwane mein roughly kitna kharcha aayega?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "want the code to go live on its own every time my team pushes to github",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "a bot that can answer staff questions from our own HR policy PDFs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },

  // ambiguous
  {
    q: "how long until a simple company website from you is live?",
    cls: "ambiguous",
    expect: "/services/web-development|/contact",
  },
  {
    q: "what are your timings, I'd like to phone before dropping by",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "if our office network goes down at 2am, what hours does your helpdesk cover?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "what does the initial discovery study cost before the actual build?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "our AWS bill keeps growing every month, how do we bring it down?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long is it usually from applying for a job with you to hearing back with an offer?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "if I join Nexora, do I have to come into the office daily or can some roles be done from home?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "as a current client, where can I download the invoices for our project?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "how long would a focused review of our system architecture take?",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "how long did the lending fintech take to become ISO certified with your help?",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "are the price ranges you quote inclusive of GST or is tax added on top?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how soon after starting a data project would our managers see a first dashboard?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },

  // multi
  {
    q: "What's your office phone number, and are you hiring any product designers right now?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "Do you do penetration testing of web apps, and roughly what does a fixed-price project cost with you?",
    cls: "multi",
    expect: "/services/cybersecurity & /services#pricing",
  },
  {
    q: "nexora kitne saal purani company hai aur bhopal office ka pura address kya hai?",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "Show me the fashion retailer e-commerce case study, and tell me which frameworks you use for building websites.",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "Who started Nexora, and can I ask you to delete the personal data I submitted?",
    cls: "multi",
    expect: "/about & /legal/privacy",
  },
  {
    q: "Do you build cross-platform apps in Flutter, and do you have an article on where cloud is heading next year?",
    cls: "multi",
    expect: "/services/mobile-development & /blog/cloud-trends",
  },
  {
    q: "How do existing clients sign in to follow project progress, and what email should a new company write to for an enquiry?",
    cls: "multi",
    expect: "/login & /contact",
  },
  {
    q: "Is the cloud and devops engineer job fully remote, and what does your DevOps service for clients include?",
    cls: "multi",
    expect: "/career & /services/devops",
  },
  {
    q: "What results did the demand forecasting dashboard project deliver, and do you have practical security tips for a growing small firm?",
    cls: "multi",
    expect: "/projects/ai-analytics & /blog/cybersecurity-practices",
  },
  {
    q: "Which European countries do you have clients in, and who leads your security practice?",
    cls: "multi",
    expect: "/ & /about",
  },
  {
    q: "Can you help a paper-heavy office go digital with workflows, and is your office open on Saturdays?",
    cls: "multi",
    expect: "/services/digital-transformation & /contact",
  },
  {
    q: "How much yearly learning budget do your employees get, and what values does the company say it works by?",
    cls: "multi",
    expect: "/career & /about",
  },

  // unanswerable
  {
    q: "What was Nexora's total revenue or turnover in the last financial year?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Does your team build blockchain apps or smart contracts on Ethereum?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there car parking for visitors at your Bhopal office building?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Who are Nexora's investors, and has the company raised any venture funding?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you develop mobile games in Unity or Unreal Engine?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What is your employee attrition rate and your Glassdoor rating?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do registered NGOs and charities get a discount on your services?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How many weeks of maternity and paternity leave does Nexora give its staff?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can we pay your invoices in bitcoin or another cryptocurrency?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you write firmware for IoT sensors and embedded hardware devices?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you run a bug bounty programme with cash rewards for reporting security flaws?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Does the Bhopal office have a cafeteria, and do employees get free lunch?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "will it rain in Bhopal this weekend, planning a trip to Van Vihar",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "give me a recipe for proper masala chai with ginger",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "who won the IPL final last season and by how many runs",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "bhopal se delhi ki train ticket tatkal mein kaise book kare",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "explain the ending of the movie Inception in simple words",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "which shares should I buy for long term investing in 2027",
    cls: "off-topic",
    expect: "fallback",
  },
];
