import type { EvalQuestion } from "./questions";

/**
 * The fifty-first held-out set, written on 2026-12-02 (session 41) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The fiftieth set,
 * scored once, is now `fiftiethHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "roughly what does the SOC analyst opening pay per year, in lakhs?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "for the cloud and devops engineer post do i have to shift to bhopal or can i work from my home in kerala",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "once I mail my resume, what rounds come after that and how long till I hear about an offer?",
    cls: "unreachable",
    expect: "/career#hiring-process",
  },
  {
    q: "does the company medical insurance for staff cover my mom and dad too? how many lakh is it",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  { q: "which gulf countries do you currently have customers in", cls: "unreachable", expect: "/" },
  {
    q: "if we do an AI project with you, could our company data end up training some other firm's model?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "ballpark fee and number of weeks for the initial discovery study before a project starts?",
    cls: "unreachable",
    expect: "/services#pricing|/contact",
  },
  {
    q: "how many months or years do you hold on to the details i put in an enquiry after we stop talking",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "in that logistics AWS move, how many minutes did switching over the main database actually take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "if there's ever a legal dispute about using your website, which city's courts would it go to",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "what was the very first thing nexora built for a client when it started out",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "your blog said something about reporting a cyber attack to CERT-In within some hours, what was the deadline?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  // long
  {
    q: "hello sir, I own four sweet shops in Indore and everything still runs on paper registers, purchase slips need three people to sign and it takes days, my son says we should move all this to phone and computer with e-sign and approvals, is this the sort of work you people take up?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We're a seed-stage startup in Bangalore and our previous agency basically ghosted us halfway through, leaving a React and Node codebase that nobody on our side fully understands. Before we throw it away, would your team be willing to pick up an existing half-finished project and carry it forward?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "we are a packaging factory near Jabalpur with about 80 staff, the wifi drops every other day, laptops are a mess and nobody knows where the backups are. is there any chance your engineers can actually come to our site, or is it only remote help for places that are not in bhopal?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our freight business in Dubai moved to AWS two years ago and honestly the monthly bill just keeps creeping up no matter what we do, finance is asking me every month why. Do you do anything to bring down cloud spending without rebuilding everything?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "I've been a UX designer at a product company in Pune for four years, Figma every day, and my family is relocating for my wife's posting so I'd rather not be tied to one city, is your design opening something I could do fully remote from anywhere in India?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "my brother and I run a group of clinics in three towns and patients keep asking for online booking and video calls with the doctor, plus our records are all over the place. have you guys ever built anything like this for hospitals before?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "Every Diwali sale our online clothing store goes down for hours, stock shown on the site never matches what's in the shops and we lose orders, and I'm tired of spending the weekend after every sale fixing things by hand. Have you handled something like this for a retailer?",
    cls: "long",
    expect: "/projects/ecommerce-platform|/services/web-development",
  },
  {
    q: "we're a small NBFC doing digital loans and our partner bank just told us they won't renew unless we get ISO 27001 within the year, we have no security team at all and shared passwords everywhere, can you get us through that?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "We are a London SaaS company and what we really need is not a one-off project but about six engineers and a tester who stay on our product for the long haul, joining our standups in our time zone. Which of your contract types fits that and what does it roughly cost a month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Every Monday our regional managers fight over whose excel numbers are correct because sales, stock and finance each keep their own sheets, and the owner just wants one screen that updates itself. Is that something you would set up for a mid-size distributor like us?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "I'm the only tech person at a 200-person company and leadership wants someone independent to tell us whether to buy an off-the-shelf system or build our own, and maybe act as a part-time CTO for a year. Is that a thing you offer or do you only do development?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Quick one, I was chatting with the bot on your site last week and I think I typed my mobile number and some details about our tender in there, I'm a bit worried now, does that chat get stored on your servers or passed on to anyone?",
    cls: "long",
    expect: "/legal/privacy",
  },
  // typo
  { q: "any openings for data enginer, hybird ok?", cls: "typo", expect: "/career#data-engineer" },
  {
    q: "cyber securty audit and penitration testing for our webapp",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "wat r ur offce timmings on saturdy", cls: "typo", expect: "/contact" },
  {
    q: "mobil app devlopment for andriod and iphon",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "does ur site use cookeis or any trakcing", cls: "typo", expect: "/legal/privacy" },
  {
    q: "need help with devops pipline and kubernets setup",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "ui ux desgin and usabilty testng for a new app",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "machine lerning for demnd forcasting of our products",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  { q: "whats ur adress in bhopla, need to visit", cls: "typo", expect: "/contact" },
  { q: "show me the clod migraton case studdy", cls: "typo", expect: "/projects/cloud-migration" },
  {
    q: "senoir full stak devloper job salry?",
    cls: "typo",
    expect: "/career#senior-full-stack-engineer",
  },
  { q: "who is the fonder and ceo of nexsora", cls: "typo", expect: "/about" },
  // vocabulary
  {
    q: "aap log website banate ho kya? ek dukaan ke liye chahiye",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "naukri hai kya koi aapke yahan abhi?", cls: "vocabulary", expect: "/career" },
  {
    q: "ek app banwane mein kitna paisa lagega roughly, batao",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "can your developers hook up gpay and phonepe payments in our app",
    cls: "vocabulary",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "our office net and computers keep acting up, we need an IT guy we can call",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "looks like we got hit by some ransomware type thing, do you do emergency cyber help?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "I'm already your customer, where do I go to check my project files and invoices",
    cls: "vocabulary",
    expect: "/login",
  },
  {
    q: "do you guys do the tally and gst billing integration stuff",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "want a chatgpt kind of bot that answers from our own company pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  { q: "who's the big boss at nexora?", cls: "vocabulary", expect: "/about" },
  {
    q: "what perks and goodies do your employees get",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "excel sheets se pareshan hain, sales ki report apne aap ban jaye aisa kuch?",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  // ambiguous
  {
    q: "is the help desk for managed office IT available round the clock or only in the day?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/login",
  },
  {
    q: "how long does it take to get a basic company website live?",
    cls: "ambiguous",
    expect: "/contact#faq|/services/web-development",
  },
  {
    q: "did the logistics client's cloud bill actually go down after you moved them?",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  { q: "who heads your security team?", cls: "ambiguous", expect: "/about" },
  {
    q: "how do you bill, a fixed amount or by the hours worked?",
    cls: "ambiguous",
    expect: "/contact#faq|/services#pricing",
  },
  {
    q: "what are the working hours like for employees, is there any flexibility?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "once you finish building it, who owns the code?",
    cls: "ambiguous",
    expect: "/services/software-development|/services#process",
  },
  {
    q: "how secure is what I type into your contact form, who at your end can see it?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how long did the fashion store project take you from start to finish?",
    cls: "ambiguous",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "with a dedicated team, what notice period do we need to give to shrink it?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "if I fill in the message form, how soon does somebody get back to me?",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "which cloud would you suggest for us, aws or azure?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  // multi
  {
    q: "what's your phone number, and do you make flutter apps?",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "is the data engineer role hybrid? and how exactly do i apply",
    cls: "multi",
    expect: "/career#data-engineer & /career#how-to-apply",
  },
  {
    q: "do you do pen testing, and have you worked with any fintech company before?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "company kitne saal purani hai aur office kahan pe hai?",
    cls: "multi",
    expect: "/about|/ & /contact",
  },
  {
    q: "what are the stages you follow on a project, and what's the range for a fixed price job?",
    cls: "multi",
    expect: "/services#process & /services#pricing",
  },
  {
    q: "does your site drop cookies on my browser? also are your website terms under indian law?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "can you build us a data warehouse, and do you have any article on cutting cloud costs?",
    cls: "multi",
    expect: "/services/data-analytics & /blog/cloud-trends",
  },
  {
    q: "which email should my portfolio go to, and what's the pay band for the product designer job?",
    cls: "multi",
    expect: "/career#how-to-apply & /career#product-designer",
  },
  {
    q: "which parts of the world are your clients in, and what industries do you usually work with?",
    cls: "multi",
    expect: "/|/about & /contact#faq",
  },
  {
    q: "who is your CTO, and has she written anything on your blog?",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "UI UX design karte ho? aur ek website kitne time mein ban jayegi",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/web-development|/contact#faq",
  },
  {
    q: "does your devops team work with terraform, is there a devops vacancy right now, and what's the interview process like?",
    cls: "multi",
    expect: "/services/devops & /career#cloud-devops-engineer & /career#hiring-process",
  },
  // unanswerable
  { q: "do you build blockchain apps or crypto wallets?", cls: "unanswerable", expect: "fallback" },
  {
    q: "any summer internships for final year btech students?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how old is arjun mehta and which college did he study at",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much did the fashion retailer pay you for their online store?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there visitor parking at lakeview tech centre?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you sign an NDA before we share our startup idea with you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is nexora CMMI level 5 appraised?", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you run instagram and google ads and manage social media pages for brands?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's nexora's annual turnover in crores?", cls: "unanswerable", expect: "fallback" },
  {
    q: "is your bhopal office open on republic day and during diwali week?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you hiring sales or business development executives?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you write firmware for our IoT smart meters?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "what's the weather going to be in bhopal this weekend",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "any decent spot for dal bafla near new market, bhopal?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "who do you reckon wins the india vs australia test series this winter",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "write me a python function to reverse a linked list",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "what documents do i need to apply for a PAN card", cls: "off-topic", expect: "fallback" },
  { q: "translate good morning into tamil please", cls: "off-topic", expect: "fallback" },
];
