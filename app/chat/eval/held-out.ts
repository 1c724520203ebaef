import type { EvalQuestion } from "./questions";

/**
 * The forty-eighth held-out set, written on 2026-12-02 (session 39, second round) by someone who
 * does not read or run the chat, from the site's content, while that round's tuning goes on. The
 * forty-seventh set, scored once, is now `fortySeventhHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engineer opening - is it proper work from home or do i have to show up at the bhopal office some days?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "Till what date can I send my portfolio for the UX/product designer vacancy?",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "SOC analyst job: are there night/rotating shifts and do you pay anything extra for them",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "for the cloud devops engineer post, is the on call duty paid or just part of the job?",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "If your pentest finds holes and our devs patch them, do you charge us again to re-test?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "how long do you hang on to the stuff I type in the contact form before it gets deleted",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "does this website drop cookies on my browser?",
    cls: "unreachable",
    expect: "/legal/privacy|/legal/terms",
  },
  {
    q: "the hospital network system you built — how many video consultations did they do in year one?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "In the logistics company's AWS move, how many minutes was the core database switchover window?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "your security blog said critical bugs on internet facing servers must be patched within how many hours?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "which gulf countries do u count in your middle east region, is qatar in there?",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "For custom software, how many days is the initial discovery workshop with our team?",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  // long
  {
    q: "We are a pharma distributor in Indore with about 40 salespeople. Every Monday our managers waste half the day merging Excel files from each area and still argue over the numbers. If we start with you on proper dashboards, roughly how many weeks until we see the first one working?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I manage IT for a group of three schools in Jabalpur. The Wi-Fi in the staff rooms keeps dying and nobody knows where the backups are. Do your people actually come on site to a place like ours, or is it only for Bhopal? Happy to pay for visits.",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Hi, I run a freight forwarding business out of Dubai and my cousin in Bhopal recommended you. Every vendor I've spoken to pushes their favourite cloud and I suspect they get a cut. Do you get paid anything by AWS, Azure or Google for recommending them? Just want honest advice.",
    cls: "long",
    expect: "/services/cloud-solutions|/services/it-consulting",
  },
  {
    q: "I have around 6 years with React and Node, currently in Pune but my family is in Bhopal so the hybrid senior role looks perfect. Last two companies gave me week-long take home assignments which was exhausting. what does your interview process look like, is there a take-home?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "Our last agency built our booking app and then refused to hand over the source code when we stopped paying their 'maintenance fee'. I never want that again. If you build our platform, who legally owns the code and where does it live?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "We're a chain of 5 multispeciality hospitals around Raipur, each branch on different software, patients repeat their history every visit and insurance claims take ages. before I book a call — have you done something like this already and what changed for that client?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I own a small boutique in Gwalior and I'm thinking of getting an online store made by you guys next year. But right now the festive season is on and I'm stuck. can you suggest a catchy instagram caption for my diwali sale post?",
    cls: "long",
    expect: "fallback",
  },
  {
    q: "We're planning to migrate our ERP to AWS next quarter and I'm drafting the budget for the board. Before talking to any consultants, I just need one number: what is the current on-demand hourly price of a t3.medium instance in the Mumbai region?",
    cls: "long",
    expect: "fallback",
  },
  {
    q: "So our partner bank just told us we must be ISO 27001 certified before they renew our contract, and the audit is under a year away. We are a 150 person lending startup with zero security staff. Is this something you can take us through end to end?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Honestly I'm a bit scared of agencies that quote low and then keep adding charges. Before I commit to a whole project I'd like to pay for something small first and see how you work. What does the very first step cost and how long is it?",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "I filled the quote form yesterday with my phone number and details of our unreleased product. Now my co-founder is worried. Does that info get passed to any third party or stored on servers outside India?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "our team is 6 devs running 4 services on two VMs. a consultant told us we are 'behind' because we don't use kubernetes and should move everything to it asap. is that really necessary for a setup our size?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },
  // typo
  {
    q: "do u do penatration testng for mobile apps n APIs",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "wher is ur ofice loacted exactly, need the adres for google maps",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "carrer oppurtunity for data enginer",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "fluter or react nativ app devlopment?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "buisness intellegence dashbord services",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "wat r ur wrking hrs on saturdy",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "privicy polcy",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "machne lerning for invioce proccessing",
    cls: "typo",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "ci cd piplien with jenkis can u setup",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "ux audt of our exisitng app",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "e comerce case stduy reslts",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "who foundd nexora tecnologies",
    cls: "typo",
    expect: "/about",
  },
  // vocabulary
  {
    q: "office internet keeps dropping, can someone sort out our router and LAN cables",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we do everything in excel sheets, want proper MIS reports for the directors",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "any customers in Dubai or Riyadh?",
    cls: "vocabulary",
    expect: "/|/about",
  },
  {
    q: "work from home wali naukri hai kya aapke yahan?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "android app banate ho kya aap log",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "Want a bot that replies to employees using our HR policy PDFs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "hackers se apni website kaise bachayein, aap help karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "looking for a part-time tech head for my startup, 2 days a week",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamare office me sab kuch register aur files me hota hai, sab digital karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "mediclaim milta hai employees ko? parents bhi covered?",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "can you make a logo and a full brand kit for my cafe",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "apna server room band karke sab kuch online shift karna hai",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  // ambiguous
  {
    q: "our AWS bill has nearly doubled since march, can you help?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long have u guys been doing this?",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "How long for an online store?",
    cls: "ambiguous",
    expect: "/contact|/services/web-development",
  },
  {
    q: "hours?",
    cls: "ambiguous",
    expect: "/contact|/login",
  },
  {
    q: "office 365 setup for 30 users",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "support after launch?",
    cls: "ambiguous",
    expect: "/contact|/services|/",
  },
  {
    q: "is what I type in your contact form kept secure",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what plans do you offer? is there a monthly one where we just pay for the team?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "ok so how do i apply then",
    cls: "ambiguous",
    expect: "/career#how-to-apply",
  },
  {
    q: "where can I see our project invoices",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "are you certified?",
    cls: "ambiguous",
    expect: "/|/about",
  },
  {
    q: "can you support us remotely? we're in Nagpur",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  // multi
  {
    q: "phone number? and are you open on sunday",
    cls: "multi",
    expect: "/contact & /contact|/login",
  },
  {
    q: "Do you build Flutter apps, and what does a dedicated team cost per month?",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "who's your CTO and did she write the cloud trends article?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "security analyst salary kitni hai, aur learning budget kitna milta hai saal ka?",
    cls: "multi",
    expect: "/career#security-analyst & /career#why-work-with-us",
  },
  {
    q: "how much did the fashion retailer's online revenue grow, and how fast did the fintech get ISO certified?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /projects/security-infrastructure",
  },
  {
    q: "do you use google analytics on this site? also which country's law do your terms follow",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "kitne saal purani company hai aur ab tak kitne projects complete kiye?",
    cls: "multi",
    expect: "/about|/ & /about|/",
  },
  {
    q: "Can you pen test our web app AND add security scanning to our deployment pipeline?",
    cls: "multi",
    expect: "/services/cybersecurity & /services/devops",
  },
  {
    q: "how many weeks is the discovery phase and after that what's the typical fixed price range",
    cls: "multi",
    expect: "/services#pricing|/contact & /services#pricing",
  },
  {
    q: "Got any clients in New Zealand? Where is your head office?",
    cls: "multi",
    expect: "/ & /contact|/about|/",
  },
  {
    q: "where do I email my CV and how soon do you reply",
    cls: "multi",
    expect: "/career#how-to-apply & /career#how-to-apply|/career#hiring-process",
  },
  {
    q: "If we build an AI assistant with you: will our data train someone else's model, how much data do we need, and can it handle Hindi speech?",
    cls: "multi",
    expect:
      "/services/ai-machine-learning & /services/ai-machine-learning & /services/ai-machine-learning",
  },
  // unanswerable
  {
    q: "what's the address of your Chennai branch?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you develop mobile games in Unity?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much does Arjun Mehta earn as CEO",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any opening for a manual QA tester? 1 yr exp",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you build blockchain smart contracts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we pay the project fee in EMIs",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Have you ever worked for Reliance?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what percent of your staff quit every year",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do u run facebook and instagram ad campaigns for small businesses",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "ServiceNow implementation partner?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "internship stipend kitna hai for btech 3rd year students",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does your backend team write services in Golang?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "is it going to rain in indore this weekend?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "poha kaise banate hain? recipe batao",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "integrate x^2 sin x dx step by step pls",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "who won the IPL final this year?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write a 2 day leave application to my manager, sister's wedding",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "best time for boating at the upper lake?",
    cls: "off-topic",
    expect: "fallback",
  },
];
