import type { EvalQuestion } from "./questions";

/**
 * The thirty-ninth held-out set, to be written on 2026-11-25 (session 35, third round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The thirty-eighth set, scored once, is now `thirtyEighthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "what's the pay range for the data engineer opening?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how many years of experience do you want for the soc analyst job",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "by how much did online revenue go up for that fashion retailer you built the shop for",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "how much shorter did patient waiting get at the hospital network you worked with",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "if i have a legal dispute about your website, which city's courts would handle it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how long do you hang on to a quote request before it gets deleted",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "roughly what does the initial discovery stage cost in rupees",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "at which stage of your project process do security scans and performance checks happen",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "after a pentest, if we fix the issues do you check again for free?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "how many hours does cert-in give a company to report a cyber incident",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if i join, how many rupees a year can i spend on courses and cert exams",
    cls: "unreachable",
    expect: "/career",
  },
  { q: "which road is your bhopal office on", cls: "unreachable", expect: "/contact" },
  // long
  {
    q: "hi, my son just finished his btech in computer science and he has been applying everywhere without luck. he is quite good at react and node but has only done internships, about a year in total. we live close to bhopal so your company came up. do you take people straight out of college or are all your openings for experienced folks? he is too nervous to ask himself so i am asking for him.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we run three restaurants in indore and honestly everything is on paper registers. the managers send photos of bills on whatsapp every night and my accountant is fed up with me. a friend said you people can put all this on a proper system. i am not technical at all. where would you even begin with something like this, and is it only for big companies?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "Hello, I'm writing a feature for a regional business paper about tech firms growing outside the big metros, and Bhopal keeps coming up in my research. Before I request an interview I'd like some background. When was Nexora started and by whom, and roughly how many people work there now? My editor insists on numbers.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "quick context: we're a 40 person saas in pune, just raised our series a, and our aws bill went from 3 lakh to 11 lakh a month in one year. half of it is probably staging stuff nobody switches off at night. the board is asking awkward questions. before i bring in consultants, have you written anything on getting cloud spend under control that i could pass around my team?",
    cls: "long",
    expect: "/blog/cloud-trends",
  },
  {
    q: "I'm a final year MBA student doing a project on how companies adopt AI, and my professor wants real reasons, not just textbook theory. From what I've read, lots of firms run a pilot and then it just dies and never gets rolled out. Is there something on your site that explains why that happens? Submission is on Friday so any pointer helps.",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "our app went live last month and it's been great honestly, your team was super helpful throughout. small problem though: the invite to our project workspace expired before my new colleague could use it, and our project manager is on leave this week. what should i do so she can get in? she needs to see the invoices and documents.",
    cls: "long",
    expect: "/login",
  },
  {
    q: "I manage operations for a hospital group with four branches. Patients keep complaining that they have to repeat their whole history at every branch, and our insurance claims take ages to settle. Someone at a healthcare conference mentioned you did something like this for a bigger network. Could I read what you actually did there before we set up a meeting?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "can you actually help a small lender get iso 27001 before a bank's deadline? some background: we're about 80 people, everyone shares passwords, there's one vpn that opens everything, and our partner bank just said certification is a condition for renewing. we have maybe ten months. i'm the cto and i'm a bit panicked.",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Hi! I've been a UX designer at an agency for four years, mostly Figma and a lot of usability testing. I live in Jaipur and don't want to move because my parents are here and need me around. I noticed a design opening on your site. Is that one fully remote, or would I have to come into Bhopal now and then?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "every single diwali sale our online shop falls over. pages crawl on phones, carts get abandoned, and last year we lost lakhs. we're a clothing brand with around twenty stores and our online stock never matches the shops. have you actually fixed this kind of mess for another retailer? i'd like to see proof before talking to anyone.",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "My director asked me to collect quotes from three IT vendors for a new internal inventory tool. I'm from procurement, not tech, so I don't really know what to compare. The other two gave me one number straight away. Can you explain roughly how you charge, like one price for everything or a monthly amount? I have to fill in a comparison sheet by Thursday.",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "We're a small accounting firm in Dubai, about 15 people, and our office IT is a mess: the printer never works, the wifi drops every afternoon and nobody knows where the backups are. I know you're based in India. Would you be able to look after an office like ours from there, or is your help only on-site in India?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  // typo
  { q: "r u guys opne on saturdy or only weekdys", cls: "typo", expect: "/contact" },
  {
    q: "can u bulid one app that runs on andriod and iphon",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "can u do penetraton testng for our web app",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "whats the sallary for senoir full stack enginer", cls: "typo", expect: "/career" },
  { q: "do you guys sell my emial to adverticers", cls: "typo", expect: "/legal/privacy" },
  {
    q: "clould migraton case studdy for logistics compny",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  { q: "wher is ur ofice in bhopla", cls: "typo", expect: "/contact" },
  {
    q: "machne lerning to forcast my shop sales",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "do u do figma protoypes and ux desgin", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "howto apply for a job at nexora", cls: "typo", expect: "/career" },
  { q: "kubernets and ci cd pipline setup help", cls: "typo", expect: "/services/devops" },
  { q: "who is the ceo of nexora techonlogies", cls: "typo", expect: "/about" },
  // vocabulary
  {
    q: "our website looks like it was made in 2005, can you make it less embarrassing",
    cls: "vocabulary",
    expect: "/services/web-development|/services/ui-ux-design",
  },
  {
    q: "our staff keep clicking dodgy links in emails and i'm scared someone will lock all our files, can you help",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we need a tech person to guide us a few days a month, can't afford a full time cto",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "that thing where the computer reads invoices by itself, do you guys do that?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "hamare office ka wifi baar baar band ho jata hai, koi aake theek kar sakta hai?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "naukri chahiye, abhi koi vacancy hai kya aapke yahan?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "ek chhota sa project shuru karne mein kitna paisa lagega?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "nobody agrees whose sales numbers are right, i just want one screen that tells the truth",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "can you move our stuff off the old servers in the back room onto the internet thingy",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "customers keep phoning us just to ask where their order is, can they check it themselves on whatsapp or something",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "what perks do staff get, like mediclaim and all that",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "every release is a whole weekend of drama for us, can you make pushing code boring",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  // ambiguous
  {
    q: "our system is live with you, who do we call if it goes down in the middle of the night",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "which cloud do i need to know for your remote devops job",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "security question: do you keep what i type in this chat on your servers",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "is there a training budget for staff, like to pay for aws exams",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what are your office hours, i want to drop off some documents in person",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "how would we apply machine learning to our demand planning",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "what does the support package after launch actually cover",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "that cloud blog post, what does it say we can skip for now",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "do you have any security jobs going, like soc monitoring",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how many hours a day do employees have to be online, is there a core time",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what's your hiring process like, how many rounds",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "is the discovery phase something we pay for or is it free",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  // multi
  {
    q: "do you build android apps, and have you done anything for hospitals?",
    cls: "multi",
    expect: "/services/mobile-development & /projects/healthcare",
  },
  {
    q: "does this site use cookies? and who is your cto",
    cls: "multi",
    expect: "/legal/privacy & /about",
  },
  {
    q: "any openings for data engineers? also where exactly is the office",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "how much is a dedicated team per month and how fast do you reply when i send a message",
    cls: "multi",
    expect: "/services#pricing & /contact",
  },
  {
    q: "do you make power bi dashboards, and can i see the distributor forecasting work you did",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "what came out of the fintech security job you did, and can you help other companies with iso 27001",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "who wrote the cloud trends piece and what's their role at the company",
    cls: "multi",
    expect: "/blog/cloud-trends & /about",
  },
  {
    q: "we need a new website and someone to manage our office network, do you do both?",
    cls: "multi",
    expect: "/services/web-development & /services/it-infrastructure",
  },
  {
    q: "if i send the quote form is my data kept in india, and am i allowed to copy parts of your articles",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "how does a project run from start to finish, what does it cost, and do you stick around after launch",
    cls: "multi",
    expect: "/services#process & /services#pricing & /contact",
  },
  {
    q: "do you do flutter apps? and user research with real people?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "how long did the logistics cloud move take, and are you hiring devops people",
    cls: "multi",
    expect: "/projects/cloud-migration & /career",
  },
  // unanswerable
  {
    q: "how much revenue does nexora make in a year, ballpark",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there parking at your bhopal office", cls: "unanswerable", expect: "fallback" },
  {
    q: "could you build us a smart contract on ethereum for our loyalty tokens",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a small trust running a school, any special rate for non profits?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "after joining, how many months before i'm confirmed as permanent",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "does nexora sponsor hackathons or college fests", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you help with relocation costs if i move to bhopal for the soc job",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how many weeks of maternity leave do you give", cls: "unanswerable", expect: "fallback" },
  { q: "can we pay your invoices through paypal", cls: "unanswerable", expect: "fallback" },
  { q: "who are nexora's investors, is it vc funded", cls: "unanswerable", expect: "fallback" },
  {
    q: "we want a 3d racing game for kids built in unity, is that your thing",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you hold campus placement drives at engineering colleges",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "which river flows through cairo", cls: "off-topic", expect: "fallback" },
  { q: "can you solve 3x + 7 = 22 for me", cls: "off-topic", expect: "fallback" },
  { q: "best biryani place in bhopal?", cls: "off-topic", expect: "fallback" },
  { q: "say something funny, i'm bored at work", cls: "off-topic", expect: "fallback" },
  { q: "how many players are on a kabaddi team", cls: "off-topic", expect: "fallback" },
  { q: "explain photosynthesis for my class 7 homework", cls: "off-topic", expect: "fallback" },
];
