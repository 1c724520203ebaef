import type { EvalQuestion } from "./questions";

/**
 * The thirty-sixth held-out set, to be written on 2026-11-25 (session 34, third round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The thirty-fifth set, scored once, is now `thirtyFifthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "does the pen test include a free retest once we fix the issues you find",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "security analyst job is it rotating shifts and is there any allowance for it",
    cls: "unreachable",
    expect: "/career#security-analyst|/career",
  },
  {
    q: "what salary band is the data engineer opening",
    cls: "unreachable",
    expect: "/career#data-engineer|/career",
  },
  {
    q: "in that hospital network project how many video consults did they do in the first year",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "for the logistics company move which aws regions did u put production and the standby in",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "what do i actually have in hand after the testing and qa stage of your process",
    cls: "unreachable",
    expect: "/services#process|/services",
  },
  {
    q: "got any customers in the gulf, which countries exactly",
    cls: "unreachable",
    expect: "/#global-presence|/",
  },
  {
    q: "if there is a dispute about the website which city's courts handle it",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "cert-in reporting deadline after a breach, how many hrs do we get",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "how long do you keep my contact form message before deleting it",
    cls: "unreachable",
    expect: "/legal/privacy#retention|/legal/privacy",
  },
  {
    q: "can your custom software talk to tally and make gst invoices",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "we are in jabalpur, will your people come on site for IT support or only remote",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  // long
  {
    q: "i run 4 pharmacies in indore and our billing is still on an old desktop app that crashes every other week. my nephew says get something custom made but i am scared the vendor will vanish and we will be stuck. if you build it for us who ends up owning the code",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "my son finished his btech and has around 2 years in a security operations centre in pune. he wants to come back home to bhopal now. we saw some security job on your site, is that in the office or from home and does he need any certificate to apply",
    cls: "long",
    expect: "/career#security-analyst|/career",
  },
  {
    q: "hi im a final year mca student writing a report on how indian companies use AI. my guide wants real reasons why AI pilots never reach production. do you have anything written on this",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "i'm a reporter with a bhopal business weekly doing a piece on local tech firms that grew beyond the city. when did nexora start out and how many people are on the payroll now",
    cls: "long",
    expect: "/about",
  },
  {
    q: "been doing react and node for about 6 yrs, currently in bangalore but my wife's family is in bhopal so we're planning to shift. i'd rather not be in office every single day. is the senior full stack role hybrid and what's the pay like",
    cls: "long",
    expect: "/career#senior-full-stack-engineer|/career",
  },
  {
    q: "i look after vendor empanelment for a state cooperative bank. our policy says any IT vendor must show an information security certification before shortlisting. which certification do you hold and since what year",
    cls: "long",
    expect: "/about|/",
  },
  {
    q: "we are a small ngo working on girls education in rural mp. donor data sits in excel sheets and honestly nobody trusts the numbers in our reports. a volunteer says we need a data warehouse but we have just two sources, do we really need one",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "i manage operations at a 200 bed hospital in raipur. appointments, patient records and billing are on three different softwares and insurance claims get stuck for weeks. have you done this kind of thing for another hospital and what came out of it",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "we export handicrafts, most buyers are in the uk and germany. we want our catalogue website in english and german and maybe hindi for our local agents. can you make a site in several languages",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "we're a 15 person startup with a booking app idea but the scope changes every time we talk to users. budget is maybe 10 to 12 lakh a month. which of your ways of charging suits something like this",
    cls: "long",
    expect: "/services#pricing|/services",
  },
  {
    q: "we sell sarees online and every diwali our site just dies, last year it was down half a day during the biggest sale. my marketing guy wants a rebuild. have you handled festive traffic for a clothing brand before",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "my factory has about 80 computers and the wifi and backups are a total mess since our only IT guy left last month. i am not a technical person at all. if i call you for help what timings is your helpdesk there",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  // typo
  { q: "wat r ur offic timings on saturdy", cls: "typo", expect: "/contact" },
  { q: "whre is ur ofice locatd in bhopal", cls: "typo", expect: "/contact" },
  { q: "do u make andriod and ios aps", cls: "typo", expect: "/services/mobile-development" },
  {
    q: "cyber secuirty audit and penetraton testng",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "how much is the discovry phase cost", cls: "typo", expect: "/services#pricing|/services" },
  {
    q: "clould migraton to aws without downtme possible?",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  { q: "kubernetis do we realy need it", cls: "typo", expect: "/services/devops" },
  {
    q: "ux desgin for an app somone else is bulding",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "hwo to aply for a jobb at nexora", cls: "typo", expect: "/career#how-to-apply|/career" },
  {
    q: "is my data used to trian some1 elses ai model",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "privacypolicy do u use cookeis", cls: "typo", expect: "/legal/privacy" },
  { q: "phone numbr of nexora pls", cls: "typo", expect: "/contact" },
  // vocabulary
  { q: "bhai aapka daftar kis area mein padta hai", cls: "vocabulary", expect: "/contact" },
  {
    q: "ek app banwane mein kitna paisa lagega roughly",
    cls: "vocabulary",
    expect: "/services#pricing|/services",
  },
  { q: "mujhe job chahiye koi vacancy hai kya abhi", cls: "vocabulary", expect: "/career" },
  {
    q: "our computers and printers keep acting up, need an it guy we can call",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "want to get rid of all the paper files and registers in my office",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "koi hacker hamare system mein na ghuse uske liye aap kya karte ho",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "need an outsider to tell us if we are wasting money on tech stuff",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "something that guesses how much stock we'll need next month",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },
  {
    q: "sales ka saara data ek jagah dikhe graphs wagera ke saath",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "part time cto type person for our startup",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "once the thing goes live do you guys stick around to fix stuff",
    cls: "vocabulary",
    expect: "/contact#faq|/contact",
  },
  { q: "who's the big boss of the company", cls: "vocabulary", expect: "/about#team|/about" },
  // ambiguous
  {
    q: "our aws bill keeps going up every month what can be done",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "what are the working hours for staff who join you",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "can you draw up a plan for our tech for the next two years",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "how long did the fintech take to get its iso certificate",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "how big is a dedicated team, how many people",
    cls: "ambiguous",
    expect: "/services#pricing|/services",
  },
  {
    q: "by how much did the stock-out rate fall for the distributor",
    cls: "ambiguous",
    expect: "/projects/ai-analytics",
  },
  {
    q: "whats your policy on taking commission from cloud providers",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/services/it-consulting",
  },
  {
    q: "launch on play store and app store, you handle that or we do",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "security of my form submission on your site, is it encrypted",
    cls: "ambiguous",
    expect: "/legal/privacy#security|/legal/privacy",
  },
  {
    q: "what support do new joiners get, like a mentor",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "we're moving office, can you do the cabling wifi and meeting room setup",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "does the retest after a pentest cost extra",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  // multi
  {
    q: "where is your office and are you hiring designers",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "do you build iphone apps and roughly what would it cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing|/services",
  },
  {
    q: "who is your cto and what has she written about the cloud",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "how did the logistics migration go and which tools do you use for ci cd",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/devops",
  },
  {
    q: "do you put cookies on my browser, and which country's law applies to your terms",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "is the data engineer post hybrid and what do you use for dashboards in analytics projects",
    cls: "multi",
    expect: "/career#data-engineer|/career & /services/data-analytics",
  },
  {
    q: "saturday timings? also do you do wcag accessibility checks",
    cls: "multi",
    expect: "/contact & /services/ui-ux-design|/services/web-development",
  },
  {
    q: "how many projects have you delivered and which regions are your clients from",
    cls: "multi",
    expect: "/about|/ & /#global-presence|/",
  },
  {
    q: "what are the steps of your process and how long is the discovery bit",
    cls: "multi",
    expect: "/services#process|/services & /services#pricing|/services",
  },
  {
    q: "numbers from the fashion store case study, and do you work with shopify",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "can you help us get iso 27001 and what is this 3-2-1 backup rule",
    cls: "multi",
    expect: "/services/cybersecurity & /blog/cybersecurity-practices",
  },
  {
    q: "can you build a chatbot that answers from our own documents, where do i email a job application, and how do i get my data deleted",
    cls: "multi",
    expect: "/services/ai-machine-learning & /career & /legal/privacy#your-rights|/legal/privacy",
  },
  // unanswerable
  {
    q: "can your team make a crypto wallet or nft marketplace for us",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you make a mobile game in unity for us", cls: "unanswerable", expect: "fallback" },
  {
    q: "we're a registered trust, do you give any concession on fees",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how much revenue does nexora make in a year, rough figure",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you do any csr activities in bhopal", cls: "unanswerable", expect: "fallback" },
  {
    q: "iot sensors for temperature in our cold storage, do you do that",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the notice period and do you pay relocation if i join",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you do ar vr walkthroughs for our real estate projects",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what is your refund policy if we cancel the project halfway",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are you listed on the stock market, what's the share price",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can we pay the project amount in emi", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you provide employee background verification services",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "will it rain in bhopal day after tomorrow", cls: "off-topic", expect: "fallback" },
  { q: "recipe for poha with peanuts", cls: "off-topic", expect: "fallback" },
  { q: "who won the ipl last season", cls: "off-topic", expect: "fallback" },
  { q: "how do you say thank you very much in german", cls: "off-topic", expect: "fallback" },
  { q: "best bike under 1 lakh in india", cls: "off-topic", expect: "fallback" },
  { q: "compose 4 lines of shayari on barish for my wife", cls: "off-topic", expect: "fallback" },
];
