import type { EvalQuestion } from "./questions";

/**
 * The twenty-fifth held-out set, written on 2026-11-25 (session 30, second round) by
 * someone who did not read or run the chat, from the site's content, while that round's tuning
 * went on. The twenty-fourth set, scored once, is now `twentyFourthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "what's the pay range for the data engineer opening",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "is the soc analyst job remote or do i have to come to bhopal",
    cls: "unreachable",
    expect: "/career",
  },
  { q: "the designer job, do i need to know hindi for it?", cls: "unreachable", expect: "/career" },
  {
    q: "how many hospitals were part of that healthcare system you built",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "how long did the database switchover take in the logistics aws move",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "can you put UPI payments inside an android app",
    cls: "unreachable",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "if there's a legal dispute over the website which city's courts handle it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "according to your blog how quickly should critical patches go on internet facing servers",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "do your engineers come onsite for IT support outside bhopal",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "if we hire you for analytics how soon do we see the first dashboard",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "how long do you keep my details after i send a quote request",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "what was the mobile page load time on that fashion retailer's store",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  // long
  {
    q: "hi, so we run a small chain of clinics in indore and honestly our whole booking thing is a mess with registers and phone calls, just wondering roughly what it would cost to get something built",
    cls: "long",
    expect: "/services#pricing|/contact#faq",
  },
  {
    q: "my cousin told me about you guys, i'm finishing my btech next year and was wondering whether there are any openings for someone like me or if you only take experienced folks",
    cls: "long",
    expect: "/career",
  },
  {
    q: "hello, our company got hit by a phishing email last month and the boss is panicking and wants someone to come check all our systems properly, do you do that kind of audit thing",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "we already have a website made by some freelancer years ago but it's really slow and doesn't show up on google at all, is this something your team can fix or do we start fresh",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "i've been reading a lot about companies moving to the cloud and we still have an old server sitting in our back room, how would you actually shift everything without us going offline",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "before i spend time filling out any forms could you just tell me where exactly you guys sit because i'd much rather come by and talk to someone face to face",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "we signed with you last year and the project is still going on, but i totally forgot how i get into the place where we see invoices and progress documents, help?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "just curious because i like to know who i'm dealing with before sending money, how long has your company been around and how big is the team these days",
    cls: "long",
    expect: "/about",
  },
  {
    q: "so we're a distributor and every diwali we either run out of stock or get stuck with way too much, i heard AI can help with forecasting, have you done anything like that",
    cls: "long",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "our developers spend whole weekends doing releases and something always breaks, a friend who is a CTO said we need pipelines and automation, is that something you could set up for us",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "okay this might be a silly question but once you finish building our software will you stick around to fix bugs and things or are we basically on our own after launch",
    cls: "long",
    expect: "/contact#faq",
  },
  {
    q: "i'm putting together a note for my manager and need to know what kind of companies and industries you usually work with, like is it only startups or bigger firms as well",
    cls: "long",
    expect: "/contact#faq|/about",
  },
  // typo
  { q: "do you have any job vacncies right now", cls: "typo", expect: "/career" },
  { q: "whats your ofice adress", cls: "typo", expect: "/contact" },
  { q: "cyber securty services?", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "can you make a mobil aplication for my shop",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "pricng for a new project", cls: "typo", expect: "/services#pricing" },
  { q: "where is your privacy polcy", cls: "typo", expect: "/legal/privacy" },
  { q: "do you guys do machne learning", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "need devpos help for our startup", cls: "typo", expect: "/services/devops" },
  { q: "what are your workng hours on saturady", cls: "typo", expect: "/contact" },
  { q: "show me your case studeis", cls: "typo", expect: "/projects" },
  { q: "who fonded nexora", cls: "typo", expect: "/about" },
  { q: "ui ux desgin for our new portal", cls: "typo", expect: "/services/ui-ux-design" },
  // vocabulary
  {
    q: "aap log website bhi banate ho kya",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "naukri hai kya koi aapke yahan", cls: "vocabulary", expect: "/career" },
  {
    q: "who do i ring up if our system goes down at night",
    cls: "vocabulary",
    expect: "/login|/contact",
  },
  {
    q: "can you sort out our office wifi and laptops",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we want to get rid of all the paper files and go digital, can you help",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "kitna kharcha aayega ek software banwane mein",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "do you people do hacking tests to check our website is safe",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "need someone neutral to tell us which tech to pick, like an advisor",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  { q: "aapka office kahan pe hai bhopal mein", cls: "vocabulary", expect: "/contact" },
  {
    q: "do you build online shops",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "can you make sense of our sales numbers and turn them into charts",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "client login kahan milega", cls: "vocabulary", expect: "/login" },
  // ambiguous
  {
    q: "can your team handle our office 365 mailboxes and licences",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  { q: "what hours are you open on sunday", cls: "ambiguous", expect: "/contact" },
  {
    q: "how many hours does the practical round of the interview take",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "is there support after my website goes live",
    cls: "ambiguous",
    expect: "/contact#faq|/services/web-development",
  },
  { q: "any security analyst position open?", cls: "ambiguous", expect: "/career" },
  { q: "what's the process for getting hired there", cls: "ambiguous", expect: "/career" },
  {
    q: "do you work with banks and finance companies",
    cls: "ambiguous",
    expect: "/contact#faq|/projects/security-infrastructure",
  },
  { q: "got any design jobs", cls: "ambiguous", expect: "/career" },
  {
    q: "where does my data go when i use your contact form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how many weeks for a basic website",
    cls: "ambiguous",
    expect: "/contact#faq|/services/web-development",
  },
  { q: "is your bhopal office open on saturdays", cls: "ambiguous", expect: "/contact" },
  { q: "any remote positions in cloud", cls: "ambiguous", expect: "/career" },
  // multi
  { q: "where are you located and are you hiring", cls: "multi", expect: "/contact & /career" },
  {
    q: "what's your phone number, also do you make android apps",
    cls: "multi",
    expect: "/contact & /services/mobile-development",
  },
  {
    q: "do you do pen testing? and what happens to my form data privacy wise",
    cls: "multi",
    expect: "/services/cybersecurity & /legal/privacy",
  },
  {
    q: "who's the ceo and what's the salary for the senior full stack role",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "price of a dedicated team? also got any case studies on hospitals",
    cls: "multi",
    expect: "/services#pricing & /projects/healthcare",
  },
  {
    q: "can you move us to aws, and do you do flutter apps too",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/mobile-development",
  },
  {
    q: "link me your article on AI in business and also tell me about your devops offering",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/devops",
  },
  {
    q: "which countries do you have clients in and since when are you iso certified",
    cls: "multi",
    expect: "/#global-presence & /about|/",
  },
  {
    q: "how do i sign into the client portal and where do i email my cv",
    cls: "multi",
    expect: "/login & /career",
  },
  {
    q: "timings of your office + do you offer ux audits",
    cls: "multi",
    expect: "/contact & /services/ui-ux-design",
  },
  {
    q: "is there a data engineer job, and how much did the logistics migration save",
    cls: "multi",
    expect: "/career & /projects/cloud-migration",
  },
  {
    q: "terms of use link? and do you build power bi dashboards",
    cls: "multi",
    expect: "/legal/terms & /services/data-analytics",
  },
  // unanswerable
  { q: "how much gst do you add on top of the quote", cls: "unanswerable", expect: "fallback" },
  { q: "will you sign an nda before we discuss our idea", cls: "unanswerable", expect: "fallback" },
  {
    q: "what's the notice period for employees who resign",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can i pay you in bitcoin", cls: "unanswerable", expect: "fallback" },
  { q: "is there parking space at your building", cls: "unanswerable", expect: "fallback" },
  { q: "what is nexora's annual turnover", cls: "unanswerable", expect: "fallback" },
  {
    q: "can nexora develop a crypto token or nft marketplace",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you run instagram ads for my boutique", cls: "unanswerable", expect: "fallback" },
  { q: "do you make games in unity", cls: "unanswerable", expect: "fallback" },
  { q: "any discount for ngos or charities", cls: "unanswerable", expect: "fallback" },
  { q: "is nexora listed on the stock exchange", cls: "unanswerable", expect: "fallback" },
  { q: "do staff have to wear formals to work there", cls: "unanswerable", expect: "fallback" },
  // off-topic
  { q: "how do i get rid of mealybugs on my tulsi plant", cls: "off-topic", expect: "fallback" },
  {
    q: "best train from bhopal to ujjain for mahakal darshan",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "convert 3 cups of atta to grams", cls: "off-topic", expect: "fallback" },
  { q: "who won the ranji trophy in 1987", cls: "off-topic", expect: "fallback" },
  { q: "write a haiku about monsoon frogs", cls: "off-topic", expect: "fallback" },
  { q: "how many teeth does an adult crocodile have", cls: "off-topic", expect: "fallback" },
];
