import type { EvalQuestion } from "./questions";

/**
 * The thirty-seventh held-out set, to be written on 2026-11-25 (session 35, first round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The thirty-sixth set, scored once, is now `thirtySixthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "what's the pay range for the soc analyst job", cls: "unreachable", expect: "/career" },
  {
    q: "how much did the logistics company end up saving on servers after moving to aws",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "roughly how many weeks for a simple website from kickoff to going live",
    cls: "unreachable",
    expect: "/contact|/services/web-development",
  },
  {
    q: "if i ask you to delete my personal data how many days do you take to respond",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if i had a legal dispute over something on your site, where would it go to court",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "what does the initial discovery phase cost in us dollars",
    cls: "unreachable",
    expect: "/services|/contact",
  },
  {
    q: "during the build phase how often do you show us a demo",
    cls: "unreachable",
    expect: "/services|/services/software-development|/contact",
  },
  {
    q: "how much medical insurance do your employees get for their family",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "by how much did insurance claim settlement speed up for the hospital group",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "in your security article, within how many hours should critical holes on internet facing servers be patched",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "monthly cost range if we hire a dedicated team from you",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "which floor and building is the bhopal office in",
    cls: "unreachable",
    expect: "/contact|/about",
  },

  // long
  {
    q: "hello, my son finished his btech in computer science and has worked about two years at a small firm in indore doing react and node. he is a bit shy so i am asking for him. is there any opening that would suit someone like him, or do you only take very senior people? we are in bhopal so it would be nice for the family.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "i run four restaurants and everything from stock to staff rosters lives in whatsapp groups and registers. my nephew says i need proper software but i've been burned before by a freelancer who vanished halfway. before i commit lakhs to anything, what would a small first step with you cost me, and how long is it?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "i'm writing a feature for a regional business magazine about tech companies growing outside the big metros. could you tell me how nexora got started, who founded it and what the very first project was? my deadline is friday so a quick answer would really help, and i may follow up with questions.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "we're a lending startup and our partner bank just told us we must get iso 27001 before they renew, audit is less than a year out. has your team actually taken a company like ours through this and how long did it take them? our board is nervous and i need something concrete to show them.",
    cls: "long",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "final year mba student here, my dissertation is about how indian companies control their cloud spending. my guide said practitioner views would strengthen it. has anyone at your company written something about keeping cloud bills under control that i could cite? thanks in advance and sorry for the long message.",
    cls: "long",
    expect: "/blog/cloud-trends",
  },
  {
    q: "we own a small chain of dental clinics and patients keep calling to book, which ties up the front desk all day. we want our own booking app. can it work on both iphones and android phones from one project, or would we be paying for two separate apps? budget is limited.",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "hi, we went live last month with the system your team built and it's going well. one of our new managers joined this week and says she never got the invitation to see the project portal, or maybe it expired. how do we get her access? she needs it before our review on monday.",
    cls: "long",
    expect: "/login",
  },
  {
    q: "how would you even begin with a mess like ours? i manage a packaging plant where every purchase request is a paper form needing four signatures and takes about a week. people walk files between buildings. the owner wants it fixed but doesn't want a big bang that stops production.",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "our last agency kept our code on their own account and when we fell out they basically held it hostage for two months. we are about to start a new product and i'm being careful this time. if we go with you, whose account does the code live in and who owns it legally?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "last diwali our online shop fell over right when the sale started and we lost a lot of orders, it was a nightmare. we sell clothes and have stores in several cities. have you done a shop for a retailer that actually stayed up during a big festive rush? i'd like to see what you did.",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "i sent an enquiry through your website yesterday afternoon about connecting our tally with a new order system. nothing yet, which is fine, i just want to know what to expect. how soon does someone usually write back, and will it be a salesperson or somebody technical?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "our compliance head won't let me send anything through a vendor's website without checking first. she wants to know where what we type into your forms ends up, whether it leaves india and whether you pass it to anybody. can you point me to where that's written down so i can forward it?",
    cls: "long",
    expect: "/legal/privacy",
  },

  // typo
  { q: "whats ur ofice adress in bhopal", cls: "typo", expect: "/contact" },
  { q: "do u guys do pentesting for mobil apps", cls: "typo", expect: "/services/cybersecurity" },
  { q: "salry for data enginer role??", cls: "typo", expect: "/career" },
  { q: "cloud migrtion case studdy logistics", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "how mch does a fixed prise projct cost", cls: "typo", expect: "/services" },
  { q: "privcy policy do u use cookis", cls: "typo", expect: "/legal/privacy" },
  { q: "ui ux desgin servises and prototyping", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "can i aply for remot job from kerala", cls: "typo", expect: "/career" },
  { q: "need help with devops pipline n kubernets", cls: "typo", expect: "/services/devops" },
  { q: "who is the ceo of nexsora", cls: "typo", expect: "/about" },
  {
    q: "ai chatbot trained on our own documnets posible?",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "wat time r u open on saterday", cls: "typo", expect: "/contact|/login" },

  // vocabulary
  {
    q: "my shop's site crawls on phones, can you make it snappy",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "someone broke into our email last month, can you check how exposed we are",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "drowning in excel sheets and nobody trusts the numbers, want one screen that shows everything",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "need someone to babysit our office wifi and the staff laptops",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hiring kar rahe ho kya abhi, designer ke liye koi jagah hai?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "aapka office kahan hai bhopal mein, milne aa sakte hain?",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "android aur iphone dono ke liye app banwana hai, ek hi code se ho jayega kya",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "we want a grown-up tech person to tell us what to buy, no sales pitch",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "how much dough are we talking for a small build with a clear scope",
    cls: "vocabulary",
    expect: "/services",
  },
  {
    q: "the amazon server bill keeps creeping up every month, help us stop the bleeding",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  { q: "who calls the shots at your place, like the top guy", cls: "vocabulary", expect: "/about" },
  {
    q: "any perks for staff, like money for courses and stuff",
    cls: "vocabulary",
    expect: "/career",
  },

  // ambiguous
  {
    q: "what are your support hours for looking after our office computers",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you train our staff to use the new system when you replace our paper process",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  {
    q: "the security job in bhopal, is it work from office or remote",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "which cloud did the trucking company move to",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "do you run phishing training for our employees",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "what's included in the monthly care package for a website you build",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "we're moving office, can you do the cabling and wifi setup",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  { q: "what are the core hours if i join as an employee", cls: "ambiguous", expect: "/career" },
  {
    q: "how secure is the info i put in your contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "we're already a client, where is the portal to follow our project",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "what's the process after i send my cv, how many rounds",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "how many people do you test a design with",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },

  // multi
  {
    q: "what does the full stack role pay, and what's your street address",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "do you build android apps, and roughly how do you charge",
    cls: "multi",
    expect: "/services/mobile-development & /services",
  },
  {
    q: "who is your cto and has she written anything about the cloud",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "can you get us ready for iso 27001, and is nexora itself certified",
    cls: "multi",
    expect: "/services/cybersecurity & /about|/",
  },
  {
    q: "what's your phone number, and does this site put cookies on my laptop",
    cls: "multi",
    expect: "/contact & /legal/privacy",
  },
  {
    q: "tell me about the hospital system you built, and who looks after client success",
    cls: "multi",
    expect: "/projects/healthcare & /about",
  },
  {
    q: "do you make dashboards? got an example with actual numbers?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "do you do devops work, is there a devops job open, and do you have an article on kubernetes",
    cls: "multi",
    expect: "/services/devops & /career & /blog/cloud-trends",
  },
  {
    q: "which country's law covers your site terms, and how do i get my data erased",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },
  {
    q: "where in the world are your clients, and how many people work at nexora",
    cls: "multi",
    expect: "/|/about & /about",
  },
  {
    q: "can you build in next.js, and can i see an online store you launched",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform",
  },
  {
    q: "will our data end up training some other company's ai? also who wrote your piece on ai in business",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },

  // unanswerable
  {
    q: "would you take crypto as payment for a project invoice",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is there visitor parking at your building", cls: "unanswerable", expect: "fallback" },
  {
    q: "will you sign an nda before we tell you our idea",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "who is your chief financial officer", cls: "unanswerable", expect: "fallback" },
  { q: "how long is the probation period for new hires", cls: "unanswerable", expect: "fallback" },
  { q: "do you develop blockchain or web3 apps", cls: "unanswerable", expect: "fallback" },
  { q: "any discount for charities and non-profits", cls: "unanswerable", expect: "fallback" },
  { q: "has nexora won any industry awards", cls: "unanswerable", expect: "fallback" },
  { q: "is lunch free at the office for employees", cls: "unanswerable", expect: "fallback" },
  { q: "do employees get stock options", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you hold hackathons or campus drives at engineering colleges",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's your rating on clutch or glassdoor", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "which city is the capital of canada again", cls: "off-topic", expect: "fallback" },
  { q: "solve 3x + 7 = 22 for my homework pls", cls: "off-topic", expect: "fallback" },
  { q: "say something funny, i am bored at work", cls: "off-topic", expect: "fallback" },
  { q: "who won the cricket world cup in 2011", cls: "off-topic", expect: "fallback" },
  { q: "how do you make masala chai at home", cls: "off-topic", expect: "fallback" },
  { q: "how do i convert celsius to fahrenheit", cls: "off-topic", expect: "fallback" },
];
