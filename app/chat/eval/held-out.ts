import type { EvalQuestion } from "./questions";

/**
 * The twenty-ninth held-out set, to be written on 2026-11-25 (session 32, second round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The twenty-eighth set, scored once, is now `twentyEighthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "data engineer post ka package kitna hai, lakh mein batao",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "is the cloud devops engineer job fully remote or do i need to come to bhopal",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how many days of paid leave do your employees get in a year",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if i get rejected after the interview rounds do you tell me why",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if we use your ai service will our company data end up training some other firm's model",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "after we fix the issues your pentest finds, is the retest charged separately",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "can your engineers come to our plant in jabalpur for on site it support",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "in that logistics aws migration how long did the final database switchover take",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how many hospital staff did you train during the hospital management system rollout",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "which city's courts handle a dispute about your website terms",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how long do you keep the message i send through your contact form before deleting it",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "what do i actually get at the end of the testing and qa stage of your process",
    cls: "unreachable",
    expect: "/services",
  },
  // long
  {
    q: "hi so basically we are a small family run saree business in surat and my son keeps telling me we should get a proper online shop instead of taking orders on whatsapp and insta dms, so i wanted to know roughly how many weeks it would take your team to make a website for us",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "i am in my final year of btech at a college in indore and have been doing react and node projects on the side, a friend told me your company is hiring so i wanted to ask how exactly do i send my application, is there some portal or form or what",
    cls: "long",
    expect: "/career",
  },
  {
    q: "our hospital group has been running the same old billing software for almost ten years and patients keep complaining about waiting in queues for hours, have you ever built something for hospitals and how did that turn out",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "we got a message from a big bank we are trying to sign as a customer saying they need us to be iso 27001 certified first and honestly nobody in our team knows where to even begin with that, is this something you people can help with",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "my manager asked me to compare a few vendors and write up a note on how each one charges, like whether its one fixed amount or a monthly bill or something else, because finance wants the numbers before friday so what is your model",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "sorry for the long message but i was reading your article on ai in business last night and there was a part about why pilot projects never make it to real use, could you remind me what the main reasons were",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "we have around forty laptops across two small offices and every week someone's email stops working or the wifi drops and our one it guy is totally overwhelmed, do you provide helpdesk style support for companies our size",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "i came across your website while searching for software companies in central india and got curious, who actually started nexora and how many people work there these days",
    cls: "long",
    expect: "/about",
  },
  {
    q: "right now our developers push code by ftp on friday nights and something breaks almost every other week, my cto wants automated deployments with a proper rollback, which of your services would cover that",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "we already have a contract with you and my project manager mentioned that our documents and invoices are kept somewhere online but i completely forgot where i am supposed to sign in to see them",
    cls: "long",
    expect: "/login",
  },
  {
    q: "we are a d2c clothing brand and last diwali our sale traffic crashed the site for half a day, so before this festive season i want to check if you have handled huge traffic spikes for any retailer before",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "i am planning to drop by your office next week since i will be in bhopal for a cousin's wedding anyway, till what time are you open on saturday",
    cls: "long",
    expect: "/contact",
  },
  // typo
  { q: "cyber securty audit servises", cls: "typo", expect: "/services/cybersecurity" },
  { q: "andriod app devlopment in fluter", cls: "typo", expect: "/services/mobile-development" },
  { q: "ur ofice adress pls", cls: "typo", expect: "/contact" },
  { q: "any carrer oppurtunity in nexora bhopal for me", cls: "typo", expect: "/career" },
  { q: "clould migraton case studdy", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "machne lerning forcasting servce", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "privcy polcy page", cls: "typo", expect: "/legal/privacy" },
  { q: "whats the dicovery fase cost", cls: "typo", expect: "/services#pricing" },
  { q: "ui ux desgin for my startp app", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "who is the ceo of nexra tecnologies", cls: "typo", expect: "/about" },
  { q: "data analitycs dashbords with power bi", cls: "typo", expect: "/services/data-analytics" },
  {
    q: "digitel transformaton for paperles office",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  // vocabulary
  {
    q: "mujhe apni dukaan ke liye billing software banwana hai with gst invoice",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  { q: "koi vacancy hai kya aapke yahan abhi", cls: "vocabulary", expect: "/career" },
  { q: "aap log ka office kahan pe hai exactly", cls: "vocabulary", expect: "/contact" },
  {
    q: "do you guys do amazon web services stuff like shifting our servers to amazon",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "need someone to hack test our app before launch, ethical hacker type",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "ek app banane mein kitna paisa lagega roughly, budget batao",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "looking for a part time cto kind of advisor for my startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "can you make a chatgpt type bot that answers from our company pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "factory office mein sab registers aur files hain, we want to go digital",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "need a simple site with landing page and blog for my ca firm",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "aapke pichle kaam ke examples dikhao, portfolio type",
    cls: "vocabulary",
    expect: "/projects",
  },
  {
    q: "sales ka mis report aur charts chahiye for our kirana chain",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  // ambiguous
  {
    q: "how long does it take from applying to getting an offer letter",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what are the support hours for your it helpdesk service",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/contact",
  },
  { q: "what are the core working hours for staff", cls: "ambiguous", expect: "/career" },
  {
    q: "how long did the fintech security project take",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "what does the dedicated team model cost per month",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how much cost did the logistics company save after moving to aws",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "your security head vikram, is he in the bhopal office or somewhere else",
    cls: "ambiguous",
    expect: "/about",
  },
  {
    q: "once we start how long till the first sales dashboard is ready to look at",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  { q: "do you bill us monthly or per milestone", cls: "ambiguous", expect: "/services#pricing" },
  { q: "what health cover do employees get", cls: "ambiguous", expect: "/career" },
  {
    q: "what happens after i send you a message, when will someone reply",
    cls: "ambiguous",
    expect: "/contact",
  },
  {
    q: "how safe is the data i type into your website",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  // multi
  {
    q: "what's your email id and do you have any remote jobs",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "who is your cto and what did she write on your blog about cloud",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "do you make flutter apps and how much does a fixed price project cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "how do i get into the client portal and what are your office timings",
    cls: "multi",
    expect: "/login & /contact",
  },
  {
    q: "do you do penetration testing? also show me the fintech case study",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "when was nexora founded and what are the steps in your delivery process",
    cls: "multi",
    expect: "/about & /services",
  },
  {
    q: "privacy policy link and terms of service link pls",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "is there a data engineer opening and what does your data analytics service include",
    cls: "multi",
    expect: "/career & /services/data-analytics",
  },
  {
    q: "do you build shops on shopify, and do you have a retail case study to show",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform",
  },
  {
    q: "do u do devops consulting + whats the learning budget for employees",
    cls: "multi",
    expect: "/services/devops & /career",
  },
  {
    q: "what does digital transformation mean for you and have you done any hospital project",
    cls: "multi",
    expect: "/services/digital-transformation & /projects/healthcare",
  },
  {
    q: "can you help set up microsoft 365 for us and what is your office address",
    cls: "multi",
    expect: "/services/it-infrastructure & /contact",
  },
  // unanswerable
  {
    q: "whats the yearly revenue of nexora tech in crores",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there free parking for visitors at your bhopal office",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will i get a signing bonus if i join as senior full stack engineer",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you give discounts to ngos or charities", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you sponsor work visas for developers from abroad",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what's the dress code at nexora office", cls: "unanswerable", expect: "fallback" },
  {
    q: "is nexora listed on the stock market, can i buy its shares",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can your team build a 3d mobile game for us in unity engine",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what was your employee attrition rate last year", cls: "unanswerable", expect: "fallback" },
  {
    q: "can i pay your invoice through paytm or by cheque",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how many weeks of maternity leave does nexora give",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "have you built any blockchain or web3 projects", cls: "unanswerable", expect: "fallback" },
  // off-topic
  { q: "who won the ipl final this season", cls: "off-topic", expect: "fallback" },
  { q: "kal bhopal mein baarish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "recipe for paneer butter masala at home", cls: "off-topic", expect: "fallback" },
  { q: "pls solve 4x minus 9 equals 27, my maths homework", cls: "off-topic", expect: "fallback" },
  { q: "write me a short poem about the monsoon in hindi", cls: "off-topic", expect: "fallback" },
  { q: "best beaches to visit in goa in december", cls: "off-topic", expect: "fallback" },
];
