import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the fifteenth: written on 2026-11-24 (session 24) by someone who did not read
 * or run the chat, from the site's content (app/content, app/site.ts, app/routes and SPEC.md),
 * before that round's tuning ended. The fourteenth set, scored once, is now `fourteenthHeldOut`
 * in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "if your pen testers find holes and we patch them, do u check again after or is that charged extra?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "will our company files end up training some public ai model if we use the assistant you build for us",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we have a factory in jabalpur, will your engineers actually come there for hardware issues or is it only remote?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "once you finish building our software who holds the source code and the IP, us or you?",
    cls: "unreachable",
    expect: "/services/software-development|/services",
  },
  { q: "whats the pay range for the soc analyst opening", cls: "unreachable", expect: "/career" },
  {
    q: "is the cloud devops opening tied to bhopal or can someone living in kerala take it",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if i send a general cv without any specific role in mind, how long do you hang on to it?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how many minutes did the logistics company's main database switch-over actually take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "do security scans and performance checks happen only at the very end of a project or all the way through?",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "how long do u keep my details if i fill the contact form but never end up hiring you",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "in case of a legal dispute over the website, which city's courts would handle it?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how many online doctor consultations did that hospital chain do in the first year",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },

  // long
  {
    q: "so we're a mid-sized pharma distributor in indore and honestly our two old servers in the back room are dying, my IT guy says we should move everything to aws or azure, is that something you people handle end to end?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "my cousin runs a clothing label and she keeps saying her online shop crashes during diwali sales, did you ever build something for a fashion brand that could take that kind of festive rush, just curious what it looked like",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "i'm a final year student and i've been reading about why most companies never get their ai experiments past the demo stage, i think one of your articles talked about exactly that, where can i find it?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "our partner bank has suddenly told us we need iso 27001 before they renew the contract and frankly nobody here knows where to even begin, can you actually guide a company through the whole certification thing?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "we push updates to our product maybe once a month because every release turns into a nightmare weekend with the whole team on call, and management now wants faster releases without breaking stuff, what would you do about that?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "there are about forty of us in the office and every other day the internet drops or someone's laptop can't find the printer, we basically need someone who looks after all of this every month so we can just work",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our purchase approvals still go around on paper with like four signatures and it takes a whole week, the MD wants it all digital but the staff is kind of resistant, can you help with both the tech and the people side of it?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "before i spend more money on developers i want someone independent to look at our current architecture and tell me honestly whether we're on the right track, not somebody who'll just push their own product, do you do that kind of review?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "we already have an app but users keep saying it's confusing and loads of people drop off halfway through signup, so i think we need an outside team to review it properly and tell us what to fix first",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "i'm a product designer with about four years in figma, mostly fintech work, and i live in nagpur so i can't really move cities right now, would there be anything for someone like me on your team?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "my startup's monthly cloud spend has gone through the roof over the past few months and everyone keeps mentioning this finops thing, is there any article on your site explaining how to keep those costs in check?",
    cls: "long",
    expect: "/blog/cloud-trends",
  },
  {
    q: "we run a coaching institute and every week our staff spends hours merging attendance and fee data from different spreadsheets just to make reports for the director, surely there's a better way to get one clean view of everything?",
    cls: "long",
    expect: "/services/data-analytics",
  },

  // typo
  { q: "do u do penetraton tesing", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "artifical inteligence solutons for buisness",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "mobil app devlopment andriod and ios",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "custum softwere devlopment for our compny",
    cls: "typo",
    expect: "/services/software-development",
  },
  { q: "devops ci cd pipline automaton help", cls: "typo", expect: "/services/devops" },
  { q: "ui ux desgin servise", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "open postions and hirng proces at nexora", cls: "typo", expect: "/career" },
  { q: "privasy polisy of ur site", cls: "typo", expect: "/legal/privacy" },
  { q: "wat r ur offce timmings", cls: "typo", expect: "/contact|/login" },
  { q: "heathcare hospitl managment projct details", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "digitel transformaton consultancy",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  { q: "sitemp of the webiste pls", cls: "typo", expect: "/sitemap" },

  // vocabulary
  {
    q: "website banwana hai mere restaurant ke liye",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "office mein LAN cabling aur router setup karte ho?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "hacking se kaise bachein, company ka data safe rakhna hai",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we want a chatgpt type bot that answers staff questions from our own hr policies",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "part time cto mil sakta hai kya startup ke liye",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  { q: "figma mockups banake doge?", cls: "vocabulary", expect: "/services/ui-ux-design" },
  { q: "koi job vacancy hai experienced logon ke liye?", cls: "vocabulary", expect: "/career" },
  { q: "where do i sign in to see my project invoices", cls: "vocabulary", expect: "/login" },
  { q: "do you have customers in london or new york", cls: "vocabulary", expect: "/" },
  { q: "rate card dikhao apna", cls: "vocabulary", expect: "/services" },
  { q: "mediclaim milta hai employees ko?", cls: "vocabulary", expect: "/career" },
  {
    q: "play store pe app daal doge aap log?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },

  // ambiguous
  { q: "since when have you guys been around", cls: "ambiguous", expect: "/about" },
  { q: "what are your payment terms on a fixed project", cls: "ambiguous", expect: "/services" },
  { q: "u guys have cookies?", cls: "ambiguous", expect: "/legal/privacy" },
  { q: "is there some portal where i upload my resume", cls: "ambiguous", expect: "/career" },
  {
    q: "we need to migrate our office email to microsoft 365",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "if our server crashes what's the recovery plan",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/services/it-infrastructure",
  },
  { q: "who's the boss at nexora", cls: "ambiguous", expect: "/about" },
  {
    q: "can you train our staff to use the new system",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  { q: "is nexora itself certified for anything", cls: "ambiguous", expect: "/|/about" },
  { q: "how long does delivery usually take", cls: "ambiguous", expect: "/contact" },
  {
    q: "what's the first step if i want to work with you",
    cls: "ambiguous",
    expect: "/contact|/services",
  },
  { q: "any client quotes i can read", cls: "ambiguous", expect: "/" },

  // multi
  {
    q: "what's your phone number and are there any remote jobs",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "who founded nexora and where is your office exactly",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "do you do pen tests, and how long would a basic marketing website take?",
    cls: "multi",
    expect: "/services/cybersecurity & /services/web-development",
  },
  {
    q: "flutter apps banate ho? aur ui design bhi karte ho?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "what results did the logistics company get from moving to the cloud, and which cloud providers do you work with",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "does this site store cookies and how do i ask for a quote",
    cls: "multi",
    expect: "/legal/privacy & /quotation",
  },
  {
    q: "tell me about the hospital network project and also your article on ai in business",
    cls: "multi",
    expect: "/projects/healthcare & /blog/future-of-ai",
  },
  {
    q: "do we really need kubernetes, and what does a data engineer earn at your company?",
    cls: "multi",
    expect: "/services/devops & /career",
  },
  {
    q: "how do existing clients log in and what are your saturday hours",
    cls: "multi",
    expect: "/login & /contact",
  },
  {
    q: "can you be our fractional cto and also help us roll out an erp",
    cls: "multi",
    expect: "/services/it-consulting & /services/digital-transformation",
  },
  {
    q: "do we even need a data warehouse, and what did that distributor forecasting project achieve?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "show me all your security related articles and tell me which court handles disputes under your terms",
    cls: "multi",
    expect: "/blog/category/security & /legal/terms",
  },

  // unanswerable
  {
    q: "do you have magento developers? our store runs on magento 2",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you build our backend in laravel", cls: "unanswerable", expect: "fallback" },
  {
    q: "any golang devs on the team? we need our microservices written in go",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we make smart energy meters, can you write the arduino firmware for them",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you make vr walkthroughs for real estate projects",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "our old site is on drupal 7, can you maintain it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you make a chrome extension for our sales team",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the hourly rate for one senior react developer",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "is your bhopal office wheelchair accessible", cls: "unanswerable", expect: "fallback" },
  { q: "do you give a joining bonus to senior hires", cls: "unanswerable", expect: "fallback" },
  { q: "vikram rao ka personal mobile number chahiye", cls: "unanswerable", expect: "fallback" },
  { q: "what's nexora's rating on glassdoor", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "kal bhopal mein barish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "virat kohli ka test average kitna hai", cls: "off-topic", expect: "fallback" },
  { q: "poha kaise banate hain, recipe batao", cls: "off-topic", expect: "fallback" },
  {
    q: "can you integrate x squared times sin x for my assignment",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "suggest a good bollywood movie for the weekend", cls: "off-topic", expect: "fallback" },
  { q: "suggest a cute name for my new kitten", cls: "off-topic", expect: "fallback" },
];
