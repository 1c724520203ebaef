import type { EvalQuestion } from "./questions";

/**
 * The eighty-first held-out set, written on 2026-12-04 (session 55) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The eightieth
 * set, scored once, is now `eightiethHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.741).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "the truck company that left its two old data centres - what availability did they clock in the first year on AWS?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "roughly how many hospital employees had to be trained when the twelve branches switched over?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "For the kurta and stole retailer, what was the median load time on phones after relaunch? it was 6+ sec before right",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "which gradient boosting library predicted festival demand for ghee and rice for that distributor?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "that lender which went from 20 to 300 staff - how fast do they now spot an incident, median?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "say a nasty CVE lands on our public web server on a Monday - by when should it be fixed, going by your guidance?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "lakhs lost on forgotten test environments... the habits you list, how much do they typically cut off a migrated client's first bill?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "there was a finance team keying 3,000 invoices monthly in one of your articles.. what do they do now?",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "for a usability round, is five testers enough or do you bring in more?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "the rotating shift job in your Bhopal SOC - is any extra allowance paid for the shifts?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "In which year did you do your first large AWS migration job?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "If we hand over an existing half-built codebase, how long is the review before you start coding on it?",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  // long
  {
    q: "Hi, hope you're doing well. I run three small restaurants in Indore with my brother and we've been paying hefty commissions to the delivery aggregators for years now. We'd like our own ordering app that works on both iPhone and Android and takes UPI. Is that something your team builds?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "Namaste. We are a mid-sized steel fabrication unit in Mandideep, and honestly our quoting and inventory still run on Excel sheets and long WhatsApp threads between the sales guys and the shop floor. My nephew says custom software is the answer. Could you build something like that for us, and would we own it afterwards?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "Okay so this might sound paranoid but a CA firm down our street got hit by ransomware last month and lost two weeks of client files. We are a 40-person accounts practice, everyone shares passwords on sticky notes, and nobody has ever checked our backups. Where do we even begin protecting ourselves?",
    cls: "long",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "Hello sir, I am writing on behalf of my younger sister who has about three and a half years of experience building ETL jobs with SQL, Python and Airflow at a Pune startup. She wants to move back closer to home in Bhopal and is fine going to office a few days a week. Would she fit any opening?",
    cls: "long",
    expect: "/career#data-engineer",
  },
  {
    q: "We are a two-founder startup, pre-seed, and to be honest our product idea keeps changing every couple of weeks as we talk to users. A fixed contract makes us nervous because we don't know the full scope yet. How would you charge for something like this, and can we put a ceiling on the monthly spend?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I'll be travelling from Nagpur to Bhopal next weekend for a family function and thought I might drop in and meet someone from your team in person to discuss a small project. Where exactly is your office, and will anybody be around on the Saturday afternoon?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "I'm an angel investor and we're about to put money into a SaaS startup whose founders claim their platform is rock solid. Before we sign the term sheet I would really like an independent outsider to look at their code, architecture and engineering team. Is this the kind of engagement you take on?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Every month-end our review meeting turns into a fight because sales has one number from the CRM, accounts has another from Tally, and the plant head has his own Excel. I'm the MD of a packaging company and I'm tired of it. Can you give us one set of numbers everybody trusts, on a screen?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "So our company moved to AWS about two years back on the advice of a freelancer, and since then the monthly bill has just kept going up and up. Our CFO is now asking me every week why we pay more than we did for our own servers. Can you look at this and bring it down?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Right now our releases happen once a month, on a Saturday night, with a long checklist and one senior dev who is the only person who knows how to do it. Last time it broke and we were down till Sunday lunch. Honestly I'd like releases to be boring. Can you help us automate this?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "We are a small NGO working with weavers in Chanderi and our current website is an old template nobody can update because the volunteer who built it left. We need something that loads fast on cheap phones, in Hindi as well as English, and that our staff can edit themselves. Do you do this?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "Hi, we signed with you in October and our project manager mentioned at the kick-off that we'd get an invite to some private workspace to see plans and invoices, but I think I deleted that email by mistake while clearing my inbox. How do I get back in?",
    cls: "long",
    expect: "/login",
  },
  // typo
  { q: "does ur offfice open sunday mornngs at all", cls: "typo", expect: "/contact" },
  {
    q: "cybersecurty audt n iso 27001 certifcation help avalable?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "hosptal chain projct - by how much did paitent waiting reduse",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "can machne lerning read our scaned invoises automaticaly",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "andriod + ios aap in fluter or reactnative, wich do u recomend",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "digtal transfromation for a papr heavy offce, were to start",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "is ther any analitycs or trakking on ur webiste, like google analitics?",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "whats nexoras misson n vison statment", cls: "typo", expect: "/about" },
  {
    q: "the 38% cheapr infra story, 120 servises movd to amzon - link plz",
    cls: "typo",
    expect: "/projects/cloud-migration",
  },
  {
    q: "new ofice netwrk + wifi setup and helpdsk suport for 30 laptps",
    cls: "typo",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can u intergrate with our exsting legecy ERP insted of replacing it",
    cls: "typo",
    expect: "/contact|/services/software-development",
  },
  {
    q: "ui ux desiner vacancy, remot? salry range?",
    cls: "typo",
    expect: "/career#product-designer",
  },
  // vocabulary
  {
    q: "pehla step karwane ka kharcha kitna hai, workshop wala?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "SOC mein shift wala kaam milega kya, 2 saal ka experience hai",
    cls: "vocabulary",
    expect: "/career#security-analyst",
  },
  {
    q: "we need a part-time tech head who advises us on vendors, not a full-time hire",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "if one AWS region goes dark can our stuff fail over to another - DR setup basically",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "hamare app mein kamzori dhoondh sakte ho kya, bahar se attack karke dekho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "ek bot chahiye jo hamare PDF manuals padh ke staff ke sawal ka jawab de",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "mockups aur clickable screens bana ke doge before coding?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "every time a dev merges, auto build + test + push to prod - you set that up?",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "kapde online bechne hain, apni dukaan wali site banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "aapka daftar kahan hai, pura pata bhejo", cls: "vocabulary", expect: "/contact" },
  {
    q: "sirf security wale blog posts dikhao",
    cls: "vocabulary",
    expect: "/blog/category/security",
  },
  { q: "estimate mangwana hai, form kidhar bharun?", cls: "vocabulary", expect: "/quotation" },
  // ambiguous
  {
    q: "in the cloud write-up, what's the verdict on Kubernetes for small teams?",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "do you design office networks - cabling, firewall, wifi layout for a new floor?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how secure is this website itself? is what I type in the contact form encrypted and who can read it?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "which app or portal do I upload my resume on?",
    cls: "ambiguous",
    expect: "/career#how-to-apply",
  },
  {
    q: "does the company support employees doing AWS or Azure certifications, like pay for exams?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what platform was the fashion retailer's shop built on, tech stack wise?",
    cls: "ambiguous",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "which model fits if we want the same people working only on our product for a year or more?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "we need migration of 10 years of old Tally and Excel history into one clean place",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "after the new CRM goes live, will you train our staff and make them actually use it?",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  { q: "is Nexora itself certified, and since which year?", cls: "ambiguous", expect: "/about" },
  {
    q: "that quote from the logistics CIO about not stopping trucks - who said it?",
    cls: "ambiguous",
    expect: "/projects/cloud-migration|/",
  },
  {
    q: "what does testing look like in your standard delivery steps - only at the end?",
    cls: "ambiguous",
    expect: "/services",
  },
  // multi
  {
    q: "full address pls, and can someone in Kerala work for you from home?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "before any build there's some paid study phase right - what's its fee? also typical weeks for a brochure website?",
    cls: "multi",
    expect: "/services#pricing & /services/web-development|/contact",
  },
  {
    q: "who runs your security practice, and have you secured any fintech before?",
    cls: "multi",
    expect: "/about & /projects/security-infrastructure",
  },
  {
    q: "cross-platform phone app plus the whole look and feel - can one vendor, you, do both?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "who wrote the piece on taking AI pilots into production, and is that the same person who started the company?",
    cls: "multi",
    expect: "/blog/future-of-ai & /about",
  },
  {
    q: "any trackers on this site? and if there's a legal dispute, where does it get fought?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "we need CI/CD pipelines plus help getting ISO 27001 - both possible?",
    cls: "multi",
    expect: "/services/devops & /services/cybersecurity",
  },
  {
    q: "what countries do your clients come from, and what's the phone number?",
    cls: "multi",
    expect: "/|/about & /contact",
  },
  {
    q: "how do I request a quote, and what happens after I send a message on the contact page?",
    cls: "multi",
    expect: "/quotation & /contact",
  },
  {
    q: "show me the forecasting work for the consumer goods distributor, and tell me about your AI offering in general",
    cls: "multi",
    expect: "/projects/ai-analytics & /services/ai-machine-learning",
  },
  {
    q: "are you tied to any vendor when you advise? and for going paperless where would you start?",
    cls: "multi",
    expect: "/services/it-consulting & /services/digital-transformation",
  },
  {
    q: "headcount? the security blog author? and saturday hours?",
    cls: "multi",
    expect: "/about & /blog/cybersecurity-practices & /contact",
  },
  // unanswerable
  {
    q: "that local hospital you began with in Bhopal, what was it called?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which partner bank demanded ISO 27001 from the fintech - can you name it?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how profitable is Nexora, what margins do you run at?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "my driver will drop me - is there space to leave the car inside your complex?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can your team make a metaverse showroom with headsets for our furniture brand?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do most devs quit within two years or do they stick around long at your firm?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you tokenize our land records on a distributed ledger?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you pay relocation if I move from Chennai to Bhopal for an on-site role?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does your office have a canteen that serves lunch?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is part payment in USDT ok for our Dubai company?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "where did your CEO study, was it an IIT?", cls: "unanswerable", expect: "fallback" },
  {
    q: "have you done any projects for the MP government or PSU tenders?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "if I invest 50k at 7% compound for 3 yrs what do I get",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "poha kaise banate hain, with peanuts?", cls: "off-topic", expect: "fallback" },
  { q: "who has more IPL titles, CSK or MI?", cls: "off-topic", expect: "fallback" },
  { q: "say something funny about Mondays, I need a laugh", cls: "off-topic", expect: "fallback" },
  {
    q: "how cold does Bhopal get in January, should I pack jackets?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how many bones does an adult human body have, roughly 200?",
    cls: "off-topic",
    expect: "fallback",
  },
];
