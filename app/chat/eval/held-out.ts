import type { EvalQuestion } from "./questions";

/**
 * The thirty-second held-out set, to be written on 2026-11-25 (session 33, second round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The thirty-first set, scored once, is now `thirtyFirstHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "what's the pay range for the SOC analyst opening?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "Is the product designer job fully work from home or would I have to relocate to Bhopal?",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "For your data engineering vacancy, do I need to know Airflow or will Dagster do?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "If you pen-test our app and we patch the holes, do you check again for free?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "do you keep the stuff I type into the contact form forever? after how many months is it wiped",
    cls: "unreachable",
    expect: "/legal/privacy#retention|/legal/privacy",
  },
  {
    q: "In the logistics AWS job, which Indian regions did you run on and how long did the database switch take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "When you finish our app, does it go on Play Store under our developer account or yours?",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "Can your support engineers physically visit our branch in Jabalpur, or do you only cover Bhopal?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "How many people do you put in front of a prototype in each round of testing?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "If I had a legal dispute about your website, which city's courts would hear it?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "What's the final stage of your six-step way of running a project, after go-live?",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "Your security article mentions CERT-In — within how many hours must an incident be reported?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  // long
  {
    q: "We are a family textile business in Surat, three generations, and honestly everything still runs on Excel sheets that my cousin updates every Monday. Sales figures from our four shops never match what the accountant says. My father finally agreed to spend on proper reports. If we go ahead with you, roughly how many weeks before we actually see the first dashboard?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Hi, I've been doing Terraform and GitHub Actions on AWS for about four years at a mid-size product company in Kochi. I saw you have a cloud opening, and I can't move cities because of family. I don't want to mess up the application — what exactly should I put in the email when I apply?",
    cls: "long",
    expect: "/career#how-to-apply",
  },
  {
    q: "Last year I paid a freelancer to build the booking system for my dental clinic and he vanished halfway, and now he says the code belongs to him and won't share it. Before I sign with anybody again I need to know: if you build something for me, who ends up owning the source?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I manage operations for a group of private hospitals in central India. We keep hearing from other administrators that software can speed up insurance settlements, but vendors only show slides. You mention a hospital network project — what actually happened to their claim settlement times?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I'm a founder in Austin, pre-seed, and a friend who outsourced to Pune recommended looking at Indian firms. I'm not ready to commit to a big build, I just want someone to look at the idea and tell me what it would take. What would that initial study cost me in US dollars and how long does it run?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "My son applied to your company two weeks ago and had a technical round last Friday with two of your engineers. He is very anxious and keeps checking his phone. As a mother I just want to know, after meeting the team how many days does Nexora normally take to tell candidates the result?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "Every Diwali our clothing website crashes right when the festive sale begins, and the stock it shows online is wrong because our stores don't sync. We have about 50 outlets. Have you ever fixed this exact kind of problem for a retailer, and what came of it?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "I'm the tech lead at a small lending startup regulated by RBI. Our banking partner just told us that unless we are ISO 27001 certified before renewal they'll walk away, and none of us has done an audit before. Is this something you can take us through end to end?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I write for a Madhya Pradesh business weekly and I'm putting together a feature on tech companies that grew out of Bhopal instead of moving to Bengaluru. For the piece I need a couple of basics: what year did Nexora start and how big is the team today?",
    cls: "long",
    expect: "/about",
  },
  {
    q: "Our CFO sat through three AI demos this month and her one worry is the same each time: that our invoices and customer records will end up teaching some big tech company's model. Before I even bring your name to the board, can you tell me how you handle that?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "I filled in the quote request yesterday and ticked the highest budget bracket just to be safe, but now my partner is worried we've locked ourselves into paying that amount. Did ticking that box commit us to anything?",
    cls: "long",
    expect: "/legal/terms#enquiries|/legal/terms",
  },
  {
    q: "We make auto parts near Pithampur, and every purchase approval still goes on paper through four signatures and takes a week. Management wants to 'go digital' but nobody agrees what that means and the shop floor staff are nervous. Where would you even begin with a company like ours?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  // typo
  {
    q: "wer exactly is ur bhopal offfice, need the adress for gps",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "cyber securty audit and penitration testing servces",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "salery for senoir full stak devloper post",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "do u have kubernates exprts? do we even realy need it",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "fixd price vs time and materiel which one is cheeper",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "clowd migraton case studdy for logistcs company",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "mobil app devlopment flutter or nativ wich is beter",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "privasy polcy - do u use coookies or trakers",
    cls: "typo",
    expect: "/legal/privacy#no-cookies|/legal/privacy",
  },
  {
    q: "how to aplly for the job, wich email id to send cv",
    cls: "typo",
    expect: "/career#how-to-apply",
  },
  { q: "who is the fouder and ceo of nexora", cls: "typo", expect: "/about#team|/about" },
  {
    q: "data enginer hybird role how much experiance needed",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "ui ux desgin with accesibility wcag reveiw",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  // vocabulary
  {
    q: "aapka office saturday ko kitne baje tak khula rehta hai?",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "mujhe apni dukaan ke liye website banwani hai, kitna time lagega?",
    cls: "vocabulary",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "Hamara purana software kisi aur vendor ne likha tha, kya aap usko aage sambhal sakte ho?",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "Need someone keeping an eye out for hackers on our systems round the clock",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you make our app accept GPay / PhonePe type payments",
    cls: "vocabulary",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "looking for a part-time tech boss, basically a CTO on rent",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "job mein mediclaim milta hai kya, mummy papa bhi covered honge?",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "a bot that reads our company PDFs and answers staff questions",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our office wifi and laptops keep acting up, need an IT guy on call",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you guys help old-school firms get rid of files and registers",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "already a customer — where do I log in to check how my project is going?",
    cls: "vocabulary",
    expect: "/login",
  },
  {
    q: "kaun kaun se deshon mein aapke clients hain?",
    cls: "vocabulary",
    expect: "/#global-presence|/about",
  },
  // ambiguous
  {
    q: "Our monthly cloud bill keeps creeping up, can you help bring it down?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "If I join as an engineer, what hours am I expected to be online?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "How long does an architecture review take?",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "Which office would the SOC analyst role be based at?",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "Can our cloud setup stay in Indian regions so we satisfy the DPDP Act?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Is the IT help desk open on Saturdays, or round the clock for servers?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/contact",
  },
  {
    q: "How long do you keep my chat conversation?",
    cls: "ambiguous",
    expect: "/legal/privacy#browser-storage|/legal/privacy",
  },
  {
    q: "What's the budget for learning if I come on board?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  { q: "Is there any warranty included?", cls: "ambiguous", expect: "/services#pricing" },
  {
    q: "Once I apply, how soon do I get a reply?",
    cls: "ambiguous",
    expect: "/career#how-to-apply|/career#hiring-process",
  },
  {
    q: "How much notice do we give to shrink the team you lend us?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "For an AI proof of value, how long is it?",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  // multi
  {
    q: "What does the data engineer role pay, and where exactly is your office?",
    cls: "multi",
    expect: "/career#data-engineer & /contact",
  },
  {
    q: "Do you build Flutter apps? And what does a dedicated team cost per month?",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "Who runs cybersecurity at Nexora, and what did the fintech security project achieve?",
    cls: "multi",
    expect: "/about#team|/about & /projects/security-infrastructure",
  },
  {
    q: "what's your phone no.? also does my form data ever leave India?",
    cls: "multi",
    expect: "/contact & /legal/privacy#data-location|/legal/privacy",
  },
  {
    q: "What does your AI article suggest doing this quarter, and do you handle model monitoring after launch?",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "hiring process ke steps kya hain aur product designer ki salary kitni hai?",
    cls: "multi",
    expect: "/career#hiring-process & /career#product-designer",
  },
  {
    q: "Do you do penetration tests? Separately, how long would a simple website take?",
    cls: "multi",
    expect: "/services/cybersecurity & /contact#faq|/services/web-development",
  },
  {
    q: "How do I get you to erase my details, and am I allowed to quote your blog on my own site?",
    cls: "multi",
    expect:
      "/legal/privacy#your-rights|/legal/privacy & /legal/terms#intellectual-property|/legal/terms",
  },
  {
    q: "How fast did the fashion store's pages load on mobile, and which frameworks do you use for websites?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "Is the cloud/devops opening remote, and how much do you give each year for courses?",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /career#why-work-with-us",
  },
  {
    q: "What happens after I send you a message, and what is the company's mission?",
    cls: "multi",
    expect: "/contact & /about#mission|/about",
  },
  {
    q: "Can you build Power BI dashboards, and how much did the distributor's forecasting cut stock-outs?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  // unanswerable
  {
    q: "Roughly how many crore in revenue did Nexora book in FY 2025-26?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Do employees get ESOPs or any stock options?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Is Nexora backed by venture capital, and who are the investors?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can you build a blockchain token or NFT marketplace for us?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Is there visitor parking at the Bhopal office?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Do you give any special discount to NGOs or charities?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What stipend do you pay for the summer internship for BTech students?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "If we cancel the project halfway, what is your refund policy?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Has Nexora won any industry awards?", cls: "unanswerable", expect: "fallback" },
  { q: "Do your developers work in PHP and Laravel?", cls: "unanswerable", expect: "fallback" },
  { q: "What percentage of your staff are women?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Will you sign an NDA before we share our startup idea?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "what's the weather going to be like in Bhopal tomorrow",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "give me a quick recipe for kanda poha", cls: "off-topic", expect: "fallback" },
  {
    q: "which team lifted the IPL trophy most recently, and who was man of the match?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "explain TCP vs UDP in simple words for my networking exam",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "which is the fastest train from Bhopal to Indore", cls: "off-topic", expect: "fallback" },
  { q: "write a short poem for my girlfriend's birthday", cls: "off-topic", expect: "fallback" },
];
