import type { EvalQuestion } from "./questions";

/**
 * The eighteenth held-out set, written on 2026-11-24 (session 26) by someone who did not read or
 * run the chat, from the site's content (app/content, app/site.ts, app/routes, app/components and
 * the quote form's choices), before that round's tuning ended. The seventeenth set, scored once,
 * is now `seventeenthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "whats the pay band for the data engineer opening", cls: "unreachable", expect: "/career" },
  {
    q: "is the cloud devops role fully remote or do i need to sit in ur office",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how do i send my cv, is there some online form to fill",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  {
    q: "does the staff health insurance also cover employees parents",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "which middle east countries do you have customers in",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "that fashion retailer case study, how many shops did they have",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "does this site track me with cookies or google analytics",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "if there's a dispute about using the website which court handles it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "can ur ai models understand hindi voice recordings",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "how many video consultations did the hospital system do in year one",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "how quickly must indian companies report a cyber incident to cert-in",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "lost the invitation mail for our project workspace, what now",
    cls: "unreachable",
    expect: "/login",
  },

  // long
  {
    q: "we are a mid sized textile exporter in surat and our accounts team still keys every purchase order by hand into tally, can you build us custom internal software that connects with tally and gst invoicing",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "my startup has an android app that keeps crashing and the play store reviews are terrible, the freelancer who built it disappeared, do you take over and fix old apps like this or only build new ones",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we run a chain of eight diagnostic labs in pune and our aws bill has nearly doubled in a year without more patients, is there some way you help bring the monthly cloud spend down",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "i am the cto of a small nbfc and our partner bank wants iso 27001 before they renew with us, we have never been through any audit, can your team actually walk us through getting certified",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "our office of about forty people in indore keeps losing internet, nobody looks after the laptops properly and we have no it guy, do you provide an ongoing helpdesk and come on site for a place like ours",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "final year btech student here, i have done a few projects in react and node and wanted to know whether you hire freshers or interns right now or are all the openings for experienced people",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we are a german company thinking of handing a long running product to an indian team and we want the same people on it for a year or more, how does pricing work for that kind of arrangement",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "before we sign anything i want to understand what happens in the first few weeks, like do you do some paid study of our needs first and roughly how much does that initial phase cost us",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "we sell spices online and have two years of orders in spreadsheets plus shopify exports, management keeps asking for one screen showing sales by city, how soon could you get a first version of that live",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "our hr and finance approvals still travel on paper files between three floors and take a week each, leadership wants it all digital but staff hate new tools, how would you handle that kind of change",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "we are a hospital group thinking about one shared patient record across all our branches plus video consults for small towns, have you actually done something like this before and what came out of it",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "i run a small chartered accountancy firm and honestly dont know if we should move to aws or azure or just keep our local server, is there someone who gives unbiased advice without pushing a vendor",
    cls: "long",
    expect: "/services/it-consulting|/services/cloud-solutions",
  },

  // typo
  { q: "do u do penetation testing", cls: "typo", expect: "/services/cybersecurity" },
  { q: "wat is the adress of ur bhopal ofice", cls: "typo", expect: "/contact" },
  { q: "do you make fluter aps", cls: "typo", expect: "/services/mobile-development" },
  { q: "whats the sallary for senoir full stack", cls: "typo", expect: "/career" },
  {
    q: "can you migrate our databse to amazon clowd",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "buisness inteligence dashboards in power bi?",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  { q: "kubernates and ci cd pipline setup", cls: "typo", expect: "/services/devops" },
  { q: "who is the founer of nexora", cls: "typo", expect: "/about" },
  {
    q: "privcy policy, do u share my data with thrid parties",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "ui ux desing for our exsisting app", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "shopify websit redesign and seo", cls: "typo", expect: "/services/web-development" },
  { q: "how manny projects have you compleeted", cls: "typo", expect: "/|/about" },

  // vocabulary
  {
    q: "can you set up outlook mail and teams calls for my staff",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "do you make chatbots that read our hr policy pdfs and reply to employees",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "any jobs i can do from my hometown without relocating",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "need an online shop where buyers can pay with gpay",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "some hacker got into our server last night, who do i ring urgently",
    cls: "vocabulary",
    expect: "/services/cybersecurity|/login",
  },
  { q: "do you serve clients in the gulf", cls: "vocabulary", expect: "/#global-presence" },
  {
    q: "iphone aur android dono pe chalne wala app chahiye, bana doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "job ke liye apply kaise karu, cv kis mail pe bhejna hai",
    cls: "vocabulary",
    expect: "/career#how-to-apply",
  },
  { q: "aapka daftar kahan hai bhopal mein, pata bata do", cls: "vocabulary", expect: "/contact" },
  {
    q: "hamari website mobile pe bahut dheere khulti hai, theek kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "company kab shuru hui thi aur kitne log kaam karte hain",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "hamara billing aur stock register abhi tak kagaz pe hai, iske liye software bana sakte ho?",
    cls: "vocabulary",
    expect: "/services/software-development|/services/digital-transformation",
  },

  // ambiguous
  {
    q: "are ur engineers reachable at 2am if our systems go down",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure",
  },
  { q: "how long have u guys been around", cls: "ambiguous", expect: "/about|/" },
  {
    q: "how long would a basic company website take",
    cls: "ambiguous",
    expect: "/services/web-development|/contact",
  },
  {
    q: "my cloud bill is way too high, can you help",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "what would it cost to have a team of 5 devs for a year",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "any security jobs going", cls: "ambiguous", expect: "/career" },
  {
    q: "can you set up the network in our new office",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "if i fill in ur contact form where does my info end up, is it safe",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "whats the interview process like", cls: "ambiguous", expect: "/career" },
  {
    q: "can you test our app with real users before launch",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "do you run training for our staff on spotting phishing mails",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  { q: "where do existing clients go to see their invoices", cls: "ambiguous", expect: "/login" },

  // multi
  {
    q: "do you build ios apps and whats ur phone number",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "where are you located and are there any remote jobs",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "fixed price range? also do you do seo",
    cls: "multi",
    expect: "/services#pricing & /services/web-development",
  },
  {
    q: "tell me about the logistics cloud migration, and do you also do devops consulting",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/devops",
  },
  {
    q: "who heads ur security practice and can you help with soc 2",
    cls: "multi",
    expect: "/about & /services/cybersecurity",
  },
  {
    q: "is there a blog post about ai in business and can you build a forecasting model for us",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "what do you do with chat data and how do i ask for a quote",
    cls: "multi",
    expect: "/legal/privacy & /quotation",
  },
  {
    q: "which countries are ur clients in and when was nexora started",
    cls: "multi",
    expect: "/#global-presence & /about",
  },
  {
    q: "do you do ux audits, and what perks do employees get",
    cls: "multi",
    expect: "/services/ui-ux-design & /career",
  },
  {
    q: "what skills does the data engineer job need and do you use snowflake for client work",
    cls: "multi",
    expect: "/career & /services/data-analytics",
  },
  {
    q: "can u help with iso 27001, do you roll out erp for manufacturers, and where is ur office",
    cls: "multi",
    expect: "/services/cybersecurity & /services/digital-transformation & /contact",
  },
  {
    q: "client login kaha hai and is there an rss feed for ur articles",
    cls: "multi",
    expect: "/login & /blog",
  },

  // unanswerable
  { q: "whats nexora's share price on nse today", cls: "unanswerable", expect: "fallback" },
  { q: "can i get arjun mehta's personal mobile number", cls: "unanswerable", expect: "fallback" },
  {
    q: "how much did finlo credit pay you for their security project",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can ur team code solidity contracts for an nft drop",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you develop games in unity or unreal", cls: "unanswerable", expect: "fallback" },
  { q: "exact price for a 10 screen flutter app pls", cls: "unanswerable", expect: "fallback" },
  { q: "can you migrate our mainframe cobol programs", cls: "unanswerable", expect: "fallback" },
  { q: "how many crores did nexora earn in fy25", cls: "unanswerable", expect: "fallback" },
  {
    q: "whats the hourly rate for a salesforce developer",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "does nexora have a quantum computing team", cls: "unanswerable", expect: "fallback" },
  {
    q: "what is the name of the hospital network in ur healthcare case study",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what gst percentage do you add on your invoices", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "csk vs mi kal ka match kisne jeeta", cls: "off-topic", expect: "fallback" },
  { q: "recipe for paneer butter masala pls", cls: "off-topic", expect: "fallback" },
  {
    q: "help with my class 10 trigonometry homework, sin 30 + cos 60 = ?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "any good thriller series on netflix to binge tonight",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "will it rain in bhopal this sunday, need to plan a picnic",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "write my essay on climate change in 300 words", cls: "off-topic", expect: "fallback" },
];
