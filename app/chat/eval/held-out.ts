import type { EvalQuestion } from "./questions";

/**
 * The sixty-seventh held-out set, written on 2026-12-03 (session 51) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The sixty-sixth
 * set, scored once, is now `sixtySixthHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.717).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "when the trucking firm's 6 TB oracle box got cut over to RDS on a sunday night, how long was the window?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "that 12-hospital network rollout: roughly how many nurses, doctors and clerks went through your training?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "for the goods distributor forecasting job, how often does the data refresh now vs before?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "which SIEM tools do I need experience with for the SOC analyst vacancy?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "for the UX designer vacancy, is knowing Hindi an advantage?",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "say I drop you an enquiry and we never end up working together, how many months until you purge it?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "suppose I wanted to sue over something on your website, your T&Cs send it to the courts of which town?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "my auditor mentioned a 6-hour rule, or was it 24? which figure does your article on protecting growing firms give for telling CERT-In about an incident?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "your cloud blog said FinOps habits save some percentage on the first year's bill, what was the range?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "the AI blog had an example of a finance team keying in invoices by hand, how many per month was it?",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "the kurta retailer whose storefront you rebuilt, what's their median page load on phones now?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "fintech zero trust project: median time to detect an incident once you were done?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  // long
  {
    q: "Hello, I have a garment export unit in Tiruppur, about 80 people. We do everything on Tally and a few Excel sheets that my accountant maintains, and my nephew who studied abroad keeps saying we need proper software and a 'digital roadmap'. Honestly I don't follow half of what he says. Before I get on any call I'd like to know if there is some paid first study you do before building anything, and what that first step roughly costs?",
    cls: "long",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "So our story is a bit messy. We paid a freelancer last year to build a booking app, React front end with a Node backend, it's on our GitHub and maybe 60% done, then he stopped answering calls. We have investor money now and want to launch before March. I've been told some agencies refuse to touch other people's code. Would your team continue from what we already have?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I've got about four years on AWS and Terraform, currently at a big service company in Pune doing mostly on-call work which is killing me. My wife works in Indore so moving to Bhopal isn't really an option for us right now, and we have a small kid. Is the cloud/devops position something I could do from home in Pune?",
    cls: "long",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "I'll be in Bhopal next weekend for my cousin's wedding, and since I'm the one handling our school trust's website revamp I thought I might just walk in and meet someone face to face. The only free window I have is Saturday around 3 pm. Would your office even be open then?",
    cls: "long",
    expect: "/contact|/login",
  },
  {
    q: "We're a small NBFC out of Jaipur and our compliance head is very strict, every meeting is about RBI circulars and the new data protection law. Our loan software runs on two old servers in our office. The board is fine with cloud in principle but insists every borrower's data must physically stay inside India. Can you set that up?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Long story, but our previous vendor kept our source code on their own servers and when we stopped their yearly maintenance contract they basically held it hostage, we had to get lawyers involved and it took months. Our MD is very nervous about vendors now. Before we even discuss features, I need a straight answer: if you build our system, who owns the code?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "My friend runs a CA practice and last month ransomware encrypted all their client files, they lost almost two years of work because the backup was on the same machine. Now I'm worried about my own 40-person design studio. We don't have an IT team at all. Have you published any practical guide on what a small growing company should do first to protect itself?",
    cls: "long",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "I've been job hunting for four months and I'm exhausted, one company gave me a take-home that took an entire weekend and then ghosted me, another had five rounds. I'm a frontend dev with six years of experience. Before I apply anywhere new I want to know: how many rounds do you have and do you make candidates do unpaid assignments?",
    cls: "long",
    expect: "/career#hiring-process",
  },
  {
    q: "I submitted the enquiry on your site late last night about getting an inventory tool built for our three warehouses. My director just walked by and asked me what the next step is and when we'll hear back, and I honestly had no idea what to tell him. What happens after the form?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "We're a dairy cooperative in Maharashtra with thousands of member farmers, most of whom read Marathi or Hindi and struggle with English. Our current site is English only, built years ago by someone's relative, and it breaks on phones. Could you make a new site that works in several languages?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "I'm in the IT team at a mid-sized hospital. Management has seen chatbots everywhere and now wants one for patient queries about timings and reports. Our legal head, though, is worried sick about patient data going to some American AI company and being used to train their models. Does your team's approach avoid that?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "We have our head office in Gwalior and two small branches in Jabalpur and Sagar, maybe 60 computers in total. Our only IT person resigned last month and now every small printer problem lands on my desk even though I'm in accounts. Do your support people actually travel to places like these or is it all remote?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  // typo
  {
    q: "need a pentset on our andorid app plus the backend apis b4 launch, u guys do that?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "moving to azur - will there be downtym during migraton?",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  { q: "any job opnings in bhopal for expereinced devlopers", cls: "typo", expect: "/career" },
  {
    q: "thinking of droping by wit my laptop & docs on a saterday aftrnoon, wil anyone b ther at ur ofice?",
    cls: "typo",
    expect: "/contact|/login",
  },
  {
    q: "quick q - dose this sight drop any cookis on my browsr or run analytcs scripts?",
    cls: "typo",
    expect: "/legal/privacy",
  },
  {
    q: "can ur ML ppl predcit how much stok our 40 shops need each festvial season",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "shud we go flutter or natve for our food delivery app? wich 1 costs les",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "need a ui ux desginer to redesgin our dashbord",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "hw lng dose a simpl websit take to bild",
    cls: "typo",
    expect: "/contact#faq|/services/web-development",
  },
  { q: "who fouded nexora n wat is his bakground", cls: "typo", expect: "/about" },
  {
    q: "pay scale of the senoir typescript fullstak opening??",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer",
  },
  { q: "whats teh exact adress of ur bhopl offce, and pincode?", cls: "typo", expect: "/contact" },
  // vocabulary
  {
    q: "meri medical shop hai, ek app banwana hai jisme log order karein aur UPI se paise bhejein",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "darr lagta hai koi hamare server hack karke customer data chura le, aap log iska kya solution dete ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "all our software still runs on machines in a back room, we want to shift it onto amazon's servers",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we're a 15-person startup with nobody senior on tech, can someone act like our CTO a couple of days a month?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "bhai koi opening chal rahi hai kya aapki company mein, fresher nahi hoon 3 saal ka exp hai",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "ballpark figure bata do, ek chhota project karwane mein lakh do lakh lagega ya zyada?",
    cls: "vocabulary",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "office ka wifi aur printer roz kharab hota hai, koi technician bhej sakte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "files and approvals still move between departments on paper with five signatures, we want that gone",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "sales figures are spread across a dozen excel files, the boss wants one live screen",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "want something like chatgpt but only answering from our HR policy PDFs, for our staff",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "every release someone copies files to the server by hand at midnight, how do we stop doing that",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "hamari website google mein dikhti hi nahi aur khulne mein bahut time leti hai",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  // ambiguous
  {
    q: "once the software is live and you've handed it over, do you stay around to fix things or are we on our own?",
    cls: "ambiguous",
    expect: "/contact#faq|/services#process",
  },
  {
    q: "our staff's laptops and email keep acting up, do you provide support for that every month?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how secure is this site itself, is what I type into the form protected?",
    cls: "ambiguous",
    expect: "/legal/privacy#security",
  },
  {
    q: "currently doing night shifts in a SOC, is your security vacancy shift based too?",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "not looking to buy anything, just want to read your take on where cloud is heading",
    cls: "ambiguous",
    expect: "/blog/cloud-trends|/blog/category/cloud",
  },
  {
    q: "what are the working hours like for people on your team, strict 9 to 6?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "what data do you collect about me when I just browse around here?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "are there data jobs open? I've worked with airflow and dbt",
    cls: "ambiguous",
    expect: "/career#data-engineer",
  },
  {
    q: "what's the process like for candidates, how many stages before an offer?",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "what's the process after we sign, from kickoff to launch?",
    cls: "ambiguous",
    expect: "/services#process",
  },
  {
    q: "we're already working with you, where do I sign in to see our sprint docs and bills?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "could we get a team that works only on our product long term, instead of per project?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  // multi
  {
    q: "What's your street address, and is the Data Engineer opening hybrid or fully in-office?",
    cls: "multi",
    expect: "/contact & /career#data-engineer",
  },
  {
    q: "Priya Sharma: what's her role there, and which article did she write?",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends",
  },
  {
    q: "we need ISO 27001 for a bank client, can you prep us for the audit? and since when have you held that certificate yourselves?",
    cls: "multi",
    expect: "/services/cybersecurity & /about|/",
  },
  {
    q: "how much is that upfront discovery thing you charge for, and at the end is the repo ours or yours?",
    cls: "multi",
    expect: "/services#pricing|/contact#next-steps & /services/software-development",
  },
  {
    q: "DevOps engineer package kitna hai in lakhs, and are mom-dad covered in the medical policy?",
    cls: "multi",
    expect: "/career#cloud-devops-engineer & /career#why-work-with-us",
  },
  {
    q: "Does this site set any cookies on my side, and does sending a quote request commit me to anything?",
    cls: "multi",
    expect: "/legal/privacy|/legal/terms#privacy & /legal/terms#enquiries",
  },
  {
    q: "aapne kabhi hospital ke liye software banaya hai? aur mobile app bhi banate ho kya?",
    cls: "multi",
    expect: "/projects/healthcare & /services/mobile-development",
  },
  {
    q: "Which sectors are your clients in, what parts of the world are they spread across, and what year did Nexora begin?",
    cls: "multi",
    expect: "/contact#faq|/#why-nexora & /#global-presence|/about & /about|/",
  },
  {
    q: "do you set up kubernetes for clients, and are you hiring someone who knows helm and argo cd?",
    cls: "multi",
    expect: "/services/devops|/services/cloud-solutions & /career#cloud-devops-engineer",
  },
  {
    q: "what's a typical fixed-price project range, and where do I request an actual quote?",
    cls: "multi",
    expect: "/services#pricing & /quotation|/contact",
  },
  {
    q: "can you build sales dashboards for us, and have you done that for a distributor before?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "am I allowed to quote a paragraph of your blog on my site? also who heads cybersecurity at nexora?",
    cls: "multi",
    expect: "/legal/terms#intellectual-property & /about#team",
  },
  // unanswerable
  {
    q: "we want to tokenise warehouse receipts on Polygon, do you write Solidity?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which laptop do new joiners get handed, a MacBook or a ThinkPad?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our lawyer wants a mutual non-disclosure signed before the first call, is that standard for you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we're a section 8 trust running rural schools, do you charge us less than companies?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can I bring my car when I visit, is there a basement lot at Lakeview Tech Centre?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which insurance company actually provides the 10 lakh health cover for staff?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are employees allowed to moonlight on freelance gigs over weekends?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "out of your 120 people, how many are women engineers?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we settle milestone payments through a corporate Amex card?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you grow our follower count with Instagram reels, like a social media agency does?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we need firmware for IoT soil-moisture sensors, is that something you do?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run background verification through a third-party agency before the offer letter?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "is it going to rain in Bhopal this evening, should I carry an umbrella",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how do I get turmeric stains out of a white cotton shirt",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "explain the offside rule in football like I'm ten", cls: "off-topic", expect: "fallback" },
  {
    q: "how do I renew my passport through the Passport Seva site",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "suggest a good name for a Labrador puppy", cls: "off-topic", expect: "fallback" },
  { q: "best time of year to visit Goa on a budget?", cls: "off-topic", expect: "fallback" },
];
