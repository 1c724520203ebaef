import type { EvalQuestion } from "./questions";

/**
 * The twenty-fourth held-out set, written on 2026-11-25 (session 30) by someone who did not
 * read or run the chat, from the site's content, while that round's tuning went on. The
 * twenty-third set, scored once, is now `twentyThirdHeldOut` in questions.ts. Seven of its 90
 * questions repeated tuning questions word for word; they were taken out after its one run, and
 * 83 remain.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "whats the salary range for the data engineer opening",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "is the soc analyst job work from home or do i have to sit in bhopal",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "after the pen test if we fix the problems do you check again, and is that charged",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "if there's ever a legal dispute over the website which city's courts would it go to",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how much did that logistics company actually save on infra after going to aws",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "what was that 3-2-1 backup rule you mentioned somewhere",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "can our customer data stay inside india if we move to cloud with you? worried about dpdp",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  {
    q: "in the hospital project how much faster did insurance claims get paid",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "how many people do you need per round when testing a design with users",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "does your website track me with cookies or google analytics",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "should we make a test set of real examples before we pick an ai model? read something like that",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "roughly how many weeks before we'd see a first dashboard",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  // long
  {
    q: "hi, so we run a few clinics in indore and honestly our staff is drowning in paper files and excel sheets, do you people actually help businesses get rid of all that paperwork",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "my nephew recommended you, he says you're good. anyway we have a small garment business and just want a rough idea what a fixed price project would cost us",
    cls: "long",
    expect: "/services",
  },
  {
    q: "hello, i've been a backend developer for about six years, mostly typescript and node, currently in pune but open to relocating, is there anything senior open with you right now",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we already have an old erp and a bunch of random third party apis our previous vendor left behind, before we go further i need to know if you can plug into what we have",
    cls: "long",
    expect: "/contact|/services/software-development",
  },
  {
    q: "ok this might be a silly question but my boss keeps asking, if we hire you to build our system who actually owns the source code once it's all done",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "we're planning to shift our servers to the cloud next quarter but our booking system cannot go offline even for an hour, so how do you deal with that during the move",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "good evening, i'm a designer with around four years in figma and a decent portfolio, mostly fintech stuff, and i wanted to ask whether the design position you posted can be done remotely",
    cls: "long",
    expect: "/career",
  },
  {
    q: "a partner bank sent us a letter saying we need iso 27001 within a year and frankly nobody here knows where to even begin, can your team help with something like that",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "before we sign anything i'd like to understand one thing, once you finish and hand everything over do you just vanish or is there some kind of ongoing maintenance arrangement",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "we've been thinking about some sort of ai chatbot trained on our internal hr and policy documents for staff to use, is that something you'd build for a mid size company like ours",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "i run a transport firm and saw on linkedin that you did a big migration for a company similar to mine, could you tell me how that one turned out in the end",
    cls: "long",
    expect: "/projects/cloud-migration",
  },
  {
    q: "just curious since i'm comparing a few vendors from different cities, where exactly are you located and what time could i come by on a saturday to meet someone",
    cls: "long",
    expect: "/contact",
  },
  // typo
  { q: "do you make mobil apps for andriod", cls: "typo", expect: "/services/mobile-development" },
  { q: "do u do penetraton testing", cls: "typo", expect: "/services/cybersecurity" },
  { q: "any vacancys for data enginer", cls: "typo", expect: "/career" },
  { q: "whats ur ofice adress", cls: "typo", expect: "/contact" },
  { q: "pricng for a dedicated tem per month?", cls: "typo", expect: "/services" },
  { q: "where is ur privcy policy", cls: "typo", expect: "/legal/privacy" },
  { q: "need help with kubernets and ci/cd pipleines", cls: "typo", expect: "/services/devops" },
  {
    q: "tell me about the hospitl managment system project",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "can u build an ecomerce websit for my store",
    cls: "typo",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "when was nexora foundded", cls: "typo", expect: "/about" },
  {
    q: "machne learning forcasting for our sales",
    cls: "typo",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  { q: "where is the client loggin", cls: "typo", expect: "/login" },
  // vocabulary
  { q: "aap log website bana dete ho kya", cls: "vocabulary", expect: "/services/web-development" },
  { q: "koi naukri hai kya aapke yahan", cls: "vocabulary", expect: "/career" },
  {
    q: "the wifi and network in our office keep going down, do you people fix that kind of thing",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "kitna kharcha aayega roughly", cls: "vocabulary", expect: "/services" },
  {
    q: "someone tried to hack our email last week, can you guys protect us",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "we want someone neutral to tell us which tech to buy, like an advisor",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "want the stuff in my shops to be sellable online too",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "aapka number kya hai, baat karni thi", cls: "vocabulary", expect: "/contact" },
  {
    q: "our software looks ugly and customers get confused, can you make it nicer",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  { q: "company kab se chal rahi hai", cls: "vocabulary", expect: "/about" },
  {
    q: "can i see some stuff you've made for other people",
    cls: "vocabulary",
    expect: "/projects",
  },
  {
    q: "which countries are your customers from",
    cls: "vocabulary",
    expect: "/#global-presence|/about",
  },
  // ambiguous
  {
    q: "is there any security for employees like medical insurance",
    cls: "ambiguous",
    expect: "/career",
  },
  { q: "what does the design job pay", cls: "ambiguous", expect: "/career" },
  { q: "do you have plans for small businesses", cls: "ambiguous", expect: "/services" },
  {
    q: "is there an app where i can track how my project is going",
    cls: "ambiguous",
    expect: "/login",
  },
  { q: "can i hire a whole team from you for a year or so", cls: "ambiguous", expect: "/services" },
  {
    q: "how long would a review of our current architecture take",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "we need a portal built for our dealers to place orders",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "what data do you keep if i fill in the quote form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  { q: "can i see some of your cases", cls: "ambiguous", expect: "/projects" },
  { q: "what's your policy on leave", cls: "ambiguous", expect: "/career" },
  {
    q: "can you look after our devices, we need them wiped when someone loses one",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  // multi
  { q: "where are you based and are you hiring", cls: "multi", expect: "/contact & /career" },
  {
    q: "how much is the discovery phase and how long does a website usually take",
    cls: "multi",
    expect: "/services & /services/web-development|/contact",
  },
  {
    q: "do you build flutter apps? also whats your phone number",
    cls: "multi",
    expect: "/services/mobile-development & /contact",
  },
  {
    q: "tell me about the fintech security project, and do you have any blog posts on staying safe online",
    cls: "multi",
    expect: "/projects/security-infrastructure & /blog/cybersecurity-practices",
  },
  {
    q: "are you iso certified and do you do ai work",
    cls: "multi",
    expect: "/about|/services/cybersecurity & /services/ai-machine-learning",
  },
  {
    q: "what are your saturday timings and where can i read the privacy policy",
    cls: "multi",
    expect: "/contact & /legal/privacy",
  },
  {
    q: "client login kaha hai aur support ka number kya hai",
    cls: "multi",
    expect: "/login & /contact|/login",
  },
  {
    q: "do you set up data warehouses, and what does the data engineer job pay",
    cls: "multi",
    expect: "/services/data-analytics & /career",
  },
  {
    q: "who runs nexora and what's your latest article on cloud",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "do you help with erp rollouts? and which countries do you work in",
    cls: "multi",
    expect: "/services/digital-transformation & /#global-presence|/about",
  },
  {
    q: "what were the results of the online store project and how does your hiring process work",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /career",
  },
  {
    q: "do you do devops and what's the monthly rate for time and materials",
    cls: "multi",
    expect: "/services/devops & /services",
  },
  // unanswerable
  { q: "do you accept payment in crypto", cls: "unanswerable", expect: "fallback" },
  { q: "what is nexora's annual revenue", cls: "unanswerable", expect: "fallback" },
  { q: "is there parking for visitors at your office", cls: "unanswerable", expect: "fallback" },
  { q: "who are your investors, are you vc funded", cls: "unanswerable", expect: "fallback" },
  { q: "what's the notice period if an employee resigns", cls: "unanswerable", expect: "fallback" },
  { q: "do you build blockchain or web3 apps", cls: "unanswerable", expect: "fallback" },
  { q: "what is the ceo's personal email id", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you pay a referral bonus if i bring you a client",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a money back guarantee if we're not happy with the work",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you listed on the stock exchange, what's the share price",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "best biryani place near mp nagar?", cls: "off-topic", expect: "fallback" },
  {
    q: "can you help with my class 10 maths homework on quadratic equations",
    cls: "off-topic",
    expect: "fallback",
  },
];
