import type { EvalQuestion } from "./questions";

/**
 * The forty-first held-out set, to be written on 2026-11-25 (session 35, fifth round) by someone
 * who does not read or run the chat, from the site's content, while that round's tuning goes on.
 * The fortieth set, scored once, is now `fortiethHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "what's the pay range for the soc analyst job?", cls: "unreachable", expect: "/career" },
  {
    q: "which orchestration tools should i know for the data engineer opening",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "by how much did the hospital group cut patient waiting time",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "how long does a basic website usually take you to build",
    cls: "unreachable",
    expect: "/contact",
  },
  {
    q: "if i ever have a legal dispute with you, which city's courts handle it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how long do you hold on to the messages i send through the contact form",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  { q: "are you guys open on saturdays", cls: "unreachable", expect: "/contact" },
  {
    q: "do we get access to the code while you're still building, or only at the end",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "what does the initial discovery study cost in dollars",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "in your cloud article, what do you recommend for keeping the monthly bill under control",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "how long did the database switchover take in the logistics migration",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how much yearly learning allowance do employees get",
    cls: "unreachable",
    expect: "/career",
  },
  // long
  {
    q: "hi, i run three bakeries in indore and right now all our orders come in over phone and whatsapp and my manager writes them in a register. my nephew says we need an online shop with delivery slots. before i spend anything, roughly what does a fixed price project with you cost? we're not a big company and i don't want surprises later.",
    cls: "long",
    expect: "/services",
  },
  {
    q: "my son just finished his btech in computer science from a college here in bhopal and he has been applying everywhere. he's good at react and typescript but only has a year of internship experience. does your senior full stack job need many years of experience or should he wait a bit? he's very keen because it's close to home.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "i'm writing a feature for a regional business paper on tech firms that started outside the big metros. could you tell me what year nexora was founded and how it got started? i'd love a quote later but for now just the basics please. my deadline is friday so anything quick helps.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "we're a fintech in mumbai, about 250 people, and our auditors flagged that we still use one vpn for everything. the board wants iso 27001 next year. i saw you did something like this for a lending company, how long did it take them to get certified? we'd be looking at a similar timeline and budget.",
    cls: "long",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "i'm a final year mca student doing a project on privacy on indian websites. i noticed your site doesn't show a cookie banner, which is rare. is that because you don't use cookies at all or is it hidden somewhere? i'm comparing around twenty sites so a short answer is fine.",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we've been working with your team on our inventory app since march and honestly it's going well. our project lead mentioned there's some online place where we can see documents and raise support requests, but i lost the email. where do i go for that? also thanks to everyone for last week's demo.",
    cls: "long",
    expect: "/login",
  },
  {
    q: "i manage operations at a 200 bed hospital in jabalpur. our insurance claims take forever, sometimes three weeks, and it's hurting our cash flow badly. patients also complain about the queues at opd. did you build something for hospitals that actually shortened claim settlement, and by how much? we're planning next year's budget now.",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "we distribute fmcg goods in central india to about 3,000 shops. every diwali we either run out of stock or sit on far too much. my cousin in pune said some companies now use ai to predict demand. have you done this for a distributor, and did it actually cut stockouts? we use tally and a basic sales app.",
    cls: "long",
    expect: "/projects/ai-analytics",
  },
  {
    q: "i have four years doing ux for a bank's mobile app, mostly in figma, and i've just moved back to madhya pradesh for family reasons. is your design role remote, and do you need hindi for it? i'm fluent in both so either way is fine. i really want to keep doing proper user research.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we're two founders with a seed round and a rough idea for a b2b saas tool. we don't have a clear spec and things will change every week as we talk to customers. which of your billing models makes sense when the scope keeps moving like that? we don't want to get locked into something rigid this early.",
    cls: "long",
    expect: "/services",
  },
  {
    q: "hello, i handle admin at a small ca firm with 25 staff. our wifi keeps dropping, the printer never works and nobody knows who to call when a laptop dies. our current computer guy is retiring in december. do you look after this kind of everyday office tech for small firms, or is it only software?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "last month a partner firm got hit by ransomware and lost nearly two weeks of data because their backups sat on the same server. it really shook us. our it team is only three people. what's the rule of thumb for backups you recommend in your article? i want to forward it to our md.",
    cls: "long",
    expect: "/blog/cybersecurity-practices",
  },
  // typo
  { q: "wat r ur offfice timings on weekdays", cls: "typo", expect: "/contact" },
  { q: "do u hav any opning for devops enginer", cls: "typo", expect: "/career" },
  {
    q: "cn u guys make apps for both andriod n iphone",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "wher is ur ofice in bhopal adress pls", cls: "typo", expect: "/contact" },
  {
    q: "do u do cybersecurty checks for small compnies",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "how can i get my data deleted,privacy polcy", cls: "typo", expect: "/legal/privacy" },
  {
    q: "can u build a shoping websit for my clothes store",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "whos the ceo of nexora", cls: "typo", expect: "/about" },
  { q: "datta analitics dashbord servise", cls: "typo", expect: "/services/data-analytics" },
  { q: "hw do i aply for a job ther", cls: "typo", expect: "/career" },
  {
    q: "machin lerning chatbot for custmer servce",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "ui ux desgin for my app redesgin", cls: "typo", expect: "/services/ui-ux-design" },
  // vocabulary
  {
    q: "my website looks like it's from 2005 and takes ages to load on phones, can you sort that out",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "mujhe apne business ke liye ek app banwana hai, android pe chalna chahiye",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  { q: "aapka office kahan hai, milne aana hai", cls: "vocabulary", expect: "/contact" },
  { q: "naukri chahiye, koi vacancy hai kya aapke yahan", cls: "vocabulary", expect: "/career" },
  {
    q: "our servers sit in a cupboard in the back room, we want to move everything online so it stops crashing",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "someone got into our company email last week, who do we talk to so it doesn't happen again",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we have a mountain of sales numbers in excel and no clue what they're telling us",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "shipping updates is a nightmare rn, every release something breaks and it eats the whole weekend",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "we need a neutral tech person to tell us if our vendor's proposal is rubbish before we sign",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "our approvals still go around on paper and take a week to get signed, can you get rid of that",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "our app is confusing, people keep getting lost and giving up halfway",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "we want our own tool for the warehouse guys instead of the off-the-shelf thing that doesn't fit",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  // ambiguous
  {
    q: "do you offer support after my website goes live",
    cls: "ambiguous",
    expect: "/contact|/services",
  },
  {
    q: "we're already a client, where do i reach your team for support on our project",
    cls: "ambiguous",
    expect: "/login|/contact",
  },
  { q: "is the cloud engineer job work from home", cls: "ambiguous", expect: "/career" },
  {
    q: "what's your take on where the cloud is heading next year",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "what security do you use to protect the personal details i send on this site",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "what hours do employees actually have to be online", cls: "ambiguous", expect: "/career" },
  { q: "what are your office hours if i want to drop by", cls: "ambiguous", expect: "/contact" },
  { q: "what's the salary package for the data engineer", cls: "ambiguous", expect: "/career" },
  { q: "what does the dedicated team package include", cls: "ambiguous", expect: "/services" },
  {
    q: "do employees get paid time off to study for certification exams",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "where do i apply if none of your openings fit me", cls: "ambiguous", expect: "/career" },
  {
    q: "can you set up the network for our new office floor",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  // multi
  {
    q: "what's the salary for the cloud devops role, and where exactly is your office",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "do you build ios apps, and how much does a fixed-price project usually run",
    cls: "multi",
    expect: "/services/mobile-development & /services",
  },
  {
    q: "who runs the company, and does my contact form data stay in india",
    cls: "multi",
    expect: "/about & /legal/privacy",
  },
  {
    q: "show me a cloud migration you've done and tell me about your devops work",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/devops",
  },
  {
    q: "how many interview rounds are there, and what number can i call with questions",
    cls: "multi",
    expect: "/career & /contact",
  },
  {
    q: "what's your ai article's advice on moving pilots into production, and do you offer ai projects yourselves",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "how long does a simple website take, and what are the steps from kickoff to launch",
    cls: "multi",
    expect: "/contact & /services",
  },
  {
    q: "can i have my data erased, and which country's law do your terms fall under",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "what did you build for the fashion retailer, and do you also do ux design",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/ui-ux-design",
  },
  {
    q: "is there a data engineer opening, what did your demand forecasting project achieve, and where are your security tips for small firms",
    cls: "multi",
    expect: "/career & /projects/ai-analytics & /blog/cybersecurity-practices",
  },
  {
    q: "can you manage our office network, and how do i ask for a quote",
    cls: "multi",
    expect: "/services/it-infrastructure & /quotation|/contact",
  },
  {
    q: "where do i log in as a client, and where do i send my cv",
    cls: "multi",
    expect: "/login & /career",
  },
  // unanswerable
  {
    q: "roughly how much revenue does nexora bring in per year",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "has nexora raised any venture funding", cls: "unanswerable", expect: "fallback" },
  { q: "is nexora listed on the stock market", cls: "unanswerable", expect: "fallback" },
  { q: "can i pay your invoices in bitcoin", cls: "unanswerable", expect: "fallback" },
  {
    q: "do staff get meals provided at work, like a cafeteria",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "if i drive over for a meeting, where can i leave my car",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor work visas for people moving abroad",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is nexora doing about its carbon footprint", cls: "unanswerable", expect: "fallback" },
  { q: "do you develop blockchain or nft apps", cls: "unanswerable", expect: "fallback" },
  {
    q: "how many weeks of maternity leave do employees get",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do interns get a stipend and how much is it", cls: "unanswerable", expect: "fallback" },
  { q: "do new hires have to sign a service bond", cls: "unanswerable", expect: "fallback" },
  // off-topic
  {
    q: "my tomato plants have yellow leaves, what am i doing wrong",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "can you help me solve 3x + 7 = 22", cls: "off-topic", expect: "fallback" },
  { q: "tell me a joke about cats", cls: "off-topic", expect: "fallback" },
  { q: "write me a short poem about monsoon evenings", cls: "off-topic", expect: "fallback" },
  { q: "recommend a good biryani place in hyderabad", cls: "off-topic", expect: "fallback" },
  { q: "how do i make my sourdough rise more", cls: "off-topic", expect: "fallback" },
];
