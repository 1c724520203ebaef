import type { EvalQuestion } from "./questions";

/**
 * The seventy-second held-out set, written on 2026-12-03 (session 52) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * seventy-first set, scored once, is now `seventyFirstHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.738).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "the fashion retailer site you rebuilt, how fast does it load on mobile now?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "how many hospitals were in the network where you did the patient records system",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "CERT-In ko cyber incident kitne hours me report karna padta hai?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if I fill your contact form and never become a client, when does my data get deleted?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "suppose I want to sue over something on your website, jurisdiction kahan ka hoga?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "are there fixed core hours for employees or is it fully flexible?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "can I drop by on saturday around 1 pm to meet someone?",
    cls: "unreachable",
    expect: "/contact",
  },
  {
    q: "how big was the Oracle database in that logistics cloud move",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "once our devs patch the findings from your security test report, is the second round of verification charged extra?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "who wrote the cloud trends 2027 article?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "what did the five founders build as their first job back in 2015?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "in the ai dashboard case study, did the supply planners trust the machine's numbers from day one or was there a trial period?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  // long
  {
    q: "We run three small clinics in Jabalpur and our front desk still writes appointments in a register. My cousin mentioned you built something for a hospital group. Did that system have video consultations too, or only appointment booking?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I own a textile export unit in Surat and our last vendor kept the source code hostage when we stopped paying their AMC. Before we start talking about a new order management system I need clarity on one thing. If you build it, who owns the code?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "Hi, I'm working as an L1 analyst at a managed services company in Nagpur, about two and a half years now, mostly Splunk alerts. I saw you have a SOC opening and I'm really interested. Is that one work from home or do I have to relocate to Bhopal?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We're raising a Series A and one of the investors wants an outside review of our product's code, architecture and engineering team. Our CTO left last month so nobody internal can do it credibly. Is this kind of review something your company offers?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "We distribute ghee, dry fruits and besan to kirana stores across MP and every festive season we either run out or get stuck with extra stock. Somebody forwarded me your forecasting case study on WhatsApp. By how much did that distributor actually cut its stock-outs?",
    cls: "long",
    expect: "/projects/ai-analytics|/blog/future-of-ai",
  },
  {
    q: "Our finance head is very nervous about putting customer data into AI tools. We are thinking about an internal assistant that answers from our policy documents. If we build this with you, will our data be used to train some other company's model?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "We're a 40-person company and honestly we've been running on shared passwords and one VPN that everyone uses. A big client has started asking security questions in their vendor forms. If we only had a month, what would you fix first?",
    cls: "long",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "I have a clear scope for a B2B ordering portal and it's not going to change much. My board wants a ballpark figure before we even get into meetings with vendors. What is the typical range for a fixed-price project with you?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "Our AWS bill has almost tripled in one year and nobody on the team can explain why. My co-founder thinks we should just move everything to Azure and start fresh. Do you help with bringing cloud costs down instead?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "Yesterday around 7 pm I sent an enquiry from your website about revamping our school's site. No reply so far, not even an auto email, and I'm wondering if it got lost. What's your usual turnaround for answering?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "Our app was built four years ago by a freelancer who has since disappeared. It crashes a lot and Google Play keeps emailing us about policy updates. We don't want to throw it away and start from zero, so can you take it over and modernise it?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Our head office is in Bhopal but the warehouse is in Indore, and the Wi-Fi and printers there fail all the time. We don't have an IT person at all. Do you send engineers to sites outside Bhopal?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  // typo
  {
    q: "nexora ka ofice Hoshangabad road pe kis building me hai, which floor?",
    cls: "typo",
    expect: "/contact",
  },
  { q: "data engineer vacancy - salery range and is it hybird?", cls: "typo", expect: "/career" },
  {
    q: "whats the fee for the discovry phase in US dolars",
    cls: "typo",
    expect: "/services|/contact",
  },
  {
    q: "need pen testng of our android app and its APIs before launch",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "ecomerce projct you did for fashon brand, what results",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "does this website drop any trackng cookies or run GA4 on visiters",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "our startup has 4 small servises, is kubernets overkill?",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "is flutter cheeper than nativ app development",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "nexora kisne start kiya tha? foundr ka background kya hai", cls: "typo", expect: "/about" },
  {
    q: "hw long to biuld a simple marketing website",
    cls: "typo",
    expect: "/contact|/services/web-development",
  },
  {
    q: "can you help us get iso 27001 certifed, we are a small compnay",
    cls: "typo",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  { q: "do you make sales dashbords in power bi", cls: "typo", expect: "/services/data-analytics" },
  // vocabulary
  {
    q: "clinic ke patients ke liye appointment app chahiye, android aur iPhone dono pe, aap log banate ho?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "meri dukaan ka online store chahiye jo shop ka stock bhi dikhaye",
    cls: "vocabulary",
    expect: "/projects/ecommerce-platform|/services/web-development",
  },
  {
    q: "BTech 2026 passout hu, kya aap log freshers ko hire karte ho?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "chhota business hai, hackers se kaise bachein?",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "ek poori team monthly basis pe rakhni ho to kitna lagega",
    cls: "vocabulary",
    expect: "/services",
  },
  {
    q: "hamare yahan purchase approvals abhi bhi kagaz pe chalte hain, 4 sign lagte hain, isko online karwana hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "looking for a CTO-as-a-service type arrangement, maybe 2 days a week",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "our servers sit in a cupboard in the office, want to shift them to AWS",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "tally aur excel ka data ek jagah dikhe, reports ke liye",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "kuch aisa chatbot jo staff ke leave policy wale sawal hamare HR PDF se answer kare",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our app looks clunky and customers get confused, need someone to fix the look and flow",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "code push karte hi auto deploy ho jaye, abhi sab manually FTP se hota hai",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  // ambiguous
  {
    q: "what testing happens before you release something to production",
    cls: "ambiguous",
    expect: "/services|/services/software-development",
  },
  { q: "is there any test during hiring or just interviews", cls: "ambiguous", expect: "/career" },
  {
    q: "what kind of support do I get once my website goes live",
    cls: "ambiguous",
    expect: "/contact|/services/web-development",
  },
  {
    q: "which cloud should we go with, aws or azure?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "which plan suits us if the requirements keep changing every few weeks",
    cls: "ambiguous",
    expect: "/services|/contact",
  },
  {
    q: "we're already a client, where can our accounts team pull up the invoices and project docs?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "can you migrate ten years of sales data out of old excel files",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "who leads your team", cls: "ambiguous", expect: "/about" },
  { q: "I'd like to see your portfolio", cls: "ambiguous", expect: "/projects" },
  {
    q: "we're a new brand, can your design folks make our logo and colour palette too?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "what are the terms if we want to change scope in a fixed price project",
    cls: "ambiguous",
    expect: "/services",
  },
  {
    q: "how will you use my data if I send a quote request",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  // multi
  {
    q: "I'm based in Guwahati, can I work for you remotely? and if I visit, where exactly is the office?",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "kitna charge karte ho discovery ke liye, aur ek basic company website me kitne hafte lagte hain?",
    cls: "multi",
    expect: "/services|/contact & /contact|/services/web-development",
  },
  {
    q: "Priya Sharma ka role kya hai aapke yahan, and which article did she publish?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "do you do pen tests? and in the fintech project how long did ISO certification take?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "any tracking pixels on your website? and if I have a legal complaint about the site, is it Indian law or something else?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "two things: do you do Flutter apps, and separately can you run usability tests on our existing prototype?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "results of the hospital project and the e-commerce project?",
    cls: "multi",
    expect: "/projects/healthcare & /projects/ecommerce-platform",
  },
  {
    q: "phone number pls, and how do I apply for a job",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "Do you set up CI/CD, and can you also manage our office laptops and Microsoft 365?",
    cls: "multi",
    expect: "/services/devops & /services/it-infrastructure",
  },
  {
    q: "why do AI pilots fail according to your blog, and do you build proof of value prototypes?",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "are you ISO certified yourselves, and with a dedicated team can we scale down later?",
    cls: "multi",
    expect: "/about|/ & /services",
  },
  {
    q: "after I hit send on the enquiry form what are the next steps, and is my message deleted at some point?",
    cls: "multi",
    expect: "/contact & /legal/privacy",
  },
  // unanswerable
  {
    q: "we're in stealth mode, do you put an NDA in place before the discovery workshop starts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if we pull the plug after the second milestone of a fixed-price job, do we get any money back?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you hold a CMMI Dev maturity rating? our PSU tender asks for level 3",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "my offer would say confirmation after some months, what's the probation length at nexora for a devops hire?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "for the senior full stack role, is there any equity grant on top of the salary band?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how profitable is nexora, what EBITDA margin did you make last year?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who handles finance at the leadership level, is there a CFO on your board?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I'm coming to your Lakeview Tech Centre office by car tomorrow, is there a place to park?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's your rating on Clutch and how many reviews do you have there?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you accept payment through PayPal for US clients, or only wire transfer?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "for women engineers is there paid maternity leave beyond the normal 24 days, and any creche support?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you audit Solidity smart contracts for our DeFi app?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "monsoon MP me is saal kab tak pahunchega", cls: "off-topic", expect: "fallback" },
  { q: "csk vs mi match ka final score kya raha", cls: "off-topic", expect: "fallback" },
  {
    q: "my daughter needs a volcano model for her science fair, give me 3 ideas with baking soda",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "mera kachhua sardi me khana kam khata hai, kya karu?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "draft a birthday wish for my boss in hindi, thoda formal",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "best gaming laptop under 60k?", cls: "off-topic", expect: "fallback" },
];
