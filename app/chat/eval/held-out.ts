import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-sixteenth held-out set, written on 2026-12-05 (session 64) by someone who does
 * not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-fifteenth set, scored once, is now `hundredAndFifteenthHeldOut` in questions.ts.
 * None of its questions is 75 % alike to a tuning question (character bigrams, punctuation
 * dropped; at most 0.749).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "When you shifted that trucking company's big Oracle database to AWS, how long was the actual switch-over window?",
    cls: "unreachable",
    expect: "/projects/cloud-migration#results-title",
  },
  {
    q: "For the hospital group software, roughly how many employees did you have to train during rollout?",
    cls: "unreachable",
    expect: "/projects/healthcare#results-title",
  },
  {
    q: "After the clothing brand's new online shop went live, what was the typical load time on phones?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform#results-title",
  },
  {
    q: "After you swapped out the VPN at that digital lender, did every single employee end up on the hardware-key style login, or only part of the staff?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure#results-title",
  },
  {
    q: "The FMCG distributor forecasting thing - how up to date is their data now versus before?",
    cls: "unreachable",
    expect: "/projects/ai-analytics#results-title",
  },
  {
    q: "Once we patch the holes your pentest finds, is checking the fixes again charged extra?",
    cls: "unreachable",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "When you show prototypes to real users, how many people do you put in each round?",
    cls: "unreachable",
    expect: "/services/ui-ux-design#questions-title|/services/ui-ux-design#delivery",
  },
  {
    q: "Our board heard that one shared codebase for iPhone plus Android cuts the bill by about a third. Is that your experience or just sales talk?",
    cls: "unreachable",
    expect: "/services/mobile-development#questions-title",
  },
  {
    q: "Our last vendor left a messy codebase. If you inherit it, what is the very first thing you do and for how long?",
    cls: "unreachable",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "How many founders or engineers were there on day one, and what was the very first client job?",
    cls: "unreachable",
    expect: "/about#story",
  },
  {
    q: "Once our new website is live, do you come back after a month to check whether it's actually working for us?",
    cls: "unreachable",
    expect: "/services/web-development#delivery",
  },
  {
    q: "We have a dozen AI ideas floating around the leadership team. How do you help choose which one to try first?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning#delivery",
  },

  // long
  {
    q: "We are a mid-sized auto parts maker near Pithampur. Every purchase request still goes around on paper and needs four signatures, and it can take a week. My MD came back from a conference saying we must go digital but honestly our shop floor people hate new systems. Where would somebody like you even begin with this, and how do you deal with staff who push back?",
    cls: "long",
    expect: "/services/digital-transformation#questions-title|/services/digital-transformation",
  },
  {
    q: "I'm a first-time founder with a small seed round. The last freelancer I hired disappeared with our repo and we had to start over, which cost us four months. Before I sign with any agency again I need one thing clear: at the end of the engagement, does the source code and IP actually belong to us?",
    cls: "long",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "Hi, I run a chain of three dental clinics in Nagpur. We currently have a very old website my nephew made years ago and it looks terrible on mobile. Patients keep calling to ask for timings because they can't find anything. I don't need anything fancy, just something clean. Ballpark, how many weeks would a basic site like that take you?",
    cls: "long",
    expect: "/services/web-development#questions-title|/contact#faq",
  },
  {
    q: "So I'm the finance controller at a SaaS company and our AWS invoice has basically doubled in eighteen months without our user numbers doing the same. Engineering says it's all necessary, I don't believe them, and nobody can tell me which team is spending what. Is this the kind of thing you fix, bringing cloud spend under control?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends#1-finops-becomes-a-habit-not-a-project",
  },
  {
    q: "Hello, I have about four years of experience designing apps, mostly fintech, and I currently live in Jaipur with my parents so relocating is difficult right now. I'm serving a 60 day notice. I saw you are hiring for design. Would that position let me work from home in Jaipur, and what is the pay?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "We're an NBFC with around 150 staff. Our sponsor bank has just told us they won't renew our arrangement unless we have ISO 27001 within the year, and nobody internally has done this before. IT is two people. Can your firm actually take us through getting that certificate?",
    cls: "long",
    expect: "/services/cybersecurity#questions-title|/projects/security-infrastructure",
  },
  {
    q: "I filled in the contact form on your site about an hour ago describing our warehouse app idea, and I got the thank-you message. I'm not sure if anyone actually reads these or if it goes into a black hole. What exactly happens from here, and when should I expect to hear something?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "Before I request a quote I want to understand something. I'd be putting our budget and a description of a product we haven't announced yet into your form. We've been burned before by a vendor whose 'partner' started cold-calling us. How long do you hold onto what I submit?",
    cls: "long",
    expect: "/legal/privacy#retention",
  },
  {
    q: "Our company has been running on Tally and a homegrown inventory tool for about ten years, and the accounts team will riot if anyone tries to replace them. We want a customer-facing ordering site, but it would have to talk to what we already have. Is that something you're able to do or do you insist on starting from scratch?",
    cls: "long",
    expect: "/contact#faq|/services/software-development",
  },
  {
    q: "I manage admin for a 40 person office in Indore. Our Wi-Fi dies twice a week, backups are on a USB drive somebody takes home, and the printer is a daily fight. Someone recommended you but I see you're based in Bhopal. Would your people come physically to our office or is it only remote?",
    cls: "long",
    expect: "/services/it-infrastructure#questions-title",
  },
  {
    q: "Our team of six developers deploys maybe once a month and it always eats a whole weekend. A new hire keeps telling everyone we need to move everything to Kubernetes right away and the CTO is half convinced. I'd love an outside opinion before we commit. Is that really necessary for a team our size?",
    cls: "long",
    expect:
      "/services/devops#questions-title|/blog/cloud-trends#5-kubernetes-but-only-where-it-earns-its-keep",
  },
  {
    q: "I'm with a small venture fund. We are close to leading a round in a logistics software startup and the founders say their platform is rock solid, but none of us are technical. We'd want someone independent to look under the hood at the code and the team before we wire money. Do you offer that kind of review?",
    cls: "long",
    expect: "/services/it-consulting",
  },

  // typo
  {
    q: "wat r ur timngs on saturdy, open till wen",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "wat do v actualy get at the end of ur discvery stage, n fees in rupes?",
    cls: "typo",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "shud we go natve or crossplatfrom 4 our delivry app, wat u sugest",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "pls share ofice adress with pincode, hav to send docs by courir",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "cybr securty n pen testng servces do u provde",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "hw soon cn v c our frst dashbord aftr strtng",
    cls: "typo",
    expect: "/services/data-analytics#questions-title",
  },
  {
    q: "any vacncy for data enginer? wats the sallary rnge",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "can i ask u to delet my detals frm ur databse completly",
    cls: "typo",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "i hav a boutque, cn u bild an onlin shp for it",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "who r the foundr n cto of nexra",
    cls: "typo",
    expect: "/about#team",
  },
  {
    q: "r u iso certifed? sinc wen",
    cls: "typo",
    expect: "/about#story|/",
  },
  {
    q: "explan ur steps frm discvery til lanch n suport",
    cls: "typo",
    expect: "/services#process",
  },

  // vocabulary
  {
    q: "Aapka rate card kya hai? ek poori team mahine ka kitna leti hai?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "mujhe apni kirana dukaan ke liye ek mobile app banwana hai, ho jayega?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "Hamara purana software bahut slow hai, kya aap use modern bana doge bina sab kuch phenke?",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "We still keep physical registers and files for everything. Can you help us go paperless?",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "Looking for a senior tech advisor on retainer who can sit in our board meetings and steer IT decisions",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "Who can manage our Microsoft 365 mailboxes and the office LAN for us, like an outsourced IT guy?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our field agents send Hindi voice notes all day. Can software turn them into text and sort them automatically?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Our management wants proper MIS reports instead of 20 excel sheets every Monday",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "naukri ke liye resume kahan bhejna hai aur subject mein kya likhun?",
    cls: "vocabulary",
    expect: "/career#how-to-apply",
  },
  {
    q: "After handover, do you give a maintenance contract for bugs and small changes?",
    cls: "vocabulary",
    expect: "/contact#faq",
  },
  {
    q: "Can you help us make clickable mock screens to show investors before any coding?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "Will you handle the Play Store and App Store submission or do we do that ourselves?",
    cls: "vocabulary",
    expect: "/services/mobile-development#questions-title",
  },

  // ambiguous
  {
    q: "What security do you have on the info people type into forms on this site?",
    cls: "ambiguous",
    expect: "/legal/privacy#security",
  },
  {
    q: "Is there a portal where I can sign in and track our ongoing project?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "What are your payment terms? Upfront or in stages?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "If we want changes halfway through a fixed price job, how is that handled?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "How global are you really, any customers outside India at all?",
    cls: "ambiguous",
    expect: "/#global-presence|/about#story",
  },
  {
    q: "Can I see some of your previous work before deciding?",
    cls: "ambiguous",
    expect: "/projects",
  },
  {
    q: "Is that design role still accepting applications, and until what date?",
    cls: "ambiguous",
    expect: "/career#product-designer",
  },
  {
    q: "What's your availability if I want to call on a Saturday afternoon?",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "Where does this chat conversation get saved?",
    cls: "ambiguous",
    expect: "/legal/privacy#browser-storage|/legal/privacy#what-you-send",
  },
  {
    q: "Tell me about the leadership over there, who sits at the top and what's their background?",
    cls: "ambiguous",
    expect: "/about#team",
  },
  {
    q: "Which cloud would you put us on, and are you paid by any of them to recommend it?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions#questions-title",
  },
  {
    q: "What is Nexora's vision as a company?",
    cls: "ambiguous",
    expect: "/about#mission",
  },

  // multi
  {
    q: "Need your phone number. Also, is the security analyst vacancy work from home or in the office?",
    cls: "multi",
    expect: "/contact & /career#security-analyst",
  },
  {
    q: "Roughly what does a dedicated team cost per month, and what are the stages you follow on a project?",
    cls: "multi",
    expect: "/services#pricing & /services#process",
  },
  {
    q: "Who is your chief technology officer? Also what's your mission statement?",
    cls: "multi",
    expect: "/about#team & /about#mission",
  },
  {
    q: "Do you do penetration testing, and have you secured a fintech before?",
    cls: "multi",
    expect: "/services/cybersecurity#questions-title & /projects/security-infrastructure",
  },
  {
    q: "We need a Flutter app built and someone to design the screens first - can you do both?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "Two legal things: does the site drop cookies, and which city's courts handle a dispute?",
    cls: "multi",
    expect: "/legal/privacy#no-cookies & /legal/terms#governing-law",
  },
  {
    q: "Would moving our servers to the cloud mean downtime, and how much did the logistics client end up saving?",
    cls: "multi",
    expect: "/services/cloud-solutions#questions-title & /projects/cloud-migration#results-title",
  },
  {
    q: "What are the rounds in your interview process, and what's the salary band for the senior full stack job?",
    cls: "multi",
    expect: "/career#hiring-process & /career#senior-full-stack-engineer",
  },
  {
    q: "Which BI tools do you use for dashboards, and do you have any articles about AI in business?",
    cls: "multi",
    expect: "/services/data-analytics#technologies-title & /blog/future-of-ai",
  },
  {
    q: "Can you automate our deployments, and separately, send a technician to our Indore branch?",
    cls: "multi",
    expect: "/services/devops & /services/it-infrastructure#questions-title",
  },
  {
    q: "What happens after go-live in your process, and how do I get my personal details erased from your records?",
    cls: "multi",
    expect: "/services#process & /legal/privacy#your-rights",
  },
  {
    q: "Since what year has Nexora been operating, and do you take on clients in logistics or manufacturing?",
    cls: "multi",
    expect: "/about#story|/ & /contact#faq",
  },

  // unanswerable
  {
    q: "What professional indemnity insurance do you hold on client contracts, and up to what amount?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "We'd like to open a Nexora franchise branch in Raipur. Is there a franchise model?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is Nexora empanelled with the MP state government for e-governance tenders?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "If I'm a freelancer and bring you a client, do you pay a referral commission, and how much?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you give special rates to registered charities and NGOs?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can your engineers repair the controller boards on our CNC lathes?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Are you registered under Udyam as a small enterprise? We get benefits buying from MSMEs.",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Will you run our Instagram and Facebook ad campaigns and manage the monthly ad spend?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Could you create a VR walkthrough of our housing project for Meta Quest headsets?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "When is your next free webinar, and how do I register for it?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Which bank does Nexora keep its current account with? Our vendor team needs it for onboarding.",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there visitor car parking at your building when we come for the meeting?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "how do I renew my passport through the tatkal process",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "my scooter battery keeps going flat overnight, what could be draining it",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write a short birthday wish for my younger sister, something funny",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "best time of year to visit the Sanchi stupa near Bhopal?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "who wrote the Ramcharitmanas and in which century",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "what stretches help with lower back pain from sitting at a desk all day",
    cls: "off-topic",
    expect: "fallback",
  },
];
