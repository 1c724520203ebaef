import type { EvalQuestion } from "./questions";

/**
 * The fifty-eighth held-out set, written on 2026-12-02 (session 44) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The fifty-seventh
 * set, scored once, is now `fiftySeventhHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.738).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "I know Dagster and Prefect but never touched Airflow, is that ok for your data engineer vacancy?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "designer job - do they need hindi speakers or is english enough",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "as per Vikram's article, how quickly does CERT-In expect a cyber incident to be notified",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "hospital chain case: claim settlement went from how many days to how many?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "FMCG distributor forecasting work - how long did the planners compare the model against their own numbers before switching",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "the oracle to RDS switchover on that sunday night, how many minutes did it actually take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "roughly what % do we save building one cross platform app instead of separate iOS and android ones",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "that RBI lender you secured, how big was their team when they came to you vs two years before",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "before I take Nexora to court over something on the website, am I supposed to write to you first? how many days",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "my internet was down when I hit submit on the form. does my browser hold onto it, and for how long?",
    cls: "unreachable",
    expect: "/legal/privacy#browser-storage",
  },
  {
    q: "for user testing of your designs, what headcount of testers do you recruit per cycle",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "Priya's cloud article - how much off the first year bill do tagging and switching off idle envs usually save",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },

  // long
  {
    q: "I'm a trustee of a CBSE school in Sagar. Parents keep complaining that our admission info is only in English and half of them read Hindi. The old site was made by a cousin and nobody can update it. Can you build a site in both languages that our office staff can edit themselves?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "We're a pharma distributor with about 200 staff. Every purchase request is a printed form that goes around for signatures and sometimes takes a week, the accounts team hates it. My MD saw some demo of automated approvals at a trade fair. Is that something you would set up for us?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "I live in Kochi and have four years with AWS and Terraform. My wife's job keeps us here so relocating to Bhopal is impossible. Saw the cloud devops posting, does it really let me work from Kerala and is on-call paid?",
    cls: "long",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "Two different consultants told us to go with Azure and AWS respectively, and I'm fairly sure both get a cut from whoever they push. We're a 40 person insurtech and just want an honest answer. Do you get commission from any cloud provider?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Last month our accounts executive clicked a fake invoice email and we nearly paid 4 lakh to a fraudster. Luckily the bank stopped it. Our staff are not techy at all. Do you run some kind of training so people stop falling for these?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "We run a chain of 14 hospitals and the admin team wants a chatbot that answers staff questions from our HR and clinical policies. Legal is terrified patient data will end up with OpenAI or whoever. Can you do it without our data being used to train outside models?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "My son has an interview lined up with your company next week and he's very nervous. At his last few interviews they gave him a 3 day home assignment and then ghosted. What will your process actually involve, will there be any take-home task?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "Someone called my uncle yesterday saying they were from Nexora support and asked for his login password to fix the project portal. He's a client of yours through his firm. It sounded dodgy to me. Is that really how you do things?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "One of our sales guys left his laptop in an Ola last week and it had client files on it. We have around 40 laptops and a bunch of phones, no central control whatsoever. Is there a way you can manage them so we can wipe a lost one remotely?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I asked your team to follow up after a chat a few months ago and gave my email and name. Now I'm changing jobs and want to see exactly what you kept about me and maybe get it removed. How long do you take to answer such a request?",
    cls: "long",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "We've had a dedicated team from a vendor in Pune for a year and we're looking to switch. The problem was we couldn't shrink the team when our funding got tight, they wanted three months' notice. How does it work with your dedicated team model?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Our company got audited last quarter and the auditor flagged that nobody here has admin rights under control and people reuse passwords everywhere. I've been asked to fix it with no real budget. Where do I even start, any practical checklist you've written?",
    cls: "long",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },

  // typo
  {
    q: "r u open on sundys or only weakdays",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "kubernetis realy worth it for just 3 microservises?",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "need iso 27001 certifcate, can ur team write the polcies and do audit prep",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "upi paymnt intergration in andriod app",
    cls: "typo",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "where to mail my portfolo for desiner post",
    cls: "typo",
    expect: "/career#how-to-apply|/career#product-designer",
  },
  {
    q: "hosptal managment sytem patient wating time result",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "artifical inteligence pilot to producton articel",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },
  {
    q: "dedicted tem montly charges kitna",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "securty analist shfit alowance kya milta",
    cls: "typo",
    expect: "/career#security-analyst",
  },
  {
    q: "who is ur chef technolgy officer",
    cls: "typo",
    expect: "/about#team",
  },
  {
    q: "registrs aur files ko digitl forms n e-sign pe shift karna hai, kar doge?",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "tecnical due dilligence for a startup we r investing in",
    cls: "typo",
    expect: "/services/it-consulting",
  },

  // vocabulary
  {
    q: "hamara 15 saal purana software hai, usko naya karwana hai bina data khoye",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "bhai abhi kisi post ke liye bharti chal rahi hai?",
    cls: "vocabulary",
    expect: "/career#open-roles|/career",
  },
  {
    q: "hacker jaisa ghus ke dekho hamare system me kahan kamzori hai",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "customer ka data desh ke bahar nahi jaana chahiye, cloud pe aisa setup ho jayega?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "who calls the shots over there, like the top brass",
    cls: "vocabulary",
    expect: "/about#team",
  },
  {
    q: "ghar baithe kaam wali job milegi kya",
    cls: "vocabulary",
    expect:
      "/career#why-work-with-us|/career#cloud-devops-engineer|/career#product-designer|/career",
  },
  {
    q: "saal me kitni chuttiyan milti hai staff ko",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "aisi app jo network na ho tab bhi chalti rahe, gaon me signal nahi aata",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "bills aur purchase orders padh ke khud entry kar de, aisa AI milega?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "daftar ka wifi aur LAN baar baar band hota hai, koi networking wala bhejo",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "MIS reports har mahine haath se banate hain, automatic ho sakta hai?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "staff augmentation chahiye - aapke engineers hamare saath full time lage rahe",
    cls: "vocabulary",
    expect: "/services#pricing",
  },

  // ambiguous
  {
    q: "what's your policy on remote work",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career#open-roles",
  },
  {
    q: "how long will you retain my open application",
    cls: "ambiguous",
    expect: "/career#how-to-apply",
  },
  {
    q: "is there a warranty once the fixed-price build is delivered",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "our PM mentioned a workspace for our engagement, how do my colleagues get access",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "what happens after I submit my application",
    cls: "ambiguous",
    expect: "/career#hiring-process|/career#how-to-apply",
  },
  {
    q: "how much cover is included for family",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "are your bands published or do I negotiate blind",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career#open-roles",
  },
  {
    q: "migration of 10 years of excel sheets into one clean system",
    cls: "ambiguous",
    expect: "/services/data-analytics|/services/software-development",
  },
  {
    q: "how secure is the form I fill on this site",
    cls: "ambiguous",
    expect: "/legal/privacy#security|/legal/privacy",
  },
  {
    q: "what are the payment terms on a fixed scope deal",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "when the app goes on the store, whose account is it published under",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "how much notice to cut our team size down",
    cls: "ambiguous",
    expect: "/services#pricing",
  },

  // multi
  {
    q: "SOC analyst salary? and where exactly is your office",
    cls: "multi",
    expect: "/career#security-analyst & /contact",
  },
  {
    q: "can you build a bot that answers from our own manuals, and who wrote the AI pilots blog",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },
  {
    q: "do you check websites for WCAG accessibility? also when did you get ISO certified",
    cls: "multi",
    expect: "/services/web-development|/services/ui-ux-design & /about|/",
  },
  {
    q: "need microsoft 365 set up for our office + what happens after I send the contact form",
    cls: "multi",
    expect: "/services/it-infrastructure & /contact#next-steps",
  },
  {
    q: "vikram's post - how fast should critical patches go in? and do your testers pentest APIs",
    cls: "multi",
    expect: "/blog/cybersecurity-practices & /services/cybersecurity",
  },
  {
    q: "how much did wait times drop in the hospital project, and do you do user research for design",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "how many leave days do employees get, and till when can I apply for the designer role",
    cls: "multi",
    expect: "/career#why-work-with-us & /career#product-designer",
  },
  {
    q: "is my chat saved once I close the tab? also are you liable if I act on something in your articles",
    cls: "multi",
    expect:
      "/legal/privacy#browser-storage|/legal/privacy & /legal/terms#liability|/legal/terms#content",
  },
  {
    q: "who founded nexora and in which year; do you also set up CI/CD pipelines",
    cls: "multi",
    expect: "/about & /services/devops",
  },
  {
    q: "what % did the logistics client save on infra, and what does your cloud trends piece say about kubernetes",
    cls: "multi",
    expect: "/projects/cloud-migration & /blog/cloud-trends",
  },
  {
    q: "results of the stock forecasting project? and do you build snowflake or bigquery warehouses",
    cls: "multi",
    expect: "/projects/ai-analytics & /services/data-analytics",
  },
  {
    q: "office address pls and how do I send a CV when no role fits",
    cls: "multi",
    expect: "/contact & /career#how-to-apply",
  },

  // unanswerable
  {
    q: "which hospital group was the 12 hospital project for, name please",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any special discount for DPIIT recognised startups",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you give a joining bonus or buy out notice period",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what is the name of the FMCG distributor in the forecasting case study",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how long is probation for freshers joining",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "freshers ko service bond sign karna padta hai kya, 2 saal ka",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "on average how many years do engineers stay with nexora before moving on",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "for the night shift in the SOC, is there a company cab to drop people home",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have Golang developers for backend microservices",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "referral bonus if I refer a friend who gets hired?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "would you take equity instead of cash from a pre-seed startup",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora do any CSR or social work in Bhopal, like coding classes for govt school kids",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "best biryani near DB mall bhopal?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "solve 3x + 7 = 22 for me, show working",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "IPL auction kab hai is baar",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write a sick leave application to my class teacher",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "tatkal passport renewal documents list",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "capital of kazakhstan?",
    cls: "off-topic",
    expect: "fallback",
  },
];
