import type { EvalQuestion } from "./questions";

/**
 * The thirty-fourth held-out set, to be written on 2026-11-25 (session 34, first round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The thirty-third set, scored once, is now `thirtyThirdHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "is the soc security analyst job shift based or normal day timings",
    cls: "unreachable",
    expect: "/career#security-analyst|/career",
  },
  {
    q: "pay range for the data engineer opening?",
    cls: "unreachable",
    expect: "/career#data-engineer|/career",
  },
  {
    q: "can i do the cloud devops engineer role from home in kerala or do i have to relocate",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer|/career",
  },
  {
    q: "how many months did it take that lending fintech to get iso certified with you",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "in the hospital network project how much quicker did insurance claims get settled",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "after a pentest if we fix the issues, do you charge again to retest",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  { q: "got any clients in the gulf, which countries exactly", cls: "unreachable", expect: "/" },
  {
    q: "what actually happens in the testing and QA stage of your delivery process",
    cls: "unreachable",
    expect: "/services#process|/services",
  },
  {
    q: "how long do you hang on to whatever i type into the contact form",
    cls: "unreachable",
    expect: "/legal/privacy#retention|/legal/privacy",
  },
  {
    q: "if there's a legal dispute about the website which city's courts does it go to",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "your blog mentioned a 3-2-1 rule for backups, what is it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "will you put the app on play store under our company account or yours",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },

  // long
  {
    q: "I run a small dental clinic in Jabalpur with two branches and right now all appointments are in a register and on whatsapp. My nephew says we should move everything to the cloud but I am worried patient data will end up on servers abroad. If you set it up for us, can the data stay inside India?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "my son finished btech CS this year and has only about one year of internship experience. he is crazy about figma and app design and wants to apply to your company. what experience do you actually ask for in the designer opening",
    cls: "long",
    expect: "/career#product-designer|/career",
  },
  {
    q: "Hello, I am a final year MBA student writing my dissertation on how Indian mid-sized companies shift their servers to the cloud. I came across your logistics client story. How many services did they move in total and was there any downtime during the move?",
    cls: "long",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Hi, I'm a reporter with a business daily covering the tech scene in Madhya Pradesh. I'm putting together a piece on local firms that have grown well beyond the state. When was Nexora set up, and roughly how many people work there today?",
    cls: "long",
    expect: "/about",
  },
  {
    q: "ive been a full stack dev for about six years, mostly react and node, and im currently serving notice at a fintech in pune. my wife's family is in bhopal so we're thinking of moving there. what all should i put in the email when i apply",
    cls: "long",
    expect: "/career#how-to-apply|/career",
  },
  {
    q: "We are a mid-size pharma manufacturer and our procurement policy says the first engagement with any new IT vendor has to be small and fixed in cost. I have been asked to find out what your initial study costs and how many weeks it runs, before anyone talks about the actual build.",
    cls: "long",
    expect: "/services#pricing|/services|/contact",
  },
  {
    q: "we own three saree shops in indore and our online sales are tiny. my daughter got a website made 2 years back but its very slow on mobile and we can't change anything without calling her friend. budget is limited, maybe a few lakhs. how many weeks for a proper new site",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "We are a small NGO working on girls' education in rural MP. Our donor and programme data sits in five excel sheets that never agree with each other, and one big donor wants an impact dashboard by next quarter. Realistically how soon could we see a first dashboard?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I run an auto parts unit near Pithampur. Our whole IT is one overloaded guy, the wifi keeps dropping and nobody knows if the backups even work. If we sign up with you will your engineers actually come to the factory or is it all remote?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Hey, we're a six-person seed-stage startup in Austin. A freelancer built our MVP in Node and honestly it's a bit of a mess, but we'd rather not throw it away. Would you guys take over someone else's code, and how would that start?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I am principal of a CBSE school in Sagar. Last month our accounts clerk clicked a fake email and we almost lost fee money. Most of our teachers are not very comfortable with technology. Do you run some kind of training so staff stop falling for such mails?",
    cls: "long",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "I'm the IT manager for a retail chain in Leeds. Our board keeps reading about AI and wants a quick win, but I'm wary of pumping customer data into some vendor's model. If we worked with you, would our data end up training someone else's AI?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },

  // typo
  { q: "wat r ur oficce timings on satuday", cls: "typo", expect: "/contact" },
  {
    q: "hw much dose the discovry fase cost",
    cls: "typo",
    expect: "/services#pricing|/services|/contact",
  },
  {
    q: "do u do penetraton testng for mobile apps and apis",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "any openigs for data enginer rn", cls: "typo", expect: "/career#data-engineer|/career" },
  { q: "whos the ceo of nexxora", cls: "typo", expect: "/about" },
  {
    q: "cloud migraton case studdy how much cost saved",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "do you make andriod and iphone apps both",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "does ur website use cookeis",
    cls: "typo",
    expect: "/legal/privacy#no-cookies|/legal/privacy",
  },
  {
    q: "flutter or nativ which is cheeper for a busness app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "wher is ur ofice adress in bhopal", cls: "typo", expect: "/contact" },
  { q: "how mny days leave do employes get", cls: "typo", expect: "/career" },
  {
    q: "kubernates do we realy need it for 3 services",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // vocabulary
  {
    q: "ek dedicated team ke liye monthly kitne paise lagenge",
    cls: "vocabulary",
    expect: "/services#pricing|/services",
  },
  {
    q: "aapka office kahan hai exactly, pura address bata do",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "koi security wali naukri hai kya abhi",
    cls: "vocabulary",
    expect: "/career#security-analyst|/career",
  },
  {
    q: "who looks after the tech side at your company, like the main techie",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "my shop's computers and wifi keep acting up, do you lot sort that kind of thing",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can you make our old clunky system modern without chucking it out",
    cls: "vocabulary",
    expect: "/services/software-development|/contact",
  },
  {
    q: "software banne ke baad code kiska hoga, humara ya aapka",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "we want to get rid of all the files and registers in our office and go fully digital",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "need someone neutral to tell us which software vendor to pick, not someone earning commission",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  { q: "joining ke baad koi senior guide karega kya", cls: "vocabulary", expect: "/career" },
  {
    q: "want a bot that answers staff questions from our HR policy pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "whatever info i gave you guys, can i get it wiped",
    cls: "vocabulary",
    expect: "/legal/privacy#your-rights|/legal/privacy",
  },

  // ambiguous
  {
    q: "our aws bill keeps creeping up every month, can you bring it down",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  { q: "what are the core hours if i join as an engineer", cls: "ambiguous", expect: "/career" },
  {
    q: "how long before i hear back once i send my cv",
    cls: "ambiguous",
    expect: "/career#hiring-process|/career",
  },
  { q: "what does your pune team look after", cls: "ambiguous", expect: "/about" },
  {
    q: "is there a monthly plan to look after our website after it goes live",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "what's the yearly budget for courses and certifications if i work there",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "once the app is live do you stick around for support or is that it",
    cls: "ambiguous",
    expect: "/contact|/services",
  },
  {
    q: "we're shifting office next month, can you handle the cabling and wifi at the new place",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "is there any warranty if we go with the fixed price option",
    cls: "ambiguous",
    expect: "/services#pricing|/services",
  },
  {
    q: "can i see the claims board thing you built",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "how secure is this chat, does what i type get sent anywhere",
    cls: "ambiguous",
    expect: "/legal/privacy#what-you-send|/legal/privacy",
  },
  {
    q: "lost my portal invite, we're already a client, who do i ask",
    cls: "ambiguous",
    expect: "/login",
  },

  // multi
  {
    q: "where is your office and are you hiring designers right now",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "do you do flutter apps, and what does the discovery phase cost",
    cls: "multi",
    expect: "/services/mobile-development & /services|/contact",
  },
  {
    q: "who founded nexora and what did the fashion retailer project achieve",
    cls: "multi",
    expect: "/about & /projects/ecommerce-platform",
  },
  {
    q: "do you use cookies on this site? also can you help us get iso 27001",
    cls: "multi",
    expect: "/legal/privacy & /services/cybersecurity",
  },
  {
    q: "whats the salary for the senior full stack role, and do you build react websites for clients",
    cls: "multi",
    expect: "/career & /services/web-development",
  },
  {
    q: "which parts of the world do you serve and can you make websites in hindi",
    cls: "multi",
    expect: "/ & /services/web-development",
  },
  {
    q: "who wrote the AI article on your blog and do you offer mlops",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "what happens after i send a message, and is a quote from you legally binding",
    cls: "multi",
    expect: "/contact & /legal/terms",
  },
  {
    q: "any remote jobs going? and how many clients have you worked with so far",
    cls: "multi",
    expect: "/career & /about|/",
  },
  {
    q: "do you do power bi dashboards, and how much did the distributor forecasting project cut stock-outs",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "can you check our site for accessibility, publish our app to the app store and set up zero trust access",
    cls: "multi",
    expect:
      "/services/web-development|/services/ui-ux-design & /services/mobile-development & /services/cybersecurity",
  },
  {
    q: "can you review where our IT money goes, and are you open saturday",
    cls: "multi",
    expect: "/services/it-consulting & /contact",
  },

  // unanswerable
  {
    q: "can your devs make us a crypto token or nft marketplace on blockchain",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you install cctv cameras for shops", cls: "unanswerable", expect: "fallback" },
  {
    q: "is nexora registered as an msme, we get benefits buying from msme vendors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much revenue did nexora itself make in the last financial year",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you empanelled on GeM for government tenders",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor work visas for foreign engineers who want to work in bhopal",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there parking at your office building for visitors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has your company been appraised at cmmi maturity level 3 or above",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "any special discount for ngos or early startups", cls: "unanswerable", expect: "fallback" },
  {
    q: "can we become a reseller or franchise partner of nexora in nagpur",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you build iot sensor systems for smart farming",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "has nexora raised vc funding, who are your investors",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "bhopal mein kal baarish hogi kya", cls: "off-topic", expect: "fallback" },
  {
    q: "which team lifted the ipl trophy in the last season",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "poha kaise banate hai quick recipe batao", cls: "off-topic", expect: "fallback" },
  { q: "solve 3x + 7 = 22 for my son's homework", cls: "off-topic", expect: "fallback" },
  { q: "suggest a good movie to watch tonight", cls: "off-topic", expect: "fallback" },
  {
    q: "whats the capital city of canada, need it for a quiz",
    cls: "off-topic",
    expect: "fallback",
  },
];
