import type { EvalQuestion } from "./questions";

/**
 * The twenty-eighth held-out set, to be written on 2026-11-25 (session 32) by someone who does
 * not read or run the chat, from the site's content, while that round's tuning goes on. The
 * twenty-seventh set, scored once, is now `twentySeventhHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "do u give a free retest after the pentest once we have fixed the issues",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "salary range for the data engineer opening?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "is the cloud devops engineer job fully remote or will i need to come to bhopal",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "what should i put in the email subject line when i apply for a job with you",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  {
    q: "how many days is the discovery workshop at the start of a custom software project",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "if there is a dispute about your website which court handles it",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "can i ask you to delete the personal details i sent through the contact form",
    cls: "unreachable",
    expect: "/legal/privacy#your-rights",
  },
  {
    q: "in the hospital network project how much faster did insurance claims get settled",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "in the gulf region which countries are your clients from",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "for the soc security analyst role do we have to work rotating shifts",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "how long did the database switch-over take when the logistics company moved to aws",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "what is that 3-2-1 backup rule you talk about",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  // long
  {
    q: "hi so we are a small chain of pharmacies in indore and my nephew who handles our computers says we should think about getting an app where customers can order medicines and pay by upi, is that something your team actually builds",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "my boss keeps forwarding me articles about ai and how most pilot projects never go live, so i wanted to ask whether you have written anything yourselves about why these pilots get stuck",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "ok so basically our office in jabalpur keeps having wifi trouble and laptops crashing and there is nobody to call, our accountant ends up fixing the printer, do you people provide someone for help desk type support",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we are an edtech startup from pune, we got some seed money last month, and before committing to anything big i would like to understand roughly what the first paid study phase with you costs",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "my father runs a textile business and everything is still on paper registers with couriers going back and forth for signatures, i want to modernise it slowly so what would you suggest, is there a service for this",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "sorry for the long message, i finished my design degree three years ago and since then i have been at an agency in delhi doing figma work and usability testing, is there any opening for someone like me",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "we had a board meeting yesterday and one of the investors asked whether an outside firm could independently check our product's code and architecture before the next round, do you do that kind of due diligence",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "our aws bill has gone up every single month for a year now and finance keeps asking questions, nobody knows which team is spending what, can you help us bring it down",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "i run a fashion label with a handful of stores and we are finally thinking of selling online properly, before i contact anyone i wanted to see if you have done an online store for a retailer before",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "hello i was scrolling through your site on my phone on the train and got curious, who actually started this company and what were they doing before",
    cls: "long",
    expect: "/about#team",
  },
  {
    q: "we want to release small updates daily instead of once a month but right now every release eats a whole weekend and somebody always stays up all night, what can you do about our deployment setup",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "just out of curiosity because a friend asked, if i fill in your contact form with my name and phone number where does that data actually end up, does it go to some american company",
    cls: "long",
    expect: "/legal/privacy#data-location",
  },
  // typo
  { q: "cybersecuirty audit servise", cls: "typo", expect: "/services/cybersecurity" },
  { q: "wat r ur offise timings", cls: "typo", expect: "/contact" },
  { q: "any carrer oppertunity in nexora for experinced devs", cls: "typo", expect: "/career" },
  { q: "andriod app devlopment", cls: "typo", expect: "/services/mobile-development" },
  { q: "machne lerning servises", cls: "typo", expect: "/services/ai-machine-learning" },
  { q: "privcy policy of the webiste", cls: "typo", expect: "/legal/privacy" },
  { q: "clint login portel", cls: "typo", expect: "/login" },
  { q: "data analitics dashbord", cls: "typo", expect: "/services/data-analytics" },
  { q: "helthcare case stuidy", cls: "typo", expect: "/projects/healthcare" },
  { q: "adress of ur ofice in bhopl", cls: "typo", expect: "/contact" },
  { q: "ui ux desing servics", cls: "typo", expect: "/services/ui-ux-design" },
  { q: "devops pipline automaton", cls: "typo", expect: "/services/devops" },
  // vocabulary
  { q: "aapki company ka founder kaun hai", cls: "vocabulary", expect: "/about#team" },
  {
    q: "business ke liye website banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  { q: "naukri chahiye aapke yahan, koi vacancy hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "do you do hacking tests to see if our systems can be broken into",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you shift our servers from the office cupboard to azure",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "we want a chatgpt type bot that answers from our company pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do you make power bi reports for management",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "mujhe apni shop ke liye app banwana hai iphone aur android dono pe",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "need an amc for our office computers and printers with a techie on call",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "apna portfolio dikhao, pehle kya kya banaya hai", cls: "vocabulary", expect: "/projects" },
  { q: "aap log kitne saal se kaam kar rahe ho", cls: "vocabulary", expect: "/about" },
  {
    q: "do you guys offer cto as a service for early startups",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  // ambiguous
  {
    q: "how long before i hear back after sending my job application",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "what are the working hours if i join as an employee",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how big will my monthly bill be if we hire a dedicated team from you",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "which office does vikram rao work from", cls: "ambiguous", expect: "/about#team" },
  {
    q: "how long does it take to build a marketing website",
    cls: "ambiguous",
    expect: "/services/web-development|/contact#faq",
  },
  {
    q: "how long do you keep the data i send you",
    cls: "ambiguous",
    expect: "/legal/privacy#retention",
  },
  {
    q: "how many months did the hospital records system take you to deliver",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "how is my information kept secure on this website",
    cls: "ambiguous",
    expect: "/legal/privacy#security",
  },
  {
    q: "how much notice do we give to scale down a dedicated team",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "our system is down right now at night, who do we call urgently",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "do you pay for certification courses for your staff",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how much did the logistics client save on costs",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  // multi
  {
    q: "what's your office address and are there any job openings",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "who is your cto and what has she written about cloud",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends",
  },
  {
    q: "do you build flutter apps and how much does a fixed price project cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "does this site use cookies? also what are your saturday timings",
    cls: "multi",
    expect: "/legal/privacy#no-cookies & /contact",
  },
  {
    q: "what is your hiring process and what benefits do employees get",
    cls: "multi",
    expect: "/career#hiring-process & /career#why-work-with-us",
  },
  {
    q: "show me your fintech security project and tell me if you can help us get iso 27001 certified",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cybersecurity",
  },
  {
    q: "how do existing clients sign in, and how does a new client get in touch",
    cls: "multi",
    expect: "/login & /contact",
  },
  {
    q: "what is your mission and in which year was the company founded",
    cls: "multi",
    expect: "/about#mission & /about#story",
  },
  {
    q: "can you do user research for our app and then also build the website afterwards",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/web-development",
  },
  {
    q: "demand forecasting project ke results kya the aur data engineer ki salary kitni hai",
    cls: "multi",
    expect: "/projects/ai-analytics & /career#data-engineer",
  },
  {
    q: "what steps does a project go through and do you support us after launch",
    cls: "multi",
    expect: "/services#process & /contact#faq",
  },
  {
    q: "can i copy articles from your website, and who owns the code you write for us",
    cls: "multi",
    expect: "/legal/terms#intellectual-property & /services/software-development",
  },
  // unanswerable
  {
    q: "how much yearly revenue does nexora make in crores",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you build blockchain or nft apps", cls: "unanswerable", expect: "fallback" },
  { q: "will i get esop shares if i join as an engineer", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there free lunch or a canteen at the bhopal office",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor work visas for candidates from abroad",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we are a registered charity, do you give us a discounted rate",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can i pay your invoice with paypal", cls: "unanswerable", expect: "fallback" },
  {
    q: "who are nexora's investors, is the company vc funded",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you build iot devices or embedded firmware", cls: "unanswerable", expect: "fallback" },
  { q: "what percentage of your engineers are women", cls: "unanswerable", expect: "fallback" },
  {
    q: "can i park my car at your building when i come for the meeting",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run paid coding bootcamps for college students",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "bhopal mein kal barish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "ipl final mein kaun jeeta is saal", cls: "off-topic", expect: "fallback" },
  { q: "recipe for paneer butter masala please", cls: "off-topic", expect: "fallback" },
  { q: "solve 2x + 5 = 17 for my homework", cls: "off-topic", expect: "fallback" },
  { q: "write me a short poem about the sea", cls: "off-topic", expect: "fallback" },
  { q: "whats the capital city of canada", cls: "off-topic", expect: "fallback" },
];
