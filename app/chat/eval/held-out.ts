import type { EvalQuestion } from "./questions";

/**
 * The ninety-first held-out set, written on 2026-12-04 (session 57) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The ninetieth
 * set, scored once, is now `ninetiethHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.744).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "that fashion chain you built the online shop for — how many physical stores do they run, and what did mobile pages load in after launch?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "after the trucking company moved to AWS, what availability did they actually see in year one",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "in the RBI-regulated lender project, what was the median time to detect an incident once monitoring was in place",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "hospital network case: how many days did an insurance claim take to settle before your system and after",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "the designer vacancy — till which date is it accepting CVs, I'm still polishing my portfolio",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "under your privacy policy can I nominate a family member to handle my data requests if I pass away or become incapacitated",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "when you recommend a vendor to us, are you getting a referral cut from them on the side?",
    cls: "unreachable",
    expect: "/services/it-consulting|/services/cloud-solutions",
  },
  {
    q: "when your designers test a clickable prototype, is it a handful of people per round or dozens",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we're an Auckland company — is New Zealand among the places you have clients, or only Australia down there",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "that growing-business security post says something about reporting hacks to CERT-In — how many hours do you get",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "the FMCG distributor with 9,000 shops: their figures used to be a week behind, what lag do they have now",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "in which year did nexora set up its data and machine learning teams",
    cls: "unreachable",
    expect: "/about",
  },

  // long
  {
    q: "So we make auto parts at a plant near Pithampur and at the end of a night shift our inspectors are exhausted and defective pieces slip through to the customer, we've had two rejections from an OEM this quarter already, someone told me cameras with some kind of AI can spot cracks and dents on the line, is that something your people actually do",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "I'm CTO at a B2B SaaS company and we release once a month on a Friday night, it takes four engineers till 2am and every second release something breaks and we scramble to roll back by hand, I'd love gradual rollouts and automatic rollback like the big companies do, can you help us get there",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "we run a coaching institute with centres in Sagar, Rewa and Satna and most of the students and parents are far more comfortable reading Hindi than English, our current site is English only and honestly looks dated, we'd like something that works in both languages and that our admin can update when batches change",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "Hi, I'm a founder in Austin, two freelancers built our MVP in Node over the last year and then both disappeared, there are no tests, deploys are manual and I'm scared to touch it, investors want new features in Q2 — would your team be willing to pick up someone else's messy code and keep building on it?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "one of our audit juniors left a company laptop in a cab last week with client files on it and we had no way to lock it, we're about 30 people on Microsoft 365 with no IT person, I want every laptop and phone encrypted, updated and wipeable from a distance, and someone to look after email accounts too",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We're a mid-sized manufacturer in Stuttgart and our board will not approve a large offshore build without first seeing a scoped plan and a firm number, so what I'm after is a small paid study up front — what would that cost us in euros or dollars and how many weeks does it usually run",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "every monday my 14 pharmacy branches each email me their own spreadsheet of sales and stock, the formats never match, my accountant spends two days merging them and the totals still disagree with what the software says, I just want one screen I can open on my phone each morning and trust",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We're a 25-person startup with no technical cofounder, I keep getting conflicting advice from vendors about which platform to use and whether to build or buy, I can't afford a full-time senior tech head yet but I need someone senior on my side a couple of days a month, do you offer anything like that",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "I've spent three years on the monitoring desk of a private bank's security team here in Bhopal, mostly Splunk, and I'm used to nights, but before I apply for your SOC opening I'd like to know whether the shifts rotate and if there's any extra pay attached to them",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we're a small NBFC and our sponsor bank just told us that unless we're ISO 27001 certified before the renewal next year they'll drop us, I've never been through an audit like this and I'd feel a lot better seeing that you've taken a lender through it before and how long it took",
    cls: "long",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "I filled in your contact form yesterday afternoon about rebuilding our dealer portal and haven't heard anything yet, I'm not complaining, just want to understand what normally happens from here, does someone call, is there a meeting, and when does money come into it",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "our group runs six CBSE schools and parents keep missing circulars and fee reminders on WhatsApp groups, we'd like a proper app with notifications that runs on the cheap Android phones most parents have, and we want it listed under the school's own name on the Play Store not some vendor's, is that possible with you",
    cls: "long",
    expect: "/services/mobile-development",
  },

  // typo
  { q: "wat tym do u clse on satrdays", cls: "typo", expect: "/contact" },
  {
    q: "do u do penetrtion testng on andriod n ios apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "discvry phse price n durtion pls", cls: "typo", expect: "/services#pricing|/contact" },
  {
    q: "cn u setup microsft 365 mail fr my ofice, 15 ppl",
    cls: "typo",
    expect: "/services/it-infrastructure",
  },
  {
    q: "data engneer job — is it frm hom or part offce, n wat exp needed",
    cls: "typo",
    expect: "/career",
  },
  {
    q: "kubernets + ci cd pipline setup, do u guys do dat",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "who is vikrm rao at nexra", cls: "typo", expect: "/about" },
  { q: "r u guys iso 27001 certifed ur self", cls: "typo", expect: "/|/about" },
  {
    q: "privte chatbot on our documnts, dnt want data going to opnai",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "wich payment gatway n tech stak for the fashon retailr site",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  { q: "nexora ofice adres n phne numbr plz", cls: "typo", expect: "/contact" },
  {
    q: "hw long for a dashbord to be redy after we strt",
    cls: "typo",
    expect: "/services/data-analytics",
  },

  // vocabulary
  {
    q: "sales team ke liye Salesforce lagwana hai aur purana CRM band karna hai, ho jayega?",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "5 developers ki team chahiye full time, mahine ka kitna lagega",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "app banate ho kya? Play Store aur App Store pe upload bhi karoge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "call centre ki Hindi recordings ko text mein badalna hai, koi jugaad?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "company ka logo aur poora brand look naye sire se banwana hai",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "koi ethical hacker bhejo jo hamari site pe attack karke kamzori dhundhe",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "LinkedIn pe designer ki vacancy dekhi, ghar se kaam kar sakte hain?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "Tanvi Fashion House ka online store aapne banaya tha? sales kitni badhi",
    cls: "vocabulary",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "saara company data Snowflake ya BigQuery jaisi jagah ikattha karna hai",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "abhi FileZilla se haath se files daal ke deploy karte hain, ye automatic ho sakta hai?",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "AWS ka mahine ka bill lakhon mein aa raha hai, ghatwa sakte ho?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "Singapore based hain hum, udhar ke clients ke saath kaam kiya hai?",
    cls: "vocabulary",
    expect: "/",
  },

  // ambiguous
  {
    q: "once my enquiry's in, is it a same-day reply or a week of silence",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "as a new joiner, are there fixed overlap hours when I must be online or is it fully flexible",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "shifting to a bigger premises next quarter, need network cabling, a firewall and a conference room with video setup",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "at the end of the engagement, whose name is the code under — ours or yours",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "on time and materials, how often do we get billed and can we put a ceiling on it",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "my details from the quote request — deleted after a year, two years, never?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how soon after kickoff would our managers have something to look at on the BI side",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "how long does it take you to put together a technology roadmap for us",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "our shopping app keeps dying on older Android phones, can you nurse it back to health",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "is your site safe for my 15 year old to send a question through",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "we'd be invoiced from London in dollars — do those figures already include GST",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "what does your pipeline for candidates look like, how many rounds till an offer",
    cls: "ambiguous",
    expect: "/career",
  },

  // multi
  {
    q: "can you pen test our banking app, and who heads security at your company?",
    cls: "multi",
    expect: "/services/cybersecurity & /about",
  },
  {
    q: "do you build in Flutter, and is there a hospital project of yours I could read about",
    cls: "multi",
    expect: "/services/mobile-development & /projects/healthcare",
  },
  {
    q: "which parts of the world are your clients in? also what year did you start",
    cls: "multi",
    expect: "/|/about & /about",
  },
  {
    q: "am I allowed to link your posts from my site, and if I sign up for the newsletter how long do you keep my email",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },
  {
    q: "could you get us ISO 27001 ready, and did the fintech you helped pass on the first try",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "Power BI work for our sales team — you do that? And what stack was behind the demand forecasting project",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "need a bilingual hindi/english website plus a fresh logo and colours — both doable?",
    cls: "multi",
    expect: "/services/web-development & /services/ui-ux-design",
  },
  {
    q: "move our VMs to Azure, and then give the dev team proper logs and alerting — can you take on both",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/devops",
  },
  {
    q: "three things: your phone number, whether you do SEO, and is there an rss feed for the blog",
    cls: "multi",
    expect: "/contact & /services/web-development & /blog",
  },
  {
    q: "is the SOC analyst role work from office, and what's the full street address",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "what's the 3-2-1 backup thing from your blog and do you help when ransomware actually hits",
    cls: "multi",
    expect: "/blog/cybersecurity-practices & /services/cybersecurity",
  },
  {
    q: "how much shorter did patient waits get at the hospitals, and do you run research sessions with end users before designing",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },

  // unanswerable
  {
    q: "roughly how many crores did nexora bill last year, we need it for our vendor scoring sheet",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're tokenising warehouse receipts on a blockchain — any solidity or hyperledger people on your team?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could you share phone numbers of two or three current clients we can ring for a reference",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our tender wants a mutual NDA signed before we share the RFP, is that something you routinely do",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want a mobile game in Unity with multiplayer — is game dev something you take on",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "any idea how your team splits between men and women, our diversity policy asks suppliers",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have a rating on Clutch, G2 or GoodFirms I could show my boss",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a summer internship for btech second-year students",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora accept crypto for invoices, like USDC on polygon",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if I take stock options as a new joiner here, is that even on the table",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the largest deal size you've closed so far, in rupees",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are there weekend bootcamps at nexora that outsiders can pay to attend",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "how much protein is there in 100 grams of paneer", cls: "off-topic", expect: "fallback" },
  { q: "5 feet 7 inches in cm kitna hota hai", cls: "off-topic", expect: "fallback" },
  { q: "give me the plot of Sholay in three lines", cls: "off-topic", expect: "fallback" },
  {
    q: "meri scooty ka mileage 35 pe atak gaya hai, kaise badhaun",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "python mein list ko ulta kaise karte hain",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "suggest a decent laptop under 60k for my daughter's college",
    cls: "off-topic",
    expect: "fallback",
  },
];
