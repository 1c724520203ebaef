import type { EvalQuestion } from "./questions";

/**
 * The ninety-ninth held-out set, written on 2026-12-04 (session 59) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The ninety-eighth
 * set, scored once, is now `ninetyEighthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.747).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "bhai that 6 TB oracle db of the transport company, final switchover took kitne minute? just curious how tight it was",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "for the 12 hospital group, insurance claims used to settle in how many days and how many after your system?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "In the RBI-regulated lender engagement, what was the median detection time for a security incident afterwards?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "The distributor with 9000 kirana retailers - how fresh was their data before vs after the pipelines?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "What median mobile page load did the kurta retailer's new shop reach, in seconds?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "If I drop an enquiry and then go silent, after how many months do you wipe my message from your database?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "legal question: if our lawyers ever had a fight with you about something on nexora.example, jurisdiction kahan ka hoga?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "the growing-business security write-up mentions an Indian govt deadline to report cyber incidents, is it 6 hrs or 72?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "tagging resources and switching off staging at night, how much saving did your 2027 trends post claim that gives in year one",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "That finance team keying in thousands of invoices monthly that you mention in the AI piece, how many exactly?",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "How many rupees per year do staff get to spend on certifications and courses?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "once the ethical hacking report lands and our devs fix everything, do we pay again for you to verify the fixes?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  // long
  {
    q: "So we are a mid-size pipes and fittings manufacturer near Pithampur, our sales head keeps asking for numbers and every month my accounts boy spends 4 days stitching excel files from three branches and still the totals never match, I am thinking there has to be a better way to get one view of sales and stock, is this something you people handle?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Our delivery app was made in 2019 by a freelancer who has since vanished, now it crashes on new Android phones, play store rating has dropped to 2.9 and customers are complaining on WhatsApp daily. Honestly I don't know if we should patch it or start again. Can your team take over something like this?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "We moved into a new floor last month with around 40 staff, the one IT guy we had resigned, printers keep disconnecting, wifi dies in the conference room and nobody knows if the backups from the old server are even working. Who do I talk to for ongoing help with all this?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "My CFO wants me to explain how an engagement with you would be billed. Our product idea is still changing every few weeks after user feedback so I doubt a fixed quote makes sense, and she wants some monthly ceiling. What are the options and rough amounts?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Background: we are a small NBFC, growing fast, and our partner bank has told us very clearly that unless we get the ISO 27001 certificate before renewal they will not continue. We have no security person internally and the deadline is under a year. Can you guide us end to end?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Quick context, we're angel investors in Indore and there's a B2B software company we may acquire a stake in. Their CTO swears the product is rock solid, but frankly none of us can judge. We'd pay for an outsider to inspect the repo, the design and the people. Do you take on that sort of diligence job?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Every release at our company is a nightmare, the team stays back the full Saturday, someone runs commands from a wiki page, and half the time something breaks on Monday and we roll back manually. Management wants us to ship more often, but everyone is scared. What would you do?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "I manage operations for a chain of clinics and hospitals; patients keep repeating their history at each branch and doctors can't see each other's reports. I want to see whether you've actually done something like this before, not just a brochure.",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "hi, yesterday evening I submitted the message form on your site about a possible project, got the success screen, but nothing since. not complaining, just want to know what normally happens next and how soon someone will ring me?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "Our corporate site is an old WordPress theme that takes ages to open on phones, Google barely shows us, and the marketing girls want a Hindi version too but every change needs the agency. We want something quick that they can update themselves. Possible?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "In our factory a purchase request still travels on paper, it needs four signatures and takes almost a week, files get lost between departments, and the owner wants all of this to be digital without making the old staff revolt. Where should we begin with you?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Not a client question sorry. My cousin has about four years doing Figma and user research for apps, she lives in Nagpur and can't relocate. Do you have anything open she could apply to from home?",
    cls: "long",
    expect: "/career",
  },
  // typo
  {
    q: "sat ko 2 baje ke baad bhi koi milta hai kya offis me",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "do u guys do penetraton testng n vulnarability audt",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "how much dedicted teem cost per mnth approx",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "flutr or react natve wich one u prefr for bussiness app",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "trnsport compny ka aws shiftng projct detals",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "nexra ka malik kon he, ceo kaun",
    cls: "typo",
    expect: "/about",
  },
  {
    q: "ur site keeps any cookeis or googel analitics on my browsr?",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "i hav only sketchs on papr, need figmaa mockps & usabilty testng",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "diwali stok predicton using ML, sales forcast modl",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "fashon retailr online shope exampel u built",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "autmated deploymnt pipline + infra as cod terrafrom help",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "bhopl offce adres n pincode",
    cls: "typo",
    expect: "/contact",
  },
  // vocabulary
  {
    q: "Need an AMC vendor who handles our desktops, LAN and printers, basically a tech support guy on call",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "want an internal GPT type thing trained on our SOP manuals, but it must cite the source doc",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "lift and shift of our on-prem boxes into Azure, doable?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "management ke liye MIS reports banane hai, sara data excel mein bikhra pada hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we're 6 people, no techie cofounder, can someone from your side play CTO a few days a month",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "company ke bade log kaun hain, directors ka naam batao",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "ransomware ka dar lagta hai, 20 logon ki firm hai, pehle teen kadam kya uthaun",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "want billing software that talks to Tally and spits out GST bills, tailor made",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "do you have eyes-on-glass monitoring, like a SOC that watches our alerts at 3am",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "app ka look and feel aur screens ka design karwana hai, coding hum khud karenge",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "our AWS invoice has ballooned, need someone to trim the fat",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "want to kill the registers and couriers, e-sign and whatsapp updates for customers",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  // ambiguous
  {
    q: "ballpark rates?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "naukri milegi kya idhar",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "till what o'clock weekdays",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "where do existing customers log on to track tickets",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "protection for our systems",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "what do your customers say",
    cls: "ambiguous",
    expect: "/|/projects",
  },
  {
    q: "which countries",
    cls: "ambiguous",
    expect: "/|/about",
  },
  {
    q: "any reading material or insights you publish",
    cls: "ambiguous",
    expect: "/blog",
  },
  {
    q: "moving off our data centre",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "hospital work?",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "usage rules of the site",
    cls: "ambiguous",
    expect: "/legal/terms",
  },
  {
    q: "since which year",
    cls: "ambiguous",
    expect: "/about",
  },
  // multi
  {
    q: "Landline ya mobile number do, and also tell me if cross-platform apps are your thing",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "How much does the discovery phase cost, and after the build who holds the source code?",
    cls: "multi",
    expect: "/services#pricing & /services/software-development",
  },
  {
    q: "Which year did your own infosec certification come through? Plus, is my enquiry data stored on Indian soil only?",
    cls: "multi",
    expect: "/about & /legal/privacy",
  },
  {
    q: "How many weeks for a marketing site? And separately, what are the steps in your interview process?",
    cls: "multi",
    expect: "/services/web-development & /career",
  },
  {
    q: "Show me the fintech security case study, and also the article on what's coming in cloud next year",
    cls: "multi",
    expect: "/projects/security-infrastructure & /blog/cloud-trends",
  },
  {
    q: "do u make power bi dashboards? and separately can u manage helm/argo deployments",
    cls: "multi",
    expect: "/services/data-analytics & /services/devops",
  },
  {
    q: "Who is your chief technology officer, and has she written any posts on your blog?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "Any hospital software you've delivered? And do you run usability tests with real users?",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "Can you set up Google Workspace for our office, and is a quote from you binding once sent?",
    cls: "multi",
    expect: "/services/it-infrastructure & /legal/terms",
  },
  {
    q: "ERP rollout and change management for our plant - do you do that? and what's the typical length of the discovery step",
    cls: "multi",
    expect: "/services/digital-transformation & /services#pricing",
  },
  {
    q: "Which tools did you use on the stock forecasting dashboard project, and do you handle MLOps and model retraining?",
    cls: "multi",
    expect: "/projects/ai-analytics & /services/ai-machine-learning",
  },
  {
    q: "We need a web portal, an android/ios app and the UI design for both, can one team do all three?",
    cls: "multi",
    expect: "/services/web-development & /services/mobile-development & /services/ui-ux-design",
  },
  // unanswerable
  {
    q: "Do you run paid Salesforce admin training batches for individuals?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What is the hourly billing rate of a junior Java developer at Nexora in dollars?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Our legal team insists on a confidentiality agreement pre-meeting, OK to countersign ours?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you launch a crypto token with smart contracts on ethereum for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Tender needs CMMI L3 or above, what level is your appraisal?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "FY26 revenue kitna tha aapki company ka, balance sheet share kar sakte ho?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "my college needs 8 weeks industrial training in june-july, do you take trainees from MANIT?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "We want a multiplayer cricket game for phones with nice 3D graphics, can Nexora build it?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I know a few factory owners who need software, do you pay a finder's fee for introductions?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you do payroll processing and PF/ESI compliance outsourcing for companies?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "need PCB design plus STM32 board bring-up for a water-flow sensor gadget",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is staff turnover high at your place? give me the annual resignation ratio",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "monsoon kab aayega MP mein is saal",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "poha jalebi ke liye sabse famous dukaan konsi hai sarafa mein",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "kohli ne kitne centuries maare test mein total",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "Marathi mein dhanyavaad ko kya likhte hain",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "suggest best mileage bike under 1 lakh",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "my son's maths assignment: factorise x\u00b2 \u2212 7x + 12, show steps",
    cls: "off-topic",
    expect: "fallback",
  },
];
