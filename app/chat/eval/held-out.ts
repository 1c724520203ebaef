import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-twenty-first held-out set, written on 2026-12-05 (session 66) by someone who
 * does not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-twentieth set, scored once, is now `hundredAndTwentiethHeldOut` in questions.ts.
 * None of its questions is 75 % alike to a tuning question (character bigrams, punctuation
 * dropped; at most 0.745).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  {
    q: "Can you do speech-to-text for Hindi call recordings, or only English?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning#overview",
  },
  {
    q: "That trucking firm's Oracle cut-over on a Sunday night: was the freeze minutes or hours?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Twelve hospitals on one patient record: did telemedicine actually get used much in year one?",
    cls: "unreachable",
    expect: "/projects/healthcare#results-title",
  },
  {
    q: "Grade my patching: we fix critical bugs on public web servers within a month. What target does Vikram's article set?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#patch-quickly-and-know-what-you-run",
  },
  {
    q: "What is the 3-2-1 rule for backups you wrote about?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices#backups-are-your-last-line-of-defence",
  },
  {
    q: "Tagging resources and switching off staging at night: what savings did those habits bring in your migrations?",
    cls: "unreachable",
    expect: "/blog/cloud-trends#1-finops-becomes-a-habit-not-a-project",
  },
  {
    q: "After I send an enquiry, how many months before you delete what I sent?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "Suppose I sue over something on nexora.example: Indian law and Bhopal courts, or can I file in Delhi?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "Do you set up canary deployments and feature flags with automatic rollback?",
    cls: "unreachable",
    expect: "/services/devops#overview",
  },
  {
    q: "Does your pentest come with a debrief, and are fixed findings verified without a new invoice?",
    cls: "unreachable",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "Which design tools does your UX team work in, Figma or something else?",
    cls: "unreachable",
    expect: "/services/ui-ux-design#technologies-title",
  },
  { q: "what milestone does Nexora list for 2017?", cls: "unreachable", expect: "/about#story" },
  {
    q: "Hi, I run a garment export unit in Tiruppur and we keep debating whether to hire our own developers or use an agency. Before any of that, what is the very first paid step with you and roughly what does that initial study cost?",
    cls: "long",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "My team sits in Sydney, several hours ahead of India, so before I commit I need to know on which days and between what times your people in Bhopal actually answer, weekends included.",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "A previous vendor held our source code hostage after the contract ended and our board is still nervous, so if we build a custom ordering system with you, does the repository and the IP end up belonging to us?",
    cls: "long",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "We are an online pharmacy taking orders at all hours, and my biggest fear about leaving our rented servers for AWS is the shop going dark for a day, so how do you handle the actual switch?",
    cls: "long",
    expect: "/services/cloud-solutions#questions-title",
  },
  {
    q: "Our sales figures live in Tally, a couple of Google Sheets and a small CRM. A consultant insists we must buy Snowflake first, but we are only forty people; is a warehouse really needed before we get reports?",
    cls: "long",
    expect: "/services/data-analytics#questions-title",
  },
  {
    q: "Our legal team has a firm rule that customer documents never end up in some outside company's AI training set, so before my manager lets me pitch an invoice-reading bot I need to know how you deal with that.",
    cls: "long",
    expect: "/services/ai-machine-learning#questions-title",
  },
  {
    q: "I manage a group of clinics in Nagpur where patients repeat their history at every branch and insurance claims drag on for weeks; have you actually fixed this for anyone, and what changed for them?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I have spent three years as a SOC analyst at a bank in Indore and I am fine with rotating shifts; is your security analyst opening remote or would I have to move, and what does it pay?",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "We have a small branch in Jabalpur with about twenty-five laptops, a flaky router and nobody doing IT; I see you are based in Bhopal, but would a person ever come over when things break or is it all remote?",
    cls: "long",
    expect: "/services/it-infrastructure#questions-title",
  },
  {
    q: "I am filling in a vendor security questionnaire for procurement and one item asks whether your public website drops tracking cookies or analytics scripts on visitors' machines. Can you confirm either way?",
    cls: "long",
    expect: "/legal/privacy#no-cookies|/legal/privacy#summary",
  },
  {
    q: "Before we sign anything, our QA lead wants to know at which stage of your delivery approach the testing happens, because the last agency only tested in the final week and it was chaos.",
    cls: "long",
    expect: "/services#process",
  },
  {
    q: "We are a SaaS startup in Berlin thinking about a long-running group of six engineers from India working in our hours; if funding gets tight, how quickly could we shrink that team?",
    cls: "long",
    expect: "/services#pricing",
  },
  { q: "can i visit ur offise on a satrday evening at 5", cls: "typo", expect: "/contact" },
  {
    q: "cybersecurty penetraton testing servis details",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "price of the 2-3 week discovry, exclusiv of gst?",
    cls: "typo",
    expect: "/services#pricing",
  },
  {
    q: "cros-platfom vs natve app, cost diffrence?",
    cls: "typo",
    expect: "/services/mobile-development#questions-title",
  },
  {
    q: "wich city did arjun mehta work in befor starting nexora",
    cls: "typo",
    expect: "/about#team",
  },
  { q: "wen did nexora get its own iso 27001 certificat", cls: "typo", expect: "/|/about#story" },
  {
    q: "festve sale storefront for clothng retailer with 60 stors - resluts?",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "we hav 3 microservises, shud we move them to kubernetis?",
    cls: "typo",
    expect:
      "/services/devops#questions-title|/blog/cloud-trends#5-kubernetes-but-only-where-it-earns-its-keep",
  },
  { q: "full adress of bhopal offce with pincode", cls: "typo", expect: "/contact" },
  { q: "privcy polcy about childern under 18", cls: "typo", expect: "/legal/privacy#children" },
  {
    q: "marketting site delivry time in weeks pls",
    cls: "typo",
    expect: "/services/web-development#questions-title|/contact#faq",
  },
  {
    q: "carrer applicaton email id for sending resme",
    cls: "typo",
    expect: "/career#how-to-apply",
  },
  {
    q: "Nexora ki shuruaat kis saal hui, kitne engineers se?",
    cls: "vocabulary",
    expect: "/about#story",
  },
  {
    q: "kya aap Hindi aur English dono mein website bana sakte ho",
    cls: "vocabulary",
    expect: "/services/web-development#overview",
  },
  {
    q: "bhai data engineer ko kitna package milega?",
    cls: "vocabulary",
    expect: "/career#data-engineer",
  },
  {
    q: "mera purana Android app baar baar crash hota hai, usko theek karwana hai",
    cls: "vocabulary",
    expect: "/services/mobile-development#overview",
  },
  {
    q: "office mein registers aur files band karke sab kuch digital karna hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation#overview",
  },
  {
    q: "mere 20 logon ke office ko ransomware se kaise bachaun?",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "a part-timer who can be our chief technologist while we raise funds",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "VC firm here: can you audit a target company's codebase and engineering team?",
    cls: "vocabulary",
    expect: "/services/it-consulting#overview",
  },
  {
    q: "something that tells my distributors how much stock to reorder before Diwali",
    cls: "vocabulary",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "company ke email aur laptops manage karoge? Microsoft 365 wala setup",
    cls: "vocabulary",
    expect: "/services/it-infrastructure#overview",
  },
  {
    q: "monthly rate to rent a whole squad of your developers",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "order dispatch hone pe customer ko WhatsApp message jaye, aisa bana doge?",
    cls: "vocabulary",
    expect: "/services/digital-transformation#overview|/services/software-development#overview",
  },
  {
    q: "Support for employees who want to do certifications, is there a budget?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "migration of ten years of old Excel records into one clean database",
    cls: "ambiguous",
    expect: "/services/data-analytics#overview",
  },
  {
    q: "testing with users: how many people per round?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design#questions-title|/services/ui-ux-design#delivery",
  },
  {
    q: "safe? who on your side can read the phone number I type into the form?",
    cls: "ambiguous",
    expect: "/legal/privacy#how-we-use-it|/legal/privacy#security",
  },
  {
    q: "identity work like logo, typography and illustration style: part of what you offer?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design#overview",
  },
  {
    q: "what is the process after I email my CV?",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "multi-cloud for every application: worth it or not?",
    cls: "ambiguous",
    expect: "/blog/cloud-trends#what-to-ignore-for-now",
  },
  {
    q: "Our PM invited us to a workspace at kick-off; where do we sign in now?",
    cls: "ambiguous",
    expect: "/login",
  },
  { q: "headcount at Nexora today?", cls: "ambiguous", expect: "/about#story" },
  {
    q: "Training for our own IT staff at launch: is that part of your delivery?",
    cls: "ambiguous",
    expect: "/services#process",
  },
  { q: "any reviews from your clients?", cls: "ambiguous", expect: "/#testimonials" },
  {
    q: "certification of your cloud architects: AWS, Azure, GCP?",
    cls: "ambiguous",
    expect: "/#why-nexora",
  },
  {
    q: "What is your email id, and how soon does someone reply once I write?",
    cls: "multi",
    expect: "/contact & /contact#next-steps",
  },
  {
    q: "Who heads cybersecurity at Nexora, and did that person write the security best-practices post?",
    cls: "multi",
    expect: "/about#team & /blog/cybersecurity-practices",
  },
  {
    q: "For a product whose scope keeps changing, fixed price or time and materials? And how long does a T&M engagement usually run?",
    cls: "multi",
    expect: "/contact#faq|/services#pricing & /services#pricing",
  },
  {
    q: "Which Middle East countries do you have clients in, and in which city is your headquarters?",
    cls: "multi",
    expect: "/#global-presence & /contact|/about#story|/#global-presence",
  },
  {
    q: "The lending fintech: months until certification, and would you run our ISO gap assessment too?",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity#questions-title",
  },
  {
    q: "Do you take clients in logistics and manufacturing, and do you build apps in Flutter?",
    cls: "multi",
    expect: "/contact#faq & /services/mobile-development",
  },
  {
    q: "Is the product designer job remote, and until what date can I apply?",
    cls: "multi",
    expect: "/career#product-designer & /career#product-designer",
  },
  {
    q: "When would we see a first dashboard, and which BI tools do you use for it?",
    cls: "multi",
    expect:
      "/services/data-analytics#questions-title & /services/data-analytics#technologies-title",
  },
  {
    q: "List the six phases of how you deliver, and tell me what the discovery phase includes.",
    cls: "multi",
    expect: "/services#process & /services#pricing",
  },
  {
    q: "Can I ask you to erase my personal data, and does the site set any cookies?",
    cls: "multi",
    expect: "/legal/privacy#your-rights & /legal/privacy#no-cookies",
  },
  {
    q: "Which payment provider powered the fashion retailer's storefront, and what median load time on phones did it hit?",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /projects/ecommerce-platform#results-title",
  },
  {
    q: "Who wrote the 2027 cloud trends article, and what does it say about Kubernetes?",
    cls: "multi",
    expect: "/blog/cloud-trends & /blog/cloud-trends#5-kubernetes-but-only-where-it-earns-its-keep",
  },
  {
    q: "Are there special rates for charitable trusts or schools?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "We're in Canada; can we settle invoices with a Wise transfer or a credit card?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Any experience with Web3 or tokenisation projects?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you develop AR/VR experiences for Meta Quest headsets?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there a creche or childcare support at the Bhopal office?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Who sits on Nexora's board of directors?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Which maturity level did SEI appraisers award you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How profitable is Nexora, what revenue did you book in FY2025-26?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Before sharing our idea, will your consultants sign a mutual confidentiality agreement?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you fit biometric attendance machines and security cameras in warehouses?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can you manage our Meta and Google ad spend as a performance marketing agency?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there a white-label reseller program with commission for agencies?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Rohit Sharma ne last ODI mein kitne run banaye", cls: "off-topic", expect: "fallback" },
  { q: "give me a simple recipe for Hyderabadi biryani", cls: "off-topic", expect: "fallback" },
  { q: "how many feet are in one metre?", cls: "off-topic", expect: "fallback" },
  {
    q: "suggest a trekking route near Manali for late December",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do I fix a dripping kitchen tap myself?", cls: "off-topic", expect: "fallback" },
  {
    q: "best budget smartphone under 15000 rupees right now?",
    cls: "off-topic",
    expect: "fallback",
  },
];
