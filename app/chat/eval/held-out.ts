import type { EvalQuestion } from "./questions";

/**
 * The forty-seventh held-out set, written on 2026-12-02 (session 39) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The forty-sixth
 * set, scored once, is now `fortySixthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engineer vacancy - is it hybrid or full remote, and till when can i apply?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "ui/ux designer role ka salary band kya hai? 3 saal ka experience hai mera",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "if you pentest our app and we fix the bugs do u retest for free",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "In the logistics company migration, how many minutes did the final database cutover actually take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how long do u keep the stuff i send thru the contact form before deleting it",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "Your listed price ranges - do they include GST or is that extra?",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "which court has jurisdiction if there's a dispute about the website?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how many video consultations did the hospital group do in the first year after your system went live",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "your security blog said critical vulns on internet facing systems should be patched within X hours.. what was X",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "Do you do speech-to-text or text classification in Hindi?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we're in Jabalpur. will your engineers come on site for IT support or is it remote only",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "security analyst job mein rotating shifts hain kya? shift allowance milta hai?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },

  // long
  {
    q: "Hi, I manage operations for a group of four clinics in Indore. Right now each clinic has its own software, patients have to repeat their history every time they visit a different branch, and insurance claims take forever. Have you actually built something like this for hospitals, and what changed for them afterwards?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "My younger brother has about three years of experience with Terraform, Docker and GitHub Actions at a startup in Pune. Our father is unwell so he wants to move back home to Nagpur and work from there. Is there any opening at your company that he could do fully from home?",
    cls: "long",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "So we moved everything to AWS about a year ago because everyone said it would be cheaper. It's not. Every month the bill is higher and nobody can tell me which team is spending what. My CFO has asked me to find outside help before the next board meeting - is this something you actually do?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "I run a textile export business in Surat, around 80 people. We have an idea for a buyer portal but honestly I have no clue if it will cost 5 lakh or 50 lakh, and I don't want to sign a big contract blind. Do you have some kind of small paid study before the full project, and what does that cost?",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "Good evening. We are a lending startup of about 150 people and a partner bank has just told us they will not renew unless we get ISO 27001. None of us has done this before and frankly the team is panicking. Can your people take us through the certification, start to finish?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "hello sir i am final year btech student from RGPV, i stay near MP Nagar. i want to come personally and give my resume in hand to HR. can you tell where exactly your office is and what time i can come",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "A freelancer built our booking system two years back and then stopped picking up calls. The code sits on some server we barely have access to and small changes now take weeks. Before I throw it all away - would you take over someone else's half-documented codebase, and how do you start with that?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "Our sales team across UP uses something like twenty Excel files, and every Monday meeting turns into an argument about whose numbers are right. A friend said we need proper dashboards. If we go with you, how many weeks before we'd see the first working one?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I came across your case study about a fashion retailer. We are a saree brand with 12 showrooms in Kolkata and the stock on our website never matches what's actually on the shelf, so customers order things we don't have. How did you solve the inventory part for them?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Management at our plant keeps saying 'we need AI' after some conference they attended. I'm the IT head and I'm the one who has to worry about what happens to our customer and vendor data. If we work with you, does our data end up training some big company's model?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Hello from Hamburg. We are a mid-sized logistics software firm evaluating offshore partners, and India is on our shortlist. Before we arrange a call I would like to understand whether you already serve clients in Europe, or whether we would be your first.",
    cls: "long",
    expect: "/|/about",
  },
  {
    q: "Applied for the Senior Full-Stack position last Tuesday by email, followed the instructions with the subject line and everything. No reply yet and I'm starting to overthink it. How long do you normally take to get back on an application?",
    cls: "long",
    expect: "/career",
  },

  // typo
  {
    q: "penitration testing servise",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "moblie app devlopment flutr or nativ?",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "wher is ur ofice locatd",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "nexora ceo ka naam? fondr kaun h",
    cls: "typo",
    expect: "/about",
  },
  {
    q: "devops pipline setp with kubernets",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "ui ux desgin servises",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "privcy polisy",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "dat analitycs dashbord",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "helthcare projct reslts",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "wat time ur ofice opn on satarday",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "artifical inteligance servces",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "cloud migraiton without downtym posible?",
    cls: "typo",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },

  // vocabulary
  {
    q: "office ka wifi baar baar drop ho jata hai, aap log theek karte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "want to get our monthly sales numbers out of excel and into something live",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "do u work with companies in dubai or abu dhabi",
    cls: "vocabulary",
    expect: "/",
  },
  {
    q: "designers ke liye work from home wali naukri hai kya",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "android aur iphone dono ka app banate ho?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hackers se company ko bachane ki koi service hai?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "looking for a part-time CTO for my startup, is that a thing you guys do",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "website google pe upar kaise aayegi? ye kaam karte ho?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "need an internal chatgpt type thing that reads our SOP documents and answers staff, doable?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "mediclaim cover parents ke liye bhi hai kya employees ko?",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "whats the headcount at nexora",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "har release me pura weekend lag jata hai, isko automate kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/devops",
  },

  // ambiguous
  {
    q: "our azure bill has doubled since july, can you bring it down?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long have you guys been in business",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "how long for a simple business website, roughly?",
    cls: "ambiguous",
    expect: "/contact#faq|/services/web-development",
  },
  {
    q: "office 365 setup karte ho?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hourly basis pe kaam karte ho ya fixed?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "what are your hours",
    cls: "ambiguous",
    expect: "/contact|/login",
  },
  {
    q: "any security openings?",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "design job?",
    cls: "ambiguous",
    expect: "/career#product-designer",
  },
  {
    q: "are you certified",
    cls: "ambiguous",
    expect: "/|/about",
  },
  {
    q: "cookies??",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "do you store my IP address",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "If we take a dedicated team and want to cut it down later, how much notice do we have to give?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },

  // multi
  {
    q: "do you build apps in flutter? and roughly what does a fixed price project cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "Power BI dashboards banate ho? aur data engineer wali job hybrid hai ya remote?",
    cls: "multi",
    expect: "/services/data-analytics & /career#data-engineer",
  },
  {
    q: "does this site use cookies, and who heads your cybersecurity team?",
    cls: "multi",
    expect: "/legal/privacy & /about#team",
  },
  {
    q: "Can you move our servers to AWS? Also what's the pay for the cloud devops opening",
    cls: "multi",
    expect: "/services/cloud-solutions & /career#cloud-devops-engineer",
  },
  {
    q: "how long is the discovery phase, and who owns the source code once you're done",
    cls: "multi",
    expect: "/services#pricing & /services/software-development",
  },
  {
    q: "Do you have clients in Singapore? and can a dedicated team work in our time zone",
    cls: "multi",
    expect: "/ & /services#pricing",
  },
  {
    q: "what's your email id, and what do you do with the details i submit in your forms",
    cls: "multi",
    expect: "/contact & /legal/privacy",
  },
  {
    q: "ui ux ke liye kaunse tools use karte ho? aur hospital wale project me kya kiya tha",
    cls: "multi",
    expect: "/services/ui-ux-design & /projects/healthcare",
  },
  {
    q: "3 qs: first step of your process? monthly range for time and materials? and is there a blog post on AI?",
    cls: "multi",
    expect: "/services#process & /services#pricing & /blog/future-of-ai",
  },
  {
    q: "hiring senior typescript devs? what does the interview process look like",
    cls: "multi",
    expect: "/career#senior-full-stack-engineer & /career#hiring-process",
  },
  {
    q: "can you migrate us to microsoft 365 + run phishing awareness training for our staff",
    cls: "multi",
    expect: "/services/it-infrastructure & /services/cybersecurity",
  },
  {
    q: "What results did the e-commerce project get, and who wrote the article on cybersecurity best practices?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /blog/cybersecurity-practices",
  },

  // unanswerable
  {
    q: "any sales executive or HR recruiter vacancy?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what salary does arjun mehta take as ceo",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you develop blockchain smart contracts or NFT stuff",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you make a 3D mobile game in Unreal Engine?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's nexora's net profit margin",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have a branch office in Kochi",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we pay you through PayPal from the US",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you handle Instagram ads and daily social media posting for brands?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a joining bonus or employee referral bonus?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you still maintain COBOL programs on IBM mainframes?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you bid on MP government e-tenders?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do u write firmware for iot sensors / embedded boards",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "bhopal me kal mausam kaisa rahega",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "poha recipe please, the indori style one",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "solve for x: 3x + 7 = 22",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "ind vs aus test ka score kya hai abhi",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write me a haiku about cutting chai",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "best time of day for a boat ride on the upper lake?",
    cls: "off-topic",
    expect: "fallback",
  },
];
