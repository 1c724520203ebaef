import type { EvalQuestion } from "./questions";

/**
 * The sixty-ninth held-out set, written on 2026-12-03 (session 52) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The sixty-eighth
 * set, scored once, is now `sixtyEighthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.729).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "on that logistics migration, the sunday night oracle to RDS switchover: how long was the freeze window in the end?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "does the staff mediclaim cover my mum and dad as well, and what's the sum insured",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "for the 12-hospital group you built telemedicine for, how many teleconsults got logged in year one",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "my CA says there's a CERT-In rule on reporting breaches within some hours, is it 6 or 72?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if you don't sort out my data complaint, which authority can I go to?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "terms of service jurisdiction - where would I have to sue if something on the website goes wrong",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "Prices on your site, are they with GST or without?",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "SOC role at the Bhopal centre, is it rotational shifts and do you pay anything extra for that?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "for usability studies, what's your sample size per round, like 5 users? 10?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "Tanvi fashion storefront: median load on phones after the relaunch?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "your first ever client back in 2015, what sort of organisation was it and what did you build?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "I emailed with subject 'Open application' - do you keep it on file for a few months or bin it?",
    cls: "unreachable",
    expect: "/career",
  },

  // long
  {
    q: "We're a pharma distributor in Nagpur with about 200 staff. Our only IT person quit last month and honestly nobody knows what's backed up or patched anymore. Can your engineers come on site if we're not in Bhopal?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Me and my cofounder are building a SaaS for clinics and we have some angel money. One agency we spoke to wanted to keep the IP until the last invoice is paid, which scared us. If we go with you, who owns the source code?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I'm in my final year of BTech in Indore and I've done two internships with React and Node, plus a few freelance sites. I noticed the senior full stack role but I'm not sure I qualify. How many years of experience do you want for it?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We run six coaching centres and everything is paper registers, fee receipt books and WhatsApp groups. The owners got burned by an ERP vendor before so they're very sceptical. Where would you even suggest we begin?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Our board keeps saying we need to 'do AI', and every vendor pitch so far wants to push our customer records to their API. We're a small NBFC and our compliance head is nervous. If we work with you, could our data be used to train some other company's model?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Another firm quoted us for two separate native apps, iOS and Android, which basically doubles the bill. It's a simple ordering app for our dealers, nothing fancy. Would a cross-platform build be cheaper and by roughly how much?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "I filled in your contact form last night about redoing our hotel's website and haven't heard back yet. Not sure if it went through or if I did something wrong. How quickly do you usually get back to people?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We're a startup in Austin looking at an offshore team in India for at least a year, mostly to keep building after our launch. We'd want the same engineers the whole time working in our own standups. Roughly what would that cost us each month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Our AWS bill has tripled in a year and nobody on the team can explain why. I'm pretty sure some test servers are running all night too. Is reducing cloud spend something you actually take on as a project?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "I look after HR at an auto parts factory in Pithampur. Last month a clerk in accounts nearly wired money against a spoofed supplier email. The MD now wants all 150 staff trained. Is that kind of phishing drill and awareness session something you offer?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "We manage a group of clinics and insurance claims are a nightmare, they take weeks. Before I set up a call I'd like some proof you've done this kind of thing. In your hospital project, how much faster did claims get settled?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I want to apply for the data engineer job but I live in Jabalpur and going to Bhopal every single day isn't really practical for me. Is that position remote, hybrid or fully in the office?",
    cls: "long",
    expect: "/career",
  },

  // typo
  {
    q: "whats the full postel adress with pincode for the bhopal ofice",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "if we fix the findngs from your pentest is the re-chek charged extra",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "was there any downtime in the logistcs cloud migartion",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "secuirty analyst (SOC) job - pay in lakhs per anum?",
    cls: "typo",
    expect: "/career",
  },
  {
    q: "5 page brochure websiet for my clinic, how many weaks start to launch?",
    cls: "typo",
    expect: "/services/web-development|/contact",
  },
  {
    q: "is priya sharma the cto or the ceo, im confusd",
    cls: "typo",
    expect: "/about",
  },
  {
    q: "r u tracking me with cookeis or google analitics here",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "discovry phase price in dollers?",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "shud our delivery app be in fluter or native kotlin/swfit? what do u build with",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "how much is the anual learnig allowance for staff courses",
    cls: "typo",
    expect: "/career",
  },
  {
    q: "small team, 4 microservices on EC2 - is movng to kubernets overkil?",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "demand forcasting for distributer, what results did u get",
    cls: "typo",
    expect: "/projects/ai-analytics",
  },

  // vocabulary
  {
    q: "ballpark batao, ek medium size project pe aapke saath kitna paisa lagta hai?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "bhai koi opening hai kya aapke yahan, BCA fresher hun",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "app ko Play Store aur App Store pe live karwa doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "seed stage founder here, want a rent-a-CTO for a couple of days each month to guide our devs",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "MIS reports sab alag excel mein hai, ek dashboard bana sakte ho?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "Tally aur UPI ko hamare billing software se jod sakte ho?",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "25 laptops aur router ka yearly maintenance contract kar loge hamare office ke liye?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "who runs the show over there, like the main founder guy",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "online aur dukaan ka stock match nahi hota, aisa problem pehle solve kiya hai?",
    cls: "vocabulary",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "existing client here, how do I get into the project workspace to see invoices",
    cls: "vocabulary",
    expect: "/login",
  },
  {
    q: "form mein jo details bheji thi wo hatwani hai, kaise karu?",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },
  {
    q: "hacker se bachne ke liye pura system check karwana hai, ho jayega?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },

  // ambiguous
  {
    q: "is there some kind of test in your interview process?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what happens in the testing stage before you release our software",
    cls: "ambiguous",
    expect: "/services",
  },
  {
    q: "after go-live who fixes bugs and does security updates, is that covered?",
    cls: "ambiguous",
    expect: "/contact|/services",
  },
  {
    q: "which plan suits a long running product with ongoing changes",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "openings in cloud? I'm an AWS person with 4 yrs experience",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what security certification does nexora itself have",
    cls: "ambiguous",
    expect: "/about|/",
  },
  {
    q: "when I send the enquiry form, who on your side can read my details and where is it kept?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "are you hiring for design?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "can you build a pipeline that deploys our app automatically on every commit",
    cls: "ambiguous",
    expect: "/services/devops",
  },
  {
    q: "dedicated team: shrinking the squad needs how much notice from our side",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "do I apply through some job portal or a login page for careers?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how often are salaries reviewed at nexora",
    cls: "ambiguous",
    expect: "/career",
  },

  // multi
  {
    q: "how long did the fintech take to get ISO 27001, and can you help us get certified too?",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "street address of your HQ, and is the product designer vacancy still open",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "what does the discovery phase cost, and who wrote the article on AI moving from pilots to production?",
    cls: "multi",
    expect: "/services#pricing & /blog/future-of-ai",
  },
  {
    q: "do you track visitors with cookies, and are you open on saturdays?",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "who heads your security team and what are his tips on patching servers",
    cls: "multi",
    expect: "/about & /blog/cybersecurity-practices",
  },
  {
    q: "how many hospitals were in the healthcare system project, and what do you build mobile apps with?",
    cls: "multi",
    expect: "/projects/healthcare & /services/mobile-development",
  },
  {
    q: "data engineer pay range + which BI tools does your analytics team use",
    cls: "multi",
    expect: "/career & /services/data-analytics",
  },
  {
    q: "what % did the truck company's infra bill drop after going to AWS; also what cloud trends do you expect next year?",
    cls: "multi",
    expect: "/projects/cloud-migration & /blog/cloud-trends",
  },
  {
    q: "time and materials monthly cost, and how many rounds are there in your hiring",
    cls: "multi",
    expect: "/services#pricing & /career",
  },
  {
    q: "do you do UX audits of existing apps? and which country's law governs your terms",
    cls: "multi",
    expect: "/services/ui-ux-design & /legal/terms",
  },
  {
    q: "company kab start hui thi aur DevOps ke liye kaunse tools use karte ho?",
    cls: "multi",
    expect: "/about & /services/devops",
  },
  {
    q: "your phone number, do you build WCAG accessible websites, and how long did the fashion ecommerce build take?",
    cls: "multi",
    expect: "/contact & /services/web-development & /projects/ecommerce-platform",
  },

  // unanswerable
  {
    q: "what CMMI maturity level has ISACA appraised you at?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our US parent wants to settle invoices in USDC stablecoin, would you accept that",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many of your devs quit per year, any attrition numbers?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we need a mutual NDA signed before we share our specs, is that standard for you guys",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "driving over for a meeting next week, is there a visitor car park at Lakeview Tech Centre?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can your team write and audit Solidity contracts for our DeFi token launch",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "annual revenue of nexora technologies in crores, last financial year?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have Unity developers for a 3D multiplayer mobile game",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "planning a baby next year - how many weeks of paid parental leave would I get as an employee?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do new joiners get ESOPs or a joining bonus",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is Nexora ISO 9001 certified for quality management?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a partner referral payout, like 10% if I bring you a client?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "monsoon forecast for Madhya Pradesh this July, heavy rains expected?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "paneer butter masala mein kaju paste kitna daalna chahiye",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "RCB vs CSK last match ka score kya tha",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "TCP three-way handshake vs UDP, need a 5 marks answer",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "translate 'ohayou gozaimasu' into English and Hindi",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "my cat keeps scratching the sofa, how do I make her stop",
    cls: "off-topic",
    expect: "fallback",
  },
];
