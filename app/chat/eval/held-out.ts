import type { EvalQuestion } from "./questions";

/**
 * The ninetieth held-out set, written on 2026-12-04 (session 57) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The eighty-ninth
 * set, scored once, is now `eightyNinthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.733).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "regarding the 12-hospital rollout: once telemedicine went live, what count of video consults were done in the first twelve months?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "that trucking firm's oracle database — how many terabytes was it, and how long was the sunday night cut-over window",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "the lending startup in your security case study — how many employees had it grown to by then?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "which payment gateway is the fashion retailer's new storefront running on",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "for the SOC analyst vacancy is CEH mandatory or just a bonus?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if I hit submit on the quote form with no signal, does my phone hold on to it, and for how many days",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "before anyone drags the other to court over the website, is there a waiting period where you try to settle it first?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "any customers of yours in riyadh or doha, or is the gulf just the emirates for you",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "in that 2027 cloud trends piece, what saving did tagging and switching off idle environments typically give in the first year",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "for an AI proof of concept on our own sales data, how many weeks should we budget before we see if it works",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our plant is in Dewas, about an hour from your office — would your support engineers physically visit there or is it all remote",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "for the 9000-retailer forecasting job, was it lightgbm, prophet, xgboost or some neural net under the hood",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },

  // long
  {
    q: "I own four dental clinics in Raipur and right now patients call reception to book, half the time the line is busy, my nephew says we should have our own app on both iPhone and Android where people pick a doctor and a time slot, is this something you would build and would it mean paying for two separate apps",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Last month one of our accountants opened a mail that looked like it came from our bank, typed in the password, and we nearly lost 8 lakhs before the bank froze it — we're a 40 person CA firm with zero IT staff, I want people trained to spot this and someone to check how exposed we really are, what can you offer",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "We're a health-tech startup running everything on one rented VPS, our investors now want us on a proper cloud before the next round and our hospital customers keep asking whether patient data stays inside India, can your team plan that move and set it up the right way",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "our trust runs schools in three districts and the website was put together by a volunteer on wordpress years ago, it takes forever to open, doesn't come up when parents search on google and nobody knows how to update it, we need something quick that ranks better and that our office staff can manage",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "Honestly the embarrassing part is that we usually learn our platform is down when customers start complaining on twitter, the developers have no single place to see logs or errors and by the time they dig through the servers an hour has gone, is that the sort of thing you sort out?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "we're a freight company running booking and tracking on servers in our own building, the hardware lease ends next year and every festive season we run out of capacity, before I talk to anyone I want to see whether you've done a move like that for a firm our size and how it went",
    cls: "long",
    expect: "/projects/cloud-migration",
  },
  {
    q: "We have a chain of 9 hotels in Rajasthan and managers still keep paper registers, purchase approvals happen over WhatsApp and guests ring the front desk for every little thing, I'd like to modernise how the whole operation runs rather than just buy one more software, where would you even begin with something like this",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "I'm in procurement at a UK insurer comparing offshore partners; rather than a one-off project we need a stable group of engineers who stay on our product for at least a year and work in our hours, could you tell me roughly what that costs per month and how much notice we'd give to scale it down",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "we signed with you in august and our project manager is on leave this week, finance is chasing last month's invoice and the latest status document, and I can't find the email invitation to wherever these things are kept, where do I go",
    cls: "long",
    expect: "/login",
  },
  {
    q: "hello, I've been a full stack developer on react and node for about six years in Pune, saw the senior TypeScript opening, I'm fine with hybrid but I want to understand the pay range before I resign and think about moving cities",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we're an insurance broker and our back office keys in thousands of claim forms and KYC papers by hand every month, it's slow and full of typos, my partner reckons some kind of AI can read these documents now, do you actually build that and how would we start",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we paid an agency for beautiful figma screens but our in-house developers keep building them slightly wrong, colours and spacing are off everywhere and each new page looks different, what we want is someone to turn it into proper reusable components and specs the devs can follow",
    cls: "long",
    expect: "/services/ui-ux-design",
  },

  // typo
  { q: "is ur offce opn on sundy", cls: "typo", expect: "/contact" },
  {
    q: "a dedicted team of like 5 devs, wats the monthy rate rougly",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "cn u shft our 6 on-prem servrs into azur cloud wthout downtme",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "need a flutr app for my restrant delivry boys",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "who is the ceo of nexra n wen did he strat it", cls: "typo", expect: "/about" },
  {
    q: "hw long dose a webiste tak to bild",
    cls: "typo",
    expect: "/services/web-development|/contact",
  },
  {
    q: "remot openngs for clud / devops engneer? whts the sallary",
    cls: "typo",
    expect: "/career",
  },
  {
    q: "cn u mak powr bi dashbords for our 8 brnches sals",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "whr exctly is ur ofice in bhopl, which flor n bulding", cls: "typo", expect: "/contact" },
  {
    q: "cn u hlp us get iso 27001 certfied, we r a fintch",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "show me the case stdy of hosptal softwre u made",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  { q: "do u stor my detils on servrs outsid india", cls: "typo", expect: "/legal/privacy" },

  // vocabulary
  {
    q: "hamare kapdon ke brand ki online dukaan bana doge? 200 products hai",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "stock abhi Excel mein chalta hai, uski jagah proper software banwana hai",
    cls: "vocabulary",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "Dubai se hoon, UAE ke clients ke saath kaam karte ho?",
    cls: "vocabulary",
    expect: "/|/about",
  },
  { q: "Naukri pe aapki job dekhi, apply kaise karein", cls: "vocabulary", expect: "/career" },
  {
    q: "office mein ransomware aa gaya tha pichle mahine, aage se bachne ke liye kya karoge",
    cls: "vocabulary",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "hamare HR policies aur SOPs wale PDFs se sawaal ka jawab dene wala assistant bana sakte ho, ChatGPT type",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "sab staff ke laptops mein updates aur antivirus door se manage kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Zoho ya Odoo lagwana hai poore business mein, karte ho?",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "Tally se data nikaal ke MIS report apne aap ban jaaye, aisa kuch?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "har update pe site 10 minute band ho jaati hai, iska koi ilaaj?",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "500 product ka chhota sa inventory app, fixed scope, approx kitna kharcha aayega",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "abhi apna khud ka server hai, Google Cloud pe shift karwa doge?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },

  // ambiguous
  {
    q: "before any build starts there's a study phase — what's the bill for that, and how many weeks",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how long do you stay open on a saturday, planning to drop in around 1:30",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "is there a code of conduct for people using your website",
    cls: "ambiguous",
    expect: "/legal/terms",
  },
  {
    q: "can you bring down what we pay every month to run our servers on azure",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "the 12-hospital project — calendar-wise, how many months from kickoff to the last hospital going live",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "as a remote designer what hours would I have to be online",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "can someone take over our office IT when our only IT guy leaves next month",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "QR code payments with UPI inside our customer app, possible?",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "which model should we sign up for if our requirements change every sprint",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "in your AI article, why do pilots that wow the steering committee end up going nowhere",
    cls: "ambiguous",
    expect: "/blog/future-of-ai",
  },
  {
    q: "is there a warranty period once the fixed-price app is launched, if something breaks in week two",
    cls: "ambiguous",
    expect: "/services#pricing|/contact",
  },
  {
    q: "our distributors want to log in somewhere, punch in repeat orders and download their GST invoices — can you build that kind of portal",
    cls: "ambiguous",
    expect: "/services/software-development",
  },

  // multi
  {
    q: "do you build shopify stores? and what's the usual price band for a fixed scope job",
    cls: "multi",
    expect: "/services/web-development & /services#pricing",
  },
  {
    q: "who runs your cybersecurity team, and did he write anything on your blog",
    cls: "multi",
    expect: "/about & /blog/cybersecurity-practices",
  },
  {
    q: "can you make an app our sales reps use offline in villages, and also manage and support their company phones",
    cls: "multi",
    expect: "/services/mobile-development & /services/it-infrastructure",
  },
  {
    q: "how much did the logistics company save after going to the cloud, and can you do cost optimisation for our existing aws account",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "what's the pay for the data engineer job and where is the office for the in-office days",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "do you build recommendation engines for online shops? and have you done any retail project I can look at",
    cls: "multi",
    expect: "/services/ai-machine-learning & /projects/ecommerce-platform",
  },
  {
    q: "what does this site keep in my browser storage, and am I allowed to quote a paragraph of your article on my own blog",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "which bi tools do you work with, and are you hiring data engineers right now",
    cls: "multi",
    expect: "/services/data-analytics & /career",
  },
  {
    q: "who started nexora, and did the founder himself write any of your blog posts? what was it on",
    cls: "multi",
    expect: "/about & /blog/future-of-ai",
  },
  {
    q: "whatsapp self service for our customers + upi payments inside our app — can you do both?",
    cls: "multi",
    expect: "/services/digital-transformation & /services/mobile-development",
  },
  {
    q: "did the hospital system have video consultations built in, and roughly how long does a big enterprise project take with you",
    cls: "multi",
    expect: "/projects/healthcare & /contact",
  },
  {
    q: "do you do tech due diligence before we invest in a startup, and what's the monthly range for a dedicated team",
    cls: "multi",
    expect: "/services/it-consulting & /services#pricing",
  },

  // unanswerable
  {
    q: "is nexora CMMI level 3 or level 5 appraised? our tender asks for it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is nexora owned by its founders or has it raised money from angel or venture investors",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there any employee review score for nexora on glassdoor, ambitionbox or similar",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "section 8 company here, any concessional pricing for non-profits",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the coverage amount on your professional indemnity insurance",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can your team write firmware for our IoT sensors, embedded C on microcontrollers",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does nexora put money into student hackathons or college tech fests anywhere in MP",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if an outside researcher finds a hole in nexora's own systems, is there a bug bounty or any reward scheme",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is nexora empanelled on GeM so our PSU can raise a purchase order directly",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "my notice period is 90 days, would you buy out part of it if selected",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "roughly how many of your staff quit in a typical year — what's the churn like",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you have a US subsidiary we can sign the MSA with",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "72 degrees fahrenheit is how much in celsius", cls: "off-topic", expect: "fallback" },
  { q: "last season ka ipl trophy kaunsi team le gayi", cls: "off-topic", expect: "fallback" },
  { q: "dosti pe ek chhoti si shayari likh do", cls: "off-topic", expect: "fallback" },
  {
    q: "which months are pleasant for a day trip to the sanchi stupa",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how do I unclog a kitchen sink without calling a plumber",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "what's the japanese phrase for good morning, and how is it pronounced",
    cls: "off-topic",
    expect: "fallback",
  },
];
